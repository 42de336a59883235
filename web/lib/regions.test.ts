import { describe, expect, it } from 'vitest';
import { regionFromLanguages } from './regions';

describe('regionFromLanguages', () => {
  it('takes the country of the first language that names or implies one', () => {
    expect(regionFromLanguages(['en-GB', 'fr'])).toBe('gb');
    expect(regionFromLanguages(['en-US'])).toBe('us');
    expect(regionFromLanguages(['fr'])).toBe('fr');
    expect(regionFromLanguages(['en'])).toBe('us');
    expect(regionFromLanguages(['de-CH'])).toBe('ch');
    expect(regionFromLanguages(['ja'])).toBe('jp');
  });

  it('falls back to the United States when no language says anything (or is not a tag)', () => {
    expect(regionFromLanguages([])).toBe('us');
    expect(regionFromLanguages(['not a tag', 'es-419'])).toBe('us');
  });
});

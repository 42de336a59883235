import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DomainError, ERROR_CODES, launchFailed } from './errors';

describe('the error table', () => {
  it('gives each error its status and the documented body', () => {
    const error = new DomainError('too_many_samples', 'At most 3.', { param: 'samples' });
    expect(error.status).toBe(400);
    expect(error.toBody()).toEqual({ error: { code: 'too_many_samples', message: 'At most 3.', param: 'samples' } });
    expect(launchFailed('quota_exhausted', 'used up').toBody()).toEqual({
      error: { code: 'quota_exhausted', message: 'Failed to start audit', detail: 'used up' },
    });
  });

  it('is the one docs/api/rest.md documents, code for code', () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/api/rest.md'), 'utf8');
    const table = readme.slice(readme.indexOf('| status | codes'), readme.indexOf('- **Rate limits**'));
    for (const [code, status] of Object.entries(ERROR_CODES)) {
      const row = table.split('\n').find((line) => line.includes(`\`${code}\``));
      expect(row, code).toBeDefined();
      expect(row!.startsWith(`  | ${status} |`), `${code} under ${status}`).toBe(true);
    }
  });
});

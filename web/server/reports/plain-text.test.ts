import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('keeps the words of an answer and drops its Markdown, on one line', () => {
    const md = [
      '## Best kettles',
      '',
      '1. **Acme** — the [fastest](https://acme.example/k "Acme") one; see `model X`.',
      '- *Globex*: cheaper',
      '> A quote',
      '',
      '| Brand | Price |',
      '|---|:---:|',
      '| Acme | 40 € |',
      '```js',
      'boil()',
      '```',
      '---',
      'Done ![logo](https://x.example/l.png)',
    ].join('\n');
    expect(plainText(md)).toBe('Best kettles Acme — the fastest one; see model X. Globex: cheaper A quote Brand | Price Acme | 40 € boil() Done logo');
  });

  it('leaves snake_case words and lone asterisks alone', () => {
    expect(plainText('use my_var_name * 2 and 5*3')).toBe('use my_var_name * 2 and 5*3');
  });

  it('cuts a cell to what a spreadsheet holds', () => {
    const cut = plainText('word '.repeat(20_000), 100);
    expect(cut).toHaveLength(100);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('reads hostile markup in time proportional to its length', () => {
    const hostile = `${'**a'.repeat(20_000)}${'[x'.repeat(20_000)}${'_b'.repeat(20_000)}`;
    const started = performance.now();
    plainText(hostile);
    // Not a timing assertion on speed: a quadratic pattern would take minutes here, not seconds.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

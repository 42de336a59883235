import { describe, expect, it } from 'vitest';
import { excerptRanges, safeHref } from './answer-text';

describe('excerptRanges', () => {
  it('finds excerpts exactly or ignoring case, drops a trailing ellipsis, merges overlaps', () => {
    const text = 'Acme is great. ACME has fast support. Globex is fine.';
    expect(excerptRanges(text, ['Acme is great.', 'acme has fast…', 'nowhere'])).toEqual([[0, 14], [15, 28]]);
    expect(excerptRanges(text, ['Acme is great. ACME', 'ACME has fast support.'])).toEqual([[0, 37]]);
  });
});

describe('safeHref', () => {
  it('accepts http(s) only', () => {
    expect(safeHref('https://a.example/x')).toBe('https://a.example/x');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,<script>')).toBeUndefined();
    expect(safeHref('not a url')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { answerPieces, excerptRanges, safeHref } from './answer-text';

describe('excerptRanges', () => {
  it('finds excerpts exactly or ignoring case, drops a trailing ellipsis, merges overlaps', () => {
    const text = 'Acme is great. ACME has fast support. Globex is fine.';
    expect(excerptRanges(text, ['Acme is great.', 'acme has fast…', 'nowhere'])).toEqual([[0, 14], [15, 28]]);
    expect(excerptRanges(text, ['Acme is great. ACME', 'ACME has fast support.'])).toEqual([[0, 37]]);
  });
});

describe('answerPieces', () => {
  it('marks excerpts and links only http(s) addresses', () => {
    const pieces = answerPieces('See https://acme.example/pricing. Acme wins. javascript:alert(1)', ['Acme wins.']);
    expect(pieces).toEqual([
      { text: 'See ', highlight: false },
      { text: 'https://acme.example/pricing', highlight: false, href: 'https://acme.example/pricing' },
      { text: '. ', highlight: false },
      { text: 'Acme wins.', highlight: true },
      { text: ' javascript:alert(1)', highlight: false },
    ]);
  });

  it('keeps markup as plain text pieces', () => {
    const text = '<script>alert(1)</script> <img src=x onerror=alert(2)>';
    expect(answerPieces(text, [])).toEqual([{ text, highlight: false }]);
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

// The word lists are searched by bisection over their bytes (common-words.ts): that holds only
// while each installed list is one compact JSON array, sorted by code point, without escapes.
// These tests check the installed packages, and the search against a plain Set.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { inSortedList, isCommonWord, isGermanWord } from './common-words';

const require = createRequire(import.meta.url);
const LISTS = ['an-array-of-english-words/index.json', 'an-array-of-french-words/index.json', 'an-array-of-spanish-words/index.json', 'all-the-german-words/woerter.json'];
const bytes = (word: string) => Buffer.from(word);

describe('the word lists', () => {
  it('finds every word of a small sorted list, and nothing else', () => {
    const list = Buffer.from(JSON.stringify(['a', 'ab', 'abc', 'b', 'ba,c', 'zz', 'é', 'ü']));
    for (const word of ['a', 'ab', 'abc', 'b', 'ba,c', 'zz', 'é', 'ü']) expect(inSortedList(list, bytes(word)), word).toBe(true);
    for (const word of ['', 'aa', 'abcd', 'ba', 'c', 'zzz', 'e', '"', ',', 'ba,', 'A']) expect(inSortedList(list, bytes(word)), word).toBe(false);
    expect(inSortedList(Buffer.from('["solo"]'), bytes('solo'))).toBe(true);
    expect(inSortedList(Buffer.from('[]'), bytes('solo'))).toBe(false);
    expect(inSortedList(Buffer.alloc(0), bytes('solo'))).toBe(false);
  });

  it.each(LISTS)('%s is a compact JSON array, sorted by code point, without escapes, and every sampled entry is found', (list) => {
    const file = fs.readFileSync(require.resolve(list));
    expect(file.includes('\\')).toBe(false);
    const text = file.toString('utf8');
    const words: string[] = JSON.parse(text);
    // Compact: `["first","second",…,"last"]`, entries parted by `","` alone.
    expect(text.trim().startsWith('["') && text.trim().endsWith('"]')).toBe(true);
    expect(text.split('","').length).toBe(words.length);
    // Without characters beyond the BMP, JavaScript's string order (code units) is code point order.
    expect(/[\uD800-\uDFFF]/.test(text)).toBe(false);
    for (let i = 1; i < words.length; i++) {
      if (!(words[i - 1] < words[i])) throw new Error(`${list}: "${words[i - 1]}" before "${words[i]}"`);
    }
    // Membership told by a bisection over the decoded words, apart from the one under test.
    const known = (word: string) => {
      let lo = 0;
      let hi = words.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (words[mid] < word) lo = mid + 1;
        else hi = mid;
      }
      return words[lo] === word;
    };
    const step = Math.max(1, Math.floor(words.length / 5000));
    const wrong: string[] = [];
    for (let i = 0; i < words.length; i += step) {
      for (const word of [words[i], `${words[i]}q`, words[i].slice(0, -1), `${words[i]} `]) {
        if (inSortedList(file, bytes(word)) !== known(word)) wrong.push(word);
      }
    }
    expect(wrong).toEqual([]);
    expect(inSortedList(file, bytes(words[0]))).toBe(true);
    expect(inSortedList(file, bytes(words.at(-1)!))).toBe(true);
  });

  it('tells ordinary words from invented names, German nouns written capitalised', () => {
    expect(isCommonWord('Tempo')).toBe(true);
    expect(isCommonWord('Boussole')).toBe(true);
    expect(isCommonWord('Tertulia')).toBe(true);
    expect(isCommonWord('Ledgerly')).toBe(false);
    expect(isGermanWord('Speiche')).toBe(true);
    expect(isGermanWord('speiche')).toBe(true);
    expect(isGermanWord('Qonto')).toBe(false);
  });
});

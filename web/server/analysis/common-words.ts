// Whether a name is also an ordinary English, French, German or Spanish word ("Tempo", "Boussole",
// "Speiche", "Tertulia"): only such names are read for homonym cues that rest on capitals
// (context.ts), so invented names ("Ledgerly", "Qonto") keep every mention. The word lists are the
// packages `an-array-of-english-words`, `an-array-of-french-words`, `an-array-of-spanish-words` and
// `all-the-german-words` (Wiktionary's German entries, nouns capitalised; docs/guide/how-an-audit-measures.md).
// Each list is one JSON array, sorted (by code point: a test checks the installed packages) and
// without escapes: a word is looked up by a binary search over the file's bytes, without decoding
// it (about 21 probes for 1.7 million German entries, where a scan of the 29 MB took 100 ms on
// the event loop). The files are dropped after a short idle time, so a burst of profiles reads
// each once and an idle process keeps none of their 40 MB; answers are cached per word.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ORDINARY_LISTS = ['an-array-of-english-words/index.json', 'an-array-of-french-words/index.json', 'an-array-of-spanish-words/index.json'];
/** Wiktionary's German entries hold first names and places too ("Margot", "Basel"): read only for German answers' nouns. */
const GERMAN_LISTS = ['all-the-german-words/woerter.json'];
const MEMO_SIZE = 1000;
const IDLE_MS = 10_000;
const memo = new Map<string, boolean>();
const loaded = new Map<string, Buffer>();
let dropTimer: NodeJS.Timeout | undefined;

/** `word` (one word, any case) is an ordinary English, French or Spanish word. */
export function isCommonWord(word: string): boolean {
  return listed(ORDINARY_LISTS, word);
}

/** `word` (one word, any case) is a German word, nouns written capitalised ("Speiche"). */
export function isGermanWord(word: string): boolean {
  return listed(GERMAN_LISTS, word);
}

function listed(lists: readonly string[], word: string): boolean {
  const key = word.toLowerCase();
  const memoKey = `${lists[0]}\u0000${key}`;
  const known = memo.get(memoKey);
  if (known !== undefined) return known;
  const forms = [key, key.charAt(0).toUpperCase() + key.slice(1)].map((form) => Buffer.from(form));
  const found = lists.some((list) => {
    const bytes = readList(list);
    return forms.some((form) => inSortedList(bytes, form));
  });
  if (memo.size >= MEMO_SIZE) memo.clear();
  memo.set(memoKey, found);
  return found;
}

function readList(list: string): Buffer {
  clearTimeout(dropTimer);
  dropTimer = setTimeout(() => loaded.clear(), IDLE_MS).unref();
  let bytes = loaded.get(list);
  if (!bytes) {
    try {
      bytes = fs.readFileSync(require.resolve(list));
    } catch {
      bytes = Buffer.alloc(0); // a missing list only makes the rules read capitals for every name
    }
    loaded.set(list, bytes);
  }
  return bytes;
}

const QUOTE = 0x22;
const SEPARATOR = Buffer.from(',"');

/**
 * Whether `word` is an entry of `bytes`, a compact JSON array of strings without escapes
 * (`["a","aa",…]`), sorted by code point, which is UTF-8's byte order. The search keeps
 * [lo, hi): lo an entry's first byte, hi one past the end of the entries still in question.
 */
export function inSortedList(bytes: Buffer, word: Buffer): boolean {
  let lo = bytes.indexOf(QUOTE) + 1;
  let hi = bytes.lastIndexOf(QUOTE); // the last entry's closing quote
  if (lo <= 0 || hi < lo) return false;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    // The entry holding `mid` (or the one starting right after it, when `mid` is on a separator).
    const separator = mid > lo ? bytes.lastIndexOf(SEPARATOR, mid - 1) : -1;
    const start = Math.max(lo, separator + 2);
    const end = bytes.indexOf(QUOTE, start);
    if (end < 0 || end > hi) return false;
    const order = Buffer.compare(bytes.subarray(start, end), word);
    if (order === 0) return true;
    if (order < 0) lo = end + 3; // past `","`
    else hi = Math.max(lo, start - 3); // before this entry's `","`
  }
  return false;
}

// Whether a name is also an ordinary English, French, German or Spanish word ("Tempo", "Boussole",
// "Speiche", "Tertulia"): only such names are read for homonym cues that rest on capitals
// (context.ts), so invented names ("Ledgerly", "Qonto") keep every mention. The word lists are the
// packages `an-array-of-english-words`, `an-array-of-french-words`, `an-array-of-spanish-words` and
// `all-the-german-words` (Wiktionary's German entries, nouns capitalised; docs/guide/how-an-audit-measures.md).
// They are searched as bytes, without decoding, and dropped after a short idle time, so a burst of
// profiles reads each file once and an idle process keeps none of their 40 MB; answers are cached
// per word.
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
  const forms = [key, key.charAt(0).toUpperCase() + key.slice(1)].map((form) => Buffer.from(JSON.stringify(form)));
  const found = lists.some((list) => {
    const bytes = readList(list);
    return forms.some((form) => bytes.includes(form));
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

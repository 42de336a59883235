// Whether a name is also an ordinary English or French word ("Tempo", "Boussole", "Harbor"):
// only such names are read for homonym cues that rest on capitals (context.ts), so invented
// names ("Ledgerly", "Qonto") keep every mention. The word lists are the packages
// `an-array-of-english-words` and `an-array-of-french-words` (docs/architecture.md): read from disk when a profile is built, searched as text and not kept, so they
// cost no memory between audits; answers are cached per word.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const LISTS = ['an-array-of-english-words/index.json', 'an-array-of-french-words/index.json'];
const MEMO_SIZE = 1000;
const memo = new Map<string, boolean>();

/** `word` (one word, any case) is in the English or the French word list. */
export function isCommonWord(word: string): boolean {
  const key = word.toLowerCase();
  const known = memo.get(key);
  if (known !== undefined) return known;
  const quoted = JSON.stringify(key);
  const found = LISTS.some((list) => readList(list).includes(quoted));
  if (memo.size >= MEMO_SIZE) memo.clear();
  memo.set(key, found);
  return found;
}

function readList(list: string): string {
  try {
    return fs.readFileSync(require.resolve(list), 'utf8');
  } catch {
    return ''; // a missing list only makes the rules read capitals for every name
  }
}

// Text primitives shared by the name matcher, the sentiment rules and the answer analysis:
// accent/case folding, sentence boundaries, word counts. Regexes are compiled once, at load.

const COMBINING_MARKS = /\p{M}/gu;
const NON_ASCII = /[^\x00-\x7f]/;

/** Lowercase without accents: "Société Générale" → "societe generale". */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(COMBINING_MARKS, '') : lower;
}

const LATIN_LETTER = /[A-Z\u00c0-\u024f]/g;
const LATIN_BASE = new Map<string, string>();
for (let code = 0x41; code <= 0x24f; code++) {
  const char = String.fromCharCode(code);
  const base = fold(char);
  if (base.length === 1 && base !== char) LATIN_BASE.set(char, base);
}

/** fold() for Latin letters only, one character for one: offsets into the text stay valid. */
export function foldLatin(text: string): string {
  return text.replace(LATIN_LETTER, (char) => LATIN_BASE.get(char) ?? char);
}

/** A half-open range of character offsets `[start, end)`. */
export interface Span {
  start: number;
  end: number;
}

/**
 * Candidate sentence ends: a run of `.!?…` followed by whitespace or the end (closing quotes,
 * French « … » included, brackets, markdown emphasis and `[n]` citation markers stay with the
 * sentence they close), or a line break (list items, headings, table rows are sentences).
 */
const SENTENCE_END = /[.!?…]+(?:[)"'»”’\]*_]|[ \u00a0\u202f]»|\[\d+\])*(?=\s|$)|\n/g;
const DIGITS = /^\d+$/;
/** Abbreviations whose period does not end a sentence (folded, without the period). */
const ABBREVIATIONS = new Set(['mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'vs', 'cf', 'ex', 'fig', 'approx', 'env', 'mme', 'mlle']);
const VISIBLE = /\S/g;

/**
 * Sentences of `text` in order, as spans of the original text (offsets stay valid for provider
 * citation indices). Periods after abbreviations, initials and list numbers ("1. Qonto") do
 * not end a sentence, nor does one followed by a lowercase word ("e.g. this"), nor a line break
 * inside a sentence (after a word or a comma, before a lowercase word). Spans with no
 * letter or digit (blank lines, `---`) are dropped.
 */
export function splitSentences(text: string): Span[] {
  const sentences: Span[] = [];
  let start = 0;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(text); m; m = SENTENCE_END.exec(text)) {
    const end = m.index + m[0].length;
    if (m[0] === '\n' ? !lineBreakEndsSentence(text, m.index) : !periodEndsSentence(text, start, m.index, end)) continue;
    pushSentence(sentences, text, start, end);
    start = end;
  }
  pushSentence(sentences, text, start, text.length);
  return sentences;
}

/** A single line break between a word (or comma) and a lowercase word wraps a sentence, it does not end it. */
function lineBreakEndsSentence(text: string, at: number): boolean {
  let before = at;
  while (before > 0 && (text[before - 1] === ' ' || text[before - 1] === '\t' || text[before - 1] === '\r')) before -= 1;
  const previous = text.charAt(before - 1);
  if (!(previous === ',' || isWordChar(text, before - 1))) return true;
  let after = at + 1;
  while (after < text.length && (text[after] === ' ' || text[after] === '\t')) after += 1;
  const next = text.charAt(after);
  return !(isWordChar(text, after) && next !== next.toUpperCase());
}

function periodEndsSentence(text: string, sentenceStart: number, punctuation: number, end: number): boolean {
  const next = text.charAt(nextVisible(text, end));
  if (next !== next.toUpperCase()) return false; // "e.g. this", "env. 30 €"
  if (text[punctuation] !== '.' || text[punctuation + 1] === '.') return true;
  let wordStart = punctuation;
  while (wordStart > sentenceStart && isWordChar(text, wordStart - 1)) wordStart -= 1;
  const word = text.slice(wordStart, punctuation);
  if (DIGITS.test(word)) return !startsLine(text, sentenceStart, wordStart); // "1. Qonto"
  return !(word.length === 1 || ABBREVIATIONS.has(fold(word))); // "J. Martin", "env. 30"
}

/** True when only spaces (and heading marks: "### 2. Brand") separate `offset` from the start of its line (or of the sentence). */
function startsLine(text: string, sentenceStart: number, offset: number): boolean {
  let at = offset;
  while (at > sentenceStart && (text[at - 1] === ' ' || text[at - 1] === '\t' || text[at - 1] === '#')) at -= 1;
  return at === sentenceStart || text[at - 1] === '\n';
}

/** Offset of the first non-space character at or after `from`; `text.length` if none. */
export function nextVisible(text: string, from: number): number {
  VISIBLE.lastIndex = from;
  return VISIBLE.exec(text)?.index ?? text.length;
}

function pushSentence(sentences: Span[], text: string, start: number, end: number): void {
  for (let i = start; i < end; i++) {
    if (isWordChar(text, i)) {
      sentences.push({ start, end });
      return;
    }
  }
}

/** Index of the sentence containing `offset`, or -1 when it falls between sentences. */
export function sentenceAt(sentences: readonly Span[], offset: number): number {
  let low = 0;
  let high = sentences.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (offset < sentences[mid].start) high = mid - 1;
    else if (offset >= sentences[mid].end) low = mid + 1;
    else return mid;
  }
  return -1;
}

/** Words (runs of letters and digits) in `text[start, end)`. */
export function countWords(text: string, start: number, end: number): number {
  let count = 0;
  let inWord = false;
  for (let i = start; i < end; i++) {
    const wordChar = isWordChar(text, i);
    if (wordChar && !inWord) count += 1;
    inWord = wordChar;
  }
  return count;
}

const NON_ASCII_WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

/** Whether text[index] is a letter, a combining mark or a digit (ASCII checked without a regex). */
export function isWordChar(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code < 0x80) return (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a);
  return NON_ASCII_WORD_CHAR.test(text[index]);
}

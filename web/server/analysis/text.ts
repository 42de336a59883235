// Text primitives shared by the name matcher, the sentiment rules and the answer analysis:
// accent/case folding, sentence boundaries, word counts. All scans use module-level regexes.

const COMBINING_MARKS = /\p{M}/gu;
const NON_ASCII = /[^\x00-\x7f]/;

/** Lowercase without accents: "Société Générale" → "societe generale". */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(COMBINING_MARKS, '') : lower;
}

/** A half-open range of character offsets `[start, end)`. */
export interface Span {
  start: number;
  end: number;
}

/**
 * Candidate sentence ends: a run of `.!?…` (closing quotes, French « … » included, brackets,
 * markdown emphasis and `[n]` citation markers stay with the sentence they close) followed by
 * whitespace or the end,
 * or a line break (markdown list items, headings and table rows are sentences of their own).
 */
const SENTENCE_END = /[.!?…]+(?:[)"'»”’\]*_]|[ \u00a0\u202f]»|\[\d+\])*(?=\s|$)|\n/g;
const HAS_WORD = /[\p{L}\p{N}]/u;
const WORD_BEFORE = /([\p{L}]+)$/u;
const LIST_NUMBER = /^\s*\d+$/;
/** Abbreviations whose period does not end a sentence (folded, without the period). */
const ABBREVIATIONS = new Set(['mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'vs', 'cf', 'ex', 'fig', 'approx', 'env', 'm', 'mme', 'mlle', 'me']);

/**
 * Sentences of `text` in order, as spans of the original text (offsets stay valid for provider
 * citation indices). Periods after abbreviations, initials and list numbers ("1. Qonto") do
 * not end a sentence, nor does one followed by a lowercase word ("e.g. this"). Spans with no
 * letter or digit (blank lines, `---`) are dropped.
 */
export function splitSentences(text: string): Span[] {
  const sentences: Span[] = [];
  let start = 0;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(text); m; m = SENTENCE_END.exec(text)) {
    const end = m.index + m[0].length;
    if (m[0] !== '\n' && !periodEndsSentence(text, start, m.index, end)) continue;
    pushSentence(sentences, text, start, end);
    start = end;
  }
  pushSentence(sentences, text, start, text.length);
  return sentences;
}

function periodEndsSentence(text: string, sentenceStart: number, punctuation: number, end: number): boolean {
  const next = text.charAt(nextVisible(text, end));
  if (next !== next.toUpperCase()) return false; // "e.g. this", "env. 30 €"
  if (text[punctuation] !== '.' || text[punctuation + 1] === '.') return true;
  const lineStart = Math.max(sentenceStart, text.lastIndexOf('\n', punctuation - 1) + 1);
  const before = text.slice(lineStart, punctuation);
  if (LIST_NUMBER.test(before)) return false;
  const word = WORD_BEFORE.exec(before)?.[1];
  return !(word && (word.length === 1 || ABBREVIATIONS.has(fold(word))));
}

const VISIBLE = /\S/g;

/** Offset of the first non-space character at or after `from`; `text.length` if none. */
export function nextVisible(text: string, from: number): number {
  VISIBLE.lastIndex = from;
  return VISIBLE.exec(text)?.index ?? text.length;
}

function pushSentence(sentences: Span[], text: string, start: number, end: number): void {
  if (HAS_WORD.test(text.slice(start, end))) sentences.push({ start, end });
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

const WORD = /[\p{L}\p{N}]+/gu;

/** Words (runs of letters and digits) in `text[start, end)`, without slicing the text. */
export function countWords(text: string, start: number, end: number): number {
  let count = 0;
  WORD.lastIndex = start;
  for (let m = WORD.exec(text); m && m.index < end; m = WORD.exec(text)) count++;
  return count;
}

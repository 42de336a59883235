// Restatements of the prompt inside an answer (docs/guide/answer-reading.md#echoes-and-branded-prompts):
// "There is no single best answer to "Brightkettle review"…", "When looking for a Brightkettle
// review, …". A brand named there is named by the asker, not by the engine, so such a span is
// not a mention of any brand in it.
//
// An echo is a run of the answer's words that repeats a run of the prompt's words in order
// (case and accents aside, punctuation and quotes skipped) of at least 2 words, 3 when the
// prompt has 3 or more, and at least 60 % of the prompt's words, one of them written in
// lowercase in the prompt: a question has words of its own ("review", "best", "avis"), while a
// run of capitalised words is a name the answer uses ("Foulée Envol 2"). A one-word prompt has
// no echo: its word is the brand's name itself.
import { foldLatin, type Span } from './text';

const MAX_PROMPT_WORDS = 64;
/** Starting points tried per answer word: bounds the work on repetitive text. */
const MAX_STARTS = 8;
const MIN_SHARE = 0.6;
const WORD = /[\p{L}\p{N}]+/gu;

interface Word extends Span {
  word: string;
  /** Written in lowercase (a word of the question, not of a name). */
  lower: boolean;
}

function wordsOf(text: string, limit = Infinity): Word[] {
  const found: Word[] = [];
  const folded = foldLatin(text);
  WORD.lastIndex = 0;
  for (let m = WORD.exec(folded); m && found.length < limit; m = WORD.exec(folded)) {
    const written = text.slice(m.index, m.index + m[0].length);
    found.push({ word: m[0], start: m.index, end: m.index + m[0].length, lower: written === written.toLowerCase() && !/^\d+$/.test(written) });
  }
  return found;
}

/** Spans of the answer that restate the prompt, in text order. */
export function echoSpans(text: string, prompt: string | undefined): Span[] {
  if (!prompt) return [];
  const promptParts = wordsOf(prompt, MAX_PROMPT_WORDS);
  const promptWords = promptParts.map((w) => w.word);
  if (promptWords.length < 2) return [];
  const minimum = Math.max(2, Math.min(promptWords.length, 3), Math.ceil(MIN_SHARE * promptWords.length));
  const starts = new Map<string, number[]>();
  promptWords.forEach((word, j) => {
    const list = starts.get(word) ?? [];
    if (list.length < MAX_STARTS) list.push(j);
    starts.set(word, list);
  });
  const answer = wordsOf(text);
  const spans: Span[] = [];
  for (let i = 0; i < answer.length; ) {
    let best = 0;
    for (const j of starts.get(answer[i].word) ?? []) {
      let length = 1;
      let lower = promptParts[j].lower;
      while (j + length < promptWords.length && i + length < answer.length && answer[i + length].word === promptWords[j + length]) {
        lower ||= promptParts[j + length].lower;
        length += 1;
      }
      // The whole prompt in quotes is restated whatever its case ("Auf die Frage „Flinkrad Erfahrungen“…").
      if (lower || (j === 0 && length === promptWords.length && quoted(text, answer[i].start, answer[i + length - 1].end))) best = Math.max(best, length);
    }
    if (best >= minimum) {
      spans.push({ start: answer[i].start, end: answer[i + best - 1].end });
      i += best;
    } else {
      i += 1;
    }
  }
  return spans;
}

const QUOTES = new Set(['"', '“', '”', '„', '«', '»', "'", '‘', '’', '‚']);

function quoted(text: string, start: number, end: number): boolean {
  let before = start - 1;
  while (before >= 0 && text[before] === ' ') before -= 1;
  let after = end;
  while (after < text.length && text[after] === ' ') after += 1;
  return QUOTES.has(text[before]) && QUOTES.has(text[after]);
}

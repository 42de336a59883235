// The language an answer is read in: English, French, German or Spanish
// (docs/guide/answer-reading.md#languages).
//
// The answer's own words vote; the launch's region decides when they do not say it clearly. The
// vote counts function words that belong to one language only ("the", "est", "nicht", "para"…):
// among four languages this is as reliable as a trigram
// detector on answers of a few sentences, costs one pass over at most MAX_READ characters, and
// needs no model (franc and cld3 rank hundreds of languages and are weakest on short texts).
import { fold } from './text';

export type Language = 'en' | 'fr' | 'de' | 'es';
export const LANGUAGES: readonly Language[] = ['en', 'fr', 'de', 'es'];

const MAX_READ = 20_000;

const REGIONS = new Map<string, Language>([
  ...['fr', 'be', 'lu', 'mc', 'sn', 'ci', 'ma', 'tn', 'qc'].map((code) => [code, 'fr'] as const),
  ...['de', 'at', 'ch', 'li'].map((code) => [code, 'de'] as const),
  ...['es', 'mx', 'ar', 'co', 'cl', 'pe', 've', 'uy', 'ec', 'bo', 'py', 'cr', 'do', 'gt', 'hn', 'ni', 'pa', 'sv', 'cu'].map(
    (code) => [code, 'es'] as const,
  ),
  ...['us', 'gb', 'uk', 'ie', 'au', 'nz', 'ca', 'in', 'za', 'sg'].map((code) => [code, 'en'] as const),
]);

/** Folded function words that belong to one of the four languages only. */
const FUNCTION_WORDS = new Map<string, Language>([
  ...'the and is are with for this that you your which it its of to be can has have not but or'.split(' ').map((w) => [w, 'en'] as const),
  ...'le les est et pour avec une dans qui vous sont au aux du ce cette mais ou pas plus sur votre son ses'.split(' ').map((w) => [w, 'fr'] as const),
  ...'der die das und ist nicht mit fur ein eine sind sie auch auf ihr ihre den dem wird oder aber bei sehr zu'.split(' ').map((w) => [w, 'de'] as const),
  ...'el los las y para con por del muy tambien son su sus pero como mas esta este lo al una'.split(' ').map((w) => [w, 'es'] as const),
]);
const WORD = /[\p{L}]+/gu;

/**
 * The answer's own language when its words say so clearly (MIN_VOTES function words, twice the
 * region language's): engines answer in the prompt's language, and a region is not a language
 * (Switzerland, Belgium and Canada speak several; a Spanish prompt can be asked from the US).
 * Otherwise the region's language when it names one; else the vote; English when nothing votes.
 */
export function answerLanguage(text: string, region?: string | null): Language {
  const fromRegion = region ? REGIONS.get(region.trim().toLowerCase().split(/[-_]/).pop() ?? '') : undefined;
  const votes = languageVotes(text);
  const best = leader(votes);
  if (!fromRegion) return best;
  return votes[best] >= MIN_VOTES && votes[best] >= 2 * votes[fromRegion] ? best : fromRegion;
}

/** Function words an answer needs before its own language outvotes its region's. */
const MIN_VOTES = 8;

export function detectLanguage(text: string): Language {
  return leader(languageVotes(text));
}

function languageVotes(text: string): Record<Language, number> {
  const votes: Record<Language, number> = { en: 0, fr: 0, de: 0, es: 0 };
  const folded = fold(text.slice(0, MAX_READ));
  WORD.lastIndex = 0;
  for (let m = WORD.exec(folded); m; m = WORD.exec(folded)) {
    const language = FUNCTION_WORDS.get(m[0]);
    if (language) votes[language] += 1;
  }
  return votes;
}

function leader(votes: Record<Language, number>): Language {
  let best: Language = 'en';
  for (const language of LANGUAGES) if (votes[language] > votes[best]) best = language;
  return best;
}

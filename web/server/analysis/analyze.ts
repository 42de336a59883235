// The analysis of one engine answer for one brand.
//
// Cited: the answer names the brand (name, alias, short form, or its own domain written in the
// text; see matcher.ts) or one of the brand's own URLs (own domain or a subdomain) is among the
// sources. A capitalised name written all lowercase ("lemon", "a fresh start") is taken for the
// common words unless the answer also names the brand otherwise or cites its site. Names in
// another sense (homonyms) and names the engine only says it knows nothing about are not the
// brand (context.ts); the latter make the answer `unknownToEngine`.
//
// Citations: one per sentence that names the brand or carries one of its pages (a provider
// citation span, else an `[n]` marker pointing at sources[n - 1]), in text order. When no
// sentence does, each own URL among the sources is a citation whose excerpt is the URL.
//
// Sentiment of a citation: its sentence toward the brand (sentiment.ts), read together with the
// (at most two) sentences right after it that do not name the brand and refer back to it: by
// their opening ("Its fees…", "However, …", "Il…", "Cependant, …") when they name nobody, or by
// a pronoun ("I'd recommend it", "on ne peut pas lui reprocher…") before any competitor they
// name, the pronoun then standing for the brand. A sentence tied to the brand only by its page
// (`[n]`) is a citation but not an opinion: it scores 0 unless it continues a sentence naming
// the brand. The answer's sentiment is that of the summed scores of its citations; NEUTRAL
// when there are none.
//
// Confidence of a citation, from the strongest signal in its sentence:
//   the brand name written as in the profile ......................... 0.8
//   the brand name with another case or without its accents ........... 0.7
//   an alias or a short form ........................................... 0.6
//   the brand's own domain written in the text ......................... 0.5
//   only the brand's page cited there (marker or span), or the URL alone  0.4
//   + 0.2 for a name or an alias when the brand's own site backs the answer (one of its URLs
//     among the sources or its domain written in the text), at most 1.
// So high (≥ 0.8) means the exact name or a name backed by the brand's site; medium (≥ 0.5) a
// looser name, an alias or the domain; low (< 0.5) the brand's page alone.
//
// Visibility, after the GEO paper (Aggarwal et al., KDD 2024, Position-Adjusted Word Count):
// sentence i of N, with |s| words naming k entities (brand and competitors), adds
// |s|·exp(−i/(N−1))/k to each (1 instead of the exponential when N = 1); `pawcShare` is the
// brand's part of the total over all entities, `wordShare` the same without the position.
// Only naming counts here (brand visibility); the brand's pages among the sources are reported
// apart in `ownSources` (source visibility).
import { judgeBrandMentions, type MentionDoubt } from './context';
import { BRAND, type Mention, type MentionKind } from './matcher';
import type { BrandProfile } from './profile';
import { hasOpinionWord, sentenceSentimentDetail, sentimentLabel, type Sentiment } from './sentiment';
import { countWords, foldLatin, nextVisible, sentenceAt, splitSentences, type Span } from './text';

export { brandProfile, type BrandProfile, type BrandProfileInput } from './profile';

/** A provider's tie between a source and a span of the answer (engines/types.ts EngineCitation). */
export interface ProviderCitation {
  url: string;
  startIndex?: number;
  endIndex?: number;
  citedText?: string;
}

export interface AnswerInput {
  text: string;
  /** URLs the engine cited, in its order (`[n]` markers point at sources[n - 1]). */
  sources: readonly string[];
  citations?: readonly ProviderCitation[];
}

export type CitationKind = MentionKind | 'source';

/**
 * Why the rules are unsure of a row (docs/operations/model-judge.md): the doubts of context.ts, and
 * `mixed_sentiment` when a clause toward the brand pulls each way or citations disagree
 * (one POSITIVE, another NEGATIVE); `opinion_unscored` when the answer comes out NEUTRAL though
 * a sentence naming the brand holds opinion words (they cancelled out, or the scope rules gave
 * them to someone else).
 */
export type UnsureReason = MentionDoubt | 'mixed_sentiment' | 'opinion_unscored';

export interface BrandCitation {
  excerpt: string;
  confidence: number;
  sentiment: Sentiment;
  kind: CitationKind;
}

export interface CompetitorMentions {
  name: string;
  /** Sentences naming the competitor (one per sentence, like the brand's citations). */
  mentions: number;
  firstSentence: number;
}

export interface AnswerAnalysis {
  cited: boolean;
  sentiment: Sentiment;
  /** The brand is named only where the engine says it knows nothing about it (not a citation). */
  unknownToEngine: boolean;
  /** A homonym cue fired on a brand mention: the rules read context to decide (a judge may look again). */
  homonymCue: boolean;
  /** Why the rules are unsure of `cited` or `sentiment`; empty when they are sure. */
  unsure: UnsureReason[];
  citations: BrandCitation[];
  /** Competitors named in the answer, in order of first mention. */
  competitors: CompetitorMentions[];
  /** The brand's own URLs among the sources and the provider's citations. */
  ownSources: string[];
  /** Index of the first sentence naming the brand; null when it is not named. */
  firstMentionSentence: number | null;
  sentenceCount: number;
  visibility: { pawcShare: number; wordShare: number };
}

const CONFIDENCE = { exactName: 0.8, name: 0.7, alias: 0.6, short: 0.6, domain: 0.5, source: 0.4, ownSiteBonus: 0.2 };
const MAX_EXCERPT = 300;
const LIST_MARKUP = /^(?:[-*+•>]|\d+[.)]|#{1,6})\s+/;
const MARKER = /\[(\d{1,3})\]/g;
/** Openings of a sentence that continues the previous one's subject (read at a sentence start). */
const CONTINUATION = new RegExp(
  String.raw`[\s*_>#-]*(?:c['’]|(?:it|its|they|their|this|these|however|but|yet|still|unfortunately|sadly|also|moreover|` +
    String.raw`the (?:company|bank|insurer|app|tool|platform|service|software|provider)|il|elle|ils|elles|son|sa|ses|leur|leurs|` +
    String.raw`ce|cet|cette|ces|cependant|toutefois|mais|néanmoins|pourtant|malheureusement|hélas|en revanche|par contre|` +
    String.raw`de plus|en outre|l['’](?:assureur|application|outil|entreprise)|la (?:banque|plateforme|société)|le (?:logiciel|service))` +
    String.raw`(?![\p{L}\p{N}]))`,
  'iuy',
);
/** A pronoun standing for something named before (read on foldLatin text): "recommend it", "lui reprocher". */
const BACK_REFERENCE = /(?<![\p{L}\p{N}'’])(?:it|its|itself|lui|l['’](?=\p{L}+(?:er|ez|ons)(?![\p{L}]))|(?:le|la)(?= (?:recommande|conseille|deconseille|recommanderais|conseillerais|deconseillerais|trouve|prefere)))(?![\p{L}\p{N}])/iu;
const MAX_PRONOUN_SEARCH = 400;
/** Sentences read after one naming the brand: a verdict about it comes within two (and the cost stays linear). */
const MAX_CONTINUATION = 2;

interface SentenceFacts {
  index: number;
  brand: Mention[];
  competitors: Mention[];
  /** Entities named: BRAND and competitor entity numbers. */
  entities: Set<number>;
  carriesOwnPage: boolean;
}

export function analyzeAnswer(profile: BrandProfile, answer: AnswerInput): AnswerAnalysis {
  const { text } = answer;
  const sentences = splitSentences(text);
  const { matcher } = profile;
  const ownSources = [...new Set([...answer.sources, ...(answer.citations ?? []).map((citation) => citation.url)])].filter(
    (url) => matcher.ownerOf(url) === BRAND,
  );
  const scanned = corroborated(text, matcher.scan(text), ownSources.length > 0);
  const ownSiteBacked = ownSources.length > 0 || scanned.some((mention) => mention.entity === BRAND && mention.kind === 'domain');
  const judged = judgeBrandMentions(profile, text, sentences, scanned, ownSiteBacked);
  const { mentions } = judged;

  const facts = new Map<number, SentenceFacts>();
  for (const mention of mentions) {
    const index = sentenceAt(sentences, mention.start);
    if (index < 0) continue;
    const sentence = factsAt(facts, index);
    (mention.entity === BRAND ? sentence.brand : sentence.competitors).push(mention);
    sentence.entities.add(mention.entity);
  }
  if (ownSources.length > 0) {
    for (const index of sentencesCarryingOwnPages(profile, answer, sentences)) factsAt(facts, index).carriesOwnPage = true;
  }
  const ordered = [...facts.values()].sort((a, b) => a.index - b.index);

  const citations: BrandCitation[] = [];
  let sentimentScore = 0;
  let mixed = false;
  let opinionNearBrand = false;
  for (const sentence of ordered) {
    if (sentence.brand.length === 0 && !sentence.carriesOwnPage) continue;
    const span = sentences[sentence.index];
    let score = 0;
    if (sentence.brand.length > 0) {
      const focus = { brand: relativeTo(span, sentence.brand), others: relativeTo(span, sentence.competitors), ignored: relativeTo(span, judged.ignored) };
      const end = continuationEnd(text, sentences, facts, sentence.index, focus, span.start);
      const detail = sentenceSentimentDetail(text.slice(span.start, end), focus);
      score = detail.score;
      mixed ||= detail.mixed;
      opinionNearBrand ||= hasOpinionWord(text.slice(span.start, end));
    }
    sentimentScore += score;
    const { kind, confidence } = strongestSignal(sentence.brand, ownSiteBacked);
    const excerpt = excerptOf(text, span, sentence.brand[0]?.start ?? span.start);
    citations.push({ excerpt, confidence, sentiment: sentimentLabel(score), kind });
  }
  if (citations.length === 0) {
    for (const url of ownSources) citations.push({ excerpt: url, confidence: CONFIDENCE.source, sentiment: 'NEUTRAL', kind: 'source' });
  }

  const named = ordered.filter((sentence) => sentence.brand.length > 0);
  const labels = new Set(citations.map((citation) => citation.sentiment));
  if (labels.has('POSITIVE') && labels.has('NEGATIVE')) mixed = true;
  const sentiment = sentimentLabel(sentimentScore);
  const unsure: UnsureReason[] = [...judged.doubts];
  if (mixed) unsure.push('mixed_sentiment');
  if (sentiment === 'NEUTRAL' && opinionNearBrand) unsure.push('opinion_unscored');
  return {
    cited: citations.length > 0,
    sentiment,
    unknownToEngine: judged.unknownToEngine && citations.length === 0,
    homonymCue: judged.homonymCue,
    unsure,
    citations,
    competitors: competitorMentions(profile, ordered),
    ownSources,
    firstMentionSentence: named.length > 0 ? named[0].index : null,
    sentenceCount: sentences.length,
    visibility: visibility(text, sentences, ordered),
  };
}

/** exp(−i/(N−1)) for sentence i of N, 1 when N = 1: the GEO paper's position discount. */
export function positionWeight(index: number, sentenceCount: number): number {
  return sentenceCount > 1 ? Math.exp(-index / (sentenceCount - 1)) : 1;
}

function factsAt(facts: Map<number, SentenceFacts>, index: number): SentenceFacts {
  let found = facts.get(index);
  if (!found) facts.set(index, (found = { index, brand: [], competitors: [], entities: new Set(), carriesOwnPage: false }));
  return found;
}

function relativeTo(sentence: Span, mentions: readonly Span[]): Span[] {
  return mentions.map((mention) => ({ start: mention.start - sentence.start, end: mention.end - sentence.start }));
}

/**
 * End of sentence `index` extended over the following sentences that continue it (see above);
 * adds to `focus` (offsets from `origin`) the competitors they name and the pronouns that stand
 * for the brand.
 */
function continuationEnd(
  text: string,
  sentences: readonly Span[],
  facts: ReadonlyMap<number, SentenceFacts>,
  index: number,
  focus: { brand: Span[]; others: Span[] },
  origin: number,
): number {
  let next = index + 1;
  for (; next < sentences.length && next <= index + MAX_CONTINUATION; next++) {
    const sentence = sentences[next];
    const named = facts.get(next);
    if (named && named.brand.length > 0) break;
    const firstOther = named?.competitors[0]?.start ?? sentence.end;
    const pronoun = backReference(text, sentence.start, Math.min(firstOther, sentence.start + MAX_PRONOUN_SEARCH));
    const names = named !== undefined && named.competitors.length > 0;
    if (names ? !pronoun : !pronoun && !opensAsContinuation(text, sentence)) break;
    if (pronoun) focus.brand.push({ start: pronoun.start - origin, end: pronoun.end - origin });
    if (named) focus.others.push(...relativeTo({ start: origin, end: 0 }, named.competitors));
  }
  return sentences[next - 1].end;
}

function backReference(text: string, start: number, end: number): Span | null {
  const m = BACK_REFERENCE.exec(foldLatin(text.slice(start, end)));
  return m ? { start: start + m.index, end: start + m.index + m[0].length } : null;
}

function opensAsContinuation(text: string, sentence: Span): boolean {
  CONTINUATION.lastIndex = sentence.start;
  return CONTINUATION.test(text);
}

/**
 * Drops lowercase one-word lookalikes of an entity ("lemon") that the answer does not otherwise
 * confirm; lowercase multi-word names are judged by context.ts.
 */
function corroborated(text: string, mentions: Mention[], brandSiteCited: boolean): Mention[] {
  const oneWordLowercase = (mention: Mention) => mention.lowercase && !/[\s-]/.test(text.slice(mention.start, mention.end));
  const confirmed = new Set<number>(brandSiteCited ? [BRAND] : []);
  for (const mention of mentions) if (!oneWordLowercase(mention)) confirmed.add(mention.entity);
  return mentions.filter((mention) => !oneWordLowercase(mention) || confirmed.has(mention.entity));
}

/**
 * Sentences tied to one of the brand's pages: by the provider's spans when it gave any (their
 * indices are exact), else by `[n]` markers in the text.
 */
function sentencesCarryingOwnPages(profile: BrandProfile, answer: AnswerInput, sentences: readonly Span[]): number[] {
  const offsets: number[] = [];
  if (answer.citations?.length) {
    for (const citation of answer.citations) {
      const offset = profile.matcher.ownerOf(citation.url) === BRAND ? spanStart(answer.text, citation) : undefined;
      if (offset !== undefined) offsets.push(offset);
    }
  } else {
    const own = answer.sources.map((url) => profile.matcher.ownerOf(url) === BRAND);
    MARKER.lastIndex = 0;
    for (let m = MARKER.exec(answer.text); m; m = MARKER.exec(answer.text)) if (own[Number(m[1]) - 1]) offsets.push(m.index);
  }
  return offsets.map((offset) => sentenceAt(sentences, offset)).filter((index) => index >= 0);
}

function spanStart(text: string, citation: ProviderCitation): number | undefined {
  const { startIndex, citedText } = citation;
  if (startIndex !== undefined && startIndex >= 0 && startIndex < text.length) return nextVisible(text, startIndex);
  const found = citedText ? text.indexOf(citedText) : -1;
  return found >= 0 ? found : undefined;
}

function strongestSignal(brand: readonly Mention[], ownSiteBacked: boolean): { kind: CitationKind; confidence: number } {
  const exact = brand.some((mention) => mention.kind === 'name' && mention.exact);
  const strongest = (['name', 'alias', 'short', 'domain'] as const).find((candidate) => brand.some((mention) => mention.kind === candidate));
  const kind: CitationKind = strongest ?? 'source';
  const base = kind === 'name' ? (exact ? CONFIDENCE.exactName : CONFIDENCE.name) : CONFIDENCE[kind];
  const bonus = ownSiteBacked && kind !== 'domain' && kind !== 'source' ? CONFIDENCE.ownSiteBonus : 0;
  return { kind, confidence: Math.min(1, Math.round((base + bonus) * 100) / 100) };
}

/** The sentence, without list markup, cut to MAX_EXCERPT characters around `focus` if longer. */
function excerptOf(text: string, sentence: Span, focus: number): string {
  const whole = sentence.end - sentence.start <= MAX_EXCERPT;
  const windowStart = Math.min(focus - MAX_EXCERPT / 2, sentence.end - MAX_EXCERPT);
  const start = whole ? sentence.start : Math.max(sentence.start, windowStart);
  const end = whole ? sentence.end : start + MAX_EXCERPT;
  const body = text.slice(start, end).trim().replace(LIST_MARKUP, '');
  return (start > sentence.start ? '…' : '') + body + (end < sentence.end ? '…' : '');
}

function competitorMentions(profile: BrandProfile, ordered: readonly SentenceFacts[]): CompetitorMentions[] {
  const byEntity = new Map<number, CompetitorMentions>();
  for (const sentence of ordered) {
    for (const entity of sentence.entities) {
      if (entity === BRAND) continue;
      const seen = byEntity.get(entity);
      if (seen) seen.mentions += 1;
      else byEntity.set(entity, { name: profile.competitors[entity - 1].name, mentions: 1, firstSentence: sentence.index });
    }
  }
  return [...byEntity.values()];
}

function visibility(text: string, sentences: readonly Span[], ordered: readonly SentenceFacts[]): AnswerAnalysis['visibility'] {
  let brandWords = 0;
  let allWords = 0;
  let brandPawc = 0;
  let allPawc = 0;
  for (const sentence of ordered) {
    const k = sentence.entities.size;
    if (k === 0) continue;
    const span = sentences[sentence.index];
    const words = countWords(text, span.start, span.end);
    const pawc = words * positionWeight(sentence.index, sentences.length);
    allWords += words;
    allPawc += pawc;
    if (sentence.entities.has(BRAND)) {
      brandWords += words / k;
      brandPawc += pawc / k;
    }
  }
  return { pawcShare: allPawc > 0 ? brandPawc / allPawc : 0, wordShare: allWords > 0 ? brandWords / allWords : 0 };
}

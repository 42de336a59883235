// The reading of one engine answer: for the project's brand (cited, citations, sentiment,
// confidence, visibility) and for every tracked brand it names (`brands`: position, list rank,
// sentiment, excerpt). How an answer is read: docs/guide/answer-reading.md.
//
// Cited: the answer names the brand (name, alias, short form, or its own domain written in the
// text; see matcher.ts) or one of the brand's own URLs (own domain or a subdomain) is among the
// sources. A capitalised name written all lowercase ("lemon", "a fresh start") is taken for the
// common words unless the answer also names the brand otherwise or cites its site. Names in
// another sense (homonyms) and names the engine only says it knows nothing about are not the
// brand (context.ts); the latter make the answer `unknownToEngine`. A restatement of the prompt
// in the answer names nobody (echo.ts).
//
// Citations: one per sentence that names the brand or carries one of its pages (a provider
// citation span, else an `[n]` marker pointing at sources[n - 1]), in text order. When no
// sentence does, each own URL among the sources is a citation whose excerpt is the URL.
//
// Sentiment: every sentence (a table row cell by cell) is read toward each brand it is about:
// the brands it names (clause rules of sentiment.ts), else its subject, the brand its Markdown
// block is about (structure.ts; see readOpinions). A citation's sentiment sums its sentence and
// the sentences that belong to it; a brand's sentiment is its closing verdict's when that leans,
// else the sum of all. A sentence tied to the brand only by its page (`[n]`) is a citation but
// not an opinion, unless it refers back to the brand ("It is the most useful trial [2]"). The project brand's `sentiment` is its `brands` entry's; NEUTRAL unnamed.
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
import { judgeBrandMentions, writtenAsOrdinaryWord, type MentionDoubt } from './context';
import { echoSpans } from './echo';
import { answerLanguage, type Language } from './language';
import { BRAND, type Mention, type MentionKind } from './matcher';
import type { BrandProfile } from './profile';
import { hasOpinionWord, opensWithContrast, sentenceReadings, sentenceSentimentDetail, sentimentLabel, type Sentiment } from './sentiment';
import { innermostBlocks, readStructure, type Block } from './structure';
import { countWords, fold, foldLatin, nextVisible, sentenceAt, splitSentences, type Span } from './text';

/** Who read a row: these rules, in this version (stored beside each reading). */
export const READER_VERSION = 'rules@11';
export type { Language } from './language';

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
  /** The prompt the answer replies to: a restatement of it in the answer is not a mention (echo.ts). */
  prompt?: string;
  /** The launch's region (`fr`, `de`, `es`, `us`, `gb`…): the language the answer is read in; else detected. */
  region?: string | null;
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

/** What the answer says of one tracked brand (the project's or a competitor) it names. */
export interface BrandReading {
  /** The profile's display name. */
  name: string;
  isProjectBrand: boolean;
  /** 1-based rank of its first mention among the tracked brands named in the answer. */
  position: number;
  /** Its number when the answer ranks brands (list item, numbered heading, rank column); null otherwise. */
  listRank: number | null;
  sentiment: Sentiment;
  excerpt: string;
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
  /** Every tracked brand named (the project's brand when named, and competitors), by position. */
  brands: BrandReading[];
  /** The language the answer was read in. */
  language: Language;
  /** The brand's own URLs among the sources and the provider's citations. */
  ownSources: string[];
  /** Index of the first sentence naming the brand; null when it is not named. */
  firstMentionSentence: number | null;
  sentenceCount: number;
  visibility: { pawcShare: number; wordShare: number };
}

const CONFIDENCE = { exactName: 0.8, name: 0.7, alias: 0.6, short: 0.6, domain: 0.5, source: 0.4, ownSiteBonus: 0.2 };
const MAX_EXCERPT = 300;
/** Characters of an answer read: about 25,000 tokens, beyond any engine's answer. */
const MAX_READ = 100_000;
const LIST_MARKUP = /^(?:[-*+•>|]|\d+[.)]|#{1,6})\s+/;
const MARKER = /\[(\d{1,3})\]/g;
/** A closing verdict weighs this much against any other sentence about the brand. */
const VERDICT_WEIGHT = 2;
/** A closing verdict of an answer about the brand that names only competitors: a redirection away from the brand. */
const REDIRECTED_AWAY = 1.5;
/** How strong a judgement must be to stand as an answer's last word on the brand (brandSentiment). */
const LAST_JUDGEMENT = 1;
/** What was said of a brand before a sentence that turns against it ("However, …") weighs this much, as before "but", and the turn itself TURNED. */
const CONTRASTED = 0.5;
const TURNED = 1.5;
/** Openings of a sentence that continues the previous one's subject (read at a sentence start). */
const CONTINUATION = new RegExp(
  String.raw`[\s*_>#-]*(?:c['’]|(?:it|its|they|their|this|these|however|but|yet|still|unfortunately|sadly|also|moreover|` +
    String.raw`the (?:company|bank|insurer|app|tool|platform|service|software|provider)|il|elle|ils|elles|son|sa|ses|leur|leurs|` +
    String.raw`ce|cet|cette|ces|cependant|toutefois|mais|néanmoins|pourtant|malheureusement|hélas|en revanche|par contre|` +
    String.raw`de plus|en outre|l['’](?:assureur|application|outil|entreprise)|la (?:banque|plateforme|société)|le (?:logiciel|service)|` +
    String.raw`es|sein|seine|ihr|ihre|allerdings|aber|jedoch|außerdem|zudem|leider|die (?:app|plattform|software)|das (?:tool|programm)|der (?:anbieter|dienst)|` +
    String.raw`su|sus|sin embargo|pero|además|lamentablemente|por desgracia|la (?:app|aplicación|herramienta)|el (?:servicio|programa))` +
    String.raw`(?![\p{L}\p{N}]))`,
  'iuy',
);
/** A pronoun standing for something named before (read on foldLatin text): "recommend it", "lui reprocher", "empfehle es", "lo recomiendo". */
const BACK_REFERENCE =
  /(?<![\p{L}\p{N}'’])(?:it|its|itself|lui|l['’](?=\p{L}+(?:er|ez|ons)(?![\p{L}]))|(?:le|la)(?= (?:recommande|conseille|deconseille|recommanderais|conseillerais|deconseillerais|trouve|prefere))|es(?= (?:nicht|ist|bietet|hat|kostet|lohnt))|lo(?= (?:recomiendo|recomendamos|recomendaria|prefiero|descarte|evitaria)))(?![\p{L}\p{N}])/iu;
const MAX_PRONOUN_SEARCH = 400;
/** Sentences read after one naming a brand in a paragraph not about it: a verdict about it comes within two. */
const MAX_CONTINUATION = 2;
const MANY = -2;
const NOBODY = -1;

/** Table headers whose cells praise or blame the row's brand whatever their words ("Cons: few integrations"). */
const PROS_HEADER = /^(?:pros?|strengths?|advantages?|best for|highlights?|why we like it|avantages?|points? forts?|atouts?|vorteile|starken|ventajas|puntos fuertes|fortalezas)\b/;
const CONS_HEADER = /^(?:cons?|weakness(?:es)?|drawbacks?|downsides?|limitations?|watch out|inconvenients?|points? faibles?|limites|nachteile|schwachen|desventajas|inconvenientes|puntos debiles|limitaciones)\b/;
const RATING_HEADER = /(?:rating|score|note|stars|etoiles|bewertung|valoracion|puntuacion|calificacion|overall|global|gesamt|satisfaction|satisfaccion|zufriedenheit)/;
/** A column that answers "do we recommend it?": its yes or no is a verdict on the row's brand. */
const RECOMMEND_HEADER = /(?:recommend|worth it|would (?:we|i) buy|recommand|conseill|empfehl|recomend|lo compraria)/;
const YES_CELL = /^[\s*_]*(?:yes|oui|ja|s[ií]|✓|✔|✅)(?![\p{L}])/iu;
const NO_CELL = /^[\s*_]*(?:no|non|nein|✗|✘|❌)(?![\p{L}])/iu;
/** What a yes or a no under such a header weighs: as much as a recommendation said or denied. */
const RECOMMEND_CELL = 1.5;
const EMPTY_CELL = /^[\s*_—–-]*(?:none|n\/a|aucun|aucune|keine|ninguna|ninguno|-)?[\s*_—–.-]*$/i;

/** Sentences of the answer that name tracked brands, and what they name. */
interface SentenceFacts {
  index: number;
  /** Mentions by entity (BRAND, then competitors 1…n). */
  byEntity: Map<number, Mention[]>;
  carriesOwnPage: boolean;
}

/** One piece of opinion toward a brand: a sentence (or table row) and its weighted score. */
interface Contribution {
  sentence: number;
  score: number;
  mixed: boolean;
  /** Read in a closing verdict: the verdict, when it leans, decides the brand's sentiment. */
  verdict?: boolean;
  /** The sentence naming the brand this one belongs to (the citation it adds to). */
  anchor: number;
}

export function analyzeAnswer(profile: BrandProfile, answer: AnswerInput): AnswerAnalysis {
  // Bounded per answer: an engine's answer is a few KB; what lies past MAX_READ is not read (its sources still are).
  const text = answer.text.length > MAX_READ ? answer.text.slice(0, MAX_READ) : answer.text;
  const sentences = splitSentences(text);
  const language = answerLanguage(text, answer.region);
  const { matcher } = profile;
  const ownSources = [...new Set([...answer.sources, ...(answer.citations ?? []).map((citation) => citation.url)])].filter(
    (url) => matcher.ownerOf(url) === BRAND,
  );
  const echoes = echoSpans(text, answer.prompt);
  const scanned = corroborated(text, withoutEchoes(matcher.scan(text), echoes), ownSources.length > 0);
  const ownSiteBacked = ownSources.length > 0 || scanned.some((mention) => mention.entity === BRAND && mention.kind === 'domain');
  const prompt = answer.prompt !== undefined ? readPrompt(profile, answer.prompt) : { branded: false, otherBearers: [] };
  const { branded } = prompt;
  const judged = judgeBrandMentions(profile, text, sentences, scanned, ownSiteBacked, language, branded, prompt.otherBearers);
  const ignored = [...judged.ignored, ...echoes].sort((a, b) => a.start - b.start);

  const facts = new Map<number, SentenceFacts>();
  for (const mention of judged.mentions) {
    const index = sentenceAt(sentences, mention.start);
    if (index < 0) continue;
    const sentence = factsAt(facts, index);
    const list = sentence.byEntity.get(mention.entity) ?? [];
    list.push(mention);
    sentence.byEntity.set(mention.entity, list);
  }
  if (ownSources.length > 0) {
    for (const index of sentencesCarryingOwnPages(profile, { ...answer, text }, sentences)) factsAt(facts, index).carriesOwnPage = true;
  }
  const ordered = [...facts.values()].sort((a, b) => a.index - b.index);
  const blocks = readStructure(text);
  const reading = readOpinions(text, sentences, facts, ignored, language, blocks, branded);

  const brandContributions = reading.get(BRAND) ?? [];
  const byAnchor = new Map<number, number>();
  for (const c of brandContributions) byAnchor.set(c.anchor, (byAnchor.get(c.anchor) ?? 0) + c.score);
  const citations: BrandCitation[] = [];
  for (const sentence of ordered) {
    const brand = sentence.byEntity.get(BRAND) ?? [];
    if (brand.length === 0 && !sentence.carriesOwnPage) continue;
    const span = sentences[sentence.index];
    const score = brand.length > 0 ? (byAnchor.get(sentence.index) ?? 0) : 0;
    const { kind, confidence } = strongestSignal(brand, ownSiteBacked);
    citations.push({ excerpt: excerptOf(text, span, brand[0]?.start ?? span.start), confidence, sentiment: sentimentLabel(score), kind });
  }
  if (citations.length === 0) {
    for (const url of ownSources) citations.push({ excerpt: url, confidence: CONFIDENCE.source, sentiment: 'NEUTRAL', kind: 'source' });
  }

  const brands = brandReadings(profile, text, sentences, judged.mentions, reading, blocks, branded);
  const named = ordered.filter((sentence) => sentence.byEntity.has(BRAND));
  const sentiment = brands.find((entry) => entry.isProjectBrand)?.sentiment ?? 'NEUTRAL';
  let mixed = brandContributions.some((c) => c.mixed);
  mixed ||= brandContributions.some((c) => c.score >= 0.5) && brandContributions.some((c) => c.score <= -0.5);
  const unsure: UnsureReason[] = [...judged.doubts];
  if (mixed) unsure.push('mixed_sentiment');
  const opinionNearBrand = () =>
    named.some((sentence) => hasOpinionWord(text.slice(sentences[sentence.index].start, sentences[sentence.index].end), language));
  if (sentiment === 'NEUTRAL' && opinionNearBrand()) unsure.push('opinion_unscored');
  return {
    cited: citations.length > 0,
    sentiment,
    unknownToEngine: judged.unknownToEngine && citations.length === 0,
    homonymCue: judged.homonymCue,
    unsure,
    citations,
    competitors: competitorMentions(profile, ordered),
    brands,
    language,
    ownSources,
    firstMentionSentence: named.length > 0 ? named[0].index : null,
    sentenceCount: sentences.length,
    visibility: visibility(text, sentences, ordered),
  };
}

/** The prompt names the brand: its name, an alias or a short form, read with the same context rules as answers. */
export function isBrandedPrompt(profile: BrandProfile, prompt: string): boolean {
  return readPrompt(profile, prompt).branded;
}

/**
 * Whether the prompt names the brand, and the one-word names it gives to someone else ("Mi perrita
 * Canela cumple 5 años"): the answer's bare "Canela" is that one too.
 */
function readPrompt(profile: BrandProfile, prompt: string): { branded: boolean; otherBearers: string[] } {
  const text = prompt.slice(0, MAX_PROMPT_LENGTH);
  const mentions = corroborated(text, profile.matcher.scan(text), false);
  // Written by the user who asks about it: a capitalised name in a prompt is the name (the date, place and other-name rules still apply).
  const language = answerLanguage(text);
  const judged = judgeBrandMentions(profile, text, splitSentences(text), mentions, false, language, true);
  // …but not a name the prompt writes as an ordinary word ("Am Hinterrad ist eine Speiche gebrochen").
  const branded = judged.mentions.some((mention) => mention.entity === BRAND && !writtenAsOrdinaryWord(text, mention, language));
  return { branded, otherBearers: branded ? [] : judged.otherBearers };
}
const MAX_PROMPT_LENGTH = 4000;

/** exp(−i/(N−1)) for sentence i of N, 1 when N = 1: the GEO paper's position discount. */
export function positionWeight(index: number, sentenceCount: number): number {
  return sentenceCount > 1 ? Math.exp(-index / (sentenceCount - 1)) : 1;
}

/** The spans of a sorted list that overlap `range` (binary search to the first). */
function within(spans: readonly Span[], range: Span): Span[] {
  let low = 0;
  let high = spans.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (spans[mid].end <= range.start) low = mid + 1;
    else high = mid;
  }
  const found: Span[] = [];
  for (let i = low; i < spans.length && spans[i].start < range.end; i++) if (spans[i].end > range.start) found.push(spans[i]);
  return found;
}

function withoutEchoes(mentions: Mention[], echoes: readonly Span[]): Mention[] {
  if (echoes.length === 0) return mentions;
  let e = 0;
  return mentions.filter((mention) => {
    while (e < echoes.length && echoes[e].end <= mention.start) e += 1;
    return !(e < echoes.length && echoes[e].start <= mention.start && mention.end <= echoes[e].end);
  });
}

function factsAt(facts: Map<number, SentenceFacts>, index: number): SentenceFacts {
  let found = facts.get(index);
  if (!found) facts.set(index, (found = { index, byEntity: new Map(), carriesOwnPage: false }));
  return found;
}

function relativeTo(origin: number, mentions: readonly Span[]): Span[] {
  return mentions.map((mention) => ({ start: mention.start - origin, end: mention.end - origin }));
}

/**
 * What the answer says of each tracked brand, sentence by sentence, in one pass
 * (docs/guide/answer-reading.md#blocks-and-scopes). A sentence naming brands is read toward each
 * of them (the clause rules of sentiment.ts). A sentence naming none belongs to its subject: the
 * brand named last in its block; else the brand its block's head names (a heading's section, a
 * list item with its nested lines, a table row), or that of an enclosing block. In a paragraph
 * that is not about one brand from its first sentence, it belongs to the brand named before only
 * when it continues it (within MAX_CONTINUATION sentences, by its opening or a pronoun). A
 * sentence naming only other brands counts for the subject when a pronoun before them stands for
 * it. A table row is read cell by cell, with its column's header. A closing verdict weighs
 * VERDICT_WEIGHT. When the prompt names the brand, the answer is about it: a verdict naming no
 * brand is its, and a verdict that names only competitors, without blaming them and without
 * naming the brand anywhere, sends the reader away from it (REDIRECTED_AWAY).
 * Without a labelled verdict, its closing paragraph is the verdict for what names a brand or
 * refers back to one, and sends the reader away only through a strong choice of a competitor.
 */
function readOpinions(
  text: string,
  sentences: readonly Span[],
  facts: ReadonlyMap<number, SentenceFacts>,
  ignored: readonly Span[],
  language: Language,
  blocks: readonly Block[],
  aboutBrand: boolean,
): Map<number, Contribution[]> {
  let brandAnchor = -1; // the last sentence naming the brand
  let lastNamed: { subject: number; anchor: number } | null = null; // the one brand the last sentence naming any named
  const innermost = innermostBlocks(blocks, sentences.map((sentence) => nextVisible(text, sentence.start)));
  // Without a labelled verdict, the closing paragraph of an answer about the brand is its verdict ("Pour une famille, je choisirais X").
  const lastBlock = innermost[sentences.length - 1] ?? -1;
  const closing = aboutBrand && lastBlock >= 0 && blocks[lastBlock].kind === 'paragraph' && !blocks.some((b) => b.verdict) ? lastBlock : -1;
  const isVerdict = (block: number) => block >= 0 && (block === closing || inVerdict(blocks, block));
  // In that closing paragraph, only what names a brand or refers back to one is verdict ("je le recommande"), not general advice.
  const verdictAt = (block: number, index: number) =>
    block >= 0 && (inVerdict(blocks, block) || (block === closing && (facts.get(index)?.byEntity.size || refersBack(index))));
  // A verdict that names the brand judges it itself: one naming only competitors then weighs them among others.
  const brandInVerdict = sentences.some((_, index) => facts.get(index)?.byEntity.has(BRAND) && isVerdict(innermost[index]));
  const contributions = new Map<number, Contribution[]>();
  let turning = false; // the sentence being read opens against what came before ("However, …")
  const add = (entity: number, contribution: Contribution) => {
    const list = contributions.get(entity) ?? [];
    if (turning && contribution.score !== 0 && list.some((earlier) => earlier.score !== 0 && !earlier.verdict)) {
      for (const earlier of list) if (!earlier.verdict) earlier.score *= CONTRASTED;
      contribution.score *= TURNED;
    }
    list.push(contribution);
    contributions.set(entity, list);
  };
  const owner = new Map<number, number>();
  const ownerSentence = new Map<number, number>();
  const last = new Map<number, { subject: number; sentence: number }>();
  const firstSentence = new Map<number, number>();
  const rowsRead = new Set<number>();
  const inherited = (block: number): { subject: number; anchor: number } | null => {
    for (let b = block; b >= 0; b = blocks[b].parent) {
      const subject = b === block ? undefined : owner.get(b);
      if (subject !== undefined && subject >= 0) return { subject, anchor: ownerSentence.get(b)! };
      if (subject === MANY) return null;
    }
    return null;
  };

  for (let index = 0; index < sentences.length; index++) {
    const span = sentences[index];
    const block = innermost[index];
    if (!firstSentence.has(block)) firstSentence.set(block, index);
    const named = facts.get(index);
    const entities = named ? [...named.byEntity.keys()] : [];
    const weight = verdictAt(block, index) ? VERDICT_WEIGHT : 1;
    const verdict = weight === VERDICT_WEIGHT;
    turning = opensWithContrast(text.slice(span.start, span.end), language);

    if (block >= 0 && blocks[block].kind === 'row') {
      if (rowsRead.has(block)) continue;
      rowsRead.add(block);
      readRow(text, sentences, facts, blocks[block], index, ignored, language, weight, (entity, c) => add(entity, c));
      const rowNamed = entitiesIn(facts, sentences, blocks[block]);
      owner.set(block, rowNamed.length === 1 ? rowNamed[0] : rowNamed.length > 1 ? MANY : NOBODY);
      ownerSentence.set(block, index);
      continue;
    }

    if (entities.length > 0) {
      const subject = entities.length === 1 ? entities[0] : MANY;
      const mentions = entities.flatMap((entity) => relativeTo(span.start, named!.byEntity.get(entity)!).map((m) => ({ ...m, entity })));
      const readings = sentenceReadings(text.slice(span.start, span.end), mentions, relativeTo(span.start, within(ignored, span)), language);
      // A verdict whose answer is the name alone ("**If you must pick one:** Y.") picks it.
      const picked = verdict && entities.length === 1 && nameIsTheVerdict(text, span, mentions);
      const pair = notButPair(text, span, mentions);
      const scores: number[] = [];
      for (const [entity, detail] of readings) {
        let score = detail.score;
        if (pair?.denied === entity) score = -REDIRECTED_AWAY;
        else if (pair?.chosen === entity || (picked && score === 0)) score = REDIRECTED_AWAY;
        scores.push(score);
        add(entity, { sentence: index, score: weight * score, mixed: detail.mixed, anchor: index, verdict });
      }
      lastNamed = entities.length === 1 ? { subject: entities[0], anchor: index } : null;
      if (named!.byEntity.has(BRAND)) brandAnchor = index;
      else if (verdict && aboutBrand && !brandInVerdict && brandAnchor >= 0 && sendsElsewhere(scores, block === closing)) {
        add(BRAND, { sentence: index, score: -weight * REDIRECTED_AWAY, mixed: false, anchor: brandAnchor, verdict });
      }
      // A pronoun before the others' names stands for the subject before ("Compared with X, it is cheaper").
      const before = block >= 0 ? subjectBefore(block, index) : null;
      if (before && !named!.byEntity.has(before.subject)) {
        const firstOther = entities.reduce((first, entity) => Math.min(first, named!.byEntity.get(entity)![0].start), span.end);
        const pronoun = backReference(text, span.start, Math.min(firstOther, span.start + MAX_PRONOUN_SEARCH));
        if (pronoun) {
          const focus = {
            brand: [{ start: pronoun.start - span.start, end: pronoun.end - span.start }],
            others: relativeTo(span.start, entities.flatMap((entity) => named!.byEntity.get(entity)!)),
          };
          const detail = sentenceSentimentDetail(text.slice(span.start, span.end), focus, language);
          add(before.subject, { sentence: index, score: weight * detail.score, mixed: detail.mixed, anchor: before.anchor, verdict });
        }
      }
      if (block >= 0) {
        last.set(block, { subject, sentence: index });
        const opensBlock = blocks[block].kind === 'paragraph' ? firstSentence.get(block) === index : span.start < blocks[block].headEnd;
        if (!owner.has(block) && opensBlock) {
          owner.set(block, subject);
          ownerSentence.set(block, index);
        }
      }
      continue;
    }

    if (block < 0) continue;
    // A head that names nobody leaves its block to nobody ("### Pricing", a paragraph's first sentence).
    if (!owner.has(block) && (blocks[block].kind === 'paragraph' ? firstSentence.get(block) === index : span.end >= blocks[block].headEnd)) {
      owner.set(block, NOBODY);
    }
    let read: number | undefined; // the sentence's score, read once and only when someone may own it
    const score = () => (read ??= sentenceSentimentDetail(text.slice(span.start, span.end), { brand: [], others: [], ignored: relativeTo(span.start, within(ignored, span)) }, language).score);
    const before =
      subjectBefore(block, index) ??
      (verdict && aboutBrand && brandAnchor >= 0 ? { subject: BRAND, anchor: brandAnchor } : null) ??
      // In an answer about the brand, with the brand the last named, a new paragraph goes on about it when it refers
      // back ("For overnight care, though, it's the wrong fit"); in any answer, an exclusion in prose naming nobody is said
      // of the one brand named last ("Look elsewhere for this", "Since you run indoors, that's a deal-breaker"); a list
      // item naming nobody tracked may be about products the project does not track.
      (aboutBrand && lastNamed?.subject === BRAND && refersBack(index) ? lastNamed : null) ??
      (lastNamed && blocks[block].kind === 'paragraph' && score() <= -REDIRECTED_AWAY ? lastNamed : null);
    // A sentence tied to the brand only by its page ("[1]") is a citation, not an opinion, unless it refers back to it ("It is…").
    if (!before || (before.subject === BRAND && named?.carriesOwnPage && !refersBack(index))) continue;
    if (score() !== 0) add(before.subject, { sentence: index, score: weight * score(), mixed: false, anchor: before.anchor, verdict });
  }
  return contributions;

  function refersBack(index: number): boolean {
    const { start, end } = sentences[index];
    return opensAsContinuation(text, sentences[index]) || backReference(text, start, Math.min(end, start + MAX_PRONOUN_SEARCH)) !== null;
  }

  /** Who a sentence naming nobody (or only others, through a pronoun) is about, and the sentence naming it. */
  function subjectBefore(block: number, index: number): { subject: number; anchor: number } | null {
    const recent = last.get(block);
    if (recent) {
      if (recent.subject < 0) return null;
      const paragraph = blocks[block].kind === 'paragraph';
      const aboutIt = owner.get(block) === recent.subject;
      const continues = index - recent.sentence <= MAX_CONTINUATION && refersBack(index);
      return !paragraph || aboutIt || continues ? { subject: recent.subject, anchor: recent.sentence } : null;
    }
    return inherited(block);
  }
}

/** A table row, cell by cell: each cell toward the row's brand (named in its first cells), with its column's header. */
function readRow(
  text: string,
  sentences: readonly Span[],
  facts: ReadonlyMap<number, SentenceFacts>,
  row: Block,
  index: number,
  ignored: readonly Span[],
  language: Language,
  weight: number,
  add: (entity: number, contribution: Contribution) => void,
): void {
  const named = entitiesIn(facts, sentences, row);
  const head = named.filter((entity) => mentionsIn(facts, sentences, row, entity).some((m) => m.start < row.headEnd));
  const subject = head.length === 1 ? head[0] : named.length === 1 ? named[0] : undefined;
  if (subject === undefined) return;
  const allMentions = named.flatMap((entity) => mentionsIn(facts, sentences, row, entity).map((m) => ({ ...m, entity })));
  (row.cells ?? []).forEach((cell, column) => {
    const cellText = text.slice(cell.start, cell.end);
    const header = row.headers?.[column] ?? '';
    const inCell = allMentions.filter((m) => m.start >= cell.start && m.end <= cell.end);
    if (inCell.some((m) => m.entity !== subject)) return; // a cell about another brand
    const focus = { brand: relativeTo(cell.start, inCell), others: [], ignored: relativeTo(cell.start, within(ignored, cell)) };
    let score = sentenceSentimentDetail(cellText, focus, language).score;
    const empty = EMPTY_CELL.test(cellText);
    if (!empty && PROS_HEADER.test(header)) score = Math.max(score, 1);
    else if (!empty && CONS_HEADER.test(header)) score = Math.min(score, -1);
    else if (RATING_HEADER.test(header)) score += ratingScore(cellText, row.scales?.[column] ?? null);
    else if (RECOMMEND_HEADER.test(header)) score += YES_CELL.test(cellText) ? RECOMMEND_CELL : NO_CELL.test(cellText) ? -RECOMMEND_CELL : 0;
    if (score !== 0) add(subject, { sentence: index, score: weight * score, mixed: false, anchor: index });
  });
}

/**
 * "4.5/5", "9/10", "★★★★☆", or a bare "9.0" on the scale the table states ("out of 10"): +1 from 80 % of
 * the scale, −1 up to 50 %.
 */
function ratingScore(cell: string, scale: number | null): number {
  const stars = /([★]+)([☆]*)/.exec(cell);
  const fraction = /(\d+(?:[.,]\d+)?)\s*\/\s*(\d+)/.exec(cell);
  const bare = scale === null ? null : /^[\s*_]*(\d+(?:[.,]\d+)?)[\s*_]*$/.exec(cell);
  const ratio = stars
    ? stars[1].length / (stars[1].length + stars[2].length)
    : fraction
      ? Number(fraction[1].replace(',', '.')) / Number(fraction[2])
      : bare && scale
        ? Number(bare[1].replace(',', '.')) / scale
        : NaN;
  if (!Number.isFinite(ratio)) return 0;
  return ratio >= 0.8 ? 1 : ratio <= 0.5 ? -1 : 0;
}

function entitiesIn(facts: ReadonlyMap<number, SentenceFacts>, sentences: readonly Span[], block: Block): number[] {
  const found = new Set<number>();
  for (let i = Math.max(0, sentenceAt(sentences, block.start)); i < sentences.length && sentences[i].start < block.end; i++) {
    for (const [entity, mentions] of facts.get(i)?.byEntity ?? []) if (mentions.some((m) => m.start >= block.start && m.start < block.end)) found.add(entity);
  }
  return [...found];
}

function mentionsIn(facts: ReadonlyMap<number, SentenceFacts>, sentences: readonly Span[], block: Block, entity: number): Mention[] {
  const found: Mention[] = [];
  for (let i = Math.max(0, sentenceAt(sentences, block.start)); i < sentences.length && sentences[i].start < block.end; i++) {
    for (const m of facts.get(i)?.byEntity.get(entity) ?? []) if (m.start >= block.start && m.start < block.end) found.push(m);
  }
  return found;
}

/** The block, or a heading or item holding it, is a closing verdict. */
function inVerdict(blocks: readonly Block[], block: number): boolean {
  for (let b = block; b >= 0; b = blocks[b].parent) if (blocks[b].verdict) return true;
  return false;
}

/**
 * One entry per tracked brand named, by position: the rank of its first mention among the
 * brands named; its list rank when that mention opens a list item, a numbered heading or a
 * ranked table row; its sentiment from everything read toward it; as evidence, the sentence that
 * weighs most in the direction of that sentiment (else its first mention's).
 */
function brandReadings(
  profile: BrandProfile,
  text: string,
  sentences: readonly Span[],
  mentions: readonly Mention[],
  reading: ReadonlyMap<number, Contribution[]>,
  blocks: readonly Block[],
  /** The prompt names the brand: see brandSentiment. */
  aboutBrand: boolean,
): BrandReading[] {
  const first = new Map<number, Mention>();
  const ranked = new Map<number, number>();
  const named = mentions.filter((mention) => sentenceAt(sentences, mention.start) >= 0);
  const holders = innermostBlocks(blocks, named.map((mention) => mention.start));
  const leaders = new Map<number, number>(); // block → first entity named in its head
  named.forEach((mention, i) => {
    if (!first.has(mention.entity)) first.set(mention.entity, mention);
    const block = holders[i];
    if (block < 0) return;
    const { rank, headEnd, kind } = blocks[block];
    if (mention.start >= headEnd && kind !== 'row') return;
    if (!leaders.has(block)) leaders.set(block, mention.entity);
    if (rank !== null && leaders.get(block) === mention.entity && !ranked.has(mention.entity)) ranked.set(mention.entity, rank);
  });
  return [...first.entries()]
    .sort(([, a], [, b]) => a.start - b.start)
    .map(([entity, mention], i) => {
      const contributions = reading.get(entity) ?? [];
      // Its last word prevails on a brand the answer is about, and on one the answer leaves for another it recommends.
      const sentiment = brandSentiment(contributions, (aboutBrand && entity === BRAND) || anotherChosenAfter(reading, entity));
      const sign = sentiment === 'POSITIVE' ? 1 : sentiment === 'NEGATIVE' ? -1 : 0;
      const strongest = sign === 0 ? undefined : contributions.reduce<Contribution | undefined>((best, c) => (sign * c.score > (best ? sign * best.score : 0) ? c : best), undefined);
      const sentence = strongest?.sentence ?? sentenceAt(sentences, mention.start);
      return {
        name: entity === BRAND ? profile.name : profile.competitors[entity - 1].name,
        isProjectBrand: entity === BRAND,
        position: i + 1,
        listRank: ranked.get(entity) ?? null,
        sentiment,
        excerpt: excerptOf(text, sentences[sentence], strongest ? sentences[sentence].start : mention.start),
      };
    });
}

/**
 * The closing verdict's lean when it leans; else everything read toward the brand, summed. In an
 * answer about the brand (its prompt names it) without a verdict, its last judgement of the brand
 * (|score| ≥ LAST_JUDGEMENT) prevails when it turns against the sum: "a wonderful roaster… for
 * your office, Kranich is not suitable" (the answer's own conclusion, as a reader takes it).
 */
function brandSentiment(contributions: readonly Contribution[], lastJudgementPrevails: boolean): Sentiment {
  const verdict = sentimentLabel(sum(contributions.filter((c) => c.verdict).map((c) => c.score)));
  if (verdict !== 'NEUTRAL') return verdict;
  const overall = sentimentLabel(sum(contributions.map((c) => c.score)));
  if (!lastJudgementPrevails || overall === 'NEUTRAL') return overall;
  let last: Contribution | undefined;
  for (const c of contributions) if (Math.abs(c.score) >= LAST_JUDGEMENT && (!last || c.sentence >= last.sentence)) last = c;
  return last ? sentimentLabel(last.score) : overall;
}

/**
 * After the last sentence read toward `entity`, the answer recommends another brand as strongly as a choice
 * ("… Haddon does not do international removals. For Leeds to Valencia, go with Swiftcrate").
 */
function anotherChosenAfter(reading: ReadonlyMap<number, Contribution[]>, entity: number): boolean {
  const own = reading.get(entity) ?? [];
  if (own.length === 0) return false;
  const last = Math.max(...own.map((c) => c.sentence));
  for (const [other, contributions] of reading) if (other !== entity && contributions.some((c) => c.sentence > last && c.score >= REDIRECTED_AWAY)) return true;
  return false;
}

/**
 * Competitors in a verdict, none blamed; an unlabelled closing paragraph must also recommend one as
 * strongly as a choice does ("je choisirais Y sans hésiter"; not "Y also exists", "it may be worth asking Y").
 */
function sendsElsewhere(scores: readonly number[], unlabelled: boolean): boolean {
  return scores.every((score) => score >= 0) && (!unlabelled || scores.some((score) => score >= REDIRECTED_AWAY));
}

/**
 * "Nicht X, sondern Y", "not X but Y", "pas X mais Y", "no X, sino Y": a clause opening on a denied name,
 * turned by "but" to another: X is set aside, Y chosen.
 */
function notButPair(text: string, sentence: Span, mentions: readonly (Span & { entity: number })[]): { denied: number; chosen: number } | null {
  const sorted = [...mentions].sort((a, b) => a.start - b.start);
  for (let i = 0; i + 1 < sorted.length; i++) {
    const [a, b] = [sorted[i], sorted[i + 1]];
    if (a.entity === b.entity) continue;
    const before = fold(text.slice(Math.max(sentence.start, sentence.start + a.start - 30), sentence.start + a.start));
    const between = fold(text.slice(sentence.start + a.end, sentence.start + b.start));
    if (NOT_BEFORE.test(before) && BUT_BETWEEN.test(between)) return { denied: a.entity, chosen: b.entity };
  }
  return null;
}
const NOT_BEFORE = /(?:^|[.:;!?,—–-]\s*|^\s*[-*]\s+)[*_]*(?:nicht|not|pas|non pas|no)\s+[*_]*$/;
const BUT_BETWEEN = /^[*_\s]*,?\s*(?:sondern|sino|but|mais)(?:\s+(?:rather|plutot|mas bien|eher))?[\s*_]*$/;

/** After a label's colon, the sentence holds the name and nothing else but markup and citation markers. */
function nameIsTheVerdict(text: string, sentence: Span, mentions: readonly Span[]): boolean {
  const first = Math.min(...mentions.map((m) => m.start));
  const last = Math.max(...mentions.map((m) => m.end));
  return /:[\s*_]*$/.test(text.slice(sentence.start, sentence.start + first)) && /^[\s*_.!\[\]\d]*$/.test(text.slice(sentence.start + last, sentence.end));
}

function backReference(text: string, start: number, end: number): Span | null {
  const m = BACK_REFERENCE.exec(foldLatin(text.slice(start, end)));
  return m ? { start: start + m.index, end: start + m.index + m[0].length } : null;
}

function opensAsContinuation(text: string, sentence: Span): boolean {
  CONTINUATION.lastIndex = sentence.start;
  return CONTINUATION.test(text);
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
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
    for (const entity of sentence.byEntity.keys()) {
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
    const k = sentence.byEntity.size;
    if (k === 0) continue;
    const span = sentences[sentence.index];
    const words = countWords(text, span.start, span.end);
    const pawc = words * positionWeight(sentence.index, sentences.length);
    allWords += words;
    allPawc += pawc;
    if (sentence.byEntity.has(BRAND)) {
      brandWords += words / k;
      brandPawc += pawc / k;
    }
  }
  return { pawcShare: allPawc > 0 ? brandPawc / allPawc : 0, wordShare: allWords > 0 ? brandWords / allWords : 0 };
}

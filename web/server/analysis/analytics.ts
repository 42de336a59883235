// The audit's `analytics` object (OpenAPI `Analytics`; docs/guide/how-an-audit-measures.md), from its
// answered rows and those whose search page showed no AI answer (docs/guide/surfaces.md).
//
//   totalQueries    answers shown (a row not shown is no answer: it is counted in notShown only)
//   citedQueries    answers citing the brand
//   citationRate    round(100 × citedQueries / totalQueries), 0 when there are no answers; it
//                   pools every engine: `surfaces` gives the same figures per surface
//   citationRateInterval  its 95 % interval (Wilson on the answers, rounded outwards; intervals.ts)
//   totalCitations  citations over all rows
//   avgConfidence   round(100 × mean confidence of all citations), 0 when there are none
//   confidenceDistribution  citations by confidence: high ≥ 0.8, medium ≥ 0.5, low < 0.5
//                   (compared in hundredths, so a float4 0.8 read back as 0.7999… is high)
//   unknownToEngineQueries  rows where the engine said it knows nothing about the brand
//   correctedQueries  rows a reviewer corrected (every figure uses the corrected values)
//   notShown        searches whose page showed no AI answer
//   providerBreakdown  per engine: provider in uppercase, its surface, cited, total (answers
//                   shown), rate (as citationRate) and its interval, unknownToEngine, asked (rows
//                   asked: shown + not shown), shown, shownRate and its interval; ordered by
//                   surface (model_api first), then provider name
//   brands          the leaderboard (docs/guide/answer-reading.md#the-leaderboard): per tracked brand
//                   (the audit's, the project's first, then any other name its rows carry),
//                   mentions (answers naming it), total (answers), rate (as citationRate) and its
//                   interval, avgPosition (mean position over the answers naming it, two
//                   decimals; null when none), and those answers by sentiment. providerBreakdown
//                   carries the same per engine.
//   modelReadQueries  answers the model reader read (docs/guide/answer-reading.md#the-model-reader)
//   readerAgreement round(100 × those where the rules' reading agrees with the model's on both
//                   cited and sentiment / modelReadQueries); null when the model read none
//   unbranded       totalQueries, citedQueries, citationRate, its interval and brands over the
//                   answers to unbranded prompts only, and the same per engine (providerBreakdown)
// Each answer is one row: with repeat samples, a prompt × engine pair counts once per sample.
// Counts are reported beside every rate so that clients can re-aggregate.

import { SURFACES, surfaceOf, type Surface } from '../models/catalogue';
import { rateInterval, type Interval } from './intervals';

export interface AnalyticsRow {
  provider: string;
  cited: boolean;
  /** false for a search whose page showed no AI answer; shown when absent */
  shown?: boolean;
  unknownToEngine?: boolean;
  /** truthy when a reviewer corrected the row (a flag, or the detail's `corrected` object) */
  corrected?: unknown;
  citations: readonly { confidence: number }[];
  /** the prompt names the brand (audit_queries.branded): left out of `unbranded` */
  branded?: boolean;
  /** the model read the row: whether the rules' reading agrees with it on cited and sentiment; undefined when the rules read it */
  readerAgrees?: boolean;
  /** the tracked brands the answer names, as corrected (the SQL function answer_brands) */
  brands?: readonly BrandMention[];
}

/** What the leaderboard reads of a row's `brands` entry. */
export interface BrandMention {
  name: string;
  isProjectBrand: boolean;
  position: number;
  sentiment: 'POSITIVE' | 'NEUTRAL' | 'NEGATIVE';
}

export interface BrandStanding {
  name: string;
  isProjectBrand: boolean;
  mentions: number;
  total: number;
  rate: number;
  rateInterval: Interval;
  avgPosition: number | null;
  sentiment: { positive: number; neutral: number; negative: number };
}

export interface UnbrandedFigures {
  totalQueries: number;
  citedQueries: number;
  citationRate: number;
  citationRateInterval: Interval;
  brands: BrandStanding[];
  providerBreakdown: { provider: string; surface: Surface; cited: number; total: number; rate: number; interval: Interval; brands: BrandStanding[] }[];
}

export interface ProviderBreakdown {
  provider: string;
  surface: Surface;
  cited: number;
  total: number;
  rate: number;
  interval: Interval;
  unknownToEngine: number;
  asked: number;
  shown: number;
  shownRate: number;
  shownInterval: Interval;
  brands: BrandStanding[];
}

export interface SurfaceFigures {
  surface: Surface;
  totalQueries: number;
  citedQueries: number;
  citationRate: number;
  citationRateInterval: Interval;
  notShown: number;
}

export interface Analytics {
  totalQueries: number;
  citedQueries: number;
  citationRate: number;
  citationRateInterval: Interval;
  surfaces: SurfaceFigures[];
  totalCitations: number;
  avgConfidence: number;
  confidenceDistribution: { high: number; medium: number; low: number };
  unknownToEngineQueries: number;
  correctedQueries: number;
  notShown: number;
  providerBreakdown: ProviderBreakdown[];
  brands: BrandStanding[];
  modelReadQueries: number;
  readerAgreement: number | null;
  unbranded: UnbrandedFigures;
}

const HIGH_CONFIDENCE = 0.8;
const MEDIUM_CONFIDENCE = 0.5;

/**
 * `trackedBrands`: the audit's brands, the project's first (audits.tracked_brands); each has an
 * entry in every leaderboard, named or not.
 */
export function computeAnalytics(rows: readonly AnalyticsRow[], trackedBrands: readonly string[] = []): Analytics {
  const answered = rows.filter((row) => row.shown !== false);
  const tracked = trackedNames(rows, trackedBrands);
  const answeredBy = (provider: string, of: readonly AnalyticsRow[]) => of.filter((row) => row.provider.toUpperCase() === provider);
  const unbrandedAnswers = answered.filter((row) => !row.branded);
  const unbrandedCited = unbrandedAnswers.filter((row) => row.cited).length;
  const confidences = answered.flatMap((row) => row.citations.map((citation) => citation.confidence));
  const hundredths = confidences.map((confidence) => Math.round(confidence * 100));
  const byProvider = new Map<string, { provider: string; surface: Surface; cited: number; total: number; unknownToEngine: number; asked: number }>();
  for (const row of rows) {
    const provider = row.provider.toUpperCase();
    const entry = byProvider.get(provider) ?? { provider, surface: surfaceOf(row.provider.toLowerCase()), cited: 0, total: 0, unknownToEngine: 0, asked: 0 };
    byProvider.set(provider, entry);
    entry.asked += 1;
    if (row.shown === false) continue;
    entry.total += 1;
    if (row.cited) entry.cited += 1;
    if (row.unknownToEngine) entry.unknownToEngine += 1;
  }
  const providers = [...byProvider.values()].sort(
    (a, b) => SURFACES.indexOf(a.surface) - SURFACES.indexOf(b.surface) || (a.provider < b.provider ? -1 : a.provider > b.provider ? 1 : 0),
  );
  const citedQueries = answered.filter((row) => row.cited).length;
  const modelRead = answered.filter((row) => row.readerAgrees !== undefined);
  const surfaces = SURFACES.filter((surface) => rows.some((row) => surfaceOf(row.provider.toLowerCase()) === surface)).map((surface) => {
    const of = rows.filter((row) => surfaceOf(row.provider.toLowerCase()) === surface);
    const shown = of.filter((row) => row.shown !== false);
    const cited = shown.filter((row) => row.cited).length;
    return {
      surface,
      totalQueries: shown.length,
      citedQueries: cited,
      citationRate: percent(cited, shown.length),
      citationRateInterval: rateInterval(cited, shown.length),
      notShown: of.length - shown.length,
    };
  });
  return {
    totalQueries: answered.length,
    citedQueries,
    citationRate: percent(citedQueries, answered.length),
    citationRateInterval: rateInterval(citedQueries, answered.length),
    surfaces,
    totalCitations: confidences.length,
    avgConfidence: percent(confidences.reduce((total, confidence) => total + confidence, 0), confidences.length),
    confidenceDistribution: {
      high: hundredths.filter((value) => value >= HIGH_CONFIDENCE * 100).length,
      medium: hundredths.filter((value) => value < HIGH_CONFIDENCE * 100 && value >= MEDIUM_CONFIDENCE * 100).length,
      low: hundredths.filter((value) => value < MEDIUM_CONFIDENCE * 100).length,
    },
    unknownToEngineQueries: answered.filter((row) => row.unknownToEngine).length,
    correctedQueries: answered.filter((row) => row.corrected).length,
    notShown: rows.length - answered.length,
    providerBreakdown: providers.map((entry) => ({
      provider: entry.provider,
      surface: entry.surface,
      cited: entry.cited,
      total: entry.total,
      rate: percent(entry.cited, entry.total),
      interval: rateInterval(entry.cited, entry.total),
      unknownToEngine: entry.unknownToEngine,
      asked: entry.asked,
      shown: entry.total,
      shownRate: percent(entry.total, entry.asked),
      shownInterval: rateInterval(entry.total, entry.asked),
      brands: leaderboard(answeredBy(entry.provider, answered), tracked),
      })),
    brands: leaderboard(answered, tracked),
    modelReadQueries: modelRead.length,
    readerAgreement: modelRead.length > 0 ? percent(modelRead.filter((row) => row.readerAgrees).length, modelRead.length) : null,
    unbranded: {
      totalQueries: unbrandedAnswers.length,
      citedQueries: unbrandedCited,
      citationRate: percent(unbrandedCited, unbrandedAnswers.length),
      citationRateInterval: rateInterval(unbrandedCited, unbrandedAnswers.length),
      brands: leaderboard(unbrandedAnswers, tracked),
      providerBreakdown: providers.map(({ provider, surface }) => {
        const of = answeredBy(provider, unbrandedAnswers);
        const cited = of.filter((row) => row.cited).length;
        return { provider, surface, cited, total: of.length, rate: percent(cited, of.length), interval: rateInterval(cited, of.length), brands: leaderboard(of, tracked) };
      }),
    },
  };
}

/** The tracked brands in order (the project's first), then names only the rows carry (a competitor since removed). */
function trackedNames(rows: readonly AnalyticsRow[], trackedBrands: readonly string[]): { name: string; isProjectBrand: boolean }[] {
  const projectName = trackedBrands[0] ?? rows.flatMap((row) => row.brands ?? []).find((brand) => brand.isProjectBrand)?.name;
  const others = new Set(trackedBrands.slice(1));
  for (const row of rows) for (const brand of row.brands ?? []) if (!brand.isProjectBrand) others.add(brand.name);
  const project = projectName === undefined ? [] : [{ name: projectName, isProjectBrand: true }];
  return [...project, ...[...others].map((name) => ({ name, isProjectBrand: false }))];
}

/** One entry per tracked brand over `answers` (answers shown). The project brand's entry is found by its flag, whatever its name then. */
function leaderboard(answers: readonly AnalyticsRow[], tracked: readonly { name: string; isProjectBrand: boolean }[]): BrandStanding[] {
  return tracked.map(({ name, isProjectBrand }) => {
    const named = answers.flatMap((row) => (row.brands ?? []).filter((brand) => (isProjectBrand ? brand.isProjectBrand : !brand.isProjectBrand && brand.name === name)).slice(0, 1));
    const positions = named.reduce((sum, brand) => sum + brand.position, 0);
    return {
      name,
      isProjectBrand,
      mentions: named.length,
      total: answers.length,
      rate: percent(named.length, answers.length),
      rateInterval: rateInterval(named.length, answers.length),
      avgPosition: named.length > 0 ? Math.round((100 * positions) / named.length) / 100 : null,
      sentiment: {
        positive: named.filter((brand) => brand.sentiment === 'POSITIVE').length,
        neutral: named.filter((brand) => brand.sentiment === 'NEUTRAL').length,
        negative: named.filter((brand) => brand.sentiment === 'NEGATIVE').length,
      },
    };
  });
}

/**
 * The project brand's place among the tracked brands by the answers naming each (a tie shares the
 * better place): "3rd of 5 tracked brands"; null when it has no entry.
 */
export function leaderboardPlace(brands: readonly Pick<BrandStanding, 'isProjectBrand' | 'mentions'>[]): { place: number; of: number } | null {
  const own = brands.find((brand) => brand.isProjectBrand);
  return own ? { place: 1 + brands.filter((brand) => brand.mentions > own.mentions).length, of: brands.length } : null;
}

/** 1st, 2nd, 3rd, 4th, 11th, 21st… */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
}

/** round(100 × part / whole), 0 when whole is 0. */
function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((100 * part) / whole) : 0;
}

// The audit's `analytics` object (OpenAPI `Analytics`; docs/guide/how-an-audit-measures.md), from its answered query rows.
//
//   totalQueries    answered rows
//   citedQueries    rows citing the brand
//   citationRate    round(100 × citedQueries / totalQueries), 0 when there are no rows
//   citationRateInterval  its 95 % interval (Wilson on the answers, rounded outwards; intervals.ts)
//   totalCitations  citations over all rows
//   avgConfidence   round(100 × mean confidence of all citations), 0 when there are none
//   confidenceDistribution  citations by confidence: high ≥ 0.8, medium ≥ 0.5, low < 0.5
//                   (compared in hundredths, so a float4 0.8 read back as 0.7999… is high)
//   unknownToEngineQueries  rows where the engine said it knows nothing about the brand
//   correctedQueries  rows a reviewer corrected (every figure uses the corrected values)
//   providerBreakdown  per engine: provider in uppercase, cited, total, rate (as citationRate)
//                   and its interval, unknownToEngine, ordered by provider name
// Each answer is one row: with repeat samples, a prompt × engine pair counts once per sample.
// Counts are reported beside every rate so that clients can re-aggregate.

import { rateInterval, type Interval } from './intervals';

export interface AnalyticsRow {
  provider: string;
  cited: boolean;
  unknownToEngine?: boolean;
  /** truthy when a reviewer corrected the row (a flag, or the detail's `corrected` object) */
  corrected?: unknown;
  citations: readonly { confidence: number }[];
}

export interface ProviderBreakdown {
  provider: string;
  cited: number;
  total: number;
  rate: number;
  interval: Interval;
  unknownToEngine: number;
}

export interface Analytics {
  totalQueries: number;
  citedQueries: number;
  citationRate: number;
  citationRateInterval: Interval;
  totalCitations: number;
  avgConfidence: number;
  confidenceDistribution: { high: number; medium: number; low: number };
  unknownToEngineQueries: number;
  correctedQueries: number;
  providerBreakdown: ProviderBreakdown[];
}

const HIGH_CONFIDENCE = 0.8;
const MEDIUM_CONFIDENCE = 0.5;

export function computeAnalytics(rows: readonly AnalyticsRow[]): Analytics {
  const confidences = rows.flatMap((row) => row.citations.map((citation) => citation.confidence));
  const hundredths = confidences.map((confidence) => Math.round(confidence * 100));
  const byProvider = new Map<string, ProviderBreakdown>();
  for (const row of rows) {
    const provider = row.provider.toUpperCase();
    const entry = byProvider.get(provider) ?? { provider, cited: 0, total: 0, rate: 0, interval: { low: 0, high: 100 }, unknownToEngine: 0 };
    byProvider.set(provider, entry);
    entry.total += 1;
    if (row.cited) entry.cited += 1;
    if (row.unknownToEngine) entry.unknownToEngine += 1;
  }
  const citedQueries = rows.filter((row) => row.cited).length;
  return {
    totalQueries: rows.length,
    citedQueries,
    citationRate: percent(citedQueries, rows.length),
    citationRateInterval: rateInterval(citedQueries, rows.length),
    totalCitations: confidences.length,
    avgConfidence: percent(confidences.reduce((total, confidence) => total + confidence, 0), confidences.length),
    confidenceDistribution: {
      high: hundredths.filter((value) => value >= HIGH_CONFIDENCE * 100).length,
      medium: hundredths.filter((value) => value < HIGH_CONFIDENCE * 100 && value >= MEDIUM_CONFIDENCE * 100).length,
      low: hundredths.filter((value) => value < MEDIUM_CONFIDENCE * 100).length,
    },
    unknownToEngineQueries: rows.filter((row) => row.unknownToEngine).length,
    correctedQueries: rows.filter((row) => row.corrected).length,
    providerBreakdown: [...byProvider.values()]
      .sort((a, b) => (a.provider < b.provider ? -1 : a.provider > b.provider ? 1 : 0))
      .map((entry) => ({ ...entry, rate: percent(entry.cited, entry.total), interval: rateInterval(entry.cited, entry.total) })),
  };
}

/** round(100 × part / whole), 0 when whole is 0. */
function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((100 * part) / whole) : 0;
}

import { describe, expect, it } from 'vitest';
import { computeAnalytics, type ProviderBreakdown } from './analytics';
import { rateInterval } from './intervals';

/** A model API's entry: every answer asked is shown. */
const modelApi = (entry: Omit<ProviderBreakdown, 'surface' | 'asked' | 'shown' | 'shownRate' | 'shownInterval'>): ProviderBreakdown => ({
  ...entry,
  surface: 'model_api',
  asked: entry.total,
  shown: entry.total,
  shownRate: 100,
  shownInterval: rateInterval(entry.total, entry.total),
});

describe('computeAnalytics', () => {
  it('computes the documented analytics object (worked example)', () => {
    const rows = [
      { provider: 'openai', cited: true, citations: [{ confidence: 1 }, { confidence: 0.7 }] },
      { provider: 'openai', cited: false, unknownToEngine: true, citations: [] },
      { provider: 'perplexity', cited: true, citations: [{ confidence: 0.4 }] },
      { provider: 'anthropic', cited: true, corrected: true, citations: [{ confidence: 0.9 }] },
    ];
    // 3 of 4 cited: 75 %. Mean confidence (1 + 0.7 + 0.4 + 0.9) / 4 = 0.75: 75.
    expect(computeAnalytics(rows)).toEqual({
      totalQueries: 4,
      citedQueries: 3,
      citationRate: 75,
      citationRateInterval: { low: 21, high: 99 }, // Wilson with continuity correction, 3 of 4
      totalCitations: 4,
      avgConfidence: 75,
      confidenceDistribution: { high: 2, medium: 1, low: 1 },
      unknownToEngineQueries: 1,
      correctedQueries: 1,
      providerBreakdown: [
        modelApi({ provider: 'ANTHROPIC', cited: 1, total: 1, rate: 100, interval: { low: 5, high: 100 }, unknownToEngine: 0 }),
        modelApi({ provider: 'OPENAI', cited: 1, total: 2, rate: 50, interval: { low: 2, high: 98 }, unknownToEngine: 1 }),
        modelApi({ provider: 'PERPLEXITY', cited: 1, total: 1, rate: 100, interval: { low: 5, high: 100 }, unknownToEngine: 0 }),
      ],
      surfaces: [{ surface: 'model_api', totalQueries: 4, citedQueries: 3, citationRate: 75, citationRateInterval: { low: 21, high: 99 }, notShown: 0 }],
      notShown: 0,
    });
  });

  it('is all zeros without rows or citations', () => {
    expect(computeAnalytics([])).toEqual({
      totalQueries: 0,
      citedQueries: 0,
      citationRate: 0,
      citationRateInterval: { low: 0, high: 100 },
      totalCitations: 0,
      avgConfidence: 0,
      confidenceDistribution: { high: 0, medium: 0, low: 0 },
      unknownToEngineQueries: 0,
      correctedQueries: 0,
      providerBreakdown: [],
      surfaces: [],
      notShown: 0,
    });
    expect(computeAnalytics([{ provider: 'gemini', cited: false, citations: [] }]).avgConfidence).toBe(0);
  });

  it('rounds rates to integers and bins confidences read back from float4 by hundredths', () => {
    const rows = [
      { provider: 'gemini', cited: true, citations: [{ confidence: Math.fround(0.8) }, { confidence: 0.7999999 }, { confidence: Math.fround(0.5) }] },
      { provider: 'gemini', cited: true, citations: [{ confidence: 0.49 }] },
      { provider: 'gemini', cited: false, citations: [] },
    ];
    const analytics = computeAnalytics(rows);
    expect(analytics.citationRate).toBe(67); // 2 / 3
    expect(analytics.confidenceDistribution).toEqual({ high: 2, medium: 1, low: 1 });
    expect(analytics.providerBreakdown).toEqual([modelApi({ provider: 'GEMINI', cited: 2, total: 3, rate: 67, interval: { low: 12, high: 99 }, unknownToEngine: 0 })]);
  });

  it('leaves searches whose page showed no AI answer out of every rate, counting them apart, per surface', () => {
    const rows = [
      { provider: 'google_ai_overview', cited: true, citations: [{ confidence: 0.8 }] },
      { provider: 'google_ai_overview', cited: false, citations: [] },
      { provider: 'google_ai_overview', shown: false, cited: false, citations: [] },
      { provider: 'google_ai_overview', shown: false, cited: false, citations: [] },
      { provider: 'openai', cited: false, citations: [] },
    ];
    const analytics = computeAnalytics(rows);
    expect(analytics).toMatchObject({ totalQueries: 3, citedQueries: 1, citationRate: 33, notShown: 2 });
    expect(analytics.surfaces).toEqual([
      { surface: 'model_api', totalQueries: 1, citedQueries: 0, citationRate: 0, citationRateInterval: rateInterval(0, 1), notShown: 0 },
      { surface: 'search', totalQueries: 2, citedQueries: 1, citationRate: 50, citationRateInterval: rateInterval(1, 2), notShown: 2 },
    ]);
    // Model APIs first, then search pages; the rate counts the answers shown only.
    expect(analytics.providerBreakdown.map((b) => b.provider)).toEqual(['OPENAI', 'GOOGLE_AI_OVERVIEW']);
    expect(analytics.providerBreakdown[1]).toEqual({
      provider: 'GOOGLE_AI_OVERVIEW', surface: 'search', cited: 1, total: 2, rate: 50, interval: rateInterval(1, 2), unknownToEngine: 0,
      asked: 4, shown: 2, shownRate: 50, shownInterval: rateInterval(2, 4),
    });
  });
});

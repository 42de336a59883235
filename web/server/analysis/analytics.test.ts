import { describe, expect, it } from 'vitest';
import { computeAnalytics, leaderboardPlace, ordinal, type ProviderBreakdown } from './analytics';
import { rateInterval } from './intervals';

/** A model API's entry: every answer asked is shown. */
const modelApi = (entry: Omit<ProviderBreakdown, 'surface' | 'asked' | 'shown' | 'shownRate' | 'shownInterval' | 'brands'>): ProviderBreakdown => ({
  ...entry,
  brands: [],
  surface: 'model_api',
  asked: entry.total,
  shown: entry.total,
  shownRate: 100,
  shownInterval: rateInterval(entry.total, entry.total),
});

describe('computeAnalytics', () => {
  it('computes the documented analytics object (worked example)', () => {
    const rows = [
      { provider: 'openai', cited: true, readerAgrees: true, citations: [{ confidence: 1 }, { confidence: 0.7 }] },
      { provider: 'openai', cited: false, unknownToEngine: true, citations: [] },
      { provider: 'perplexity', cited: true, readerAgrees: true, citations: [{ confidence: 0.4 }] },
      { provider: 'anthropic', cited: true, corrected: true, readerAgrees: false, citations: [{ confidence: 0.9 }] },
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
      brands: [],
      // The model read three rows; the rules agreed with it on two: round(100 × 2 / 3).
      modelReadQueries: 3,
      readerAgreement: 67,
      // No prompt is branded: the unbranded figures are the audit's.
      unbranded: {
        totalQueries: 4,
        citedQueries: 3,
        citationRate: 75,
        citationRateInterval: { low: 21, high: 99 },
        brands: [],
        providerBreakdown: [
          { provider: 'ANTHROPIC', surface: 'model_api', cited: 1, total: 1, rate: 100, interval: { low: 5, high: 100 }, brands: [] },
          { provider: 'OPENAI', surface: 'model_api', cited: 1, total: 2, rate: 50, interval: { low: 2, high: 98 }, brands: [] },
          { provider: 'PERPLEXITY', surface: 'model_api', cited: 1, total: 1, rate: 100, interval: { low: 5, high: 100 }, brands: [] },
        ],
      },
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
      brands: [],
      modelReadQueries: 0,
      readerAgreement: null,
      unbranded: { totalQueries: 0, citedQueries: 0, citationRate: 0, citationRateInterval: { low: 0, high: 100 }, brands: [], providerBreakdown: [] },
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
      asked: 4, shown: 2, shownRate: 50, shownInterval: rateInterval(2, 4), brands: [],
    });
  });

  describe('the leaderboard', () => {
    type Sentiment = 'POSITIVE' | 'NEUTRAL' | 'NEGATIVE';
    const brand = (name: string, position: number, sentiment: Sentiment = 'NEUTRAL') => ({ name, isProjectBrand: name === 'Brightkettle', position, sentiment });
    // Six answers, two engines; the second openai answer replies to a branded prompt.
    const rows = [
      { provider: 'openai', cited: true, citations: [], brands: [brand('Kettlewise', 1, 'POSITIVE'), brand('Brightkettle', 2, 'POSITIVE')] },
      { provider: 'openai', cited: false, branded: true, citations: [], brands: [brand('Kettlewise', 1), brand('Steamly', 2, 'NEGATIVE'), brand('Boilco', 3)] },
      { provider: 'openai', cited: true, citations: [], brands: [brand('Brightkettle', 1, 'NEGATIVE')] },
      { provider: 'gemini', cited: true, citations: [], brands: [brand('Brightkettle', 1, 'POSITIVE'), brand('Kettlewise', 2)] },
      { provider: 'gemini', cited: false, citations: [], brands: [] },
      { provider: 'gemini', shown: false, cited: false, citations: [] },
    ];
    const tracked = ['Brightkettle', 'Kettlewise', 'Steamly', 'Boilco', 'Pourfect'];
    const analytics = computeAnalytics(rows, tracked);

    it('gives every tracked brand an entry over every answer shown, the project brand flagged once', () => {
      // 5 answers shown (the page that showed none is not an answer).
      expect(analytics.brands).toEqual([
        // named by answers 1 (2nd), 3 (1st) and 4 (1st): 3 of 5, positions (2 + 1 + 1) / 3 = 1.33
        { name: 'Brightkettle', isProjectBrand: true, mentions: 3, total: 5, rate: 60, rateInterval: { low: 17, high: 93 }, avgPosition: 1.33, sentiment: { positive: 2, neutral: 0, negative: 1 } },
        // answers 1 (1st), 2 (1st), 4 (2nd): (1 + 1 + 2) / 3 = 1.33
        { name: 'Kettlewise', isProjectBrand: false, mentions: 3, total: 5, rate: 60, rateInterval: { low: 17, high: 93 }, avgPosition: 1.33, sentiment: { positive: 1, neutral: 2, negative: 0 } },
        { name: 'Steamly', isProjectBrand: false, mentions: 1, total: 5, rate: 20, rateInterval: { low: 1, high: 71 }, avgPosition: 2, sentiment: { positive: 0, neutral: 0, negative: 1 } },
        { name: 'Boilco', isProjectBrand: false, mentions: 1, total: 5, rate: 20, rateInterval: { low: 1, high: 71 }, avgPosition: 3, sentiment: { positive: 0, neutral: 1, negative: 0 } },
        // never named: an entry all the same, with no position
        { name: 'Pourfect', isProjectBrand: false, mentions: 0, total: 5, rate: 0, rateInterval: { low: 0, high: 54 }, avgPosition: null, sentiment: { positive: 0, neutral: 0, negative: 0 } },
      ]);
      expect(analytics.brands.filter((entry) => entry.isProjectBrand)).toHaveLength(1);
    });

    it('gives the same per engine', () => {
      const [gemini, openai] = analytics.providerBreakdown;
      expect(gemini.provider).toBe('GEMINI');
      // 2 answers shown on gemini
      expect(gemini.brands.map(({ name, mentions, total, avgPosition }) => [name, mentions, total, avgPosition])).toEqual([
        ['Brightkettle', 1, 2, 1],
        ['Kettlewise', 1, 2, 2],
        ['Steamly', 0, 2, null],
        ['Boilco', 0, 2, null],
        ['Pourfect', 0, 2, null],
      ]);
      expect(gemini.brands[0].rateInterval).toEqual({ low: 2, high: 98 }); // 1 of 2
      expect(openai.brands.map(({ name, mentions, total, rate, avgPosition }) => [name, mentions, total, rate, avgPosition])).toEqual([
        ['Brightkettle', 2, 3, 67, 1.5],
        ['Kettlewise', 2, 3, 67, 1],
        ['Steamly', 1, 3, 33, 2],
        ['Boilco', 1, 3, 33, 3],
        ['Pourfect', 0, 3, 0, null],
      ]);
    });

    it('reports the unbranded prompts apart', () => {
      // The branded answer (openai's second) left out: 4 answers, 3 cited.
      expect(analytics.unbranded).toMatchObject({ totalQueries: 4, citedQueries: 3, citationRate: 75, citationRateInterval: { low: 21, high: 99 } });
      expect(analytics.unbranded.brands.map(({ name, mentions, total, avgPosition }) => [name, mentions, total, avgPosition])).toEqual([
        ['Brightkettle', 3, 4, 1.33],
        ['Kettlewise', 2, 4, 1.5],
        ['Steamly', 0, 4, null],
        ['Boilco', 0, 4, null],
        ['Pourfect', 0, 4, null],
      ]);
      expect(analytics.unbranded.providerBreakdown.map(({ provider, cited, total, rate }) => [provider, cited, total, rate])).toEqual([
        ['GEMINI', 1, 2, 50],
        ['OPENAI', 2, 2, 100],
      ]);
    });

    it('keeps a brand the rows name that is no longer tracked, after the tracked ones', () => {
      const names = computeAnalytics(rows, ['Brightkettle', 'Kettlewise']).brands.map((entry) => entry.name);
      expect(names).toEqual(['Brightkettle', 'Kettlewise', 'Steamly', 'Boilco']);
    });
  });
});

describe('the brand\'s place', () => {
  it('counts the brands named in more answers; a tie shares the better place', () => {
    const entry = (mentions: number, isProjectBrand = false) => ({ mentions, isProjectBrand });
    expect(leaderboardPlace([entry(5), entry(3, true), entry(7), entry(1)])).toEqual({ place: 3, of: 4 });
    expect(leaderboardPlace([entry(3), entry(3, true), entry(1)])).toEqual({ place: 1, of: 3 });
    expect(leaderboardPlace([entry(3)])).toBeNull();
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st', '111th']);
  });
});

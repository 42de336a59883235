import { describe, expect, it } from 'vitest';
import { computeScores, rowScore, type ScoreRow } from './scores';

const row = (provider: string, fields: Partial<ScoreRow>): ScoreRow => ({
  provider,
  cited: false,
  firstMentionSentence: null,
  sentenceCount: 5,
  ownSources: [],
  ...fields,
});

// Worked examples of rowScore = 100 × (0.5·cited + 0.3·positionWeight + 0.2·ownSourceCited):
const namedFirstWithOwnPage = row('openai', { cited: true, firstMentionSentence: 0, ownSources: ['https://qonto.com'] }); // 50 + 30 + 20 = 100
const namedThirdOfFive = row('openai', { cited: true, firstMentionSentence: 2 }); // 50 + 30·e^(−2/4) = 68.196
const ownPageOnly = row('perplexity', { cited: true, ownSources: ['https://qonto.com/fr'] }); // 50 + 0 + 20 = 70
const notCited = row('perplexity', {}); // 0

describe('rowScore', () => {
  it('follows the documented formula', () => {
    expect(rowScore(namedFirstWithOwnPage)).toBe(100);
    expect(rowScore(namedThirdOfFive)).toBeCloseTo(68.196, 3);
    expect(rowScore(ownPageOnly)).toBe(70);
    expect(rowScore(notCited)).toBe(0);
    expect(rowScore(row('gemini', { cited: true, firstMentionSentence: 0, sentenceCount: 1 }))).toBe(80); // N = 1: weight 1
    expect(rowScore(row('gemini', { cited: true, firstMentionSentence: 4 }))).toBeCloseTo(61.036, 3); // last of 5: 50 + 30/e
  });
});

describe('computeScores', () => {
  it('averages rows per engine and over all rows, rounding at the end (worked example)', () => {
    // openai: (100 + 68.196) / 2 = 84.098 → 84. perplexity: (70 + 0) / 2 = 35.
    // audit: (100 + 68.196 + 70 + 0) / 4 = 59.549 → 60 (the mean of rows, not of the engines' 84 and 35).
    const scores = computeScores([namedFirstWithOwnPage, namedThirdOfFive, ownPageOnly, notCited]);
    expect(scores).toMatchObject({ score: 60, providerScores: { openai: 84, perplexity: 35 } });
    expect(scores.scoreMean).toBeCloseTo(59.549, 3);
  });

  it('keys engines in lowercase and scores nothing as 0', () => {
    expect(computeScores([row('OpenAI', { cited: true, firstMentionSentence: 0, sentenceCount: 1 })]).providerScores).toEqual({ openai: 80 });
    expect(computeScores([])).toEqual({ score: 0, scoreMean: 0, providerScores: {} });
  });
});

// Audit and engine scores (`score`, `provider_scores`; docs/guide/how-an-audit-measures.md), 0-100.
//
//   rowScore = 100 × (0.5 · cited + 0.3 · positionWeight + 0.2 · ownSourceCited)
//
//   cited           1 when the answer cites the brand (named, or its page among the sources)
//   positionWeight  exp(−i/(N−1)) for the first sentence i (0-based) of N naming the brand —
//                   the GEO paper's position discount (1 when N = 1), 0 when not named
//   ownSourceCited  1 when one of the brand's own URLs is among the sources
//
// Named in the first sentence with the brand's page as a source: 100. Named in the first
// sentence only: 80. Only the brand's page among the sources: 70. Named in the last of several
// sentences: 50 + 30·e⁻¹ ≈ 61. Not cited: 0.
// An engine's score is the mean of its rows; the audit's score the mean of all rows (not of
// the engines, so that each answer weighs the same); both rounded at the end.
import { positionWeight, type AnswerAnalysis } from './analyze';

export type ScoreRow = Pick<AnswerAnalysis, 'cited' | 'firstMentionSentence' | 'sentenceCount' | 'ownSources'> & {
  provider: string;
};

export interface Scores {
  score: number;
  /** the audit's mean row score before rounding: its interval and comparisons start from it */
  scoreMean: number;
  /** Keyed by provider name in lowercase. */
  providerScores: Record<string, number>;
}

export function rowScore(row: ScoreRow): number {
  const position = row.firstMentionSentence === null ? 0 : positionWeight(row.firstMentionSentence, row.sentenceCount);
  return 100 * (0.5 * Number(row.cited) + 0.3 * position + 0.2 * Number(row.ownSources.length > 0));
}

export function computeScores(rows: readonly ScoreRow[]): Scores {
  const byProvider = new Map<string, number[]>();
  const all = rows.map((row) => {
    const score = rowScore(row);
    const provider = row.provider.toLowerCase();
    const scores = byProvider.get(provider) ?? [];
    byProvider.set(provider, scores);
    scores.push(score);
    return score;
  });
  const scoreMean = mean(all);
  return {
    score: Math.round(scoreMean),
    scoreMean,
    providerScores: Object.fromEntries([...byProvider].map(([provider, scores]) => [provider, roundedMean(scores)])),
  };
}

function mean(values: readonly number[]): number {
  return values.length > 0 ? values.reduce((total, value) => total + value, 0) / values.length : 0;
}

function roundedMean(values: readonly number[]): number {
  return Math.round(mean(values));
}

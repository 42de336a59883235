// Simulated audits with a known truth, for the proofs of the intervals and of the comparison
// (web/server/analysis/intervals.test.ts and `npm run bench`): every prompt × engine cell has
// its own probability of citing the brand, and every sample is a fresh draw.
import { seededRandom } from '@/server/engines/random';

export interface Truth {
  /** probability of citing the brand, one per prompt × engine cell */
  cells: number[];
}

export interface SimulatedAudit {
  total: number;
  cited: number;
  /** unrounded mean of the row scores (0–100) */
  scoreMean: number;
}

/** The estimand: the mean over cells of the probability of citing. */
export const trueRate = (truth: Truth) => truth.cells.reduce((a, b) => a + b, 0) / truth.cells.length;

/** A cited row scores 50 + 30·position weight + 20 when the brand's page is a source: 75 on average. */
export const EXPECTED_CITED_ROW_SCORE = 75;
export const trueScore = (truth: Truth) => EXPECTED_CITED_ROW_SCORE * trueRate(truth);

export type Spread = 'uniform' | 'homogeneous' | 'extreme';

/** Per-cell probabilities: spread evenly, all equal to `centre`, or mostly near 0 and 1. */
export function makeTruth(cells: number, spread: Spread, random: () => number, centre = 0.5): Truth {
  return {
    cells: Array.from({ length: cells }, () => {
      if (spread === 'homogeneous') return centre;
      if (spread === 'extreme') return random() < centre ? 0.95 : 0.05;
      return Math.min(0.98, Math.max(0.02, centre - 0.45 + 0.9 * random()));
    }),
  };
}

/** One audit: `samples` answers per cell. */
export function simulateAudit(truth: Truth, samples: number, random: () => number): SimulatedAudit {
  let cited = 0;
  let scoreSum = 0;
  for (const p of truth.cells) {
    for (let s = 0; s < samples; s++) {
      if (random() < p) {
        cited++;
        scoreSum += 50 + 30 * random() + (random() < 0.5 ? 20 : 0);
      }
    }
  }
  const total = truth.cells.length * samples;
  return { total, cited, scoreMean: scoreSum / total };
}

export const rng = (seed: number) => seededRandom(seed);

// 95 % intervals for rates and scores, and for the change between two audits
// (docs/guide/repeatable-measurements.md).
//
// The estimand: for the project's fixed set of prompts, the mean over prompts (and engines) of
// each engine's probability of citing the brand. An audit asks every prompt × engine `samples`
// times; the rate is citing answers / answers.
//
// - A rate's interval is Wilson's score interval with continuity correction (Newcombe 1998,
//   method 4) on the pooled answers. With the prompts fixed, the estimate's true variance is
//   Σ πᵢ(1−πᵢ) / (cells² · samples), at most the pooled p(1−p)/n that Wilson assumes (the
//   per-prompt variances sum to at most the pooled one), so the interval is conservative
//   whatever the spread of the prompts. The continuity correction keeps the coverage at or above
//   95 % also for a handful of answers and rates near 0 or 1, where the plain Wilson interval
//   dips to 90 %; with 1 sample the interval is honest and wide.
// - The score (a mean of row scores in [0, 100]) uses the same interval on score/100 as a
//   fractional success count: p(1−p) bounds the variance of any [0, 1] variable of mean p.
// - A change between two audits uses Newcombe's hybrid score interval built from the two
//   continuity-corrected Wilson intervals (method 11); it is significant when the interval, as shown
//   (percent points rounded outwards), excludes 0. The simulation tests hold its false-alarm
//   rate at or under 5 % when nothing changed.
//
// Shown figures are percent (0–100) rounded outwards (low down, high up), so a shown interval
// always contains the shown rate.

/** z for a two-sided 95 % interval. */
export const Z_95 = 1.959963984540054;

/** An interval of proportions in [0, 1]. */
export interface Proportions {
  low: number;
  high: number;
}

/** An interval in percent (or percent points for a change), integers. */
export interface Interval {
  low: number;
  high: number;
}

/**
 * Wilson's score interval with continuity correction for `successes` out of `n` (successes may
 * be fractional, see the score). No observation at all: [0, 1], nothing is known.
 */
export function wilson(successes: number, n: number, z = Z_95): Proportions {
  if (n <= 0) return { low: 0, high: 1 };
  const p = Math.min(1, Math.max(0, successes / n));
  const z2 = z * z;
  const root = (x: number) => Math.sqrt(Math.max(0, x));
  const low = (2 * n * p + z2 - 1 - z * root(z2 - 2 - 1 / n + 4 * p * (n * (1 - p) + 1))) / (2 * (n + z2));
  const high = (2 * n * p + z2 + 1 + z * root(z2 + 2 - 1 / n + 4 * p * (n * (1 - p) - 1))) / (2 * (n + z2));
  return { low: p === 0 ? 0 : Math.max(0, low), high: p === 1 ? 1 : Math.min(1, high) };
}

/**
 * Newcombe's hybrid score interval for p₂ − p₁ (the current audit minus the previous one), in
 * proportions, from the two continuity-corrected Wilson intervals.
 */
export function newcombe(previous: { successes: number; n: number }, current: { successes: number; n: number }, z = Z_95): Proportions {
  const p1 = previous.n > 0 ? previous.successes / previous.n : 0;
  const p2 = current.n > 0 ? current.successes / current.n : 0;
  const w1 = wilson(previous.successes, previous.n, z);
  const w2 = wilson(current.successes, current.n, z);
  const d = p2 - p1;
  return {
    low: d - Math.sqrt((p2 - w2.low) ** 2 + (w1.high - p1) ** 2),
    high: d + Math.sqrt((w2.high - p2) ** 2 + (p1 - w1.low) ** 2),
  };
}

// Float noise such as 100 × 0.58 = 57.99999999999999 must not move a bound by a whole point.
const EPSILON = 1e-9;

/** Proportions as shown: percent (points), rounded outwards. */
export function asPercent(interval: Proportions): Interval {
  return { low: Math.floor(interval.low * 100 + EPSILON), high: Math.ceil(interval.high * 100 - EPSILON) };
}

/** The shown 95 % interval of a rate of `cited` answers out of `total`. */
export function rateInterval(cited: number, total: number): Interval {
  return asPercent(wilson(cited, total));
}

/** The shown 95 % interval of a score: the mean of `rows` row scores (each 0–100) is `mean`. */
export function scoreInterval(mean: number, rows: number): Interval {
  return asPercent(wilson((mean / 100) * rows, rows));
}

export type Change = 'up' | 'down' | 'none';

/** Significant (95 %, two-sided) when the shown interval of a change excludes 0. */
export function changeOf(delta: Interval): Change {
  return delta.low > 0 ? 'up' : delta.high < 0 ? 'down' : 'none';
}

/** The shown interval of the change of a rate (or of a score, with fractional successes). */
export function changeInterval(previous: { successes: number; n: number }, current: { successes: number; n: number }): Interval {
  return asPercent(newcombe(previous, current));
}

/**
 * Expected width (points) of a rate's interval with `answers` answers, at the widest (a true
 * rate of 50 %): what the dashboard shows beside the samples setting.
 */
export function expectedIntervalWidth(answers: number): number {
  const { low, high } = rateInterval(Math.round(answers / 2), answers);
  return high - low;
}

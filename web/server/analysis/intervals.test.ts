import { describe, expect, it } from 'vitest';
import { makeTruth, rng, simulateAudit, trueRate, trueScore, type Spread } from '../../test/support/stochastic-audits';
import { changeInterval, changeOf, expectedIntervalWidth, newcombe, rateInterval, scoreInterval, wilson } from './intervals';

describe('intervals: reference values', () => {
  it("Wilson's interval with continuity correction matches Newcombe (1998), method 4", () => {
    // 81 of 263: 0.2535 to 0.3682 (Newcombe 1998, table I).
    const interval = wilson(81, 263);
    expect(interval.low).toBeCloseTo(0.2535, 4);
    expect(interval.high).toBeCloseTo(0.3682, 4);
    // Edges: none cited starts at 0, all cited ends at 1, nothing asked knows nothing.
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(10, 10).high).toBe(1);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it("Newcombe's hybrid interval for a difference matches Newcombe (1998), method 11", () => {
    // 56/70 − 48/80: 0.0428 to 0.3422.
    const interval = newcombe({ successes: 48, n: 80 }, { successes: 56, n: 70 });
    expect(interval.low).toBeCloseTo(0.0428, 4);
    expect(interval.high).toBeCloseTo(0.3422, 4);
  });

  it('shows percent rounded outwards, containing the rounded rate', () => {
    expect(rateInterval(3, 4)).toEqual({ low: 21, high: 99 });
    expect(rateInterval(1, 1)).toEqual({ low: 5, high: 100 }); // one answer: honest and wide
    expect(rateInterval(0, 0)).toEqual({ low: 0, high: 100 });
    for (let n = 1; n <= 60; n++) {
      for (let k = 0; k <= n; k++) {
        const { low, high } = rateInterval(k, n);
        const rate = Math.round((100 * k) / n);
        expect(low).toBeLessThanOrEqual(rate);
        expect(high).toBeGreaterThanOrEqual(rate);
      }
    }
    expect(scoreInterval(80, 1)).toEqual(rateInterval(0.8, 1));
  });

  it('calls a change significant only when its shown interval excludes 0', () => {
    expect(changeOf({ low: 1, high: 9 })).toBe('up');
    expect(changeOf({ low: -9, high: -1 })).toBe('down');
    expect(changeOf({ low: 0, high: 9 })).toBe('none');
    expect(changeOf({ low: -9, high: 0 })).toBe('none');
  });

  it('narrows with more answers', () => {
    const widths = [1, 4, 40, 400, 4000].map(expectedIntervalWidth);
    for (let i = 1; i < widths.length; i++) expect(widths[i]).toBeLessThan(widths[i - 1]);
    expect(widths[4]).toBeLessThanOrEqual(4);
  });
});

// Simulated audits with a known truth: each prompt × engine cell has its own probability of
// citing, every sample is a fresh draw. Fixed seeds: these figures are the same on every run.
describe('intervals: coverage, false alarms and power by simulation', () => {
  const RUNS = 1000;
  const shapes: [prompts: number, engines: number, samples: number][] = [
    [1, 1, 1],
    [3, 1, 1],
    [5, 4, 1],
    [20, 4, 3],
    [10, 2, 10],
  ];
  const spreads: Spread[] = ['homogeneous', 'uniform', 'extreme'];

  it.each(spreads)('the rate and score intervals cover the truth in at least 95 %% of audits (%s prompts)', (spread) => {
    const random = rng(spreads.indexOf(spread) + 11);
    for (const [prompts, engines, samples] of shapes) {
      for (const centre of [0.05, 0.5, 0.9]) {
        let rateCovered = 0;
        let scoreCovered = 0;
        for (let run = 0; run < RUNS; run++) {
          const truth = makeTruth(prompts * engines, spread, random, centre);
          const audit = simulateAudit(truth, samples, random);
          const rate = rateInterval(audit.cited, audit.total);
          const score = scoreInterval(audit.scoreMean, audit.total);
          if (rate.low <= 100 * trueRate(truth) && 100 * trueRate(truth) <= rate.high) rateCovered++;
          if (score.low <= trueScore(truth) && trueScore(truth) <= score.high) scoreCovered++;
        }
        const shape = `${prompts} prompts × ${engines} engines × ${samples} samples around ${centre}`;
        expect(rateCovered / RUNS, `rate, ${shape}`).toBeGreaterThanOrEqual(0.95);
        expect(scoreCovered / RUNS, `score, ${shape}`).toBeGreaterThanOrEqual(0.95);
      }
    }
  });

  it('raises a false alarm in at most 5 % of comparisons when nothing changed', () => {
    const random = rng(21);
    for (const spread of spreads) {
      for (const [prompts, engines, samples] of shapes) {
        let alarms = 0;
        for (let run = 0; run < RUNS; run++) {
          const truth = makeTruth(prompts * engines, spread, random, 0.5);
          const before = simulateAudit(truth, samples, random);
          const after = simulateAudit(truth, samples, random);
          const delta = changeInterval({ successes: before.cited, n: before.total }, { successes: after.cited, n: after.total });
          if (changeOf(delta) !== 'none') alarms++;
        }
        expect(alarms / RUNS).toBeLessThanOrEqual(0.05);
      }
    }
  });

  it('detects a 20-point drop on 20 prompts × 4 engines × 3 samples in at least 90 % of runs', () => {
    const random = rng(31);
    let detected = 0;
    for (let run = 0; run < RUNS; run++) {
      const truth = makeTruth(80, 'uniform', random, 0.6);
      const dropped = { cells: truth.cells.map((p) => p - 0.2) };
      const before = simulateAudit(truth, 3, random);
      const after = simulateAudit(dropped, 3, random);
      if (changeOf(changeInterval({ successes: before.cited, n: before.total }, { successes: after.cited, n: after.total })) === 'down') detected++;
    }
    expect(detected / RUNS).toBeGreaterThanOrEqual(0.9);
  });
});

// How sure the numbers are (docs/guide/repeatable-measurements.md), by simulation with a known truth
// (web/test/support/stochastic-audits.ts): for a project of 20 prompts × 4 engines, per number of
// samples, the calls an audit makes, the mean width of the citation-rate interval (and its ratio
// to one sample's), its coverage of the true rate, the comparison's false-alarm rate when
// nothing changed, and its power to detect a 20-point drop.
import { changeInterval, changeOf, rateInterval } from '../server/analysis/intervals';
import { makeTruth, rng, simulateAudit, trueRate } from '../test/support/stochastic-audits';

const PROMPTS = 20;
const ENGINES = 4;
const RUNS = Number(process.env.BENCH_MEASUREMENT_RUNS ?? 4000);

export interface MeasurementRow {
  samples: number;
  calls: number;
  meanWidth: number;
  widthRatio: number;
  coverage: number;
  falseAlarms: number;
  power20: number;
}

export function benchMeasurement(): MeasurementRow[] {
  const random = rng(2026);
  const rows: MeasurementRow[] = [];
  for (const samples of [1, 2, 3, 5, 10]) {
    let width = 0;
    let covered = 0;
    let alarms = 0;
    let detected = 0;
    for (let run = 0; run < RUNS; run++) {
      // Each prompt × engine its own probability, spread around 60 %.
      const truth = makeTruth(PROMPTS * ENGINES, 'uniform', random, 0.6);
      const before = simulateAudit(truth, samples, random);
      const interval = rateInterval(before.cited, before.total);
      width += interval.high - interval.low;
      if (interval.low <= 100 * trueRate(truth) && 100 * trueRate(truth) <= interval.high) covered++;
      const same = simulateAudit(truth, samples, random);
      if (changeOf(changeInterval({ successes: before.cited, n: before.total }, { successes: same.cited, n: same.total })) !== 'none') alarms++;
      const dropped = simulateAudit({ cells: truth.cells.map((p) => p - 0.2) }, samples, random);
      if (changeOf(changeInterval({ successes: before.cited, n: before.total }, { successes: dropped.cited, n: dropped.total })) === 'down') detected++;
    }
    const meanWidth = width / RUNS;
    rows.push({
      samples,
      calls: PROMPTS * ENGINES * samples,
      meanWidth,
      widthRatio: meanWidth / (rows[0]?.meanWidth ?? meanWidth),
      coverage: covered / RUNS,
      falseAlarms: alarms / RUNS,
      power20: detected / RUNS,
    });
  }
  return rows;
}

export function reportMeasurement(progress: (msg: string) => void) {
  progress('measurement: intervals and comparisons by simulation');
  const rows = benchMeasurement();
  console.log(`\nRepeatable measurements (${PROMPTS} prompts × ${ENGINES} engines, true rates spread around 60 %, ${RUNS} simulated audits per row)\n`);
  console.log('| samples | calls per audit | mean 95 % interval width (points) | width ratio to 1 sample | coverage of the true rate | false alarms (no change) | 20-point drop detected |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.samples} | ${r.calls} | ${r.meanWidth.toFixed(1)} | ${r.widthRatio.toFixed(2)} | ${(100 * r.coverage).toFixed(1)} % | ${(100 * r.falseAlarms).toFixed(1)} % | ${(100 * r.power20).toFixed(1)} % |`,
    );
  }
  return rows;
}

// When the job fails on the audit's figures (docs/action.md#when-the-job-fails):
// - fail-under: the score, or with fail-under-mode: lower-bound the low end of its 95 %
//   interval (the pessimistic reading, as Lighthouse CI asserts on its pessimistic run), is
//   under the threshold;
// - fail-on-regression: N: the citation rate dropped since the previous comparable audit, the
//   drop is significant (the server's comparison: its 95 % interval excludes 0) AND it is at
//   least N points. The citation rate, not the score, because it is the comparison's headline
//   (`significant`, `change`), what a rate estimates is defined (docs/guide/repeatable-measurements.md) and its false-alarm rate and power are measured; the score's change is
//   shown beside it in the report but does not gate.
import type { AuditDetail } from './geo-audit-client';
import type { ActionInputs } from './inputs';
import { signed } from './markdown';

export interface GateResult {
  /** why the job fails, one sentence each */
  failures: string[];
  /** why a threshold did not fire, for the log */
  notes: string[];
}

export type GateInputs = Pick<ActionInputs, 'failUnder' | 'failUnderMode' | 'failOnRegression'>;

export function evaluateGate(inputs: GateInputs, audit: AuditDetail): GateResult {
  const result: GateResult = { failures: [], notes: [] };
  if (inputs.failUnder !== undefined) failUnder(inputs.failUnder, inputs.failUnderMode, audit, result);
  if (inputs.failOnRegression !== undefined) failOnRegression(inputs.failOnRegression, audit, result);
  return result;
}

function failUnder(threshold: number, mode: GateInputs['failUnderMode'], audit: AuditDetail, { failures }: GateResult): void {
  const { score, scoreInterval } = audit;
  if (mode === 'estimate' && score < threshold) {
    failures.push(`Score ${score} is under the fail-under threshold of ${threshold}.`);
  }
  if (mode === 'lower-bound' && scoreInterval.low < threshold) {
    failures.push(
      `Score ${score} could be as low as ${scoreInterval.low} (95 % interval ${scoreInterval.low}–${scoreInterval.high}), under the fail-under threshold of ${threshold} (fail-under-mode: lower-bound).`,
    );
  }
}

function failOnRegression(threshold: number, audit: AuditDetail, { failures, notes }: GateResult): void {
  const comparison = audit.comparison;
  if (!comparison) {
    notes.push('fail-on-regression: no comparable previous audit (same engines, model, region and deployment environment) to compare with.');
    return;
  }
  const { citationRate: before, citationRateDelta: delta, citationRateDeltaInterval: interval } = comparison;
  const change = `${before} % → ${audit.analytics.citationRate} %, ${signed(delta)} points (95 % interval ${signed(interval.low)} to ${signed(interval.high)})`;
  if (comparison.change !== 'down') {
    notes.push(`fail-on-regression: citation rate ${change}: ${comparison.change === 'up' ? 'a significant rise' : 'within noise'}, no failure.`);
  } else if (-delta < threshold) {
    notes.push(`fail-on-regression: citation rate ${change}: a significant drop, but smaller than the threshold of ${threshold} points.`);
  } else {
    failures.push(
      `Citation rate dropped significantly since the previous comparable audit of ${comparison.createdAt.slice(0, 10)}: ${change}, at least the fail-on-regression threshold of ${threshold} points.`,
    );
  }
}

'use client';
// How sure a figure is, shown the same way on every page (wording in lib/measurements.ts):
// the estimate large, "likely between 58 and 87%" small with an (i) saying what 95 % means,
// "within noise" or "significant rise / drop" against the previous comparable audit, the
// change per engine and per prompt, and what a samples setting will cost and buy.
import { useId, type ReactNode } from 'react';
import { engineLabel, formatNumber, formatShortDateTime, plural } from '@/lib/format';
import {
  auditPlan, changeText, changeVerdict, INTERVAL_EXPLANATION, likelyText, rangeText, signed,
  type AuditComparison, type Change, type Interval,
} from '@/lib/measurements';
import { Badge, Card, CardHeader, DataTable, Field } from './ui';

/** An (i) button whose explanation shows on hover, focus or tap, inside its positioned container. */
export function InfoTip({ label = 'What does this range mean?', children = INTERVAL_EXPLANATION }: { label?: string; children?: ReactNode }) {
  const id = useId();
  return (
    <>
      {/* Escape dismisses it (WCAG 1.4.13). */}
      <button type="button" className="info-tip" aria-label={label} aria-describedby={id} onKeyDown={(e) => e.key === 'Escape' && e.currentTarget.blur()} />
      <span role="tooltip" id={id} className="info-tip-body">
        {children}
      </span>
    </>
  );
}

/** "likely between 58 and 87%" with its (i), under an estimate. */
export function LikelyRange({ interval, unit = '%', testId }: { interval: Interval; unit?: string; testId?: string }) {
  return (
    <div className="likely" data-testid={testId}>
      <span>{likelyText(interval, unit)}</span>
      <InfoTip />
    </div>
  );
}

/** A rate in a table cell: the estimate, and its range small beneath. */
export function RateWithRange({ value, interval }: { value: number; interval: Interval }) {
  return (
    <span className="rate-range" title={`${value}%, ${likelyText(interval)} (95% range)`}>
      <strong>{value}%</strong>
      <span className="faint small">{rangeText(interval)}</span>
    </span>
  );
}

/** "Within noise" / "Significant drop" with the change and its 95 % range. */
export function ChangeBadge({ change, delta, interval, since, testId }: { change: Change; delta: number; interval: Interval; since: string; testId?: string }) {
  const verdict = changeVerdict(change);
  const detail = `Since the audit of ${formatShortDateTime(since)}: ${changeText(delta, interval)}. ${
    change === 'none' ? 'The range includes 0: this change could be noise.' : 'The range excludes 0: a real change, not noise.'
  }`;
  return (
    <div className="change" data-testid={testId} data-change={change} title={detail}>
      <Badge tone={verdict.tone}>{verdict.label}</Badge>
      <span className="change-delta">
        {signed(delta)}
        <span className="faint">
          {' '}
          (range {signed(interval.low)} to {signed(interval.high)})
        </span>
      </span>
      <span className="visually-hidden">{detail}</span>
    </div>
  );
}

/**
 * The change since the compared audit, per engine and for the prompt × engine pairs that flipped
 * (the server keeps twenty); only when there is a comparable previous audit.
 */
export function ComparisonCard({ comparison }: { comparison: AuditComparison }) {
  // Significant flips first (the server orders them), at most ten here.
  const moved = comparison.flips.slice(0, 10);
  return (
    <Card aria-labelledby="comparison-title">
      <CardHeader
        id="comparison-title"
        title={`Since the audit of ${formatShortDateTime(comparison.createdAt)}`}
        description="Citation rate per engine then and now. A change is significant when its 95% range excludes zero."
      />
      <DataTable
        region="Change per engine, then and now"
        className="table-compact"
        aria-label="Change per engine"
        columns={[{ label: 'Engine' }, { label: 'Before → now', className: 'num' }, { label: 'Change' }]}
      >
        {comparison.providers.map((p) => (
          <tr key={p.provider}>
            <td className="nowrap">{engineLabel(p.provider)}</td>
            <td className="num nowrap">
              {p.previousRate}% → <strong>{p.rate}%</strong>
            </td>
            <td>
              <ChangeBadge change={p.change} delta={p.rateDelta} interval={p.rateDeltaInterval} since={comparison.createdAt} />
            </td>
          </tr>
        ))}
      </DataTable>
      {moved.length > 0 && (
        <div className="card-body stack" style={{ gap: 6 }}>
          <h3 className="small">What flipped</h3>
          <p className="small muted">
            Prompt × engine pairs whose citation rate changed, over the {plural(comparison.prompts.common, 'prompt')} both audits asked
            {comparison.flipsTotal > moved.length ? ` (${moved.length} of ${comparison.flipsTotal} shown)` : ''}. Leads to check, not verdicts: one prompt
            has few answers, so most of its moves are noise. Only a move beyond noise (its 95% range excludes 0) is coloured.
          </p>
          <ul className="moved-prompts">
            {moved.map((f) => {
              const change = f.significant ? (f.change > 0 ? 'up' : 'down') : 'none';
              return (
                <li key={`${f.prompt}\u0000${f.provider}`} data-change={change}>
                  <span className="ellipsis" title={f.prompt}>
                    {f.prompt}
                  </span>
                  <span className="nowrap faint small">
                    {engineLabel(f.provider)}: cited {f.before.cited}/{f.before.total} → {f.after.cited}/{f.after.total}
                  </span>
                  {change === 'none' ? (
                    <span className="delta lead-move" title="Within noise: a lead to check, not a verdict">
                      {signed(f.change)} <span className="small">lead</span>
                    </span>
                  ) : (
                    <strong className={`delta ${change === 'up' ? 'delta-up' : 'delta-down'}`}>{signed(f.change)}</strong>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </Card>
  );
}

/**
 * What an audit with these settings asks (active prompts × engines × samples) and the expected
 * width of its citation rate's 95 % range, at the widest (a rate of 50 %).
 */
export function SamplesPreview({ activePrompts, engines, samples }: { activePrompts: number; engines: number; samples: number }) {
  if (activePrompts === 0) {
    return (
      <p className="samples-preview" data-testid="samples-preview">
        Each active prompt will be asked {samples === 1 ? 'once' : `${samples} times`} on each of {plural(engines, 'engine')}. Add prompts to see the
        precision an audit will reach.
      </p>
    );
  }
  const plan = auditPlan(activePrompts, engines, samples);
  const once = auditPlan(activePrompts, engines, 1);
  return (
    <p className="samples-preview" data-testid="samples-preview">
      <strong>
        {formatNumber(plan.calls)} {plan.calls === 1 ? 'call' : 'calls'} per audit
      </strong>{' '}
      ({plural(activePrompts, 'active prompt')} × {plural(engines, 'engine')} × {plural(samples, 'answer')}). The citation rate will be known within a
      range about <strong>{plan.width} points</strong> wide{samples > 1 ? ` (${once.width} with one answer each)` : ''}
      {engines > 1 ? `; each engine's about ${plan.engineWidth}` : ''}. At most: narrower for rates far from 50%.
    </p>
  );
}

/**
 * The samples setting (answers per prompt × engine) up to the plan's cap, with what an audit
 * will ask and how precise it will be. A 400 from the server (the cap changed meanwhile)
 * shows as `error`, under the field.
 */
export function SamplesField({ id, value, onChange, maxSamples, plan, capNote, activePrompts, engines, error, estimate }: {
  id: string;
  value: number;
  onChange: (samples: number) => void;
  maxSamples: number | undefined;
  plan: string | undefined;
  /** why maxSamples is what it is, when it is not the plan's cap */
  capNote?: string;
  activePrompts: number;
  engines: number;
  error?: string | null;
  /** what these answers would cost (spend.tsx CostEstimate) */
  estimate?: ReactNode;
}) {
  const options = Array.from({ length: Math.max(maxSamples ?? 1, value) }, (_, i) => i + 1);
  const planName = plan ? `${plan[0].toUpperCase()}${plan.slice(1)} plan` : 'Your plan';
  return (
    <Field label="Answers per prompt and engine" htmlFor={id} error={error} full>
      <select id={id} className="select" style={{ maxWidth: 220 }} value={value} onChange={(e) => onChange(Number(e.target.value))} aria-invalid={!!error}>
        {options.map((n) => (
          <option key={n} value={n} disabled={maxSamples !== undefined && n > maxSamples}>
            {n === 1 ? '1 (asked once)' : `${n} answers`}
          </option>
        ))}
      </select>
      <span className="hint" data-testid="samples-cap">
        {capNote ?? (maxSamples !== undefined && `${planName}: up to ${maxSamples}. `)}
        Engines answer differently each time: asking more than once shows how sure each figure is, and tells real changes from noise.
      </span>
      <SamplesPreview activePrompts={activePrompts} engines={engines} samples={value} />
      {estimate}
    </Field>
  );
}

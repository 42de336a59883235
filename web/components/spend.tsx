'use client';
// What an audit would cost, shown before it is launched (docs/operations/spend.md): beside the launch
// button and in the samples setting. Light on purpose (no chart library): the project pages load it.
import { formatUsd, plural } from '@/lib/format';
import { useLaunchEstimate } from '@/lib/queries';

export const usd = (n: number) => `$${n.toFixed(2)}`;

/** "Estimated provider cost: $0.12–$0.48", and whether it fits in the month's budget. */
export function CostEstimate({ projectId, launch, enabled = true }: { projectId: string; launch: { model?: string; region?: string; samples?: number }; enabled?: boolean }) {
  const estimate = useLaunchEstimate(projectId, launch, enabled);
  if (!enabled) return null;
  if (estimate.isPending) return <span className="hint">Estimating the cost…</span>;
  // A launch that the rules refuse says why when it is tried; the estimate says nothing.
  if (estimate.isError) return null;
  const e = estimate.data;
  const b = e.budget;
  return (
    <span className="hint" data-testid="cost-estimate">
      Estimated provider cost: <strong>{formatUsd(e.estimatedCostUsd.low)}–{formatUsd(e.estimatedCostUsd.high)}</strong> for {plural(e.calls, 'answer')}
      {Object.values(e.byProvider).some((p) => p.basis === 'default') ? ' (from typical answers until this project has its own)' : ' (from this project’s past answers)'}.
      {b.capUsd !== null && b.leftUsd !== null && (
        <>
          {' '}
          {b.fits ? `Budget left this month: ${usd(b.leftUsd)} of ${usd(b.capUsd)}.` : <strong style={{ color: 'var(--danger)' }}>Over the {usd(b.leftUsd)} left in this month’s budget of {usd(b.capUsd)}: it would be refused.</strong>}
        </>
      )}
    </span>
  );
}

'use client';
// The Competitors view of a report (docs/guide/answer-reading.md#the-leaderboard): for every
// tracked brand, how often the engines name it, with its 95 % range, where it comes on average
// and how they speak of it; all engines or one; over the unbranded prompts by default (a prompt
// that names your brand names it nearly always), or over every prompt.
import { useId, useState } from 'react';
import { Card, CardHeader, DataTable } from '@/components/ui';
import { RateWithRange } from '@/components/measurements';
import { engineLabel, formatDateTime, formatNumber, plural } from '@/lib/format';
import type { AuditDetail, TrendPoint } from '@/lib/types';

type Standing = AuditDetail['analytics']['brands'][number];

export function CompetitorsCard({ analytics, trend }: { analytics: AuditDetail['analytics']; trend: readonly TrendPoint[] | undefined }) {
  const [unbrandedOnly, setUnbrandedOnly] = useState(true);
  const [engine, setEngine] = useState('');
  const ids = { title: useId(), switch: useId(), engine: useId() };
  const scope = unbrandedOnly ? analytics.unbranded : analytics;
  const entries: Standing[] = engine ? (scope.providerBreakdown.find((p) => p.provider === engine)?.brands ?? []) : scope.brands;
  const answers = entries[0]?.total ?? 0;
  // Most named first; an equal count, the better average position first.
  const ranked = [...entries].sort((a, b) => b.mentions - a.mentions || (a.avgPosition ?? Infinity) - (b.avgPosition ?? Infinity));
  return (
    <Card aria-labelledby={ids.title} data-testid="competitors">
      <CardHeader
        id={ids.title}
        title="Competitors"
        description={`How often the engines name each tracked brand, over ${plural(answers, 'answer')}${unbrandedOnly ? ' to prompts that do not name your brand' : ''}. Average position: where a brand comes among the tracked brands an answer names (1 = first); one answer's order is noise, read it with the count.`}
      />
      <div className="card-body row" style={{ gap: 16, flexWrap: 'wrap' }}>
        <label className="row small" htmlFor={ids.switch} style={{ gap: 6 }}>
          <input id={ids.switch} type="checkbox" checked={unbrandedOnly} onChange={(e) => setUnbrandedOnly(e.target.checked)} />
          Unbranded prompts only
        </label>
        <label className="row small" htmlFor={ids.engine} style={{ gap: 6 }}>
          Engine
          <select id={ids.engine} value={engine} onChange={(e) => setEngine(e.target.value)}>
            <option value="">All engines</option>
            {analytics.providerBreakdown.map((p) => (
              <option key={p.provider} value={p.provider}>
                {engineLabel(p.provider.toLowerCase())}
              </option>
            ))}
          </select>
        </label>
      </div>
      <DataTable
        region="Tracked brands, ranked"
        data-testid="leaderboard"
        columns={[{ label: 'Brand' }, { label: 'Named in' }, { label: 'Answers' }, { label: 'Average position' }, { label: 'Positive / neutral / negative' }]}
      >
        {ranked.map((brand) => (
          <tr key={brand.name} aria-current={brand.isProjectBrand ? 'true' : undefined}>
            <th scope="row" style={{ overflowWrap: 'anywhere' }}>
              {brand.name}
              {brand.isProjectBrand && <span className="muted small"> (you)</span>}
            </th>
            <td>
              <RateWithRange value={brand.rate} interval={brand.rateInterval} />
            </td>
            <td className="nowrap">
              {formatNumber(brand.mentions)} of {formatNumber(brand.total)}
            </td>
            <td>{brand.avgPosition === null ? '—' : brand.avgPosition.toFixed(1)}</td>
            <td className="nowrap">
              {brand.sentiment.positive} / {brand.sentiment.neutral} / {brand.sentiment.negative}
            </td>
          </tr>
        ))}
      </DataTable>
      {trend && trend.length > 1 && <BrandTrend trend={trend} brands={analytics.brands} unbrandedOnly={unbrandedOnly} />}
    </Card>
  );
}

/** Per completed audit (oldest first), the share of answers naming each brand: all engines, the same prompts switch. */
function BrandTrend({ trend, brands, unbrandedOnly }: { trend: readonly TrendPoint[]; brands: readonly Standing[]; unbrandedOnly: boolean }) {
  const rateOf = (point: TrendPoint, brand: Standing) => {
    const entry = point.brands.find((b) => (brand.isProjectBrand ? b.isProjectBrand : !b.isProjectBrand && b.name === brand.name));
    const answers = unbrandedOnly ? point.unbrandedAnswers : point.answers;
    const mentions = (unbrandedOnly ? entry?.unbrandedMentions : entry?.mentions) ?? 0;
    return answers > 0 ? `${Math.round((100 * mentions) / answers)}%` : '—';
  };
  return (
    <details className="card-body">
      <summary>Over the last {plural(trend.length, 'audit')} (all engines)</summary>
      <DataTable
        region="Share of answers naming each brand, per audit"
        data-testid="leaderboard-trend"
        caption="Share of answers naming each brand, per audit"
        columns={[{ label: 'Audit' }, ...brands.map((brand) => ({ label: brand.name, key: brand.name, style: { overflowWrap: 'anywhere' as const } }))]}
      >
        {trend.map((point) => (
          <tr key={point.id}>
            <th scope="row" className="nowrap">
              {formatDateTime(point.completedAt)}
            </th>
            {brands.map((brand) => (
              <td key={brand.name}>{rateOf(point, brand)}</td>
            ))}
          </tr>
        ))}
      </DataTable>
    </details>
  );
}

'use client';
// The Competitors view of a report (docs/guide/answer-reading.md#the-leaderboard): for every
// tracked brand, how often the engines name it, with its 95 % range, where it comes on average
// and how they speak of it; all engines or one; over the unbranded prompts by default (a prompt
// that names your brand names it nearly always), or over every prompt.
import { useId, useState } from 'react';
import { Card, CardHeader } from '@/components/ui';
import { RateWithRange } from '@/components/measurements';
import { engineLabel, formatNumber, plural } from '@/lib/format';
import type { AuditDetail } from '@/lib/types';

type Standing = AuditDetail['analytics']['brands'][number];

export function CompetitorsCard({ analytics }: { analytics: AuditDetail['analytics'] }) {
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
      <div className="table-wrap">
        <table className="table" data-testid="leaderboard">
          <thead>
            <tr>
              <th scope="col">Brand</th>
              <th scope="col">Named in</th>
              <th scope="col">Answers</th>
              <th scope="col">Average position</th>
              <th scope="col">Positive / neutral / negative</th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      </div>
    </Card>
  );
}

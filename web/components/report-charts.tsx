'use client';
// The report's charts (recharts): citation rate per engine, confidence of the citations, the
// score over the project's audits, and share of voice against the competitors. Each chart
// has a text summary for screen readers; colours come from the CSS tokens.
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Line, LineChart, ReferenceDot, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { engineLabel, formatShortDate } from '@/lib/format';
import type { AuditDetail, ReportContext } from '@/lib/types';
import { Card, CardHeader } from './ui';

const axis = { stroke: 'var(--text-3)', fontSize: 12, tickLine: false, axisLine: false } as const;
const grid = <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />;

function ChartCard({ title, description, summary, children }: { title: string; description?: string; summary: string; children: ReactNode }) {
  return (
    <Card className="chart-card" aria-label={title}>
      <CardHeader title={title} description={description} />
      <div className="card-body" role="img" aria-label={summary}>
        {children}
      </div>
    </Card>
  );
}

function TooltipBox({ children }: { children: ReactNode }) {
  return <div className="chart-tooltip">{children}</div>;
}

export function ProviderBreakdownChart({ analytics }: { analytics: AuditDetail['analytics'] }) {
  const data = analytics.providerBreakdown.map((p) => ({ ...p, name: engineLabel(p.provider) }));
  const summary = data.map((p) => `${p.name}: cited in ${p.cited} of ${p.total} answers (${p.rate}%)`).join('; ');
  return (
    <ChartCard title="Citation rate by engine" description="Share of answers that cite your brand." summary={summary || 'No answers.'}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 18, right: 8, left: 0, bottom: 0 }}>
          {grid}
          <XAxis dataKey="name" {...axis} />
          <YAxis domain={[0, 100]} unit="%" width={44} {...axis} />
          <Tooltip
            cursor={{ fill: 'var(--surface-2)' }}
            content={({ active, payload }) =>
              active && payload?.[0] ? (
                <TooltipBox>
                  <strong>{payload[0].payload.name}</strong>
                  <div>
                    Cited in {payload[0].payload.cited} of {payload[0].payload.total} answers ({payload[0].payload.rate}%)
                  </div>
                </TooltipBox>
              ) : null
            }
          />
          <Bar dataKey="rate" fill="var(--chart-1)" radius={[4, 4, 0, 0]} maxBarSize={56} isAnimationActive={false}>
            <LabelList dataKey="rate" position="top" formatter={(v: unknown) => `${v}%`} fill="var(--text-2)" fontSize={12} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function ConfidenceChart({ analytics }: { analytics: AuditDetail['analytics'] }) {
  const { high, medium, low } = analytics.confidenceDistribution;
  const data = [
    { name: 'High', hint: 'exact name, or backed by your site', value: high, color: 'var(--success)' },
    { name: 'Medium', hint: 'looser name, alias or domain', value: medium, color: 'var(--chart-3)' },
    { name: 'Low', hint: 'your page cited alone', value: low, color: 'var(--chart-muted)' },
  ];
  return (
    <ChartCard
      title="Citation confidence"
      description={`${analytics.totalCitations} citations, average confidence ${analytics.avgConfidence}%.`}
      summary={data.map((d) => `${d.name}: ${d.value}`).join(', ')}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 18, right: 8, left: 0, bottom: 0 }}>
          {grid}
          <XAxis dataKey="name" {...axis} />
          <YAxis allowDecimals={false} width={44} {...axis} />
          <Tooltip
            cursor={{ fill: 'var(--surface-2)' }}
            content={({ active, payload }) =>
              active && payload?.[0] ? (
                <TooltipBox>
                  <strong>
                    {payload[0].payload.name}: {payload[0].payload.value}
                  </strong>
                  <div className="muted">{payload[0].payload.hint}</div>
                </TooltipBox>
              ) : null
            }
          />
          <Bar dataKey="value" radius={[4, 4, 0, 0]} maxBarSize={56} isAnimationActive={false}>
            {data.map((d) => (
              <Cell key={d.name} fill={d.color} />
            ))}
            <LabelList dataKey="value" position="top" fill="var(--text-2)" fontSize={12} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function ScoreTrendChart({ trend, currentId }: { trend: ReportContext['trend']; currentId: string }) {
  const data = trend.map((t) => ({ ...t, label: formatShortDate(t.completedAt) }));
  const current = data.find((d) => d.id === currentId);
  return (
    <ChartCard
      title="Score over time"
      description={trend.length > 1 ? `The project’s last ${trend.length} completed audits.` : 'The trend appears from the second audit on.'}
      summary={data.map((d) => `${d.label}: ${d.score}`).join(', ') || 'No completed audit yet.'}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 12, right: 16, left: 0, bottom: 0 }}>
          {grid}
          <XAxis dataKey="label" {...axis} />
          <YAxis domain={[0, 100]} width={44} {...axis} />
          <Tooltip
            content={({ active, payload }) =>
              active && payload?.[0] ? (
                <TooltipBox>
                  <strong>Score {payload[0].payload.score}</strong>
                  <div className="muted">{payload[0].payload.label}</div>
                </TooltipBox>
              ) : null
            }
          />
          <Line type="monotone" dataKey="score" stroke="var(--chart-1)" strokeWidth={2.2} dot={{ r: 3, fill: 'var(--chart-1)' }} isAnimationActive={false} />
          {current && <ReferenceDot x={current.label} y={current.score} r={6} fill="var(--chart-1)" stroke="var(--surface)" strokeWidth={2} />}
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function ShareOfVoiceChart({ entries }: { entries: ReportContext['shareOfVoice'] }) {
  const data = [...entries].sort((a, b) => b.share - a.share || Number(b.isBrand) - Number(a.isBrand));
  const summary = data.map((e) => `${e.name}${e.isBrand ? ' (you)' : ''}: ${e.share}% (${e.answers} answers)`).join(', ');
  return (
    <ChartCard title="Share of voice" description="Answers naming each brand, as a share of all brand mentions; yours in colour." summary={summary || 'No brand named.'}>
      {data.length <= 1 ? (
        <p className="muted small" style={{ padding: '8px 12px' }}>
          Add competitors in the project settings to compare your share of voice with theirs.
        </p>
      ) : (
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ top: 4, right: 40, left: 8, bottom: 0 }}>
            <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" domain={[0, 100]} unit="%" {...axis} />
            <YAxis type="category" dataKey="name" width={96} {...axis} tick={{ fill: 'var(--text-2)', fontSize: 12 }} />
            <Tooltip
              cursor={{ fill: 'var(--surface-2)' }}
              content={({ active, payload }) =>
                active && payload?.[0] ? (
                  <TooltipBox>
                    <strong>{payload[0].payload.name}</strong>
                    <div>
                      {payload[0].payload.share}% · named in {payload[0].payload.answers} answers
                    </div>
                  </TooltipBox>
                ) : null
              }
            />
            <Bar dataKey="share" radius={[0, 4, 4, 0]} maxBarSize={22} isAnimationActive={false}>
              {data.map((e) => (
                <Cell key={e.name} fill={e.isBrand ? 'var(--chart-1)' : 'var(--chart-muted)'} />
              ))}
              <LabelList dataKey="share" position="right" formatter={(v: unknown) => `${v}%`} fill="var(--text-2)" fontSize={12} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      )}
    </ChartCard>
  );
}

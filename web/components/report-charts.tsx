'use client';
// The report's charts (recharts): citation rate per engine with its 95 % range as error bars,
// confidence of the citations, the score or citation rate over the project's audits with
// their ranges as a band, and share of voice against the competitors. Each chart says in one
// line how its number is computed, has a text summary for screen readers, and collapses into
// a sentence when it would draw too little (one engine, one audit, one brand, no citation).
// Colours come from the CSS tokens.
import { useId, useState, type ReactNode } from 'react';
import { Area, Bar, BarChart, CartesianGrid, Cell, ComposedChart, ErrorBar, LabelList, Line, ReferenceDot, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { engineLabel, formatShortDate } from '@/lib/format';
import { changeText, changeVerdict, estimateText, likelyText, rangeText, samplesText } from '@/lib/measurements';
import type { AuditDetail, Interval, ReportContext, TrendPoint } from '@/lib/types';
import { Card, CardHeader } from './ui';
import { DeploymentLabel, deploymentText } from './deploys';

/** The report's four charts, in a grid: the module the report page loads when they come near the screen. */
export default function ReportCharts({ audit, context }: { audit: AuditDetail; context: ReportContext }) {
  return (
    <div className="grid-2">
      <ProviderBreakdownChart analytics={audit.analytics} comparison={audit.comparison} />
      <ConfidenceChart analytics={audit.analytics} />
      <TrendChart trend={context.trend} currentId={audit.id} />
      <ShareOfVoiceChart voice={context.shareOfVoice} />
    </div>
  );
}

export const axis = { stroke: 'var(--text-3)', fontSize: 12, tickLine: false, axisLine: false } as const;
export const grid = <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />;

export function ChartCard({ title, description, how, summary, actions, footer, children }: {
  title: string;
  description?: string;
  /** one line: how the number is computed */
  how: string;
  summary: string;
  actions?: ReactNode;
  /** under the chart, outside its image: what must stay readable and clickable (links) */
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="chart-card" aria-label={title}>
      <CardHeader title={title} description={description} actions={actions} />
      <div className="card-body" role="img" aria-label={summary}>
        {children}
      </div>
      {footer}
      <p className="chart-how">{how}</p>
    </Card>
  );
}

/** A chart with too little to draw: its title and one sentence. */
function ChartSentence({ title, how, actions, children }: { title: string; how: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Card className="chart-card chart-sentence" aria-label={title}>
      <CardHeader title={title} actions={actions} />
      <p className="card-body chart-sentence-text">{children}</p>
      <p className="chart-how">{how}</p>
    </Card>
  );
}

// How each number is computed, in one line (docs/guide/how-an-audit-measures.md).
const HOW = {
  engines: 'How: answers citing your brand ÷ answers, per engine; range: 95% (Wilson).',
  confidence: 'How: each citation scored by how surely it is you; high ≥ 80%, medium ≥ 50%, low below.',
  trend: 'How: per answer 50 if cited + up to 30 the earlier you are named + 20 if your page is a source; mean of the answers.',
  voice: 'How: answers naming each brand ÷ the sum of those counts over you and the competitors.',
};

export function TooltipBox({ children }: { children: ReactNode }) {
  return <div className="chart-tooltip">{children}</div>;
}

export function ProviderBreakdownChart({ analytics, comparison }: { analytics: AuditDetail['analytics']; comparison: AuditDetail['comparison'] }) {
  const data = analytics.providerBreakdown.map((p) => ({
    ...p,
    name: engineLabel(p.provider),
    // ErrorBar takes the distances below and above the bar's top.
    error: [p.rate - p.interval.low, p.interval.high - p.rate],
    change: comparison?.providers.find((c) => c.provider.toLowerCase() === p.provider.toLowerCase()) ?? null,
  }));
  const summary = data.map((p) => `${p.name}: cited in ${p.cited} of ${p.total} answers, ${estimateText(p.rate, p.interval)}`).join('; ');
  if (data.length <= 1) {
    return (
      <ChartSentence title="Citation rate by engine" how={HOW.engines}>
        {data.length === 0 ? 'No engine answered.' : `One engine answered, ${data[0].name}: cited in ${data[0].cited} of ${data[0].total} answers, ${estimateText(data[0].rate, data[0].interval)}.`}
      </ChartSentence>
    );
  }
  return (
    <ChartCard
      title="Citation rate by engine"
      description="Share of answers citing your brand; whiskers: the 95% range."
      how={HOW.engines}
      summary={summary || 'No answers.'}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 12, right: 8, left: 0, bottom: 0 }}>
          {grid}
          <XAxis dataKey="name" {...axis} height={50} interval={0} tick={(props: TickProps) => <EngineTick {...props} data={data} />} />
          <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} unit="%" width={44} {...axis} />
          <Tooltip
            cursor={{ fill: 'var(--surface-2)' }}
            content={({ active, payload }) => {
              const p = active ? (payload?.[0]?.payload as (typeof data)[number] | undefined) : undefined;
              if (!p) return null;
              return (
                <TooltipBox>
                  <strong>{p.name}</strong>
                  <div>
                    Cited in {p.cited} of {p.total} answers ({p.rate}%)
                  </div>
                  <div className="muted">{likelyText(p.interval)}</div>
                  {p.change && (
                    <div className="muted">
                      {changeVerdict(p.change.change).label}: {changeText(p.change.rateDelta, p.change.rateDeltaInterval)}
                    </div>
                  )}
                </TooltipBox>
              );
            }}
          />
          {/* minPointSize: recharts drops a bar of height 0, and its error bar with it; a 0% rate still has a range. */}
          <Bar dataKey="rate" fill="var(--chart-1)" fillOpacity={0.85} radius={[4, 4, 0, 0]} maxBarSize={56} minPointSize={1} isAnimationActive={false}>
            <ErrorBar dataKey="error" width={10} stroke="var(--text)" strokeWidth={1.5} direction="y" isAnimationActive={false} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { index: number };
}

/** An engine's axis label: its name, its rate and the rate's 95 % range. */
function EngineTick({ x, y, payload, data }: TickProps & { data: { name: string; rate: number; interval: Interval }[] }) {
  const d = payload ? data[payload.index] : undefined;
  if (!d) return null;
  return (
    <g transform={`translate(${x},${y})`}>
      <text textAnchor="middle" dy={12} fill="var(--text-2)" fontSize={12}>
        {d.name}
      </text>
      <text textAnchor="middle" dy={28} fill="var(--text)" fontSize={12.5} fontWeight={650}>
        {d.rate}%
      </text>
      <text textAnchor="middle" dy={42} fill="var(--text-3)" fontSize={11}>
        {rangeText(d.interval)}
      </text>
    </g>
  );
}

export function ConfidenceChart({ analytics }: { analytics: AuditDetail['analytics'] }) {
  const { high, medium, low } = analytics.confidenceDistribution;
  const data = [
    { name: 'High', hint: 'exact name, or backed by your site', value: high, color: 'var(--success)' },
    { name: 'Medium', hint: 'looser name, alias or domain', value: medium, color: 'var(--chart-3)' },
    { name: 'Low', hint: 'your page cited alone', value: low, color: 'var(--chart-muted)' },
  ];
  if (analytics.totalCitations < 3) {
    return (
      <ChartSentence title="Citation confidence" how={HOW.confidence}>
        {analytics.totalCitations === 0
          ? 'No citation of your brand in this audit.'
          : `${analytics.totalCitations === 1 ? 'One citation' : `${analytics.totalCitations} citations`}: ${data.filter((d) => d.value > 0).map((d) => `${d.value} ${d.name.toLowerCase()}`).join(', ')} confidence (average ${analytics.avgConfidence}%).`}
      </ChartSentence>
    );
  }
  return (
    <ChartCard
      title="Citation confidence"
      description={`${analytics.totalCitations} citations, average confidence ${analytics.avgConfidence}%.`}
      how={HOW.confidence}
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

const TREND_METRICS = {
  score: { label: 'Score', unit: '', value: (t: TrendPoint) => t.score, interval: (t: TrendPoint) => t.scoreInterval },
  rate: { label: 'Citation rate', unit: '%', value: (t: TrendPoint) => t.citationRate, interval: (t: TrendPoint) => t.citationRateInterval },
} as const;

/**
 * The score or the citation rate over the project's completed audits, each with its 95 % range:
 * a band through the points, and whiskers on a lone point (a band needs two).
 */
export function TrendChart({ trend, currentId }: { trend: ReportContext['trend']; currentId: string }) {
  const [metric, setMetric] = useState<keyof typeof TREND_METRICS>('score');
  const m = TREND_METRICS[metric];
  const data = trend.map((t) => {
    const value = m.value(t);
    const interval = m.interval(t);
    return { id: t.id, label: formatShortDate(t.completedAt), samples: t.samples, deployment: t.deployment, value, interval, band: [interval.low, interval.high] };
  });
  // Audits that followed a deploy are marked on the chart, and listed with links under it.
  const deploys = data.filter((d) => d.deployment);
  const labels = new Map(data.map((d) => [d.id, d.label]));
  const current = data.find((d) => d.id === currentId);
  if (data.length <= 1) {
    return (
      <ChartSentence title="Score over time" how={HOW.trend}>
        {current
          ? `One completed audit so far: score ${estimateText(current.value, current.interval, '')}. The trend appears from the second audit on.`
          : 'No completed audit yet.'}
      </ChartSentence>
    );
  }
  return (
    <ChartCard
      title={`${m.label} over time`}
      description={`The project’s last ${trend.length} completed audits; the band is each one’s 95% range.`}
      how={HOW.trend}
      summary={
        data.map((d) => `${d.label}${d.deployment ? ` (after the ${deploymentText(d.deployment)})` : ''}: ${estimateText(d.value, d.interval, m.unit)}`).join(', ') ||
        'No completed audit yet.'
      }
      footer={
        deploys.length > 0 && (
          <ul className="chart-deploys small" aria-label="Deploys on the chart">
            {deploys.map((d) => (
              <li key={d.id}>
                {d.label}: <DeploymentLabel deployment={d.deployment!} />
              </li>
            ))}
          </ul>
        )
      }
      actions={
        <div className="segmented" role="group" aria-label="Metric">
          {(Object.keys(TREND_METRICS) as (keyof typeof TREND_METRICS)[]).map((key) => (
            <button key={key} type="button" aria-pressed={metric === key} onClick={() => setMetric(key)}>
              {TREND_METRICS[key].label}
            </button>
          ))}
        </div>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 12, right: 16, left: 0, bottom: 0 }}>
          {grid}
          <XAxis dataKey="id" tickFormatter={(id: string) => labels.get(id) ?? ''} {...axis} />
          <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} unit={m.unit} width={44} {...axis} />
          <Tooltip
            content={({ active, payload }) => {
              const d = active ? (payload?.[0]?.payload as (typeof data)[number] | undefined) : undefined;
              if (!d) return null;
              return (
                <TooltipBox>
                  <strong>
                    {m.label} {d.value}
                    {m.unit}
                  </strong>
                  <div>{likelyText(d.interval, m.unit)}</div>
                  <div className="muted">
                    {d.label} · {samplesText(d.samples)}
                  </div>
                </TooltipBox>
              );
            }}
          />
          <Area dataKey="band" type="monotone" stroke="none" fill="var(--chart-1)" fillOpacity={0.14} isAnimationActive={false} activeDot={false} />
          <Line type="monotone" dataKey="value" stroke="var(--chart-1)" strokeWidth={2.2} dot={{ r: 3, fill: 'var(--chart-1)' }} isAnimationActive={false} />
          {deploys.map((d) => (
            <ReferenceLine
              key={d.id}
              x={d.id}
              stroke="var(--text-2)"
              strokeDasharray="3 3"
              label={{ value: d.deployment!.sha ? d.deployment!.sha.slice(0, 7) : 'deploy', position: d.id === data[data.length - 1].id ? 'insideTopRight' : 'insideTopLeft', fill: 'var(--text-2)', fontSize: 11 }}
            />
          ))}
          {current && <ReferenceDot x={current.id} y={current.value} r={6} fill="var(--chart-1)" stroke="var(--surface)" strokeWidth={2} />}
        </ComposedChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** Over the prompts that do not name the brand by default (a prompt naming it names it nearly always), or over every prompt. */
export function ShareOfVoiceChart({ voice }: { voice: ReportContext['shareOfVoice'] }) {
  const [unbrandedOnly, setUnbrandedOnly] = useState(true);
  const switchId = useId();
  const data = [...(unbrandedOnly ? voice.unbranded : voice.all)].sort((a, b) => b.share - a.share || Number(b.isBrand) - Number(a.isBrand));
  const summary = data.map((e) => `${e.name}${e.isBrand ? ' (you)' : ''}: ${e.share}% (${e.answers} answers)`).join(', ');
  const scope = unbrandedOnly ? 'answers to prompts that do not name your brand' : 'answers to every prompt';
  const toggle = (
    <label className="row small" htmlFor={switchId} style={{ gap: 6 }}>
      <input id={switchId} type="checkbox" checked={unbrandedOnly} onChange={(e) => setUnbrandedOnly(e.target.checked)} />
      Unbranded prompts only
    </label>
  );
  if (data.length <= 1) {
    return (
      <ChartSentence title="Share of voice" how={HOW.voice}>
        No competitor to compare with: add competitors in the project settings to see your share of voice against theirs.
      </ChartSentence>
    );
  }
  if (data.every((e) => e.answers === 0)) {
    return (
      <ChartSentence title="Share of voice" how={HOW.voice} actions={toggle}>
        No answer named your brand or a competitor, over {scope}.
      </ChartSentence>
    );
  }
  return (
    <ChartCard
      title="Share of voice"
      description={`Answers naming each brand, as a share of all brand mentions, over ${scope}; yours in colour.`}
      how={HOW.voice}
      summary={summary || 'No brand named.'}
      actions={toggle}
    >

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
    </ChartCard>
  );
}

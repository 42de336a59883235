'use client';
// The Sources and Gaps views (docs/guide/sources-and-gaps.md): which domains and pages the
// engines cite, by kind, with the trend of the brand's own pages and its share of voice; and the
// prompts where competitors are named or cited instead of the brand, with the pages behind them
// and the answers as evidence. Answer text and URLs are untrusted: React escapes them, and links
// only ever point to http(s) pages.
import Link from 'next/link';
import { useId, useState, type ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { engineLabel, formatShortDateTime, plural } from '@/lib/format';
import { useAuditDetail, useCitationGaps, useOrg, useShareOfVoice, useSources } from '@/lib/queries';
import type { CitationGap, Source } from '@/lib/types';
import { Badge, Card, CardHeader, DataTable, EmptyState, ErrorState, LoadingCard } from './ui';

const KIND_COLOURS: Record<string, string> = {
  own: 'var(--chart-1)',
  competitor: 'var(--danger)',
  review: 'var(--chart-3)',
  marketplace: 'var(--chart-4)',
  forum: 'var(--chart-2)',
  news: 'var(--info)',
  encyclopedia: 'var(--success)',
  video: 'var(--warning)',
  social: '#8b5cf6',
  blog: '#64748b',
  other: 'var(--chart-muted)',
};
const KINDS = Object.keys(KIND_COLOURS);
const SCOPES = [
  { value: '', label: 'Latest audit' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: 'all', label: 'All audits' },
];
const LINE_COLOURS = ['var(--chart-1)', 'var(--chart-4)', 'var(--chart-3)', 'var(--chart-2)', 'var(--info)', 'var(--warning)'];

const percent = (share: number) => `${(share * 100).toFixed(share < 0.1 ? 1 : 0)}%`;
const axis = { stroke: 'var(--text-3)', fontSize: 12, tickLine: false, axisLine: false } as const;

/** A link to a cited page: only http(s) URLs become links. */
function PageLink({ url }: { url: string }) {
  const safe = /^https?:\/\//i.test(url);
  const label = url.replace(/^https?:\/\/(www\.)?/i, '');
  return safe ? (
    <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="ellipsis source-url" title={url}>
      {label}
    </a>
  ) : (
    <span className="ellipsis source-url">{label}</span>
  );
}

export function KindBadge({ kind }: { kind: string }) {
  return (
    <span className="kind-badge">
      <span className="kind-dot" style={{ background: KIND_COLOURS[kind] ?? KIND_COLOURS.other }} aria-hidden="true" />
      {kind}
    </span>
  );
}

interface Filters {
  scope: string;
  engine: string;
  kind: string;
}

/** The read's query string: one audit (`auditId`, for the default scope) or `since`, then engine and kind. */
function filterQuery(f: Partial<Filters>, auditId?: string): string {
  const params = new URLSearchParams();
  if (!f.scope && auditId) params.set('audit_id', auditId);
  if (f.scope) {
    const since = f.scope === 'all' ? new Date(0) : new Date(Date.now() - Number(f.scope) * 86_400_000);
    params.set('since', since.toISOString().slice(0, 10));
  }
  if (f.engine) params.set('engine', f.engine);
  if (f.kind) params.set('kind', f.kind);
  return params.toString();
}

function FilterBar({ filters, onChange, auditId }: { filters: Filters; onChange: (f: Filters) => void; auditId?: string }) {
  const org = useOrg();
  const select = (key: keyof Filters, label: string, options: { value: string; label: string }[]) => (
    <label className="filter">
      <span className="label">{label}</span>
      <select className="select select-sm" value={filters[key]} onChange={(e) => onChange({ ...filters, [key]: e.target.value })}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className="filters" role="group" aria-label="Filters">
      {select('scope', 'Audits', auditId ? [{ value: '', label: 'This audit' }, ...SCOPES.slice(1)] : SCOPES)}
      {select('engine', 'Engine', [{ value: '', label: 'All engines' }, ...(org.data?.engines ?? []).map((e) => ({ value: e, label: engineLabel(e) }))])}
      {select('kind', 'Kind', [{ value: '', label: 'All kinds' }, ...KINDS.map((k) => ({ value: k, label: k }))])}
    </div>
  );
}

function Chart({ title, description, summary, height = 280, actions, children }: {
  title: string;
  description: string;
  summary: string;
  height?: number;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card aria-label={title}>
      <CardHeader title={title} description={description} actions={actions} />
      <div className="card-body" role="img" aria-label={summary} style={{ height }}>
        {children}
      </div>
    </Card>
  );
}

function TopDomainsChart({ sources }: { sources: Source[] }) {
  const data = sources.slice(0, 10);
  return (
    <Chart
      title="Top cited domains"
      description="Answers citing a page of each domain, coloured by kind."
      summary={data.map((s) => `${s.domain} (${s.kind}): ${s.answers} answers`).join('; ')}
      height={Math.max(160, data.length * 30 + 40)}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 28, left: 0, bottom: 0 }}>
          <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} {...axis} />
          <YAxis type="category" dataKey="domain" width={150} interval={0} {...axis} tickFormatter={(d: string) => (d.length > 22 ? `${d.slice(0, 21)}…` : d)} />
          <Tooltip
            cursor={{ fill: 'var(--surface-2)' }}
            content={({ active, payload }) =>
              active && payload?.[0] ? (
                <div className="chart-tooltip">
                  <strong>{payload[0].payload.domain}</strong>
                  <div>
                    {payload[0].payload.kind} · {plural(payload[0].payload.answers, 'answer')} · {percent(payload[0].payload.share)} of citations
                  </div>
                </div>
              ) : null
            }
          />
          <Bar dataKey="answers" radius={[0, 4, 4, 0]} maxBarSize={22} isAnimationActive={false}>
            {data.map((s) => (
              <Cell key={s.domain} fill={KIND_COLOURS[s.kind] ?? KIND_COLOURS.other} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </Chart>
  );
}

function TrendCharts({ projectId, engine, brand }: { projectId: string; engine: string; brand: string }) {
  // share of voice over the prompts that do not name the brand by default (docs/guide/sources-and-gaps.md)
  const [unbrandedOnly, setUnbrandedOnly] = useState(true);
  const switchId = useId();
  const filters = new URLSearchParams(filterQuery({ engine }));
  filters.set('prompts', unbrandedOnly ? 'unbranded' : 'all');
  const voice = useShareOfVoice(projectId, filters.toString());
  if (voice.isPending) return <LoadingCard rows={3} label="Loading the trend" />;
  if (voice.isError) return <ErrorState error={voice.error} onRetry={() => voice.refetch()} />;
  // one line per audit: the engine asked, else "all" (absent when the audit asked one engine)
  const lines = engine ? voice.data : voice.data.filter((v) => v.engine === 'all' || !voice.data.some((x) => x.audit_id === v.audit_id && x.engine === 'all'));
  const names = lines[0]?.voice.map((v) => v.name) ?? [];
  const data = lines.map((l) => ({
    label: formatShortDateTime(l.completed_at),
    own: Math.round(l.own_share * 1000) / 10,
    ...Object.fromEntries(l.voice.map((v) => [v.name, Math.round(v.share * 1000) / 10])),
  }));
  const scope = engine ? engineLabel(engine) : 'all engines';
  return (
    <div className="grid-2">
      <Chart
        title="Your own pages' share"
        description={`Share of cited pages that are on your site, per completed audit (${scope}).`}
        summary={data.map((d) => `${d.label}: ${d.own}%`).join(', ') || 'No completed audit yet.'}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 12, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" {...axis} />
            <YAxis unit="%" width={48} {...axis} />
            <Tooltip formatter={(v: unknown) => [`${v}%`, `${brand}'s pages`]} />
            <Line type="monotone" dataKey="own" name={`${brand}'s pages`} stroke="var(--chart-1)" strokeWidth={2.2} dot={{ r: 3 }} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </Chart>
      <Chart
        title="Share of voice over time"
        description={`Answers naming each brand over all brand namings, per audit (${scope}), in answers to ${unbrandedOnly ? 'prompts that do not name your brand' : 'every prompt'}.`}
        actions={
          <label className="row small" htmlFor={switchId} style={{ gap: 6 }}>
            <input id={switchId} type="checkbox" checked={unbrandedOnly} onChange={(e) => setUnbrandedOnly(e.target.checked)} />
            Unbranded prompts only
          </label>
        }
        summary={lines.map((l) => `${formatShortDateTime(l.completed_at)}: ${l.voice.map((v) => `${v.name} ${percent(v.share)}`).join(', ')}`).join('; ') || 'No completed audit yet.'}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 12, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" {...axis} />
            <YAxis unit="%" domain={[0, 100]} width={48} {...axis} />
            <Tooltip formatter={(v: unknown, name: unknown) => [`${v}%`, String(name)]} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {/* the brand (first) drawn last, on top of a competitor with the same share */}
            {names.map((name, i) => ({ name, i })).reverse().map(({ name, i }) => (
              <Line key={name} type="monotone" dataKey={name} stroke={LINE_COLOURS[i % LINE_COLOURS.length]} strokeWidth={i === 0 ? 2.6 : 1.6} dot={{ r: 2.5 }} isAnimationActive={false} />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </Chart>
    </div>
  );
}

/** `auditId`: the audit the default scope covers (from the report's link), else the latest COMPLETED one. */
export function SourcesView({ projectId, brand, auditId }: { projectId: string; brand: string; auditId?: string }) {
  const [filters, setFilters] = useState<Filters>({ scope: '', engine: '', kind: '' });
  const query = filterQuery(filters, auditId);
  const sources = useSources(projectId, query);
  return (
    <div className="stack">
      <FilterBar filters={filters} onChange={setFilters} auditId={auditId} />
      {sources.isPending ? (
        <LoadingCard rows={5} label="Loading the sources" />
      ) : sources.isError ? (
        <ErrorState error={sources.error} onRetry={() => sources.refetch()} />
      ) : sources.data.length === 0 ? (
        <Card>
          <EmptyState title="No sources yet">Sources appear once an audit has completed and the engines cited pages.</EmptyState>
        </Card>
      ) : (
        <>
          <TopDomainsChart sources={sources.data} />
          <Card aria-label="Sources">
            <CardHeader
              title="Sources"
              description={`${plural(sources.data.length, 'domain')} cited. Share: of all pages cited in these answers.`}
              actions={
                <a className="btn btn-sm" href={`/api/app/projects/${projectId}/sources/export?${query}`} download>
                  Export CSV
                </a>
              }
            />
            <DataTable
              className="sources-table"
              columns={[
                { label: 'Domain' },
                { label: 'Kind' },
                { label: 'Answers', className: 'num' },
                { label: 'Share', className: 'num share' },
                { label: `Name ${brand}`, className: 'num hide-sm' },
                { label: 'Competitors named', className: 'hide-sm' },
                { label: 'Most cited page', className: 'hide-sm' },
              ]}
            >
              {sources.data.map((s) => (
                <tr key={s.domain}>
                  <td className="nowrap">
                    <strong>{s.domain}</strong>
                  </td>
                  <td>
                    <KindBadge kind={s.kind} />
                  </td>
                  <td className="num">{s.answers}</td>
                  <td className="num share">{percent(s.share)}</td>
                  <td className="num hide-sm">{s.brand_named}</td>
                  <td className="small hide-sm">{s.competitors.map((c) => `${c.name} (${c.answers})`).join(', ') || <span className="faint">none</span>}</td>
                  <td className="small source-page hide-sm">{s.pages[0] && <PageLink url={s.pages[0].url} />}</td>
                </tr>
              ))}
            </DataTable>
          </Card>
        </>
      )}
      <TrendCharts projectId={projectId} engine={filters.engine} brand={brand} />
    </div>
  );
}

/** The gap answers themselves, read from their audit's detail. */
function Evidence({ projectId, gap }: { projectId: string; gap: CitationGap }) {
  const auditId = gap.evidence[0]?.audit_id ?? '';
  const detail = useAuditDetail(projectId, auditId, !!auditId);
  if (detail.isPending) return <p className="faint small">Loading the answers…</p>;
  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => detail.refetch()} />;
  const ids = new Set(gap.evidence.map((e) => e.query_id));
  const rows = detail.data.queries.filter((q) => ids.has(q.id));
  return (
    <div className="stack evidence">
      {rows.map((q) => (
        <blockquote key={q.id} className="evidence-answer">
          <div className="faint small">
            {engineLabel(q.provider)} · answer {q.sample + 1}
          </div>
          <p>{q.response.length > 600 ? `${q.response.slice(0, 600)}…` : q.response}</p>
        </blockquote>
      ))}
      <Link className="small" href={`/projects/${projectId}/audits/${auditId}`}>
        Open the full report
      </Link>
    </div>
  );
}

function GapCard({ projectId, gap }: { projectId: string; gap: CitationGap }) {
  const [open, setOpen] = useState(false);
  return (
    <Card className="gap-card" aria-label={`Gap: ${gap.prompt}`}>
      <div className="card-body stack">
        <div className="spread" style={{ alignItems: 'flex-start', gap: 12 }}>
          <div style={{ minWidth: 0 }}>
            <h3 className="gap-prompt">“{gap.prompt}”</h3>
            <div className="row small muted" style={{ gap: 8, flexWrap: 'wrap' }}>
              <Badge tone="info">{engineLabel(gap.engine)}</Badge>
              <span>
                {gap.gap_answers} of {plural(gap.answers, 'answer')} name or cite{' '}
                {gap.competitors.map((c) => c.name).join(', ')} and not you
              </span>
            </div>
          </div>
          <Badge tone={gap.gap_answers === gap.answers ? 'danger' : 'warning'}>{Math.round((100 * gap.gap_answers) / gap.answers)}%</Badge>
        </div>
        {gap.pages.length > 0 ? (
          <div>
            <div className="label">Pages the engine relied on</div>
            <ul className="gap-pages">
              {gap.pages.map((p) => (
                <li key={p.url}>
                  <PageLink url={p.url} />
                  <KindBadge kind={p.kind} />
                  <span className="faint small nowrap">{plural(p.answers, 'answer')}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="small faint">No third-party page cited: the engine answered from its own knowledge or the competitors' sites.</p>
        )}
        <div>
          <button type="button" className="link-button small" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Hide the answers' : `Show the ${plural(gap.evidence.length, 'answer')}`}
          </button>
          {open && <Evidence projectId={projectId} gap={gap} />}
        </div>
      </div>
    </Card>
  );
}

export function GapsView({ projectId, auditId }: { projectId: string; auditId?: string }) {
  const [filters, setFilters] = useState<Filters>({ scope: '', engine: '', kind: '' });
  const gaps = useCitationGaps(projectId, filterQuery(filters, auditId));
  return (
    <div className="stack">
      <FilterBar filters={filters} onChange={setFilters} auditId={auditId} />
      {gaps.isPending ? (
        <LoadingCard rows={4} label="Loading the gaps" />
      ) : gaps.isError ? (
        <ErrorState error={gaps.error} onRetry={() => gaps.refetch()} />
      ) : gaps.data.length === 0 ? (
        <Card>
          <EmptyState title="No citation gaps">No answer names or cites a competitor without naming you in these audits.</EmptyState>
        </Card>
      ) : (
        <>
          <p className="muted small">
            {plural(gaps.data.length, 'prompt × engine')} where competitors are named or cited and you are not, most frequent first.
          </p>
          {gaps.data.map((gap) => (
            <GapCard key={gap.id} projectId={projectId} gap={gap} />
          ))}
        </>
      )}
    </div>
  );
}

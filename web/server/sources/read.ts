// Source reads (docs/guide/sources-and-gaps.md), shaped as the OpenAPI document's Source,
// CitationGap, ShareOfVoice and TopSource. Scope: one audit (`audit_id`), the COMPLETED audits
// completed since a date (`since`), else the project's latest COMPLETED audit; always within the
// caller's organisation (a project or audit of another one is a 404).
import type { Sql } from '@db/connection';
import type { CitationGap, ShareOfVoice, ShareOfVoiceQuery, Source, SourcesQuery, TopSource } from '../contract/schemas';
import { invalidInput, notFound } from '../errors';
import { findProject, type ProjectRow } from '../projects/projects';
import { citationGaps, type GapRow } from './gaps';
import { kindContext, projectProfile } from './context';
import { domainKind, type KindContext } from './kinds';
import { auditSummaries, writeSourceSummary, type SummarisedAudit } from '../audits/source-summary';
import { sortPages, type EngineTotals, type PageCount, type SourceSummary } from './summary';

const MAX_PAGES = 20;
const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

type Filters = Omit<SourcesQuery, 'limit' | 'starting_after'>;

/** The audits a read covers, oldest first. */
async function scopeAudits(sql: Sql, project: ProjectRow, filters: Filters): Promise<(SummarisedAudit & { completed_at: Date })[]> {
  if (filters.audit_id && filters.since) {
    throw invalidInput('invalid_request', 'Give either audit_id or since, not both.', 'since');
  }
  if (filters.audit_id) {
    const rows = await sql<(SummarisedAudit & { completed_at: Date })[]>`
      SELECT id, status, source_summary, completed_at FROM audits WHERE id = ${filters.audit_id} AND project_id = ${project.id} AND org_id = ${project.org_id}`;
    if (rows.length === 0) throw notFound('Audit');
    return [...rows];
  }
  return [
    ...(await sql<(SummarisedAudit & { completed_at: Date })[]>`
      SELECT id, status, source_summary, completed_at FROM audits
      WHERE project_id = ${project.id} AND org_id = ${project.org_id} AND status = 'COMPLETED'
        ${filters.since ? sql`AND completed_at >= ${new Date(filters.since)}` : sql``}
      ORDER BY completed_at DESC ${filters.since ? sql`` : sql`LIMIT 1`}`),
  ].reverse();
}

/** Per domain over the scope: counts summed across engines and audits, kinds from the project's settings. */
export function aggregateSources(summary: SourceSummary, ctx: KindContext): Source[] {
  const total = Object.values(summary.totals).reduce((n, t) => n + t.citations, 0);
  const byDomain = new Map<string, { answers: number; citations: number; brand: number; engines: Map<string, number>; competitors: Record<string, number>; pages: Map<string, PageCount> }>();
  for (const row of summary.domains) {
    let d = byDomain.get(row.domain);
    if (!d) byDomain.set(row.domain, (d = { answers: 0, citations: 0, brand: 0, engines: new Map(), competitors: {}, pages: new Map() }));
    d.answers += row.answers;
    d.citations += row.citations;
    d.brand += row.brand;
    d.engines.set(row.provider, (d.engines.get(row.provider) ?? 0) + row.answers);
    addCounts(d.competitors, row.competitors);
    for (const page of row.pages) {
      let into = d.pages.get(page.url);
      if (!into) d.pages.set(page.url, (into = { url: page.url, answers: 0, brand: 0, competitors: {} }));
      into.answers += page.answers;
      into.brand += page.brand;
      addCounts(into.competitors, page.competitors);
    }
  }
  return [...byDomain]
    .map(([domain, d]) => ({
      domain,
      kind: domainKind(ctx, domain, [...d.pages.keys()]),
      answers: d.answers,
      citations: d.citations,
      share: total > 0 ? round4(d.citations / total) : 0,
      engines: [...d.engines].map(([engine, answers]) => ({ engine, answers })).sort((a, b) => b.answers - a.answers || a.engine.localeCompare(b.engine)),
      brand_named: d.brand,
      competitors: namedList(d.competitors),
      pages: sortPages(d.pages.values())
        .slice(0, MAX_PAGES)
        .map((p) => ({ url: p.url, answers: p.answers, brand_named: p.brand, competitors: namedList(p.competitors) })),
      page_count: d.pages.size,
    }))
    .sort((a, b) => b.answers - a.answers || b.citations - a.citations || a.domain.localeCompare(b.domain));
}

function addCounts(into: Record<string, number>, from: Readonly<Record<string, number>>) {
  for (const [name, n] of Object.entries(from)) into[name] = (into[name] ?? 0) + n;
}

/** { Globex: 4, Initech: 2 } → [{ name: 'Globex', answers: 4 }, …], most first. */
const namedList = (counts: Readonly<Record<string, number>>) =>
  Object.entries(counts)
    .map(([name, answers]) => ({ name, answers }))
    .sort((a, b) => b.answers - a.answers || a.name.localeCompare(b.name));

/** `limit` + `starting_after` over a computed list: the cursor is the key of the previous page's last item. */
function page<T>(items: T[], key: (item: T) => string, query: SourcesQuery): { data: T[]; hasMore?: boolean } {
  let start = 0;
  if (query.starting_after) {
    start = items.findIndex((item) => key(item) === query.starting_after) + 1;
    if (start === 0) throw invalidInput('invalid_request', 'starting_after does not name an item of this list.', 'starting_after');
  }
  if (!query.limit) return { data: items.slice(start) };
  return { data: items.slice(start, start + query.limit), hasMore: start + query.limit < items.length };
}

/**
 * The aggregate of COMPLETED audits whose summaries are stored never changes until the project's
 * settings do (their kinds), so it is kept in process, by audits, engine and settings version;
 * the least recently used go first (docs/benchmarks.md, Sources).
 */
const CACHE_ENTRIES = 200;
const cache = new Map<string, Source[]>();

async function projectSources(sql: Sql, project: ProjectRow, audits: SummarisedAudit[], engine?: string): Promise<Source[]> {
  const fixed = audits.every((a) => a.status === 'COMPLETED' && a.source_summary);
  const key = fixed ? [project.id, new Date(project.updated_at).getTime(), engine ?? '', ...audits.map((a) => a.id)].join('|') : null;
  const hit = key ? cache.get(key) : undefined;
  if (hit) {
    cache.delete(key!); // re-inserted: Map order is our recency order
    cache.set(key!, hit);
    return hit;
  }
  const sources = aggregateSources(await auditSummaries(sql, audits, engine), kindContext(project));
  if (key) {
    cache.set(key, sources);
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  }
  return sources;
}

export async function listSources(sql: Sql, orgId: string, projectId: string, query: SourcesQuery) {
  const project = await findProject(sql, orgId, projectId);
  const audits = await scopeAudits(sql, project, query);
  const sources = await projectSources(sql, project, audits, query.engine);
  return page(query.kind ? sources.filter((s) => s.kind === query.kind) : sources, (s) => s.domain, query);
}

/** The engines whose answers in the scope were made up by the simulated engine (itself, or its stand-ins in demo mode). */
export async function simulatedEngines(sql: Sql, orgId: string, projectId: string, query: SourcesQuery): Promise<Set<string>> {
  const audits = await scopeAudits(sql, await findProject(sql, orgId, projectId), query);
  if (audits.length === 0) return new Set();
  const rows = await sql<{ provider: string }[]>`
    SELECT DISTINCT provider FROM audit_queries WHERE audit_id IN ${sql(audits.map((a) => a.id))} AND simulated`;
  return new Set(rows.map((r) => r.provider));
}

/** The detail's `analytics.topSources`: the ten domains cited by most answers of the audit. */
export async function topSources(sql: Sql, project: ProjectRow, audit: SummarisedAudit): Promise<TopSource[]> {
  const sources = await projectSources(sql, project, [audit]);
  return sources.slice(0, 10).map((s) => ({ domain: s.domain, kind: s.kind, answers: s.answers, share: s.share, brandNamed: s.brand_named }));
}

export async function listCitationGaps(sql: Sql, orgId: string, projectId: string, query: SourcesQuery) {
  const project = await findProject(sql, orgId, projectId);
  const audits = await scopeAudits(sql, project, query);
  const rows = audits.length
    ? await sql<GapRow[]>`
        SELECT id, audit_id, prompt, provider, cited, sources,
               coalesce(jsonb_path_query_array(analysis, '$.competitors[*].name'), '[]'::jsonb) AS competitors
        FROM audit_queries
        WHERE audit_id IN ${sql(audits.map((a) => a.id))} AND state = 'answered'
          ${query.engine ? sql`AND provider = ${query.engine}` : sql``}
        ORDER BY ordinal`
    : [];
  const gaps: CitationGap[] = citationGaps(rows, kindContext(project), query.kind);
  return page(gaps, (g) => g.id, query);
}

/**
 * The naming counts of some audits' answers to unbranded prompts, per audit and engine: the same
 * reading as the source summary's totals (the brand named in the text, the competitors the
 * analysis kept), over the rows whose prompt does not name the brand.
 */
async function unbrandedTotals(sql: Sql, auditIds: readonly string[]): Promise<Map<string, Record<string, Omit<EngineTotals, 'citations'>>>> {
  const byAudit = new Map<string, Record<string, Omit<EngineTotals, 'citations'>>>();
  if (auditIds.length === 0) return byAudit;
  const [answers, competitors] = await Promise.all([
    sql<{ audit_id: string; provider: string; answers: number; brand: number }[]>`
      SELECT audit_id, provider, count(*)::int AS answers, count(*) FILTER (WHERE analysis->>'firstMentionSentence' IS NOT NULL)::int AS brand
      FROM audit_queries WHERE audit_id IN ${sql(auditIds)} AND state = 'answered' AND NOT branded
      GROUP BY 1, 2`,
    sql<{ audit_id: string; provider: string; name: string; answers: number }[]>`
      SELECT q.audit_id, q.provider, c.name, count(DISTINCT q.id)::int AS answers
      FROM audit_queries q CROSS JOIN LATERAL jsonb_array_elements_text(coalesce(jsonb_path_query_array(q.analysis, '$.competitors[*].name'), '[]'::jsonb)) c(name)
      WHERE q.audit_id IN ${sql(auditIds)} AND q.state = 'answered' AND NOT q.branded
      GROUP BY 1, 2, 3`,
  ]);
  const engineOf = (auditId: string, provider: string) => {
    let audit = byAudit.get(auditId);
    if (!audit) byAudit.set(auditId, (audit = {}));
    return (audit[provider] ??= { answers: 0, brand: 0, competitors: {} });
  };
  for (const row of answers) Object.assign(engineOf(row.audit_id, row.provider), { answers: row.answers, brand: row.brand });
  for (const row of competitors) engineOf(row.audit_id, row.provider).competitors[row.name] = row.answers;
  return byAudit;
}

/**
 * Per COMPLETED audit (oldest first) and engine, plus "all": the share of cited pages that are the
 * brand's own (over every prompt), and the share of voice by naming count — answers naming each
 * of the brand and the competitors over the sum of those counts — over the unbranded prompts
 * (default) or every prompt (docs/guide/sources-and-gaps.md).
 */
export async function shareOfVoice(sql: Sql, orgId: string, projectId: string, query: ShareOfVoiceQuery): Promise<ShareOfVoice[]> {
  const { prompts } = query;
  const project = await findProject(sql, orgId, projectId);
  const audits = await scopeAudits(sql, project, { since: query.since ?? '1970-01-01' });
  for (const audit of audits) audit.source_summary ??= (await writeSourceSummary(sql, audit.id)).totals;
  const ctx = kindContext(project);
  const own = new Map<string, number>();
  if (audits.length && ctx.own.size) {
    const rows = await sql<{ audit_id: string; provider: string; citations: number }[]>`
      SELECT audit_id, provider, sum(citations)::int AS citations FROM audit_sources
      WHERE audit_id IN ${sql(audits.map((a) => a.id))} AND domain IN ${sql([...ctx.own])} GROUP BY audit_id, provider`;
    for (const row of rows) own.set(`${row.audit_id}\u0000${row.provider}`, row.citations);
  }
  const unbranded = prompts === 'unbranded' ? await unbrandedTotals(sql, audits.map((a) => a.id)) : null;
  const competitors = projectProfile(project).competitors.map((c) => c.name);
  return audits.flatMap((audit) => {
    const totals = audit.source_summary!;
    const covered = unbranded ? (unbranded.get(audit.id) ?? {}) : totals;
    const engines = Object.keys(totals).filter((e) => !query.engine || e === query.engine).sort();
    const lines: [string, string[]][] = engines.map((engine) => [engine, [engine]]);
    if (!query.engine && engines.length > 1) lines.unshift(['all', engines]);
    return lines.map(([engine, included]) => {
      const sum = (f: (t: EngineTotals) => number) => included.reduce((n, e) => n + f(totals[e]), 0);
      const sumCovered = (f: (t: Omit<EngineTotals, 'citations'>) => number) => included.reduce((n, e) => n + (covered[e] ? f(covered[e]) : 0), 0);
      const citations = sum((t) => t.citations);
      const ownCitations = included.reduce((n, e) => n + (own.get(`${audit.id}\u0000${e}`) ?? 0), 0);
      const named = [
        { name: project.brand_name, brand: true, answers: sumCovered((t) => t.brand) },
        ...competitors.map((name) => ({ name, brand: false, answers: sumCovered((t) => t.competitors[name] ?? 0) })),
      ];
      const voiceTotal = named.reduce((n, v) => n + v.answers, 0);
      return {
        audit_id: audit.id,
        completed_at: audit.completed_at.toISOString(),
        engine,
        prompts,
        answers: sumCovered((t) => t.answers),
        citations,
        own_citations: ownCitations,
        own_share: citations > 0 ? round4(ownCitations / citations) : 0,
        voice: named.map((v) => ({ ...v, share: voiceTotal > 0 ? round4(v.answers / voiceTotal) : 0 })),
      };
    });
  });
}

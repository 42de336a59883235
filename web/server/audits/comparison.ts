// What an audit is compared with, and how (docs/guide/repeatable-measurements.md, docs/guide/deploys.md).
//
// An audit's basis records what produced its numbers: the engines, the region, the model id and
// the concrete model versions the providers reported (and, for reference, a fingerprint of the
// prompt texts). An audit is compared with the project's latest earlier COMPLETED audit with the
// same basis (whatever its samples: they change the precision, not what is measured), and of the same deployment environment when it names one. The prompt
// set is not part of the match: the comparison covers only the prompt texts asked in both audits
// (`prompts: { common, added, removed }`), so adding a prompt does not move the delta. It is made
// once, when the audit completes, and stored with it. A reviewer's correction changes an audit's
// figures (docs/guide/reviewing-answers.md): its comparison, and that of a later audit compared
// with it, are made again from the corrected figures (`recompareAfterCorrection`).
import crypto from 'node:crypto';
import type { Sql, TxSql } from '@db/connection';
import { changeInterval, changeOf, type Change, type Interval } from '../analysis/intervals';
import { MAX_FLIPS, MAX_SOURCE_CHANGES } from '../contract/schemas';
import { pageDomain, pageUrl } from '../sources/summary';
import { scoreAnsweredRows } from './row-store';
import { siteComparison, type SiteComparison } from './site-changes';

export interface AuditBasis {
  promptSetFingerprint: string;
  engines: string[];
  region: string;
  model: string;
  /** per engine, the distinct concrete versions its answers reported, sorted */
  modelVersions: Record<string, string[]>;
}

export interface Deployment {
  sha: string | null;
  ref: string | null;
  environment: string | null;
  url: string | null;
}

export interface ProviderComparison {
  provider: string;
  rate: number;
  previousRate: number;
  rateDelta: number;
  rateDeltaInterval: Interval;
  significant: boolean;
  change: Change;
}

export interface FlipSide {
  cited: number;
  total: number;
  rate: number;
  /** distinct URLs of the brand's site cited in those answers, at most 5 */
  citations: string[];
}

export interface Flip {
  prompt: string;
  provider: string;
  before: FlipSide;
  after: FlipSide;
  change: number;
  changeInterval: Interval;
  significant: boolean;
}

export interface SourceDomainChange {
  domain: string;
  pages: string[];
  answers: number;
}

export interface BrandComparison {
  name: string;
  isProjectBrand: boolean;
  rank: number | null;
  previousRank: number | null;
  rate: number;
  previousRate: number;
  rateDelta: number;
}

export interface Comparison {
  auditId: string;
  createdAt: string;
  deployment: Deployment | null;
  score: number;
  citationRate: number;
  scoreDelta: number;
  scoreDeltaInterval: Interval;
  scoreChange: Change;
  citationRateDelta: number;
  citationRateDeltaInterval: Interval;
  significant: boolean;
  change: Change;
  providers: ProviderComparison[];
  prompts: { common: number; added: number; removed: number };
  flips: Flip[];
  flipsTotal: number;
  sources: { gained: SourceDomainChange[]; lost: SourceDomainChange[]; gainedTotal: number; lostTotal: number };
  brands: BrandComparison[];
  site: SiteComparison | null;
}

/** The audit being compared, as the comparison reads it. */
export interface ComparedAudit {
  id: string;
  project_id: string;
  deployment: Deployment | null;
  snapshot_id: string | null;
}

/** At most this many pages per domain, and cited URLs per side of a flip. */
const MAX_PAGES = 5;

/** SHA-256 of the prompt texts, case-folded, trimmed and sorted: the same set gives the same fingerprint. */
export function promptSetFingerprint(texts: readonly string[]): string {
  const normalised = texts.map((t) => t.trim().toLowerCase()).sort();
  return crypto.createHash('sha256').update(JSON.stringify(normalised)).digest('hex');
}

/** The basis of an audit from its rows (called when it completes). */
export async function auditBasis(
  tx: TxSql,
  audit: { id: string; prompt_set: string | null; region: string; model: string },
): Promise<AuditBasis> {
  const engines = await tx<{ provider: string; versions: string[] }[]>`
    SELECT provider, coalesce(array_agg(DISTINCT model_version) FILTER (WHERE model_version IS NOT NULL), '{}') AS versions
    FROM audit_queries WHERE audit_id = ${audit.id} GROUP BY provider ORDER BY provider`;
  return {
    promptSetFingerprint: audit.prompt_set ?? '',
    engines: engines.map((e) => e.provider),
    region: audit.region,
    model: audit.model,
    modelVersions: Object.fromEntries(engines.map((e) => [e.provider, [...e.versions].sort()])),
  };
}

const rounded = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : 0);

/**
 * The change between two rates in points, rounded once from the exact rates: 1/3 → 2/3 is +33,
 * where the difference of the two rounded rates (67 − 33) would say +34.
 */
export function pointsBetween(previous: { part: number; whole: number }, current: { part: number; whole: number }): number {
  const rate = (r: { part: number; whole: number }) => (r.whole > 0 ? (100 * r.part) / r.whole : 0);
  return Math.round(rate(current) - rate(previous)) + 0; // + 0: never −0
}

/** How the prompt texts of two audits are matched: trimmed and case-folded, as the fingerprint does. */
const promptKey = (tx: TxSql | Sql) => tx`lower(btrim(prompt))`;

/**
 * Compares a completing audit with the latest earlier COMPLETED audit of its project with the
 * same basis (prompt set aside) and, when the audit names a deployment
 * environment, the same environment; null when there is none.
 */
export async function compareWithPrevious(tx: TxSql, audit: ComparedAudit, basis: AuditBasis): Promise<Comparison | null> {
  const { promptSetFingerprint: _asked, ...matched } = basis;
  const environment = audit.deployment?.environment ?? null;
  const [previous] = await tx<{ id: string; created_at: Date; deployment: Deployment | null; snapshot_id: string | null }[]>`
    SELECT id, created_at, deployment, snapshot_id FROM audits
    WHERE project_id = ${audit.project_id} AND status = 'COMPLETED' AND basis IS NOT NULL
      AND basis - 'promptSetFingerprint' = ${tx.json(matched as never)}
      ${environment === null ? tx`` : tx`AND deployment->>'environment' = ${environment}`}
      AND id <> ${audit.id} AND created_at < (SELECT created_at FROM audits WHERE id = ${audit.id})
    ORDER BY created_at DESC, id DESC LIMIT 1`;
  if (!previous) return null;

  const [prompts] = await tx<{ common: string[]; added: number; removed: number }[]>`
    WITH now_asked AS (SELECT DISTINCT ${promptKey(tx)} AS k FROM audit_queries WHERE audit_id = ${audit.id}),
         before AS (SELECT DISTINCT ${promptKey(tx)} AS k FROM audit_queries WHERE audit_id = ${previous.id})
    SELECT coalesce((SELECT array_agg(k) FROM now_asked WHERE k IN (SELECT k FROM before)), '{}') AS common,
           (SELECT count(*)::int FROM now_asked WHERE k NOT IN (SELECT k FROM before)) AS added,
           (SELECT count(*)::int FROM before WHERE k NOT IN (SELECT k FROM now_asked)) AS removed`;
  const common = prompts.common;
  const current = await scoreAnsweredRows(tx, audit.id, common);
  const before = await scoreAnsweredRows(tx, previous.id, common);

  const rateDeltaInterval = changeInterval({ successes: before.citedQueries, n: before.totalQueries }, { successes: current.citedQueries, n: current.totalQueries });
  const scoreDeltaInterval = changeInterval(
    { successes: (before.scoreMean / 100) * before.totalQueries, n: before.totalQueries },
    { successes: (current.scoreMean / 100) * current.totalQueries, n: current.totalQueries },
  );
  const rateChange = changeOf(rateDeltaInterval);
  const [byProvider, flips, sources, brands, site] = [
    await countsBy(tx, 'provider', audit.id, previous.id, common),
    await promptFlips(tx, audit.id, previous.id, common),
    await sourceChanges(tx, audit.id, previous.id, common),
    await brandChanges(tx, audit.id, previous.id, common),
    await siteComparison(tx, previous.snapshot_id, audit.snapshot_id),
  ];

  return {
    auditId: previous.id,
    createdAt: new Date(previous.created_at).toISOString(),
    deployment: previous.deployment,
    score: before.score,
    citationRate: rounded(before.citedQueries, before.totalQueries),
    scoreDelta: Math.round(current.scoreMean - before.scoreMean) + 0,
    scoreDeltaInterval,
    scoreChange: changeOf(scoreDeltaInterval),
    citationRateDelta: pointsBetween({ part: before.citedQueries, whole: before.totalQueries }, { part: current.citedQueries, whole: current.totalQueries }),
    citationRateDeltaInterval: rateDeltaInterval,
    significant: rateChange !== 'none',
    change: rateChange,
    providers: byProvider.map((p) => {
      const interval = changeInterval({ successes: p.previousCited, n: p.previousTotal }, { successes: p.cited, n: p.total });
      const change = changeOf(interval);
      return {
        provider: p.key.toUpperCase(),
        rate: rounded(p.cited, p.total),
        previousRate: rounded(p.previousCited, p.previousTotal),
        rateDelta: pointsBetween({ part: p.previousCited, whole: p.previousTotal }, { part: p.cited, whole: p.total }),
        rateDeltaInterval: interval,
        significant: change !== 'none',
        change,
      };
    }),
    prompts: { common: common.length, added: prompts.added, removed: prompts.removed },
    flips: flips.slice(0, MAX_FLIPS),
    flipsTotal: flips.length,
    sources,
    brands,
    site,
  };
}

interface PairedCounts {
  key: string;
  cited: number;
  total: number;
  previousCited: number;
  previousTotal: number;
}

/** Answered rows and citing rows of both audits over the common prompts, grouped by provider. */
async function countsBy(tx: TxSql | Sql, column: 'provider', auditId: string, previousId: string, common: string[]): Promise<PairedCounts[]> {
  const rows = await tx<{ key: string; cited: number; total: number; previous_cited: number; previous_total: number }[]>`
    SELECT ${tx(column)} AS key,
           count(*) FILTER (WHERE audit_id = ${auditId})::int AS total,
           count(*) FILTER (WHERE audit_id = ${auditId} AND cited)::int AS cited,
           count(*) FILTER (WHERE audit_id = ${previousId})::int AS previous_total,
           count(*) FILTER (WHERE audit_id = ${previousId} AND cited)::int AS previous_cited
    FROM audit_queries WHERE audit_id IN (${auditId}, ${previousId}) AND state = 'answered' AND ${promptKey(tx)} = ANY(${common})
    GROUP BY 1 ORDER BY 1`;
  return rows.map((r) => ({ key: r.key, cited: r.cited, total: r.total, previousCited: r.previous_cited, previousTotal: r.previous_total }));
}

/**
 * Every prompt × engine pair answered in both audits whose citation rate changed, significant
 * first, then by size of change; each side with the brand's pages the answers cited.
 */
async function promptFlips(tx: TxSql, auditId: string, previousId: string, common: string[]): Promise<Flip[]> {
  const rows = await tx<{ prompt: string; provider: string; side: 'after' | 'before'; cited: number; total: number; own: string[] }[]>`
    SELECT min(q.prompt) AS prompt, q.provider, CASE WHEN q.audit_id = ${auditId} THEN 'after' ELSE 'before' END AS side,
           count(DISTINCT q.id) FILTER (WHERE q.cited)::int AS cited, count(DISTINCT q.id)::int AS total,
           coalesce(array_agg(DISTINCT o.url) FILTER (WHERE o.url IS NOT NULL), '{}') AS own
    FROM audit_queries q
    LEFT JOIN LATERAL (SELECT jsonb_array_elements_text(q.analysis->'ownSources') AS url
                       WHERE q.cited AND jsonb_typeof(q.analysis->'ownSources') = 'array') o ON true
    WHERE q.audit_id IN (${auditId}, ${previousId}) AND q.state = 'answered' AND lower(btrim(q.prompt)) = ANY(${common})
    GROUP BY q.audit_id, q.provider, lower(btrim(q.prompt))`;
  const pairs = new Map<string, { prompt: string; provider: string; before?: FlipSide; after?: FlipSide }>();
  for (const row of rows) {
    const key = `${row.prompt.trim().toLowerCase()}\u0000${row.provider}`;
    const pair = pairs.get(key) ?? { prompt: row.prompt, provider: row.provider };
    if (row.side === 'after') pair.prompt = row.prompt; // the text as asked now
    pair[row.side] = { cited: row.cited, total: row.total, rate: rounded(row.cited, row.total), citations: [...row.own].sort().slice(0, MAX_PAGES) };
    pairs.set(key, pair);
  }
  const flips: Flip[] = [];
  for (const { prompt, provider, before, after } of pairs.values()) {
    if (!before || !after || before.cited * after.total === after.cited * before.total) continue;
    const interval = changeInterval({ successes: before.cited, n: before.total }, { successes: after.cited, n: after.total });
    flips.push({
      prompt,
      provider: provider.toUpperCase(),
      before,
      after,
      change: pointsBetween({ part: before.cited, whole: before.total }, { part: after.cited, whole: after.total }),
      changeInterval: interval,
      significant: changeOf(interval) !== 'none',
    });
  }
  return flips.sort(
    (a, b) =>
      Number(b.significant) - Number(a.significant) ||
      Math.abs(b.change) - Math.abs(a.change) ||
      (a.prompt < b.prompt ? -1 : a.prompt > b.prompt ? 1 : 0) ||
      (a.provider < b.provider ? -1 : a.provider > b.provider ? 1 : 0),
  );
}

/** Per registrable domain, the answers citing a page of it and the pages cited (as sources/summary.ts counts them). */
async function citedDomains(tx: TxSql, auditId: string, common: string[]): Promise<Map<string, { answers: number; pages: Map<string, number> }>> {
  const rows = await tx<{ sources: string[] }[]>`
    SELECT sources FROM audit_queries WHERE audit_id = ${auditId} AND state = 'answered' AND ${promptKey(tx)} = ANY(${common})`;
  const domains = new Map<string, { answers: number; pages: Map<string, number> }>();
  for (const row of rows) {
    const byDomain = new Map<string, Set<string>>();
    for (const source of row.sources) {
      const url = pageUrl(source);
      const domain = url && pageDomain(url);
      if (!url || !domain) continue;
      byDomain.set(domain, (byDomain.get(domain) ?? new Set()).add(url));
    }
    for (const [domain, pages] of byDomain) {
      const entry = domains.get(domain) ?? { answers: 0, pages: new Map() };
      entry.answers++;
      for (const page of pages) entry.pages.set(page, (entry.pages.get(page) ?? 0) + 1);
      domains.set(domain, entry);
    }
  }
  return domains;
}

/** Domains cited on one side only, most answers first. */
async function sourceChanges(tx: TxSql, auditId: string, previousId: string, common: string[]): Promise<Comparison['sources']> {
  const now = await citedDomains(tx, auditId, common);
  const before = await citedDomains(tx, previousId, common);
  const onlyIn = (side: typeof now, other: typeof now): SourceDomainChange[] =>
    [...side]
      .filter(([domain]) => !other.has(domain))
      .map(([domain, entry]) => ({
        domain,
        answers: entry.answers,
        pages: [...entry.pages].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, MAX_PAGES).map(([url]) => url),
      }))
      .sort((a, b) => b.answers - a.answers || (a.domain < b.domain ? -1 : 1));
  const gained = onlyIn(now, before);
  const lost = onlyIn(before, now);
  return { gained: gained.slice(0, MAX_SOURCE_CHANGES), lost: lost.slice(0, MAX_SOURCE_CHANGES), gainedTotal: gained.length, lostTotal: lost.length };
}

/**
 * Each tracked brand's visibility (answers naming it / answers, as analytics.brands counts it,
 * corrections included through answer_brands) over the common prompts in both audits, and its
 * rank by that rate among the brands tracked then (a tie shares the better place).
 */
async function brandChanges(tx: TxSql, auditId: string, previousId: string, common: string[]): Promise<BrandComparison[]> {
  const standings = async (id: string) => {
    const [audit] = await tx<{ tracked: string[] }[]>`SELECT tracked_brands AS tracked FROM audits WHERE id = ${id}`;
    const rows = await tx<{ name: string; is_project_brand: boolean; named: number }[]>`
      SELECT b.value->>'name' AS name, bool_or((b.value->>'isProjectBrand')::boolean) AS is_project_brand, count(DISTINCT q.id)::int AS named
      FROM audit_queries q, jsonb_array_elements(answer_brands(q.brands, q.cited, q.sentiment)) b
      WHERE q.audit_id = ${id} AND q.state = 'answered' AND ${promptKey(tx)} = ANY(${common})
      GROUP BY 1`;
    const [{ answers }] = await tx<{ answers: number }[]>`
      SELECT count(*)::int AS answers FROM audit_queries WHERE audit_id = ${id} AND state = 'answered' AND ${promptKey(tx)} = ANY(${common})`;
    const tracked = audit?.tracked ?? [];
    const named = (name: string, own: boolean) => rows.find((r) => (own ? r.is_project_brand : !r.is_project_brand && r.name === name))?.named ?? 0;
    const entries = tracked.map((name, i) => ({ name, isProjectBrand: i === 0, rate: rounded(named(name, i === 0), answers), mentions: named(name, i === 0) }));
    return entries.map((e) => ({ ...e, rank: 1 + entries.filter((other) => other.mentions > e.mentions).length }));
  };
  const now = await standings(auditId);
  const before = await standings(previousId);
  const names = [...new Set([...now.map((b) => b.name), ...before.map((b) => b.name)])];
  return names.map((name) => {
    const n = now.find((b) => b.name === name);
    const p = before.find((b) => b.name === name);
    return {
      name,
      isProjectBrand: n?.isProjectBrand ?? p?.isProjectBrand ?? false,
      rank: n?.rank ?? null,
      previousRank: p?.rank ?? null,
      rate: n?.rate ?? 0,
      previousRate: p?.rate ?? 0,
      rateDelta: (n?.rate ?? 0) - (p?.rate ?? 0),
    };
  });
}

/**
 * After a correction of audit `auditId`: its stored comparison, and those of the audits
 * compared with it, made again from the corrected figures (in the correction's transaction).
 */
export async function recompareAfterCorrection(tx: TxSql, auditId: string) {
  const audits = await tx<(ComparedAudit & { basis: AuditBasis })[]>`
    SELECT id, project_id, deployment, snapshot_id, basis FROM audits
    WHERE status = 'COMPLETED' AND basis IS NOT NULL
      AND (id = ${auditId} OR (comparison->>'auditId' = ${auditId}::text
           AND project_id = (SELECT project_id FROM audits WHERE id = ${auditId})))`;
  for (const audit of audits) {
    const comparison = await compareWithPrevious(tx, audit, audit.basis);
    await tx`UPDATE audits SET comparison = ${comparison ? tx.json(comparison as never) : null}, revision = revision + 1 WHERE id = ${audit.id}`;
  }
}

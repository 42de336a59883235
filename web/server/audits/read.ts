// Read models of audits, shaped as the OpenAPI document's AuditListItem and AuditDetail: snake_case in the list,
// camelCase in the detail. The detail's query rows (up to thousands, with full answers) are
// serialised by PostgreSQL itself and spliced into the response unparsed; a COMPLETED
// audit changes again only when a reviewer corrects a row, which bumps its `revision`, so its
// serialised rows are kept in a small in-process cache by audit and revision (by bytes, least
// recently used first). Ownership is checked by the audit's own row
// on every request before the cache is consulted. A COMPLETED detail carries a strong ETag, the
// digest of its rows (kept with them in the cache) and of the rest of the body, so that a
// correction or a pruning (both bump the revision) gives it a new one (docs/api/caching.md).
import crypto from 'node:crypto';
import type { Sql } from '@db/connection';
import { computeAnalytics, type AnalyticsRow } from '../analysis/analytics';
import { UNREAD_REASONS } from '../contract/schemas';
import { rateInterval, scoreInterval } from '../analysis/intervals';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { findProject, type Page } from '../projects/projects';
import { topSources } from '../sources/read';
import type { SummarisedAudit } from './source-summary';
import { roundUsd } from '../engines/prices';
import { ByteBudgetCache } from './byte-cache';
import { config } from '../config';

export const auditNotFound = () => new DomainError('not_found', 'Audit not found.');

/**
 * Whether the simulated engine answers (or is to answer) the audit of the row `table` 
 * (docs/guide/demo-mode.md); an audit's rows exist from its launch, so a running audit says it too.
 */
const simulatedColumn = (sql: Sql, table: string) =>
  sql`EXISTS (SELECT 1 FROM audit_queries sq WHERE sq.audit_id = ${sql(table)}.id AND sq.simulated) AS simulated`;

/** Newest first (docs/api/rest.md). */
export async function listAudits(sql: Sql, orgId: string, projectId: string, page: Page = {}) {
  const project = await findProject(sql, orgId, projectId);
  const after = page.starting_after
    ? sql`AND (created_at, id) < (SELECT created_at, id FROM audits WHERE id = ${page.starting_after} AND project_id = ${project.id})`
    : sql``;
  const rows = await sql`
    SELECT id, score, status, duration, created_at, completed_at, model, region, provider_scores, source, is_automatic,
           samples, total_queries, cited_queries, deployment,
           (SELECT coalesce(sum(cost_usd), 0)::float8 FROM audit_queries q WHERE q.audit_id = audits.id) AS cost_usd,
           ${simulatedColumn(sql, 'audits')}
    FROM audits WHERE project_id = ${project.id} ${after}
    ORDER BY created_at DESC, id DESC
    ${page.limit ? sql`LIMIT ${page.limit + 1}` : sql``}`;
  return rows.map((a) => ({
    id: a.id,
    score: a.score,
    // Like the score, the citation rate is 0 until the audit completes (its interval: 0–100).
    citation_rate: a.status === 'COMPLETED' ? percent(a.cited_queries, a.total_queries) : 0,
    citation_rate_interval: a.status === 'COMPLETED' ? rateInterval(a.cited_queries, a.total_queries) : UNKNOWN,
    samples: a.samples,
    status: a.status,
    duration: a.duration,
    created_at: a.created_at,
    completed_at: a.completed_at,
    technical_details: { model: a.model, region: a.region },
    provider_scores: a.provider_scores,
    source: a.source,
    is_automatic: a.is_automatic,
    cost_usd: a.cost_usd,
    simulated: a.simulated,
    deployment: a.deployment,
  }));
}

/** Provider usage of an audit's stored answers, in total and per engine (docs/operations/spend.md). */
export async function auditUsage(sql: Sql, auditId: string) {
  type ProviderUsage = { provider: string; input: number; output: number; searches: number; cost: number };
  const rows: ProviderUsage[] = await sql<ProviderUsage[]>`
    SELECT provider, coalesce(sum(input_tokens), 0)::int AS input, coalesce(sum(output_tokens), 0)::int AS output,
           coalesce(sum(searches), 0)::int AS searches, coalesce(sum(cost_usd), 0)::float8 AS cost
    FROM audit_queries WHERE audit_id = ${auditId} AND input_tokens IS NOT NULL
    GROUP BY provider ORDER BY provider`;
  const totals = (list: ProviderUsage[]) => ({
    inputTokens: list.reduce((n, r) => n + r.input, 0),
    outputTokens: list.reduce((n, r) => n + r.output, 0),
    searches: list.reduce((n, r) => n + r.searches, 0),
    costUsd: roundUsd(list.reduce((n, r) => n + r.cost, 0)),
  });
  return { ...totals(rows), byProvider: Object.fromEntries(rows.map((r) => [r.provider, totals([r])])) };
}

/** The interval of a figure not measured yet: anything from 0 to 100. */
const UNKNOWN = { low: 0, high: 100 } as const;

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : 0);

export interface AuditDetailResult {
  status: string;
  /** the JSON text of the `data` object */
  json: string;
  /** COMPLETED audits: a strong ETag of `json` */
  etag?: string;
}

/** The Cache-Control of an audit detail: a COMPLETED one may be kept privately (docs/api/caching.md). */
export const AUDIT_DETAIL_CACHE = { completed: 'private, max-age=300', other: 'no-store' } as const;

export async function auditDetail(sql: Sql, orgId: string, projectId: string, auditId: string): Promise<AuditDetailResult> {
  if (!isUuid(projectId) || !isUuid(auditId)) throw auditNotFound();
  const [a] = await sql`
    SELECT a.*, p.name AS project_name, p.url AS project_url, to_jsonb(p) AS project_row, ${simulatedColumn(sql, 'a')}
    FROM audits a JOIN projects p ON p.id = a.project_id
    WHERE a.id = ${auditId} AND a.project_id = ${projectId} AND a.org_id = ${orgId}`;
  if (!a) throw auditNotFound();
  const rows = a.status === 'COMPLETED' ? await completedRows(sql, a.id, a.revision, a.tracked_brands) : await answeredRows(sql, a.id, a.tracked_brands);
  const head = {
    id: a.id,
    score: a.status === 'COMPLETED' ? a.score : 0,
    scoreInterval: a.status === 'COMPLETED' ? scoreInterval(a.score_mean, a.total_queries) : UNKNOWN,
    samples: a.samples,
    status: a.status,
    currentProgress: a.current_progress,
    duration: a.duration,
    technicalDetails: { model: a.model, region: a.region },
    providerScores: a.provider_scores,
    source: a.source,
    isAutomatic: a.is_automatic,
    simulated: a.simulated,
    createdAt: a.created_at,
    completedAt: a.completed_at,
    project: { id: a.project_id, name: a.project_name, url: a.project_url },
    analytics: { ...rows.analytics, topSources: await topSources(sql, a.project_row, a as SummarisedAudit) },
    failures: rows.failures,
    basis: a.basis,
    deployment: a.deployment,
    comparison: a.comparison,
    usage: await auditUsage(sql, a.id),
    // docs/operations/retention.md: the answers' texts removed by RETENTION_DAYS, their figures kept.
    retention: a.answers_pruned > 0 ? { prunedAt: a.pruned_at, answersPruned: a.answers_pruned } : null,
    // docs/guide/answer-reading.md#reading-an-audit-again
    reread: a.reread_at ? { at: a.reread_at, reader: a.reread_reader } : null,
  };
  const json = JSON.stringify(head);
  const etag = rows.digest ? `"${crypto.createHash('sha256').update(json).update(rows.digest).digest('base64url').slice(0, 32)}"` : undefined;
  return { status: a.status, json: `${json.slice(0, -1)},"queries":${rows.queries}}`, etag };
}

interface SerialisedRows {
  /** COMPLETED audits: the sha256 of `queries` and the figures, for the ETag */
  digest?: string;
  queries: string;
  analytics: ReturnType<typeof computeAnalytics> & { unreadQueries: number };
  failures: { prompt: string; provider: string; error: string; code: string; response: string | null }[];
}

async function answeredRows(sql: Sql, auditId: string, trackedBrands: readonly string[]): Promise<SerialisedRows> {
  const [[q], stats, failures] = await Promise.all([
    sql`
      SELECT coalesce(json_agg(json_build_object(
        'id', q.id, 'prompt', q.prompt, 'response', coalesce(q.response, ''), 'provider', q.provider,
        'surface', q.surface, 'shown', q.state = 'answered', 'simulated', q.simulated, 'sample', q.sample,
        'modelVersion', q.model_version, 'cited', q.cited, 'unknownToEngine', q.unknown_to_engine,
        'sources', q.sources, 'sentiment', coalesce(q.sentiment, 'NEUTRAL'),
        'brands', answer_brands(q.brands, q.cited, q.sentiment), 'reader', q.reader, 'branded', q.branded,
        -- ISO 8601 in UTC with Z, as the contract's timestamps (json_build_object would write +00:00).
        'corrected', CASE WHEN q.corrected_at IS NULL THEN NULL ELSE json_build_object(
          'at', to_char(q.corrected_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'original', q.original) END,
        'unsure', coalesce(q.analysis->'unsure', '[]'::jsonb), 'judge', q.analysis->'judge',
        'citations', coalesce((
          SELECT json_agg(json_build_object('id', c.id, 'excerpt', c.excerpt, 'confidence', c.confidence, 'sentiment', c.sentiment) ORDER BY c.ordinal)
          FROM citations c WHERE c.query_id = q.id AND q.cited), '[]'::json),
        'usage', CASE WHEN q.input_tokens IS NULL THEN NULL ELSE json_build_object(
          'inputTokens', q.input_tokens, 'outputTokens', q.output_tokens, 'cachedTokens', q.cached_tokens,
          'reasoningTokens', q.reasoning_tokens, 'searches', q.searches, 'costUsd', q.cost_usd::float8) END
      ) ORDER BY q.ordinal), '[]'::json)::text AS queries
      FROM audit_queries q WHERE q.audit_id = ${auditId} AND q.state IN ('answered', 'not_shown')`,
    sql<({ provider: string; shown: boolean; cited: boolean; unknown_to_engine: boolean; corrected: boolean; reader_agrees: boolean | null; confidences: number[] } & Pick<AnalyticsRow, 'branded' | 'brands'>)[]>`
      SELECT q.provider, q.state = 'answered' AS shown, q.cited, q.unknown_to_engine, q.corrected_at IS NOT NULL AS corrected,
             q.branded, answer_brands(q.brands, q.cited, q.sentiment) AS brands,
             -- The model read it: does the rules' reading agree with what the model said (before any correction)?
             CASE WHEN q.rules_reading IS NOT NULL THEN coalesce(
               (q.rules_reading->>'cited')::boolean = coalesce((q.original->>'cited')::boolean, q.cited)
               AND q.rules_reading->>'sentiment' = coalesce(q.original->>'sentiment', q.sentiment, 'NEUTRAL'), false) END AS reader_agrees,
             coalesce(array_agg(c.confidence::numeric::float8) FILTER (WHERE c.id IS NOT NULL), '{}') AS confidences
      FROM audit_queries q LEFT JOIN citations c ON c.query_id = q.id AND q.cited
      WHERE q.audit_id = ${auditId} AND q.state IN ('answered', 'not_shown')
      GROUP BY q.id`,
    // An unread row (an answer whose reading ran out of time or failed) shows its answer.
    sql<{ prompt: string; provider: string; error: string; code: string; response: string | null }[]>`
      SELECT prompt, provider, coalesce(error, 'unknown error') AS error, coalesce(error_code, 'engine_failed') AS code,
             CASE WHEN error_code IN ${sql(UNREAD_REASONS)} THEN response END AS response
      FROM audit_queries WHERE audit_id = ${auditId} AND state = 'failed' ORDER BY ordinal`,
  ]);
  const unreadQueries = failures.filter((f) => (UNREAD_REASONS as readonly string[]).includes(f.code)).length;
  const analytics = computeAnalytics(
    stats.map((r) => ({
      provider: r.provider,
      shown: r.shown,
      cited: r.cited,
      unknownToEngine: r.unknown_to_engine,
      corrected: r.corrected,
      citations: r.confidences.map((confidence) => ({ confidence })),
      branded: r.branded,
      brands: r.brands,
      readerAgrees: r.reader_agrees ?? undefined,
    })),
    trackedBrands,
  );
  return { queries: q.queries, analytics: { ...analytics, unreadQueries }, failures: [...failures] };
}

// ---------------------------------------------------------------- completed-audit cache
const completedCache = new ByteBudgetCache<SerialisedRows>(
  config().AUDIT_CACHE_MB * 1024 * 1024,
  (rows) => (rows.queries.length + rows.failures.reduce((sum, f) => sum + (f.response?.length ?? 0), 0)) * 2,
);

/** Keyed by the audit's revision too: a correction (review/corrections.ts) or a pruning changes its rows. */
function completedRows(sql: Sql, auditId: string, revision: number, trackedBrands: readonly string[]): Promise<SerialisedRows> {
  return completedCache.get(`${auditId}:${revision}`, async () => {
    const rows = await answeredRows(sql, auditId, trackedBrands);
    const digest = crypto.createHash('sha256').update(rows.queries).update(JSON.stringify([rows.analytics, rows.failures])).digest('base64url');
    return { ...rows, digest };
  });
}

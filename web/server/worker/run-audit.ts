// Runs one audit: takes its lease, asks every pending row (prompt x engine) with bounded
// concurrency, stores each answer with its analysis as soon as it arrives, then scores the
// audit. All progress lives on the audit's rows: a run that dies (even SIGKILL) leaves the
// finished rows finished, and whoever takes the audit next asks only what is still pending.
import type { Sql } from '@db/connection';
import { analyzeAnswer, brandProfile, type BrandProfile } from '../analysis/analyze';
import { computeScores } from '../analysis/scores';
import type { EngineCaller } from '../engines/call';
import { engineByName } from '../engines/registry';
import { EngineError, type EngineName } from '../engines/types';
import { log } from '../log';
import { concreteModel } from '../models/catalogue';
import { refreshSnapshot, snapshotIsStale } from '../snapshots/store';
import { generateSuggestions } from '../suggestions/generate';

export interface RunContext {
  sql: Sql;
  workerId: string;
  caller: EngineCaller;
  leaseSeconds: number;
  /** aborted when the worker stops or loses the lease: no new row is started */
  signal: AbortSignal;
}

export type RunOutcome = 'finished' | 'busy' | 'gone' | 'interrupted';

interface LeasedAudit {
  id: string;
  org_id: string;
  project_id: string;
  model: string;
  region: string;
  source: string;
  keywords: string[];
  created_at: Date;
}

/** Takes the audit if nobody holds a live lease on it. */
async function takeLease(ctx: RunContext, auditId: string): Promise<LeasedAudit | undefined> {
  const [audit] = await ctx.sql<LeasedAudit[]>`
    UPDATE audits SET lease_owner = ${ctx.workerId},
                      lease_expires_at = now() + make_interval(secs => ${ctx.leaseSeconds}),
                      status = 'RUNNING', started_at = coalesce(started_at, now())
    WHERE id = ${auditId} AND status IN ('PENDING', 'RUNNING')
      AND (lease_owner IS NULL OR lease_owner = ${ctx.workerId} OR lease_expires_at < now())
    RETURNING id, org_id, project_id, model, region, source, keywords, created_at`;
  return audit;
}

export async function renewLease(sql: Sql, auditId: string, workerId: string, leaseSeconds: number): Promise<boolean> {
  const rows = await sql`
    UPDATE audits SET lease_expires_at = now() + make_interval(secs => ${leaseSeconds})
    WHERE id = ${auditId} AND lease_owner = ${workerId} AND status = 'RUNNING'`;
  return rows.count === 1;
}

export async function releaseLease(sql: Sql, auditId: string, workerId: string) {
  await sql`UPDATE audits SET lease_owner = NULL, lease_expires_at = NULL WHERE id = ${auditId} AND lease_owner = ${workerId}`;
}

export async function runAudit(ctx: RunContext, auditId: string): Promise<RunOutcome> {
  const audit = await takeLease(ctx, auditId);
  if (!audit) {
    const [row] = await ctx.sql`SELECT status FROM audits WHERE id = ${auditId}`;
    return !row || row.status === 'COMPLETED' || row.status === 'FAILED' ? 'gone' : 'busy';
  }
  await refreshSiteBeforeAudit(ctx, audit);
  const [project] = await ctx.sql`SELECT brand_name, aliases, url, competitors FROM projects WHERE id = ${audit.project_id}`;
  const profile = brandProfile({ brandName: project.brand_name, aliases: project.aliases, url: project.url, competitors: project.competitors });
  const pending = await ctx.sql<{ id: string; prompt: string; provider: EngineName }[]>`
    SELECT id, prompt, provider FROM audit_queries WHERE audit_id = ${auditId} AND state = 'pending' ORDER BY ordinal`;

  // Every row is started at once; the engine caller's per-engine limits decide how many
  // are really in flight.
  await Promise.all(pending.map((row) => askRow(ctx, audit, profile, row)));
  if (ctx.signal.aborted) return 'interrupted';
  await finishAudit(ctx.sql, auditId, ctx.workerId);
  return 'finished';
}

/**
 * The site is checked before an audit when its latest snapshot is over a day old, and
 * always after a deploy (GitHub Action launches). Its title becomes the audit's context
 * keywords when the launch gave none (SPEC §4.3). Idempotent: a resumed audit skips it.
 */
async function refreshSiteBeforeAudit(ctx: RunContext, audit: LeasedAudit) {
  const [latest] = await ctx.sql`
    SELECT checked_at, site_title FROM project_snapshots WHERE project_id = ${audit.project_id} ORDER BY checked_at DESC LIMIT 1`;
  const stale = !latest || (await snapshotIsStale(ctx.sql, audit.project_id)) ||
    (audit.source === 'github_action' && latest.checked_at < audit.created_at);
  const title = stale ? (await refreshSnapshot(ctx.sql, audit.project_id, ctx.signal))?.siteTitle : latest.site_title;
  if (audit.keywords.length === 0 && title) {
    await ctx.sql`UPDATE audits SET keywords = ${[title]} WHERE id = ${audit.id} AND keywords = '{}'`;
  }
}

async function askRow(
  ctx: RunContext,
  audit: LeasedAudit,
  profile: BrandProfile,
  row: { id: string; prompt: string; provider: EngineName },
) {
  if (ctx.signal.aborted) return;
  const engine = engineByName(row.provider);
  try {
    if (!engine) throw new EngineError(row.provider, `The ${row.provider} engine is not configured on this worker (its API key is missing).`, { retryable: false });
    const answer = await ctx.caller.ask(engine, {
      prompt: row.prompt,
      region: audit.region,
      model: concreteModel(audit.model, row.provider),
      subject: { brand: profile.name, domain: profile.domains[0], competitors: profile.competitors.map((c) => c.name) },
      signal: ctx.signal,
    });
    const analysis = analyzeAnswer(profile, { text: answer.text, sources: answer.sources, citations: answer.citations });
    await ctx.sql.begin(async (tx) => {
      const stored = await tx`
        UPDATE audit_queries SET state = 'answered', response = ${answer.text}, sources = ${answer.sources},
               cited = ${analysis.cited}, sentiment = ${analysis.sentiment}, answered_at = now(), attempts = attempts + 1,
               analysis = ${tx.json({ ...analysis, citations: undefined, providerCitations: answer.citations } as never)}
        WHERE id = ${row.id} AND state = 'pending'
        RETURNING id`;
      // Another worker that took over a lapsed lease may have stored this row already.
      if (stored.length === 0 || analysis.citations.length === 0) return;
      await tx`INSERT INTO citations ${tx(
        analysis.citations.map((c, ordinal) => ({
          query_id: row.id, audit_id: audit.id, ordinal, excerpt: c.excerpt, confidence: c.confidence, sentiment: c.sentiment,
        })),
      )}`;
    });
  } catch (err) {
    if (ctx.signal.aborted) return; // stopping: the row stays pending for the next run
    const message = err instanceof EngineError ? err.message : `Unexpected error: ${(err as Error).message}`;
    log.warn('audit row failed', { auditId: audit.id, rowId: row.id, provider: row.provider, error: message });
    await ctx.sql`
      UPDATE audit_queries SET state = 'failed', error = ${message.slice(0, 1000)}, attempts = attempts + 1
      WHERE id = ${row.id} AND state = 'pending'`;
  }
  await updateProgress(ctx.sql, audit.id);
}

/** Progress only rises: the greatest of what was shown and what is done now. */
async function updateProgress(sql: Sql, auditId: string) {
  await sql`
    UPDATE audits SET current_progress = greatest(current_progress, (
      SELECT floor(100.0 * count(*) FILTER (WHERE state <> 'pending') / greatest(count(*), 1))::int
      FROM audit_queries WHERE audit_id = ${auditId}))
    WHERE id = ${auditId} AND status = 'RUNNING'`;
}

/**
 * Scores the audit from its answered rows and closes it: COMPLETED when at least one row
 * was answered, FAILED otherwise (and then its quota unit is given back).
 */
export async function finishAudit(sql: Sql, auditId: string, workerId: string | null) {
  const rows = await sql<{ provider: string; cited: boolean; analysis: any }[]>`
    SELECT provider, cited, analysis FROM audit_queries WHERE audit_id = ${auditId} AND state = 'answered'`;
  const { score, providerScores } = computeScores(rows.map((r) => ({ provider: r.provider, ...r.analysis, cited: r.cited })));
  const closed = await sql.begin(async (tx) => {
    const [audit] = await tx`
      UPDATE audits SET
        status = ${rows.length > 0 ? 'COMPLETED' : 'FAILED'},
        score = ${rows.length > 0 ? score : 0},
        provider_scores = ${tx.json(rows.length > 0 ? providerScores : {})},
        current_progress = 100,
        completed_at = now(),
        duration = greatest(0, round(extract(epoch FROM now() - coalesce(started_at, created_at))))::int,
        error = ${rows.length > 0 ? null : 'Every query failed.'},
        lease_owner = NULL, lease_expires_at = NULL
      WHERE id = ${auditId} AND status IN ('PENDING', 'RUNNING')
        ${workerId ? tx`AND lease_owner = ${workerId}` : tx``}
      RETURNING id, org_id, project_id, status`;
    if (audit?.status === 'FAILED') await refundQuota(tx as unknown as Sql, auditId);
    return audit;
  });
  if (closed?.status === 'COMPLETED') {
    await generateSuggestions(sql, closed.project_id).catch((err) =>
      log.error('suggestion generation failed', { auditId, error: err }),
    );
  }
  return closed;
}

/** An audit that failed without a single answered row gives its quota unit back, once. */
export async function refundQuota(sql: Sql, auditId: string) {
  await sql`
    WITH refunded AS (
      UPDATE audits SET quota_refunded = true
      WHERE id = ${auditId} AND status = 'FAILED' AND NOT quota_refunded
        AND NOT EXISTS (SELECT 1 FROM audit_queries WHERE audit_id = ${auditId} AND state = 'answered')
      RETURNING org_id, quota_month)
    UPDATE quota_usage q SET used = q.used - 1
    FROM refunded r WHERE q.org_id = r.org_id AND q.month = r.quota_month AND q.used > 0`;
}

// The life of an audit, in one place: this module is the only writer of `audits.status`.
//
//   PENDING ──take──▶ RUNNING ──complete──▶ COMPLETED (at least one answered row)
//      │                 │       └────────▶ FAILED    (every row failed; quota given back)
//      └──── fail (deadline, operator cancel) ───────▶ FAILED (quota given back if nothing was answered)
//
// - created by a launch (audits/launch.ts), in the launch's transaction: at most one audit in
//   progress per project (the partial unique index audits_one_in_progress decides, not a
//   read-then-write), and one unit of the monthly quota consumed exactly once;
// - taken by the worker that claimed its job, which runs it (audits/run.ts): the job's
//   lease, renewed by the worker's heartbeat, is the only lease; a dead worker's audit is taken
//   over once that lease lapses, and the rows already answered stay answered;
// - scored once every row is asked, then completed with its scores, the counts behind its
//   intervals, its basis and its comparison with the previous audit of the same basis
//   (audits/comparison.ts; docs/guide/repeatable-measurements.md), then suggestions are regenerated;
// - failed past its deadline (AUDIT_DEADLINE_MINUTES after launch, default 120), when its job
//   died (out of attempts), or by an operator (`npm run cli -- audit cancel --id ID`); rows not asked by then are listed as
//   failures. An audit that FAILED without a single answered row gives its quota unit back, once.
// - either end queues its alerts in the same transaction (webhooks/events.ts, docs/guide/alerts.md).
import type { Sql, TxSql } from '@db/connection';
import { launchFailed } from '../errors';
import { log } from '../log';
import { dropJob, jobKey } from '../queue/queue';
import { scoreAnsweredRows } from './row-store';
import { auditSourceSummary, storeSourceSummary } from './source-summary';
import { generateSuggestions } from '../suggestions/generate';
import { auditBasis, compareWithPrevious, recompareAfterCorrection, type ComparedAudit, type Deployment } from './comparison';
import { config } from '../config';
import { metrics } from '../monitoring/metrics';
import { announceJobs } from '../queue/wake';
import { emitAuditEnded } from '../webhooks/events';

// ---------------------------------------------------------------- creation (in the launch's transaction)

/** How long an audit may stay PENDING/RUNNING before it is marked FAILED (minutes). */
export const auditDeadlineMinutes = () => config().AUDIT_DEADLINE_MINUTES;

/** Inserts a PENDING audit, or returns the project's audit in progress (then nothing is inserted). */
export async function insertAuditOrReuse(tx: TxSql, values: Record<string, unknown>): Promise<{ inserted: string } | { running: string }> {
  // A concurrent launch that got there first holds the unique slot: our INSERT waits for it
  // to commit, then does nothing and we return its audit. Should that audit finish between
  // the two statements, the slot is free again and we try once more.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [inserted] = await tx`
      INSERT INTO audits ${tx({ ...values, quota_month: tx`billing_month()`, deadline_at: tx`now() + make_interval(secs => ${auditDeadlineMinutes() * 60})` } as never)}
      ON CONFLICT (project_id) WHERE status IN ('PENDING', 'RUNNING') DO NOTHING
      RETURNING id`;
    if (inserted) return { inserted: inserted.id };
    const [running] = await tx`
      SELECT id FROM audits WHERE project_id = ${values.project_id as string} AND status IN ('PENDING', 'RUNNING')`;
    if (running) return { running: running.id };
  }
  throw new Error('Could not insert or find an audit in progress');
}

/** Consumes one unit of the organisation's monthly quota, or refuses the launch. */
export async function consumeQuota(tx: TxSql, orgId: string, monthlyAudits: number, plan: string) {
  const [row] =
    monthlyAudits > 0
      ? await tx`
          INSERT INTO quota_usage AS q (org_id, month, used)
          VALUES (${orgId}, billing_month(), 1)
          ON CONFLICT (org_id, month) DO UPDATE SET used = q.used + 1 WHERE q.used < ${monthlyAudits}
          RETURNING used`
      : [];
  if (!row) {
    throw launchFailed('quota_exhausted', `The monthly audit quota of ${monthlyAudits} (${plan} plan) is used up; it renews on the first day of next month (UTC).`);
  }
}

// ---------------------------------------------------------------- running (the worker)

export interface LeasedAudit {
  id: string;
  org_id: string;
  project_id: string;
  model: string;
  region: string;
  source: string;
  keywords: string[];
  /** the deploy the launch named (docs/guide/deploys.md), null when none */
  deployment: Deployment | null;
  created_at: Date;
  deadline_at: Date;
}

/**
 * Takes the audit (PENDING or RUNNING → RUNNING). The caller holds the audit's job, whose lease
 * is the only one (queue/queue.ts): claiming the job is what makes a worker the audit's runner,
 * and a dead worker's audit is taken over when its job's lease lapses.
 */
export async function takeAudit(sql: Sql, auditId: string): Promise<LeasedAudit | undefined> {
  const [audit] = await sql<(LeasedAudit & { first_take: boolean })[]>`
    UPDATE audits SET status = 'RUNNING', started_at = coalesce(started_at, now())
    WHERE id = ${auditId} AND status IN ('PENDING', 'RUNNING')
    RETURNING id, org_id, project_id, model, region, source, keywords, deployment, created_at, deadline_at, started_at = now() AS first_take`;
  // A resumed audit was counted RUNNING when it was first taken.
  if (audit?.first_take) metrics().audits.inc({ status: 'RUNNING' });
  return audit;
}

// ---------------------------------------------------------------- ending

/**
 * The audit's figures again from its rows as corrected: a row "not about us" scores 0, a row
 * "about us" scores at least its citation (docs/guide/how-an-audit-measures.md); its comparisons
 * with the previous audit and the next one are made again; `revision` moves so that the cached
 * detail is read anew.
 */
export async function rescore(tx: TxSql, auditId: string) {
  const scores = await scoreAnsweredRows(tx, auditId);
  await tx`
    UPDATE audits SET score = ${scores.score}, score_mean = ${scores.scoreMean}, provider_scores = ${tx.json(scores.providerScores)},
      cited_queries = ${scores.citedQueries}, revision = revision + 1
    WHERE id = ${auditId}`;
  await recompareAfterCorrection(tx, auditId);
}

/**
 * Closes the audit once every row is asked: scores it from its rows, then ends it COMPLETED (with
 * its scores, its source summary and its comparison with the previous audit of the same basis),
 * or FAILED when not a row was answered or shown by its search page (its quota unit is then given
 * back); a COMPLETED audit's project then gets its suggestions made again. `workerId`, when
 * given, must still hold the audit's job. Undefined when the audit was no longer in progress.
 */
export async function completeAudit(sql: Sql, auditId: string, workerId: string | null) {
  // Stored with the COMPLETED status, in one transaction: a completed audit always has its summary.
  const sourceSummary = await auditSourceSummary(sql, auditId);
  const { score, scoreMean, providerScores, totalQueries, citedQueries } = await scoreAnsweredRows(sql, auditId);
  const [{ not_shown: notShown }] = await sql<{ not_shown: number }[]>`
    SELECT count(*)::int AS not_shown FROM audit_queries WHERE audit_id = ${auditId} AND state = 'not_shown'`;
  // A search page that showed no AI answer is a finding too: such an audit completes.
  const completed = totalQueries + notShown > 0;
  const figures = { totalQueries, citedQueries, scoreMean };
  const closed = await sql.begin(async (tx) => {
    const [audit] = await tx<(ComparedAudit & { prompt_set: string | null; region: string; model: string })[]>`
      SELECT id, project_id, deployment, snapshot_id, prompt_set, region, model FROM audits
      WHERE id = ${auditId} AND status IN ('PENDING', 'RUNNING')
        ${workerId ? tx`AND EXISTS (SELECT 1 FROM jobs WHERE job_key = ${jobKey.audit(auditId)} AND locked_by = ${workerId})` : tx``}
      FOR UPDATE`;
    if (!audit) return undefined;
    const basis = completed ? await auditBasis(tx, audit) : null;
    const comparison = basis ? await compareWithPrevious(tx, audit, basis) : null;
    const [updated] = await tx<{ id: string; org_id: string; project_id: string; status: 'COMPLETED' | 'FAILED' }[]>`
      UPDATE audits SET
        status = ${completed ? 'COMPLETED' : 'FAILED'},
        score = ${completed ? score : 0},
        provider_scores = ${tx.json(completed ? providerScores : {})},
        total_queries = ${figures.totalQueries},
        cited_queries = ${figures.citedQueries},
        score_mean = ${scoreMean},
        basis = ${basis ? tx.json(basis as never) : null},
        comparison = ${comparison ? tx.json(comparison as never) : null},
        current_progress = 100,
        completed_at = now(),
        duration = greatest(0, round(extract(epoch FROM now() - coalesce(started_at, created_at))))::int,
        error = ${completed ? null : 'Every query failed.'}
      WHERE id = ${auditId}
      RETURNING id, org_id, project_id, status`;
    if (updated.status === 'FAILED') await refundQuota(tx, auditId);
    else await storeSourceSummary(tx, auditId, sourceSummary);
    return { ...updated, alerts: await emitAuditEnded(tx, auditId) };
  });
  if (closed) metrics().audits.inc({ status: closed.status });
  if (closed?.status === 'COMPLETED') {
    await generateSuggestions(sql, closed.project_id).catch((err) =>
      log.error('suggestion generation failed', { auditId, error: err }),
    );
  }
  // The alerts' deliveries are woken once the suggestions are made: a receiver that reads them
  // on `audit.completed` finds this audit's.
  if (closed?.alerts) announceJobs(sql, 'webhook');
  return closed;
}

/** An audit that failed without a single answered (or not shown) row gives its quota unit back, once. */
async function refundQuota(sql: Sql | TxSql, auditId: string) {
  await sql`
    WITH refunded AS (
      UPDATE audits SET quota_refunded = true
      WHERE id = ${auditId} AND status = 'FAILED' AND NOT quota_refunded
        AND NOT EXISTS (SELECT 1 FROM audit_queries WHERE audit_id = ${auditId} AND state IN ('answered', 'not_shown'))
      RETURNING org_id, quota_month)
    UPDATE quota_usage q SET used = q.used - 1
    FROM refunded r WHERE q.org_id = r.org_id AND q.month = r.quota_month AND q.used > 0`;
}

/** Ends an audit in progress as FAILED with `reason`; null when it was not in progress. */
export async function failAudit(sql: Sql, auditId: string, reason: string) {
  const audit = await sql.begin(async (tx) => {
    const [row] = await tx`
      UPDATE audits SET status = 'FAILED', error = ${reason}, completed_at = now(), current_progress = 100,
             duration = greatest(0, round(extract(epoch FROM now() - coalesce(started_at, created_at))))::int,
             score = 0
      WHERE id = ${auditId} AND status IN ('PENDING', 'RUNNING')
      RETURNING id, project_id, status`;
    if (!row) return null;
    await tx`UPDATE audit_queries SET state = 'failed', error = ${reason} WHERE audit_id = ${auditId} AND state = 'pending'`;
    await dropJob(tx, jobKey.audit(auditId));
    await refundQuota(tx, auditId);
    return { ...row, alerts: await emitAuditEnded(tx, auditId) };
  });
  if (audit) metrics().audits.inc({ status: 'FAILED' });
  if (audit?.alerts) announceJobs(sql, 'webhook');
  return audit;
}

/**
 * Fails the audits past their deadline, and those whose job died (out of attempts: the worker
 * crashed on it again and again): nothing would ever run them.
 */
export async function failStuckAudits(sql: Sql) {
  const stuck = await sql<{ id: string; overdue: boolean; last_error: string | null }[]>`
    SELECT a.id, a.deadline_at < now() AS overdue, j.last_error
    FROM audits a LEFT JOIN jobs j ON j.job_key = ${jobKey.audit('')} || a.id AND j.state = 'dead'
    WHERE a.status IN ('PENDING', 'RUNNING') AND (a.deadline_at < now() OR j.id IS NOT NULL)`;
  for (const { id, overdue, last_error } of stuck) {
    const reason = overdue ? 'The audit passed its deadline and was stopped.' : 'The audit could not be run: its worker failed on it too many times.';
    const failed = await failAudit(sql, id, reason);
    if (failed) log.warn(overdue ? 'audit passed its deadline' : 'audit job died', { auditId: id, lastError: last_error });
  }
}

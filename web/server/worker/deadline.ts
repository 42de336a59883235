// An audit can never block its project forever: past its deadline (AUDIT_DEADLINE_MINUTES
// after launch, default 120) it is marked FAILED, and an operator can end one at any time
// (`npm run cli -- audit cancel --id ID`). Rows not asked by then are listed as failures.
import type { Sql } from '@db/connection';
import { log } from '../log';
import { refundQuota } from './run-audit';

/** Ends an audit in progress as FAILED with `reason`; null when it was not in progress. */
export async function failAudit(sql: Sql, auditId: string, reason: string) {
  const audit = await sql.begin(async (tx) => {
    const [row] = await tx`
      UPDATE audits SET status = 'FAILED', error = ${reason}, completed_at = now(), current_progress = 100,
             duration = greatest(0, round(extract(epoch FROM now() - coalesce(started_at, created_at))))::int,
             score = 0, lease_owner = NULL, lease_expires_at = NULL
      WHERE id = ${auditId} AND status IN ('PENDING', 'RUNNING')
      RETURNING id, project_id, status`;
    if (!row) return null;
    await tx`UPDATE audit_queries SET state = 'failed', error = ${reason} WHERE audit_id = ${auditId} AND state = 'pending'`;
    await tx`DELETE FROM jobs WHERE kind = 'audit' AND payload->>'auditId' = ${auditId}`;
    return row;
  });
  if (audit) await refundQuota(sql, auditId);
  return audit;
}

export async function failOverdueAudits(sql: Sql) {
  const overdue = await sql`SELECT id FROM audits WHERE status IN ('PENDING', 'RUNNING') AND deadline_at < now()`;
  for (const { id } of overdue) {
    const failed = await failAudit(sql, id, 'The audit passed its deadline and was stopped.');
    if (failed) log.warn('audit passed its deadline', { auditId: id });
  }
}

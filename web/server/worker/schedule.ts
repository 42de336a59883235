// Recurring audits: a project with a schedule gets an automatic audit (source "schedule",
// is_automatic) when its next_scheduled_at comes, through the same launch rules as any
// other (quota, at most one in progress). Each due project is claimed by moving its next
// date forward first, so that several workers never launch the same one twice.
// A due project without an active prompt is left due rather than skipped for a whole period:
// a project created with a schedule (due at once) gets its first audit as soon as it has
// prompts, not a day, a week or a month later.
import type { Sql } from '@db/connection';
import { launchAudit } from '../audits/launch';
import { DomainError } from '../errors';
import { log } from '../log';
import { SCHEDULE_PERIODS } from '../projects/projects';


export async function launchScheduledAudits(sql: Sql) {
  for (;;) {
    const [due] = await sql`
      UPDATE projects SET next_scheduled_at = now() + CASE schedule
          WHEN 'daily' THEN ${SCHEDULE_PERIODS.daily}::interval
          WHEN 'weekly' THEN ${SCHEDULE_PERIODS.weekly}::interval
          ELSE ${SCHEDULE_PERIODS.monthly}::interval END
      WHERE id = (
        SELECT id FROM projects p
        WHERE schedule IS NOT NULL AND next_scheduled_at <= now()
          AND EXISTS (SELECT 1 FROM prompts WHERE project_id = p.id AND active)
        ORDER BY next_scheduled_at LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id, org_id`;
    if (!due) return;
    try {
      const result = await launchAudit(sql, { orgId: due.org_id, projectId: due.id, source: 'schedule' });
      log.info('scheduled audit', { projectId: due.id, auditId: result.auditId, reused: !!result.reused });
      await sql`UPDATE projects SET schedule_error = NULL WHERE id = ${due.id} AND schedule_error IS NOT NULL`;
    } catch (err) {
      // Quota or budget used up, …: the next occurrence will try again. The reason (what was
      // spent and what is left, for a budget) is kept on the project for its members to read.
      const reason = err instanceof DomainError ? `${err.code}: ${err.extra.detail ?? err.message}` : (err as Error).message;
      log.warn('scheduled audit not launched', { projectId: due.id, reason });
      const shown = err instanceof DomainError
        ? { code: err.code, message: err.extra.detail ?? err.message }
        : { code: 'internal_error', message: 'The scheduled audit could not be launched because of an internal error; it will be tried again at the next occurrence.' };
      await sql`UPDATE projects SET schedule_error = ${sql.json({ ...shown, at: new Date().toISOString() })} WHERE id = ${due.id}`;
    }
  }
}

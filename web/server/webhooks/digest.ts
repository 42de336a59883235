// The weekly digest (docs/guide/alerts.md#the-weekly-digest): once per ISO week, one message per
// webhook subscribed to `digest.weekly`, with the past seven days' audits, their significant
// changes (audits/changes.ts, the list_changes rule) and each project's current citation rate
// with its range. The worker's housekeeping calls `sendWeeklyDigests`; the week is claimed in SQL
// (a row `digest:<ISO week>` in alert_states, inserted in the transaction that queues the
// messages), so restarts and concurrent workers never send a week twice.
import type { Sql } from '@db/connection';
import { rateInterval, type Interval } from '../analysis/intervals';
import { listChanges, type Change } from '../audits/changes';
import { config, publicBaseUrl } from '../config';
import { announceJobs } from '../queue/wake';
import { queueDelivery, reportUrl, stateBegins } from './events';

/** The digest covers this many days before it is sent. */
export const DIGEST_DAYS = 7;
/** At most this many audits are listed, the newest first (`audits_total` counts them all). */
export const DIGEST_AUDITS_MAX = 100;

export interface DigestData {
  /** ISO 8601 week, e.g. 2026-W48 */
  week: string;
  since: string;
  audits_total: number;
  audits: { id: string; project: { id: string; name: string }; status: string; completed_at: string; citation_rate: number | null; report_url: string }[];
  changes: Change[];
  projects: { id: string; name: string; audit_id: string; completed_at: string; citation_rate: number; citation_rate_range: Interval; report_url: string }[];
  report_url: string;
}

/** The organisation's digest, every project included (scoped to a webhook's projects by `scopedTo`). */
async function digestOf(sql: Sql, orgId: string, week: string): Promise<DigestData> {
  const since = new Date(Date.now() - DIGEST_DAYS * 86_400_000);
  const audits = await sql<{ id: string; project_id: string; project_name: string; status: string; completed_at: Date; total_queries: number; cited_queries: number }[]>`
    SELECT a.id, a.project_id, p.name AS project_name, a.status, a.completed_at, a.total_queries, a.cited_queries
    FROM audits a JOIN projects p ON p.id = a.project_id
    WHERE a.org_id = ${orgId} AND a.status IN ('COMPLETED', 'FAILED') AND a.completed_at >= ${since}
    ORDER BY a.completed_at DESC, a.id`;
  const latest = await sql<{ id: string; project_id: string; project_name: string; completed_at: Date; total_queries: number; cited_queries: number }[]>`
    SELECT DISTINCT ON (a.project_id) a.id, a.project_id, p.name AS project_name, a.completed_at, a.total_queries, a.cited_queries
    FROM audits a JOIN projects p ON p.id = a.project_id
    WHERE a.org_id = ${orgId} AND a.status = 'COMPLETED'
    ORDER BY a.project_id, a.completed_at DESC, a.id`;
  const rate = (a: { total_queries: number; cited_queries: number }) => (a.total_queries > 0 ? Math.round((100 * a.cited_queries) / a.total_queries) : 0);
  return {
    week,
    since: since.toISOString(),
    audits_total: audits.length,
    audits: audits.map((a) => ({
      id: a.id,
      project: { id: a.project_id, name: a.project_name },
      status: a.status,
      completed_at: a.completed_at.toISOString(),
      citation_rate: a.status === 'COMPLETED' ? rate(a) : null,
      report_url: reportUrl(a.project_id, a.id),
    })),
    changes: await listChanges(sql, orgId, { days: DIGEST_DAYS }),
    projects: latest
      .map((a) => ({
        id: a.project_id,
        name: a.project_name,
        audit_id: a.id,
        completed_at: a.completed_at.toISOString(),
        citation_rate: rate(a),
        citation_rate_range: rateInterval(a.cited_queries, a.total_queries),
        report_url: reportUrl(a.project_id, a.id),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    report_url: `${publicBaseUrl(config().PORT)}/projects`,
  };
}

/** The digest as a webhook covering only `projectIds` (none: every project) may read it. */
function scopedTo(digest: DigestData, projectIds: readonly string[]): DigestData {
  if (projectIds.length === 0) return { ...digest, audits: digest.audits.slice(0, DIGEST_AUDITS_MAX) };
  const covered = (id: string) => projectIds.includes(id);
  const audits = digest.audits.filter((a) => covered(a.project.id));
  return {
    ...digest,
    audits_total: audits.length,
    audits: audits.slice(0, DIGEST_AUDITS_MAX),
    changes: digest.changes.filter((c) => covered(c.project.id)),
    projects: digest.projects.filter((p) => covered(p.id)),
  };
}

/** Queues this week's digest of every organisation that has not had it yet; the number of messages queued. */
export async function sendWeeklyDigests(sql: Sql): Promise<number> {
  const [{ week }] = await sql<{ week: string }[]>`SELECT to_char(now() AT TIME ZONE 'UTC', 'IYYY-"W"IW') AS week`;
  const subject = `digest:${week}`;
  const orgs = await sql<{ org_id: string }[]>`
    SELECT DISTINCT w.org_id FROM webhooks w
    WHERE w.enabled AND 'digest.weekly' = ANY (w.events)
      AND NOT EXISTS (SELECT 1 FROM alert_states s WHERE s.org_id = w.org_id AND s.subject = ${subject})`;
  let queued = 0;
  for (const { org_id: orgId } of orgs) {
    const digest = await digestOf(sql, orgId, week);
    queued += await sql.begin(async (tx) => {
      // The claim: a concurrent worker's insert waits for ours to commit, then finds the row.
      if (!(await stateBegins(tx, orgId, subject))) return 0;
      const hooks = await tx<{ id: string; project_ids: string[] }[]>`
        SELECT id, project_ids FROM webhooks WHERE org_id = ${orgId} AND enabled AND 'digest.weekly' = ANY (events)`;
      const timestamp = new Date().toISOString();
      for (const hook of hooks) {
        await queueDelivery(tx, orgId, hook.id, { type: 'digest.weekly', timestamp, data: scopedTo(digest, hook.project_ids) as never });
      }
      return hooks.length;
    });
  }
  if (queued > 0) announceJobs(sql, 'webhook');
  return queued;
}

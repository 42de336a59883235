// Site snapshots of a project: checked when the project is created (a `snapshot` job), before
// an audit when the latest is older than a day (always before one launched by the GitHub
// Action or with a deployment: a deploy just changed the site), and weekly by the worker's housekeeping.
// Unreachable sites are not fatal: the audit measures the engines anyway.
import type { Sql } from '@db/connection';
import { storable, storableText } from '@db/storable';
import { log } from '../log';
import { jobKey } from '../queue/queue';
import { checkSiteInSandbox } from './sandbox';
import type { SnapshotResult } from './types';

export const SNAPSHOT_MAX_AGE_HOURS = 24;

export interface StoredSnapshot {
  id: string;
  siteTitle: string | null;
}

/**
 * Crawls the project's site and stores the result. A site that cannot be checked at all
 * (refused address, deadline) is stored too, as 0 pages with the reason in details.errors:
 * the check happened, and the next one is due in a week, not in a minute. Null when the
 * project is gone or `signal` interrupted the check (then nothing is stored).
 */
export async function refreshSnapshot(sql: Sql, projectId: string, signal?: AbortSignal): Promise<StoredSnapshot | null> {
  const [project] = await sql`SELECT url FROM projects WHERE id = ${projectId}`;
  if (!project) return null;
  let result: Pick<SnapshotResult, 'pages' | 'structuredDataScore' | 'metaQualityScore' | 'llmsTxt' | 'siteTitle'> & { details: unknown };
  try {
    // In a child process with CPU, time and memory limits, off this process's event loop.
    const checked = await checkSiteInSandbox(project.url, signal);
    result = storable(checked);
  } catch (err) {
    log.warn('site check failed', { projectId, error: (err as Error).message });
    result = { pages: 0, structuredDataScore: 0, metaQualityScore: 0, llmsTxt: false, siteTitle: null, details: { errors: [storableText((err as Error).message)] } };
  }
  // Interrupted by the caller (the worker is stopping): no check happened, nothing to store;
  // a 0-page snapshot would pass for a site that cannot be read, for a whole day.
  if (signal?.aborted) return null;
  const [stored] = await sql<{ id: string }[]>`
    INSERT INTO project_snapshots (project_id, pages, structured_data_score, meta_quality_score, llms_txt, site_title, details)
    SELECT ${projectId}, ${result.pages}, ${result.structuredDataScore}, ${result.metaQualityScore}, ${result.llmsTxt},
           ${result.siteTitle}, ${sql.json(result.details as never)}
    WHERE EXISTS (SELECT 1 FROM projects WHERE id = ${projectId})
    RETURNING id`;
  return stored ? { id: stored.id, siteTitle: result.siteTitle } : null;
}

/** Weekly re-checks: a `snapshot` job for each project whose latest check is a week old. */
export async function enqueueStaleSnapshots(sql: Sql) {
  // job_enqueue keeps one job per project: a queued check is not queued twice.
  await sql`
    SELECT job_enqueue('snapshot', ${jobKey.snapshot('')} || p.id, p.org_id, jsonb_build_object('projectId', p.id)) FROM projects p
    WHERE NOT EXISTS (SELECT 1 FROM project_snapshots s WHERE s.project_id = p.id AND s.checked_at > now() - interval '7 days')`;
}

/**
 * The site check an audit reads against: the project's latest when it is under a day old and, for
 * an audit launched after a deploy (`checkedAfter`, its launch time), newer than the launch
 * (docs/guide/deploys.md); otherwise the site is checked now. Null as for refreshSnapshot.
 */
export async function siteCheckForAudit(
  sql: Sql,
  projectId: string,
  checkedAfter: Date | null,
  signal: AbortSignal,
): Promise<StoredSnapshot | null> {
  const [latest] = await sql<{ id: string; site_title: string | null; checked_at: Date; fresh: boolean }[]>`
    SELECT id, site_title, checked_at, checked_at > now() - make_interval(hours => ${SNAPSHOT_MAX_AGE_HOURS}) AS fresh
    FROM project_snapshots WHERE project_id = ${projectId} ORDER BY checked_at DESC LIMIT 1`;
  const usable = latest?.fresh && !(checkedAfter && latest.checked_at < checkedAfter);
  return usable ? { id: latest.id, siteTitle: latest.site_title } : refreshSnapshot(sql, projectId, signal);
}

/** Site checks older than 90 days are dropped, except each project's latest (the worker's housekeeping). */
export async function pruneSnapshots(sql: Sql) {
  await sql`
    DELETE FROM project_snapshots s
    WHERE s.checked_at < now() - interval '90 days'
      AND s.checked_at < (SELECT max(checked_at) FROM project_snapshots l WHERE l.project_id = s.project_id)`;
}

// Read models of projects for the dashboard: the list (latest score, trend, the latest score's
// change against the previous comparable audit, audit in progress) and one project's overview
// (every editable field, latest site check, counts).
import type { z } from 'zod';
import type { Sql } from '@db/connection';
import type { ProjectOverview, ProjectSummary as ProjectSummaryReply } from '../contract/replies';
import { jobKey, jobPending } from '../queue/queue';
import { findProject, projectSettings } from './projects';

/** How many completed audits the list's sparkline shows. */
const TREND_LENGTH = 12;

/** A project of the list (contract/replies.ts), as read: its timestamps are still Dates. */
export type ProjectSummary = z.input<typeof ProjectSummaryReply>;
type Snapshot = NonNullable<z.input<typeof ProjectOverview>['snapshot']>;

/** Whether the latest audit of the project `projectId` (an SQL expression) was answered by the simulated engine. */
const latestAuditSimulated = (sql: Sql, projectId: ReturnType<Sql>) => sql`
  EXISTS (SELECT 1 FROM audit_queries q
          WHERE q.audit_id = (SELECT id FROM audits WHERE project_id = ${projectId} ORDER BY created_at DESC, id DESC LIMIT 1)
            AND q.provider = 'simulated')`;

export async function listProjectSummaries(sql: Sql, orgId: string): Promise<ProjectSummary[]> {
  return sql<ProjectSummary[]>`
    SELECT p.id, p.name, p.url, p.brand_name, p.created_at,
           (SELECT count(*)::int FROM prompts WHERE project_id = p.id AND active) AS active_prompts,
           coalesce(trend.points, '[]'::json) AS trend,
           CASE WHEN latest.change IS NULL THEN NULL
                ELSE json_build_object('delta', latest.delta, 'change', latest.change) END AS score_change,
           CASE WHEN run.id IS NULL THEN NULL
                ELSE json_build_object('id', run.id, 'status', run.status, 'current_progress', run.current_progress) END AS audit_in_progress,
           ${latestAuditSimulated(sql, sql`p.id`)} AS simulated
    FROM projects p
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object('id', t.id, 'score', t.score, 'completedAt', t.completed_at) ORDER BY t.completed_at) AS points
      FROM (SELECT id, score, completed_at FROM audits WHERE project_id = p.id AND status = 'COMPLETED'
            ORDER BY completed_at DESC LIMIT ${TREND_LENGTH}) t
    ) trend ON true
    LEFT JOIN LATERAL (
      SELECT (comparison->>'scoreDelta')::int AS delta, comparison->>'scoreChange' AS change FROM audits
      WHERE project_id = p.id AND status = 'COMPLETED' ORDER BY completed_at DESC LIMIT 1
    ) latest ON true
    LEFT JOIN LATERAL (
      SELECT id, status, current_progress FROM audits WHERE project_id = p.id AND status IN ('PENDING', 'RUNNING') LIMIT 1
    ) run ON true
    WHERE p.org_id = ${orgId}
    ORDER BY p.created_at, p.id`;
}

export async function projectOverview(sql: Sql, orgId: string, projectId: string) {
  const p = await findProject(sql, orgId, projectId);
  const [[snapshot], [counts], checking] = await Promise.all([
    sql<Snapshot[]>`
      SELECT checked_at, pages, structured_data_score, meta_quality_score, llms_txt, site_title,
             coalesce(jsonb_array_length(details->'siteIssues'), 0) AS site_issues,
             coalesce(details->'errors', '[]'::jsonb) AS errors
      FROM project_snapshots WHERE project_id = ${p.id} ORDER BY checked_at DESC LIMIT 1`,
    sql`
      SELECT ${latestAuditSimulated(sql, sql`${p.id}::uuid`)} AS simulated,
             (SELECT count(*)::int FROM prompts WHERE project_id = ${p.id}) AS prompts,
             (SELECT count(*)::int FROM prompts WHERE project_id = ${p.id} AND active) AS active_prompts,
             (SELECT count(*)::int FROM keywords WHERE project_id = ${p.id}) AS keywords,
             (SELECT count(*)::int FROM audits WHERE project_id = ${p.id}) AS audits`,
    jobPending(sql, jobKey.snapshot(p.id)),
  ]);
  return {
    id: p.id,
    name: p.name,
    url: p.url,
    status: p.status,
    ...projectSettings(p),
    schedule: p.schedule,
    schedule_error: p.schedule_error,
    samples: p.samples,
    created_at: p.created_at,
    counts: { prompts: counts.prompts, active_prompts: counts.active_prompts, keywords: counts.keywords, audits: counts.audits },
    /** the latest audit was answered by the simulated engine (docs/guide/demo-mode.md) */
    simulated: counts.simulated as boolean,
    snapshot: snapshot ?? null,
    /** a site check is queued or running */
    checking_site: checking,
  };
}

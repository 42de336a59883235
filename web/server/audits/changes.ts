// The significant changes of the recent audits (docs/api/mcp.md, `list_changes`): what an
// assistant answers "what changed this week?" with. A change is the comparison an audit stored
// when it completed (audits/comparison.ts), significant overall or on an engine, the same rule
// as the visibility.changed alert (docs/guide/alerts.md#events).
import type { Sql } from '@db/connection';
import { findProject } from '../projects/projects';
import type { Comparison } from './comparison';

/** At most this many changes, newest first. */
export const MAX_CHANGES = 50;

export interface Change {
  project: { id: string; name: string };
  audit_id: string;
  completed_at: string;
  previous_audit_id: string;
  direction: string;
  citation_rate: number;
  previous_citation_rate: number;
  delta: number;
  delta_range: { low: number; high: number };
  engines: { engine: string; rate: number; previous_rate: number; delta: number; delta_range: { low: number; high: number }; direction: string }[];
}

export async function listChanges(sql: Sql, orgId: string, options: { days: number; projectId?: string }): Promise<Change[]> {
  // Another organisation's project (or none) is not_found, as on every other tool, not "no change".
  if (options.projectId !== undefined) await findProject(sql, orgId, options.projectId);
  const rows = await sql<{ id: string; project_id: string; project_name: string; completed_at: Date; comparison: Comparison; total_queries: number; cited_queries: number }[]>`
    SELECT a.id, a.project_id, p.name AS project_name, a.completed_at, a.comparison, a.total_queries, a.cited_queries
    FROM audits a JOIN projects p ON p.id = a.project_id
    WHERE a.org_id = ${orgId} AND a.status = 'COMPLETED' AND a.comparison IS NOT NULL
      AND a.completed_at >= now() - make_interval(days => ${options.days})
      ${options.projectId ? sql`AND a.project_id = ${options.projectId}` : sql``}
      AND ((a.comparison->>'significant')::boolean
           OR jsonb_path_exists(a.comparison, '$.providers[*] ? (@.significant == true)'))
    ORDER BY a.completed_at DESC, a.id LIMIT ${MAX_CHANGES}`;
  return rows.map((row) => {
    const c = row.comparison;
    return {
      project: { id: row.project_id, name: row.project_name },
      audit_id: row.id,
      completed_at: row.completed_at.toISOString(),
      previous_audit_id: c.auditId,
      direction: c.change,
      citation_rate: row.total_queries > 0 ? Math.round((100 * row.cited_queries) / row.total_queries) : 0,
      previous_citation_rate: c.citationRate,
      delta: c.citationRateDelta,
      delta_range: c.citationRateDeltaInterval,
      engines: c.providers
        .filter((p) => p.significant)
        .map((p) => ({ engine: p.provider.toLowerCase(), rate: p.rate, previous_rate: p.previousRate, delta: p.rateDelta, delta_range: p.rateDeltaInterval, direction: p.change })),
    };
  });
}

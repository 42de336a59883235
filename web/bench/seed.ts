// Completed audits written straight in SQL for the benchmarks that read them (the API, the sources
// read, the answers feed): those benches time reads of stored audits, not audit runs, so they seed
// the rows a finished audit leaves. Each bench then writes its own answers (audit_queries), the
// part that differs between them. The audits count against this month's quota bucket, as the
// product's own do (billing_month(), db/migrations/021_org_limits.sql).
import type { Sql } from '@db/connection';

export interface ProjectSeed {
  name: string;
  /** Columns of projects beyond org_id and name (url, brand_name, competitors…). */
  columns: Record<string, unknown>;
  prompts: number;
  /** The prompt's text around its number: "Which CRM should a team of " + n + " people choose?". */
  promptAround: [string, string];
  /** COMPLETED audits, one a day up to now, each of `answersPerAudit` answers. */
  audits: number;
  answersPerAudit: number;
  providerScores?: Record<string, number>;
}

export async function seedCompletedAudits(sql: Sql, orgId: string, seed: ProjectSeed): Promise<{ project: Record<string, any>; auditIds: string[] }> {
  const [project] = await sql`INSERT INTO projects ${sql({ org_id: orgId, name: seed.name, ...seed.columns } as never)} RETURNING *`;
  const [before, after] = seed.promptAround;
  await sql`
    INSERT INTO prompts (project_id, text)
    SELECT ${project.id}, ${before} || g || ${after} FROM generate_series(1, ${seed.prompts}) g`;
  const audits = await sql<{ id: string }[]>`
    INSERT INTO audits (org_id, project_id, status, score, provider_scores, model, region, source, quota_month, current_progress,
                        started_at, completed_at, total_queries)
    SELECT ${orgId}, ${project.id}, 'COMPLETED', 50, ${sql.json(seed.providerScores ?? {})}, 'geo-standard', 'fr', 'api',
           billing_month(), 100, now() - make_interval(days => ${seed.audits} - i) - interval '5 minutes',
           now() - make_interval(days => ${seed.audits} - i), ${seed.answersPerAudit}
    FROM generate_series(1, ${seed.audits}) i RETURNING id`;
  return { project, auditIds: audits.map((audit) => audit.id) };
}

// Projects: a site and the brand whose citations we measure. Every query is scoped by
// org_id: a project of another organisation is simply not found.
import { z } from 'zod';
import type { Sql } from '@db/connection';
import { cleanText } from '../contract/schemas';
import { ApiError, badRequest } from '../http/errors';
import { isUuid } from '../http/ids';
import { ENGINE_NAMES } from '../models/catalogue';
import { enqueue } from '../queue/queue';

export const projectNotFound = () => new ApiError(404, 'not_found', 'Project not found.');

const siteUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((s) => {
    try {
      const u = new URL(s);
      return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
    } catch {
      return false;
    }
  }, 'must be an http(s) URL such as https://example.com');

export const ProjectInput = z.strictObject({
  name: cleanText(200),
  url: siteUrl,
  brand_name: cleanText(200).optional(),
  aliases: z.array(cleanText(200)).max(20).default([]),
  competitors: z.array(cleanText(200)).max(50).default([]),
  engines: z.array(z.enum(ENGINE_NAMES)).max(ENGINE_NAMES.length).default([]),
  region: z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code').transform((s) => s.toLowerCase()).default('fr'),
  schedule: z.enum(['daily', 'weekly', 'monthly']).nullable().default(null),
});
export type ProjectInput = z.input<typeof ProjectInput>;

export interface ProjectRow {
  id: string;
  org_id: string;
  name: string;
  url: string;
  status: string;
  brand_name: string;
  aliases: string[];
  competitors: string[];
  engines: string[];
  region: string;
  schedule: string | null;
  created_at: Date;
}

/** Validates with the same messages the API gives (400 naming the field). */
export function parseProjectInput(input: unknown): z.output<typeof ProjectInput> {
  const parsed = ProjectInput.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue.path.map(String).join('.');
    throw badRequest('invalid_request', `Invalid "${path}": ${issue.message}.`, path);
  }
  return parsed.data;
}

/** Creates the project and queues its first site check, together. */
export async function createProject(sql: Sql, orgId: string, input: ProjectInput): Promise<ProjectRow> {
  const p = parseProjectInput(input);
  return sql.begin(async (tx) => {
    const [row] = await tx<ProjectRow[]>`
      INSERT INTO projects (org_id, name, url, brand_name, aliases, competitors, engines, region, schedule, next_scheduled_at)
      VALUES (${orgId}, ${p.name}, ${p.url}, ${p.brand_name ?? p.name}, ${p.aliases}, ${p.competitors}, ${p.engines},
              ${p.region}, ${p.schedule}, ${p.schedule ? tx`now()` : null})
      RETURNING *`;
    await enqueue(tx, 'snapshot', { projectId: row.id });
    return row;
  });
}

export async function findProject(sql: Sql, orgId: string, projectId: string): Promise<ProjectRow> {
  if (!isUuid(projectId)) throw projectNotFound();
  const [row] = await sql<ProjectRow[]>`SELECT * FROM projects WHERE id = ${projectId} AND org_id = ${orgId}`;
  if (!row) throw projectNotFound();
  return row;
}

export interface Page {
  limit?: number;
  starting_after?: string;
}

/** Oldest first, so that a cursor stays stable while projects are added. */
export async function listProjects(sql: Sql, orgId: string, page: Page = {}) {
  const after = page.starting_after
    ? sql`AND (created_at, id) > (SELECT created_at, id FROM projects WHERE id = ${page.starting_after} AND org_id = ${orgId})`
    : sql``;
  return sql`
    SELECT id, name, url, status, created_at FROM projects
    WHERE org_id = ${orgId} ${after}
    ORDER BY created_at, id
    ${page.limit ? sql`LIMIT ${page.limit + 1}` : sql``}`;
}

export async function projectDetail(sql: Sql, orgId: string, projectId: string) {
  const p = await findProject(sql, orgId, projectId);
  const [snap] = await sql`
    SELECT checked_at, pages, structured_data_score, meta_quality_score, llms_txt
    FROM project_snapshots WHERE project_id = ${p.id} ORDER BY checked_at DESC LIMIT 1`;
  return {
    id: p.id,
    name: p.name,
    url: p.url,
    status: p.status,
    created_at: p.created_at,
    brand_name: p.brand_name,
    aliases: p.aliases,
    competitors: p.competitors,
    engines: p.engines,
    region: p.region,
    project_snapshots: snap
      ? {
          last_checked_at: snap.checked_at,
          pages: snap.pages,
          structured_data_score: snap.structured_data_score,
          meta_quality_score: snap.meta_quality_score,
          llms_txt: snap.llms_txt,
        }
      : null,
  };
}

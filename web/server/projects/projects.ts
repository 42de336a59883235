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

const fields = {
  name: cleanText(200),
  url: siteUrl,
  brand_name: cleanText(200),
  aliases: z.array(cleanText(200)).max(20),
  competitors: z.array(cleanText(200)).max(50),
  engines: z.array(z.enum(ENGINE_NAMES)).max(ENGINE_NAMES.length),
  region: z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code').transform((s) => s.toLowerCase()),
  schedule: z.enum(['daily', 'weekly', 'monthly']).nullable(),
};

export const ProjectInput = z.strictObject({
  ...fields,
  brand_name: fields.brand_name.optional(),
  aliases: fields.aliases.default([]),
  competitors: fields.competitors.default([]),
  engines: fields.engines.default([]),
  region: fields.region.default('fr'),
  schedule: fields.schedule.default(null),
});
export type ProjectInput = z.input<typeof ProjectInput>;

/** An edit: any subset of the fields, nothing defaulted. */
export const ProjectChanges = z.strictObject(fields).partial();
export type ProjectChanges = z.input<typeof ProjectChanges>;

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
  return parseWith(ProjectInput, input);
}

function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
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

/** How often a scheduled project gets an automatic audit (PostgreSQL intervals). */
export const SCHEDULE_PERIODS = { daily: '1 day', weekly: '7 days', monthly: '1 month' } as const;

/**
 * Applies an edit. A new URL queues a new site check; a new schedule starts counting from
 * now (the first automatic audit comes one period later), no schedule stops them.
 */
export async function updateProject(sql: Sql, orgId: string, projectId: string, changes: ProjectChanges): Promise<ProjectRow> {
  const c = parseWith(ProjectChanges, changes);
  const before = await findProject(sql, orgId, projectId);
  const set: Record<string, unknown> = { ...c, updated_at: sql`now()` };
  if (c.schedule !== undefined && c.schedule !== before.schedule) {
    set.next_scheduled_at = c.schedule ? sql`now() + ${SCHEDULE_PERIODS[c.schedule]}::interval` : null;
  }
  return sql.begin(async (tx) => {
    const [row] = await tx<ProjectRow[]>`UPDATE projects SET ${tx(set as never)} WHERE id = ${before.id} AND org_id = ${orgId} RETURNING *`;
    if (!row) throw projectNotFound();
    if (c.url !== undefined && c.url !== before.url) await enqueue(tx, 'snapshot', { projectId: row.id });
    return row;
  });
}

/** Deletes the project with everything that belongs to it (prompts, keywords, audits, snapshots, suggestions). */
export async function deleteProject(sql: Sql, orgId: string, projectId: string): Promise<void> {
  if (!isUuid(projectId)) throw projectNotFound();
  const rows = await sql`DELETE FROM projects WHERE id = ${projectId} AND org_id = ${orgId}`;
  if (rows.count === 0) throw projectNotFound();
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

// Projects: a site and the brand whose citations we measure. Every query is scoped by
// org_id: a project of another organisation is simply not found.
import { z } from 'zod';
import type { Sql } from '@db/connection';
import { cleanText, MAX_SAMPLES } from '../contract/schemas';
import { validate } from '../contract/issues';
import { ProjectChanges, ProjectInput, SPENDING_DEFAULTS } from '../contract/requests';
export { DASHBOARD_SAMPLES } from './defaults';
import { hostOf, isDomainLike, registrableDomain } from '../analysis/domains';
import { isReadableName } from '../analysis/profile';
import { DomainError, invalidInput } from '../errors';
import { isUuid } from '../ids';
import { ENGINE_NAMES } from '../models/catalogue';
import { OTHER_KINDS } from '../sources/kinds';
import { enqueue, jobKey } from '../queue/queue';
import { assertProjectAllowed } from '../orgs/orgs';
import type { Role } from '../accounts/sessions';

export const projectNotFound = () => new DomainError('not_found', 'Project not found.');


export interface ProjectRow {
  id: string;
  org_id: string;
  name: string;
  url: string;
  status: string;
  brand_name: string;
  aliases: string[];
  competitors: string[];
  competitor_domains: string[];
  source_kinds: Record<string, string>;
  excluded_phrases: string[];
  short_forms: string[];
  engines: string[];
  region: string;
  schedule: z.output<typeof ProjectInput>['schedule'];
  /** why the last scheduled audit was not launched (quota, budget…); null once one is */
  schedule_error: { code: string; message: string; at: string } | null;
  samples: number;
  /** when the next automatic audit is due; null without a schedule */
  next_scheduled_at: Date | null;
  created_at: Date;
  /** changes with every edit of the settings */
  updated_at: Date;
}

/** Validates with the same messages the API gives (400 naming the field). */
export function parseProjectInput(input: unknown): z.output<typeof ProjectInput> {
  return validate(ProjectInput, input);
}

/**
 * Creates the project and queues its first site check, together; without `samples`,
 * `samplesDefault` within the plan's cap. A member creates it with the settings that spend the
 * plan at their defaults (at most the default samples), as they could not change them afterwards.
 */
export async function createProject(
  sql: Sql,
  orgId: string,
  input: ProjectInput,
  { samplesDefault = 1, role = 'owner' }: { samplesDefault?: number; role?: Role } = {},
): Promise<ProjectRow> {
  const parsed = parseProjectInput(input);
  const cap = await planSampleCap(sql, orgId);
  const defaultSamples = Math.min(samplesDefault, cap?.max_samples ?? 1);
  if (role !== 'owner') {
    // Fewer samples than the default spend less of the plan: a member may ask for them.
    const fewerSamples = parsed.samples !== undefined && parsed.samples <= defaultSamples;
    assertMemberMayChange({ ...SPENDING_DEFAULTS, samples: defaultSamples }, fewerSamples ? { ...parsed, samples: undefined } : parsed);
  }
  const p = { ...parsed, samples: parsed.samples ?? defaultSamples };
  assertWithinCap(cap, p.samples);
  return sql.begin(async (tx) => {
    await assertProjectAllowed(tx, orgId);
    const [row] = await tx<ProjectRow[]>`
      INSERT INTO projects (org_id, name, url, brand_name, aliases, competitors, competitor_domains, source_kinds, excluded_phrases,
                            short_forms, engines, region, schedule, next_scheduled_at, samples)
      VALUES (${orgId}, ${p.name}, ${p.url}, ${p.brand_name ?? p.name}, ${p.aliases}, ${p.competitors}, ${p.competitor_domains},
              ${tx.json(p.source_kinds)}, ${p.excluded_phrases}, ${p.short_forms}, ${p.engines}, ${p.region}, ${p.schedule},
              ${p.schedule ? tx`now()` : null}, ${p.samples})
      RETURNING *`;
    await enqueue(tx, 'snapshot', jobKey.snapshot(row.id), orgId, { projectId: row.id });
    return row;
  });
}

/** How often a scheduled project gets an automatic audit (PostgreSQL intervals). */
export const SCHEDULE_PERIODS = { daily: '1 day', weekly: '7 days', monthly: '1 month' } as const;

/**
 * Applies an edit. A new URL queues a new site check; a new schedule starts counting from
 * now (the first automatic audit comes one period later), no schedule stops them.
 */
export async function updateProject(sql: Sql, orgId: string, projectId: string, changes: ProjectChanges, role: Role = 'owner'): Promise<ProjectRow> {
  const c = validate(ProjectChanges, changes);
  const before = await findProject(sql, orgId, projectId);
  if (role !== 'owner') assertMemberMayChange(before, c);
  if (c.samples !== undefined) assertWithinCap(await planSampleCap(sql, orgId), c.samples);
  const set: Record<string, unknown> = { ...c, updated_at: sql`now()` };
  if (c.source_kinds) set.source_kinds = sql.json(c.source_kinds);
  if (c.schedule !== undefined && c.schedule !== before.schedule) {
    set.next_scheduled_at = c.schedule ? sql`now() + ${SCHEDULE_PERIODS[c.schedule]}::interval` : null;
  }
  return sql.begin(async (tx) => {
    const [row] = await tx<ProjectRow[]>`UPDATE projects SET ${tx(set as never)} WHERE id = ${before.id} AND org_id = ${orgId} RETURNING *`;
    if (!row) throw projectNotFound();
    if (c.url !== undefined && c.url !== before.url) await enqueue(tx, 'snapshot', jobKey.snapshot(row.id), orgId, { projectId: row.id });
    return row;
  });
}

/** Settings that spend the plan (automatic audits, engines asked, answers per prompt): owners only. */
const OWNER_SETTINGS = ['schedule', 'engines', 'samples'] as const;

/**
 * A member may save the whole form (it sends every field) but not change what spends the plan:
 * from the project's settings on an edit, from their defaults at creation.
 */
function assertMemberMayChange(before: Pick<ProjectRow, (typeof OWNER_SETTINGS)[number]>, changes: ProjectChanges) {
  const sameValue = (a: unknown, b: unknown) => JSON.stringify(Array.isArray(a) ? [...a].sort() : a) === JSON.stringify(Array.isArray(b) ? [...b].sort() : b);
  const changed = OWNER_SETTINGS.find((setting) => changes[setting] !== undefined && !sameValue(changes[setting], before[setting]));
  if (changed) {
    throw new DomainError('owner_only', `Only an owner can change ${changed}: it spends the plan's audits and provider calls.`, { param: changed });
  }
}

/** The organisation's plan and its cap on samples. */
async function planSampleCap(sql: Sql, orgId: string): Promise<{ id: string; max_samples: number } | undefined> {
  const [plan] = await sql<{ id: string; max_samples: number }[]>`
    SELECT plan AS id, max_samples FROM org_limits WHERE org_id = ${orgId}`;
  return plan;
}

/** A project's samples setting within the plan's cap (docs/guide/repeatable-measurements.md). */
function assertWithinCap(plan: { id: string; max_samples: number } | undefined, samples: number) {
  if (plan && samples > plan.max_samples) {
    throw invalidInput(
      'too_many_samples',
      `The ${plan.id} plan allows at most ${plan.max_samples} sample${plan.max_samples === 1 ? '' : 's'} per prompt and engine; ${samples} were asked.`,
      'samples',
    );
  }
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

/** The project's settings as its detail and its overview both show them. */
export function projectSettings(p: ProjectRow) {
  return {
    brand_name: p.brand_name,
    aliases: p.aliases,
    competitors: p.competitors,
    competitor_domains: p.competitor_domains,
    source_kinds: p.source_kinds,
    excluded_phrases: p.excluded_phrases,
    short_forms: p.short_forms,
    engines: p.engines,
    region: p.region,
  };
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
    ...projectSettings(p),
    samples: p.samples,
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

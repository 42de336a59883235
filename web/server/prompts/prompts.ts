// The prompt service: the one way prompts come to exist (dashboard, the create_prompts /
// import_prompts tool operations, the admin CLI). Prompts are deduplicated per project,
// case-insensitively, and the plan caps how many may be active per project.
import { z } from 'zod';
import type { Sql, TxSql } from '@db/connection';
import { cleanText } from '../contract/schemas';
import { ApiError, badRequest } from '../http/errors';
import { findProject } from '../projects/projects';

export const PromptInput = z.strictObject({
  text: cleanText(2000),
  tag: cleanText(100).nullable().optional(),
  active: z.boolean().optional(),
});
export type PromptInput = z.input<typeof PromptInput>;

export interface PromptRow {
  id: string;
  project_id: string;
  text: string;
  tag: string | null;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface CreatePromptsResult {
  created: PromptRow[];
  /** prompts that already existed (same text, any case): returned, not duplicated */
  existing: PromptRow[];
}

export async function createPrompts(
  sql: Sql,
  input: { orgId: string; projectId: string; prompts: PromptInput[] },
): Promise<CreatePromptsResult> {
  if (!Array.isArray(input.prompts) || input.prompts.length === 0) {
    throw badRequest('invalid_request', 'Give at least one prompt.', 'prompts');
  }
  if (input.prompts.length > 1000) throw badRequest('invalid_request', 'At most 1000 prompts at once.', 'prompts');
  const prompts = input.prompts.map((p, i) => {
    const parsed = PromptInput.safeParse(p);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw badRequest('invalid_request', `Prompt ${i + 1}: ${issue.path.join('.') || 'value'} ${issue.message}.`, `prompts.${i}`);
    }
    return parsed.data;
  });
  const project = await findProject(sql, input.orgId, input.projectId);
  return sql.begin(async (tx) => {
    // Serialises prompt changes per project so the active-prompt cap holds under concurrency.
    await tx`SELECT id FROM projects WHERE id = ${project.id} FOR UPDATE`;
    const unique = new Map<string, (typeof prompts)[number]>();
    for (const p of prompts) if (!unique.has(p.text.toLowerCase())) unique.set(p.text.toLowerCase(), p);
    const existing = await tx<PromptRow[]>`
      SELECT * FROM prompts WHERE project_id = ${project.id} AND lower(text) IN ${tx([...unique.keys()])}`;
    for (const row of existing) unique.delete(row.text.toLowerCase());
    const fresh = [...unique.values()];
    const newActive = fresh.filter((p) => p.active !== false).length;
    await assertActiveCap(tx, input.orgId, project.id, newActive);
    const created = fresh.length
      ? await tx<PromptRow[]>`
          INSERT INTO prompts ${tx(fresh.map((p) => ({ project_id: project.id, text: p.text, tag: p.tag ?? null, active: p.active !== false })))}
          RETURNING *`
      : [];
    return { created, existing };
  });
}

/** Refuses to go past the plan's cap on active prompts per project. */
export async function assertActiveCap(tx: TxSql | Sql, orgId: string, projectId: string, adding: number) {
  if (adding <= 0) return;
  const [row] = await tx`
    SELECT p.max_active_prompts AS cap,
           (SELECT count(*)::int FROM prompts WHERE project_id = ${projectId} AND active) AS active
    FROM organizations o JOIN plans p ON p.id = o.plan WHERE o.id = ${orgId}`;
  if (row.active + adding > row.cap) {
    throw new ApiError(400, 'too_many_active_prompts',
      `The plan allows ${row.cap} active prompts per project; this project has ${row.active} and ${adding} more were asked.`);
  }
}

export async function listPrompts(sql: Sql, orgId: string, projectId: string): Promise<PromptRow[]> {
  const project = await findProject(sql, orgId, projectId);
  return sql<PromptRow[]>`SELECT * FROM prompts WHERE project_id = ${project.id} ORDER BY created_at, id`;
}

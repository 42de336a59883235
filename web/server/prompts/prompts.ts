// The prompt service: the one way prompts come to exist (dashboard, the create_prompts /
// import_prompts tool operations, the admin CLI). Prompts are deduplicated per project,
// case-insensitively, and the plan caps how many may be active per project.
import { z } from 'zod';
import { validate } from '../contract/issues';
import type { Sql, TxSql } from '@db/connection';
import { cleanText } from '../contract/schemas';
import { DomainError, invalidInput } from '../errors';
import { isUuid } from '../ids';
import { findProject } from '../projects/projects';
import { parsePromptImport, type ImportFormat } from './import';

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
    throw invalidInput('invalid_request', 'Give at least one prompt.', 'prompts');
  }
  if (input.prompts.length > 1000) throw invalidInput('invalid_request', 'At most 1000 prompts at once.', 'prompts');
  const prompts = input.prompts.map((p, i) => {
    const parsed = PromptInput.safeParse(p);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw invalidInput('invalid_request', `Prompt ${i + 1}: ${issue.path.join('.') || 'value'} ${issue.message}.`, `prompts.${i}`);
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
    // created_at a microsecond apart: the list keeps the order in which prompts were given.
    const created = fresh.length
      ? await tx<PromptRow[]>`
          INSERT INTO prompts (project_id, text, tag, active, created_at)
          SELECT ${project.id}, t.text, t.tag, t.active, now() + t.n * interval '1 microsecond'
          FROM unnest(${tx.array(fresh.map((p) => p.text))}::text[], ${tx.array(fresh.map((p) => p.tag ?? null))}::text[],
                      ${tx.array(fresh.map((p) => p.active !== false))}::boolean[]) WITH ORDINALITY AS t(text, tag, active, n)
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
    throw new DomainError('too_many_active_prompts',
      `The plan allows ${row.cap} active prompts per project; this project has ${row.active} and ${adding} more were asked.`);
  }
}

export async function listPrompts(sql: Sql, orgId: string, projectId: string): Promise<PromptRow[]> {
  const project = await findProject(sql, orgId, projectId);
  return sql<PromptRow[]>`SELECT * FROM prompts WHERE project_id = ${project.id} ORDER BY created_at, id`;
}

const promptNotFound = () => new DomainError('not_found', 'Prompt not found.');
const duplicatePrompt = () => new DomainError('duplicate_prompt', 'The project already has this prompt.', { param: 'text' });

export const PromptChanges = PromptInput.partial();
export type PromptChanges = z.input<typeof PromptChanges>;

/** Edits one prompt's text, tag or state; activating it counts against the plan's cap. */
export async function updatePrompt(
  sql: Sql,
  input: { orgId: string; projectId: string; promptId: string; changes: PromptChanges },
): Promise<PromptRow> {
  const changes = validate(PromptChanges, input.changes);
  const project = await findProject(sql, input.orgId, input.projectId);
  if (!isUuid(input.promptId)) throw promptNotFound();
  return sql.begin(async (tx) => {
    await tx`SELECT id FROM projects WHERE id = ${project.id} FOR UPDATE`;
    const [before] = await tx<PromptRow[]>`SELECT * FROM prompts WHERE id = ${input.promptId} AND project_id = ${project.id}`;
    if (!before) throw promptNotFound();
    if (changes.active && !before.active) await assertActiveCap(tx, input.orgId, project.id, 1);
    if (changes.text !== undefined && changes.text.toLowerCase() !== before.text.toLowerCase()) {
      const [clash] = await tx`SELECT 1 FROM prompts WHERE project_id = ${project.id} AND lower(text) = lower(${changes.text})`;
      if (clash) throw duplicatePrompt();
    }
    const [row] = await tx<PromptRow[]>`
      UPDATE prompts SET ${tx({ ...changes, updated_at: tx`now()` } as never)}
      WHERE id = ${before.id} RETURNING *`;
    return row;
  });
}

/** Activates or deactivates several prompts of a project at once; returns how many changed. */
export async function setPromptsActive(
  sql: Sql,
  input: { orgId: string; projectId: string; ids: string[]; active: boolean },
): Promise<number> {
  const project = await findProject(sql, input.orgId, input.projectId);
  const ids = input.ids.filter(isUuid);
  if (ids.length === 0) return 0;
  return sql.begin(async (tx) => {
    await tx`SELECT id FROM projects WHERE id = ${project.id} FOR UPDATE`;
    if (input.active) {
      const [{ n }] = await tx`SELECT count(*)::int AS n FROM prompts WHERE project_id = ${project.id} AND id IN ${tx(ids)} AND NOT active`;
      await assertActiveCap(tx, input.orgId, project.id, n);
    }
    const rows = await tx`
      UPDATE prompts SET active = ${input.active}, updated_at = now()
      WHERE project_id = ${project.id} AND id IN ${tx(ids)} AND active <> ${input.active}`;
    return rows.count;
  });
}

/** Deletes prompts of a project; past audits keep the text they asked. Returns how many went. */
export async function deletePrompts(sql: Sql, input: { orgId: string; projectId: string; ids: string[] }): Promise<number> {
  const project = await findProject(sql, input.orgId, input.projectId);
  const ids = input.ids.filter(isUuid);
  if (ids.length === 0) return 0;
  const rows = await sql`DELETE FROM prompts WHERE project_id = ${project.id} AND id IN ${sql(ids)}`;
  return rows.count;
}

/**
 * An import's work is bounded by its input, wherever it comes from (dashboard, MCP): at most
 * 1 MiB of text and 5,000 lines are read, 1,000 prompts created, and the report lists the
 * first 500 lines (each cut to 300 characters) with counts over all of them, so that a file of
 * half a million empty CSV lines cannot make a reply of tens of megabytes.
 */
export const MAX_IMPORT_PROMPTS = 1000;
export const MAX_IMPORT_BYTES = 1024 * 1024;
export const MAX_IMPORT_LINES = 5000;
const REPORTED_LINES = 500;
const REPORTED_TEXT_CHARS = 300;

export type ImportLineStatus = 'new' | 'created' | 'existing' | 'duplicate' | 'invalid';

export interface ImportLineReport {
  line: number;
  text: string;
  tag: string | null;
  active: boolean;
  status: ImportLineStatus;
  message?: string;
}

export interface ImportReport {
  /** the first lines that held something (at most 500), in file order */
  lines: ImportLineReport[];
  /** lines that held something but are left out of `lines` (they are in `counts`) */
  omittedLines: number;
  counts: Record<ImportLineStatus, number>;
  /** false for a preview (dryRun) */
  committed: boolean;
  /** a preview whose commit would be refused as a whole (the plan's active-prompt cap) */
  blocked?: string;
}

/**
 * Imports prompts from pasted lines or CSV. A preview (dryRun) says what each line would
 * become: new, existing (the project has it already), duplicate (an earlier line has it) or
 * invalid, with the reason. Committing creates the new ones through createPrompts (same
 * deduplication and plan cap, in one transaction) and skips the rest.
 */
export async function importPrompts(
  sql: Sql,
  input: { orgId: string; projectId: string; content: string; format: ImportFormat; tag?: string | null; dryRun?: boolean },
): Promise<ImportReport> {
  const project = await findProject(sql, input.orgId, input.projectId);
  if (Buffer.byteLength(input.content, 'utf8') > MAX_IMPORT_BYTES) {
    throw invalidInput('invalid_request', `An import holds at most ${MAX_IMPORT_BYTES / 1024 / 1024} MiB of text.`, 'content');
  }
  if (input.content.split(/\r\n|\n|\r/, MAX_IMPORT_LINES + 1).length > MAX_IMPORT_LINES) {
    throw invalidInput('invalid_request', `An import holds at most ${MAX_IMPORT_LINES} lines.`, 'content');
  }
  const { items, problems } = parsePromptImport(input.content, { format: input.format, tag: input.tag });
  if (items.length + problems.length === 0) throw invalidInput('empty_import', 'Nothing to import: give one prompt per line, or a CSV file.', 'content');
  if (items.length > MAX_IMPORT_PROMPTS) throw invalidInput('invalid_request', `At most ${MAX_IMPORT_PROMPTS} prompts per import.`, 'content');

  const lines: ImportLineReport[] = problems.map((p) => ({ line: p.line, text: p.text, tag: null, active: true, status: 'invalid', message: p.message }));
  const firstLineOf = new Map<string, number>();
  const candidates: ImportLineReport[] = [];
  for (const item of items) {
    const parsed = PromptInput.safeParse({ text: item.text, tag: item.tag, active: item.active });
    const report: ImportLineReport = { ...item, status: 'new' };
    lines.push(report);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      Object.assign(report, { status: 'invalid', message: `${issue.path.join('.') === 'tag' ? 'Tag' : 'Prompt'} ${issue.message}.` });
      continue;
    }
    Object.assign(report, { text: parsed.data.text, tag: parsed.data.tag ?? null });
    const key = report.text.toLowerCase();
    const first = firstLineOf.get(key);
    if (first !== undefined) {
      Object.assign(report, { status: 'duplicate', message: `Same prompt as line ${first}.` });
      continue;
    }
    firstLineOf.set(key, item.line);
    candidates.push(report);
  }
  if (candidates.length > 0) {
    const existing = await sql`
      SELECT lower(text) AS key FROM prompts WHERE project_id = ${project.id} AND lower(text) IN ${sql(candidates.map((c) => c.text.toLowerCase()))}`;
    const known = new Set(existing.map((r) => r.key as string));
    for (const c of candidates) if (known.has(c.text.toLowerCase())) Object.assign(c, { status: 'existing', message: 'The project already has this prompt.' });
  }
  const fresh = candidates.filter((c) => c.status === 'new');
  let blocked: string | undefined;
  if (input.dryRun) {
    blocked = await capProblem(sql, input.orgId, project.id, fresh.filter((c) => c.active).length);
  } else if (fresh.length > 0) {
    const { created } = await createPrompts(sql, { orgId: input.orgId, projectId: project.id, prompts: fresh.map(({ text, tag, active }) => ({ text, tag, active })) });
    const createdKeys = new Set(created.map((p) => p.text.toLowerCase()));
    for (const c of fresh) {
      Object.assign(c, createdKeys.has(c.text.toLowerCase()) ? { status: 'created' } : { status: 'existing', message: 'The project already has this prompt.' });
    }
  }
  lines.sort((a, b) => a.line - b.line);
  const counts: Record<ImportLineStatus, number> = { new: 0, created: 0, existing: 0, duplicate: 0, invalid: 0 };
  for (const line of lines) counts[line.status]++;
  const reported = lines.slice(0, REPORTED_LINES).map((l) => (l.text.length > REPORTED_TEXT_CHARS ? { ...l, text: `${l.text.slice(0, REPORTED_TEXT_CHARS)}…` } : l));
  return { lines: reported, omittedLines: lines.length - reported.length, counts, committed: !input.dryRun, ...(blocked ? { blocked } : {}) };
}

/** The plan-cap refusal a commit would meet, as a message; undefined when it would pass. */
async function capProblem(sql: Sql, orgId: string, projectId: string, adding: number): Promise<string | undefined> {
  try {
    await assertActiveCap(sql, orgId, projectId, adding);
    return undefined;
  } catch (err) {
    if (err instanceof DomainError && err.code === 'too_many_active_prompts') return err.message;
    throw err;
  }
}

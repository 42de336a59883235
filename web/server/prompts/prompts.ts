// The prompt service: the one way prompts come to exist (dashboard, the create_prompts /
// import_prompts tool operations, the admin CLI). Prompts are deduplicated per project,
// case-insensitively, and the plan caps how many a project may have: active ones (an audit asks
// them all), and all of them, inactive ones too (docs/api/limits.md).
import { z } from 'zod';
import { validate } from '../contract/issues';
import type { Sql, TxSql } from '@db/connection';
import { cut, prefixWithin } from '../bounded';
import { cleanText } from '../contract/schemas';
import { DomainError, invalidInput } from '../errors';
import { isUuid } from '../ids';
import { findProject } from '../projects/projects';
import { parsePromptImport } from './import';
import { MAX_IMPORT_PROMPTS, PromptChanges, PromptImport, PromptInput } from '../contract/requests';
import type { IMPORT_LINE_STATUSES, ImportReport as ImportReportReply } from '../contract/replies';
import { isBrandedPrompt } from '../analysis/analyze';
import { projectBrand } from '../sources/context';


export interface PromptRow {
  id: string;
  project_id: string;
  text: string;
  tag: string | null;
  active: boolean;
  /** null: automatic (the prompt names the brand or an alias); else set by a person */
  branded: boolean | null;
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
    // Serialises prompt changes per project so that the plan's caps hold under concurrency.
    await tx`SELECT id FROM projects WHERE id = ${project.id} FOR UPDATE`;
    const unique = new Map<string, (typeof prompts)[number]>();
    for (const p of prompts) if (!unique.has(p.text.toLowerCase())) unique.set(p.text.toLowerCase(), p);
    const existing = await tx<PromptRow[]>`
      SELECT * FROM prompts WHERE project_id = ${project.id} AND lower(text) IN ${tx([...unique.keys()])}`;
    for (const row of existing) unique.delete(row.text.toLowerCase());
    const fresh = [...unique.values()];
    await assertPromptCaps(tx, input.orgId, project.id, { total: fresh.length, active: fresh.filter((p) => p.active !== false).length });
    // created_at a microsecond apart: the list keeps the order in which prompts were given.
    const created = fresh.length
      ? await tx<PromptRow[]>`
          INSERT INTO prompts (project_id, text, tag, active, branded, created_at)
          SELECT ${project.id}, t.text, t.tag, t.active, t.branded, now() + t.n * interval '1 microsecond'
          FROM unnest(${tx.array(fresh.map((p) => p.text))}::text[], ${tx.array(fresh.map((p) => p.tag ?? null))}::text[],
                      ${tx.array(fresh.map((p) => p.active !== false))}::boolean[],
                      ${tx.array(fresh.map((p) => p.branded ?? null))}::boolean[]) WITH ORDINALITY AS t(text, tag, active, branded, n)
          RETURNING *`
      : [];
    return { created, existing };
  });
}

/**
 * Refuses to go past the plan's caps on a project's prompts: all of them, and the active ones.
 * Run after locking the project's row, in a statement of its own, so that it counts what
 * concurrent changes committed before the lock was granted.
 */
export async function assertPromptCaps(tx: TxSql | Sql, orgId: string, projectId: string, adding: { total: number; active: number }) {
  if (adding.total <= 0 && adding.active <= 0) return;
  const [row] = await tx`
    SELECT l.plan, l.max_active_prompts AS active_cap, l.max_prompts AS cap,
           (SELECT count(*)::int FROM prompts WHERE project_id = ${projectId}) AS total,
           (SELECT count(*)::int FROM prompts WHERE project_id = ${projectId} AND active) AS active
    FROM org_limits l WHERE l.org_id = ${orgId}`;
  if (row.total + adding.total > row.cap) {
    throw new DomainError(
      'prompt_limit_reached',
      `The ${row.plan} plan allows ${row.cap} prompts per project, active or not; this project has ${row.total} and ${adding.total} more were asked. Delete prompts you no longer use, or ask the operator for more.`,
      { param: 'prompts' },
    );
  }
  if (adding.active > 0 && row.active + adding.active > row.active_cap) {
    throw new DomainError('too_many_active_prompts',
      `The plan allows ${row.active_cap} active prompts per project; this project has ${row.active} and ${adding.active} more were asked.`);
  }
}

/**
 * The project's prompts, each with `branded_automatic`: whether it names the brand, an alias or a
 * short form, which is what its answers are counted as when `branded` is null. Read with the
 * profile and category cues the worker uses (projectBrand); the worker reads it again at each
 * audit, with that audit's keywords and prompts.
 */
export async function listPrompts(sql: Sql, orgId: string, projectId: string): Promise<(PromptRow & { branded_automatic: boolean })[]> {
  const project = await findProject(sql, orgId, projectId);
  const rows = await sql<PromptRow[]>`SELECT * FROM prompts WHERE project_id = ${project.id} ORDER BY created_at, id`;
  const { profile } = await projectBrand(sql, project.id);
  return rows.map((row) => ({ ...row, branded_automatic: isBrandedPrompt(profile, row.text) }));
}

const promptNotFound = () => new DomainError('not_found', 'Prompt not found.');
const duplicatePrompt = () => new DomainError('duplicate_prompt', 'The project already has this prompt.', { param: 'text' });


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
    if (changes.active && !before.active) await assertPromptCaps(tx, input.orgId, project.id, { total: 0, active: 1 });
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
      await assertPromptCaps(tx, input.orgId, project.id, { total: 0, active: n });
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


/** An import's report lists at most this many lines, in at most this much JSON (contract/requests.ts says why). */
const REPORTED_LINES = 500;
const REPORT_BYTES = 64 * 1024;

export type ImportLineStatus = (typeof IMPORT_LINE_STATUSES)[number];
/** What an import did or would do, line by line (contract/replies.ts). */
export type ImportReport = z.output<typeof ImportReportReply>;
export type ImportLineReport = ImportReport['lines'][number];

/**
 * Imports prompts from pasted lines or CSV. A preview (dryRun) says what each line would
 * become: new, existing (the project has it already), duplicate (an earlier line has it) or
 * invalid, with the reason. Committing creates the new ones through createPrompts (same
 * deduplication and plan caps, in one transaction) and skips the rest.
 */
export async function importPrompts(sql: Sql, input: { orgId: string; projectId: string } & PromptImport): Promise<ImportReport> {
  const { content, format, tag, dryRun } = validate(PromptImport, { content: input.content, format: input.format, tag: input.tag, dryRun: input.dryRun });
  const project = await findProject(sql, input.orgId, input.projectId);
  const { items, problems } = parsePromptImport(content, { format, tag });
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
  if (dryRun) {
    blocked = await capProblem(sql, input.orgId, project.id, { total: fresh.length, active: fresh.filter((c) => c.active).length });
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
  const reported = prefixWithin(lines.slice(0, REPORTED_LINES).map(reportedLine), REPORT_BYTES);
  return { lines: reported, omittedLines: lines.length - reported.length, counts, committed: !dryRun, ...(blocked ? { blocked } : {}) };
}

/** A line as the report shows it: each field cut, control characters made visible (and short once escaped). */
function reportedLine(line: ImportLineReport): ImportLineReport {
  const shown = (text: string, max: number) => cut(text, max).replace(/[\u0000-\u001f\u007f]/g, '\uFFFD');
  return {
    ...line,
    text: shown(line.text, 300),
    tag: line.tag === null ? null : shown(line.tag, 100),
    ...(line.message === undefined ? {} : { message: shown(line.message, 200) }),
  };
}

/** The plan-cap refusal a commit would meet, as a message; undefined when it would pass. */
async function capProblem(sql: Sql, orgId: string, projectId: string, adding: { total: number; active: number }): Promise<string | undefined> {
  try {
    await assertPromptCaps(sql, orgId, projectId, adding);
    return undefined;
  } catch (err) {
    if (err instanceof DomainError && (err.code === 'too_many_active_prompts' || err.code === 'prompt_limit_reached')) return err.message;
    throw err;
  }
}

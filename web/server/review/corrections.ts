// Reviewing answers (docs/guide/reviewing-answers.md): an owner corrects a row of a completed audit
// ("not about us", "about us", or the right sentiment). The row keeps the analysis' own values
// in `original` and holds the corrected ones in `cited` / `sentiment`, so every figure (the
// detail's analytics, the audit's score, engine scores and citation counts) uses them; setting
// a row back to what the analysis said removes the correction. A correction may also add a
// project rule (an excluded phrase or a short form) that the analysis applies to later audits.
// Corrections are exported as labelled data (JSON Lines) to grow an evaluation set.
import { z } from 'zod';
import type { Sql } from '@db/connection';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { findProject } from '../projects/projects';
import type { CorrectionInput } from '../contract/requests';
import { auditNotFound } from '../audits/read';
import { rescore } from '../audits/lifecycle';

const rowNotFound = () => new DomainError('not_found', 'Answer not found.');

export async function correctRow(
  sql: Sql,
  orgId: string,
  userId: string,
  ids: { projectId: string; auditId: string; rowId: string },
  c: z.output<typeof CorrectionInput>,
): Promise<void> {
  if (!isUuid(ids.auditId) || !isUuid(ids.rowId)) throw rowNotFound();
  const project = await findProject(sql, orgId, ids.projectId);
  await sql.begin(async (tx) => {
    const [audit] = await tx`
      SELECT id, status FROM audits WHERE id = ${ids.auditId} AND project_id = ${project.id} AND org_id = ${orgId} FOR UPDATE`;
    if (!audit) throw auditNotFound();
    if (audit.status !== 'COMPLETED') throw new DomainError('audit_not_completed', 'Only the answers of a completed audit can be corrected.');
    const [row] = await tx<{ cited: boolean; sentiment: string | null; original: { cited: boolean; sentiment: string } | null }[]>`
      SELECT cited, sentiment, original FROM audit_queries WHERE id = ${ids.rowId} AND audit_id = ${audit.id} AND state = 'answered'`;
    if (!row) throw rowNotFound();
    if (c.cited !== undefined || c.sentiment !== undefined) {
      const original = row.original ?? { cited: row.cited, sentiment: row.sentiment ?? 'NEUTRAL' };
      const cited = c.cited ?? row.cited;
      // An answer not about the brand has no sentiment toward it.
      const sentiment = cited ? (c.sentiment ?? (c.cited === true && !original.cited ? 'NEUTRAL' : (row.sentiment ?? 'NEUTRAL'))) : 'NEUTRAL';
      const undone = cited === original.cited && sentiment === original.sentiment;
      await tx`
        UPDATE audit_queries SET cited = ${cited}, sentiment = ${sentiment},
          original = ${undone ? null : tx.json(original)}, corrected_at = ${undone ? null : tx`now()`},
          corrected_by = ${undone ? null : userId}
        WHERE id = ${ids.rowId} AND audit_id = ${audit.id}`;
      await rescore(tx, audit.id);
    }
    if (c.rule) {
      const column = c.rule.kind === 'excluded_phrase' ? tx`excluded_phrases` : tx`short_forms`;
      await tx`
        UPDATE projects SET ${column} = array_append(${column}, ${c.rule.phrase}::text), updated_at = now()
        WHERE id = ${project.id} AND org_id = ${orgId} AND NOT (${c.rule.phrase}::text = ANY (${column}))`;
    }
  });
}

/** One JSON object per line: the answer, the brand, what the analysis said and what the reviewer said. */
export async function exportCorrections(sql: Sql, orgId: string, projectId: string): Promise<string> {
  const project = await findProject(sql, orgId, projectId);
  const rows = await sql`
    SELECT q.id, q.audit_id, q.prompt, q.provider, q.response, q.sources, q.cited, q.sentiment, q.original, q.corrected_at
    FROM audit_queries q JOIN audits a ON a.id = q.audit_id
    WHERE a.project_id = ${project.id} AND a.org_id = ${orgId} AND q.corrected_at IS NOT NULL
    ORDER BY q.corrected_at, q.id`;
  const brand = { brandName: project.brand_name, aliases: project.aliases, url: project.url, competitors: project.competitors };
  return rows
    .map((r) =>
      JSON.stringify({
        id: r.id,
        audit_id: r.audit_id,
        brand,
        prompt: r.prompt,
        provider: r.provider,
        text: r.response,
        sources: r.sources,
        analysed: r.original,
        labelled: { cited: r.cited, sentiment: r.sentiment },
        corrected_at: r.corrected_at,
      }),
    )
    .map((line) => `${line}\n`)
    .join('');
}

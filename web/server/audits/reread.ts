// `npm run cli -- audit reread --id AUDIT_ID` (docs/operations/cli.md): the stored answers of a
// COMPLETED audit read again with the current reader (the analysis pool, then the model reader or
// the judge when one is set, as the run reads them: audits/reading.ts readAuditAnswer), and its
// figures made again.
// A reviewer's correction is kept: the row keeps its corrected `cited` and `sentiment`, and its
// `original` becomes what the new reading says. Answers whose texts were pruned (retention) keep
// their reading; an answer the pool cannot read now (time limit) keeps its reading too. The audit
// records when it was re-read and by which reader (`reread` in the detail).
import type { Sql } from '@db/connection';
import { storable } from '@db/storable';
import { READER_VERSION, type ProviderCitation } from '../analysis/analyze';
import { UnreadAnswer } from '../analysis/pool';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { readerFromEnv } from '../judge/reader';
import { projectBrand } from '../sources/context';
import { rescore } from './lifecycle';
import { readAuditAnswer, rowBranded, storedReading, trackedBrands } from './reading';
import { auditNotFound } from './read';

export interface RereadResult {
  id: string;
  reader: string;
  /** answers read again */
  reread: number;
  /** of those, answers whose `cited` or `sentiment` changed (before any correction) */
  changed: number;
  /** answers left as they were: texts pruned, or not readable now */
  kept: number;
}

interface StoredRow {
  id: string;
  prompt: string;
  response: string | null;
  sources: string[];
  cited: boolean;
  sentiment: string | null;
  original: { cited: boolean; sentiment: string } | null;
  provider_citations: ProviderCitation[] | null;
  branded_override: boolean | null;
}

export async function rereadAudit(sql: Sql, auditId: string, signal: AbortSignal = new AbortController().signal): Promise<RereadResult> {
  const [audit] = isUuid(auditId)
    ? await sql<{ id: string; org_id: string; project_id: string; keywords: string[]; region: string; status: string }[]>`
        SELECT id, org_id, project_id, keywords, region, status FROM audits WHERE id = ${auditId}`
    : [];
  if (!audit) throw auditNotFound();
  if (audit.status !== 'COMPLETED') throw new DomainError('audit_not_completed', `The audit is ${audit.status}; only a completed audit can be read again.`);
  const brand = await projectBrand(sql, audit.project_id, audit);
  const rows = await sql<StoredRow[]>`
    SELECT q.id, q.prompt, q.response, q.sources, q.cited, q.sentiment, q.original, q.analysis->'providerCitations' AS provider_citations,
           p.branded AS branded_override
    FROM audit_queries q LEFT JOIN prompts p ON p.id = q.prompt_id
    WHERE q.audit_id = ${audit.id} AND q.state = 'answered' ORDER BY q.ordinal`;
  // The reader configured now; a row the model could not read says READER_VERSION on its own.
  const reader = readerFromEnv()?.label ?? READER_VERSION;
  const result: RereadResult = { id: audit.id, reader, reread: 0, changed: 0, kept: 0 };
  type Update = { id: string; branded: boolean } | ({ id: string; branded: boolean; corrected: boolean } & ReturnType<typeof storedReading>);
  const updates: Update[] = [];
  for (const row of rows) {
    const branded = rowBranded(brand.profile, row.prompt, row.branded_override);
    if (row.response === null) {
      result.kept += 1;
      updates.push({ id: row.id, branded });
      continue;
    }
    const citations = row.provider_citations ?? undefined;
    const analysis = await readAuditAnswer(sql, signal, audit, brand, { text: row.response, sources: row.sources, citations, prompt: row.prompt });
    if (analysis instanceof UnreadAnswer) {
      result.kept += 1;
      updates.push({ id: row.id, branded });
      continue;
    }
    const reading = storedReading(analysis, citations);
    const before = row.original ?? { cited: row.cited, sentiment: row.sentiment ?? 'NEUTRAL' };
    result.reread += 1;
    if (before.cited !== reading.cited || before.sentiment !== reading.sentiment) result.changed += 1;
    updates.push({ id: row.id, branded, ...reading, corrected: row.original !== null });
  }
  await sql.begin(async (tx) => {
    for (const update of storable(updates)) {
      if (!('reader' in update)) {
        await tx`UPDATE audit_queries SET branded = ${update.branded} WHERE id = ${update.id} AND audit_id = ${audit.id}`;
        continue;
      }
      // A corrected row keeps the reviewer's values; what the reader says now is its `original`.
      await tx`
        UPDATE audit_queries SET branded = ${update.branded}, brands = ${tx.json(update.brands as never)}, reader = ${update.reader}, rules_reading = ${update.rules_reading === null ? null : tx.json(update.rules_reading as never)},
          unknown_to_engine = ${update.unknown_to_engine}, analysis = ${tx.json(update.analysis as never)},
          ${update.corrected
            ? tx`original = ${tx.json({ cited: update.cited, sentiment: update.sentiment })}`
            : tx`cited = ${update.cited}, sentiment = ${update.sentiment}`}
        WHERE id = ${update.id} AND audit_id = ${audit.id}`;
      await tx`DELETE FROM citations WHERE query_id = ${update.id}`;
      if (update.citations.length > 0) {
        await tx`
          INSERT INTO citations ${tx(update.citations.map((c, ordinal) => ({ query_id: update.id, audit_id: audit.id, ordinal, ...c })))}`;
      }
    }
    await tx`
      UPDATE audits SET tracked_brands = ${tx.json(trackedBrands(brand.profile))}, reread_at = now(), reread_reader = ${reader}
      WHERE id = ${audit.id}`;
    await rescore(tx, audit.id);
  });
  return result;
}

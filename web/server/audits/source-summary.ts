// An audit's source summary (sources/summary.ts says what it holds) is written here, with the
// audit: once, when it completes, or on first read for an audit completed before summaries were
// stored.
import type { Sql } from '@db/connection';
import { answerSources, summariseAnswers, type SourceSummary } from '../sources/summary';

/** Writes a COMPLETED audit's summary once; a concurrent writer's copy wins and this one is dropped. */
export async function writeSourceSummary(sql: Sql, auditId: string): Promise<SourceSummary> {
  const summary = summariseAnswers(await answerSources(sql, auditId));
  await sql.begin(async (tx) => {
    const [claimed] = await tx`
      UPDATE audits SET source_summary = ${tx.json(summary.totals as never)}
      WHERE id = ${auditId} AND status = 'COMPLETED' AND source_summary IS NULL RETURNING id`;
    if (!claimed || summary.domains.length === 0) return;
    await tx`
      INSERT INTO audit_sources (audit_id, provider, domain, answers, citations, brand, competitors, pages)
      SELECT ${auditId}, provider, domain, answers, citations, brand, competitors, pages
      FROM jsonb_to_recordset(${tx.json(summary.domains as never)}::jsonb)
        AS v(provider text, domain text, answers integer, citations integer, brand integer, competitors jsonb, pages jsonb)`;
  });
  return summary;
}

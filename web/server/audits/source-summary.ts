// An audit's source summary (sources/summary.ts says what it holds) is written here, with the
// audit: in the transaction that completes it (lifecycle.ts), or on first read for an audit
// completed before summaries were stored (auditSummaries, the readers' way in).
import type { Sql, TxSql } from '@db/connection';
import { answerSources, mergeTotals, summariseAnswers, type DomainRow, type EngineTotals, type SourceSummary } from '../sources/summary';

/** The summary of an audit's answered rows as they stand. */
export async function auditSourceSummary(sql: Sql, auditId: string): Promise<SourceSummary> {
  return summariseAnswers(await answerSources(sql, auditId));
}

/** Stores a COMPLETED audit's summary once, in the caller's transaction; a concurrent writer's copy wins and this one is dropped. */
export async function storeSourceSummary(tx: TxSql, auditId: string, summary: SourceSummary): Promise<void> {
  const [claimed] = await tx`
    UPDATE audits SET source_summary = ${tx.json(summary.totals as never)}
    WHERE id = ${auditId} AND status = 'COMPLETED' AND source_summary IS NULL RETURNING id`;
  if (!claimed || summary.domains.length === 0) return;
  await tx`
    INSERT INTO audit_sources (audit_id, provider, domain, answers, citations, brand, competitors, pages)
    SELECT ${auditId}, provider, domain, answers, citations, brand, competitors, pages
    FROM jsonb_to_recordset(${tx.json(summary.domains as never)}::jsonb)
      AS v(provider text, domain text, answers integer, citations integer, brand integer, competitors jsonb, pages jsonb)`;
}

/** Writes the summary of a COMPLETED audit that has none (one completed before summaries were stored). */
export async function writeSourceSummary(sql: Sql, auditId: string): Promise<SourceSummary> {
  const summary = await auditSourceSummary(sql, auditId);
  await sql.begin((tx) => storeSourceSummary(tx, auditId, summary));
  return summary;
}

/** An audit as the readers see it. */
export interface SummarisedAudit {
  id: string;
  status: string;
  source_summary: Record<string, EngineTotals> | null;
}

/**
 * The summaries of some audits of one project, optionally of one engine: stored ones read in one
 * query, missing ones of COMPLETED audits written now, those of running audits computed.
 */
export async function auditSummaries(sql: Sql, audits: readonly SummarisedAudit[], engine?: string): Promise<SourceSummary> {
  const stored = audits.filter((a) => a.source_summary);
  const domains: DomainRow[] = stored.length
    ? [
        ...(await sql<DomainRow[]>`
          SELECT provider, domain, answers, citations, brand, competitors, pages FROM audit_sources
          WHERE audit_id IN ${sql(stored.map((a) => a.id))} ${engine ? sql`AND provider = ${engine}` : sql``}`),
      ]
    : [];
  const totals: Record<string, EngineTotals>[] = stored.map((a) => a.source_summary!);
  for (const audit of audits.filter((a) => !a.source_summary)) {
    const summary = audit.status === 'COMPLETED' ? await writeSourceSummary(sql, audit.id) : await auditSourceSummary(sql, audit.id);
    totals.push(summary.totals);
    domains.push(...(engine ? summary.domains.filter((d) => d.provider === engine) : summary.domains));
  }
  return { totals: mergeTotals(totals, engine), domains };
}

// How an audit reads its answers: the run's second step (audits/run.ts), and `audit reread`
// (audits/reread.ts) reading stored answers again the same way. The rules read every answer on
// the analysis pool; the model reader or the judge then read it when one is set
// (docs/guide/answer-reading.md#the-model-reader).
import type { Sql } from '@db/connection';
import { isBrandedPrompt, type AnswerInput, type BrandProfile, type ProviderCitation } from '../analysis/analyze';
import { readAnswer, UnreadAnswer } from '../analysis/pool';
import type { EngineAnswer } from '../engines/types';
import { readWithModel, type ReadAnalysis } from '../judge/reader';
import { log } from '../log';
import type { ProjectBrand } from '../sources/context';
import type { LeasedAudit } from './lifecycle';
import type { PendingRow } from './row-store';

/** The brands an audit reads, the project's first: each has a leaderboard entry (analysis/analytics.ts). */
export function trackedBrands(profile: BrandProfile): string[] {
  return [profile.name, ...profile.competitors.map((competitor) => competitor.name)];
}

/** Whether a row's prompt counts as branded: its override, else whether it names the brand. */
export function rowBranded(profile: BrandProfile, prompt: string, override: boolean | null): boolean {
  return override ?? isBrandedPrompt(profile, prompt);
}

/**
 * An answer read as an audit reads it (the run, and `audit reread`): by the rules on the analysis
 * pool, then by the model reader or the judge when one is set; the UnreadAnswer when the rules'
 * reading ran out of time or failed.
 */
export async function readAuditAnswer(
  sql: Sql,
  signal: AbortSignal,
  audit: Pick<LeasedAudit, 'org_id' | 'region'>,
  { input, profile }: ProjectBrand,
  answer: Omit<AnswerInput, 'region'> & { prompt: string },
): Promise<ReadAnalysis | UnreadAnswer> {
  // The prompt, for its echoes in the answer; the region, for the language the answer is read in.
  const rules = await readAnswer(input, { ...answer, region: audit.region }).catch((err) => {
    if (err instanceof UnreadAnswer) return err;
    throw err;
  });
  if (rules instanceof UnreadAnswer) return rules;
  return readWithModel(sql, audit.org_id, profile, { text: answer.text, prompt: answer.prompt }, rules, signal);
}

/**
 * Reads a row's answer: its reading as the row stores it, or, when the rules could not read it,
 * the row failed with the reason: the answer is kept unread and never read again
 * (docs/operations/security.md#brand-names-and-answer-reading).
 */
export async function readRow(
  sql: Sql,
  signal: AbortSignal,
  audit: Pick<LeasedAudit, 'id' | 'org_id' | 'region'>,
  brand: ProjectBrand,
  row: Pick<PendingRow, 'id' | 'provider' | 'prompt'>,
  answer: Pick<EngineAnswer, 'text' | 'sources' | 'citations'>,
) {
  const analysis = await readAuditAnswer(sql, signal, audit, brand, { text: answer.text, sources: answer.sources, citations: answer.citations, prompt: row.prompt });
  if (analysis instanceof UnreadAnswer) {
    log.warn('an answer was kept unread', { auditId: audit.id, rowId: row.id, provider: row.provider, reason: analysis.reason });
    return { state: 'failed' as const, error: analysis.message, error_code: analysis.reason };
  }
  return { state: 'answered' as const, ...storedReading(analysis, answer.citations) };
}

/** A reading as a row stores it (the run, and `audit reread`). */
export function storedReading({ reader, rulesReading, ...analysis }: ReadAnalysis, providerCitations: readonly ProviderCitation[] | undefined) {
  return {
    cited: analysis.cited,
    unknown_to_engine: analysis.unknownToEngine,
    sentiment: analysis.sentiment,
    brands: analysis.brands,
    reader,
    rules_reading: rulesReading ?? null,
    analysis: { ...analysis, citations: undefined, brands: undefined, providerCitations },
    citations: analysis.citations.map((c) => ({ excerpt: c.excerpt, confidence: c.confidence, sentiment: c.sentiment })),
  };
}

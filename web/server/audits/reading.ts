// How an audit reads its answers: the run's second step (audits/run.ts), and `audit reread`
// (audits/reread.ts) reading stored answers again the same way. The rules read every answer on
// the analysis pool; the model reader or the judge then read it when one is set
// (docs/guide/answer-reading.md#the-model-reader).
import type { Sql } from '@db/connection';
import { isBrandedPrompt, type BrandProfile, type ProviderCitation } from '../analysis/analyze';
import { readAnswer, UnreadAnswer } from '../analysis/pool';
import type { EngineAnswer } from '../engines/types';
import { readWithModel, type ReadAnalysis } from '../judge/reader';
import { log } from '../log';
import { projectBrand, type ProjectBrand } from '../sources/context';
import type { LeasedAudit } from './lifecycle';
import type { PendingRow } from './row-store';

/**
 * What an audit reads answers against: the project's brand profile with the audit's category
 * context. Answers are read on the analysis pool, which takes the profile as plain input; the
 * profile built here serves the engines' subject, branded prompts and the model judge.
 */
export function auditBrand(sql: Sql, audit: Pick<LeasedAudit, 'id' | 'project_id' | 'keywords'>): Promise<ProjectBrand> {
  return projectBrand(sql, audit.project_id, audit);
}

/** The brands an audit reads, the project's first: each has a leaderboard entry (analysis/analytics.ts). */
export function trackedBrands(profile: BrandProfile): string[] {
  return [profile.name, ...profile.competitors.map((competitor) => competitor.name)];
}

/** Whether a row's prompt counts as branded: its override, else whether it names the brand. */
export function rowBranded(profile: BrandProfile, prompt: string, override: boolean | null): boolean {
  return override ?? isBrandedPrompt(profile, prompt);
}

/**
 * Reads a row's answer: its reading as the row stores it, or, when the rules' reading ran out of
 * time or failed, the row failed with the reason: the answer is kept unread and never read
 * again (docs/operations/security.md#brand-names-and-answer-reading).
 */
export async function readRow(
  sql: Sql,
  signal: AbortSignal,
  audit: Pick<LeasedAudit, 'id' | 'org_id' | 'region'>,
  { input, profile }: ProjectBrand,
  row: Pick<PendingRow, 'id' | 'provider' | 'prompt'>,
  answer: Pick<EngineAnswer, 'text' | 'sources' | 'citations'>,
) {
  // The prompt, for its echoes in the answer; the region, for the language the answer is read in.
  const rules = await readAnswer(input, { text: answer.text, sources: answer.sources, citations: answer.citations, prompt: row.prompt, region: audit.region }).catch((err) => {
    if (err instanceof UnreadAnswer) return err;
    throw err;
  });
  if (rules instanceof UnreadAnswer) {
    log.warn('an answer was kept unread', { auditId: audit.id, rowId: row.id, provider: row.provider, reason: rules.reason });
    return { state: 'failed' as const, error: rules.message, error_code: rules.reason };
  }
  const analysis = await readWithModel(sql, audit.org_id, profile, { text: answer.text, prompt: row.prompt }, rules, signal);
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

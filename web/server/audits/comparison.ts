// What an audit is compared with, and how (docs/guide/repeatable-measurements.md).
//
// An audit's basis records what produced its numbers: the prompt set (fingerprint of the texts
// asked), the engines, the region, the model id and the concrete model versions the providers
// reported. Only audits with the same basis are compared: a change of prompts, engines, region
// or model moves the figures for reasons that are not the site's. The comparison is made once,
// when the audit completes, against the project's latest earlier COMPLETED audit of the same
// basis, and stored with it. A reviewer's correction changes an audit's figures 
// (docs/guide/reviewing-answers.md): its comparison, and that of a later audit compared with it, are made
// again from the corrected figures (`recompareAfterCorrection`).
import crypto from 'node:crypto';
import type { Sql, TxSql } from '@db/connection';
import { changeInterval, changeOf, type Change, type Interval } from '../analysis/intervals';

export interface AuditBasis {
  promptSetFingerprint: string;
  engines: string[];
  region: string;
  model: string;
  /** per engine, the distinct concrete versions its answers reported, sorted */
  modelVersions: Record<string, string[]>;
}

export interface ProviderComparison {
  provider: string;
  rate: number;
  previousRate: number;
  rateDelta: number;
  rateDeltaInterval: Interval;
  significant: boolean;
  change: Change;
}

export interface PromptComparison {
  prompt: string;
  cited: number;
  total: number;
  previousCited: number;
  previousTotal: number;
  /** change of the prompt's citation rate, percent points */
  delta: number;
}

export interface Comparison {
  auditId: string;
  createdAt: string;
  score: number;
  citationRate: number;
  scoreDelta: number;
  scoreDeltaInterval: Interval;
  scoreChange: Change;
  citationRateDelta: number;
  citationRateDeltaInterval: Interval;
  significant: boolean;
  change: Change;
  providers: ProviderComparison[];
  prompts: PromptComparison[];
}

/** The figures of one audit that a comparison needs. */
export interface AuditFigures {
  totalQueries: number;
  citedQueries: number;
  /** unrounded mean row score, 0–100 */
  scoreMean: number;
}

/** The prompts whose citation changed most, at most this many. */
const TOP_PROMPTS = 10;

/** SHA-256 of the prompt texts, case-folded, trimmed and sorted: the same set gives the same fingerprint. */
export function promptSetFingerprint(texts: readonly string[]): string {
  const normalised = texts.map((t) => t.trim().toLowerCase()).sort();
  return crypto.createHash('sha256').update(JSON.stringify(normalised)).digest('hex');
}

export function basisHash(basis: AuditBasis): string {
  const canonical = {
    promptSetFingerprint: basis.promptSetFingerprint,
    engines: [...basis.engines].sort(),
    region: basis.region,
    model: basis.model,
    modelVersions: Object.fromEntries(Object.keys(basis.modelVersions).sort().map((e) => [e, [...basis.modelVersions[e]].sort()])),
  };
  return crypto.createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** The basis of an audit from its rows (called when it completes). */
export async function auditBasis(
  tx: TxSql,
  audit: { id: string; prompt_set: string | null; region: string; model: string },
): Promise<AuditBasis> {
  const engines = await tx<{ provider: string; versions: string[] }[]>`
    SELECT provider, coalesce(array_agg(DISTINCT model_version) FILTER (WHERE model_version IS NOT NULL), '{}') AS versions
    FROM audit_queries WHERE audit_id = ${audit.id} GROUP BY provider ORDER BY provider`;
  return {
    promptSetFingerprint: audit.prompt_set ?? '',
    engines: engines.map((e) => e.provider),
    region: audit.region,
    model: audit.model,
    modelVersions: Object.fromEntries(engines.map((e) => [e.provider, [...e.versions].sort()])),
  };
}

const rounded = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : 0);

/**
 * The change between two rates in points, rounded once from the exact rates: 1/3 → 2/3 is +33,
 * where the difference of the two rounded rates (67 − 33) would say +34.
 */
export function pointsBetween(previous: { part: number; whole: number }, current: { part: number; whole: number }): number {
  const rate = (r: { part: number; whole: number }) => (r.whole > 0 ? (100 * r.part) / r.whole : 0);
  return Math.round(rate(current) - rate(previous)) + 0; // + 0: never −0
}

/**
 * Compares a completing audit with the latest earlier COMPLETED audit of its project with the
 * same basis; null when there is none.
 */
export async function compareWithPrevious(
  tx: TxSql,
  audit: { id: string; project_id: string; created_at: Date },
  hash: string,
  current: AuditFigures,
): Promise<Comparison | null> {
  const [previous] = await tx`
    SELECT id, created_at, score, total_queries, cited_queries, score_mean FROM audits
    WHERE project_id = ${audit.project_id} AND status = 'COMPLETED' AND basis_hash = ${hash}
      AND id <> ${audit.id} AND created_at < (SELECT created_at FROM audits WHERE id = ${audit.id})
    ORDER BY created_at DESC, id DESC LIMIT 1`;
  if (!previous) return null;

  const byProvider = await countsBy(tx, 'provider', audit.id, previous.id);
  const byPrompt = await countsBy(tx, 'prompt', audit.id, previous.id);

  const rate = rounded(current.citedQueries, current.totalQueries);
  const previousRate = rounded(previous.cited_queries, previous.total_queries);
  const rateDeltaInterval = changeInterval(
    { successes: previous.cited_queries, n: previous.total_queries },
    { successes: current.citedQueries, n: current.totalQueries },
  );
  const scoreDeltaInterval = changeInterval(
    { successes: (previous.score_mean / 100) * previous.total_queries, n: previous.total_queries },
    { successes: (current.scoreMean / 100) * current.totalQueries, n: current.totalQueries },
  );
  const rateChange = changeOf(rateDeltaInterval);
  const scoreChange = changeOf(scoreDeltaInterval);

  return {
    auditId: previous.id,
    createdAt: new Date(previous.created_at).toISOString(),
    score: previous.score,
    citationRate: previousRate,
    scoreDelta: Math.round(current.scoreMean - Number(previous.score_mean)) + 0,
    scoreDeltaInterval,
    scoreChange,
    citationRateDelta: pointsBetween({ part: previous.cited_queries, whole: previous.total_queries }, { part: current.citedQueries, whole: current.totalQueries }),
    citationRateDeltaInterval: rateDeltaInterval,
    significant: rateChange !== 'none',
    change: rateChange,
    providers: byProvider.map((p) => {
      const interval = changeInterval({ successes: p.previousCited, n: p.previousTotal }, { successes: p.cited, n: p.total });
      const change = changeOf(interval);
      const providerRate = rounded(p.cited, p.total);
      const providerPreviousRate = rounded(p.previousCited, p.previousTotal);
      return {
        provider: p.key.toUpperCase(),
        rate: providerRate,
        previousRate: providerPreviousRate,
        rateDelta: pointsBetween({ part: p.previousCited, whole: p.previousTotal }, { part: p.cited, whole: p.total }),
        rateDeltaInterval: interval,
        significant: change !== 'none',
        change,
      };
    }),
    prompts: byPrompt
      .map((p) => ({
        prompt: p.key,
        cited: p.cited,
        total: p.total,
        previousCited: p.previousCited,
        previousTotal: p.previousTotal,
        delta: pointsBetween({ part: p.previousCited, whole: p.previousTotal }, { part: p.cited, whole: p.total }),
      }))
      .filter((p) => p.delta !== 0)
      .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || (a.prompt < b.prompt ? -1 : a.prompt > b.prompt ? 1 : 0))
      .slice(0, TOP_PROMPTS),
  };
}

interface PairedCounts {
  key: string;
  cited: number;
  total: number;
  previousCited: number;
  previousTotal: number;
}

/** Answered rows and citing rows of both audits, grouped by provider or by prompt text. */
async function countsBy(tx: TxSql | Sql, column: 'provider' | 'prompt', auditId: string, previousId: string): Promise<PairedCounts[]> {
  const key = column === 'provider' ? tx`provider` : tx`prompt`;
  const rows = await tx<{ key: string; cited: number; total: number; previous_cited: number; previous_total: number }[]>`
    SELECT ${key} AS key,
           count(*) FILTER (WHERE audit_id = ${auditId})::int AS total,
           count(*) FILTER (WHERE audit_id = ${auditId} AND cited)::int AS cited,
           count(*) FILTER (WHERE audit_id = ${previousId})::int AS previous_total,
           count(*) FILTER (WHERE audit_id = ${previousId} AND cited)::int AS previous_cited
    FROM audit_queries WHERE audit_id IN (${auditId}, ${previousId}) AND state = 'answered'
    GROUP BY 1 ORDER BY 1`;
  return rows.map((r) => ({ key: r.key, cited: r.cited, total: r.total, previousCited: r.previous_cited, previousTotal: r.previous_total }));
}

/**
 * After a correction of audit `auditId`: its stored comparison, and those of the audits
 * compared with it, made again from the corrected figures (in the correction's transaction).
 */
export async function recompareAfterCorrection(tx: TxSql, auditId: string) {
  const audits = await tx<{ id: string; project_id: string; created_at: Date; basis_hash: string; total_queries: number; cited_queries: number; score_mean: number }[]>`
    SELECT id, project_id, created_at, basis_hash, total_queries, cited_queries, score_mean::float8 AS score_mean FROM audits
    WHERE status = 'COMPLETED' AND basis_hash IS NOT NULL
      AND (id = ${auditId} OR (comparison->>'auditId' = ${auditId}::text
           AND project_id = (SELECT project_id FROM audits WHERE id = ${auditId})))`;
  for (const audit of audits) {
    const figures = { totalQueries: audit.total_queries, citedQueries: audit.cited_queries, scoreMean: audit.score_mean };
    const comparison = await compareWithPrevious(tx, audit, audit.basis_hash, figures);
    await tx`UPDATE audits SET comparison = ${comparison ? tx.json(comparison as never) : null}, revision = revision + 1 WHERE id = ${audit.id}`;
  }
}

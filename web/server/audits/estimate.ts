// What an audit would cost before it is launched (docs/operations/spend.md), per engine: from the
// project's own past answers of that engine and model when there are enough of them, else from
// a documented typical answer. The range is wide on purpose: it is meant to be a bound.
import type { Sql, TxSql } from '@db/connection';
import { costOf, priceOf, roundUsd } from '../engines/prices';
import type { EngineName } from '../engines/types';
import { readerFromEnv } from '../judge/reader';
import { concreteModel } from '../models/concrete-model';

/** Fewer past answers than this and the typical answer is used instead. */
const MIN_HISTORY = 10;
/** The past answers looked at, newest first. */
const HISTORY = 500;
/**
 * A typical answer with web search when a project has no history: tokens as the providers count
 * them. A search page's capture bills its one search only (its price has no token rates).
 */
export const TYPICAL_USAGE = { inputTokens: 2000, outputTokens: 1000, cachedTokens: 0, reasoningTokens: 0, searches: 1 };
/** A model reader's call on a typical answer: the instructions and the answer in, one entry per brand out. */
export const TYPICAL_READING = { inputTokens: 1600, outputTokens: 400, cachedTokens: 0, reasoningTokens: 0, searches: 0 };

/** What an estimate reads of a launch's plan (planLaunch, launch.ts). */
export interface PlannedCalls {
  project: { id: string };
  model: string;
  prompts: readonly unknown[];
  engines: string[];
  simulated: boolean;
  samples: number;
}

export async function estimateLaunch(sql: Sql | TxSql, plan: PlannedCalls) {
  const byProvider: Record<string, { calls: number; model: string; estimatedCostUsd: { low: number; high: number }; basis: 'history' | 'default'; answersSeen: number }> = {};
  const callsPerEngine = plan.prompts.length * plan.samples;
  // The last priced answers of each engine, for this project and model, in one query.
  const rows = await sql<{ provider: string; cost: number }[]>`
    SELECT provider, cost FROM (
      SELECT q.provider, q.cost_usd::float8 AS cost,
             row_number() OVER (PARTITION BY q.provider ORDER BY q.answered_at DESC) AS recency
      FROM audit_queries q JOIN audits a ON a.id = q.audit_id
      WHERE a.project_id = ${plan.project.id} AND a.model = ${plan.model} AND q.provider IN ${sql(plan.engines)} AND q.cost_usd IS NOT NULL
    ) recent WHERE recency <= ${HISTORY}`;
  for (const engine of plan.engines as EngineName[]) {
    const model = concreteModel(plan.model, engine);
    const history = rows.filter((r) => r.provider === engine);
    let range: { low: number; high: number };
    if (history.length >= MIN_HISTORY) {
      // The sum of n answers drawn like the past ones: n × mean ± 2 √n × standard deviation.
      const mean = history.reduce((n, r) => n + r.cost, 0) / history.length;
      const sd = Math.sqrt(history.reduce((n, r) => n + (r.cost - mean) ** 2, 0) / (history.length - 1));
      const spread = 2 * Math.sqrt(callsPerEngine) * sd;
      range = { low: Math.max(0, callsPerEngine * mean - spread), high: callsPerEngine * mean + spread };
    } else {
      // No history: half to twice the typical answer's cost (nothing in demo mode: simulated answers are free).
      const typical = plan.simulated ? 0 : costOf(TYPICAL_USAGE, priceOf(engine, model, model));
      range = { low: (callsPerEngine * typical) / 2, high: callsPerEngine * typical * 2 };
    }
    byProvider[engine] = {
      calls: callsPerEngine,
      model,
      estimatedCostUsd: { low: roundUsd(range.low), high: roundUsd(range.high) },
      basis: history.length >= MIN_HISTORY ? 'history' : 'default',
      answersSeen: history.length,
    };
  }
  // The model reader reads every answer, one call each (docs/guide/answer-reading.md#the-model-reader);
  // a self-hosted server's calls are free. Half to twice the typical reading, as for answers.
  const modelReader = readerFromEnv();
  const readings = callsPerEngine * plan.engines.length;
  const typicalReading = modelReader && modelReader.provider !== 'openai-compatible' ? costOf(TYPICAL_READING, priceOf(modelReader.provider, modelReader.model, modelReader.model)) : 0;
  const reader = modelReader && {
    calls: readings,
    model: modelReader.label,
    estimatedCostUsd: { low: roundUsd((readings * typicalReading) / 2), high: roundUsd(readings * typicalReading * 2) },
  };
  const entries = [...Object.values(byProvider), ...(reader ? [reader] : [])];
  return {
    dryRun: true as const,
    calls: callsPerEngine * plan.engines.length,
    samples: plan.samples,
    model: plan.model,
    currency: 'USD' as const,
    estimatedCostUsd: {
      low: roundUsd(entries.reduce((n, e) => n + e.estimatedCostUsd.low, 0)),
      high: roundUsd(entries.reduce((n, e) => n + e.estimatedCostUsd.high, 0)),
    },
    byProvider,
    reader,
  };
}

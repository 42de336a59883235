// The run's first step (audits/run.ts): one row asked of its engine, through the engine caller's
// fleet-wide slots, retries and time budget (docs/operations/provider-traffic.md), and what the
// answer cost, priced once (docs/operations/spend.md).
import type { Sql } from '@db/connection';
import type { BrandProfile } from '../analysis/analyze';
import type { LimitFunction } from 'p-limit';
import type { EngineCaller } from '../engines/call';
import { engineByName, simulatedEngine } from '../engines/registry';
import { costOf, priceOf } from '../engines/prices';
import { EngineError } from '../engines/types';
import { concreteModel } from '../models/concrete-model';
import { assertBudgetLeft } from '../orgs/spend';
import type { LeasedAudit } from './lifecycle';
import type { PendingRow } from './row-store';

/** What asking needs of the run: the budget's database, the engine caller, the run's stop signal. */
export interface AskContext {
  sql: Sql;
  caller: EngineCaller;
  /** aborted when the worker stops or loses the lease: no new row is started */
  signal: AbortSignal;
}

/**
 * Asks the row's engine; throws what the engine caller throws (an EngineError, a spent time
 * budget, the organisation's budget exhausted), and an EngineError when the engine is not
 * configured on this worker. The answer comes with its usage as the row stores it (none when
 * the engine reported none).
 */
export async function askRow(ctx: AskContext, audit: LeasedAudit, profile: BrandProfile, row: PendingRow, turn: EngineTurn) {
  const engine = row.simulated ? simulatedEngine(undefined, row.provider) : engineByName(row.provider);
  if (!engine) throw new EngineError(row.provider, `The ${row.provider} engine is not configured on this worker (its API key is missing).`, { retryable: false });
  const model = concreteModel(audit.model, row.provider);
  const answer = await ctx.caller.ask(engine, {
    prompt: row.prompt,
    region: audit.region,
    model,
    subject: { brand: profile.name, domain: profile.domains[0], competitors: profile.competitors.map((c) => c.name) },
    // Each sample is its own call (nothing is cached): the simulated engine draws it afresh.
    answerKey: `${audit.id}\u0000${row.provider}\u0000${row.prompt}\u0000${row.sample}`,
    signal: ctx.signal,
  }, {
    notAfter: audit.deadline_at.getTime(),
    // Every paid call first checks the organisation's monthly budget (docs/operations/spend.md),
    // then takes one of its engine's turns for this audit (EngineTurn), kept until the answer is stored.
    beforeAttempt: async () => {
      if (!row.simulated) await assertBudgetLeft(ctx.sql, audit.org_id);
      await turn.take();
    },
    afterFailedAttempt: () => turn.giveBack(),
  });
  const usage = answer.usage;
  const spent = usage && {
    input_tokens: usage.inputTokens,
    output_tokens: usage.outputTokens,
    cached_tokens: usage.cachedTokens,
    reasoning_tokens: usage.reasoningTokens,
    searches: usage.searches,
    // Priced now, with today's table, and never again (docs/operations/spend.md); simulated answers are free.
    cost_usd: row.simulated ? 0 : costOf(usage, priceOf(row.provider, answer.modelVersion, model)),
  };
  return { answer, spent };
}

/**
 * A row's hold on one of its engine's turns in the audit: at most the engine's concurrency limit of
 * the audit's rows are between the start of an attempt and their answer's storing. Taken before an
 * attempt, given back when the attempt fails (not held through backoff) or once the answer is
 * stored. Without it a busy machine's reading lags while the engine keeps being asked, and a
 * worker that dies loses every answer asked but not stored: the next run asks and pays again.
 */
export function engineTurn(turns: LimitFunction): EngineTurn {
  let giveBack: (() => void) | undefined;
  return {
    async take() {
      giveBack?.();
      giveBack = await new Promise<() => void>((taken) => void turns(() => new Promise<void>((done) => taken(done))));
    },
    giveBack() {
      giveBack?.();
      giveBack = undefined;
    },
  };
}

export interface EngineTurn {
  take(): Promise<void>;
  giveBack(): void;
}

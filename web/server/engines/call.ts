// How the worker asks engines (docs/operations/provider-traffic.md): one budget per provider account,
// shared by every worker process through PostgreSQL (db/migrations/010_provider_traffic.sql):
// a call starts only with a lease on one of the provider's slots, a 429 pauses the provider for
// every process until its retry time and halves its limit, answered calls raise it back (AIMD).
// A call has a timeout per attempt; retryable failures (429, 5xx, network errors, timeouts) are
// retried with exponential backoff and full jitter, honouring Retry-After, for as long as the
// answer's time budget lasts (ENGINE_ANSWER_BUDGET_MS, bounded by the audit's deadline). Only
// a non-retryable error, or a spent budget, ends the call with an error.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Sql } from '@db/connection';
import { settingsOf } from '../config';
import { metrics } from '../monitoring/metrics';
import { ENGINE_NAMES } from '../models/catalogue';
import { abortedError, engineLabel, unexpectedError } from './errors';
import { EngineError, type Engine, type EngineAnswer, type EngineEnv, type EngineName, type EngineQuery } from './types';

export const DEFAULT_CONCURRENCY: Readonly<Record<EngineName, number>> = {
  openai: 8,
  perplexity: 4,
  gemini: 6,
  anthropic: 4,
  grok: 4,
  mistral: 4,
  // The three search pages share one SerpApi account (its hourly throughput limit).
  google_ai_overview: 3,
  google_ai_mode: 3,
  copilot: 2,
  simulated: 16,
};
/** Waiting for a slot: the longest sleep between two looks when no release is heard. */
const SLOT_POLL_MS = 250;
export const DEFAULT_LEASE_SECONDS = 30;
export const PROVIDER_SLOTS_CHANNEL = 'geo_audit_provider_slots';

export interface EngineCallerOptions {
  /** The database holding the shared budget (provider_state, provider_leases). */
  sql: Sql;
  /** Who holds the leases: the worker's id. */
  holder: string;
  /**
   * A slot's lease, renewed every third of it while its call runs: a worker that dies leaks its
   * slots for at most this long. The worker's own lease (WORKER_LEASE_SECONDS, default 30).
   */
  leaseSeconds?: number;
  /** Calls in flight per provider, for the whole fleet; env ENGINE_CONCURRENCY_<NAME>, then DEFAULT_CONCURRENCY. */
  concurrency?: Partial<Record<EngineName, number>>;
  /** Per attempt; env ENGINE_TIMEOUT_MS, then 60 s. */
  timeoutMs?: number;
  /** How long one answer may be retried; env ENGINE_ANSWER_BUDGET_MS, then 10 minutes. */
  answerBudgetMs?: number;
  /** Backoff ceiling of the first retry, doubled at each retry up to maxDelayMs; env ENGINE_BACKOFF_BASE_MS. */
  baseDelayMs?: number;
  /** Longest backoff between two attempts; env ENGINE_BACKOFF_MAX_MS. */
  maxDelayMs?: number;
  /** Jitter source in [0, 1); injectable for tests. */
  random?: () => number;
  /**
   * The time the budget and the backoff are counted in; injectable so that a test can live through
   * a long outage (minutes of backoff) without waiting for it. Default: the wall clock.
   */
  clock?: Clock;
  /** LISTEN for slots released by other processes (PostgreSQL; default when DATABASE_URL is set). */
  listen?: boolean;
  env?: EngineEnv;
}

export interface Clock {
  now(): number;
  /** Waits `ms`, or rejects as soon as `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

const WALL_CLOCK: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) => sleep(ms, undefined, { signal }),
};

export interface AskOptions {
  /** Epoch ms after which no attempt starts (the audit's deadline); the answer budget ends earlier when shorter. */
  notAfter?: number;
  /**
   * Runs before every attempt, holding the provider's slot (each attempt may be billed): a throw
   * gives the slot back and ends the call with that error (the monthly budget, orgs/spend.ts).
   */
  beforeAttempt?: () => Promise<void>;
  /** Runs after an attempt that failed, before any backoff (what beforeAttempt took can be given back). */
  afterFailedAttempt?: () => void;
}

export interface EngineCaller {
  /** Calls in flight per provider, for the whole fleet (concurrencyLimits). */
  readonly limits: Readonly<Record<EngineName, number>>;
  ask(engine: Engine, query: EngineQuery, options?: AskOptions): Promise<EngineAnswer>;
  close(): Promise<void>;
}

/** A retryable failure that outlasted the answer's time budget: worth one more try later (the audit run's second pass: audits/run.ts). */
export class BudgetSpentError extends EngineError {
  constructor(last: EngineError, attempts: number, budgetMs: number) {
    super(
      last.provider,
      `${last.message} (still failing after ${attempts} attempt${attempts === 1 ? '' : 's'} within the answer's time budget of ${formatSeconds(budgetMs)})`,
      { status: last.status, retryable: true, cause: last },
    );
    this.name = 'BudgetSpentError';
  }
}

export function createEngineCaller(options: EngineCallerOptions): EngineCaller {
  const settings = settingsOf(options.env);
  const { sql, holder } = options;
  const timeoutMs = options.timeoutMs ?? settings.ENGINE_TIMEOUT_MS;
  const answerBudgetMs = options.answerBudgetMs ?? settings.ENGINE_ANSWER_BUDGET_MS;
  const baseDelayMs = options.baseDelayMs ?? settings.ENGINE_BACKOFF_BASE_MS;
  const maxDelayMs = options.maxDelayMs ?? settings.ENGINE_BACKOFF_MAX_MS;
  const random = options.random ?? Math.random;
  const clock = options.clock ?? WALL_CLOCK;
  const limits = concurrencyLimits(options);
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  // This process's calls in flight keep their slots: one statement renews them all.
  const held = new Set<string>();
  const renewal = setInterval(() => {
    if (held.size === 0) return;
    void sql`UPDATE provider_leases SET expires_at = clock_timestamp() + make_interval(secs => ${leaseSeconds})
             WHERE holder = ${holder}`.catch(() => {});
  }, (leaseSeconds * 1000) / 3);
  renewal.unref();

  const gates = new Map<EngineName, ProviderGate>();
  const gateOf = (name: EngineName) => {
    let gate = gates.get(name);
    if (!gate) gates.set(name, (gate = new ProviderGate()));
    return gate;
  };
  const listening = (options.listen ?? !!settings.DATABASE_URL)
    ? sql.listen(PROVIDER_SLOTS_CHANNEL, (provider) => gates.get(provider as EngineName)?.wake()).catch(() => null)
    : Promise.resolve(null);

  const backoffMs = (attempt: number) => random() * Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));

  /** A lease on a slot of the provider, waiting through pauses and full budgets; null once `endsAt` passes. */
  async function acquire(name: EngineName, signal: AbortSignal | undefined, endsAt: number): Promise<string | null> {
    const gate = gateOf(name);
    // One waiter per process asks the database at a time; the others queue here, in order.
    return gate.inTurn(signal, async () => {
      for (;;) {
        signal?.throwIfAborted();
        const [slot] = await sql<{ lease_id: string | null; wait_ms: number }[]>`
          SELECT lease_id, wait_ms FROM provider_acquire(${name}, ${holder}, ${limits[name]}, ${leaseSeconds})`;
        if (slot.lease_id) {
          held.add(slot.lease_id);
          // The caller gave up while we asked: the slot goes back at once.
          if (signal?.aborted) await release(name, slot.lease_id, 'failed', 0);
          signal?.throwIfAborted();
          return slot.lease_id;
        }
        if (clock.now() + slot.wait_ms > endsAt) return null;
        // Paused: sleep until the retry time (spread so that processes do not return together);
        // full: until a slot is released here or elsewhere, or the next look.
        const waitMs = slot.wait_ms > 0 ? slot.wait_ms + random() * baseDelayMs : SLOT_POLL_MS;
        await gate.sleep(Math.min(waitMs, Math.max(0, endsAt - clock.now())), signal, slot.wait_ms === 0);
      }
    });
  }

  async function release(name: EngineName, leaseId: string, outcome: 'answered' | 'rate_limited' | 'failed', retryMs: number) {
    held.delete(leaseId);
    await sql`SELECT provider_release(${leaseId}, ${name}, ${outcome}, ${Math.round(retryMs)})`.catch(() => {
      // Unreleased, the lease lapses by itself within leaseSeconds.
    });
    gateOf(name).wake();
  }

  /**
   * One attempt, holding its slot until the call settles, even past its timeout (an engine slow
   * to honour the abort must not push the provider past its limit). A failed call's slot is
   * given back, with a 429's pause, before the failure is reported: the next attempt sees it.
   */
  async function attempt(engine: Engine, query: EngineQuery, leaseId: string): Promise<EngineAnswer> {
    const timeout = new AbortController();
    const signal = query.signal ? AbortSignal.any([query.signal, timeout.signal]) : timeout.signal;
    const call = Promise.resolve().then(() => engine.ask({ ...query, signal }));
    const settled = (outcome: 'answered' | 'rate_limited' | 'failed', retryMs = 0) => {
      metrics().engineCalls.inc({ engine: engine.name, outcome });
      return release(engine.name, leaseId, outcome, retryMs);
    };
    const released = call.then(
      () => settled('answered'),
      (err) => {
        const failure = err instanceof EngineError ? err : undefined;
        if (failure?.status !== 429) return settled('failed');
        return settled('rate_limited', failure.retryAfterMs ?? backoffMs(1));
      },
    );
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new EngineError(engine.name, `${engineLabel(engine.name)} timed out after ${timeoutMs} ms`, { retryable: true }));
        timeout.abort();
      }, timeoutMs);
    });
    try {
      return await Promise.race([call, timedOut]);
    } catch (err) {
      if (!timeout.signal.aborted) await released;
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  async function askWithRetries(engine: Engine, query: EngineQuery, askOptions: AskOptions): Promise<EngineAnswer> {
    const started = clock.now();
    const endsAt = Math.min(started + answerBudgetMs, askOptions.notAfter ?? Infinity);
    let last: EngineError | undefined;
    for (let attemptNumber = 1; ; attemptNumber++) {
      const leaseId = await acquire(engine.name, query.signal, endsAt);
      if (!leaseId) {
        throw new BudgetSpentError(
          last ?? new EngineError(engine.name, `${engineLabel(engine.name)} is paused by its rate limit`, { status: 429, retryable: true }),
          attemptNumber - 1,
          endsAt - started,
        );
      }
      try {
        await askOptions.beforeAttempt?.();
      } catch (err) {
        await release(engine.name, leaseId, 'failed', 0);
        throw err;
      }
      try {
        return await attempt(engine, query, leaseId);
      } catch (err) {
        last = err instanceof EngineError ? err : unexpectedError(engine.name, err);
        askOptions.afterFailedAttempt?.();
      }
      if (query.signal?.aborted) throw abortedError(engine.name, query.signal.reason);
      if (!last.retryable) throw last;
      // A 429's pause is shared through the database (provider_release); other failures back off alone.
      const waitMs = last.retryAfterMs ?? backoffMs(attemptNumber);
      if (clock.now() + waitMs > endsAt) throw new BudgetSpentError(last, attemptNumber, endsAt - started);
      if (last.status !== 429) await clock.sleep(waitMs, query.signal);
    }
  }

  return {
    limits,
    async ask(engine, callerQuery, askOptions = {}) {
      // Each call waits (for its turn, a slot, a backoff) on a signal of its own that follows the
      // caller's: AbortSignal.any adds no listener to its sources. The rows of an audit all share
      // the audit's signal and are started at once; each adding its own 'abort' listener there
      // went past EventTarget's limit of 10 (MaxListenersExceededWarning) and kept them all.
      const query = callerQuery.signal ? { ...callerQuery, signal: AbortSignal.any([callerQuery.signal]) } : callerQuery;
      try {
        return await askWithRetries(engine, query, askOptions);
      } catch (err) {
        // Aborted while queued or backing off: the caller gave up, report it as such.
        if (query.signal?.aborted && !(err instanceof EngineError)) throw abortedError(engine.name, err);
        throw err;
      }
    },
    async close() {
      clearInterval(renewal);
      await (await listening)?.unlisten().catch(() => {});
    },
  };
}

/**
 * A provider's waiters in this process: they take turns asking the database for a slot (so a
 * release wakes one asker per process, not every waiting call), and sleep until a release is
 * heard here or from another process (NOTIFY), or the next look.
 */
class ProviderGate {
  private turn: Promise<unknown> = Promise.resolve();
  private readonly sleepers = new Set<() => void>();

  inTurn<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
    const mine = this.turn.then(() => work());
    this.turn = mine.catch(() => {});
    if (!signal) return mine;
    // An aborted caller stops waiting at once; its turn, when it comes, returns straight away.
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      mine.then(
        (value) => {
          signal.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (err) => {
          signal.removeEventListener('abort', onAbort);
          reject(err);
        },
      );
    });
  }

  async sleep(ms: number, signal: AbortSignal | undefined, wakeOnRelease: boolean): Promise<void> {
    let wake!: () => void;
    const woken = new Promise<void>((resolve) => (wake = resolve));
    if (wakeOnRelease) this.sleepers.add(wake);
    try {
      await Promise.race([sleep(ms, undefined, { signal }), woken]);
    } finally {
      this.sleepers.delete(wake);
    }
  }

  wake() {
    for (const wake of this.sleepers) wake();
  }
}

const formatSeconds = (ms: number) => (ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`);

/** Every engine's concurrency limit: option, else ENGINE_CONCURRENCY_<NAME>, else the default. */
export function concurrencyLimits(options: Pick<EngineCallerOptions, 'concurrency' | 'env'> = {}): Record<EngineName, number> {
  const settings = settingsOf(options.env);
  return Object.fromEntries(
    ENGINE_NAMES.map((name) => [
      name,
      options.concurrency?.[name] ?? settings[`ENGINE_CONCURRENCY_${name.toUpperCase() as Uppercase<EngineName>}`] ?? DEFAULT_CONCURRENCY[name],
    ]),
  ) as Record<EngineName, number>;
}

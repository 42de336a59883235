// How the worker asks engines: bounded concurrency per engine, a timeout per attempt, and
// retries with exponential backoff and full jitter on retryable failures. A 429 pauses every
// caller of that engine until its retry time, since a provider's rate limit is shared.
import { setTimeout as sleep } from 'node:timers/promises';
import { ENGINE_NAMES } from '../models/catalogue';
import { abortedError, unexpectedError } from './errors';
import { EngineError, type Engine, type EngineAnswer, type EngineEnv, type EngineName, type EngineQuery } from './types';

export const DEFAULT_CONCURRENCY: Readonly<Record<EngineName, number>> = {
  openai: 8,
  perplexity: 4,
  gemini: 6,
  anthropic: 4,
  simulated: 16,
};
export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_BASE_DELAY_MS = 500;
export const DEFAULT_MAX_DELAY_MS = 30_000;

export interface EngineCallerOptions {
  /** Calls in flight per engine; env ENGINE_CONCURRENCY_<NAME> otherwise, then DEFAULT_CONCURRENCY. */
  concurrency?: Partial<Record<EngineName, number>>;
  /** Per attempt; env ENGINE_TIMEOUT_MS otherwise, then 60 s. */
  timeoutMs?: number;
  maxAttempts?: number;
  /** Backoff ceiling of the first retry, doubled at each retry up to maxDelayMs. */
  baseDelayMs?: number;
  /** Longest backoff; a Retry-After longer than this fails the call instead of stalling the audit. */
  maxDelayMs?: number;
  /** Jitter source in [0, 1); injectable for tests. */
  random?: () => number;
  env?: EngineEnv;
}

export interface EngineCaller {
  ask(engine: Engine, query: EngineQuery): Promise<EngineAnswer>;
}

export function createEngineCaller(options: EngineCallerOptions = {}): EngineCaller {
  const env = options.env ?? process.env;
  const timeoutMs = options.timeoutMs ?? positiveInt(env.ENGINE_TIMEOUT_MS) ?? DEFAULT_TIMEOUT_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const baseDelayMs = options.baseDelayMs ?? DEFAULT_BASE_DELAY_MS;
  const maxDelayMs = options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
  const random = options.random ?? Math.random;

  const limits = concurrencyLimits(options);
  const states = new Map<EngineName, EngineState>();
  const stateOf = (name: EngineName): EngineState => {
    let state = states.get(name);
    if (!state) {
      state = { slots: new Semaphore(limits[name]), pausedUntil: 0 };
      states.set(name, state);
    }
    return state;
  };

  const backoffMs = (attempt: number) => random() * Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));

  async function attempt(engine: Engine, query: EngineQuery, release: () => void): Promise<EngineAnswer> {
    const timeout = new AbortController();
    const signal = query.signal ? AbortSignal.any([query.signal, timeout.signal]) : timeout.signal;
    const call = Promise.resolve().then(() => engine.ask({ ...query, signal }));
    // The slot stays taken until the call settles, even past its timeout: an engine slow to
    // honour the abort must not push the engine past its concurrency limit.
    void call.then(release, release);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new EngineError(engine.name, `${engine.name} timed out after ${timeoutMs} ms`, { retryable: true }));
        timeout.abort();
      }, timeoutMs);
    });
    try {
      return await Promise.race([call, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function askWithRetries(engine: Engine, query: EngineQuery): Promise<EngineAnswer> {
    const state = stateOf(engine.name);
    for (let attemptNumber = 1; ; attemptNumber++) {
      const release = await acquireWhenOpen(state, query.signal);
      let error: EngineError;
      try {
        return await attempt(engine, query, release);
      } catch (err) {
        error = err instanceof EngineError ? err : unexpectedError(engine.name, err);
      }
      if (query.signal?.aborted) throw abortedError(engine.name, query.signal.reason);
      if (!error.retryable || attemptNumber >= maxAttempts) throw error;
      if (error.retryAfterMs !== undefined && error.retryAfterMs > maxDelayMs) throw error;

      const waitMs = error.retryAfterMs ?? backoffMs(attemptNumber);
      if (error.status === 429) state.pausedUntil = Math.max(state.pausedUntil, Date.now() + waitMs);
      // Callers released by the same Retry-After are spread out rather than sent back together.
      const spreadMs = error.retryAfterMs === undefined ? 0 : random() * baseDelayMs;
      await sleep(waitMs + spreadMs, undefined, { signal: query.signal });
    }
  }

  return {
    async ask(engine, query) {
      try {
        return await askWithRetries(engine, query);
      } catch (err) {
        // Aborted while queued or backing off: the caller gave up, report it as such.
        if (query.signal?.aborted && !(err instanceof EngineError)) throw abortedError(engine.name, err);
        throw err;
      }
    },
  };
}

interface EngineState {
  slots: Semaphore;
  /** Epoch ms before which nobody calls this engine: set by a 429. */
  pausedUntil: number;
}

/** A slot, once no 429 pause is running; re-checked after queueing, as a pause may start meanwhile. */
async function acquireWhenOpen(state: EngineState, signal: AbortSignal | undefined): Promise<() => void> {
  for (;;) {
    const pauseMs = state.pausedUntil - Date.now();
    if (pauseMs > 0) {
      await sleep(pauseMs, undefined, { signal });
      continue;
    }
    const release = await state.slots.acquire(signal);
    if (state.pausedUntil <= Date.now()) return release;
    release();
  }
}

/** A counting semaphore whose release hands the slot straight to the next waiter, FIFO. */
class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  acquire(signal?: AbortSignal): Promise<() => void> {
    signal?.throwIfAborted();
    if (this.active < this.limit) {
      this.active++;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve(this.releaser());
      };
      const onAbort = () => {
        this.waiting.splice(this.waiting.indexOf(grant), 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(grant);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    };
  }
}

function positiveInt(value: string | undefined): number | undefined {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}

/** Every engine's concurrency limit: option, else ENGINE_CONCURRENCY_<NAME>, else the default. */
export function concurrencyLimits(options: Pick<EngineCallerOptions, 'concurrency' | 'env'> = {}): Record<EngineName, number> {
  const env = options.env ?? process.env;
  return Object.fromEntries(
    ENGINE_NAMES.map((name) => [
      name,
      options.concurrency?.[name] ?? positiveInt(env[`ENGINE_CONCURRENCY_${name.toUpperCase()}`]) ?? DEFAULT_CONCURRENCY[name],
    ]),
  ) as Record<EngineName, number>;
}

// The engine caller against a real (embedded) database, which holds the providers' shared
// budgets (docs/operations/provider-traffic.md): several callers on one database stand for several workers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@db/connection';
import { BudgetSpentError, concurrencyLimits, createEngineCaller, DEFAULT_CONCURRENCY, type EngineCallerOptions } from './call';
import { startFakeProviders, type FakeProviders } from '../../test/fakes';
import { configuredEngines } from './registry';
import { EngineError, type Engine, type EngineAnswer, type EngineName, type EngineQuery } from './types';

const ANSWER: EngineAnswer = { text: 'ok', sources: [], citations: [] };
const QUERY: EngineQuery = { prompt: 'Best CRM?', region: 'us', model: 'm' };
const noJitter = () => 0.5;

/** An engine whose n-th call (1-based) does what `behaviour` says, counting calls in flight. */
function scriptedEngine(behaviour: (call: number, query: EngineQuery) => Promise<EngineAnswer>, name: EngineName = 'openai') {
  const stats = { calls: 0, inFlight: 0, maxInFlight: 0, startedAt: [] as number[] };
  const engine: Engine = {
    name,
    surface: 'model_api',
    async ask(query) {
      stats.calls++;
      stats.startedAt.push(Date.now());
      stats.inFlight++;
      stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
      try {
        return await behaviour(stats.calls, query);
      } finally {
        stats.inFlight--;
      }
    },
  };
  return { engine, stats };
}

const fail = (status: number | undefined, retryable: boolean, retryAfterMs?: number) =>
  Promise.reject(new EngineError('openai', `failed with ${status}`, { status, retryable, retryAfterMs }));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Resolves after `ms`, or rejects as soon as the query's signal aborts. */
const answerAfter = (ms: number, query: EngineQuery) =>
  new Promise<EngineAnswer>((resolve, reject) => {
    const timer = setTimeout(() => resolve(ANSWER), ms);
    query.signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new EngineError('openai', 'aborted', { retryable: false }));
    });
  });

let dir: string;
let db: Database;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-caller-'));
  // Always the embedded database, even when DATABASE_URL is set: these budgets are this file's own.
  db = await openDatabase({ databaseUrl: '', dataDir: path.join(dir, 'data') });
});
afterAll(async () => {
  await db?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.sql`DELETE FROM provider_leases`;
  await db.sql`DELETE FROM provider_state`;
});

let holders = 0;
/** A caller on the test database; each stands for one worker process. */
const callerWith = (options: Partial<EngineCallerOptions> = {}) =>
  createEngineCaller({ sql: db.sql, holder: `worker-${++holders}`, listen: false, ...options });

describe('engine caller', () => {
  it('retries retryable failures until one succeeds', async () => {
    const { engine, stats } = scriptedEngine((call) => (call < 3 ? fail(503, true) : Promise.resolve(ANSWER)));
    const caller = callerWith({ baseDelayMs: 5, random: noJitter });
    await expect(caller.ask(engine, QUERY)).resolves.toEqual(ANSWER);
    expect(stats.calls).toBe(3);
  });

  it('does not retry what retrying cannot fix', async () => {
    const { engine, stats } = scriptedEngine(() => fail(401, false));
    const caller = callerWith({ baseDelayMs: 5 });
    await expect(caller.ask(engine, QUERY)).rejects.toMatchObject({ status: 401 });
    expect(stats.calls).toBe(1);
  });

  it("retries for as long as the answer's time budget lasts, then says so", async () => {
    const { engine, stats } = scriptedEngine((call) => fail(call % 2 ? 500 : 502, true));
    const caller = callerWith({ answerBudgetMs: 300, baseDelayMs: 10 });
    const error = await caller.ask(engine, QUERY).catch((err) => err);
    expect(error).toBeInstanceOf(BudgetSpentError);
    expect(error).toMatchObject({ retryable: true });
    expect(error.message).toMatch(/still failing after \d+ attempts within the answer's time budget of 0\.3 s\)$/);
    expect(stats.calls).toBeGreaterThan(3);
  });

  /** A clock whose sleeps pass at once: minutes of backoff in milliseconds. */
  const virtualClock = (start = 1_000_000) => {
    const clock = { at: start, now: () => clock.at, sleep: async (ms: number) => void (clock.at += ms) };
    return clock;
  };

  it('lives through a provider down for two minutes, with the default budget and backoff', async () => {
    const clock = virtualClock();
    const backAt = clock.at + 120_000;
    const { engine, stats } = scriptedEngine(() => (clock.now() < backAt ? fail(503, true) : Promise.resolve(ANSWER)));
    // The settings' defaults: a 10-minute answer budget, backoff from 0.5 s up to 30 s.
    const caller = callerWith({ clock, random: noJitter });
    await expect(caller.ask(engine, QUERY)).resolves.toEqual(ANSWER);
    // Waits drawn at half their ceilings (noJitter): 0.25, 0.5, 1, 2, 4, 8 s, then 15 s each
    // (the 30 s ceiling): 15.75 s after 7 attempts, the outage's end within 7 more waits of 15 s
    // (120.75 s), answered by the 14th attempt, at most one wait after the provider came back.
    expect(stats.calls).toBe(14);
    expect(clock.now() - backAt).toBeGreaterThanOrEqual(0);
    expect(clock.now() - backAt).toBeLessThanOrEqual(15_000);
  });

  it('gives up on an outage longer than the answer budget, at the budget', async () => {
    const clock = virtualClock();
    const started = clock.at;
    const { engine, stats } = scriptedEngine(() => fail(503, true));
    const caller = callerWith({ clock, random: noJitter });
    const error = await caller.ask(engine, QUERY).catch((err) => err);
    expect(error).toBeInstanceOf(BudgetSpentError);
    expect(error.message).toMatch(/still failing after 45 attempts within the answer's time budget of 600 s\)$/);
    // The 7th attempt at 15.75 s, then one every 15 s while the next wait still ends within the
    // budget: the 45th at 585.75 s, the last; another wait would end past 600 s.
    expect(stats.calls).toBe(45);
    expect(clock.now() - started).toBe(585_750);
  });

  it('ends the budget at the audit deadline when that comes first', async () => {
    const { engine, stats } = scriptedEngine(() => fail(503, true));
    const caller = callerWith({ answerBudgetMs: 60_000, baseDelayMs: 10 });
    const started = Date.now();
    await expect(caller.ask(engine, QUERY, { notAfter: Date.now() + 200 })).rejects.toBeInstanceOf(BudgetSpentError);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(stats.calls).toBeGreaterThan(1);
  });

  it('runs afterFailedAttempt after each failed attempt, before its backoff, and not after the answer', async () => {
    const events: string[] = [];
    const { engine } = scriptedEngine((call) => (call < 3 ? fail(503, true) : Promise.resolve(ANSWER)));
    const clock = { at: 0, now: () => clock.at, sleep: async (ms: number) => void (events.push('backoff'), (clock.at += ms)) };
    const caller = callerWith({ clock, random: noJitter });
    await caller.ask(engine, QUERY, { beforeAttempt: async () => void events.push('before'), afterFailedAttempt: () => events.push('failed') });
    expect(events).toEqual(['before', 'failed', 'backoff', 'before', 'failed', 'backoff', 'before']);
  });

  it('backs off exponentially with full jitter', async () => {
    const { engine, stats } = scriptedEngine((call) => (call < 4 ? fail(500, true) : Promise.resolve(ANSWER)));
    const caller = callerWith({ baseDelayMs: 20, random: () => 0.999 });
    await caller.ask(engine, QUERY);
    const gaps = stats.startedAt.slice(1).map((at, i) => at - stats.startedAt[i]);
    // Ceilings 20, 40, 80 ms; the jitter draw is at the top of each.
    expect(gaps[0]).toBeGreaterThanOrEqual(18);
    expect(gaps[1]).toBeGreaterThanOrEqual(38);
    expect(gaps[2]).toBeGreaterThanOrEqual(78);
  });

  it("honours Retry-After and pauses the provider's other callers, in every process, until then", async () => {
    const { engine, stats } = scriptedEngine((call) => (call === 1 ? fail(429, true, 300) : Promise.resolve(ANSWER)));
    const [here, elsewhere] = [callerWith({ baseDelayMs: 1 }), callerWith({ baseDelayMs: 1 })];
    const started = Date.now();
    const first = here.ask(engine, QUERY);
    await wait(50);
    const second = elsewhere.ask(engine, QUERY);
    await Promise.all([first, second]);
    expect(stats.calls).toBe(3);
    // Neither the retry nor the other worker's call went out before the 300 ms asked for.
    for (const at of stats.startedAt.slice(1)) expect(at - started).toBeGreaterThanOrEqual(295);
  });

  it('other engines are not paused by one engine being rate limited', async () => {
    const limited = scriptedEngine(() => fail(429, true, 5_000), 'openai');
    const other = scriptedEngine(() => Promise.resolve(ANSWER), 'gemini');
    const caller = callerWith();
    const controller = new AbortController();
    const pending = caller.ask(limited.engine, { ...QUERY, signal: controller.signal }).catch((err) => err);
    await wait(50);
    await expect(caller.ask(other.engine, QUERY)).resolves.toEqual(ANSWER);
    controller.abort();
    expect(await pending).toMatchObject({ retryable: false });
  });

  it("a Retry-After beyond the answer's budget ends the answer at once", async () => {
    const { engine, stats } = scriptedEngine(() => fail(429, true, 60_000));
    const caller = callerWith({ answerBudgetMs: 1_000 });
    await expect(caller.ask(engine, QUERY)).rejects.toBeInstanceOf(BudgetSpentError);
    expect(stats.calls).toBe(1);
  });

  it('times out an attempt, aborting its signal, and retries', async () => {
    const signals: AbortSignal[] = [];
    const { engine, stats } = scriptedEngine((call, query) => {
      signals.push(query.signal!);
      return answerAfter(call === 1 ? 10_000 : 1, query);
    });
    const caller = callerWith({ timeoutMs: 50, baseDelayMs: 1 });
    await expect(caller.ask(engine, QUERY)).resolves.toEqual(ANSWER);
    expect(stats.calls).toBe(2);
    expect(signals[0].aborted).toBe(true);
  });

  it('reports timeouts as retryable once the budget runs out', async () => {
    const { engine } = scriptedEngine(() => new Promise<never>(() => {}));
    const caller = callerWith({ timeoutMs: 20, answerBudgetMs: 100, baseDelayMs: 1 });
    await expect(caller.ask(engine, QUERY)).rejects.toMatchObject({ retryable: true, message: expect.stringMatching(/^ChatGPT timed out after 20 ms/) });
  });

  it('never runs more calls per provider than its limit, across every process sharing the database', async () => {
    const { engine, stats } = scriptedEngine((_, query) => answerAfter(5, query));
    const workers = [1, 2, 3].map(() => callerWith({ concurrency: { openai: 3 } }));
    await Promise.all(workers.flatMap((caller) => Array.from({ length: 20 }, () => caller.ask(engine, QUERY))));
    expect(stats.calls).toBe(60);
    expect(stats.maxInFlight).toBe(3);
    const [{ count }] = await db.sql`SELECT count(*)::int AS count FROM provider_leases`;
    expect(count).toBe(0); // every slot given back
  });

  it("halves the shared limit on a 429 and raises it back by one per limit's worth of answers (AIMD)", async () => {
    const limitOf = async () => (await db.sql`SELECT concurrency FROM provider_state WHERE provider = 'openai'`)[0].concurrency as number;
    const { engine } = scriptedEngine((call, query) => (call === 1 ? fail(429, true, 20) : answerAfter(1, query)));
    const caller = callerWith({ concurrency: { openai: 8 }, baseDelayMs: 1 });
    await caller.ask(engine, QUERY);
    expect(await limitOf()).toBeCloseTo(4 + 1 / 4, 5); // 8 → 4 on the 429, then one answer: + 1/4
    for (let i = 0; i < 40; i++) await caller.ask(engine, QUERY);
    expect(await limitOf()).toBe(8); // back to the configured cap, never above
  });

  it("a dead worker's slot counts until its lease lapses, then no more", async () => {
    await db.sql`INSERT INTO provider_state (provider, max_concurrency, concurrency) VALUES ('openai', 1, 1)`;
    await db.sql`INSERT INTO provider_leases (provider, holder, expires_at) VALUES ('openai', 'dead-worker', now() + interval '400 milliseconds')`;
    const { engine, stats } = scriptedEngine(() => Promise.resolve(ANSWER));
    const caller = callerWith({ concurrency: { openai: 1 } });
    const started = Date.now();
    await caller.ask(engine, QUERY);
    expect(stats.startedAt[0] - started).toBeGreaterThanOrEqual(350);
  });

  it("stops when the caller's signal aborts, even while backing off or waiting for a slot", async () => {
    const { engine } = scriptedEngine(() => fail(500, true));
    const caller = callerWith({ baseDelayMs: 10_000, random: () => 0.99 });
    const started = Date.now();
    const error = await caller.ask(engine, { ...QUERY, signal: AbortSignal.timeout(50) }).catch((err) => err);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ provider: 'openai', retryable: false });

    await db.sql`INSERT INTO provider_leases (provider, holder, expires_at) VALUES ('gemini', 'busy', now() + interval '1 minute')`;
    const waiting = scriptedEngine(() => Promise.resolve(ANSWER), 'gemini');
    const queued = await callerWith({ concurrency: { gemini: 1 } }).ask(waiting.engine, { ...QUERY, signal: AbortSignal.timeout(100) }).catch((err) => err);
    expect(queued).toMatchObject({ retryable: false });
    expect(waiting.stats.calls).toBe(0);
  });

  it('queues the many calls of one audit on its signal without an abort listener each (no MaxListenersExceededWarning)', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const audit = new AbortController();
      const { engine, stats } = scriptedEngine((_, query) => answerAfter(5, query));
      const caller = callerWith({ concurrency: { openai: 1 }, baseDelayMs: 5 });
      // Every row of an audit is started at once and waits for a slot (audits/run.ts).
      await Promise.all(Array.from({ length: 15 }, () => caller.ask(engine, { ...QUERY, signal: audit.signal })));
      expect(stats.calls).toBe(15);
      await new Promise((resolve) => setImmediate(resolve)); // warnings are emitted on the next tick
      expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('reads its limits, timeout and budget from the environment', async () => {
    const env = { ENGINE_CONCURRENCY_SIMULATED: '2', ENGINE_TIMEOUT_MS: '30', ENGINE_ANSWER_BUDGET_MS: '100' };
    expect(concurrencyLimits({ env })).toEqual({ ...DEFAULT_CONCURRENCY, simulated: 2 });
    // A value that is not a limit is refused, by name (config.ts), not replaced by the default.
    expect(() => concurrencyLimits({ env: { ENGINE_CONCURRENCY_GEMINI: 'lots' } })).toThrow('ENGINE_CONCURRENCY_GEMINI="lots" must be an integer');
    expect(concurrencyLimits({ env, concurrency: { simulated: 5 } }).simulated).toBe(5);

    const { engine, stats } = scriptedEngine((_, query) => answerAfter(10_000, query), 'simulated');
    const caller = callerWith({ env, baseDelayMs: 1 });
    const started = Date.now();
    await expect(caller.ask(engine, QUERY)).rejects.toBeInstanceOf(BudgetSpentError);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(stats.calls).toBeGreaterThanOrEqual(1);
  });
});

describe('engine caller against faulty providers', () => {
  let fakes: FakeProviders;
  beforeAll(async () => {
    fakes = await startFakeProviders({
      latencyMs: 10,
      seed: 7,
      faults: { errorRate: 0.2, timeoutRate: 0.1, rateLimitBurst: { from: 5, count: 3, retryAfterSeconds: 1 } },
    });
  });
  afterAll(() => fakes.close());

  it('gets every answer through 5xx, timeouts and a 429 burst, within each concurrency limit', async () => {
    const limit = 4;
    const caller = callerWith({ concurrency: { openai: limit, perplexity: limit, gemini: limit, anthropic: limit }, timeoutMs: 300, baseDelayMs: 10 });
    const counted = configuredEngines(fakes.env).map((real) => scriptedEngine((_, query) => real.ask(query), real.name));
    const prompts = Array.from({ length: 25 }, (_, i) => `Which CRM is best for team ${i}?`);

    const answers = await Promise.all(
      counted.flatMap(({ engine }) => prompts.map((prompt) => caller.ask(engine, { ...QUERY, prompt, model: 'fake-model' }))),
    );

    expect(answers).toHaveLength(100);
    for (const answer of answers) expect(answer.sources.length).toBeGreaterThan(0);
    for (const { engine, stats } of counted) {
      expect(stats.maxInFlight, engine.name).toBeLessThanOrEqual(limit);
      expect(stats.calls, engine.name).toBeGreaterThan(prompts.length); // faults forced retries
    }
  });
});

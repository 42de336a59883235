import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concurrencyLimits, createEngineCaller, DEFAULT_CONCURRENCY } from './call';
import { startFakeProviders, type FakeProviders } from './fakes';
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

describe('engine caller', () => {
  it('retries retryable failures until one succeeds', async () => {
    const { engine, stats } = scriptedEngine((call) => (call < 3 ? fail(503, true) : Promise.resolve(ANSWER)));
    const caller = createEngineCaller({ baseDelayMs: 5, random: noJitter });
    await expect(caller.ask(engine, QUERY)).resolves.toEqual(ANSWER);
    expect(stats.calls).toBe(3);
  });

  it('does not retry what retrying cannot fix', async () => {
    const { engine, stats } = scriptedEngine(() => fail(401, false));
    const caller = createEngineCaller({ baseDelayMs: 5 });
    await expect(caller.ask(engine, QUERY)).rejects.toMatchObject({ status: 401 });
    expect(stats.calls).toBe(1);
  });

  it('throws the last error once the attempts are exhausted', async () => {
    const { engine, stats } = scriptedEngine((call) => fail(call < 3 ? 500 : 502, true));
    const caller = createEngineCaller({ maxAttempts: 3, baseDelayMs: 1 });
    await expect(caller.ask(engine, QUERY)).rejects.toMatchObject({ status: 502, retryable: true });
    expect(stats.calls).toBe(3);
  });

  it('backs off exponentially with full jitter', async () => {
    const { engine, stats } = scriptedEngine((call) => (call < 4 ? fail(500, true) : Promise.resolve(ANSWER)));
    const caller = createEngineCaller({ baseDelayMs: 20, random: () => 0.999 });
    await caller.ask(engine, QUERY);
    const gaps = stats.startedAt.slice(1).map((at, i) => at - stats.startedAt[i]);
    // Ceilings 20, 40, 80 ms; the jitter draw is at the top of each.
    expect(gaps[0]).toBeGreaterThanOrEqual(18);
    expect(gaps[1]).toBeGreaterThanOrEqual(38);
    expect(gaps[2]).toBeGreaterThanOrEqual(78);
  });

  it("honours Retry-After and pauses the engine's other callers until then", async () => {
    const { engine, stats } = scriptedEngine((call) => (call === 1 ? fail(429, true, 150) : Promise.resolve(ANSWER)));
    const caller = createEngineCaller({ baseDelayMs: 1 });
    const started = Date.now();
    const first = caller.ask(engine, QUERY);
    await wait(30);
    const second = caller.ask(engine, QUERY);
    await Promise.all([first, second]);
    expect(stats.calls).toBe(3);
    // Neither the retry nor the newcomer went out before the 150 ms asked for.
    for (const at of stats.startedAt.slice(1)) expect(at - started).toBeGreaterThanOrEqual(145);
  });

  it('other engines are not paused by one engine being rate limited', async () => {
    const limited = scriptedEngine(() => fail(429, true, 5_000), 'openai');
    const other = scriptedEngine(() => Promise.resolve(ANSWER), 'gemini');
    const caller = createEngineCaller({ maxDelayMs: 10_000, maxAttempts: 2 });
    const controller = new AbortController();
    const pending = caller.ask(limited.engine, { ...QUERY, signal: controller.signal }).catch((err) => err);
    await wait(10);
    await expect(caller.ask(other.engine, QUERY)).resolves.toEqual(ANSWER);
    controller.abort();
    expect(await pending).toMatchObject({ retryable: false });
  });

  it('fails at once when Retry-After exceeds the longest wait', async () => {
    const { engine, stats } = scriptedEngine(() => fail(429, true, 60_000));
    const caller = createEngineCaller({ maxDelayMs: 1_000 });
    await expect(caller.ask(engine, QUERY)).rejects.toMatchObject({ status: 429, retryAfterMs: 60_000 });
    expect(stats.calls).toBe(1);
  });

  it('times out an attempt, aborting its signal, and retries', async () => {
    const signals: AbortSignal[] = [];
    const { engine, stats } = scriptedEngine((call, query) => {
      signals.push(query.signal!);
      return answerAfter(call === 1 ? 10_000 : 1, query);
    });
    const caller = createEngineCaller({ timeoutMs: 50, baseDelayMs: 1 });
    await expect(caller.ask(engine, QUERY)).resolves.toEqual(ANSWER);
    expect(stats.calls).toBe(2);
    expect(signals[0].aborted).toBe(true);
  });

  it('reports a timeout as a retryable error once attempts run out', async () => {
    const { engine } = scriptedEngine(() => new Promise<never>(() => {}));
    const caller = createEngineCaller({ timeoutMs: 20, maxAttempts: 2, baseDelayMs: 1 });
    await expect(caller.ask(engine, QUERY)).rejects.toMatchObject({ retryable: true, message: 'openai timed out after 20 ms' });
  });

  it('never runs more calls per engine than its limit', async () => {
    const { engine, stats } = scriptedEngine((_, query) => answerAfter(5, query));
    const caller = createEngineCaller({ concurrency: { openai: 3 } });
    await Promise.all(Array.from({ length: 30 }, () => caller.ask(engine, QUERY)));
    expect(stats.calls).toBe(30);
    expect(stats.maxInFlight).toBe(3);
  });

  it("stops when the caller's signal aborts, even while backing off", async () => {
    const { engine } = scriptedEngine(() => fail(500, true));
    const caller = createEngineCaller({ baseDelayMs: 10_000, random: () => 0.99 });
    const started = Date.now();
    const error = await caller.ask(engine, { ...QUERY, signal: AbortSignal.timeout(30) }).catch((err) => err);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ provider: 'openai', retryable: false });
  });

  it('reads its limits and timeout from the environment', async () => {
    const env = { ENGINE_CONCURRENCY_SIMULATED: '2', ENGINE_CONCURRENCY_GEMINI: 'lots', ENGINE_TIMEOUT_MS: '30' };
    expect(concurrencyLimits({ env })).toEqual({ ...DEFAULT_CONCURRENCY, simulated: 2 });
    expect(concurrencyLimits({ env, concurrency: { simulated: 5 } }).simulated).toBe(5);

    const { engine, stats } = scriptedEngine((_, query) => answerAfter(10_000, query), 'simulated');
    const caller = createEngineCaller({ env, maxAttempts: 1 });
    const started = Date.now();
    await expect(caller.ask(engine, QUERY)).rejects.toMatchObject({ retryable: true });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(stats.calls).toBe(1);
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
    const caller = createEngineCaller({ concurrency: { openai: limit, perplexity: limit, gemini: limit, anthropic: limit }, timeoutMs: 300, maxAttempts: 8, baseDelayMs: 10 });
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

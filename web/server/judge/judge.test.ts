// The model judge against the wire-faithful provider fakes and a real database (the embedded
// one, or PostgreSQL with DATABASE_URL): each provider's structured-output request, the cache,
// the spend, and the rules' result on every failure (docs/operations/model-judge.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@db/connection';
import { FAKE_API_KEY, startFakeAnthropic, startFakeGemini, startFakeOpenAI, type FakeProvider, type FakeProviderOptions } from '../../test/fakes';
import { analyzeAnswer, brandProfile } from '../analysis/analyze';
import { costOf, priceOf } from '../engines/prices';
import { judgeAnswer, judgeFromEnv, withDeadline, type Judge } from './judge';
import type { JudgeProvider } from './providers';

const profile = brandProfile({ brandName: 'Northgate Payroll Services', url: 'https://northgatepayroll.co.uk', competitors: ['Paysmith'] });
const UNSURE = 'Northgate is popular with accountants for payroll. Paysmith is cheaper.';
const SURE = 'Northgate Payroll Services runs payroll for 2,000 firms, ahead of Paysmith.';
const NOT_US = { aboutBrand: false, sentiment: 'NEUTRAL', excerpt: '' };

const PROVIDERS: { name: JudgeProvider; start: (o?: FakeProviderOptions) => Promise<FakeProvider>; env: string; model: string }[] = [
  { name: 'openai', start: startFakeOpenAI, env: 'OPENAI', model: 'gpt-5.4-mini' },
  { name: 'anthropic', start: startFakeAnthropic, env: 'ANTHROPIC', model: 'claude-haiku-4-5' },
  { name: 'gemini', start: startFakeGemini, env: 'GEMINI', model: 'gemini-2.5-flash' },
];

describe('model judge', () => {
  let dir: string;
  let db: Database;
  let orgId: string;
  const signal = new AbortController().signal;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-judge-'));
    db = await openDatabase({ dataDir: path.join(dir, 'data') });
    [{ id: orgId }] = await db.sql`INSERT INTO organizations (name, plan) VALUES ('Judge org', 'pro') RETURNING id`;
  });
  afterAll(async () => {
    await db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const judgeFor = (name: JudgeProvider, env: string, url: string, extra: Record<string, string> = {}) =>
    judgeFromEnv({ ANALYSIS_JUDGE: name, [`${env}_API_KEY`]: FAKE_API_KEY, [`${env}_BASE_URL`]: url, ...extra }) as Judge;
  const spent = async () =>
    (await db.sql`SELECT coalesce(sum(spent_usd), 0)::float8 AS usd, coalesce(sum(answers), 0)::int AS calls FROM org_spend WHERE org_id = ${orgId} AND provider = 'judge'`)[0];

  it('is off without ANALYSIS_JUDGE, and without the provider’s key', () => {
    expect(judgeFromEnv({})).toBeNull();
    expect(judgeFromEnv({ ANALYSIS_JUDGE: 'openai' })).toBeNull();
    expect(() => judgeFromEnv({ ANALYSIS_JUDGE: 'mistral', OPENAI_API_KEY: 'k' })).toThrow('ANALYSIS_JUDGE="mistral" must be one of');
    expect(judgeFromEnv({ ANALYSIS_JUDGE: 'openai', OPENAI_API_KEY: 'k' })).toMatchObject({ provider: 'openai', model: 'gpt-5.4-mini' });
    expect(judgeFromEnv({ ANALYSIS_JUDGE: 'gemini', GEMINI_API_KEY: 'k', ANALYSIS_JUDGE_MODEL: 'gemini-2.5-pro' })).toMatchObject({ model: 'gemini-2.5-pro' });
  });

  for (const { name, start, env, model } of PROVIDERS) {
    it(`${name}: asks for structured output without search, applies the verdict, prices it, and caches it`, async () => {
      const fake = await start({ judge: () => NOT_US });
      try {
        const judge = judgeFor(name, env, fake.url);
        const before = await spent();
        const rules = analyzeAnswer(profile, { text: `${UNSURE} (${name})`, sources: [] });
        expect(rules).toMatchObject({ cited: true, unsure: ['weak_mention'] });
        const judged = await judgeAnswer(db.sql, orgId, profile, `${UNSURE} (${name})`, rules, signal, judge);
        expect(judged).toMatchObject({ cited: false, sentiment: 'NEUTRAL', citations: [] });
        expect(judged.judge).toMatchObject({ provider: name, model, verdict: NOT_US, cached: false, rules: { cited: true, sentiment: rules.sentiment } });

        expect(fake.requests).toHaveLength(1);
        const body = fake.requests[0] as any;
        if (name === 'openai') {
          expect(body.text.format).toMatchObject({ type: 'json_schema', name: 'verdict', strict: true, schema: { required: ['aboutBrand', 'sentiment', 'excerpt'] } });
          expect(body.tools).toBeUndefined();
          expect(body.input).toContain('Northgate is popular');
        } else if (name === 'anthropic') {
          expect(body.tool_choice).toEqual({ type: 'tool', name: 'record_verdict' });
          expect(body.tools).toHaveLength(1);
          expect(body.tools[0].input_schema.properties.sentiment.enum).toEqual(['POSITIVE', 'NEUTRAL', 'NEGATIVE']);
        } else {
          expect(body.generationConfig).toMatchObject({ responseMimeType: 'application/json', responseSchema: { type: 'OBJECT' } });
          expect(body.tools).toBeUndefined();
        }

        // The cost: the fake's usage fields, priced as answers are.
        const [stored] = await db.sql`SELECT input_tokens, output_tokens, cost_usd::float8 AS cost FROM judge_verdicts WHERE org_id = ${orgId} AND provider = ${name}`;
        const expected = costOf({ inputTokens: stored.input_tokens, outputTokens: stored.output_tokens, cachedTokens: 0, reasoningTokens: 0, searches: 0 }, priceOf(name, model, model));
        expect(stored.cost).toBeGreaterThan(0);
        expect(stored.cost).toBeCloseTo(expected, 6);
        expect(judged.judge!.costUsd).toBeCloseTo(expected, 6);
        const after = await spent();
        expect(after.calls - before.calls).toBe(1);
        expect(after.usd - before.usd).toBeCloseTo(expected, 6);

        // The same answer again: from the cache, free, no request.
        const again = await judgeAnswer(db.sql, orgId, profile, `${UNSURE} (${name})`, rules, signal, judge);
        expect(again).toMatchObject({ cited: false, judge: { cached: true, costUsd: 0, verdict: NOT_US } });
        expect(fake.requests).toHaveLength(1);
        expect((await spent()).calls).toBe(after.calls);

        // A row the rules are sure of is not sent.
        const sure = analyzeAnswer(profile, { text: SURE, sources: [] });
        expect(sure.unsure).toEqual([]);
        expect(await judgeAnswer(db.sql, orgId, profile, SURE, sure, signal, judge)).toBe(sure);
        expect(fake.requests).toHaveLength(1);
      } finally {
        await fake.close();
      }
    });
  }

  it.each([
    ['prose instead of JSON', 'The brand is clearly praised. {"aboutBrand": false}'],
    ['an injected extra field', JSON.stringify({ ...NOT_US, note: 'ignore the rules' })],
    ['an excerpt that is not in the answer', JSON.stringify({ aboutBrand: true, sentiment: 'NEGATIVE', excerpt: 'Northgate steals payroll data.' })],
  ])('keeps the rules’ result on %s, records the cost, and caches nothing', async (_, reply) => {
    const fake = await startFakeOpenAI({ judge: () => reply });
    try {
      const judge = judgeFor('openai', 'OPENAI', fake.url);
      const text = `${UNSURE} [${reply.length}]`;
      const rules = analyzeAnswer(profile, { text, sources: [] });
      const judged = await judgeAnswer(db.sql, orgId, profile, text, rules, signal, judge);
      expect(judged).toMatchObject({ cited: rules.cited, sentiment: rules.sentiment, citations: rules.citations });
      expect(judged.judge).toMatchObject({ verdict: null, cached: false });
      expect(judged.judge!.costUsd).toBeGreaterThan(0);
      await judgeAnswer(db.sql, orgId, profile, text, rules, signal, judge);
      expect(fake.requests).toHaveLength(2);
    } finally {
      await fake.close();
    }
  });

  it('keeps the rules’ result when the provider fails, times out, or the budget is spent', async () => {
    const rules = analyzeAnswer(profile, { text: UNSURE, sources: [] });
    const failing = await startFakeOpenAI({ faults: { errorRate: 1 } });
    const slow = await startFakeOpenAI({ latencyMs: 5_000 });
    const fine = await startFakeOpenAI({ judge: () => NOT_US });
    try {
      expect(await judgeAnswer(db.sql, orgId, profile, UNSURE, rules, signal, judgeFor('openai', 'OPENAI', failing.url))).toBe(rules);
      const started = Date.now();
      expect(await judgeAnswer(db.sql, orgId, profile, UNSURE, rules, signal, judgeFor('openai', 'OPENAI', slow.url, { JUDGE_TIMEOUT_MS: '300' }))).toBe(rules);
      expect(Date.now() - started).toBeLessThan(4_000);
      const wrongKey = judgeFromEnv({ ANALYSIS_JUDGE: 'openai', OPENAI_API_KEY: 'wrong', OPENAI_BASE_URL: fine.url })!;
      expect(await judgeAnswer(db.sql, orgId, profile, UNSURE, rules, signal, wrongKey)).toBe(rules);

      await db.sql`UPDATE organizations SET monthly_budget_usd = 0 WHERE id = ${orgId}`;
      expect(await judgeAnswer(db.sql, orgId, profile, `${UNSURE} (budget)`, rules, signal, judgeFor('openai', 'OPENAI', fine.url))).toBe(rules);
      expect(fine.requests).toHaveLength(0);
    } finally {
      await db.sql`UPDATE organizations SET monthly_budget_usd = NULL WHERE id = ${orgId}`;
      await Promise.all([failing.close(), slow.close(), fine.close()]);
    }
  });

  it('ends a call at its deadline even when garbage collection runs meanwhile (nodejs/node#57736)', async () => {
    v8.setFlagsFromString('--expose_gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const collecting = setInterval(gc, 20);
    try {
      const never = new AbortController().signal;
      const started = Date.now();
      const untilAborted = (bounded: AbortSignal) => new Promise<never>((_, reject) => bounded.addEventListener('abort', () => reject(bounded.reason), { once: true }));
      await expect(withDeadline(never, 200, untilAborted)).rejects.toMatchObject({ name: 'TimeoutError' });
      expect(Date.now() - started).toBeLessThan(2_000);
      // The caller's own signal still stops it first.
      const stop = new AbortController();
      setTimeout(() => stop.abort(new Error('stopping')), 50);
      await expect(withDeadline(stop.signal, 60_000, untilAborted)).rejects.toThrow('stopping');
    } finally {
      clearInterval(collecting);
    }
  });

  it('keeps each organisation’s cache apart', async () => {
    const fake = await startFakeOpenAI({ judge: () => NOT_US });
    try {
      const judge = judgeFor('openai', 'OPENAI', fake.url);
      const [{ id: other }] = await db.sql`INSERT INTO organizations (name, plan) VALUES ('Other judge org', 'pro') RETURNING id`;
      const text = `${UNSURE} (tenants)`;
      const rules = analyzeAnswer(profile, { text, sources: [] });
      await judgeAnswer(db.sql, orgId, profile, text, rules, signal, judge);
      const theirs = await judgeAnswer(db.sql, other, profile, text, rules, signal, judge);
      expect(theirs.judge).toMatchObject({ cached: false });
      expect(fake.requests).toHaveLength(2);
    } finally {
      await fake.close();
    }
  });
});

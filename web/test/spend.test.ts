// Provider spend (docs/operations/spend.md): each answer's usage is read from the provider's own usage
// fields (the fakes return documented usage blocks), priced when it is stored, and summed per
// audit (detail `usage`, list `cost_usd`) and per organisation and month (`org show`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrg, startProduct, type Product } from './harness';
import { auditDetail, call, fakeAnswer, followAudit, launch, REAL_ENGINES, startFakes, type Fakes } from './worker-helpers';

// Every call reports 1,000 input tokens (200 of them cached) and 500 output tokens (100 of
// them reasoning), each in its provider's own fields.
const USAGE = { input: 1000, output: 500, cached: 200, reasoning: 100 };

// Worked by hand from the dated list prices (web/server/engines/prices.ts), per answer:
const EXPECTED = {
  // gpt-5.4-mini: 800 × $0.25 + 200 × $0.025 + 500 × $2 per million, + one web_search call at $10 per thousand
  openai: { inputTokens: 1000, outputTokens: 500, cachedTokens: 200, reasoningTokens: 100, searches: 1, costUsd: 0.011205 },
  // sonar: 1,000 × $1 + 500 × $1 per million (Perplexity reports no cache), + the $5-per-thousand request fee
  perplexity: { inputTokens: 1000, outputTokens: 500, cachedTokens: 0, reasoningTokens: 100, searches: 1, costUsd: 0.0065 },
  // gemini-2.5-flash: 800 × $0.30 + 200 × $0.03 + 500 × $2.50 per million, + a grounded prompt at $35 per thousand
  gemini: { inputTokens: 1000, outputTokens: 500, cachedTokens: 200, reasoningTokens: 100, searches: 1, costUsd: 0.036496 },
  // claude-haiku-4-5: 800 × $1 + 200 × $0.10 + 500 × $5 per million, + one web search at $10 per thousand
  anthropic: { inputTokens: 1000, outputTokens: 500, cachedTokens: 200, reasoningTokens: 0, searches: 1, costUsd: 0.01332 },
} as const;

const PROMPTS = ['Is Acme a good planning tool?', 'Which planning tool for a small team?'];
const SAMPLES = 5;

describe('provider spend', () => {
  let fakes: Fakes;
  let product: Product;
  beforeAll(async () => {
    const withUsage = (engine: (typeof REAL_ENGINES)[number]) => ({ answer: (prompt: string) => ({ ...fakeAnswer(engine, prompt), usage: USAGE }) });
    fakes = await startFakes(Object.fromEntries(REAL_ENGINES.map((e) => [e, withUsage(e)])));
    product = await startProduct(fakes.env);
  });
  afterAll(async () => {
    await product?.dispose();
    await fakes?.close();
  });

  it('records each answer’s tokens, searches and cost, and sums them per audit, per engine and per month', async () => {
    const { org, key } = await seedOrg(product, 'expert');
    const project = await product.admin('project', 'create', '--org', org.id, '--name', 'Acme', '--url', 'https://acme.example', '--brand', 'Acme');
    await product.admin('prompt', 'create', '--project', project.id, ...PROMPTS);
    const { auditId } = await launch(product, key, project.id, { samples: SAMPLES });
    const { detail } = await followAudit(product, key, project.id, auditId);
    expect(detail.status).toBe('COMPLETED');
    expect(detail.queries).toHaveLength(PROMPTS.length * REAL_ENGINES.length * SAMPLES);
    for (const row of detail.queries) expect(row.usage, `${row.provider}`).toEqual(EXPECTED[row.provider as keyof typeof EXPECTED]);

    const answersPerEngine = PROMPTS.length * SAMPLES;
    const perEngine = (engine: keyof typeof EXPECTED) => ({
      inputTokens: EXPECTED[engine].inputTokens * answersPerEngine,
      outputTokens: EXPECTED[engine].outputTokens * answersPerEngine,
      searches: answersPerEngine,
      costUsd: Math.round(EXPECTED[engine].costUsd * answersPerEngine * 1e6) / 1e6,
    });
    const total = Math.round(Object.values(EXPECTED).reduce((n, e) => n + e.costUsd, 0) * answersPerEngine * 1e6) / 1e6;
    expect(detail.usage).toEqual({
      inputTokens: 1000 * answersPerEngine * 4,
      outputTokens: 500 * answersPerEngine * 4,
      searches: answersPerEngine * 4,
      costUsd: total,
      byProvider: Object.fromEntries(REAL_ENGINES.map((e) => [e, perEngine(e)])),
    });

    const list = await call(product, `/api/v1/projects/${project.id}/audits`, { key });
    expect(list.body.data.find((a: any) => a.id === auditId).cost_usd).toBeCloseTo(total, 6);

    // A second audit: the month's spend is the sum of both.
    const second = await launch(product, key, project.id, { samples: 1 });
    await followAudit(product, key, project.id, second.auditId);
    const secondUsage = (await auditDetail(product, key, project.id, second.auditId)).usage;
    expect(secondUsage.costUsd).toBeCloseTo(total / SAMPLES, 6);
    const shown = await product.admin<any>('org', 'show', '--id', org.id);
    expect(shown.spend.currency).toBe('USD');
    expect(shown.spend.totalUsd).toBeCloseTo(total * (1 + 1 / SAMPLES), 6);
    const geminiAnswers = PROMPTS.length * (SAMPLES + 1);
    expect(shown.spend.byProvider.gemini).toEqual({ costUsd: Math.round(EXPECTED.gemini.costUsd * geminiAnswers * 1e6) / 1e6, answers: geminiAnswers });
  });

  it('estimates an audit before launch (dry_run) from typical answers, then from the project’s own; creating nothing', async () => {
    const { org, key } = await seedOrg(product, 'expert');
    const project = await product.admin('project', 'create', '--org', org.id, '--name', 'Acme', '--url', 'https://acme.example', '--brand', 'Acme');
    await product.admin('prompt', 'create', '--project', project.id, ...PROMPTS);
    const dryRun = (body: unknown) => call(product, `/api/v1/projects/${project.id}/audits`, { key, body, headers: { 'Idempotency-Key': 'same-key' } });

    const fresh = await dryRun({ dry_run: true, samples: 3 });
    expect(fresh.status, fresh.text).toBe(200);
    expect(fresh.body.data).toMatchObject({ dryRun: true, calls: PROMPTS.length * 4 * 3, samples: 3, currency: 'USD' });
    // No history: half to twice a typical answer (2,000 input and 1,000 output tokens, one search);
    // for OpenAI's gpt-5.4-mini that is 2,000 × $0.25 + 1,000 × $2 per million + $0.01 = $0.0125.
    expect(fresh.body.data.byProvider.openai).toEqual({ calls: 6, model: 'gpt-5.4-mini', basis: 'default', answersSeen: 0, estimatedCostUsd: { low: 0.0375, high: 0.15 } });
    const nothing = await call(product, `/api/v1/projects/${project.id}/audits`, { key });
    expect(nothing.body.data).toEqual([]);
    expect((await product.admin<any>('org', 'show', '--id', org.id)).limits.monthlyAuditsUsed).toBe(0);
    // Refused like a launch: the plan's samples cap still applies.
    expect((await dryRun({ dry_run: true, samples: 11 })).status).toBe(400);

    // Ten answers per engine later, the estimate is the project's own: every answer cost the same here.
    const { auditId } = await launch(product, key, project.id, { samples: SAMPLES });
    await followAudit(product, key, project.id, auditId);
    const informed = await dryRun({ dry_run: true, samples: 3 });
    for (const engine of REAL_ENGINES) {
      const exact = Math.round(EXPECTED[engine].costUsd * 6 * 1e6) / 1e6;
      expect(informed.body.data.byProvider[engine]).toMatchObject({ basis: 'history', answersSeen: PROMPTS.length * SAMPLES, estimatedCostUsd: { low: exact, high: exact } });
    }
    // The Idempotency-Key of a dry run is not spent: a real launch with it creates an audit.
    const real = await launch(product, key, project.id, { samples: 1 }, { 'Idempotency-Key': 'same-key' });
    expect(real.auditId).not.toBe(auditId);
  });
});

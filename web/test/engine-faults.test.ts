// Faults: the fake providers inject 20% 5xx, 10% timeouts and 429 bursts, and audits still
// complete with every row (the engine caller retries what is transient). A row that still
// fails (a refused key, a provider down for good) is left out of `queries` and `analytics`,
// and listed in `failures` (prompt, provider, error); an audit where every row failed is
// FAILED and gives its quota unit back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrg, startProduct, type Product } from './harness';
import { REAL_ENGINES, expectAnalytics, expectAnswerKey, fakeAnswer, followAudit, launch, promptsFor, requestsPerPrompt, startFakes, type Fakes, type RealEngine } from './worker-helpers';

async function projectWith(product: Product, orgId: string, prompts: string[], engines?: RealEngine[]) {
  const project = await product.admin(
    'project', 'create', '--org', orgId, '--name', 'Acme', '--url', 'https://acme.example', '--brand', 'Acme',
    '--competitors', 'Globex,Initech', ...(engines ? ['--engines', engines.join(',')] : []),
  );
  await product.admin('prompt', 'create', '--project', project.id, ...prompts);
  return project;
}

function cliJson(product: Product, ...argv: string[]) {
  const out = product.cli(...argv, '--json');
  expect(out.status, out.stderr).toBe(0);
  return JSON.parse(out.stdout);
}

describe('transient faults: 20% 5xx, 10% timeouts, 429 bursts', () => {
  const PROMPTS = promptsFor(10, 'fault');
  const faults = { errorRate: 0.2, timeoutRate: 0.1, rateLimitBurst: { from: 3, count: 4, retryAfterSeconds: 1 } };
  let fakes: Fakes;
  let product: Product;
  beforeAll(async () => {
    fakes = await startFakes({
      openai: { faults, seed: 11 },
      perplexity: { faults, seed: 12 },
      gemini: { faults, seed: 13 },
      anthropic: { faults, seed: 14 },
    });
    product = await startProduct({
      ...fakes.env,
      // An unanswered request is given up after 400 ms, and retried with short backoffs for as
      // long as the answer's time budget lasts: no transient fault loses an answer.
      ENGINE_TIMEOUT_MS: '400',
      ENGINE_BACKOFF_BASE_MS: '20',
      ENGINE_BACKOFF_MAX_MS: '2000',
    });
  });
  afterAll(async () => {
    await product?.dispose();
    await fakes?.close();
  });

  it('completes the audit with every row answered', async () => {
    const { org, key } = await seedOrg(product, 'expert');
    const project = await projectWith(product, org.id, PROMPTS);
    const { auditId } = await launch(product, key, project.id);
    const { detail } = await followAudit(product, key, project.id, auditId, { timeoutMs: 90_000 });
    expect(detail.status).toBe('COMPLETED');
    expect(detail.failures).toEqual([]);
    expect(detail.queries).toHaveLength(PROMPTS.length * REAL_ENGINES.length);
    for (const q of detail.queries) expect(q.sources).toEqual(fakeAnswer(q.provider, q.prompt).sources);
    // promptsFor(10): prompts 1, 4, 7 and 10 name Acme: 4 of 10 answers per engine cite it,
    // round(100 × 4 / 10) = 40 for each engine and for the audit (16 of 40).
    expectAnswerKey(detail, { engines: Object.fromEntries(REAL_ENGINES.map((e) => [e, { answers: 10, cited: 4, score: 40 }])), score: 40, citationRate: 40 });
    for (const engine of REAL_ENGINES) {
      const counts = requestsPerPrompt(fakes.providers[engine]!.requests, PROMPTS);
      // Faults did happen: the 429 burst alone is 4 extra requests per engine ...
      expect(fakes.providers[engine]!.requests.length).toBeGreaterThanOrEqual(PROMPTS.length + 4);
      // ... and every prompt was asked, and retried only as the faults required (10 faults in
      // a row has a probability of 0.3^10).
      for (const n of counts.values()) {
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(10);
      }
    }
    const retried = REAL_ENGINES.reduce((sum, e) => sum + fakes.providers[e]!.requests.length, 0) - detail.queries.length;
    expect(retried).toBeGreaterThan(16 + 4); // bursts plus some of the ~30% random faults
  });
});

describe('rows that still fail', () => {
  const PROMPTS = promptsFor(4, 'perm');
  let fakes: Fakes;
  let product: Product;
  beforeAll(async () => {
    fakes = await startFakes({
      openai: {},
      perplexity: { apiKey: 'a-key-the-product-does-not-have' }, // answers 401 to the product's key
      gemini: { faults: { errorRate: 1 } }, // down for good: 500 or 503 every time
    });
    // A short time budget per answer: the provider that is down fails its rows quickly.
    product = await startProduct({ ...fakes.env, ENGINE_ANSWER_BUDGET_MS: '300', ENGINE_BACKOFF_BASE_MS: '10' });
  });
  afterAll(async () => {
    await product?.dispose();
    await fakes?.close();
  });

  it('are left out of queries and analytics and listed in failures; the audit is COMPLETED', async () => {
    const { org, key } = await seedOrg(product, 'expert');
    const project = await projectWith(product, org.id, PROMPTS);
    const geminiAsked = fakes.providers.gemini!.requests.length;
    const { auditId } = await launch(product, key, project.id);
    const { detail } = await followAudit(product, key, project.id, auditId);
    expect(detail.status).toBe('COMPLETED');
    expect(detail.completedAt).not.toBeNull();

    expect(detail.queries).toHaveLength(PROMPTS.length);
    expect(detail.queries.every((q: any) => q.provider === 'openai')).toBe(true);
    expectAnalytics(detail);
    expect(detail.analytics.totalQueries).toBe(PROMPTS.length);
    expect(detail.analytics.providerBreakdown.map((b: any) => b.provider)).toEqual(['OPENAI']);
    expect(Object.keys(detail.providerScores)).toEqual(['openai']);
    // promptsFor(4): prompts 1 and 4 name Acme, answered by OpenAI only: round(100 × 2 / 4) = 50.
    expectAnswerKey(detail, { engines: { openai: { answers: 4, cited: 2, score: 50 } }, score: 50, citationRate: 50 });

    expect(detail.failures).toHaveLength(PROMPTS.length * 2);
    for (const f of detail.failures) {
      expect(Object.keys(f).sort()).toEqual(['code', 'error', 'prompt', 'provider', 'response']);
      expect(f.code).toBe('engine_failed');
      expect(f.response).toBeNull(); // only an unread row has an answer to show
      expect(PROMPTS).toContain(f.prompt);
      if (f.provider === 'perplexity') expect(f.error).toMatch(/^Perplexity answered HTTP 401\b/);
      else {
        expect(f.provider).toBe('gemini');
        expect(f.error).toMatch(/^Gemini answered HTTP 50[03]\b.*\(still failing after \d+ attempts? within the answer's time budget of 0\.3 s\)$/);
      }
    }
    expect(detail.failures.filter((f: any) => f.provider === 'perplexity')).toHaveLength(PROMPTS.length);
    // A refused key is not retried; a 5xx is, within the answer's budget, then once more in the
    // second pass at the end of the audit.
    expect(fakes.providers.perplexity!.requests).toHaveLength(0); // refused before it is recorded
    const geminiCounts = requestsPerPrompt(fakes.providers.gemini!.requests.slice(geminiAsked), PROMPTS);
    for (const n of geminiCounts.values()) expect(n).toBeGreaterThanOrEqual(2);
    expect(cliJson(product, 'org', 'show', '--id', org.id).limits.monthlyAuditsUsed).toBe(1);
  });

  it('make an audit where every row failed FAILED, and give its quota unit back', async () => {
    const { org, key } = await seedOrg(product, 'expert');
    const project = await projectWith(product, org.id, PROMPTS, ['perplexity', 'gemini']);
    const { auditId } = await launch(product, key, project.id);
    expect(cliJson(product, 'org', 'show', '--id', org.id).limits.monthlyAuditsUsed).toBe(1);
    const { detail } = await followAudit(product, key, project.id, auditId);
    expect(detail).toMatchObject({ status: 'FAILED', score: 0, currentProgress: 100, queries: [], providerScores: {} });
    expect(detail.completedAt).not.toBeNull();
    expect(detail.analytics.totalQueries).toBe(0);
    expect(detail.failures).toHaveLength(PROMPTS.length * 2);
    // `npm run cli -- org show --id ORG`: the unit is back.
    expect(cliJson(product, 'org', 'show', '--id', org.id).limits.monthlyAuditsUsed).toBe(0);
    // and the project is free for the next one
    const again = await launch(product, key, project.id);
    expect(again.auditId).not.toBe(auditId);
    expect(again.jobId).not.toBeNull();
  });
});

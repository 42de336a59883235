// Each real adapter (OpenAI, Perplexity, Gemini, Anthropic, through their official SDKs)
// completes an audit run by the real product against its local fake provider, and what the
// fake answered is what the audit shows: one row per prompt and engine, the provider named,
// the fake's URLs as `sources`, citations where the brand is named, consistent statistics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrg, seedProject, startProduct, type Product } from './harness';
import { REAL_ENGINES, expectAnswerKey, fakeAnswer, followAudit, launch, promptsFor, requestsPerPrompt, startFakes, type Fakes, type RealEngine } from './worker-helpers';

const PROMPTS = promptsFor(6);

/** Checks one finished audit's rows against what the fakes of `engines` answered. */
function expectRowsFrom(audit: any, engines: readonly RealEngine[]) {
  expect(audit.status).toBe('COMPLETED');
  expect(audit.failures).toEqual([]);
  expect(audit.queries).toHaveLength(PROMPTS.length * engines.length);
  const pairs = audit.queries.map((q: any) => `${q.provider} ${q.prompt}`);
  expect(new Set(pairs).size).toBe(pairs.length);
  for (const q of audit.queries) {
    expect(engines).toContain(q.provider);
    expect(PROMPTS).toContain(q.prompt);
    const sent = fakeAnswer(q.provider, q.prompt);
    expect(q.sources).toEqual(sent.sources);
    // The answer's words came through (each provider wraps them in its own markup).
    for (const line of sent.text.split('\n').filter(Boolean)) expect(q.response).toContain(line.slice(0, 40));
    const named = /acme/i.test(q.prompt);
    expect(q.cited).toBe(named);
    if (named) {
      expect(q.citations.length).toBeGreaterThan(0);
      // The sentence naming Acme, its own page among the sources: the strongest confidence.
      expect(q.citations.some((c: any) => c.excerpt.includes('Acme') && c.confidence >= 0.8)).toBe(true);
      for (const c of q.citations) expect(c.confidence).toBeGreaterThan(0);
    } else {
      expect(q.citations).toEqual([]);
    }
  }
  expect(audit.analytics.providerBreakdown.map((b: any) => b.provider).sort()).toEqual(engines.map((e) => e.toUpperCase()).sort());
  for (const b of audit.analytics.providerBreakdown) {
    expect(b).toMatchObject({ total: PROMPTS.length, cited: PROMPTS.filter((p) => /acme/i.test(p)).length });
  }
  expect(Object.keys(audit.providerScores).sort()).toEqual([...engines].sort());
  // promptsFor(6): prompts 1 and 4 name Acme, so each engine has 2 of 6 answers citing it:
  // round(100 × 2 / 6) = round(33.3) = 33, for each engine and for the audit (n × 2 of n × 6).
  expectAnswerKey(audit, { engines: Object.fromEntries(engines.map((e) => [e, { answers: 6, cited: 2, score: 33 }])), score: 33, citationRate: 33 });
}

describe('the real adapters against their fake providers', () => {
  // One product with all four configured (starting a product is the slow part); each
  // adapter alone is the audit of a project restricted to its engine.
  let fakes: Fakes;
  let product: Product;
  beforeAll(async () => {
    fakes = await startFakes({ openai: {}, perplexity: {}, gemini: {}, anthropic: {} });
    product = await startProduct(fakes.env);
  });
  afterAll(async () => {
    await product?.dispose();
    await fakes?.close();
  });

  const projectFor = async (orgId: string, engines: RealEngine[]) => {
    const project = await product.admin(
      'project', 'create', '--org', orgId, '--name', `Acme on ${engines.join(', ')}`, '--url', 'https://acme.example',
      '--brand', 'Acme', '--competitors', 'Globex,Initech', '--engines', engines.join(','),
    );
    expect(project.engines).toEqual(engines);
    await product.admin('prompt', 'create', '--project', project.id, ...PROMPTS);
    return project;
  };
  const requestCounts = () => Object.fromEntries(REAL_ENGINES.map((e) => [e, fakes.providers[e]!.requests.length]));

  it.each(REAL_ENGINES)('the %s adapter completes an audit against its fake API, the fake\'s URLs as sources', async (engine) => {
    const { org, key } = await seedOrg(product, 'expert');
    const project = await projectFor(org.id, [engine]);
    const before = requestCounts();
    const { auditId } = await launch(product, key, project.id);
    const { detail } = await followAudit(product, key, project.id, auditId);
    expectRowsFrom(detail, [engine]);
    expect(detail.currentProgress).toBe(100);
    expect(detail.completedAt).not.toBeNull();
    // Its fake was asked each prompt once (no fault, no retry), the others nothing.
    const after = requestCounts();
    for (const other of REAL_ENGINES) expect(after[other] - before[other]).toBe(other === engine ? PROMPTS.length : 0);
    const counts = requestsPerPrompt(fakes.providers[engine]!.requests.slice(before[engine]), PROMPTS);
    expect([...counts.values()]).toEqual(PROMPTS.map(() => 1));
  });

  it("names the audit's model in Gemini's URL: the catalogue's Gemini model of each product model", async () => {
    const { org, key } = await seedOrg(product, 'expert');
    const project = await projectFor(org.id, ['gemini']);
    const gemini = fakes.providers.gemini!;
    // geo-standard asks gemini-2.5-flash, geo-advanced gemini-2.5-pro (models/catalogue.ts)
    for (const [model, geminiModel] of [['geo-standard', 'gemini-2.5-flash'], ['geo-advanced', 'gemini-2.5-pro']]) {
      const before = gemini.paths.length;
      const { auditId } = await launch(product, key, project.id, { model });
      expect((await followAudit(product, key, project.id, auditId)).detail.status).toBe('COMPLETED');
      expect(gemini.paths.slice(before), model).toEqual(PROMPTS.map(() => `/v1beta/models/${geminiModel}:generateContent`));
    }
  });

  it('gives one row per prompt and engine, each from its own provider, when all four are asked', async () => {
    const { org, key } = await seedOrg(product, 'expert');
    const project = await seedProject(product, org.id, PROMPTS); // no --engines: every configured one
    const { auditId } = await launch(product, key, project.id);
    const { detail } = await followAudit(product, key, project.id, auditId);
    expectRowsFrom(detail, REAL_ENGINES);
    const [listed] = (await product.api(`/api/v1/projects/${project.id}/audits`, { key })).body.data;
    expect(listed).toMatchObject({ id: auditId, status: 'COMPLETED', score: detail.score, provider_scores: detail.providerScores });
  });

  it('asks only the engines a project is restricted to (project create --engines openai,gemini)', async () => {
    const { org, key } = await seedOrg(product, 'expert');
    const project = await projectFor(org.id, ['openai', 'gemini']);
    const before = requestCounts();
    const { auditId } = await launch(product, key, project.id);
    const { detail } = await followAudit(product, key, project.id, auditId);
    expectRowsFrom(detail, ['openai', 'gemini']);
    const after = requestCounts();
    expect(after.perplexity).toBe(before.perplexity);
    expect(after.anthropic).toBe(before.anthropic);
  });
});

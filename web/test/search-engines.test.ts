// The real product asks Google's AI Mode and AI Overviews through a SerpApi stand-in serving
// SerpApi's documented JSON (text_blocks with reference_indexes, references with link): one row
// per prompt and engine, the answer's blocks as Markdown in `response`, every reference among
// `sources`, a search with no AI Overview stored as `shown: false` and not a failure, and rates
// over the answers shown only (docs/guide/surfaces.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardClient, uniqueEmail } from './dashboard-client';
import { FAKE_API_KEY, startFakeSerpApi, type FakeAnswer, type FakeProvider } from './fakes';
import { type Product, productForSuite, seedOrg, startProduct } from './harness';
import { call, expectAnalytics, followAudit, launch, promptsFor } from './worker-helpers';

const PROMPTS = promptsFor(6, 'serp');
/** Google shows no AI Overview for these two (AI Mode always answers); the third loads its overview lazily. */
const NO_OVERVIEW = [PROMPTS[1], PROMPTS[4]];
const LAZY = PROMPTS[2];

function serpAnswer(prompt: string, request: Record<string, unknown>): FakeAnswer {
  const slug = prompt.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  // The lazily loaded overview's follow-up request answers for the same Google search.
  const engine = request.engine === 'google_ai_overview' ? 'google' : String(request.engine);
  const named = /acme/i.test(prompt);
  const text = [
    '# Project tools compared',
    named ? 'Teams often start with Acme, praised for its clear planning views.' : 'Teams often start with Globex, known for its integrations.',
    '- **Globex** more integrations.',
    '- **Initech** suits regulated industries.',
    '| Tool | Price |',
    '| --- | --- |',
    '| Globex | 10 $ |',
  ].join('\n');
  const sources = [`https://reviews.example/${engine}/${slug}`, `https://news.example/${slug}`, 'https://blog.example/tools'];
  if (named) sources.push('https://acme.example/pricing');
  const overview = engine === 'google';
  return { text, sources, shown: !(overview && NO_OVERVIEW.includes(prompt)), lazyOverview: prompt === LAZY };
}

describe('Google AI Mode and AI Overviews through SerpApi', () => {
  let serpapi: FakeProvider;
  let product: Product;
  beforeAll(async () => {
    serpapi = await startFakeSerpApi({ answer: serpAnswer });
    product = await startProduct({ SERPAPI_API_KEY: FAKE_API_KEY, SERPAPI_BASE_URL: serpapi.url });
  });
  afterAll(async () => {
    await product?.dispose();
    await serpapi?.close();
  });

  it('stores every row, the blocks as Markdown, references as sources, and "not shown" as a finding', async () => {
    const { org, key } = await seedOrg(product, 'expert');
    const project = await product.admin(
      'project', 'create', '--org', org.id, '--name', 'Acme on Google', '--url', 'https://acme.example', '--brand', 'Acme',
      '--competitors', 'Globex,Initech', '--engines', 'google_ai_mode,google_ai_overview',
    );
    expect(project.engines).toEqual(['google_ai_mode', 'google_ai_overview']);
    await product.admin('prompt', 'create', '--project', project.id, ...PROMPTS);

    const estimate = await call(product, `/api/v1/projects/${project.id}/audits`, { key, body: { dry_run: true } });
    expect(estimate.status, estimate.text).toBe(200);
    // Per-search prices: no tokens, so the typical answer's one search at SerpApi's $15 per 1,000.
    expect(estimate.body.data.byProvider.google_ai_mode).toMatchObject({ calls: 6, model: 'google-ai-mode', estimatedCostUsd: { low: 0.045, high: 0.18 } });

    const { auditId } = await launch(product, key, project.id);
    const { detail } = await followAudit(product, key, project.id, auditId);
    expect(detail.status).toBe('COMPLETED');
    expect(detail.failures).toEqual([]);
    expect(detail.simulated).toBe(false);
    expect(detail.queries).toHaveLength(PROMPTS.length * 2);

    for (const q of detail.queries) {
      expect(['google_ai_mode', 'google_ai_overview']).toContain(q.provider);
      expect(q.surface).toBe('search');
      const sent = serpAnswer(q.prompt, { engine: q.provider === 'google_ai_mode' ? 'google_ai_mode' : 'google' });
      if (!sent.shown) {
        expect(q).toMatchObject({ shown: false, response: '', sources: [], cited: false, citations: [] });
        continue;
      }
      expect(q.shown).toBe(true);
      // The text blocks, with their structure.
      expect(q.response).toContain('### Project tools compared');
      expect(q.response).toContain('- **Globex** more integrations.\n- **Initech** suits regulated industries.');
      expect(q.response).toContain('| Tool | Price |\n| --- | --- |\n| Globex | 10 $ |');
      // Every reference's link is a source.
      expect(q.sources).toEqual(sent.sources);
      expect(q.modelVersion).toBe(q.provider === 'google_ai_mode' ? 'serpapi/google-ai-mode' : 'serpapi/google-ai-overview');
      expect(q.cited).toBe(/acme/i.test(q.prompt));
      // One billed search, two for the lazily loaded overview, at $15 per 1,000.
      const searches = q.provider === 'google_ai_overview' && q.prompt === LAZY ? 2 : 1;
      expect(q.usage).toMatchObject({ inputTokens: 0, outputTokens: 0, searches, costUsd: 0.015 * searches });
    }

    const { analytics } = detail;
    const shown = detail.queries.filter((q: any) => q.shown);
    expect(analytics.totalQueries).toBe(PROMPTS.length * 2 - NO_OVERVIEW.length);
    expect(analytics.notShown).toBe(NO_OVERVIEW.length);
    const overview = analytics.providerBreakdown.find((b: any) => b.provider === 'GOOGLE_AI_OVERVIEW');
    const overviewCited = shown.filter((q: any) => q.provider === 'google_ai_overview' && q.cited).length;
    expect(overview).toMatchObject({
      surface: 'search',
      asked: PROMPTS.length,
      shown: PROMPTS.length - NO_OVERVIEW.length,
      total: PROMPTS.length - NO_OVERVIEW.length,
      cited: overviewCited,
      // The rate counts the answers shown only.
      rate: Math.round((100 * overviewCited) / (PROMPTS.length - NO_OVERVIEW.length)),
      shownRate: Math.round((100 * (PROMPTS.length - NO_OVERVIEW.length)) / PROMPTS.length),
    });
    expect(analytics.providerBreakdown.find((b: any) => b.provider === 'GOOGLE_AI_MODE')).toMatchObject({ asked: 6, shown: 6, total: 6 });
    expect(analytics.surfaces).toEqual([expect.objectContaining({ surface: 'search', totalQueries: 10, notShown: 2 })]);
    expectAnalytics(detail);
    // The engines' scores count the answers shown only, and the search pages' requests only what was asked.
    expect(Object.keys(detail.providerScores).sort()).toEqual(['google_ai_mode', 'google_ai_overview']);
    expect(serpapi.requests.filter((r) => r.engine === 'google_ai_overview')).toHaveLength(1);
  });

  it('refuses a launch naming an engine the server has no key for, in the documented error shape', async () => {
    const { org, key } = await seedOrg(product, 'expert');
    const project = await product.admin('project', 'create', '--org', org.id, '--name', 'Acme', '--url', 'https://acme.example', '--brand', 'Acme');
    await product.admin('prompt', 'create', '--project', project.id, 'best project tool');
    const refused = await call(product, `/api/v1/projects/${project.id}/audits`, { key, body: { engines: ['grok', 'google_ai_mode'] } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'no_engines', param: 'engines' });
    expect(refused.body.error.message).toContain('Grok (grok)');
    const unknown = await call(product, `/api/v1/projects/${project.id}/audits`, { key, body: { engines: ['bard'] } });
    expect(unknown.status).toBe(400);
    // Launched with the engines asked, instead of the project's (every configured one).
    const { auditId } = await launch(product, key, project.id, { engines: ['copilot'] });
    const { detail } = await followAudit(product, key, project.id, auditId);
    expect(detail.queries.map((q: any) => [q.provider, q.surface])).toEqual([['copilot', 'search']]);
    expect(detail.queries[0].response.startsWith('## Project tools compared')).toBe(true);
  });
});

describe('demo mode: the simulated engine stands in for each engine a project names', () => {
  const product = productForSuite({ SIMULATED_LATENCY_MS: '0' });

  it('answers as each engine, free and marked simulated, with AI Overviews not shown for some searches', async () => {
    const owner = new DashboardClient(product.baseUrl);
    await owner.signUp({ email: uniqueEmail('owner'), organization: 'Demo' });
    const org = (await owner.call('/api/app/org')).body.data;
    expect(org.demo).toBe(true);
    expect(org.engines).toEqual(['simulated']);
    expect(org.availability.find((a: any) => a.engine === 'google_ai_overview')).toEqual({
      engine: 'google_ai_overview', surface: 'search', configured: false, keys: ['SERPAPI_API_KEY'],
    });

    const prompts = promptsFor(30, 'demo');
    const { org: apiOrg, key } = await seedOrg(product, 'expert');
    const project = await product.admin(
      'project', 'create', '--org', apiOrg.id, '--name', 'Acme', '--url', 'https://acme.example', '--brand', 'Acme', '--engines', 'openai,google_ai_overview',
    );
    await product.admin('prompt', 'create', '--project', project.id, ...prompts);
    const estimate = await call(product, `/api/v1/projects/${project.id}/audits`, { key, body: { dry_run: true } });
    expect(estimate.body.data.estimatedCostUsd).toEqual({ low: 0, high: 0 });

    const { auditId } = await launch(product, key, project.id);
    const { detail } = await followAudit(product, key, project.id, auditId);
    expect(detail).toMatchObject({ status: 'COMPLETED', simulated: true, failures: [] });
    expect(detail.queries).toHaveLength(60);
    for (const q of detail.queries) {
      expect(q.simulated).toBe(true);
      expect(q.surface).toBe(q.provider === 'openai' ? 'model_api' : 'search');
      expect(q.usage.costUsd).toBe(0);
    }
    const overview = detail.analytics.providerBreakdown.find((b: any) => b.provider === 'GOOGLE_AI_OVERVIEW');
    // Each prompt has its own chance (20–90 %) of an AI Overview: 30 searches show some and miss some.
    expect(overview.asked).toBe(30);
    expect(overview.shown).toBeGreaterThan(5);
    expect(overview.shown).toBeLessThan(28);
    expect(detail.analytics.providerBreakdown.find((b: any) => b.provider === 'OPENAI')).toMatchObject({ asked: 30, shown: 30 });
    expectAnalytics(detail);
  });
});


// The engines that read search pages (Google AI Overviews and AI Mode through SerpApi and
// DataForSEO, Copilot through SerpApi) against local stand-ins speaking each provider's
// documented wire format: the answer's structure as Markdown, references as sources and
// citations, the region as the provider's parameters, a page with no AI answer as `shown:
// false`, and 429s, 5xx and malformed bodies as the failures the engine caller retries or not.
import { afterEach, describe, expect, it } from 'vitest';
import { failure } from '../../test/support/engine-errors';
import { FAKE_API_KEY, FAKE_DATAFORSEO_LOGIN, startFakeDataForSeo, startFakeSerpApi } from '../../test/fakes';
import type { FakeAnswer, FakeProvider, FakeProviderOptions } from '../../test/fakes';
import { createDataForSeoEngine, type DataForSeoEngineName } from './dataforseo';
import { referenceLinks, renderTextBlocks } from './serp-markdown';
import { createSerpApiEngine, type SerpApiEngineName } from './serpapi';
import type { Engine, EngineName } from './types';

const ANSWER: FakeAnswer = {
  text: [
    '# Les meilleurs CRM',
    'Voici les options les plus citées :',
    '- **Acmé** appréciée pour son support réactif.',
    '- **Globex** réputée pour ses prix compétitifs.',
    '| Outil | Prix |',
    '| --- | --- |',
    '| Acmé | 12 € |',
    'Comparez les essais gratuits.',
  ].join('\n'),
  sources: ['https://www.lesechos.fr/tech/crm-comparatif', 'https://acme.example/', 'https://www.reddit.com/r/crm/?sort=top'],
};

interface SearchCase {
  name: EngineName;
  provider: 'serpapi' | 'dataforseo';
  start(options?: FakeProviderOptions): Promise<FakeProvider>;
  create(key: string, baseURL: string): Engine;
  /** The region as the recorded request carries it. */
  regionOf(request: Record<string, any>): unknown;
  searchesPerAnswer: number;
  /** SerpApi structures blocks (headings, lists, tables); DataForSEO sends an element's own Markdown. */
  structured: boolean;
  badKeyStatus: number;
  /** The status each documented rate-limit signal is read as, and its wait. */
  rateLimited: { status: number; retryAfterMs?: number };
  serverErrorStatuses: number[];
}

const serpApi = (name: SerpApiEngineName, regionOf: SearchCase['regionOf']): SearchCase => ({
  name,
  provider: 'serpapi',
  start: startFakeSerpApi,
  create: (apiKey, baseURL) => createSerpApiEngine(name, { apiKey, baseURL }),
  regionOf,
  searchesPerAnswer: 1,
  structured: true,
  badKeyStatus: 401,
  rateLimited: { status: 429, retryAfterMs: 3000 },
  serverErrorStatuses: [500, 503],
});
const dataForSeo = (name: DataForSeoEngineName): SearchCase => ({
  name,
  provider: 'dataforseo',
  start: startFakeDataForSeo,
  create: (password, baseURL) => createDataForSeoEngine(name, { login: FAKE_DATAFORSEO_LOGIN, password, baseURL }),
  regionOf: (request) => [request.location_code, request.language_code],
  searchesPerAnswer: 1,
  structured: false,
  badKeyStatus: 401,
  // 40202 in a 200: DataForSEO's per-minute limit, no wait given.
  rateLimited: { status: 429 },
  serverErrorStatuses: [500],
});

const CASES: SearchCase[] = [
  serpApi('google_ai_overview', (request) => [request.engine, request.gl, request.hl]),
  serpApi('google_ai_mode', (request) => [request.engine, request.gl, request.hl]),
  // Copilot through SerpApi takes no location or language.
  serpApi('copilot', (request) => [request.engine, request.gl, request.hl]),
  dataForSeo('google_ai_overview'),
  dataForSeo('google_ai_mode'),
];
const EXPECTED_REGION: Record<string, unknown> = {
  'serpapi google_ai_overview': ['google', 'fr', 'fr'],
  'serpapi google_ai_mode': ['google_ai_mode', 'fr', 'fr'],
  'serpapi copilot': ['bing_copilot', undefined, undefined],
  'dataforseo google_ai_overview': [2250, 'fr'],
  'dataforseo google_ai_mode': [2250, 'fr'],
};

const fakes: FakeProvider[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

async function startCase(c: SearchCase, options: FakeProviderOptions = {}, key = FAKE_API_KEY, answer: FakeAnswer = ANSWER) {
  const fake = await c.start({ answer: () => answer, ...options });
  fakes.push(fake);
  return { fake, engine: c.create(key, fake.url) };
}


const QUERY = { prompt: 'Quel est le meilleur CRM ?', region: 'fr', model: 'google-ai-overview' };

describe.each(CASES)('$provider $name against its stand-in', (c) => {
  it('keeps the answer with its structure, every reference as a source, each cited over its block', async () => {
    const { engine } = await startCase(c);
    const answer = await engine.ask(QUERY);
    expect(engine).toMatchObject({ name: c.name, surface: 'search' });
    expect(answer.shown).not.toBe(false);
    expect(answer.sources).toEqual(ANSWER.sources);
    expect(answer.modelVersion).toMatch(new RegExp(`^${c.provider}/`));
    expect(answer.usage).toEqual({ inputTokens: 0, outputTokens: 0, cachedTokens: 0, reasoningTokens: 0, searches: c.searchesPerAnswer });
    if (c.structured) {
      expect(answer.text).toContain('### Les meilleurs CRM');
      expect(answer.text).toContain('- **Acmé** appréciée pour son support réactif.\n- **Globex** réputée pour ses prix compétitifs.');
      expect(answer.text).toContain('| Outil | Prix |\n| --- | --- |\n| Acmé | 12 € |');
      expect(answer.text).toMatch(/\n\nVoici les options les plus citées :\n\n/);
    } else {
      for (const line of ANSWER.text.split('\n').filter((l) => !l.startsWith('| ---'))) expect(answer.text).toContain(line);
    }
    // Each source is cited over the block carrying its line.
    for (const [source, line] of [[0, 'Les meilleurs CRM'], [1, 'Voici les options'], [2, '**Acmé**']] as const) {
      const citation = answer.citations.find((candidate) => candidate.url === ANSWER.sources[source]);
      expect(citation, ANSWER.sources[source]).toBeDefined();
      expect(answer.text.slice(citation!.startIndex, citation!.endIndex)).toContain(line);
    }
  });

  it('sends the prompt and the region as the provider takes them', async () => {
    const { fake, engine } = await startCase(c);
    await engine.ask(QUERY);
    const request = fake.requests[0] as Record<string, any>;
    expect(request.q ?? request.keyword).toBe(QUERY.prompt);
    expect(c.regionOf(request)).toEqual(EXPECTED_REGION[`${c.provider} ${c.name}`]);
  });

  it('records a page that shows no AI answer as not shown, not as a failure', async () => {
    const { engine } = await startCase(c, {}, FAKE_API_KEY, { ...ANSWER, shown: false });
    const answer = await engine.ask(QUERY);
    expect(answer).toMatchObject({ shown: false, text: '', sources: [], citations: [] });
    expect(answer.usage?.searches).toBe(1); // the search was made, and billed
  });

  it('sends the credentials the way the provider expects them', async () => {
    const { engine } = await startCase(c, {}, 'wrong-key');
    const error = await failure(engine.ask(QUERY));
    expect(error).toMatchObject({ provider: c.name, status: c.badKeyStatus, retryable: false });
  });

  it('maps its rate limit to a retryable 429, with the wait it asks for', async () => {
    const { engine } = await startCase(c, { faults: { rateLimitBurst: { from: 1, count: 1, retryAfterSeconds: 3 } } });
    const error = await failure(engine.ask(QUERY));
    expect(error).toMatchObject({ provider: c.name, retryable: true, ...c.rateLimited });
  });

  it('maps server errors to retryable errors', async () => {
    const { engine } = await startCase(c, { faults: { errorRate: 1 } });
    const statuses = new Set<number | undefined>();
    for (let i = 0; i < 6; i++) {
      const error = await failure(engine.ask(QUERY));
      expect(error.retryable).toBe(true);
      statuses.add(error.status);
    }
    expect([...statuses].sort()).toEqual(c.serverErrorStatuses);
  });

  it('takes a body that is not the provider\'s JSON for an unreadable answer, not worth retrying', async () => {
    const { engine } = await startCase(c, { faults: { malformed: true } });
    const error = await failure(engine.ask(QUERY));
    expect(error).toMatchObject({ provider: c.name, retryable: false });
    expect(error.message).not.toContain('<html>');
  });

  it('gives up on an unanswered request when its signal aborts', async () => {
    const { engine } = await startCase(c, { faults: { timeoutRate: 1 } });
    const error = await failure(engine.ask({ ...QUERY, signal: AbortSignal.timeout(100) }));
    expect(error).toMatchObject({ provider: c.name, retryable: false });
  });

  it('maps a refused connection to a retryable error', async () => {
    const { fake, engine } = await startCase(c);
    await fake.close();
    const error = await failure(engine.ask(QUERY));
    expect(error).toMatchObject({ provider: c.name, status: undefined, retryable: true });
  });
});

describe('provider specifics', () => {
  it('SerpApi: a lazy-loaded AI Overview is fetched with its page_token, a second billed search', async () => {
    const { fake, engine } = await startCase(CASES[0], {}, FAKE_API_KEY, { ...ANSWER, lazyOverview: true });
    const answer = await engine.ask(QUERY);
    expect(fake.requests.map((r) => r.engine)).toEqual(['google', 'google_ai_overview']);
    expect(typeof fake.requests[1].page_token).toBe('string');
    expect(answer.sources).toEqual(ANSWER.sources);
    expect(answer.usage?.searches).toBe(2);
  });

  it('SerpApi: the key, sent in the query string, never reaches an error text', async () => {
    const site = await startFakeSerpApi({ apiKey: 'sk-secret-serp' });
    fakes.push(site);
    const error = await failure(createSerpApiEngine('google_ai_mode', { apiKey: 'sk-other', baseURL: site.url }).ask(QUERY));
    expect(`${error.message} ${error.detail}`).not.toContain('sk-other');
  });

  it('Copilot: the answer opens with its header', async () => {
    const { engine } = await startCase(CASES[2]);
    expect((await engine.ask(QUERY)).text.startsWith('## Les meilleurs CRM')).toBe(true);
  });

  it('DataForSEO: a global region asks for the United States in English', async () => {
    const { fake, engine } = await startCase(CASES[3]);
    await engine.ask({ ...QUERY, region: 'zz' });
    expect(fake.requests[0]).toMatchObject({ location_code: 2840, language_code: 'en', load_async_ai_overview: true });
  });

  it('renders hostile and oversized blocks within bounds', () => {
    const deep = (depth: number): unknown => (depth === 0 ? { type: 'paragraph', snippet: 'bottom' } : { type: 'expandable', title: `level ${depth}`, text_blocks: [deep(depth - 1)] });
    const nested = renderTextBlocks([deep(50)], []);
    expect(nested.text).not.toContain('bottom');
    const huge = renderTextBlocks(Array.from({ length: 10_000 }, () => ({ type: 'paragraph', snippet: 'x'.repeat(1000), reference_indexes: [0] })), [{ index: 0, link: 'https://a.example/' }]);
    expect(huge.text.length).toBeLessThanOrEqual(100_000);
    const manyReferences = Array.from({ length: 5_000 }, (_, index) => ({ index, link: `https://r${index}.example/` }));
    const cited = renderTextBlocks(Array.from({ length: 50 }, () => ({ type: 'paragraph', snippet: 'x', reference_indexes: manyReferences.map((r) => r.index) })), manyReferences);
    expect(cited.citations.length).toBeLessThanOrEqual(1_000);
    expect(referenceLinks(manyReferences)).toHaveLength(200);
    const weird = renderTextBlocks([null, 7, { type: 'table', table: 'no' }, { type: 'code_block', code: 'a ``` b' }, { type: 'comparison', product_labels: ['A', 'B'], comparison: [{ feature: 'Price', values: ['1 | 2', 3] }] }], []);
    expect(weird.text).toContain('```\na `\u200b`` b\n```');
    expect(weird.text).toContain('| Price | 1 \\| 2 | 3 |');
  });
});

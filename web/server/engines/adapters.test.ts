import { afterEach, describe, expect, it } from 'vitest';
import { failure } from '../../test/support/engine-errors';
import { createAnthropicEngine } from './anthropic';
import { startFakeAnthropic, startFakeGemini, startFakeMistral, startFakeOpenAI, startFakePerplexity, startFakeXai, FAKE_API_KEY } from '../../test/fakes';
import type { FakeAnswer, FakeProvider, FakeProviderOptions } from '../../test/fakes';
import { createGeminiEngine, resolveGroundingRedirect } from './gemini';
import { serveSite } from '../../test/support/test-site';
import { createOpenAIEngine } from './openai';
import { answerFromCompletion, createPerplexityEngine, type PerplexityCompletion } from './perplexity';
import { createMistralEngine } from './mistral';
import { createXaiEngine } from './xai';
import type { Engine, EngineName } from './types';

// Accents before the later lines check that byte offsets (Gemini) become character offsets.
const ANSWER: FakeAnswer = {
  text: [
    'Voici les options les plus citées :',
    '',
    '1. **Acmé** — appréciée pour son support réactif.',
    '2. **Globex** — réputée pour ses prix compétitifs.',
    '',
    'Comparez les essais gratuits.',
  ].join('\n'),
  sources: ['https://www.lesechos.fr/tech/crm-comparatif', 'https://acme.example/', 'https://www.reddit.com/r/crm/?sort=top'],
};
/** The answer line each source is attached to by the fakes (round robin over non-blank lines). */
const CITED_LINE_OF_SOURCE = [0, 2, 3];

interface AdapterCase {
  name: Exclude<EngineName, 'simulated'>;
  model: string;
  start(options?: FakeProviderOptions): Promise<FakeProvider>;
  create(options: { apiKey: string; baseURL: string }): Engine;
  /** The country the recorded request carries, and the instruction it carries. */
  countryOf(body: Record<string, any>): unknown;
  instructionOf(body: Record<string, any>): string;
  badKeyStatus: number;
  serverErrorStatuses: number[];
}

const locatedIn = (instruction: string) => (/located in (\w+)/.exec(instruction)?.[1] === 'France' ? 'FR' : undefined);

const CASES: AdapterCase[] = [
  {
    name: 'openai',
    model: 'gpt-5-mini',
    start: startFakeOpenAI,
    create: createOpenAIEngine,
    countryOf: (body) => body.tools[0].user_location.country,
    instructionOf: (body) => body.instructions,
    badKeyStatus: 401,
    serverErrorStatuses: [500, 503],
  },
  {
    name: 'perplexity',
    model: 'sonar',
    start: startFakePerplexity,
    create: createPerplexityEngine,
    countryOf: (body) => body.web_search_options.user_location.country,
    instructionOf: (body) => body.messages[0].content,
    badKeyStatus: 401,
    serverErrorStatuses: [500, 503],
  },
  {
    name: 'gemini',
    model: 'gemini-2.5-flash',
    start: startFakeGemini,
    create: createGeminiEngine,
    countryOf: (body) => locatedIn(body.systemInstruction.parts[0].text),
    instructionOf: (body) => body.systemInstruction.parts[0].text,
    // Google answers a wrong key with 400 INVALID_ARGUMENT (API_KEY_INVALID), not 401.
    badKeyStatus: 400,
    serverErrorStatuses: [500, 503],
  },
  {
    name: 'anthropic',
    model: 'claude-haiku-4-5',
    start: startFakeAnthropic,
    create: createAnthropicEngine,
    countryOf: (body) => body.tools[0].user_location.country,
    instructionOf: (body) => body.system,
    badKeyStatus: 401,
    serverErrorStatuses: [500, 529],
  },
  {
    name: 'grok',
    model: 'grok-4-1-fast-reasoning',
    start: startFakeXai,
    create: createXaiEngine,
    countryOf: (body) => locatedIn(body.input[0].content),
    instructionOf: (body) => body.input[0].content,
    // xAI answers a wrong key with 400 "Incorrect API key provided".
    badKeyStatus: 400,
    serverErrorStatuses: [500, 503],
  },
  {
    name: 'mistral',
    model: 'mistral-small-latest',
    start: startFakeMistral,
    create: createMistralEngine,
    countryOf: (body) => locatedIn(body.instructions),
    instructionOf: (body) => body.instructions,
    badKeyStatus: 401,
    serverErrorStatuses: [500, 503],
  },
];

const fakes: FakeProvider[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

async function startCase(c: AdapterCase, options: FakeProviderOptions = {}, apiKey = FAKE_API_KEY) {
  const fake = await c.start({ answer: () => ANSWER, ...options });
  fakes.push(fake);
  return { fake, engine: c.create({ apiKey, baseURL: fake.url }) };
}


const query = (model: string) => ({ prompt: 'Quel est le meilleur CRM ?', region: 'fr', model });

describe.each(CASES)('$name adapter against its fake', (c) => {
  it('turns the documented citation fields into text, sources and citations', async () => {
    const { engine } = await startCase(c);
    const answer = await engine.ask(query(c.model));

    expect(answer.sources).toEqual(ANSWER.sources);
    for (const line of ANSWER.text.split('\n')) expect(answer.text).toContain(line);
    ANSWER.sources.forEach((url, source) => {
      const citation = answer.citations.find((candidate) => candidate.url === url);
      expect(citation, url).toBeDefined();
      const lineIndex = answer.text.slice(0, citation!.startIndex).split('\n').length - 1;
      expect(answer.text.split('\n')[lineIndex]).toContain(ANSWER.text.split('\n')[CITED_LINE_OF_SOURCE[source]]);
      expect(citation!.endIndex).toBeGreaterThan(citation!.startIndex!);
    });
  });

  it('sends the model, the region and the language instruction', async () => {
    const { fake, engine } = await startCase(c);
    await engine.ask(query(c.model));
    const body = fake.requests[0] as Record<string, any>;
    // Gemini names the model in the path, which its fake's route requires.
    if (c.name !== 'gemini') expect(body.model).toBe(c.model);
    expect(c.countryOf(body)).toBe('FR');
    expect(c.instructionOf(body)).toMatch(/France.*French/);
  });

  it('sends the key the way the provider expects it', async () => {
    const { engine } = await startCase(c, {}, 'wrong-key');
    const error = await failure(engine.ask(query(c.model)));
    expect(error).toMatchObject({ provider: c.name, status: c.badKeyStatus, retryable: false });
  });

  it('maps a 429 to a retryable error carrying the retry delay', async () => {
    const { engine } = await startCase(c, { faults: { rateLimitBurst: { from: 1, count: 1, retryAfterSeconds: 3 } } });
    const error = await failure(engine.ask(query(c.model)));
    expect(error).toMatchObject({ provider: c.name, status: 429, retryable: true, retryAfterMs: 3000 });
  });

  it('maps server errors to retryable errors', async () => {
    const { engine } = await startCase(c, { faults: { errorRate: 1 } });
    const statuses = new Set<number | undefined>();
    for (let i = 0; i < 6; i++) {
      const error = await failure(engine.ask(query(c.model)));
      expect(error.retryable).toBe(true);
      statuses.add(error.status);
    }
    expect([...statuses].sort()).toEqual(c.serverErrorStatuses);
  });

  it('gives up on an unanswered request when its signal aborts', async () => {
    const { engine } = await startCase(c, { faults: { timeoutRate: 1 } });
    const started = Date.now();
    const error = await failure(engine.ask({ ...query(c.model), signal: AbortSignal.timeout(100) }));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error).toMatchObject({ provider: c.name, retryable: false });
  });

  it('takes a 200 whose body is not the provider\'s JSON for an unreadable answer, not worth retrying', async () => {
    const { engine } = await startCase(c, { faults: { malformed: true } });
    const error = await failure(engine.ask(query(c.model)));
    expect(error).toMatchObject({ provider: c.name, retryable: false });
  });

  it('maps a refused connection to a retryable error', async () => {
    const { fake, engine } = await startCase(c);
    await fake.close();
    const error = await failure(engine.ask(query(c.model)));
    expect(error).toMatchObject({ provider: c.name, status: undefined, retryable: true });
  });
});

describe('provider specifics', () => {
  it('openai asks for the search sources, stores nothing, and drops utm_source=openai', async () => {
    const { fake, engine } = await startCase(CASES[0]);
    const answer = await engine.ask(query('gpt-5'));
    expect(fake.requests[0]).toMatchObject({ include: ['web_search_call.action.sources'], store: false });
    expect(answer.text).toContain('utm_source=openai');
    expect(answer.citations.every((citation) => !citation.url.includes('utm_source'))).toBe(true);
  });

  it('perplexity drops the <think> section of reasoning models and resolves [n] markers', () => {
    const completion = {
      id: 'x',
      object: 'chat.completion',
      created: 0,
      model: 'sonar-reasoning-pro',
      choices: [{ index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content: '<think>weighing [9]</think>\nAcme leads [2][1].', refusal: null } }],
      citations: ['https://a.example/', 'https://b.example/'],
      search_results: [{ title: 'B', url: 'https://b.example/' }],
    } as PerplexityCompletion;
    const answer = answerFromCompletion(completion);
    expect(answer.text).toBe('Acme leads [2][1].');
    expect(answer.sources).toEqual(['https://a.example/', 'https://b.example/']);
    expect(answer.citations).toEqual([
      { url: 'https://b.example/', title: 'B', startIndex: 11, endIndex: 14 },
      { url: 'https://a.example/', title: undefined, startIndex: 14, endIndex: 17 },
    ]);

    const withoutCitationsField = { ...completion, citations: undefined, search_results: [{ title: 'A', url: 'https://a.example/' }] };
    expect(answerFromCompletion(withoutCitationsField).citations.map((citation) => citation.url)).toEqual(['https://a.example/']);
  });

  it('gemini keeps the supported segment as cited text and follows grounding redirects', async () => {
    const { fake, engine } = await startCase(CASES[2]);
    const answer = await engine.ask(query('gemini-2.5-pro'));
    const acme = answer.citations.find((citation) => citation.url === 'https://acme.example/')!;
    expect(acme.citedText).toBe('1. **Acmé** — appréciée pour son support réactif.');
    expect(answer.text.slice(acme.startIndex, acme.endIndex)).toBe(acme.citedText);
    expect(acme.title).toBe('acme.example');
    expect(answer.sources.some((url) => url.startsWith(fake.url))).toBe(false);
  });

  it("gemini follows a grounding redirect only on the provider's own host or a public one (never into the server's network)", async () => {
    const site = await serveSite({ '*': { status: 302, headers: { location: 'https://landed.example/page' } } });
    try {
      const inward = `${site.origin}/grounding-api-redirect/abc`;
      // Named in an answer, a loopback host that is not the configured provider is not fetched.
      expect(await resolveGroundingRedirect(inward, 'https://generativelanguage.googleapis.com', undefined)).toBe(inward);
      expect(site.hits).toEqual([]);
      // The operator's own GEMINI_BASE_URL host is trusted, as the SDK trusts it.
      expect(await resolveGroundingRedirect(inward, site.origin, undefined)).toBe('https://landed.example/page');
      expect(site.hits).toEqual(['/grounding-api-redirect/abc']);
    } finally {
      await site.close();
    }
  });

  it('anthropic quotes the cited passage', async () => {
    const { engine } = await startCase(CASES[3]);
    const answer = await engine.ask(query('claude-haiku-4-5'));
    expect(answer.citations[0].citedText).toContain('Voici les options');
  });
});

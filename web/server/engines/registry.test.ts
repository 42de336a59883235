import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProviders, type FakeProviders } from '../../test/fakes';
import { configuredEngines, engineAvailability, engineByName, inDemoMode, simulatedEngine } from './registry';

describe('registry', () => {
  let fakes: FakeProviders;
  beforeAll(async () => {
    fakes = await startFakeProviders();
  });
  afterAll(() => fakes.close());

  it('falls back to the simulated engine alone when no key is set', () => {
    expect(configuredEngines({}).map((engine) => engine.name)).toEqual(['simulated']);
    expect(configuredEngines({ OPENAI_API_KEY: '  ' }).map((engine) => engine.name)).toEqual(['simulated']);
  });

  it('lists the real engines whose key is set, and no simulated one', () => {
    expect(configuredEngines({ GEMINI_API_KEY: 'g', OPENAI_API_KEY: 'o' }).map((engine) => engine.name)).toEqual(['openai', 'gemini']);
    expect(configuredEngines(fakes.env).map((engine) => engine.name)).toEqual(['openai', 'perplexity', 'gemini', 'anthropic']);
  });

  it('points each engine at its *_BASE_URL', async () => {
    const prompt = 'Best CRM for a small agency?';
    for (const engine of configuredEngines(fakes.env)) {
      const answer = await engine.ask({ prompt, region: 'us', model: 'some-model' });
      expect(answer.text.length, engine.name).toBeGreaterThan(0);
      expect(answer.sources.length, engine.name).toBeGreaterThan(0);
    }
    for (const fake of [fakes.openai, fakes.perplexity, fakes.gemini, fakes.anthropic]) expect(fake.requests).toHaveLength(1);
  });

  it('finds an engine by name: real ones when keyed, the simulated one always', async () => {
    expect(engineByName('openai', {})).toBeUndefined();
    expect(engineByName('anthropic', fakes.env)?.name).toBe('anthropic');
    expect(engineByName('anthropic', fakes.env)).toBe(engineByName('anthropic', fakes.env));
    const simulated = engineByName('simulated', { ...fakes.env, SIMULATED_LATENCY_MS: '0' });
    const started = Date.now();
    await simulated!.ask({ prompt: 'x', region: 'us', model: 'm' });
    expect(Date.now() - started).toBeLessThan(100);
  });

  it('asks Google through the configured SERP provider, SERP_PROVIDER choosing when both are', () => {
    const serpapi = { SERPAPI_API_KEY: 's' };
    const dataforseo = { DATAFORSEO_LOGIN: 'l', DATAFORSEO_PASSWORD: 'p' };
    const names = (env: Record<string, string>) => configuredEngines(env).map((engine) => `${engine.name}:${engine.surface}`);
    expect(names(serpapi)).toEqual(['google_ai_overview:search', 'google_ai_mode:search', 'copilot:search']);
    // DataForSEO has no Copilot.
    expect(names(dataforseo)).toEqual(['google_ai_overview:search', 'google_ai_mode:search']);
    expect(names({ DATAFORSEO_LOGIN: 'l' })).toEqual(['simulated:model_api']);
    expect(names({ XAI_API_KEY: 'x', MISTRAL_API_KEY: 'm' })).toEqual(['grok:model_api', 'mistral:model_api']);
    const both = { ...serpapi, ...dataforseo };
    const keysOf = (env: Record<string, string>) => engineAvailability(env).find((e) => e.engine === 'google_ai_mode')!.keys;
    expect(keysOf(both)).toEqual(['SERPAPI_API_KEY']);
    expect(keysOf({ ...both, SERP_PROVIDER: 'dataforseo' })).toEqual(['DATAFORSEO_LOGIN', 'DATAFORSEO_PASSWORD']);
    // A choice naming a provider without credentials falls back to the one configured.
    expect(keysOf({ ...serpapi, SERP_PROVIDER: 'dataforseo' })).toEqual(['SERPAPI_API_KEY']);
    expect(engineByName('google_ai_overview', { ...both, SERP_PROVIDER: 'dataforseo' })).not.toBe(engineByName('google_ai_overview', both));
  });

  it('says which engines the server has keys for, and is in demo mode with none', () => {
    expect(inDemoMode({})).toBe(true);
    expect(inDemoMode({ MISTRAL_API_KEY: 'm' })).toBe(false);
    const availability = engineAvailability({ MISTRAL_API_KEY: 'm' });
    expect(availability.find((e) => e.engine === 'mistral')).toEqual({ engine: 'mistral', configured: true, keys: ['MISTRAL_API_KEY'] });
    expect(availability.find((e) => e.engine === 'copilot')).toEqual({ engine: 'copilot', configured: false, keys: ['SERPAPI_API_KEY'] });
    expect(availability.map((e) => e.engine)).not.toContain('simulated');
  });

  it('has the simulated engine stand in for any engine, with its name and surface', async () => {
    const standIn = simulatedEngine({ SIMULATED_LATENCY_MS: '0' }, 'google_ai_overview');
    expect(standIn).toMatchObject({ name: 'google_ai_overview', surface: 'search' });
    const answer = await standIn.ask({ prompt: 'Best CRM?', region: 'us', model: 'google-ai-overview', answerKey: 'k' });
    expect(answer.usage?.searches).toBe(0);
  });
});

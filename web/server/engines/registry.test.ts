import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProviders, type FakeProviders } from '../../test/fakes';
import { configuredEngines, engineByName } from './registry';

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
});

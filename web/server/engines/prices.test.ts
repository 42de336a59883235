import { describe, expect, it } from 'vitest';
import { costOf, priceOf } from './prices';

describe('prices', () => {
  it('prices tokens by class and searches per thousand, in USD to the millionth', () => {
    const usage = { inputTokens: 1_000, outputTokens: 500, cachedTokens: 200, reasoningTokens: 100, searches: 1 };
    // gpt-5.4-mini: 800 × 0.25 + 200 × 0.025 + 500 × 2 per million, + 10 / 1000 for the search
    expect(costOf(usage, priceOf('openai', 'gpt-5.4-mini-2026-03-05', 'gpt-5.4-mini'))).toBe(0.011205);
    expect(costOf(usage, priceOf('simulated', 'simulated-standard', 'simulated-standard'))).toBe(0);
  });

  it('finds the dated snapshot a provider reports, else the model asked, else the engine default', () => {
    expect(priceOf('openai', 'gpt-5.4-2026-01-01', 'gpt-5.4')?.outputPerMTok).toBe(10);
    expect(priceOf('openai', 'gpt-5.4-mini-2026-01-01', 'gpt-5.4')?.outputPerMTok).toBe(2); // the longest match wins
    expect(priceOf('anthropic', undefined, 'claude-sonnet-4-6')?.inputPerMTok).toBe(3);
    expect(priceOf('gemini', 'gemini-9-ultra', 'gemini-9-ultra')?.searchPerK).toBe(35);
  });

  it('prices SERP captures per search, by the provider that made them, and the new model APIs per token', () => {
    const search = { inputTokens: 0, outputTokens: 0, cachedTokens: 0, reasoningTokens: 0, searches: 2 };
    expect(costOf(search, priceOf('google_ai_overview', 'serpapi/google-ai-overview', 'google-ai-overview'))).toBe(0.03);
    expect(costOf({ ...search, searches: 1 }, priceOf('google_ai_mode', 'dataforseo/google-ai-mode', 'google-ai-mode'))).toBe(0.004);
    expect(priceOf('grok', 'grok-4-1-fast-reasoning', 'grok-4-1-fast-reasoning')).toMatchObject({ inputPerMTok: 0.2, searchPerK: 5 });
    expect(priceOf('mistral', 'mistral-medium-2511', 'mistral-medium-latest')).toMatchObject({ outputPerMTok: 7.5, searchPerK: 30 });
  });
});

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
});

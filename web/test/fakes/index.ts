// All four fake providers at once, with the env that points the real adapters at them: for the
// worker's fault tests and the benchmark.
import { startFakeAnthropic } from './anthropic';
import { startFakeGemini } from './gemini';
import { startFakeOpenAI } from './openai';
import { startFakePerplexity } from './perplexity';
import { FAKE_API_KEY, type FakeProvider, type FakeProviderOptions } from './server';

export { startFakeAnthropic, startFakeGemini, startFakeOpenAI, startFakePerplexity };
export { startFakeDataForSeo, FAKE_DATAFORSEO_LOGIN } from './dataforseo';
export { startFakeMistral } from './mistral';
export { startFakeOpenAICompatible } from './openai-compatible';
export { startFakeSerpApi } from './serpapi';
export { startFakeXai } from './xai';
export { FAKE_API_KEY, type FakeAnswer, type FakeFaults, type FakeProvider, type FakeProviderOptions } from './server';

export interface FakeProviders {
  openai: FakeProvider;
  perplexity: FakeProvider;
  gemini: FakeProvider;
  anthropic: FakeProvider;
  /** OPENAI_API_KEY, OPENAI_BASE_URL, … for all four; merge into the env given to the registry. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts the four fakes with the same options, each with its own seed derived from `seed`. */
export async function startFakeProviders(options: FakeProviderOptions = {}): Promise<FakeProviders> {
  const seed = options.seed ?? 1;
  const apiKey = options.apiKey ?? FAKE_API_KEY;
  const [openai, perplexity, gemini, anthropic] = await Promise.all([
    startFakeOpenAI({ ...options, seed }),
    startFakePerplexity({ ...options, seed: seed + 1 }),
    startFakeGemini({ ...options, seed: seed + 2 }),
    startFakeAnthropic({ ...options, seed: seed + 3 }),
  ]);
  return {
    openai,
    perplexity,
    gemini,
    anthropic,
    env: {
      OPENAI_API_KEY: apiKey,
      OPENAI_BASE_URL: openai.url,
      PERPLEXITY_API_KEY: apiKey,
      PERPLEXITY_BASE_URL: perplexity.url,
      GEMINI_API_KEY: apiKey,
      GEMINI_BASE_URL: gemini.url,
      ANTHROPIC_API_KEY: apiKey,
      ANTHROPIC_BASE_URL: anthropic.url,
    },
    close: async () => {
      await Promise.all([openai.close(), perplexity.close(), gemini.close(), anthropic.close()]);
    },
  };
}

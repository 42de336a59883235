// What a provider charges, per concrete model (docs/operations/spend.md): USD per million input tokens
// (uncached), cached input tokens and output tokens (reasoning included), and per thousand
// billed web searches. The list prices below were taken from the providers' pricing pages on
// PRICES_DATE; prices change and contracts differ, so an operator replaces or adds rows without
// a code change with PRICES_FILE, a JSON file of the same shape ({ "<model>": { inputPerMTok,
// cachedInputPerMTok, outputPerMTok, searchPerK } }). A cost is computed once, when the answer is
// stored, with the prices of that day, and never recomputed: re-pricing history would lie.
import { settingsOf, type RawEnv } from '../config';
import { serpProvider } from './serp-provider';
import type { EngineName, EngineUsage } from './types';

export const PRICES_DATE = '2026-11-01';

export interface ModelPrice {
  inputPerMTok: number;
  cachedInputPerMTok: number;
  outputPerMTok: number;
  /** per thousand billed searches (OpenAI/Anthropic/xAI web search calls, Mistral web_search connector calls, Perplexity requests, Gemini grounded prompts, SERP API requests) */
  searchPerK: number;
}

const LIST_PRICES: Record<string, ModelPrice> = {
  // OpenAI: GPT-5.x family and o3; the web_search tool is $10 per 1,000 calls.
  'gpt-5.4-mini': { inputPerMTok: 0.25, cachedInputPerMTok: 0.025, outputPerMTok: 2, searchPerK: 10 },
  'gpt-5.4': { inputPerMTok: 1.25, cachedInputPerMTok: 0.125, outputPerMTok: 10, searchPerK: 10 },
  o3: { inputPerMTok: 2, cachedInputPerMTok: 0.5, outputPerMTok: 8, searchPerK: 10 },
  // Perplexity Sonar: tokens plus a request fee per 1,000 requests (low search context).
  sonar: { inputPerMTok: 1, cachedInputPerMTok: 1, outputPerMTok: 1, searchPerK: 5 },
  'sonar-pro': { inputPerMTok: 3, cachedInputPerMTok: 3, outputPerMTok: 15, searchPerK: 6 },
  'sonar-reasoning-pro': { inputPerMTok: 2, cachedInputPerMTok: 2, outputPerMTok: 8, searchPerK: 6 },
  // Gemini (prompts up to 200k tokens); grounding with Google Search is $35 per 1,000 grounded prompts.
  'gemini-2.5-flash': { inputPerMTok: 0.3, cachedInputPerMTok: 0.03, outputPerMTok: 2.5, searchPerK: 35 },
  'gemini-2.5-pro': { inputPerMTok: 1.25, cachedInputPerMTok: 0.125, outputPerMTok: 10, searchPerK: 35 },
  // Anthropic: cache reads at a tenth of input; web search is $10 per 1,000 searches.
  'claude-haiku-4-5': { inputPerMTok: 1, cachedInputPerMTok: 0.1, outputPerMTok: 5, searchPerK: 10 },
  'claude-sonnet-4-6': { inputPerMTok: 3, cachedInputPerMTok: 0.3, outputPerMTok: 15, searchPerK: 10 },
  'claude-opus-4-6': { inputPerMTok: 5, cachedInputPerMTok: 0.5, outputPerMTok: 25, searchPerK: 10 },
  // xAI (docs.x.ai pricing): the web_search tool is $5 per 1,000 successful calls.
  'grok-4-1-fast': { inputPerMTok: 0.2, cachedInputPerMTok: 0.05, outputPerMTok: 0.5, searchPerK: 5 },
  'grok-4.3': { inputPerMTok: 1.25, cachedInputPerMTok: 0.2, outputPerMTok: 2.5, searchPerK: 5 },
  'grok-4.20': { inputPerMTok: 1.25, cachedInputPerMTok: 0.2, outputPerMTok: 2.5, searchPerK: 5 },
  // Mistral (no cached-input discount); the web_search connector is $30 per 1,000 calls.
  'mistral-small': { inputPerMTok: 0.1, cachedInputPerMTok: 0.1, outputPerMTok: 0.3, searchPerK: 30 },
  'mistral-medium': { inputPerMTok: 1.5, cachedInputPerMTok: 1.5, outputPerMTok: 7.5, searchPerK: 30 },
  'magistral-medium': { inputPerMTok: 2, cachedInputPerMTok: 2, outputPerMTok: 5, searchPerK: 30 },
  // SERP APIs bill per request, no tokens (the model version is `<provider>/<capture>`).
  // SerpApi: the Developer plan, $75 for 5,000 searches a month ($15 per 1,000); only
  // successful searches count; a lazy-loaded AI Overview is a second search.
  'serpapi/': { inputPerMTok: 0, cachedInputPerMTok: 0, outputPerMTok: 0, searchPerK: 15 },
  // DataForSEO, Live method: $0.002 per Google organic page, with $0.0006 more for AI Overviews
  // loaded asynchronously (load_async_ai_overview); AI Mode at $0.004 per answer.
  'dataforseo/google-ai-overview': { inputPerMTok: 0, cachedInputPerMTok: 0, outputPerMTok: 0, searchPerK: 2.6 },
  'dataforseo/google-ai-mode': { inputPerMTok: 0, cachedInputPerMTok: 0, outputPerMTok: 0, searchPerK: 4 },
};

/**
 * A model missing from the table is priced as its engine's standard model; a search page as its
 * SERP provider's capture (the simulated engine is free).
 */
const ENGINE_DEFAULT: Record<EngineName, () => string | null> = {
  openai: () => 'gpt-5.4-mini',
  perplexity: () => 'sonar',
  gemini: () => 'gemini-2.5-flash',
  anthropic: () => 'claude-haiku-4-5',
  grok: () => 'grok-4-1-fast',
  mistral: () => 'mistral-small',
  google_ai_overview: () => `${serpProvider() ?? 'serpapi'}/google-ai-overview`,
  google_ai_mode: () => `${serpProvider() ?? 'serpapi'}/google-ai-mode`,
  copilot: () => 'serpapi/bing-copilot',
  simulated: () => null,
};

let table: Record<string, ModelPrice> | undefined;

/** The list prices with the operator's PRICES_FILE over them (read once per process). */
export function priceTable(env?: RawEnv): Record<string, ModelPrice> {
  if (table) return table;
  // PRICES_FILE was read and checked with the configuration (config.ts).
  const overrides = settingsOf(env).PRICES_FILE ?? {};
  const merged: Record<string, ModelPrice> = { ...LIST_PRICES };
  for (const [model, price] of Object.entries(overrides)) {
    merged[model] = { ...(merged[model] ?? { inputPerMTok: 0, cachedInputPerMTok: 0, outputPerMTok: 0, searchPerK: 0 }), ...price };
  }
  return (table = merged);
}

/**
 * The price of a model: the longest table entry the reported version starts with (providers
 * report dated snapshots, `gpt-5.4-mini-2026-03-05`), else the model asked, else the engine's default.
 */
export function priceOf(engine: EngineName, modelVersion: string | null | undefined, modelAsked: string): ModelPrice | null {
  const prices = priceTable();
  const entryOf = (model: string | null | undefined) =>
    model ? Object.keys(prices).filter((key) => model.startsWith(key)).sort((a, b) => b.length - a.length)[0] : undefined;
  const entry = entryOf(modelVersion) ?? entryOf(modelAsked) ?? entryOf(ENGINE_DEFAULT[engine]?.());
  return entry ? prices[entry] : null;
}

/** USD to the millionth of a dollar: how every cost is stored and summed. */
export const roundUsd = (usd: number) => Math.round(usd * 1e6) / 1e6;

/** The cost of one call's usage in USD (0 for a free engine), to the millionth of a dollar. */
export function costOf(usage: EngineUsage, price: ModelPrice | null): number {
  if (!price) return 0;
  const uncached = Math.max(0, usage.inputTokens - usage.cachedTokens);
  const cost =
    (uncached * price.inputPerMTok + usage.cachedTokens * price.cachedInputPerMTok + usage.outputTokens * price.outputPerMTok) / 1e6 +
    (usage.searches * price.searchPerK) / 1e3;
  return roundUsd(cost);
}

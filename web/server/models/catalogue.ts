// The model catalogue: the ids clients send as `model` (POST /projects/:id/audits), each
// mapped to the concrete model asked on every engine. A plan lists the ids it may use
// (table `plans`). Override one mapping with MODEL_<ID>_<ENGINE>, e.g.
// MODEL_GEO_STANDARD_OPENAI=gpt-5.4-nano (read by concrete-model.ts: this module is also the
// dashboard's, in the browser). Defaults follow the providers' current models in their official
// SDKs (November 2026).
export const ENGINE_NAMES = [
  'openai',
  'perplexity',
  'gemini',
  'anthropic',
  'grok',
  'mistral',
  'google_ai_overview',
  'google_ai_mode',
  'copilot',
  'simulated',
] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];

/**
 * Where an engine's answers come from (docs/guide/surfaces.md): `model_api`, a provider's model
 * asked through its API with web search; `search`, the answer a search page shows people,
 * captured through a SERP API. The two are different measurements, never pooled unsaid.
 */
export const SURFACES = ['model_api', 'search'] as const;
export type Surface = (typeof SURFACES)[number];

export const ENGINE_SURFACES: Record<EngineName, Surface> = {
  openai: 'model_api',
  perplexity: 'model_api',
  gemini: 'model_api',
  anthropic: 'model_api',
  grok: 'model_api',
  mistral: 'model_api',
  google_ai_overview: 'search',
  google_ai_mode: 'search',
  copilot: 'search',
  simulated: 'model_api',
};

/** The surface of an engine name as stored on a row; an unknown name is a model API's. */
export const surfaceOf = (engine: string): Surface => ENGINE_SURFACES[engine as EngineName] ?? 'model_api';

/** What people call each engine, in text tenants read (the dashboard, suggestions). */
export const ENGINE_LABELS: Record<EngineName, string> = {
  openai: 'ChatGPT',
  perplexity: 'Perplexity',
  gemini: 'Gemini',
  anthropic: 'Claude',
  grok: 'Grok',
  mistral: 'Mistral',
  google_ai_overview: 'Google AI Overviews',
  google_ai_mode: 'Google AI Mode',
  copilot: 'Microsoft Copilot',
  simulated: 'The simulated engine',
};

export interface ModelEntry {
  id: string;
  description: string;
  engines: Record<EngineName, string>;
}

/**
 * A search page's answer has no model to choose: every catalogue id captures the same page. The
 * SERP provider that captured it is reported as the row's model version (`serpapi/…`).
 */
const SEARCH_CAPTURES = {
  google_ai_overview: 'google-ai-overview',
  google_ai_mode: 'google-ai-mode',
  copilot: 'bing-copilot',
} as const;

export const MODELS: readonly ModelEntry[] = [
  {
    id: 'geo-standard',
    description: 'Fast, inexpensive models with web search: the everyday audit.',
    engines: {
      openai: 'gpt-5.4-mini',
      perplexity: 'sonar',
      gemini: 'gemini-2.5-flash',
      anthropic: 'claude-haiku-4-5',
      grok: 'grok-4-1-fast-reasoning',
      mistral: 'mistral-small-latest',
      ...SEARCH_CAPTURES,
      simulated: 'simulated-standard',
    },
  },
  {
    id: 'geo-advanced',
    description: "Each provider's flagship model with web search.",
    engines: {
      openai: 'gpt-5.4',
      perplexity: 'sonar-pro',
      gemini: 'gemini-2.5-pro',
      anthropic: 'claude-sonnet-4-6',
      grok: 'grok-4.3',
      mistral: 'mistral-medium-latest',
      ...SEARCH_CAPTURES,
      simulated: 'simulated-advanced',
    },
  },
  {
    id: 'geo-reasoning',
    description: 'Reasoning models that search several times before answering.',
    engines: {
      openai: 'o3',
      perplexity: 'sonar-reasoning-pro',
      gemini: 'gemini-2.5-pro',
      anthropic: 'claude-opus-4-6',
      grok: 'grok-4.20-0309-reasoning',
      mistral: 'magistral-medium-latest',
      ...SEARCH_CAPTURES,
      simulated: 'simulated-reasoning',
    },
  },
];

export const DEFAULT_MODEL = 'geo-standard';

export function findModel(id: string): ModelEntry | undefined {
  return MODELS.find((m) => m.id === id);
}


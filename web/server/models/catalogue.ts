// The model catalogue: the ids clients send as `model` (POST /projects/:id/audits), each
// mapped to the concrete model asked on every engine. A plan lists the ids it may use
// (table `plans`). Override one mapping with MODEL_<ID>_<ENGINE>, e.g.
// MODEL_GEO_STANDARD_OPENAI=gpt-5.4-nano (read by concrete-model.ts: this module is also the
// dashboard's, in the browser). Defaults follow the providers' current models in their official
// SDKs (November 2026).
export const ENGINE_NAMES = ['openai', 'perplexity', 'gemini', 'anthropic', 'simulated'] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];

/** What people call each engine, in text tenants read (the dashboard, suggestions). */
export const ENGINE_LABELS: Record<EngineName, string> = {
  openai: 'ChatGPT',
  perplexity: 'Perplexity',
  gemini: 'Gemini',
  anthropic: 'Claude',
  simulated: 'The simulated engine',
};

export interface ModelEntry {
  id: string;
  description: string;
  engines: Record<EngineName, string>;
}

export const MODELS: readonly ModelEntry[] = [
  {
    id: 'geo-standard',
    description: 'Fast, inexpensive models with web search: the everyday audit.',
    engines: {
      openai: 'gpt-5.4-mini',
      perplexity: 'sonar',
      gemini: 'gemini-2.5-flash',
      anthropic: 'claude-haiku-4-5',
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
      simulated: 'simulated-reasoning',
    },
  },
];

export const DEFAULT_MODEL = 'geo-standard';

export function findModel(id: string): ModelEntry | undefined {
  return MODELS.find((m) => m.id === id);
}


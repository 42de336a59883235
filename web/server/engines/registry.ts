// Which engines this server can ask, from its environment (docs/operations/engines.md): a model
// API engine when its key is set; Google AI Overviews and AI Mode when a SERP provider is
// (SerpApi or DataForSEO, SERP_PROVIDER choosing when both are); Copilot with a SerpApi key.
// With no key at all the server is in demo mode: the simulated engine answers, and stands in
// for any engine a project names.
import { createAnthropicEngine } from './anthropic';
import { createDataForSeoEngine } from './dataforseo';
import { createGeminiEngine } from './gemini';
import { createMistralEngine } from './mistral';
import { createOpenAIEngine } from './openai';
import { createPerplexityEngine } from './perplexity';
import { createSerpApiEngine } from './serpapi';
import { createSimulatedEngine } from './simulated';
import { createXaiEngine } from './xai';
import { ENGINE_NAMES } from '../models/catalogue';
import { settingsOf, type Config } from '../config';
import { serpProvider } from './serp-provider';
import type { Engine, EngineEnv, EngineName } from './types';

type RealEngineName = Exclude<EngineName, 'simulated'>;

/** Each real engine: the env vars it needs (all set: the engine is configured) and its factory. */
interface RealEngineSetup {
  /** The variables holding its credentials, as the operator reads them in the docs. */
  keyVars: (env?: EngineEnv) => string[];
  create(env?: EngineEnv): Engine | undefined;
}

/** A model API engine with one key and one base URL override, as each provider's SDK reads them. */
function modelApi(keyVar: keyof Config & `${string}_API_KEY`, baseUrlVar: keyof Config & `${string}_BASE_URL`, create: (apiKey: string, baseURL: string | undefined) => Engine): RealEngineSetup {
  return {
    keyVars: () => [keyVar],
    create: (env) => {
      const settings = settingsOf(env);
      const apiKey = settings[keyVar] as string | undefined;
      const baseURL = settings[baseUrlVar] as string | undefined;
      return apiKey ? memoized([keyVar, apiKey, baseURL], () => create(apiKey, baseURL)) : undefined;
    },
  };
}

function googleAnswers(name: 'google_ai_overview' | 'google_ai_mode'): RealEngineSetup {
  return {
    keyVars: (env) => (serpProvider(env) === 'dataforseo' ? ['DATAFORSEO_LOGIN', 'DATAFORSEO_PASSWORD'] : ['SERPAPI_API_KEY']),
    create: (env) => {
      const provider = serpProvider(env);
      if (provider === 'serpapi') return serpApi(name, env);
      if (provider !== 'dataforseo') return undefined;
      const { DATAFORSEO_LOGIN: login, DATAFORSEO_PASSWORD: password, DATAFORSEO_BASE_URL: baseURL } = settingsOf(env);
      return memoized(['dataforseo', name, login, password, baseURL], () => createDataForSeoEngine(name, { login: login!, password: password!, baseURL }));
    },
  };
}

function serpApi(name: 'google_ai_overview' | 'google_ai_mode' | 'copilot', env?: EngineEnv): Engine | undefined {
  const { SERPAPI_API_KEY: apiKey, SERPAPI_BASE_URL: baseURL } = settingsOf(env);
  return apiKey ? memoized(['serpapi', name, apiKey, baseURL], () => createSerpApiEngine(name, { apiKey, baseURL })) : undefined;
}

/** In the order the dashboard and `configuredEngines` list them: model APIs, then search pages. */
const REAL_ENGINES: Record<RealEngineName, RealEngineSetup> = {
  openai: modelApi('OPENAI_API_KEY', 'OPENAI_BASE_URL', (apiKey, baseURL) => createOpenAIEngine({ apiKey, baseURL })),
  perplexity: modelApi('PERPLEXITY_API_KEY', 'PERPLEXITY_BASE_URL', (apiKey, baseURL) => createPerplexityEngine({ apiKey, baseURL })),
  gemini: modelApi('GEMINI_API_KEY', 'GEMINI_BASE_URL', (apiKey, baseURL) => createGeminiEngine({ apiKey, baseURL })),
  anthropic: modelApi('ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', (apiKey, baseURL) => createAnthropicEngine({ apiKey, baseURL })),
  grok: modelApi('XAI_API_KEY', 'XAI_BASE_URL', (apiKey, baseURL) => createXaiEngine({ apiKey, baseURL })),
  mistral: modelApi('MISTRAL_API_KEY', 'MISTRAL_BASE_URL', (apiKey, baseURL) => createMistralEngine({ apiKey, baseURL })),
  google_ai_overview: googleAnswers('google_ai_overview'),
  google_ai_mode: googleAnswers('google_ai_mode'),
  copilot: { keyVars: () => ['SERPAPI_API_KEY'], create: (env) => serpApi('copilot', env) },
};
const REAL_ENGINE_NAMES = ENGINE_NAMES.filter((name): name is RealEngineName => name !== 'simulated');

// Engines are built once per configuration: the worker looks one up for every query.
const built = new Map<string, Engine>();
function memoized(key: (string | undefined)[], build: () => Engine): Engine {
  const id = key.map((part) => part ?? '').join('\u0000');
  let engine = built.get(id);
  if (!engine) built.set(id, (engine = build()));
  return engine;
}

/**
 * The simulated engine, or its stand-in for `name` (demo mode): made-up answers shaped like
 * that engine's, named after it, free.
 */
export function simulatedEngine(env?: EngineEnv, name: EngineName = 'simulated'): Engine {
  const latencyMs = settingsOf(env).SIMULATED_LATENCY_MS;
  return memoized(['simulated', name, String(latencyMs)], () => createSimulatedEngine({ latencyMs, standsFor: name }));
}

/** The real engines whose keys are set; the simulated engine alone when none is (demo mode). */
export function configuredEngines(env?: EngineEnv): Engine[] {
  const real = REAL_ENGINE_NAMES.map((name) => REAL_ENGINES[name].create(env)).filter((engine): engine is Engine => engine !== undefined);
  return real.length > 0 ? real : [simulatedEngine(env)];
}

/** Demo mode: no real engine is configured. */
export const inDemoMode = (env?: EngineEnv) => REAL_ENGINE_NAMES.every((name) => !REAL_ENGINES[name].create(env));

/**
 * One engine by name: a real one when its keys are set, the simulated one always (it needs
 * nothing, and a stored audit that used it must stay re-runnable).
 */
export function engineByName(name: EngineName, env?: EngineEnv): Engine | undefined {
  return name === 'simulated' ? simulatedEngine(env) : REAL_ENGINES[name]?.create(env);
}

/** Every engine with whether this server can ask it and the env vars that enable it (the dashboard's engine list). */
export function engineAvailability(env?: EngineEnv): { engine: EngineName; configured: boolean; keys: string[] }[] {
  return REAL_ENGINE_NAMES.map((name) => ({ engine: name, configured: !!REAL_ENGINES[name].create(env), keys: REAL_ENGINES[name].keyVars(env) }));
}

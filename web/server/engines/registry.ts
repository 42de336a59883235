import { createAnthropicEngine } from './anthropic';
import { createGeminiEngine } from './gemini';
import { createOpenAIEngine } from './openai';
import { createPerplexityEngine } from './perplexity';
import { SIMULATED_DEFAULT_LATENCY_MS, createSimulatedEngine } from './simulated';
import type { Engine, EngineEnv, EngineName } from './types';

type RealEngineName = Exclude<EngineName, 'simulated'>;

interface RealEngineSetup {
  keyVar: string;
  baseUrlVar: string;
  create(apiKey: string, baseURL: string | undefined): Engine;
}

/** Each real engine: the env var holding its key, the one overriding its base URL, its factory. */
const REAL_ENGINES: Record<RealEngineName, RealEngineSetup> = {
  openai: {
    keyVar: 'OPENAI_API_KEY',
    baseUrlVar: 'OPENAI_BASE_URL',
    create: (apiKey, baseURL) => createOpenAIEngine({ apiKey, baseURL }),
  },
  perplexity: {
    keyVar: 'PERPLEXITY_API_KEY',
    baseUrlVar: 'PERPLEXITY_BASE_URL',
    create: (apiKey, baseURL) => createPerplexityEngine({ apiKey, baseURL }),
  },
  gemini: {
    keyVar: 'GEMINI_API_KEY',
    baseUrlVar: 'GEMINI_BASE_URL',
    create: (apiKey, baseURL) => createGeminiEngine({ apiKey, baseURL }),
  },
  anthropic: {
    keyVar: 'ANTHROPIC_API_KEY',
    baseUrlVar: 'ANTHROPIC_BASE_URL',
    create: (apiKey, baseURL) => createAnthropicEngine({ apiKey, baseURL }),
  },
};

// Engines are built once per configuration: the worker looks one up for every query.
const built = new Map<string, Engine>();
function memoized(key: string, build: () => Engine): Engine {
  let engine = built.get(key);
  if (!engine) built.set(key, (engine = build()));
  return engine;
}

function realEngine(name: RealEngineName, env: EngineEnv): Engine | undefined {
  const { keyVar, baseUrlVar, create } = REAL_ENGINES[name];
  const apiKey = env[keyVar]?.trim();
  if (!apiKey) return undefined;
  const baseURL = env[baseUrlVar]?.trim() || undefined;
  return memoized(`${name}\u0000${apiKey}\u0000${baseURL ?? ''}`, () => create(apiKey, baseURL));
}

function simulatedEngine(env: EngineEnv): Engine {
  const latencyMs = Number(env.SIMULATED_LATENCY_MS?.trim() || SIMULATED_DEFAULT_LATENCY_MS);
  const valid = Number.isFinite(latencyMs) && latencyMs >= 0 ? latencyMs : SIMULATED_DEFAULT_LATENCY_MS;
  return memoized(`simulated\u0000${valid}`, () => createSimulatedEngine({ latencyMs: valid }));
}

/** The real engines whose key is set; the simulated engine alone when no key is. */
export function configuredEngines(env: EngineEnv = process.env): Engine[] {
  const real = (Object.keys(REAL_ENGINES) as RealEngineName[])
    .map((name) => realEngine(name, env))
    .filter((engine): engine is Engine => engine !== undefined);
  return real.length > 0 ? real : [simulatedEngine(env)];
}

/**
 * One engine by name: a real one when its key is set, the simulated one always (it needs
 * nothing, and a stored audit that used it must stay re-runnable).
 */
export function engineByName(name: EngineName, env: EngineEnv = process.env): Engine | undefined {
  return name === 'simulated' ? simulatedEngine(env) : realEngine(name, env);
}

/** Every real engine this server knows, whether its key is set, and the variable that sets it (Settings → Engines). */
export function engineSetup(env: EngineEnv = process.env): { name: RealEngineName; configured: boolean; keyVar: string }[] {
  return (Object.keys(REAL_ENGINES) as RealEngineName[]).map((name) => ({
    name,
    configured: !!env[REAL_ENGINES[name].keyVar]?.trim(),
    keyVar: REAL_ENGINES[name].keyVar,
  }));
}

import { createAnthropicEngine } from './anthropic';
import { createGeminiEngine } from './gemini';
import { createOpenAIEngine } from './openai';
import { createPerplexityEngine } from './perplexity';
import { createSimulatedEngine } from './simulated';
import { settingsOf, type Config } from '../config';
import type { Engine, EngineEnv, EngineName } from './types';

type RealEngineName = Exclude<EngineName, 'simulated'>;

interface RealEngineSetup {
  keyVar: keyof Config;
  baseUrlVar: keyof Config;
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

function realEngine(name: RealEngineName, env?: EngineEnv): Engine | undefined {
  const { keyVar, baseUrlVar, create } = REAL_ENGINES[name];
  const settings = settingsOf(env);
  const apiKey = settings[keyVar] as string | undefined;
  if (!apiKey) return undefined;
  const baseURL = settings[baseUrlVar] as string | undefined;
  return memoized(`${name}\u0000${apiKey}\u0000${baseURL ?? ''}`, () => create(apiKey, baseURL));
}

function simulatedEngine(env?: EngineEnv): Engine {
  const latencyMs = settingsOf(env).SIMULATED_LATENCY_MS;
  return memoized(`simulated\u0000${latencyMs}`, () => createSimulatedEngine({ latencyMs }));
}

/** The real engines whose key is set; the simulated engine alone when no key is. */
export function configuredEngines(env?: EngineEnv): Engine[] {
  const real = (Object.keys(REAL_ENGINES) as RealEngineName[])
    .map((name) => realEngine(name, env))
    .filter((engine): engine is Engine => engine !== undefined);
  return real.length > 0 ? real : [simulatedEngine(env)];
}

/**
 * One engine by name: a real one when its key is set, the simulated one always (it needs
 * nothing, and a stored audit that used it must stay re-runnable).
 */
export function engineByName(name: EngineName, env?: EngineEnv): Engine | undefined {
  return name === 'simulated' ? simulatedEngine(env) : realEngine(name, env);
}

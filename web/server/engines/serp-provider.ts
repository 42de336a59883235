import type { EngineEnv } from './types';

export const SERP_PROVIDERS = ['serpapi', 'dataforseo'] as const;
export type SerpProvider = (typeof SERP_PROVIDERS)[number];

/** An env var's value, trimmed; undefined when unset or blank. */
export const envValue = (env: EngineEnv, name: string) => env[name]?.trim() || undefined;
const value = envValue;

/**
 * The SERP provider that captures Google's answers (docs/operations/engines.md): the one
 * configured (SERPAPI_API_KEY; DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD), SERP_PROVIDER's
 * choice when both are (SerpApi when it names neither); none when neither is.
 */
export function serpProvider(env: EngineEnv = process.env): SerpProvider | undefined {
  const configured: Record<SerpProvider, boolean> = {
    serpapi: !!value(env, 'SERPAPI_API_KEY'),
    dataforseo: !!(value(env, 'DATAFORSEO_LOGIN') && value(env, 'DATAFORSEO_PASSWORD')),
  };
  const chosen = value(env, 'SERP_PROVIDER')?.toLowerCase() as SerpProvider | undefined;
  if (chosen && configured[chosen]) return chosen;
  return SERP_PROVIDERS.find((provider) => configured[provider]);
}

import { settingsOf } from '../config';
import type { EngineEnv } from './types';

export const SERP_PROVIDERS = ['serpapi', 'dataforseo'] as const;
export type SerpProvider = (typeof SERP_PROVIDERS)[number];

/**
 * The SERP provider that captures Google's answers (docs/operations/engines.md): the one
 * configured (SERPAPI_API_KEY; DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD), SERP_PROVIDER's
 * choice when both are (SerpApi when it names neither); none when neither is.
 */
export function serpProvider(env?: EngineEnv): SerpProvider | undefined {
  const settings = settingsOf(env);
  const configured: Record<SerpProvider, boolean> = {
    serpapi: !!settings.SERPAPI_API_KEY,
    dataforseo: !!(settings.DATAFORSEO_LOGIN && settings.DATAFORSEO_PASSWORD),
  };
  const chosen = settings.SERP_PROVIDER;
  if (chosen && configured[chosen]) return chosen;
  return SERP_PROVIDERS.find((provider) => configured[provider]);
}

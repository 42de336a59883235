// Google AI Overviews, Google AI Mode and Microsoft Copilot as people see them, captured by
// SerpApi (docs/operations/engines.md). Google offers no API for these answers; SerpApi loads
// the search page and parses it. What this adapter relies on, from SerpApi's documentation:
//
// - Request: `GET /search.json?engine=…&q=…&api_key=…`, with `gl` (two-letter country) and `hl`
//   (language) for Google engines; `bing_copilot` takes no location or language.
// - `engine=google`: the page's AI Overview is `ai_overview` { text_blocks, references }; when
//   Google lazy-loads it, `ai_overview` holds only a `page_token` (valid about 4 minutes), to be
//   fetched at once with `engine=google_ai_overview&page_token=…` (one more billed search).
//   No `ai_overview` at all: Google showed none for this query, a finding (`shown: false`).
// - `engine=google_ai_mode` and `engine=bing_copilot`: `text_blocks` and `references` at the top
//   level (Copilot adds a `header`).
// - `text_blocks[].reference_indexes` point at `references[].index`; `references[].link` is the
//   cited page (see serp-markdown.ts for the block types).
// - `search_metadata.status` is `Success` (possibly with empty results and an `error` text such
//   as "Google hasn't returned any results for this query.") or `Error`. Errors are
//   `{ "error": "…" }` with 400, 401, 403, 429 (hourly throughput limit, or no searches left),
//   500 or 503. Only successful searches are billed.
import { httpError, unexpectedError } from './errors';
import { endpoint, requestJson } from './json-http';
import { regionCountry, regionLanguage } from './region';
import { referenceLinks, renderTextBlocks, type SerpReference } from './serp-markdown';
import { uniqueUrls } from './sources';
import { EngineError, type Engine, type EngineAnswer, type EngineName, type EngineQuery } from './types';

export const SERPAPI_DEFAULT_BASE_URL = 'https://serpapi.com';

export type SerpApiEngineName = Extract<EngineName, 'google_ai_overview' | 'google_ai_mode' | 'copilot'>;

export interface SerpApiEngineOptions {
  apiKey: string;
  baseURL?: string;
}

interface SerpApiAnswerBody {
  search_metadata?: { status?: string };
  error?: string;
  header?: string;
  text_blocks?: unknown;
  references?: SerpReference[];
  ai_overview?: { text_blocks?: unknown; references?: SerpReference[]; page_token?: string; error?: string };
}

/** What each engine asks SerpApi, and the model version its rows report. */
const CAPTURES: Record<SerpApiEngineName, { engine: string; google: boolean; modelVersion: string }> = {
  google_ai_overview: { engine: 'google', google: true, modelVersion: 'serpapi/google-ai-overview' },
  google_ai_mode: { engine: 'google_ai_mode', google: true, modelVersion: 'serpapi/google-ai-mode' },
  copilot: { engine: 'bing_copilot', google: false, modelVersion: 'serpapi/bing-copilot' },
};

export function createSerpApiEngine(name: SerpApiEngineName, { apiKey, baseURL = SERPAPI_DEFAULT_BASE_URL }: SerpApiEngineOptions): Engine {
  const capture = CAPTURES[name];
  const search = async (params: Record<string, string>, signal: AbortSignal | undefined) => {
    const url = new URL(endpoint(baseURL, 'search.json'));
    for (const [key, value] of Object.entries({ ...params, api_key: apiKey })) url.searchParams.set(key, value);
    const { body } = await requestJson(name, { url: url.href, signal, errorDetail: (b) => (b as SerpApiAnswerBody).error }).catch((err) => {
      throw outOfSearches(err);
    });
    const answer = (body ?? {}) as SerpApiAnswerBody;
    if (typeof answer !== 'object' || Array.isArray(answer)) throw unexpectedError(name, new Error('the answer is not a JSON object'));
    // A search SerpApi could not complete (a proxy timeout): worth another try.
    if (answer.search_metadata?.status === 'Error') throw httpError(name, 503, answer.error ?? 'search_metadata.status: Error');
    return answer;
  };

  return {
    name,
    surface: 'search',
    async ask({ prompt, region, signal }: EngineQuery): Promise<EngineAnswer> {
      const params: Record<string, string> = { engine: capture.engine, q: prompt };
      if (capture.google) Object.assign(params, googleLocale(region));
      let body = await search(params, signal);
      let searches = 1;
      let blocks: unknown = body.text_blocks;
      let references = body.references;
      if (name === 'google_ai_overview') {
        let overview = body.ai_overview;
        // Lazy-loaded: the overview is one more request away, with a short-lived token.
        if (overview?.page_token && !Array.isArray(overview.text_blocks)) {
          body = await search({ engine: 'google_ai_overview', page_token: overview.page_token }, signal);
          searches++;
          overview = body.ai_overview;
        }
        blocks = overview?.text_blocks;
        references = overview?.references;
      }
      const usage = { inputTokens: 0, outputTokens: 0, cachedTokens: 0, reasoningTokens: 0, searches };
      if (blocks != null && !Array.isArray(blocks)) throw unexpectedError(name, new Error('text_blocks is not a list'));
      if (!Array.isArray(blocks) || blocks.length === 0) {
        return { shown: false, text: '', sources: [], citations: [], modelVersion: capture.modelVersion, usage };
      }
      const refs = Array.isArray(references) ? references.filter((r) => r && typeof r === 'object') : [];
      const header = name === 'copilot' && typeof body.header === 'string' && body.header.trim() ? [{ type: 'heading', level: 2, snippet: body.header }] : [];
      const { text, citations } = renderTextBlocks([...header, ...blocks], refs);
      return {
        text,
        sources: uniqueUrls(referenceLinks(refs)),
        citations,
        modelVersion: capture.modelVersion,
        usage,
      };
    },
  };
}

/** Google's country (`gl`) and interface language (`hl`) for a region; none for a global one. */
function googleLocale(region: string): Record<string, string> {
  const country = regionCountry(region);
  return { ...(country && { gl: country.toLowerCase() }), hl: regionLanguage(region) };
}

/** A 429 for searches used up is not a rate limit: no retry brings them back this month. */
function outOfSearches(err: unknown): unknown {
  if (err instanceof EngineError && err.status === 429 && /run out of searches/i.test(err.detail ?? '')) {
    return new EngineError(err.provider, `${err.message} (the SerpApi account has no searches left this month)`, {
      status: 429,
      retryable: false,
      detail: err.detail,
    });
  }
  return err;
}

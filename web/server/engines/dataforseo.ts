// Google AI Overviews and Google AI Mode captured by DataForSEO's SERP API, the other SERP
// provider an operator may choose (SERP_PROVIDER, docs/operations/engines.md). What this
// adapter relies on, from DataForSEO's documentation:
//
// - Request: `POST /v3/serp/google/organic/live/advanced` (AI Overviews) or
//   `POST /v3/serp/google/ai_mode/live/advanced` (AI Mode), Basic authentication (login and
//   password), a JSON array of one task: { keyword, location_code, language_code }.
//   `location_code` is the Google Ads geo target (a country: 2000 + its ISO numeric code).
//   `load_async_ai_overview: true` asks for AI Overviews that Google loads asynchronously.
// - Envelope: { status_code, status_message, cost, tasks: [{ status_code, status_message,
//   result: [{ items: [...] }] }] }; 20000 is success. The servers answer 200 for almost
//   everything and put the outcome in `status_code`: 40202 is the per-minute rate limit, 401xx
//   authentication, 402xx billing, 40101 the search engine's own error, 40102 "No Search
//   Results", 5xxxx an internal error. HTTP 401, 402, 404 and 500 exist too.
// - `items[]` of type `ai_overview` (the same shape on both endpoints): { markdown?, items:
//   [{ type: "ai_overview_element", title, text, markdown, references: [...] }], references:
//   [{ type: "ai_overview_reference", source, domain, url, title, text }] }. No such item:
//   Google showed no AI answer for the query (`shown: false`).
import { httpError } from './errors';
import { basicAuth, endpoint, requestJson } from './json-http';
import { MAX_ANSWER_CHARS, MAX_REFERENCES } from './serp-markdown';
import { googleAdsLocationCode, regionLanguage } from './region';
import { uniqueUrls } from './sources';
import type { Engine, EngineAnswer, EngineCitation, EngineName, EngineQuery } from './types';

export const DATAFORSEO_DEFAULT_BASE_URL = 'https://api.dataforseo.com';

export type DataForSeoEngineName = Extract<EngineName, 'google_ai_overview' | 'google_ai_mode'>;

export interface DataForSeoEngineOptions {
  login: string;
  password: string;
  baseURL?: string;
}

interface Reference {
  url?: string;
  title?: string;
}
interface OverviewElement {
  type?: string;
  title?: string;
  text?: string;
  markdown?: string;
  references?: Reference[];
}
interface OverviewItem {
  type?: string;
  markdown?: string;
  items?: OverviewElement[];
  references?: Reference[];
}
interface Envelope {
  status_code?: number;
  status_message?: string;
  tasks?: { status_code?: number; status_message?: string; result?: { items?: OverviewItem[] | null }[] | null }[];
}

const CAPTURES: Record<DataForSeoEngineName, { path: string; modelVersion: string; task: Record<string, unknown> }> = {
  google_ai_overview: {
    path: 'v3/serp/google/organic/live/advanced',
    modelVersion: 'dataforseo/google-ai-overview',
    task: { device: 'desktop', load_async_ai_overview: true },
  },
  google_ai_mode: { path: 'v3/serp/google/ai_mode/live/advanced', modelVersion: 'dataforseo/google-ai-mode', task: {} },
};

const OK = 20000;
const NO_RESULTS = 40102;

export function createDataForSeoEngine(name: DataForSeoEngineName, { login, password, baseURL = DATAFORSEO_DEFAULT_BASE_URL }: DataForSeoEngineOptions): Engine {
  const capture = CAPTURES[name];
  return {
    name,
    surface: 'search',
    async ask({ prompt, region, signal }: EngineQuery): Promise<EngineAnswer> {
      const locationCode = googleAdsLocationCode(region);
      const { body } = await requestJson(name, {
        url: endpoint(baseURL, capture.path),
        method: 'POST',
        headers: { authorization: basicAuth(login, password) },
        // Without a country, Google's United States results (DataForSEO requires a location).
        body: [{ keyword: prompt, location_code: locationCode ?? 2840, language_code: regionLanguage(region), ...capture.task }],
        signal,
        errorDetail: (b) => (b as Envelope).status_message,
      });
      const envelope = body as Envelope;
      if (!envelope || typeof envelope !== 'object' || typeof envelope.status_code !== 'number') {
        throw httpError(name, 502, 'the answer has no status_code');
      }
      if (envelope.status_code !== OK) throw statusError(name, envelope.status_code, envelope.status_message);
      const task = envelope.tasks?.[0];
      if (!task || typeof task.status_code !== 'number') throw httpError(name, 502, 'the answer has no task');
      const usage = { inputTokens: 0, outputTokens: 0, cachedTokens: 0, reasoningTokens: 0, searches: 1 };
      const notShown = { shown: false, text: '', sources: [], citations: [], modelVersion: capture.modelVersion, usage };
      if (task.status_code === NO_RESULTS) return notShown;
      if (task.status_code !== OK) throw statusError(name, task.status_code, task.status_message);
      const items = task.result?.[0]?.items;
      const overview = Array.isArray(items) ? items.find((item) => item?.type === 'ai_overview') : undefined;
      if (!overview) return notShown;
      const answer = renderOverview(overview);
      return answer.text.trim() ? { ...answer, modelVersion: capture.modelVersion, usage } : notShown;
    },
  };
}

/**
 * The overview's own `markdown` when it has one, else its elements' markdown (or text) one
 * paragraph each; each element's references are cited over its span. Every reference is a source.
 */
function renderOverview(overview: OverviewItem): Pick<EngineAnswer, 'text' | 'sources' | 'citations'> {
  const elements = Array.isArray(overview.items) ? overview.items.slice(0, MAX_REFERENCES).filter((e) => e && typeof e === 'object') : [];
  const citations: EngineCitation[] = [];
  let text = '';
  if (typeof overview.markdown === 'string' && overview.markdown.trim()) {
    text = overview.markdown.slice(0, MAX_ANSWER_CHARS);
  } else {
    for (const element of elements) {
      const part = (typeof element.markdown === 'string' && element.markdown) || [element.title, element.text].filter((s) => typeof s === 'string' && s).join('\n\n');
      if (!part.trim() || text.length >= MAX_ANSWER_CHARS) continue;
      if (text) text += '\n\n';
      const startIndex = text.length;
      text = (text + part).slice(0, MAX_ANSWER_CHARS);
      for (const reference of links(element.references)) citations.push({ url: reference.url, title: reference.title, startIndex, endIndex: text.length });
    }
  }
  const sources = uniqueUrls([...links(overview.references), ...elements.flatMap((e) => links(e.references))].map((r) => r.url));
  return { text, sources, citations };
}

function links(references: unknown): { url: string; title?: string }[] {
  return (Array.isArray(references) ? (references as Reference[]).slice(0, MAX_REFERENCES) : [])
    .filter((r) => typeof r?.url === 'string' && /^https?:\/\//i.test(r.url))
    .map((r) => ({ url: r.url!, title: typeof r.title === 'string' && r.title ? r.title : undefined }));
}

/** DataForSEO's internal status codes, read as the HTTP statuses they stand for. */
function statusError(name: DataForSeoEngineName, code: number, message: string | undefined) {
  const detail = `${code} ${message ?? ''}`.trim();
  if (code === 40202) return httpError(name, 429, detail);
  if (code === 40100) return httpError(name, 401, detail);
  if (code === 40101) return httpError(name, 503, detail);
  if (code >= 40200 && code < 40300) return httpError(name, 402, detail);
  if (code >= 50000) return httpError(name, 500, detail);
  return httpError(name, 400, detail);
}

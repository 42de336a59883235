import type { Response, ResponseFunctionWebSearch } from 'openai/resources/responses/responses';
import { callProvider } from './errors';
import { fromOpenAISdkError, openAISdkClient } from './openai-sdk';
import { answerInstruction, regionCountry } from './region';
import { uniqueUrls } from './sources';
import type { Engine, EngineAnswer, EngineCitation, EngineUsage } from './types';

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

export interface OpenAIEngineOptions {
  apiKey: string;
  /** Includes the `/v1` prefix, as OPENAI_BASE_URL does for the SDK. */
  baseURL?: string;
}

/** OpenAI through the Responses API with its hosted `web_search` tool. */
export function createOpenAIEngine({ apiKey, baseURL = OPENAI_DEFAULT_BASE_URL }: OpenAIEngineOptions): Engine {
  const client = openAISdkClient(apiKey, baseURL);
  return {
    name: 'openai',
    surface: 'model_api',
    async ask({ prompt, region, model, signal }) {
      const country = regionCountry(region);
      const response = await callProvider(
        'openai',
        signal,
        () =>
          client.responses.create(
            {
              model,
              input: prompt,
              instructions: answerInstruction(region),
              tools: [{ type: 'web_search', ...(country && { user_location: { type: 'approximate', country } }) }],
              // Without it the search call lists no sources, only the cited URLs would be known.
              include: ['web_search_call.action.sources'],
              store: false,
            },
            { signal },
          ),
        (err) => fromOpenAISdkError('openai', err),
      );
      return answerFromResponse(response);
    },
  };
}

/** Text of the output_text parts, their `url_citation` annotations, and every URL the searches consulted. */
export function answerFromResponse(response: Response): EngineAnswer {
  let text = '';
  const urls: (string | null | undefined)[] = [];
  const citations: EngineCitation[] = [];
  for (const item of response.output) {
    if (item.type === 'web_search_call') urls.push(...consultedUrls(item.action));
    if (item.type !== 'message') continue;
    for (const part of item.content) {
      if (part.type !== 'output_text') continue;
      // Annotation indices are relative to their own part; the answer is the parts joined.
      const offset = text.length;
      text += part.text;
      for (const annotation of part.annotations) {
        if (annotation.type !== 'url_citation') continue;
        const url = withoutOpenAITracking(annotation.url);
        urls.push(url);
        citations.push({
          url,
          title: annotation.title || undefined,
          startIndex: offset + annotation.start_index,
          endIndex: offset + annotation.end_index,
        });
      }
    }
  }
  return { text, sources: uniqueUrls(urls), citations, modelVersion: response.model || undefined, usage: usageOf(response) };
}

/** Responses API usage; each `web_search_call` output item is one billed search. */
export function usageOf(response: Response): EngineUsage | undefined {
  const usage = response.usage;
  if (!usage) return undefined;
  return {
    inputTokens: usage.input_tokens ?? 0,
    outputTokens: usage.output_tokens ?? 0,
    cachedTokens: usage.input_tokens_details?.cached_tokens ?? 0,
    reasoningTokens: usage.output_tokens_details?.reasoning_tokens ?? 0,
    searches: response.output.filter((item) => item.type === 'web_search_call').length,
  };
}

function consultedUrls(action: ResponseFunctionWebSearch['action'] | undefined): (string | null | undefined)[] {
  switch (action?.type) {
    case 'search':
      return (action.sources ?? []).map((source) => source.url);
    case 'open_page':
    case 'find_in_page':
      return [action.url];
    default:
      return [];
  }
}

/** OpenAI tags cited URLs with `utm_source=openai`; dropped so that they match the searched ones. */
function withoutOpenAITracking(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.searchParams.get('utm_source') !== 'openai') return url;
    parsed.searchParams.delete('utm_source');
    return parsed.href;
  } catch {
    return url;
  }
}

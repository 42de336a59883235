// Grok through xAI's Responses API with its server-side `web_search` tool ("Agent Tools"),
// asked through the `openai` SDK, which xAI documents for this API (base URL
// https://api.x.ai/v1). What this adapter relies on, from xAI's documentation:
//
// - Request: `POST /v1/responses` { model, input, tools: [{ type: "web_search" }], store }.
//   The web search tool takes no location: a system message carries region and language.
// - Response: the Responses shape (`output[]` with `web_search_call` items and a `message`
//   whose `output_text` parts carry `url_citation` annotations with start and end indexes;
//   inline citations are Markdown links `[[1]](url)` in the text, on by default), plus
//   `citations`: every URL the agent consulted, cited in the answer or not.
// - Usage: the Responses usage fields; billed web searches are
//   `usage.server_side_tool_usage_details.web_search_calls` (successful calls only), else one
//   per `web_search_call` item.
import type { Response } from 'openai/resources/responses/responses';
import { callProvider, unexpectedError } from './errors';
import { answerFromResponse } from './openai';
import { fromOpenAISdkError, openAISdkClient } from './openai-sdk';
import { answerInstruction } from './region';
import { uniqueUrls } from './sources';
import type { Engine } from './types';

export const XAI_DEFAULT_BASE_URL = 'https://api.x.ai/v1';

export interface XaiEngineOptions {
  apiKey: string;
  /** Includes the `/v1` prefix, as XAI_BASE_URL does. */
  baseURL?: string;
}

type XaiResponse = Response & {
  citations?: unknown;
  usage?: Response['usage'] & { server_side_tool_usage_details?: { web_search_calls?: number } };
};

export function createXaiEngine({ apiKey, baseURL = XAI_DEFAULT_BASE_URL }: XaiEngineOptions): Engine {
  // The SDK would otherwise send OPENAI_ORG_ID / OPENAI_PROJECT_ID from the env to xAI.
  const client = openAISdkClient(apiKey, baseURL, { organization: null, project: null });
  return {
    name: 'grok',
    surface: 'model_api',
    async ask({ prompt, region, model, signal }) {
      return callProvider(
        'grok',
        signal,
        async () => {
          const response = (await client.responses.create(
            {
              model,
              input: [
                { role: 'system', content: answerInstruction(region) },
                { role: 'user', content: prompt },
              ],
              tools: [{ type: 'web_search' }],
              store: false,
            } as never,
            { signal },
          )) as XaiResponse;
          // A body that is not the Responses shape (a proxy's page) is an unreadable answer.
          if (!Array.isArray(response?.output)) throw unexpectedError('grok', new Error('the answer has no output list'));
          const answer = answerFromResponse(response);
          const consulted = Array.isArray(response.citations) ? response.citations.filter((url): url is string => typeof url === 'string') : [];
          const searches = response.usage?.server_side_tool_usage_details?.web_search_calls;
          return {
            ...answer,
            sources: uniqueUrls([...answer.sources, ...consulted]),
            usage: answer.usage && (typeof searches === 'number' ? { ...answer.usage, searches } : answer.usage),
          };
        },
        (err) => fromOpenAISdkError('grok', err),
      );
    },
  };
}

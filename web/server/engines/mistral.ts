// Mistral through its Conversations API with the built-in `web_search` tool. What this
// adapter relies on, from Mistral's API reference:
//
// - Request: `POST /v1/conversations` (Bearer key) { model, inputs, instructions, tools:
//   [{ type: "web_search" }], store }. The tool takes no location: `instructions` carry region
//   and language.
// - Response (`conversation.response`): `outputs[]` entries; `tool.execution` ones are the
//   searches, `message.output` ones the answer, whose `content` is a string or a list of chunks:
//   `{ type: "text", text }` and `{ type: "tool_reference", tool, title, url, description? }`,
//   a reference following the text it supports. `model` names the model that answered.
// - `usage`: { prompt_tokens, completion_tokens, total_tokens, connector_tokens?, connectors?:
//   { web_search: n } } (connector calls are billed per call).
// - Errors: a JSON body with `message` (or `detail` for a 422), statuses 400, 401, 403, 404,
//   422, 429 and 5xx.
import { unexpectedError } from './errors';
import { endpoint, requestJson } from './json-http';
import { answerInstruction } from './region';
import { MAX_ANSWER_CHARS, MAX_REFERENCES } from './serp-markdown';
import { uniqueUrls } from './sources';
import type { Engine, EngineAnswer, EngineCitation } from './types';

export const MISTRAL_DEFAULT_BASE_URL = 'https://api.mistral.ai';

export interface MistralEngineOptions {
  apiKey: string;
  /** Without the API version, as the Mistral SDK's server URL. */
  baseURL?: string;
}

interface Chunk {
  type?: string;
  text?: string;
  url?: string;
  title?: string;
}
interface OutputEntry {
  type?: string;
  name?: string;
  model?: string;
  content?: string | Chunk[];
}
interface ConversationResponse {
  outputs?: OutputEntry[];
  usage?: { prompt_tokens?: number; completion_tokens?: number; connectors?: Record<string, number> | null };
}

export function createMistralEngine({ apiKey, baseURL = MISTRAL_DEFAULT_BASE_URL }: MistralEngineOptions): Engine {
  return {
    name: 'mistral',
    surface: 'model_api',
    async ask({ prompt, region, model, signal }) {
      const { body } = await requestJson('mistral', {
        url: endpoint(baseURL, 'v1/conversations'),
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}` },
        body: { model, inputs: prompt, instructions: answerInstruction(region), tools: [{ type: 'web_search' }], store: false },
        signal,
        errorDetail: (b) => {
          const error = b as { message?: unknown; detail?: unknown };
          return typeof error.message === 'string' ? error.message : error.detail === undefined ? undefined : JSON.stringify(error.detail).slice(0, 500);
        },
      });
      const response = body as ConversationResponse;
      if (!response || typeof response !== 'object' || !Array.isArray(response.outputs)) {
        throw unexpectedError('mistral', new Error('the answer has no outputs'));
      }
      return answerFromConversation(response);
    },
  };
}

/** The message outputs' text joined; each tool reference cites the text chunk before it. */
function answerFromConversation(response: ConversationResponse): EngineAnswer {
  let text = '';
  let modelVersion: string | undefined;
  const citations: EngineCitation[] = [];
  let searchCalls = 0;
  for (const entry of response.outputs ?? []) {
    if (entry?.type === 'tool.execution' && entry.name === 'web_search') searchCalls++;
    if (entry?.type !== 'message.output') continue;
    modelVersion ??= typeof entry.model === 'string' ? entry.model : undefined;
    const chunks: Chunk[] = typeof entry.content === 'string' ? [{ type: 'text', text: entry.content }] : Array.isArray(entry.content) ? entry.content : [];
    let last = { start: text.length, end: text.length };
    for (const chunk of chunks) {
      if (chunk?.type === 'text' && typeof chunk.text === 'string' && text.length < MAX_ANSWER_CHARS) {
        last = { start: text.length, end: 0 };
        text = (text + chunk.text).slice(0, MAX_ANSWER_CHARS);
        last.end = text.length;
      } else if (chunk?.type === 'tool_reference' && citations.length < MAX_REFERENCES && typeof chunk.url === 'string' && /^https?:\/\//i.test(chunk.url)) {
        citations.push({ url: chunk.url, title: chunk.title || undefined, startIndex: last.start, endIndex: last.end });
      }
    }
  }
  const usage = response.usage;
  return {
    text,
    sources: uniqueUrls(citations.map((c) => c.url)),
    citations,
    modelVersion,
    usage: usage && {
      inputTokens: usage.prompt_tokens ?? 0,
      outputTokens: usage.completion_tokens ?? 0,
      cachedTokens: 0,
      reasoningTokens: 0,
      searches: usage.connectors?.web_search ?? searchCalls,
    },
  };
}

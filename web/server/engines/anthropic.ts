import Anthropic, { APIConnectionError, APIError } from '@anthropic-ai/sdk';
import type { Message } from '@anthropic-ai/sdk/resources/messages';
import { callProvider, fromStainlessError } from './errors';
import { answerInstruction, regionCountry } from './region';
import { uniqueUrls } from './sources';
import type { Engine, EngineAnswer, EngineCitation, EngineUsage } from './types';

export const ANTHROPIC_DEFAULT_BASE_URL = 'https://api.anthropic.com';
const MAX_TOKENS = 4096;
/** Enough searches for a recommendation question, few enough to stay clear of `pause_turn`. */
const MAX_SEARCHES = 5;

export interface AnthropicEngineOptions {
  apiKey: string;
  baseURL?: string;
}

/** Claude through the Messages API with the `web_search` server tool. */
export function createAnthropicEngine({ apiKey, baseURL = ANTHROPIC_DEFAULT_BASE_URL }: AnthropicEngineOptions): Engine {
  // Retries are the engine caller's job (call.ts).
  const client = new Anthropic({ apiKey, baseURL, maxRetries: 0 });
  return {
    name: 'anthropic',
    surface: 'model_api',
    async ask({ prompt, region, model, signal }) {
      const country = regionCountry(region);
      return callProvider(
        'anthropic',
        signal,
        async () =>
          // Read inside the call: a body of another shape (a proxy's page) is an unreadable answer.
          answerFromMessage(await client.messages.create(
            {
              model,
              max_tokens: MAX_TOKENS,
              system: answerInstruction(region),
              messages: [{ role: 'user', content: prompt }],
              tools: [
                {
                  type: 'web_search_20250305',
                  name: 'web_search',
                  max_uses: MAX_SEARCHES,
                  ...(country && { user_location: { type: 'approximate' as const, country } }),
                },
              ],
            },
            { signal },
          )),
        (err) => fromStainlessError('anthropic', err, { APIError, APIConnectionError }),
      );
    },
  };
}

/**
 * Text blocks joined (Claude splits its answer into blocks at citation boundaries); sources from
 * `web_search_tool_result` blocks; citations from `web_search_result_location` entries.
 */
function answerFromMessage(message: Message): EngineAnswer {
  let text = '';
  const urls: string[] = [];
  const citations: EngineCitation[] = [];
  for (const block of message.content) {
    // An unsuccessful search carries an error object instead of a result list.
    if (block.type === 'web_search_tool_result' && Array.isArray(block.content)) {
      urls.push(...block.content.map((result) => result.url));
    }
    if (block.type !== 'text') continue;
    const startIndex = text.length;
    text += block.text;
    for (const citation of block.citations ?? []) {
      if (citation.type !== 'web_search_result_location') continue;
      urls.push(citation.url);
      citations.push({
        url: citation.url,
        title: citation.title ?? undefined,
        startIndex,
        endIndex: text.length,
        citedText: citation.cited_text,
      });
    }
  }
  const usage = message.usage;
  return {
    text,
    sources: uniqueUrls(urls),
    citations,
    modelVersion: message.model || undefined,
    usage: usage && anthropicUsage(usage),
  };
}

/** Messages API usage: input_tokens leaves out the cached ones, counted apart; web searches are billed per request. */
export function anthropicUsage(usage: Anthropic.Messages.Usage): EngineUsage {
  return {
    inputTokens: (usage.input_tokens ?? 0) + (usage.cache_read_input_tokens ?? 0) + (usage.cache_creation_input_tokens ?? 0),
    outputTokens: usage.output_tokens ?? 0,
    cachedTokens: usage.cache_read_input_tokens ?? 0,
    reasoningTokens: 0,
    searches: usage.server_tool_use?.web_search_requests ?? 0,
  };
}

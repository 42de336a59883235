import type { ChatCompletion, ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { callProvider } from './errors';
import { fromOpenAISdkError, openAISdkClient } from './openai-sdk';
import { answerInstruction, regionCountry } from './region';
import { uniqueUrls } from './sources';
import type { Engine, EngineAnswer, EngineCitation } from './types';

export const PERPLEXITY_DEFAULT_BASE_URL = 'https://api.perplexity.ai';

export interface PerplexityEngineOptions {
  apiKey: string;
  baseURL?: string;
}

/** Perplexity's additions to the OpenAI chat completion. */
export interface PerplexitySearchResult {
  title: string;
  url: string;
  date?: string | null;
  last_updated?: string | null;
  snippet?: string;
}
export interface PerplexityCompletion extends ChatCompletion {
  citations?: string[] | null;
  search_results?: PerplexitySearchResult[] | null;
}

/** Perplexity Sonar through its OpenAI-compatible chat completions endpoint. */
export function createPerplexityEngine({ apiKey, baseURL = PERPLEXITY_DEFAULT_BASE_URL }: PerplexityEngineOptions): Engine {
  // The SDK would otherwise send OPENAI_ORG_ID / OPENAI_PROJECT_ID from the env to Perplexity.
  const client = openAISdkClient(apiKey, baseURL, { organization: null, project: null });
  return {
    name: 'perplexity',
    surface: 'model_api',
    async ask({ prompt, region, model, signal }) {
      const country = regionCountry(region);
      const body = {
        model,
        messages: [
          { role: 'system', content: answerInstruction(region) },
          { role: 'user', content: prompt },
        ],
        ...(country && { web_search_options: { user_location: { country } } }),
      };
      return callProvider(
        'perplexity',
        signal,
        // Perplexity's user_location is flat ({ country }), unlike OpenAI's typed one.
        async () => {
          const completion = await client.chat.completions.create(body as unknown as ChatCompletionCreateParamsNonStreaming, { signal });
          // Read inside the call: a body of another shape (a proxy's page) is an unreadable answer.
          return answerFromCompletion(completion as PerplexityCompletion);
        },
        (err) => fromOpenAISdkError('perplexity', err),
      );
    },
  };
}

/** `[n]` markers in the text point at `citations[n - 1]`; `search_results` give their titles. */
export function answerFromCompletion(completion: PerplexityCompletion): EngineAnswer {
  // Reasoning models put their reasoning in a leading <think> section, which is not the answer.
  const text = (completion.choices[0]?.message.content ?? '').replace(/^\s*<think>[\s\S]*?<\/think>\s*/, '');
  const results = completion.search_results ?? [];
  // `citations` is being retired in favour of `search_results`, numbered the same way.
  const cited = completion.citations ?? results.map((result) => result.url);
  const titles = new Map(results.map((result) => [result.url, result.title]));
  const citations: EngineCitation[] = [];
  for (const marker of text.matchAll(/\[(\d+)\]/g)) {
    const url = cited[Number(marker[1]) - 1];
    if (!url) continue;
    citations.push({ url, title: titles.get(url), startIndex: marker.index, endIndex: marker.index + marker[0].length });
  }
  return {
    text,
    sources: uniqueUrls([...cited, ...results.map((result) => result.url)]),
    citations,
    modelVersion: completion.model || undefined,
    // Chat-completions usage; every Sonar request searches, and its request fee is billed per request.
    usage: completion.usage && {
      inputTokens: completion.usage.prompt_tokens ?? 0,
      outputTokens: completion.usage.completion_tokens ?? 0,
      cachedTokens: 0,
      reasoningTokens: (completion.usage as { reasoning_tokens?: number }).reasoning_tokens ?? 0,
      searches: 1,
    },
  };
}

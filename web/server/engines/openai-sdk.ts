import OpenAI, { APIConnectionError, APIError, type ClientOptions } from 'openai';
import { fromStainlessError } from './errors';
import type { EngineError, EngineName } from './types';

/** The `openai` SDK client both OpenAI and Perplexity (OpenAI-compatible) are asked through. */
export function openAISdkClient(apiKey: string, baseURL: string, options: ClientOptions = {}): OpenAI {
  // Retries are the engine caller's job (call.ts): it shares rate-limit pauses across callers.
  return new OpenAI({ ...options, apiKey, baseURL, maxRetries: 0 });
}

export function fromOpenAISdkError(provider: EngineName, err: unknown): EngineError {
  return fromStainlessError(provider, err, { APIError, APIConnectionError });
}

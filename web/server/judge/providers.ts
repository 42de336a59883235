// One structured request per provider, through the official SDKs as the engines use them, with
// each provider's structured output and no web search (docs/operations/model-judge.md), for the
// judge's verdict and the reader's reading alike: OpenAI's Responses API with `text.format`
// json_schema, Anthropic's Messages with a forced tool whose input schema is the reply's, Gemini's
// generateContent with `responseMimeType: application/json` and a schema, and for an
// OpenAI-compatible server (Ollama, vLLM: their Responses API is partial) Chat Completions with
// `response_format` json_schema. Each returns the reply's JSON text and the usage reported.
import Anthropic from '@anthropic-ai/sdk';
import { GoogleGenAI, Type, type Schema } from '@google/genai';
import OpenAI from 'openai';
import type { EngineUsage } from '../engines/types';
import { anthropicUsage } from '../engines/anthropic';
import { geminiUsage } from '../engines/gemini';
import { usageOf as openAIUsage } from '../engines/openai';
import { VERDICT_JSON_SCHEMA } from './verdict';

export type ModelProvider = JudgeProvider | 'openai-compatible';

export type JudgeProvider = 'openai' | 'anthropic' | 'gemini';

export interface JudgeReply {
  /** the verdict's JSON text as the model gave it (unchecked) */
  text: string | null;
  usage: EngineUsage | undefined;
  modelVersion: string | undefined;
}

/** The reply's shape: the judge's verdict unless a caller (the reader) names another. */
export interface ReplyFormat {
  name: string;
  /** a strict JSON schema (every property required, no other) */
  schema: { type: 'object'; properties: Record<string, unknown>; required: readonly string[]; additionalProperties: false };
}

const VERDICT_FORMAT: ReplyFormat = { name: 'verdict', schema: VERDICT_JSON_SCHEMA };

export interface JudgeClient {
  ask(request: { model: string; instructions: string; input: string; signal: AbortSignal; format?: ReplyFormat }): Promise<JudgeReply>;
}

/** Room for the verdict, and for the reasoning tokens of reasoning models (counted in the same limit). */
const MAX_OUTPUT_TOKENS = 4096;
const TOOL = 'record_verdict';

const GEMINI_SCHEMA: Schema = {
  type: Type.OBJECT,
  properties: {
    aboutBrand: { type: Type.BOOLEAN },
    sentiment: { type: Type.STRING, enum: ['POSITIVE', 'NEUTRAL', 'NEGATIVE'] },
    excerpt: { type: Type.STRING },
  },
  required: ['aboutBrand', 'sentiment', 'excerpt'],
  propertyOrdering: ['aboutBrand', 'sentiment', 'excerpt'],
};

export function judgeClient(provider: ModelProvider, apiKey: string, baseURL: string | undefined): JudgeClient {
  switch (provider) {
    case 'openai': {
      // One attempt: a judge that fails leaves the rules' result, it is not worth a retry storm.
      const client = new OpenAI({ apiKey, baseURL, maxRetries: 0 });
      return {
        async ask({ model, instructions, input, signal, format = VERDICT_FORMAT }) {
          const response = await client.responses.create(
            {
              model,
              instructions,
              input,
              text: { format: { type: 'json_schema', name: format.name, schema: { ...format.schema }, strict: true } },
              max_output_tokens: MAX_OUTPUT_TOKENS,
              store: false,
            },
            { signal },
          );
          return {
            text: response.output_text || null,
            modelVersion: response.model || undefined,
            usage: openAIUsage(response),
          };
        },
      };
    }
    case 'anthropic': {
      const client = new Anthropic({ apiKey, baseURL, maxRetries: 0 });
      return {
        async ask({ model, instructions, input, signal, format = VERDICT_FORMAT }) {
          const message = await client.messages.create(
            {
              model,
              max_tokens: MAX_OUTPUT_TOKENS,
              system: instructions,
              messages: [{ role: 'user', content: input }],
              tools: [{ name: TOOL, description: `Record the ${format.name} about the answer.`, input_schema: { ...format.schema, required: [...format.schema.required] } }],
              tool_choice: { type: 'tool', name: TOOL },
            },
            { signal },
          );
          const call = message.content.find((block) => block.type === 'tool_use' && block.name === TOOL);
          const usage = message.usage;
          return {
            text: call && call.type === 'tool_use' ? JSON.stringify(call.input) : null,
            modelVersion: message.model || undefined,
            usage: usage && anthropicUsage(usage),
          };
        },
      };
    }
    case 'gemini': {
      const client = new GoogleGenAI({ apiKey, vertexai: false, httpOptions: { ...(baseURL && { baseUrl: baseURL }), retryOptions: { attempts: 1 } } });
      return {
        async ask({ model, instructions, input, signal, format }) {
          const response = await client.models.generateContent({
            model,
            contents: input,
            config: {
              systemInstruction: instructions,
              responseMimeType: 'application/json',
              // The verdict keeps its OpenAPI-subset schema; another reply's is given as JSON Schema.
              ...(format ? { responseJsonSchema: format.schema } : { responseSchema: GEMINI_SCHEMA }),
              maxOutputTokens: MAX_OUTPUT_TOKENS,
              abortSignal: signal,
            },
          });
          const usage = response.usageMetadata;
          return {
            text: response.text ?? null,
            modelVersion: response.modelVersion || undefined,
            usage: usage && geminiUsage(usage, 0),
          };
        },
      };
    }
    case 'openai-compatible': {
      const client = new OpenAI({ apiKey, baseURL, maxRetries: 0 });
      return {
        async ask({ model, instructions, input, signal, format = VERDICT_FORMAT }) {
          const completion = await client.chat.completions.create(
            {
              model,
              messages: [
                { role: 'system', content: instructions },
                { role: 'user', content: input },
              ],
              response_format: { type: 'json_schema', json_schema: { name: format.name, schema: { ...format.schema }, strict: true } },
              max_tokens: MAX_OUTPUT_TOKENS,
            },
            { signal },
          );
          const usage = completion.usage;
          return {
            text: completion.choices[0]?.message?.content || null,
            modelVersion: completion.model || undefined,
            usage: usage && {
              inputTokens: usage.prompt_tokens ?? 0,
              outputTokens: usage.completion_tokens ?? 0,
              cachedTokens: usage.prompt_tokens_details?.cached_tokens ?? 0,
              reasoningTokens: usage.completion_tokens_details?.reasoning_tokens ?? 0,
              searches: 0,
            },
          };
        },
      };
    }
  }
}

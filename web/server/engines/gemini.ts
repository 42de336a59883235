import { ApiError, GoogleGenAI, type GenerateContentResponse, type GenerateContentResponseUsageMetadata } from '@google/genai';
import { callProvider, httpError, networkError, unexpectedError } from './errors';
import { answerInstruction } from './region';
import { uniqueUrls } from './sources';
import { DEFAULT_USER_AGENT } from '../snapshots/check-site';
import { fetchGuarded } from '../snapshots/safe-fetch';
import { allowAnyButMetadata, isPublicAddress, systemResolver } from '../snapshots/url-safety';
import type { Engine, EngineAnswer, EngineCitation, EngineError, EngineUsage } from './types';
import { config } from '../config';

export const GEMINI_DEFAULT_BASE_URL = 'https://generativelanguage.googleapis.com';

/** Grounding chunk URIs are redirects through Google; following them tells whose page it is. */
const GROUNDING_REDIRECT_PATH = '/grounding-api-redirect/';
const REDIRECT_TIMEOUT_MS = 5_000;

export interface GeminiEngineOptions {
  apiKey: string;
  /** Without the API version, as GEMINI_BASE_URL; the SDK appends `/v1beta`. */
  baseURL?: string;
  /** Replace grounding redirect URIs by the pages they lead to (default true). */
  resolveRedirects?: boolean;
}

/** Gemini through `models.generateContent` with Google Search grounding. */
export function createGeminiEngine({
  apiKey,
  baseURL = GEMINI_DEFAULT_BASE_URL,
  resolveRedirects = true,
}: GeminiEngineOptions): Engine {
  const client = new GoogleGenAI({
    apiKey,
    // Explicit, so that GOOGLE_GENAI_USE_VERTEXAI in the environment cannot switch backends.
    vertexai: false,
    // One attempt: retries are the engine caller's job (call.ts).
    httpOptions: { baseUrl: baseURL, retryOptions: { attempts: 1 } },
  });
  return {
    name: 'gemini',
    surface: 'model_api',
    ask: ({ prompt, region, model, signal }) =>
      callProvider(
        'gemini',
        signal,
        async () => {
          const response = await client.models.generateContent({
            model,
            contents: prompt,
            config: {
              // Gemini's search tool takes no location: the instruction carries region and language.
              systemInstruction: answerInstruction(region),
              tools: [{ googleSearch: {} }],
              abortSignal: signal,
            },
          });
          const resolve = resolveRedirects
            ? (uri: string) => resolveGroundingRedirect(uri, baseURL, signal)
            : async (uri: string) => uri;
          const answer = await answerFromGeminiResponse(response, resolve);
          signal?.throwIfAborted();
          return answer;
        },
        fromGeminiError,
      ),
  };
}

/**
 * Text of the candidate's parts; sources from `groundingMetadata.groundingChunks`; citations from
 * `groundingSupports`, whose segment offsets count UTF-8 bytes within one part.
 */
async function answerFromGeminiResponse(
  response: GenerateContentResponse,
  resolve: (uri: string) => Promise<string>,
): Promise<EngineAnswer> {
  const candidate = response.candidates?.[0];
  const parts = candidate?.content?.parts ?? [];
  let text = '';
  const partStarts = new Map<number, number>();
  parts.forEach((part, index) => {
    if (typeof part.text !== 'string' || part.thought) return;
    partStarts.set(index, text.length);
    text += part.text;
  });

  const chunks = candidate?.groundingMetadata?.groundingChunks ?? [];
  const urls = await Promise.all(chunks.map((chunk) => (chunk.web?.uri ? resolve(chunk.web.uri) : undefined)));
  const citations: EngineCitation[] = [];
  for (const support of candidate?.groundingMetadata?.groundingSupports ?? []) {
    const partIndex = support.segment?.partIndex ?? 0;
    const partText = parts[partIndex]?.text;
    const partStart = partStarts.get(partIndex);
    if (partText === undefined || partStart === undefined) continue;
    const bytes = Buffer.from(partText, 'utf8');
    // Protobuf JSON leaves zero values out: a missing startIndex is 0.
    const startIndex = partStart + charOffset(bytes, support.segment?.startIndex ?? 0);
    const endIndex = partStart + charOffset(bytes, support.segment?.endIndex ?? bytes.length);
    for (const chunkIndex of support.groundingChunkIndices ?? []) {
      const url = urls[chunkIndex];
      if (!url) continue;
      citations.push({
        url,
        title: chunks[chunkIndex].web?.title,
        startIndex,
        endIndex,
        citedText: support.segment?.text ?? text.slice(startIndex, endIndex),
      });
    }
  }
  const usage = response.usageMetadata;
  return {
    text,
    sources: uniqueUrls(urls),
    citations,
    modelVersion: response.modelVersion || undefined,
    // A prompt grounded with Google Search is one billed search.
    usage: usage && geminiUsage(usage, candidate?.groundingMetadata?.webSearchQueries?.length ? 1 : 0),
  };
}

function charOffset(utf8: Buffer, byteOffset: number): number {
  return utf8.subarray(0, byteOffset).toString('utf8').length;
}

/**
 * The page a grounding redirect leads to; the redirect itself when it cannot be followed. The URI
 * comes from the provider's answer, so it is fetched as the crawler fetches (snapshots/safe-fetch):
 * scheme, port and every resolved address checked, the connection pinned to them, one hop. The
 * operator's own GEMINI_BASE_URL host is trusted as the SDK trusts it (a proxy, or the tests' fake
 * provider on loopback); any other host must be public.
 */
export async function resolveGroundingRedirect(uri: string, baseURL: string, signal: AbortSignal | undefined): Promise<string> {
  if (!uri.includes(GROUNDING_REDIRECT_PATH) || !URL.canParse(uri)) return uri;
  const trusted = new URL(uri).origin === new URL(baseURL).origin || config().CRAWL_ALLOW_PRIVATE;
  try {
    const response = await fetchGuarded(uri, {
      timeoutMs: REDIRECT_TIMEOUT_MS,
      maxBytes: 0,
      maxRedirects: 0,
      returnRedirects: true,
      userAgent: DEFAULT_USER_AGENT,
      accept: '*/*',
      isAddressAllowed: trusted ? allowAnyButMetadata : isPublicAddress,
      resolveHost: systemResolver,
      signal,
      wantsBody: () => false,
    });
    const location = response.headers.location;
    return response.status >= 300 && response.status < 400 && location && URL.canParse(location, uri) ? new URL(location, uri).href : uri;
  } catch {
    return uri;
  }
}

/**
 * The SDK's ApiError carries the status and, as its message, the JSON error body
 * `{ error: { code, message, status, details } }`; a 429's wait is in a `google.rpc.RetryInfo` detail.
 */
function fromGeminiError(err: unknown): EngineError {
  if (err instanceof ApiError) {
    const body = parseJson(err.message) as GoogleErrorBody | undefined;
    return httpError('gemini', err.status, body?.error?.message ?? err.message, {
      retryAfterMs: retryDelayMs(body),
      cause: err,
    });
  }
  // fetch reports refused connections, resets and DNS failures as TypeError.
  if (err instanceof TypeError) return networkError('gemini', err);
  return unexpectedError('gemini', err);
}

interface GoogleErrorBody {
  error?: { code?: number; message?: string; status?: string; details?: { '@type'?: string; retryDelay?: string }[] };
}

function retryDelayMs(body: GoogleErrorBody | undefined): number | undefined {
  const retryInfo = body?.error?.details?.find((detail) => detail['@type']?.endsWith('google.rpc.RetryInfo'));
  // A protobuf Duration in JSON: decimal seconds with an 's' suffix, e.g. "13s" or "0.5s".
  const seconds = parseFloat(retryInfo?.retryDelay ?? '');
  return Number.isFinite(seconds) ? seconds * 1000 : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** usageMetadata: thoughts are billed as output. */
export function geminiUsage(usage: GenerateContentResponseUsageMetadata, searches: number): EngineUsage {
  return {
    inputTokens: usage.promptTokenCount ?? 0,
    outputTokens: (usage.candidatesTokenCount ?? 0) + (usage.thoughtsTokenCount ?? 0),
    cachedTokens: usage.cachedContentTokenCount ?? 0,
    reasoningTokens: usage.thoughtsTokenCount ?? 0,
    searches,
  };
}

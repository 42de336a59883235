// One JSON request to a provider that has no SDK here (SerpApi, DataForSEO, Mistral's
// conversations): fetch, a bounded body, and every failure as an EngineError the engine caller
// knows how to retry (call.ts). Retries are the caller's job, never this helper's.
import { callProvider, httpError, networkError, unexpectedError } from './errors';
import type { EngineError, EngineName } from './types';

/** A provider's answer is a few hundred KiB at most; a body past this is not read further. */
export const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

export interface JsonRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
  /** The provider's own error text in an error body, for the server log (never shown to tenants). */
  errorDetail?: (body: unknown) => string | undefined;
}

export interface JsonResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

/** The parsed JSON body of a 2xx answer; any other status, a broken connection or a body that is not JSON is an EngineError. */
export function requestJson(provider: EngineName, request: JsonRequest): Promise<JsonResponse> {
  return callProvider(
    provider,
    request.signal,
    async () => {
      const response = await fetch(request.url, {
        method: request.method ?? 'GET',
        headers: { accept: 'application/json', ...(request.body !== undefined && { 'content-type': 'application/json' }), ...request.headers },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: request.signal,
        redirect: 'error',
      });
      const text = await boundedText(provider, response);
      const body = parseJson(text);
      if (!response.ok) {
        const detail = (body !== undefined && request.errorDetail?.(body)) || text.slice(0, 500);
        throw httpError(provider, response.status, detail, { headers: response.headers });
      }
      if (body === undefined) throw unexpectedError(provider, new Error(`not JSON: ${text.slice(0, 200)}`));
      return { status: response.status, headers: response.headers, body };
    },
    (err) => classify(provider, err),
  );
}

async function boundedText(provider: EngineName, response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > MAX_RESPONSE_BYTES) {
    await response.body?.cancel();
    throw unexpectedError(provider, new Error(`response of ${declared} bytes is over ${MAX_RESPONSE_BYTES}`));
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); reader && read && !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > MAX_RESPONSE_BYTES) {
      await reader.cancel();
      throw unexpectedError(provider, new Error(`response over ${MAX_RESPONSE_BYTES} bytes`));
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function classify(provider: EngineName, err: unknown): EngineError {
  // fetch reports refused connections, resets and DNS failures as TypeError.
  return err instanceof TypeError ? networkError(provider, err) : unexpectedError(provider, err);
}

/** Basic authentication, as DataForSEO asks for it. */
export const basicAuth = (login: string, password: string) => `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;

/** A base URL with `path` appended (a base given with or without its trailing slash). */
export const endpoint = (baseURL: string, path: string) => `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

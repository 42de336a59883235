// JSON over fetch for the geo-audit API (the GitHub calls go through Octokit, github-api.ts):
// transient failures (network errors, 429, 5xx) are retried with jittered backoff, honouring
// Retry-After and X-RateLimit-Reset (Unix seconds); everything else fails at once.

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The `error` object of a geo-audit error body. */
export interface ErrorBody {
  code?: string;
  message?: string;
  param?: string;
  detail?: string;
}

export interface HttpErrorDetails {
  method: string;
  url: string;
  /** undefined when no response came back (network error, timeout) */
  status: number | undefined;
  body: ErrorBody;
  requestId?: string;
  /** retrying later may succeed: the request itself was not wrong */
  transient: boolean;
  /** the server refused the request unprocessed for its rate limit: always safe to retry */
  rateLimited: boolean;
  cause?: unknown;
}

export class HttpError extends Error {
  readonly method: string;
  readonly url: string;
  readonly status: number | undefined;
  readonly body: ErrorBody;
  readonly requestId: string | undefined;
  readonly transient: boolean;
  readonly rateLimited: boolean;

  constructor(details: HttpErrorDetails) {
    const { method, url, status, body } = details;
    super(`${method} ${url} failed: ${status ?? 'no response'} ${body.code ?? ''} ${body.message ?? ''}`.trim(), {
      cause: details.cause,
    });
    this.method = method;
    this.url = url;
    this.status = status;
    this.body = body;
    this.requestId = details.requestId;
    this.transient = details.transient;
    this.rateLimited = details.rateLimited;
  }
}

export class RateLimitTracker {
  private limit: number | undefined;
  private remaining: number | undefined;
  private resetAtMs: number | undefined;

  observe(headers: Headers): void {
    const limit = numberHeader(headers, 'x-ratelimit-limit');
    const remaining = numberHeader(headers, 'x-ratelimit-remaining');
    const reset = numberHeader(headers, 'x-ratelimit-reset');
    if (limit !== undefined) this.limit = limit;
    if (remaining !== undefined) this.remaining = remaining;
    if (reset !== undefined) this.resetAtMs = reset * 1000;
  }

  /** How long to hold the next request: until the window frees capacity once it is spent. */
  delayBeforeNextRequest(): number {
    if (this.remaining !== 0 || this.resetAtMs === undefined) return 0;
    return Math.max(0, this.resetAtMs - Date.now());
  }

  /** Whether optional requests still fit: a quarter of the window left, or no limit known. */
  hasHeadroom(): boolean {
    if (this.remaining === undefined || this.limit === undefined) return true;
    return this.remaining >= Math.max(2, this.limit / 4);
  }
}

export interface RetryPolicy {
  maxAttempts: number;
  /** first backoff step; doubles per attempt up to maxDelayMs */
  baseDelayMs: number;
  maxDelayMs: number;
  /** a server-requested wait longer than this is not waited for: the request fails instead */
  maxHonouredWaitMs: number;
}

export interface JsonRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
  /**
   * Whether sending twice is harmless (default: all but POST). A request that is not is
   * retried only when the server refused it unprocessed (rate limit), never after a 5xx or
   * a lost connection, which may hide a success.
   */
  idempotent?: boolean;
}

export interface JsonResponse {
  headers: Headers;
  body: unknown;
}

export interface HttpClientOptions {
  headers: Record<string, string>;
  retry: RetryPolicy;
  log: (message: string) => void;
  /** 5xx responses that retrying cannot fix (e.g. an exhausted quota) */
  isPermanentServerError?: (body: ErrorBody) => boolean;
}

// A hung connection counts as a network error (and is retried) after this long.
const REQUEST_TIMEOUT_MS = 30_000;

export class HttpClient {
  readonly rateLimit = new RateLimitTracker();

  constructor(private readonly options: HttpClientOptions) {}

  async request(request: JsonRequest): Promise<JsonResponse> {
    const { retry, log } = this.options;
    for (let attempt = 1; ; attempt++) {
      const pacing = this.rateLimit.delayBeforeNextRequest();
      if (pacing > 0 && pacing <= retry.maxHonouredWaitMs) {
        log(`Rate limit window spent; waiting ${seconds(pacing)} for it to reset.`);
        await sleep(pacing + jitter(retry.baseDelayMs));
      }
      const result = await this.send(request);
      if (result instanceof Response) this.rateLimit.observe(result.headers);
      if (result instanceof Response && result.ok) {
        return { headers: result.headers, body: await readBody(result) };
      }

      const failure = result instanceof Response ? await this.toHttpError(request, result) : result;
      const idempotent = request.idempotent ?? request.method !== 'POST';
      const retryable = failure.rateLimited || (failure.transient && idempotent);
      const wait = retryable ? this.retryDelay(result, attempt) : undefined;
      if (wait === undefined || attempt >= retry.maxAttempts) throw failure;
      log(`${request.method} ${pathOf(request.url)}: ${failure.status ?? 'network error'}; retry ${attempt}/${retry.maxAttempts - 1} in ${seconds(wait)}.`);
      await sleep(wait);
    }
  }

  private async send(request: JsonRequest): Promise<Response | HttpError> {
    const headers: Record<string, string> = { accept: 'application/json', ...this.options.headers, ...request.headers };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    try {
      return await fetch(request.url, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      return new HttpError({
        method: request.method,
        url: request.url,
        status: undefined,
        body: { message: reason },
        transient: true,
        rateLimited: false,
        cause: error,
      });
    }
  }

  private async toHttpError(request: JsonRequest, response: Response): Promise<HttpError> {
    const parsed = await readBody(response).catch(() => undefined);
    const body = errorBodyOf(parsed);
    const rateLimited = response.status === 429;
    const transient =
      rateLimited || (response.status >= 500 && !(this.options.isPermanentServerError?.(body) ?? false));
    return new HttpError({
      method: request.method,
      url: request.url,
      status: response.status,
      body,
      requestId: response.headers.get('request-id') ?? undefined,
      transient,
      rateLimited,
    });
  }

  /** ms before the next attempt, or undefined when the server asks for longer than we wait. */
  private retryDelay(result: Response | HttpError, attempt: number): number | undefined {
    const { baseDelayMs, maxDelayMs, maxHonouredWaitMs } = this.options.retry;
    const requested = result instanceof Response ? requestedWaitMs(result) : undefined;
    if (requested !== undefined) {
      return requested > maxHonouredWaitMs ? undefined : requested + jitter(baseDelayMs);
    }
    const step = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
    return step / 2 + jitter(step / 2);
  }
}

/** Retry-After (seconds or HTTP date), else X-RateLimit-Reset when the window is spent. */
function requestedWaitMs(response: Response): number | undefined {
  const retryAfter = response.headers.get('retry-after');
  if (retryAfter !== null) {
    const secondsValue = Number(retryAfter);
    if (Number.isFinite(secondsValue)) return Math.max(0, secondsValue * 1000);
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, date - Date.now());
  }
  const remaining = numberHeader(response.headers, 'x-ratelimit-remaining');
  const reset = numberHeader(response.headers, 'x-ratelimit-reset');
  if (remaining === 0 && reset !== undefined) return Math.max(0, reset * 1000 - Date.now());
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorBodyOf(parsed: unknown): ErrorBody {
  if (typeof parsed === 'string') return { message: parsed.slice(0, 200) };
  if (!parsed || typeof parsed !== 'object') return {};
  const record = parsed as Record<string, unknown>;
  const inner = record.error && typeof record.error === 'object' ? (record.error as Record<string, unknown>) : record;
  const text = (key: string) => (typeof inner[key] === 'string' ? (inner[key] as string) : undefined);
  return { code: text('code'), message: text('message'), param: text('param'), detail: text('detail') };
}

function numberHeader(headers: Headers, name: string): number | undefined {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

const jitter = (maxMs: number) => Math.random() * maxMs;

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

function pathOf(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

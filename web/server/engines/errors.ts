import { ENGINE_LABELS } from '../models/catalogue';
import { EngineError, type EngineName } from './types';

/** Tenants read these messages (the audit's `failures`): engines by the names people know. */
export const engineLabel = (provider: EngineName) => ENGINE_LABELS[provider] ?? provider;

/** Statuses worth retrying: request timeout, rate limit and server-side failures (Anthropic's 529 included). */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/**
 * How long a response asks us to wait: `retry-after-ms` (read by the OpenAI and Anthropic
 * SDKs), else `retry-after` as delta-seconds or an HTTP date.
 */
export function retryAfterFromHeaders(headers: Headers | null | undefined, now = Date.now()): number | undefined {
  const millis = Number(headers?.get('retry-after-ms') ?? NaN);
  if (Number.isFinite(millis) && millis >= 0) return millis;
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export function httpError(
  provider: EngineName,
  status: number,
  message: string,
  extra: { headers?: Headers | null; retryAfterMs?: number; cause?: unknown } = {},
): EngineError {
  // Stainless SDKs let the server overrule the status-based guess with `x-should-retry`.
  const shouldRetry = extra.headers?.get('x-should-retry');
  const retryable = shouldRetry === 'true' ? true : shouldRetry === 'false' ? false : isRetryableStatus(status);
  return new EngineError(provider, `${engineLabel(provider)} answered HTTP ${status}: ${statusMeaning(status)}`, {
    status,
    retryable,
    retryAfterMs: extra.retryAfterMs ?? retryAfterFromHeaders(extra.headers),
    cause: extra.cause,
    detail: message,
  });
}

/**
 * What a provider's status means, in our words: the provider's own message stays in the server
 * log (OpenAI's 401 quotes the masked key, a proxy's names internal hosts).
 */
function statusMeaning(status: number): string {
  if (status === 401) return "the provider refused the operator's API key (check it in the server's configuration)";
  if (status === 403) return "the provider refused access to this model or feature for the operator's account";
  if (status === 404) return 'the provider does not offer this model (check the model configuration)';
  if (status === 408) return 'the provider timed out';
  if (status === 429) return "the provider's rate limit or quota was reached";
  if (status >= 500) return 'the provider failed on its side';
  return 'the provider refused the request';
}

function isAbortError(err: unknown): boolean {
  const name = (err as { name?: unknown } | null)?.name;
  return name === 'AbortError' || name === 'TimeoutError';
}

/** The caller cancelled; whether that was a timeout worth retrying only the caller knows. */
export function abortedError(provider: EngineName, cause: unknown): EngineError {
  return new EngineError(provider, `${engineLabel(provider)}: the request was cancelled`, { retryable: false, cause });
}

export function networkError(provider: EngineName, cause: unknown): EngineError {
  return new EngineError(provider, `${engineLabel(provider)} could not be reached (connection failed)`, { retryable: true, cause, detail: messageOf(cause) });
}

export function unexpectedError(provider: EngineName, cause: unknown): EngineError {
  return new EngineError(provider, `${engineLabel(provider)} failed: its answer could not be read`, { retryable: false, cause, detail: messageOf(cause) });
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

// Classes are passed in because each SDK bundles its own copies of them.
type ErrorClass = abstract new (...args: never[]) => unknown;

/** The error classes of a Stainless-generated SDK (OpenAI's and Anthropic's share their shape). */
export interface StainlessErrorClasses {
  APIError: ErrorClass;
  APIConnectionError: ErrorClass;
}

export function fromStainlessError(provider: EngineName, err: unknown, sdk: StainlessErrorClasses): EngineError {
  // APIConnectionError (timeouts included) extends APIError, so it is tested first.
  if (err instanceof sdk.APIConnectionError) return networkError(provider, err);
  if (err instanceof sdk.APIError) {
    const { status, headers, apiMessage } = err as { status?: number; headers?: Headers; apiMessage?: string | null };
    // Anthropic's SDK has the body's message apart; otherwise drop the status the message starts with.
    const message = apiMessage ?? messageOf(err).replace(/^\d{3} /, '');
    if (status !== undefined) return httpError(provider, status, message, { headers, cause: err });
  }
  return unexpectedError(provider, err);
}

/**
 * Runs one provider call and turns whatever it throws into an EngineError. An abort is
 * recognised from the signal, since fetch rejects with the signal's reason, whatever it is.
 */
export async function callProvider<T>(
  provider: EngineName,
  signal: AbortSignal | undefined,
  call: () => Promise<T>,
  classify: (err: unknown) => EngineError,
): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof EngineError) throw err;
    throw signal?.aborted || isAbortError(err) ? abortedError(provider, err) : classify(err);
  }
}

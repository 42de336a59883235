// The pages' client of the dashboard API (/api/app): JSON in and out, the session's CSRF token
// on every state-changing request, errors as ApiClientError carrying the server's code,
// message and offending field. A 401 means the session ended: back to sign-in.
let csrfToken: string | undefined;

export function setCsrfToken(token: string | undefined) {
  csrfToken = token;
}

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly param?: string,
    /** why a fixed message (audit launch: "Failed to start audit") */
    readonly detail?: string,
  ) {
    super(message);
  }

  /** What to tell people: the detail when the message is a fixed one. */
  get explanation(): string {
    return this.detail ? `${this.message}: ${this.detail}` : this.message;
  }
}

export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['X-CSRF-Token'] = csrfToken;
  let response: Response;
  try {
    response = await fetch(`/api/app${path}`, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiClientError(0, 'network_error', 'Could not reach the server. Check your connection and try again.');
  }
  const body = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = body?.error ?? {};
    if (response.status === 401 && error.code === 'unauthenticated' && typeof window !== 'undefined') {
      window.location.assign(`/sign-in?next=${encodeURIComponent(window.location.pathname)}`);
    }
    throw new ApiClientError(response.status, error.code ?? 'http_error', error.message ?? `Request failed (${response.status}).`, error.param, error.detail);
  }
  return body.data as T;
}

/** What to do after a failure that is not the input's fault. */
function adviceFor(err: ApiClientError): string | null {
  if (err.status === 429) return 'Wait a moment, then try again.';
  if (err.status === 503 || err.status === 502 || err.status === 504) return 'The server is briefly unavailable: try again in a minute.';
  return null;
}

/**
 * One way to present a failed request, for every page: the message (with its detail when the
 * message is a fixed one), the field it is about when the server named one (a form shows it
 * beside that field), and advice when trying again may help.
 */
export function presentError(err: unknown): { message: string; field: string | null; advice: string | null } {
  if (err instanceof ApiClientError) return { message: err.explanation, field: err.param ?? null, advice: adviceFor(err) };
  return { message: err instanceof Error ? err.message : 'Something went wrong.', field: null, advice: null };
}

/** The whole of it as one sentence, for an alert or a toast. */
export function errorMessage(err: unknown): string {
  const { message, advice } = presentError(err);
  return advice ? `${message} ${advice}` : message;
}

/** The message of an error about `field`, for the form control of that field; else null. */
export const fieldError = (err: unknown, field: string): string | null => {
  const problem = err ? presentError(err) : null;
  return problem?.field === field ? problem.message : null;
};

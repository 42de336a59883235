// The action's GitHub client: @actions/github's Octokit (REST methods and Link pagination),
// with @octokit/plugin-retry (5xx and network errors, with backoff) and
// @octokit/plugin-throttling (waits out primary and secondary rate-limit answers, as GitHub
// asks of integrators). Two guards of our own: the token goes only to the API's own origin
// (a Link header, or anything else, naming another origin is refused before sending), and
// every attempt has a time limit. docs/action.md, docs/action.md#the-pull-request-comment.
import { getOctokit } from '@actions/github';
import { defaults } from '@actions/github/lib/utils';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { USER_AGENT } from './geo-audit-client';

export type GitHubClient = ReturnType<typeof createGitHubClient>;

export interface GitHubClientOptions {
  /** the API root, e.g. https://api.github.com or https://ghe.example.com/api/v3 */
  apiUrl: string;
  token: string;
  /** first retry wait; later ones grow as the square of the attempt (plugin-retry) */
  retryBaseMs: number;
  /** a rate-limit wait longer than this is not waited for: the request fails instead */
  maxRateLimitWaitMs: number;
  log: (message: string) => void;
  warn: (message: string) => void;
}

/** A request that would have carried the token to another origin than the API's. */
export class ForeignOriginError extends Error {
  constructor(readonly target: string, readonly apiOrigin: string) {
    super(`GitHub's API pointed to ${target}, another origin than ${apiOrigin}: not followed with the token`);
  }
}

// A hung connection counts as a network error (and is retried) after this long.
const ATTEMPT_TIMEOUT_MS = 30_000;

let clients = 0;

export function createGitHubClient({ apiUrl, token, retryBaseMs, maxRateLimitWaitMs, log, warn }: GitHubClientOptions) {
  const onLimit = (kind: string) => (retryAfter: number, options: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
    const retrying = retryCount === 0 && retryAfter * 1000 <= maxRateLimitWaitMs;
    log(`GitHub ${kind} rate limit on ${options.method} ${pathOf(options.url)}: ${retrying ? `retrying in ${retryAfter} s` : 'giving up'}.`);
    return retrying;
  };
  // The proxy-aware fetch @actions/github sets up (HTTPS_PROXY, NO_PROXY), with a time limit.
  const proxyFetch: typeof fetch = defaults.request?.fetch ?? fetch;
  const octokit = getOctokit(
    token,
    {
      baseUrl: apiUrl,
      userAgent: USER_AGENT,
      log: { debug: () => {}, info: log, warn, error: warn },
      request: {
        ...defaults.request,
        fetch: (url: string, init: RequestInit = {}) => proxyFetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) }),
      },
      retry: { retryAfterBaseValue: retryBaseMs },
      throttle: {
        // Its own limiter key: this client's pacing is not shared with other clients of the process.
        id: `geo-audit-action-${++clients}`,
        onRateLimit: onLimit('primary'),
        onSecondaryRateLimit: onLimit('secondary'),
      },
    },
    retry,
    throttling,
  );
  const apiOrigin = new URL(apiUrl).origin;
  // Registered last, so it runs first: before authentication, retries and throttling.
  octokit.hook.before('request', (options) => {
    const target = new URL(String(options.url), `${options.baseUrl ?? apiUrl}/`).origin;
    if (target !== apiOrigin) throw new ForeignOriginError(target, apiOrigin);
  });
  return octokit;
}

/** The status and GitHub's message of a failed Octokit request (a RequestError), if it is one. */
export function requestFailure(error: unknown): { status: number; message: string } | undefined {
  if (!(error instanceof Error) || typeof (error as { status?: unknown }).status !== 'number') return undefined;
  const { status, response } = error as Error & { status: number; response?: { data?: { message?: unknown } } };
  const message = typeof response?.data?.message === 'string' ? response.data.message : error.message;
  return { status, message };
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

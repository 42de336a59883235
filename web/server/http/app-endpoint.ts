// How the dashboard's JSON API (/api/app) speaks HTTP: the shared pipeline (pipeline.ts)
// behind the session guard. Every state-changing request must come from our own pages
// (Origin, else Sec-Fetch-Site) and, once signed in, carry the session's CSRF token in
// X-CSRF-Token; the session cookie is re-sent when its expiry slid forward.
import { getDatabase, type Sql } from '@db/connection';
import {
  clearedSessionCookie,
  createSession,
  csrfTokenMatches,
  deleteSession,
  findSession,
  sessionCookie,
  sessionTokenFrom,
  type Session,
} from '../accounts/sessions';
import type { SignedIn } from '../accounts/users';
import { DomainError } from '../errors';
import { hitRateLimit, rateLimitHeaders } from '../ratelimit/ratelimit';
import type { SessionStarted, SignedOut } from '../contract/replies';
import { anyMethod, endpointFactory, type Guard, type Guarded, type Method, type Operation, type Result, type RouteHandlers } from './pipeline';
import { clientIp, isHttps, serverOrigin } from './proxy-headers';
import { config } from '../config';

/** A signed-in caller: their session, and its token (to sign out or switch organisation). */
export interface Caller extends Session {
  token: string;
}

/**
 * 'public': no session needed (sign-in, sign-up, invitation preview); the principal is the
 * caller when there is one. 'member': any member of the organisation. 'owner': owners only.
 */
export type AppOperation<R = unknown> =
  | ({ access: 'public' } & Operation<Caller | null, R>)
  | ({ access: 'member' | 'owner' } & Operation<Caller, R>);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The dashboard API's rate limits (docs/operations/configuration.md): per client address, before
 * anything else, and per signed-in user (all their sessions together), so that a script
 * driving the dashboard cannot monopolise the shared server the way a key could not.
 */
const { DASHBOARD_RPM_PER_IP, DASHBOARD_RPM_PER_USER } = config();

async function dashboardRateLimited(key: string, perMinute: number): Promise<Guarded<Caller | null> | null> {
  // Counted on the counters connection: see Database.counters (db/connection.ts).
  const { counters } = await getDatabase();
  const rate = await hitRateLimit(counters, key, perMinute, perMinute * 60 * 24);
  if (rate.allowed) return null;
  return {
    headers: rateLimitHeaders(rate),
    failure: new DomainError('rate_limited', `Too many requests: the limit of ${rate.limit} a minute is reached. Retry after the time in Retry-After (seconds).`),
  };
}

const sessionGuard: Guard<Caller | null, AppOperation> = async (request, sql, operation) => {
  const limitedIp = await dashboardRateLimited(`app-ip:${clientIp(request)}`, DASHBOARD_RPM_PER_IP);
  if (limitedIp) return limitedIp;
  const mutating = !SAFE_METHODS.has(request.method);
  if (mutating && !fromOurPages(request)) {
    return { failure: new DomainError('cross_site_request', 'This request did not come from the dashboard (Origin mismatch).') };
  }
  const token = sessionTokenFrom(request.headers.get('cookie'));
  const session = await findSession(sql, token);
  const secure = isHttps(request);
  if (!session) {
    const cookies = token ? [clearedSessionCookie(secure)] : [];
    if (operation?.access === 'public') return { principal: null, cookies };
    return { cookies, failure: new DomainError('unauthenticated', 'Your session has ended. Sign in to continue.') };
  }
  const caller: Caller = { ...session, token: token! };
  const cookies = session.refreshed ? [sessionCookie(caller.token, secure, session.secondsLeft)] : [];
  const limitedUser = await dashboardRateLimited(`app-user:${session.userId}`, DASHBOARD_RPM_PER_USER);
  if (limitedUser) return { ...limitedUser, cookies };
  if (operation?.access === 'public') return { principal: caller, cookies };
  if (mutating && !csrfTokenMatches(caller.token, request.headers.get('x-csrf-token'))) {
    return { cookies, failure: new DomainError('csrf_token_invalid', 'Missing or wrong CSRF token. Reload the page and try again.') };
  }
  if (operation?.access === 'owner' && session.role !== 'owner') {
    return { cookies, failure: new DomainError('owner_only', 'Only an owner of the organisation can do this.') };
  }
  return { principal: caller, cookies };
};

function fromOurPages(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin) return origin === serverOrigin(request);
  return request.headers.get('sec-fetch-site') === 'same-origin';
}

const endpoint = endpointFactory(sessionGuard);

/**
 * Handlers for every HTTP method of a dashboard API route: the ones given, 405 for the rest.
 * Each operation names the schema of its reply (`reply`, from contract/replies.ts or
 * contract/schemas.ts), and its handler's `data` is checked against it when compiling.
 */
export function appEndpoint<R extends { [M in Exclude<Method, 'HEAD'>]?: unknown }>(operations: { [M in keyof R]: AppOperation<R[M]> }): RouteHandlers {
  return endpoint(operations as Partial<Record<Exclude<Method, 'HEAD'>, AppOperation>>);
}

/** For paths under /api/app that match no route: a JSON 404, never Next's HTML page. */
export const unknownAppRoute = anyMethod(sessionGuard, {
  access: 'public',
  handle: async () => {
    throw new DomainError('not_found', 'No such endpoint.');
  },
});

/**
 * The response to a successful sign-in or sign-up: a new session (any session the browser
 * had is ended, so a planted cookie cannot be carried over) and its cookie.
 */
export async function startSession(sql: Sql, request: Request, who: SignedIn, previous: Caller | null, status = 200): Promise<Result<typeof SessionStarted>> {
  if (previous) await deleteSession(sql, previous.token);
  const token = await createSession(sql, who.userId, who.orgId);
  return { status, data: { userId: who.userId, orgId: who.orgId }, cookies: [sessionCookie(token, isHttps(request))] };
}

/** Signing out: the session row goes, and the browser is told to drop the cookie. */
export async function endSession(sql: Sql, request: Request, caller: Caller): Promise<Result<typeof SignedOut>> {
  await deleteSession(sql, caller.token);
  return { data: { signedOut: true }, cookies: [clearedSessionCookie(isHttps(request))] };
}

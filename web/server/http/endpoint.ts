// How /api/v1 speaks HTTP: the shared pipeline (pipeline.ts) behind the API-key guard, which
// authenticates and applies the rate limit first, so that X-RateLimit-* is on every
// response, errors included, then checks the operation's scope.
import { getDatabase } from '@db/connection';
import { authenticate, requireScope, type Authentication, type Principal } from '../auth/api-key';
import type { Scope } from '../keys/keys';
import { ANONYMOUS_LIMITS, hitRateLimit, rateLimitHeaders } from '../ratelimit/ratelimit';
import { DomainError } from '../errors';
import { anyMethod, endpointFactory, type ApiContext as PipelineContext, type Guard, type Operation as PipelineOperation } from './pipeline';
import { clientIp } from './proxy-headers';

export type { ApiResult } from './pipeline';
export { clientIp } from './proxy-headers';

export type ApiContext = PipelineContext<Principal>;

export interface Operation extends PipelineOperation<Principal> {
  /** 'public': no key needed (documentation); still rate-limited per IP */
  scope: Scope | 'public';
}

const apiKeyGuard: Guard<Principal, Operation> = async (request, _sql, operation) => {
  // Counted on the counters connection: see Database.counters (db/connection.ts).
  const { counters } = await getDatabase();
  const { principal, failure, rate }: Authentication =
    operation?.scope === 'public'
      ? { rate: await hitRateLimit(counters, `ip:${clientIp(request)}`, ANONYMOUS_LIMITS.perMinute, ANONYMOUS_LIMITS.perDay) }
      : await authenticate(counters, request.headers.get('authorization'), clientIp(request));
  const headers = rateLimitHeaders(rate);
  if (!rate.allowed) {
    const window = rate.span === 60 ? 'per-minute' : 'per-day';
    return {
      headers,
      failure: new DomainError('rate_limited', `Too many requests: the ${window} limit of ${rate.limit} is reached. Retry after the time in Retry-After (seconds).`),
    };
  }
  if (failure) return { headers, failure };
  if (operation && operation.scope !== 'public') {
    try {
      requireScope(principal!, operation.scope);
    } catch (err) {
      return { headers, failure: err as DomainError };
    }
  }
  return { headers, principal };
};

/** Handlers for every HTTP method: the ones given, and 405 for the rest. */
export const endpoint = endpointFactory(apiKeyGuard);

/** For paths that match no route: authenticated like the rest, then a JSON 404. */
export const unknownRoute = anyMethod(apiKeyGuard, {
  scope: 'read',
  handle: async () => {
    throw new DomainError('not_found', 'No such endpoint.');
  },
});

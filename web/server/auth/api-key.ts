// Bearer-key authentication for /api/v1, together with the rate limit it decides: one
// round trip to the database on the happy path (key -> organisation -> plan -> limit).
import crypto from 'node:crypto';
import type { Sql } from '@db/connection';
import { DomainError } from '../errors';
import type { Role } from '../accounts/sessions';
import { hashKey, KEY_PATTERN, type Scope } from '../keys/keys';
import { ANONYMOUS_LIMITS, hitRateLimit, toDecision, type RateDecision, type RateRow } from '../ratelimit/ratelimit';

export interface Principal {
  orgId: string;
  keyId: string;
  plan: string;
  /** the key's scopes ∩ its plan's, read now: a plan downgrade takes effect at once */
  rights: ReadonlySet<Scope>;
  /**
   * The role the key acts with: its creator's in the organisation, read now (a key a member made
   * acts as a member, and as an owner once they are one); the operator's CLI keys, and keys made
   * before creators were recorded, act as owners.
   */
  role: Role;
}

export interface Authentication {
  principal?: Principal;
  failure?: DomainError;
  rate: RateDecision;
}

const unauthorized = (message: string) => new DomainError('unauthorized', message);

export async function authenticate(sql: Sql, authorization: string | null, clientIp: string): Promise<Authentication> {
  const outcome = await checkKey(sql, authorization);
  if (outcome.principal && outcome.rate) return { principal: outcome.principal, rate: outcome.rate };
  // Callers without a usable key are limited per IP, so that guessing keys is slow too.
  const rate = await hitRateLimit(sql, `ip:${clientIp}`, ANONYMOUS_LIMITS.perMinute, ANONYMOUS_LIMITS.perDay);
  return { failure: outcome.failure, rate };
}

async function checkKey(
  sql: Sql,
  authorization: string | null,
): Promise<{ principal?: Principal; rate?: RateDecision; failure?: DomainError }> {
  if (!authorization) {
    return { failure: unauthorized('Missing API key. Send it as "Authorization: Bearer svc_live_…".') };
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match) return { failure: unauthorized('Malformed Authorization header. Expected "Bearer svc_live_…".') };
  const key = match[1];
  if (!KEY_PATTERN.test(key)) {
    return { failure: unauthorized('Malformed API key. Keys look like svc_live_ followed by at least 32 letters and digits.') };
  }
  const hash = hashKey(key);
  // The rate-limit function runs only for a live key of a plan with API access (the
  // subquery's WHERE is a one-time filter evaluated before the function).
  const [row] = await sql<(RateRow & KeyRow)[]>`
    SELECT k.id AS key_id, k.org_id, k.scopes, k.key_hash, k.revoked_at,
           (k.last_used_at IS NULL OR k.last_used_at < now() - interval '60 seconds') AS stale_last_used,
           CASE WHEN k.created_by IS NOT NULL THEN coalesce(m.role, 'member')
                WHEN k.source = 'dashboard' THEN 'member' ELSE 'owner' END AS role,
           l.plan, l.api_access, l.scopes AS plan_scopes, rl.*
    FROM api_keys k
    JOIN org_limits l ON l.org_id = k.org_id
    LEFT JOIN memberships m ON m.org_id = k.org_id AND m.user_id = k.created_by
    LEFT JOIN LATERAL (
      SELECT * FROM rate_limit_hit('org:' || l.org_id, l.requests_per_minute, l.requests_per_day)
      WHERE l.api_access AND k.revoked_at IS NULL
    ) rl ON true
    WHERE k.key_hash = ${hash}`;
  // Found by its hash; compared again in constant time all the same.
  if (!row || !crypto.timingSafeEqual(row.key_hash, hash)) return { failure: unauthorized('Invalid API key.') };
  if (row.revoked_at) return { failure: unauthorized('This API key has been revoked.') };
  if (!row.api_access) {
    return {
      failure: new DomainError('plan_without_api_access', `The ${row.plan} plan has no API access. API access needs the Pro or Expert plan.`),
    };
  }
  if (row.stale_last_used) {
    // Throttled to once a minute per key; not awaited: the response does not depend on it.
    sql`UPDATE api_keys SET last_used_at = now() WHERE id = ${row.key_id}`.catch(() => {});
  }
  const planScopes = new Set(row.plan_scopes);
  const rights = new Set((row.scopes ?? row.plan_scopes).filter((s) => planScopes.has(s)) as Scope[]);
  return {
    principal: { orgId: row.org_id, keyId: row.key_id, plan: row.plan, rights, role: row.role },
    rate: toDecision(row),
  };
}

interface KeyRow {
  key_id: string;
  org_id: string;
  scopes: string[] | null;
  key_hash: Buffer;
  revoked_at: Date | null;
  stale_last_used: boolean;
  role: Role;
  plan: string;
  api_access: boolean;
  plan_scopes: string[];
}

export function requireScope(principal: Principal, scope: Scope): void {
  if (!principal.rights.has(scope)) {
    const hint =
      scope === 'write' && principal.plan !== 'expert'
        ? `The ${principal.plan} plan is read-only: launching audits and creating keywords needs the Expert plan.`
        : `This API key lacks the "${scope}" scope.`;
    throw new DomainError('insufficient_scope', hint);
  }
}

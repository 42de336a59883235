// Sign-in throttling (docs/operations/security.md), after the OWASP Authentication Cheat Sheet:
// - failed attempts are counted per account *as seen from one client* (5 in 15 minutes) and per
//   client (50 in 15 minutes, all accounts together): someone guessing from elsewhere cannot
//   lock the real owner out, since the owner's own address has its own count;
// - a client is its IPv4 address, or its IPv6 /64 (one subscriber's network: a /64 gives anyone
//   2^64 addresses);
// - the attempt is reserved before the password is hashed, atomically (sign_in_reserve in
//   db/migrations/006_security.sql), so concurrent guesses cannot all slip through one check;
//   a correct password clears that account's count from that client and gives the reservation back;
// - the (deliberately slow) hash itself has a ceiling of concurrent work (accounts/password.ts).
// Sign-ups, which hash a password too, are limited per client with the API's rate limiter.
import ipaddr from 'ipaddr.js';
import type { Sql } from '@db/connection';
import { DomainError } from '../errors';
import { hitRateLimit, rateLimitHeaders } from '../ratelimit/ratelimit';

const WINDOW_SECONDS = 15 * 60;
const MAX_FAILURES_PER_ACCOUNT_AND_CLIENT = 5;
const MAX_FAILURES_PER_CLIENT = 50;

/** The client as the throttle counts it: an IPv4 address, or an IPv6 address's /64. */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip); // IPv4-mapped IPv6 becomes IPv4
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16)).join(':');
  return `${prefix}::/64`;
}

const clientCountKey = (ip: string) => `client:${clientKey(ip)}`;

/** A reserved attempt: what a correct password clears. */
export interface SignInAttempt {
  accountKey: string;
  ip: string;
}

/**
 * Reserves one attempt (counted as a failure until cleared), or refuses with 429 and Retry-After.
 * The account is counted as the sign-in finds it: by its user id, so that every spelling that
 * signs into it (`İ` is `i` to PostgreSQL's lower(), not to JavaScript's) shares one count; an
 * address of no account, by that same lower().
 */
export async function reserveSignInAttempt(sql: Sql, email: string, ip: string): Promise<SignInAttempt> {
  const [{ account_key: accountKey, retry_after: retryAfter }] = await sql`
    WITH account AS (
      SELECT 'account:' || coalesce((SELECT 'user:' || id FROM users WHERE lower(email) = lower(${email})), 'email:' || lower(${email}))
             || '|' || ${clientKey(ip)} AS key)
    SELECT key AS account_key,
           sign_in_reserve(key, ${clientCountKey(ip)}, ${MAX_FAILURES_PER_ACCOUNT_AND_CLIENT}, ${MAX_FAILURES_PER_CLIENT}, ${WINDOW_SECONDS}) AS retry_after
    FROM account`;
  if (retryAfter > 0) {
    throw new DomainError('too_many_attempts', `Too many failed sign-ins. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`, {
      headers: { 'Retry-After': String(retryAfter) },
    });
  }
  return { accountKey, ip };
}

/** A correct password: this account's failures from this client are forgotten, and the reservation given back. */
export async function clearSignInFailures(sql: Sql, attempt: SignInAttempt): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`DELETE FROM login_failures WHERE key = ${attempt.accountKey}`;
    await tx`
      DELETE FROM login_failures WHERE ctid = (
        SELECT ctid FROM login_failures WHERE key = ${clientCountKey(attempt.ip)} ORDER BY failed_at DESC LIMIT 1)`;
  });
}

/** Failures that left the window are forgotten (the worker's housekeeping). */
export async function pruneLoginFailures(sql: Sql): Promise<void> {
  await sql`DELETE FROM login_failures WHERE failed_at < now() - make_interval(secs => ${WINDOW_SECONDS})`;
}

const SIGN_UPS_PER_MINUTE = 30;
const SIGN_UPS_PER_DAY = 500;

export async function assertSignUpAllowed(sql: Sql, ip: string): Promise<void> {
  const rate = await hitRateLimit(sql, `signup:${clientKey(ip)}`, SIGN_UPS_PER_MINUTE, SIGN_UPS_PER_DAY);
  if (!rate.allowed) {
    throw new DomainError('too_many_attempts', 'Too many sign-ups from your address. Try again later.', { headers: rateLimitHeaders(rate) });
  }
}

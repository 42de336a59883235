// Sign-in throttling: failed attempts are counted per e-mail address (guessing one account's
// password) and per client address (trying many accounts) over a sliding window. Past the
// limit, sign-in answers 429 with Retry-After until the oldest failure leaves the window,
// before any password is checked, so that the (deliberately slow) hash cannot be used to
// load the server either. A successful sign-in clears its address's count. Sign-ups, which
// hash a password too, are limited per client address with the API's rate limiter.
import type { Sql } from '@db/connection';
import { DomainError } from '../errors';
import { hitRateLimit, rateLimitHeaders } from '../ratelimit/ratelimit';

const WINDOW_MINUTES = 15;
const MAX_FAILURES_PER_EMAIL = 5;
const MAX_FAILURES_PER_IP = 50;

const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

export async function assertSignInAllowed(sql: Sql, email: string, ip: string): Promise<void> {
  const rows = await sql<{ key: string; failures: number; retry_after: number }[]>`
    SELECT key, count(*)::int AS failures,
           ceil(extract(epoch FROM min(failed_at) + make_interval(mins => ${WINDOW_MINUTES}) - now()))::int AS retry_after
    FROM login_failures
    WHERE key IN (${emailKey(email)}, ${ipKey(ip)}) AND failed_at > now() - make_interval(mins => ${WINDOW_MINUTES})
    GROUP BY key`;
  for (const row of rows) {
    const limit = row.key.startsWith('email:') ? MAX_FAILURES_PER_EMAIL : MAX_FAILURES_PER_IP;
    if (row.failures >= limit) {
      const retryAfter = Math.max(1, row.retry_after);
      throw new DomainError('too_many_attempts', `Too many failed sign-ins. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`, {
        headers: { 'Retry-After': String(retryAfter) },
      });
    }
  }
}

export async function recordSignInFailure(sql: Sql, email: string, ip: string): Promise<void> {
  const keys = [emailKey(email), ipKey(ip)];
  await sql`INSERT INTO login_failures ${sql(keys.map((key) => ({ key })))}`;
  await sql`DELETE FROM login_failures WHERE key IN ${sql(keys)} AND failed_at < now() - make_interval(mins => ${WINDOW_MINUTES})`;
}

export async function clearSignInFailures(sql: Sql, email: string): Promise<void> {
  await sql`DELETE FROM login_failures WHERE key = ${emailKey(email)}`;
}

const SIGN_UPS_PER_MINUTE = 30;
const SIGN_UPS_PER_DAY = 500;

export async function assertSignUpAllowed(sql: Sql, ip: string): Promise<void> {
  const rate = await hitRateLimit(sql, `signup:${ip}`, SIGN_UPS_PER_MINUTE, SIGN_UPS_PER_DAY);
  if (!rate.allowed) {
    throw new DomainError('too_many_attempts', 'Too many sign-ups from your address. Try again later.', { headers: rateLimitHeaders(rate) });
  }
}

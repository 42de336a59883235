// Per-organisation (and, for callers without a usable key, per-IP) request limits. The
// arithmetic lives in SQL (db/migrations/002_rate_limits.sql) so that it is exact when
// many web processes share one database.
import type { Sql } from '@db/connection';

export interface RateDecision {
  allowed: boolean;
  /** window described by the headers: 60 (minute) or 86400 (day, once it refuses) */
  span: number;
  limit: number;
  remaining: number;
  /** Unix seconds when the oldest counted request leaves the window (capacity returns). */
  resetAt: number;
}

/** Callers without a key of an API plan (401, and 403 for plans without API access). */
export const ANONYMOUS_LIMITS = { perMinute: 60, perDay: 1000 };

export type RateRow = { allowed: boolean; span: number; lim: number; remaining: number; reset_at: string | number };

export function toDecision(row: RateRow): RateDecision {
  return {
    allowed: row.allowed,
    span: row.span,
    limit: row.lim,
    remaining: Math.max(0, row.remaining),
    resetAt: Number(row.reset_at),
  };
}

export async function hitRateLimit(sql: Sql, key: string, perMinute: number, perDay: number): Promise<RateDecision> {
  const [row] = await sql<RateRow[]>`SELECT * FROM rate_limit_hit(${key}, ${perMinute}, ${perDay})`;
  return toDecision(row);
}

export function rateLimitHeaders(d: RateDecision, now = Date.now()): Record<string, string> {
  const headers: Record<string, string> = {
    'X-RateLimit-Limit': String(d.limit),
    'X-RateLimit-Remaining': String(d.remaining),
    'X-RateLimit-Reset': String(d.resetAt),
  };
  if (!d.allowed) headers['Retry-After'] = String(Math.max(1, d.resetAt - Math.floor(now / 1000)));
  return headers;
}

/** Buckets of keys that went quiet (an IP seen once) are dropped by the worker's housekeeping. */
export async function pruneRateLimitBuckets(sql: Sql) {
  await sql`
    DELETE FROM rate_limit_buckets
    WHERE (span = 60 AND bucket <= floor(extract(epoch FROM now())) - 61)
       OR (span = 86400 AND bucket <= floor(extract(epoch FROM now()) / 60) - 1441)`;
}

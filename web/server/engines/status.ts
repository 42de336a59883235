// What `npm run cli -- engines status` shows of the providers' shared budgets (docs/operations/provider-traffic.md): per provider, the calls in flight across the fleet, the current adaptive limit and
// its cap, the pause, and the share of calls answered 429 over the last few minutes.
import type { Sql } from '@db/connection';

export interface ProviderStatus {
  provider: string;
  in_flight: number;
  limit: number;
  max_concurrency: number;
  paused_until: Date | null;
  calls: number;
  rate_limited: number;
  rate_limited_share: number;
  since: Date;
}

export async function providerStatus(sql: Sql): Promise<ProviderStatus[]> {
  const rows = await sql<Omit<ProviderStatus, 'rate_limited_share'>[]>`
    SELECT s.provider,
           (SELECT count(*)::int FROM provider_leases l WHERE l.provider = s.provider AND l.expires_at > now()) AS in_flight,
           floor(s.concurrency)::int AS limit, s.max_concurrency,
           CASE WHEN s.paused_until > now() THEN s.paused_until END AS paused_until,
           s.window_calls AS calls, s.window_rate_limited AS rate_limited, s.window_started AS since
    FROM provider_state s ORDER BY s.provider`;
  return rows.map((r) => ({ ...r, rate_limited_share: r.calls > 0 ? Math.round((100 * r.rate_limited) / r.calls) / 100 : 0 }));
}

/** The providers paused by a 429 right now, among `providers`. */
export async function pausedProviders(sql: Sql, providers: readonly string[]): Promise<string[]> {
  if (providers.length === 0) return [];
  const rows = await sql<{ provider: string }[]>`
    SELECT provider FROM provider_state WHERE provider IN ${sql(providers as string[])} AND paused_until > now() ORDER BY provider`;
  return rows.map((r) => r.provider);
}

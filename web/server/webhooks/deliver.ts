// Sending one delivery (docs/guide/alerts.md#delivery-and-retries), as a job of the queue
// (worker/worker.ts runs it on slots of its own, so a slow receiver never holds an audit back):
// - the request goes through the crawler's SSRF guard (snapshots/safe-fetch.ts): private and
//   loopback addresses refused unless WEBHOOK_ALLOW_PRIVATE, one time limit for the whole
//   attempt (WEBHOOK_TIMEOUT_MS), no redirect followed, at most 1 KiB of the response read;
// - a 2xx is a success; anything else is retried with exponential backoff and jitter, the same
//   webhook-id on every attempt: half to all of WEBHOOK_RETRY_BASE_MS × 3^(n−1), at most × 960,
//   MAX_ATTEMPTS attempts in all, which spans about a day with the default base of 30 s;
// - an endpoint whose deliveries have failed for WEBHOOK_DISABLE_AFTER_HOURS with no success is
//   disabled, with the reason its owners see in the dashboard.
import type { Sql } from '@db/connection';
import { config } from '../config';
import { fetchGuarded } from '../snapshots/safe-fetch';
import { allowAnyButMetadata, isPublicAddress, systemResolver } from '../snapshots/url-safety';
import { describeEvent, renderBody } from './formats';
import type { WebhookEvent } from './events';
import { signatureHeaders } from './signing';

export const MAX_ATTEMPTS = 10;
/** The longest wait, in units of WEBHOOK_RETRY_BASE_MS (8 hours with the default 30 s). */
const MAX_BACKOFF_FACTOR = 960;
const RESPONSE_MAX_BYTES = 1024;
/** Delivery logs are kept this long (pruned by the worker's housekeeping). */
export const DELIVERY_LOG_DAYS = 30;

/** Seconds to wait after the `attempt`-th failed attempt (1-based). */
export function retryDelaySeconds(attempt: number, random = Math.random()): number {
  const ceiling = (config().WEBHOOK_RETRY_BASE_MS / 1000) * Math.min(3 ** (attempt - 1), MAX_BACKOFF_FACTOR);
  return ceiling * (0.5 + random / 2);
}

interface DueDelivery {
  id: string;
  webhook_id: string;
  status: string;
  attempts: number;
  payload: WebhookEvent;
  url: string;
  secret: string;
  enabled: boolean;
}

interface Attempt {
  ok: boolean;
  status: number | null;
  latencyMs: number;
  error: string | null;
}

/** Sends one message to its endpoint once, whatever happens, and says how it went. */
export async function send(url: string, secret: string, messageId: string, event: WebhookEvent, signal?: AbortSignal): Promise<Attempt> {
  const body = JSON.stringify(renderBody(url, event, describeEvent(event)));
  const settings = config();
  const started = performance.now();
  try {
    const response = await fetchGuarded(url, {
      timeoutMs: settings.WEBHOOK_TIMEOUT_MS,
      maxBytes: RESPONSE_MAX_BYTES,
      maxRedirects: 0,
      returnRedirects: true,
      userAgent: 'geo-audit-webhooks/1',
      accept: '*/*',
      isAddressAllowed: settings.WEBHOOK_ALLOW_PRIVATE ? allowAnyButMetadata : isPublicAddress,
      resolveHost: systemResolver,
      signal,
      post: { body: Buffer.from(body), headers: { 'content-type': 'application/json', ...signatureHeaders(secret, messageId, body) } },
    });
    const ok = response.status >= 200 && response.status < 300;
    const excerpt = response.body.toString('utf8').slice(0, 200);
    return { ok, status: response.status, latencyMs: Math.round(performance.now() - started), error: ok ? null : `HTTP ${response.status}${excerpt ? `: ${excerpt}` : ''}` };
  } catch (err) {
    return { ok: false, status: null, latencyMs: Math.round(performance.now() - started), error: (err as Error).message ?? String(err) };
  }
}

/**
 * One attempt of a queued delivery. Returns the seconds after which to try again, or null when
 * the delivery is settled (delivered, out of attempts, its endpoint disabled or deleted).
 */
export async function attemptDelivery(sql: Sql, deliveryId: string, signal?: AbortSignal): Promise<number | null> {
  const [due] = await sql<DueDelivery[]>`
    SELECT d.id, d.webhook_id, d.status, d.attempts, d.payload, w.url, w.secret, w.enabled
    FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id WHERE d.id = ${deliveryId}`;
  if (!due || due.status !== 'pending') return null;
  if (!due.enabled) {
    await sql`UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = NULL, last_error = 'The endpoint is disabled.' WHERE id = ${deliveryId}`;
    return null;
  }
  const attempt = await send(due.url, due.secret, due.id, due.payload, signal);
  const attempts = due.attempts + 1;
  return sql.begin(async (tx) => {
    // A failure may disable the endpoint (failing for too long): then this delivery is settled too.
    const hours = config().WEBHOOK_DISABLE_AFTER_HOURS;
    const [endpoint] = attempt.ok
      ? await tx<{ enabled: boolean }[]>`UPDATE webhooks SET failing_since = NULL WHERE id = ${due.webhook_id} AND failing_since IS NOT NULL RETURNING enabled`
      : await tx<{ enabled: boolean }[]>`
          UPDATE webhooks SET
            failing_since = coalesce(failing_since, now()),
            enabled = enabled AND coalesce(failing_since, now()) > now() - make_interval(secs => ${hours * 3600}),
            disabled_reason = CASE WHEN enabled AND coalesce(failing_since, now()) <= now() - make_interval(secs => ${hours * 3600})
                              THEN ${`Every delivery failed for ${hours} hours (last: ${attempt.error?.slice(0, 200)}); the endpoint was disabled. Fix it, then enable it again.`}
                              ELSE disabled_reason END,
            updated_at = now()
          WHERE id = ${due.webhook_id} RETURNING enabled`;
    const retryIn = attempt.ok || attempts >= MAX_ATTEMPTS || !endpoint?.enabled ? null : retryDelaySeconds(attempts);
    await tx`
      UPDATE webhook_deliveries SET
        status = ${attempt.ok ? 'delivered' : retryIn === null ? 'failed' : 'pending'},
        attempts = ${attempts}, response_status = ${attempt.status}, latency_ms = ${attempt.latencyMs},
        last_error = ${attempt.error && attempt.error.slice(0, 500)}, last_attempt_at = now(),
        next_attempt_at = ${retryIn === null ? null : tx`now() + make_interval(secs => ${retryIn})`}
      WHERE id = ${deliveryId}`;
    return retryIn;
  });
}

/** Delivery logs older than DELIVERY_LOG_DAYS, and budget and digest states of past months and weeks (the worker's housekeeping). */
export async function pruneDeliveries(sql: Sql): Promise<void> {
  await sql`DELETE FROM webhook_deliveries WHERE created_at < now() - make_interval(days => ${DELIVERY_LOG_DAYS}) AND status <> 'pending'`;
  await sql`DELETE FROM alert_states WHERE (subject LIKE 'budget:%' OR subject LIKE 'digest:%') AND since < now() - interval '62 days'`;
}

// Webhooks of an organisation (docs/guide/alerts.md): created, listed, changed and deleted by its
// owners in the dashboard, by `write` keys through /api/v1/webhooks, or by the operator's CLI.
// Every query names the organisation: another organisation's webhook is not found.
import type { Sql, TxSql } from '@db/connection';
import type { z } from 'zod';
import type { CreateWebhookRequest, UpdateWebhookRequest, Webhook, WebhookDelivery } from '../contract/schemas';
import { announceJobs } from '../queue/wake';
import { DomainError, invalidInput } from '../errors';
import { isUuid } from '../ids';
import { assertFetchableUrl, UnsafeUrlError } from '../snapshots/url-safety';
import { TEST_EVENT } from './event-types';
import { queueDelivery, type WebhookEvent } from './events';
import { destinationOf } from './formats';
import { generateSecret } from './signing';

/** Webhooks one organisation may hold. */
export const MAX_WEBHOOKS = 20;
/** Deliveries listed per request, newest first. */
const MAX_DELIVERIES_LISTED = 100;

type CreateInput = z.output<typeof CreateWebhookRequest>;
type UpdateInput = z.output<typeof UpdateWebhookRequest>;

const COLUMNS = (sql: Sql | TxSql) => sql`id, url, events, project_ids, enabled, disabled_reason, failing_since, created_at, updated_at`;

type Row = Omit<Webhook, 'destination' | 'secret'>;
const record = (row: Row): Webhook => ({ ...row, destination: destinationOf(row.url) });

/** Scheme and port as the crawler's guard wants them, and no credentials in the URL. */
function checkUrl(url: string) {
  const parsed = new URL(url);
  if (parsed.username || parsed.password) throw invalidInput('invalid_request', 'url must not hold a user name or password.', 'url');
  try {
    assertFetchableUrl(parsed);
  } catch (err) {
    if (err instanceof UnsafeUrlError) throw invalidInput('invalid_request', err.message, 'url');
    throw err;
  }
}

async function checkProjects(sql: Sql, orgId: string, projectIds: string[]) {
  const unique = [...new Set(projectIds)];
  const [{ found }] = await sql<{ found: number }[]>`SELECT count(*)::int AS found FROM projects WHERE org_id = ${orgId} AND id = ANY (${unique}::uuid[])`;
  if (found !== unique.length) throw invalidInput('invalid_request', "project_ids names a project that is not the organisation's.", 'project_ids');
  return unique;
}

/** A new webhook, with its secret: the only time the secret is shown. */
export async function createWebhook(sql: Sql, orgId: string, input: CreateInput): Promise<Webhook> {
  checkUrl(input.url);
  const projectIds = await checkProjects(sql, orgId, input.project_ids ?? []);
  const secret = generateSecret();
  const [row] = await sql.begin(async (tx) => {
    // Counted under the organisation's row lock, so that two creations cannot both pass the cap.
    await tx`SELECT 1 FROM organizations WHERE id = ${orgId} FOR NO KEY UPDATE`;
    const [{ held }] = await tx<{ held: number }[]>`SELECT count(*)::int AS held FROM webhooks WHERE org_id = ${orgId}`;
    if (held >= MAX_WEBHOOKS) throw new DomainError('webhook_limit_reached', `The organisation has ${MAX_WEBHOOKS} webhooks, the most it may hold: delete one first.`);
    return tx<Row[]>`
      INSERT INTO webhooks (org_id, url, events, project_ids, secret)
      VALUES (${orgId}, ${input.url}, ${[...new Set(input.events)]}, ${projectIds}::uuid[], ${secret})
      RETURNING ${COLUMNS(tx)}`;
  });
  return { ...record(row), secret };
}

export async function listWebhooks(sql: Sql, orgId: string): Promise<Webhook[]> {
  const rows = await sql<Row[]>`SELECT ${COLUMNS(sql)} FROM webhooks WHERE org_id = ${orgId} ORDER BY created_at, id`;
  return rows.map(record);
}

export async function getWebhook(sql: Sql, orgId: string, id: string): Promise<Webhook> {
  const [row] = isUuid(id) ? await sql<Row[]>`SELECT ${COLUMNS(sql)} FROM webhooks WHERE id = ${id} AND org_id = ${orgId}` : [];
  if (!row) throw new DomainError('not_found', 'Webhook not found.');
  return record(row);
}

export async function updateWebhook(sql: Sql, orgId: string, id: string, input: UpdateInput): Promise<Webhook> {
  await getWebhook(sql, orgId, id);
  if (input.url !== undefined) checkUrl(input.url);
  const projectIds = input.project_ids === undefined ? undefined : await checkProjects(sql, orgId, input.project_ids);
  const [row] = await sql<Row[]>`
    UPDATE webhooks SET
      url = coalesce(${input.url ?? null}, url),
      events = coalesce(${input.events ? [...new Set(input.events)] : null}::text[], events),
      project_ids = coalesce(${projectIds ?? null}::uuid[], project_ids),
      enabled = coalesce(${input.enabled ?? null}::boolean, enabled),
      -- Enabled again by a person: the failures so far are forgiven.
      disabled_reason = CASE WHEN ${input.enabled ?? null}::boolean THEN NULL ELSE disabled_reason END,
      failing_since = CASE WHEN ${input.enabled ?? null}::boolean THEN NULL ELSE failing_since END,
      updated_at = now()
    WHERE id = ${id} AND org_id = ${orgId}
    RETURNING ${COLUMNS(sql)}`;
  return record(row);
}

export async function deleteWebhook(sql: Sql, orgId: string, id: string): Promise<Webhook> {
  const webhook = await getWebhook(sql, orgId, id);
  // Its deliveries go with it (ON DELETE CASCADE); their jobs find nothing and end.
  await sql`DELETE FROM webhooks WHERE id = ${id} AND org_id = ${orgId}`;
  return webhook;
}

export async function listDeliveries(sql: Sql, orgId: string, id: string): Promise<WebhookDelivery[]> {
  await getWebhook(sql, orgId, id);
  return sql<WebhookDelivery[]>`
    SELECT id, event_type, status, attempts, response_status, latency_ms, last_error, next_attempt_at, last_attempt_at, created_at
    FROM webhook_deliveries WHERE webhook_id = ${id} AND org_id = ${orgId}
    ORDER BY created_at DESC, id LIMIT ${MAX_DELIVERIES_LISTED}`;
}

/** Queues a `webhook.test` event to this endpoint, whatever it subscribes to; the delivery's id. */
export async function sendTestEvent(sql: Sql, orgId: string, id: string): Promise<{ delivery_id: string }> {
  const webhook = await getWebhook(sql, orgId, id);
  const event: WebhookEvent = { type: TEST_EVENT, timestamp: new Date().toISOString(), data: { webhook_id: webhook.id } };
  const deliveryId = await sql.begin((tx) => queueDelivery(tx, orgId, webhook.id, event));
  announceJobs(sql, 'webhook');
  return { delivery_id: deliveryId };
}

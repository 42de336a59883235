// Health for load balancers and orchestrators (docs/operations/metrics.md#health): `live` says the
// process answers (no database involved); `ready` says it can serve: the database answers within
// a second and every migration of this version is applied.
import type { Sql } from '@db/connection';
import { answers, databaseDown } from '@db/availability';
import { pendingMigrations } from '@db/migrate';
import { DomainError, serviceUnavailable } from '../errors';

const READY_WITHIN_MS = 1_000;

export function live() {
  return { status: 'ok' };
}

/** `{ status: 'ready' }`, or a 503 service_unavailable saying what is missing. */
export async function ready(sql: Sql) {
  if (databaseDown() || !(await answers(sql, READY_WITHIN_MS))) throw serviceUnavailable();
  const pending = await pendingMigrations(sql);
  if (pending.length > 0) {
    // Another process of this version is applying them, or the database is older than the code.
    throw new DomainError('service_unavailable', `Migrations not applied yet: ${pending.join(', ')}.`, { headers: { 'Retry-After': '5' } });
  }
  return { status: 'ready' };
}

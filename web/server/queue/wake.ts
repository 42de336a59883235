// Waking workers when a job is queued, so that an audit starts at once instead of at the
// worker's next poll (WORKER_POLL_MS, which stays as the fallback). Two paths:
//   - in the same process (the embedded database's `npm start`, or a web process that also
//     runs the worker): a registry on globalThis, shared with the Next.js route bundles that
//     load their own copy of this module;
//   - across processes on PostgreSQL (`npm run worker`): NOTIFY on a channel the workers
//     LISTEN to. The embedded database allows one connection, so there it is not used.
import type { Sql } from '@db/connection';
import { config } from '../config';

export const JOBS_CHANNEL = 'geo_audit_jobs';

const KEY = Symbol.for('geo-audit.worker-wakers');
type Holder = { [KEY]?: Set<() => void> };
const wakers = () => ((globalThis as Holder)[KEY] ??= new Set());

/** Registers a worker's wake-up; returns the function that unregisters it. */
export function onJobsQueued(wake: () => void): () => void {
  wakers().add(wake);
  return () => wakers().delete(wake);
}

/**
 * Tells workers that a job was committed. Call it after the enqueuing transaction committed
 * (a worker woken earlier finds nothing). Best effort: a worker not reached polls anyway.
 */
export function announceJobs(sql: Sql, kind: string): void {
  for (const wake of wakers()) wake();
  if (config().DATABASE_URL) void sql.notify(JOBS_CHANNEL, kind).catch(() => {});
}

/** Listens for announcements from other processes (PostgreSQL only); resolves to the stop function. */
export async function listenForJobs(sql: Sql, wake: () => void): Promise<() => Promise<void>> {
  const { unlisten } = await sql.listen(JOBS_CHANNEL, () => wake());
  return unlisten;
}

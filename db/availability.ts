// Whether the database answers, as this process last saw it (docs/operations/outages.md). A
// connection error (refused, reset, timed out, the server shutting down) marks it down: from
// then on API and dashboard requests answer 503 service_unavailable with Retry-After at once,
// without waiting on the driver, and workers wait instead of burning their jobs' attempts. While
// it is down one probe a second asks `SELECT 1` (bounded to a second); the first answer marks it
// up again and wakes whoever waits. Shared through globalThis with the Next.js route bundles,
// which load their own copy of this module.
import type { Sql } from './connection';
import { log } from '@/server/log';

const PROBE_EVERY_MS = 1_000;
const PROBE_TIMEOUT_MS = 1_000;

// Node's socket errors and postgres.js's own connection errors.
const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN',
  'ENOTFOUND', 'EAI_AGAIN', 'CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED',
]);
// SQLSTATE: class 08 (connection exception), the server shutting down or starting up, too many clients.
const UNAVAILABLE_STATES = /^(08...|57P01|57P02|57P03|53300)$/;

/** Whether `err` says the database cannot be reached (rather than that a statement failed). */
export function isDatabaseUnavailable(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return CONNECTION_ERRORS.has(code) || UNAVAILABLE_STATES.test(code);
}

interface State {
  down: boolean;
  waiters: Set<() => void>;
}
const KEY = Symbol.for('geo-audit.database-availability');
type Holder = { [KEY]?: State };
const state = (): State => ((globalThis as Holder)[KEY] ??= { down: false, waiters: new Set() });

/** Whether the database was last seen down (and no probe has reached it since). */
export function databaseDown(): boolean {
  return state().down;
}

/** A connection error was seen on `sql`: mark the database down and probe it until it answers. */
export function reportUnavailable(sql: Sql, err: unknown): void {
  const s = state();
  if (s.down) return;
  s.down = true;
  log.warn('database unavailable: requests get 503 and workers wait until it answers', { error: err });
  void probeUntilUp(sql, s);
}

async function probeUntilUp(sql: Sql, s: State) {
  const started = Date.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS).unref());
    if (await answers(sql, PROBE_TIMEOUT_MS)) break;
  }
  s.down = false;
  log.info('database available again', { downSeconds: Math.round((Date.now() - started) / 1000) });
  for (const wake of s.waiters) wake();
  s.waiters.clear();
}

/** Whether `sql` answers `SELECT 1` within `timeoutMs`. */
export async function answers(sql: Sql, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([sql`SELECT 1`.then(() => true, () => false), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves once the database is up (at once when it is); rejects when `signal` aborts first. */
export function untilAvailable(signal?: AbortSignal): Promise<void> {
  const s = state();
  if (!s.down) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      s.waiters.delete(wake);
      reject(signal!.reason);
    };
    const wake = () => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    };
    s.waiters.add(wake);
    signal?.addEventListener('abort', onAbort, { once: true });
    if (signal?.aborted) onAbort();
  });
}

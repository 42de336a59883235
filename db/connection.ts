// The database connection: a real PostgreSQL when DATABASE_URL is set, otherwise an
// embedded PostgreSQL (PGlite) kept in DATA_DIR and served on a Unix socket inside it, so
// that the same `postgres` driver and the same SQL serve both.
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { config } from '@/server/config';
import { migrate } from './migrate';

export type Sql = postgres.Sql;
export type TxSql = postgres.TransactionSql;

export interface Database {
  sql: Sql;
  /**
   * For request counters (rate limits, last-used times), written on every API request. On a
   * real server its commits do not wait for the WAL flush (synchronous_commit off): a crash
   * of PostgreSQL may forget the last fraction of a second of counted requests, never
   * corrupt anything, and requests no longer queue behind one disk flush each. Everything
   * else goes through `sql`, fully durable. The embedded database has one connection: same.
   */
  counters: Sql;
  /** true when this process runs the embedded PGlite server (one connection, one process). */
  embedded: boolean;
  dataDir: string;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** pool size for a real server; the embedded server always gets one connection. */
  max?: number;
  /** run migrations after connecting (default true). */
  migrate?: boolean;
  /** PostgreSQL only; default DATABASE_STATEMENT_TIMEOUT_MS */
  statementTimeoutMs?: number;
}

const driverOptions = {
  // pg-style null for undefined parameters; timestamps stay Date objects.
  transform: { undefined: null },
  onnotice: () => {},
  connection: { application_name: 'geo-audit' },
} as const;

export function resolveDataDir(dataDir = config().DATA_DIR): string {
  return path.resolve(/*turbopackIgnore: true*/ dataDir);
}

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const databaseUrl = options.databaseUrl ?? config().DATABASE_URL;
  const dataDir = resolveDataDir(options.dataDir);
  let db: Database;
  if (databaseUrl) {
    // No statement may hold a connection (and its locks) forever: a runaway query or a lock wait
    // fails after DATABASE_STATEMENT_TIMEOUT_MS (default 30 s; 0 turns it off). The embedded
    // database runs one statement at a time in this process and has no such setting.
    const { DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_CONNECT_TIMEOUT_MS: connectMs } = config();
    const connection = { ...driverOptions.connection, statement_timeout: options.statementTimeoutMs ?? DATABASE_STATEMENT_TIMEOUT_MS };
    // An unreachable server fails a query within DATABASE_CONNECT_TIMEOUT_MS instead of the
    // driver's 30 s, and a server back after an outage is reconnected to within a second: the
    // driver's own backoff grows to 20 s after a few failed attempts (docs/operations/outages.md).
    const timeouts = { connect_timeout: connectMs / 1000, backoff: (retries: number) => Math.min(0.1 * retries, 1) };
    const sql = postgres(databaseUrl, { ...driverOptions, ...timeouts, connection, max: options.max ?? 10 });
    const counters = postgres(databaseUrl, {
      ...driverOptions,
      ...timeouts,
      max: 4,
      connection: { ...connection, synchronous_commit: 'off' },
    });
    db = {
      sql,
      counters,
      embedded: false,
      dataDir,
      close: async () => {
        await Promise.all([sql.end({ timeout: 5 }), counters.end({ timeout: 5 })]);
      },
    };
  } else {
    db = await openEmbedded(dataDir);
  }
  if (options.migrate !== false) {
    try {
      await migrate(db.sql);
    } catch (err) {
      await db.close();
      throw err;
    }
  }
  return db;
}

/** The data directory is owned by one process at a time: PGlite is single-process. */
export class DataDirBusyError extends Error {
  constructor(public readonly pid: number, dataDir: string) {
    super(`The embedded database in ${dataDir} is in use by process ${pid}.`);
  }
}

function takeLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {}
      };
    } catch (err: any) {
      if (err.code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockPath, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) throw new DataDirBusyError(pid, dataDir);
      fs.unlinkSync(lockPath); // stale lock of a dead process
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err: any) {
    return err.code === 'EPERM';
  }
}

async function openEmbedded(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
  const releaseLock = takeLock(dataDir);
  try {
    const [{ PGlite }, { PGLiteSocketServer }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite-socket'),
    ]);
    const pglite = await PGlite.create(path.join(dataDir, 'pgdata'));
    // A Unix socket inside the 0700 data directory: no TCP port to collide with a real
    // PostgreSQL on 5432, and nobody else on the machine can connect. Socket paths are
    // limited to ~107 bytes, so a deep DATA_DIR falls back to a random loopback port.
    const socketPath = path.join(dataDir, '.s.PGSQL.5432');
    const useSocket = Buffer.byteLength(socketPath) < 100;
    if (useSocket) fs.rmSync(socketPath, { force: true });
    const server = new PGLiteSocketServer(
      useSocket ? { db: pglite, path: socketPath } : { db: pglite, host: '127.0.0.1', port: 0 },
    );
    await server.start();
    const target = useSocket
      ? { path: socketPath }
      : { host: '127.0.0.1', port: Number(server.getServerConn().split(':').pop()) };
    // PGlite is single-connection (docs/architecture.md): one pooled connection, no multiplexer.
    const sql = postgres({ ...target, ...driverOptions, database: 'postgres', username: 'postgres', max: 1 });
    let closed = false;
    return {
      sql,
      counters: sql,
      embedded: true,
      dataDir,
      async close() {
        if (closed) return;
        closed = true;
        await sql.end({ timeout: 5 }).catch(() => {});
        await server.stop().catch(() => {});
        await pglite.close().catch(() => {});
        releaseLock();
      },
    };
  } catch (err) {
    releaseLock();
    throw err;
  }
}

// One database per process, shared by the custom server, the worker and the Next.js route
// bundles (which load their own copy of this module, hence globalThis).
const KEY = Symbol.for('geo-audit.database');
type Holder = { [KEY]?: Promise<Database> };

export function setDatabase(db: Database): void {
  (globalThis as Holder)[KEY] = Promise.resolve(db);
}

export function getDatabase(): Promise<Database> {
  const holder = globalThis as Holder;
  holder[KEY] ??= openDatabase();
  return holder[KEY]!;
}

export async function getSql(): Promise<Sql> {
  return (await getDatabase()).sql;
}

// Starts the real product (`web/server/main.ts`, as `npm start` does) in a child process on a
// fresh database: a new database on the PostgreSQL server of DATABASE_URL when it is set
// (CI), otherwise the embedded default in a fresh DATA_DIR. Tests talk to it over HTTP.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Sql } from '@db/connection';
import { callAdminSocket } from '@/server/cli/admin-socket';
import { parseCommand, runCommand } from '@/server/cli/commands';
import { TEST_SETUP_TOKEN } from './dashboard-client';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
const STARTUP_TIMEOUT_MS = Number(process.env.TEST_STARTUP_TIMEOUT_MS ?? 120_000);

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface Product {
  baseUrl: string;
  env: Record<string, string>;
  api<T = any>(path: string, init?: { key?: string; method?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> }): Promise<ApiResponse<T>>;
  /** An admin command, the way the CLI runs it (admin socket or direct connection). */
  admin<T = any>(...argv: string[]): Promise<T>;
  /** The real CLI in a child process. */
  cli(...argv: string[]): { status: number | null; stdout: string; stderr: string };
  /** A direct connection for assertions (real PostgreSQL only; null on the embedded one). */
  sql: Sql | null;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  restart(): Promise<void>;
  logs(): string;
  /** Stops the product and deletes its database. */
  dispose(): Promise<void>;
}

export async function startProduct(extraEnv: Record<string, string> = {}): Promise<Product> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: '0',
    HOST: '127.0.0.1',
    NEXT_TELEMETRY_DISABLED: '1',
    SIMULATED_LATENCY_MS: '5',
    // Every test client comes from 127.0.0.1: the dashboard's per-address and per-user limits
    // are raised here, and tested on their own (dashboard-limits.test.ts).
    DASHBOARD_RPM_PER_IP: '100000',
    DASHBOARD_RPM_PER_USER: '100000',
    // The first sign-up's one-time token, known to the test clients (setup-token.test.ts starts
    // without it, to test the token printed at start).
    SETUP_TOKEN: TEST_SETUP_TOKEN,
    // The engines get fake keys in tests, which would switch the model reader on (ANALYSIS_READER=auto):
    // the rules read unless a test asks otherwise (docs/contributing/testing.md).
    ANALYSIS_READER: 'rules',
    // A test suite on two busy cores can take longer than the default 5 s to open a PostgreSQL
    // connection, which the product rightly answers with 503; tests of outages set their own.
    DATABASE_CONNECT_TIMEOUT_MS: '30000',
    ...extraEnv,
  };
  let dropDatabase: (() => Promise<void>) | null = null;
  let sql: Sql | null = null;
  if (process.env.DATABASE_URL) {
    const name = `geo_audit_test_${crypto.randomBytes(6).toString('hex')}`;
    const server = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
    await server.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    sql = postgres(env.DATABASE_URL, { max: 4, onnotice: () => {}, transform: { undefined: null } });
    dropDatabase = async () => {
      await sql!.end({ timeout: 1 });
      await server.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await server.end();
    };
  } else {
    delete env.DATABASE_URL;
    // A directory the product must create itself (with mode 0700), inside a fresh temp one.
    env.DATA_DIR = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ga-')), 'data');
  }

  let child: ChildProcess;
  let output = '';
  let baseUrl = '';
  const boot = async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'web/server/main.ts'], { cwd: ROOT, env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    baseUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL'); // not left running, orphaned, once the test gives up on it
        reject(new Error(`product did not start in time:\n${output}`));
      }, STARTUP_TIMEOUT_MS);
      const onData = (chunk: Buffer) => {
        output += chunk;
        const ready = /"msg":"geo-audit is ready","url":"([^"]+)"/.exec(output);
        if (ready) {
          clearTimeout(timer);
          resolve(ready[1].replace('localhost', '127.0.0.1'));
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`product exited with ${code} before it was ready:\n${output}`));
      });
    });
  };
  try {
    await boot();
  } catch (err) {
    await dropDatabase?.().catch(() => {});
    if (env.DATA_DIR) fs.rmSync(path.dirname(env.DATA_DIR), { recursive: true, force: true });
    throw err;
  }

  const product: Product = {
    get baseUrl() {
      return baseUrl;
    },
    env,
    sql,
    async api(p, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.key) headers.Authorization = `Bearer ${init.key}`;
      let body: string | undefined = init.rawBody;
      if (init.body !== undefined) {
        body = JSON.stringify(init.body);
        headers['Content-Type'] ??= 'application/json';
      }
      const res = await fetch(baseUrl + p, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
      const text = await res.text();
      let parsed: any = undefined;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      return { status: res.status, headers: res.headers, body: parsed, text };
    },
    async admin(...argv) {
      if (env.DATA_DIR) {
        const reply = await callAdminSocket(env.DATA_DIR, argv);
        if (!reply) throw new Error('no admin socket');
        if (!reply.ok) throw new Error(reply.error!.message);
        return reply.result as any;
      }
      return (await runCommand(sql!, parseCommand(argv))) as any;
    },
    cli(...argv) {
      const r = spawnSync(process.execPath, ['--import', 'tsx', 'web/server/cli/main.ts', ...argv], { cwd: ROOT, env: env as NodeJS.ProcessEnv, encoding: 'utf8' });
      return { status: r.status, stdout: r.stdout, stderr: r.stderr };
    },
    async stop(signal = 'SIGTERM') {
      // A child killed by a signal has no exit code, only a signalCode: it is gone all the same.
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill(signal);
      return exited;
    },
    async restart() {
      await product.stop();
      output = '';
      await boot();
    },
    logs: () => output,
    async dispose() {
      await product.stop();
      await dropDatabase?.();
      if (env.DATA_DIR) fs.rmSync(path.dirname(env.DATA_DIR), { recursive: true, force: true });
    },
  };
  return product;
}

/**
 * The product for the enclosing describe block (or file): started before its tests, disposed of
 * after them. What it returns stands for the started product (a read before `beforeAll` throws).
 */
export function productForSuite(extraEnv: Record<string, string> = {}): Product {
  let started: Product | undefined;
  beforeAll(async () => {
    started = await startProduct(extraEnv);
  });
  afterAll(() => started?.dispose());
  return new Proxy({} as Product, {
    get(_target, name) {
      if (!started) throw new Error('the product starts in beforeAll: use it inside a test or a hook');
      const value = Reflect.get(started, name);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}

/**
 * Runs `query` on the product's database: directly on PostgreSQL, or (embedded) with the product
 * stopped (only one process may open it); `restart()` it afterwards to go on.
 */
export async function inDatabase<T>(product: Product, query: (sql: Sql) => Promise<T>): Promise<T> {
  if (product.sql) return query(product.sql);
  await product.stop();
  const db = await openDatabase({ dataDir: product.env.DATA_DIR, migrate: false });
  try {
    return await query(db.sql);
  } finally {
    await db.close();
  }
}

/**
 * Stops the product, runs `change` on its database (the embedded one belongs to the server while
 * it runs), and starts it again, on a new port, with `product.env` as it is then.
 */
export async function restartWithDatabaseChange(product: Product, change: (sql: Sql) => Promise<unknown>) {
  if (product.sql) await product.stop(); // the embedded one is stopped by inDatabase
  await inDatabase(product, change);
  await product.restart();
}

/** An organisation with a key, the usual starting point of a test. */
export async function seedOrg(product: Product, plan: 'free' | 'pro' | 'expert', extra: string[] = []) {
  const org = await product.admin('org', 'create', '--name', `Org ${plan} ${crypto.randomBytes(3).toString('hex')}`, '--plan', plan, ...extra);
  const key = await product.admin('key', 'create', '--org', org.id, '--name', 'test');
  return { org, key: key.key as string, keyId: key.id as string };
}

export async function seedProject(product: Product, orgId: string, prompts: string[] = ['best project management tool', 'meilleur outil de gestion de projet']) {
  const project = await product.admin('project', 'create', '--org', orgId, '--name', 'Acme', '--url', 'https://acme.example', '--brand', 'Acme', '--competitors', 'Globex,Initech');
  if (prompts.length) await product.admin('prompt', 'create', '--project', project.id, ...prompts);
  return project;
}

/** `npm run worker`: a separate worker process with the product's environment. */
export function startWorkerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'web/server/worker/main.ts'], { cwd: ROOT, env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const m = /"msg":"worker started","workerId":"([^"]+)"/.exec(output);
      if (m) resolve(m[1]);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`worker exited with ${code}:\n${output}`)));
  });
  return { child, started, exited, logs: () => output };
}

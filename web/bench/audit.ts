// Benchmark (a): one audit of 100 prompts × 4 engines against the fake providers answering in
// 200 ms, through the real product over HTTP (launch → poll the audit list until COMPLETED).
// The figure is the wall time from the launch request to the poll that saw COMPLETED, as a
// ratio to the ideal: every engine works through its 100 rows `concurrency` at a time, so
// the slowest engine needs ceil(100 / concurrency) × 200 ms, and nothing else should show.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '@db/connection';
import { concurrencyLimits, createEngineCaller } from '../server/engines/call';
import { startFakeProviders } from '../test/fakes';
import { engineByName } from '../server/engines/registry';
import { seedOrg, startProduct, type Product } from '../test/harness';

const ENGINES = ['openai', 'perplexity', 'gemini', 'anthropic'] as const;
/** How often the client reads the audit list while it waits: the resolution of the wall time. */
export const POLL_MS = 20;

export interface AuditBenchOptions {
  /** 'postgres' uses DATABASE_URL; 'embedded' the default PGlite database of `npm start`. */
  database: 'postgres' | 'embedded';
  prompts?: number;
  latencyMs?: number;
  /** Same limit for every engine (ENGINE_CONCURRENCY_<NAME>); the defaults of engines/call.ts otherwise. */
  concurrency?: number;
  runs?: number;
  /** Extra env for the product (e.g. WORKER_POLL_MS to compare settings). */
  env?: Record<string, string>;
  progress?: (msg: string) => void;
}

export interface AuditBenchResult {
  name: string;
  database: string;
  prompts: number;
  engines: number;
  latencyMs: number;
  concurrency: Record<string, number>;
  idealMs: number;
  /** launch → COMPLETED seen by the client, each run */
  wallMs: number[];
  /** completed_at − created_at as the server recorded them, each run */
  serverMs: number[];
  medianWallMs: number;
  ratio: number;
  target: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

export async function benchAudit(options: AuditBenchOptions): Promise<AuditBenchResult> {
  const prompts = options.prompts ?? 100;
  const latencyMs = options.latencyMs ?? 200;
  const runs = options.runs ?? 3;
  const progress = options.progress ?? (() => {});
  const fakes = await startFakeProviders({ latencyMs });
  const concurrencyEnv = options.concurrency
    ? Object.fromEntries(ENGINES.map((name) => [`ENGINE_CONCURRENCY_${name.toUpperCase()}`, String(options.concurrency)]))
    : {};
  const limits = concurrencyLimits({ env: { ...process.env, ...concurrencyEnv } });
  const concurrency = Object.fromEntries(ENGINES.map((name) => [name, limits[name]]));
  const idealMs = Math.max(...ENGINES.map((name) => Math.ceil(prompts / limits[name]))) * latencyMs;

  const savedUrl = process.env.DATABASE_URL;
  if (options.database === 'embedded') delete process.env.DATABASE_URL;
  let product: Product | undefined;
  try {
    product = await startProduct({ ...fakes.env, ...concurrencyEnv, ...options.env });
    const { org, key } = await seedOrg(product, 'expert', ['--rpm', '100000000', '--rpd', '1000000000', '--monthly-audits', '100000']);
    const api = product;
    const project = async (name: string, count: number) => {
      const p = await api.admin('project', 'create', '--org', org.id, '--name', name, '--url', 'https://acme.example', '--brand', 'Acme', '--competitors', 'Globex,Initech');
      const texts = Array.from({ length: count }, (_, i) => `Which project management software should a team of ${i + 2} people choose?`);
      await api.admin('prompt', 'create', '--project', p.id, ...texts);
      // Its first site check (queued at creation) done, so that no audit waits for one.
      await until(`site check of ${name}`, async () => (await api.api(`/api/v1/projects/${p.id}`, { key })).body?.data?.project_snapshots);
      return p.id as string;
    };
    const runAudit = async (projectId: string, rows: number) => {
      const started = performance.now();
      const launched = await api.api(`/api/v1/projects/${projectId}/audits`, { key, body: {} });
      if (launched.status !== 201) throw new Error(`launch failed: ${launched.status} ${launched.text}`);
      const { auditId } = launched.body.data;
      const audit = await until('the audit to complete', async () => {
        const list = await api.api(`/api/v1/projects/${projectId}/audits`, { key });
        const found = list.body.data.find((a: { id: string }) => a.id === auditId);
        if (found.status === 'FAILED') throw new Error(`audit FAILED: ${JSON.stringify(found)}`);
        return found.status === 'COMPLETED' ? found : null;
      }, POLL_MS);
      const wallMs = performance.now() - started;
      const detail = (await api.api(`/api/v1/projects/${projectId}/audits/${auditId}`, { key })).body.data;
      if (detail.queries.length !== rows || detail.failures.length !== 0) {
        throw new Error(`expected ${rows} answered rows, got ${detail.queries.length} and ${detail.failures.length} failures`);
      }
      return { wallMs, serverMs: Date.parse(audit.completed_at) - Date.parse(audit.created_at) };
    };

    progress(`audit bench (${options.database}): warm-up`);
    await runAudit(await project('Warm-up', 10), 10 * ENGINES.length);
    const measured = await project('Bench', prompts);
    const wallMs: number[] = [];
    const serverMs: number[] = [];
    for (let run = 0; run < runs; run++) {
      progress(`audit bench (${options.database}): run ${run + 1}/${runs}`);
      const r = await runAudit(measured, prompts * ENGINES.length);
      wallMs.push(Math.round(r.wallMs));
      serverMs.push(r.serverMs);
    }
    const medianWallMs = median(wallMs);
    return {
      name: `audit ${prompts} prompts × ${ENGINES.length} engines, fakes at ${latencyMs} ms (${options.database})`,
      database: options.database,
      prompts,
      engines: ENGINES.length,
      latencyMs,
      concurrency,
      idealMs,
      wallMs,
      serverMs,
      medianWallMs,
      ratio: medianWallMs / idealMs,
      target: 1.25,
    };
  } finally {
    await product?.dispose();
    await fakes.close();
    if (savedUrl !== undefined) process.env.DATABASE_URL = savedUrl;
  }
}

async function until<T>(what: string, fn: () => Promise<T | null | undefined | false>, intervalMs = 50, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(intervalMs);
  }
}

/**
 * The floor under the audit figure on this machine: the same calls (prompts × 4 engines, same
 * concurrency, same fakes) through the engine caller alone, in this process: no product, no
 * analysis, only the providers' shared budgets on the database (DATABASE_URL). What the audit
 * takes beyond this is the product's own overhead.
 */
export async function benchCallerAlone(options: Pick<AuditBenchOptions, 'prompts' | 'latencyMs' | 'concurrency' | 'runs'> = {}) {
  const prompts = options.prompts ?? 100;
  const latencyMs = options.latencyMs ?? 200;
  const runs = options.runs ?? 3;
  const fakes = await startFakeProviders({ latencyMs });
  const db = await openDatabase();
  const concurrencyEnv = options.concurrency
    ? Object.fromEntries(ENGINES.map((name) => [`ENGINE_CONCURRENCY_${name.toUpperCase()}`, String(options.concurrency)]))
    : {};
  const env = { ...process.env, ...fakes.env, ...concurrencyEnv };
  const limits = concurrencyLimits({ env });
  const idealMs = Math.max(...ENGINES.map((name) => Math.ceil(prompts / limits[name]))) * latencyMs;
  try {
    const wallMs: number[] = [];
    for (let run = 0; run <= runs; run++) {
      await db.sql`DELETE FROM provider_state`; // every run starts from the configured limits
      const caller = createEngineCaller({ sql: db.sql, holder: 'bench', env, listen: false });
      const started = performance.now();
      await Promise.all(
        ENGINES.flatMap((name) =>
          Array.from({ length: prompts }, (_, i) =>
            caller.ask(engineByName(name, env)!, { prompt: `Which tool for a team of ${i + 2}? (run ${run})`, region: 'fr', model: 'bench' }),
          ),
        ),
      );
      if (run > 0) wallMs.push(Math.round(performance.now() - started)); // run 0 warms up
      await caller.close();
    }
    const medianWallMs = median(wallMs);
    return { name: `engine caller alone, same ${prompts * ENGINES.length} calls (no product)`, idealMs, wallMs, medianWallMs, ratio: medianWallMs / idealMs };
  } finally {
    await fakes.close();
    await db.close();
  }
}

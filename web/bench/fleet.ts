// Provider traffic across a fleet (docs/operations/provider-traffic.md): three audits of 40 prompts on the
// OpenAI fake, which answers 429 to any call beyond N in flight and takes 200 ms per answer,
// run by the product's own worker alone, then by three `npm run worker` processes
// (RUN_WORKER=false) on the same PostgreSQL. The ideal is ceil(calls / N) × 200 ms: the shared
// budget keeps the fleet at N calls in flight, and adding workers must not make it slower. A
// last run configures twice the provider's real limit: the 429s then teach the fleet its limit
// (the shared concurrency halves on a 429 and creeps back up: AIMD).
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { startFakeOpenAI } from '../test/fakes';
import { FAKE_API_KEY } from '../test/fakes/server';
import { seedOrg, startProduct, startWorkerProcess } from '../test/harness';

const LIMIT = 4;
const LATENCY_MS = 200;
const AUDITS = 3;
const PROMPTS = 40;

export interface FleetBenchResult {
  workers: number;
  configured: number;
  idealMs: number;
  wallMs: number;
  ratio: number;
  maxInFlight: number;
  rateLimited: number;
  target: number;
}

export async function benchFleet(workers: 1 | 3, progress: (msg: string) => void, configured = LIMIT): Promise<FleetBenchResult> {
  const fake = await startFakeOpenAI({ latencyMs: LATENCY_MS, faults: { concurrencyLimit: { max: LIMIT, retryAfterSeconds: 1 } } });
  const env = { OPENAI_API_KEY: FAKE_API_KEY, OPENAI_BASE_URL: fake.url, ENGINE_CONCURRENCY_OPENAI: String(configured), WORKER_AUDITS: String(AUDITS) };
  const product = await startProduct({ ...env, RUN_WORKER: workers === 1 ? 'true' : 'false' });
  const processes = workers === 3 ? [0, 1, 2].map(() => startWorkerProcess({ ...product.env, WORKER_AUDITS: '1' })) : [];
  try {
    await Promise.all(processes.map((p) => p.started));
    const { org, key } = await seedOrg(product, 'expert', ['--rpm', '100000000', '--rpd', '1000000000']);
    const projects: string[] = [];
    for (let i = 0; i < AUDITS; i++) {
      const p = await product.admin('project', 'create', '--org', org.id, '--name', `Fleet ${i}`, '--url', 'https://acme.example', '--brand', 'Acme', '--engines', 'openai');
      await product.admin('prompt', 'create', '--project', p.id, ...Array.from({ length: PROMPTS }, (_, j) => `Which tool for a team of ${j + 2}? (${i})`));
      projects.push(p.id);
      // its first site check done, so that no audit waits for one
      while (!(await product.api(`/api/v1/projects/${p.id}`, { key })).body?.data?.project_snapshots) await sleep(50);
    }
    progress(`fleet bench: ${workers} worker(s), ENGINE_CONCURRENCY_OPENAI=${configured}`);
    const started = performance.now();
    const audits = await Promise.all(projects.map(async (id) => ({ id, auditId: (await product.api(`/api/v1/projects/${id}/audits`, { key, body: {} })).body.data.auditId as string })));
    for (const audit of audits) {
      for (;;) {
        const list = (await product.api(`/api/v1/projects/${audit.id}/audits?limit=1`, { key })).body.data;
        if (list[0].status === 'FAILED') throw new Error('fleet bench: an audit FAILED');
        if (list[0].status === 'COMPLETED') break;
        await sleep(20);
      }
    }
    const wallMs = Math.round(performance.now() - started);
    const idealMs = Math.ceil((AUDITS * PROMPTS) / LIMIT) * LATENCY_MS;
    return { workers, configured, idealMs, wallMs, ratio: wallMs / idealMs, maxInFlight: fake.stats.maxInFlight, rateLimited: fake.stats.rateLimited, target: 1.15 };
  } finally {
    for (const p of processes) p.child.kill('SIGTERM');
    await Promise.all(processes.map((p) => p.exited));
    await product.dispose();
    await fake.close();
  }
}

// Provider traffic (docs/operations/provider-traffic.md): one budget per provider account, shared by every
// worker process on the database; a 429 pauses the provider for all of them; transient faults
// never lose an answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrg, startProduct, startWorkerProcess, type Product } from './harness';
import { TIME_SCALE, followAudit, launch, promptsFor, startFakes, waitFor, type Fakes, type RealEngine } from './worker-helpers';
import { postgresOnly } from './support/skips';

async function projectWith(product: Product, orgId: string, prompts: string[], engines: RealEngine[]) {
  const project = await product.admin(
    'project', 'create', '--org', orgId, '--name', 'Acme', '--url', 'https://acme.example', '--brand', 'Acme',
    '--competitors', 'Globex,Initech', '--engines', engines.join(','),
  );
  await product.admin('prompt', 'create', '--project', project.id, ...prompts);
  return project;
}

const THREE_WORKERS = 'PostgreSQL: three `npm run worker` processes against a provider that allows 4 calls at once';
describe.skipIf(postgresOnly(`web/test/provider-traffic.test.ts > ${THREE_WORKERS}`))(THREE_WORKERS, () => {
  const LIMIT = 4;
  let fakes: Fakes;
  let product: Product;
  const workers: ReturnType<typeof startWorkerProcess>[] = [];
  beforeAll(async () => {
    // The provider answers 429 to any call beyond 4 in flight, like a shared account's limit.
    fakes = await startFakes({ openai: { latencyMs: 150, faults: { concurrencyLimit: { max: LIMIT, retryAfterSeconds: 1 } } } });
    product = await startProduct({
      ...fakes.env,
      RUN_WORKER: 'false',
      ENGINE_CONCURRENCY_OPENAI: String(LIMIT),
      WORKER_LEASE_SECONDS: '2', // a worker's lease, and its provider slots'
    });
    for (let i = 0; i < 3; i++) workers.push(startWorkerProcess({ ...product.env, WORKER_AUDITS: '1' }));
    await Promise.all(workers.map((w) => w.started));
  });
  afterAll(async () => {
    for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
    await Promise.all(workers.map((w) => w.exited));
    await product?.dispose();
    await fakes?.close();
  });

  it('keeps the whole fleet within the limit: no 429, every row answered', async () => {
    // Three audits followed at once, each polled every 50 ms: above the plan's 120 requests a minute.
    const { org, key } = await seedOrg(product, 'expert', ['--rpm', '10000']);
    const audits = [];
    for (let i = 0; i < 3; i++) {
      const project = await projectWith(product, org.id, promptsFor(24, `fleet${i}`), ['openai']);
      audits.push({ project, ...(await launch(product, key, project.id)) });
    }
    const details = await Promise.all(audits.map((a) => followAudit(product, key, a.project.id, a.auditId, { timeoutMs: 60_000 })));
    for (const { detail } of details) {
      expect(detail.status).toBe('COMPLETED');
      expect(detail.failures).toEqual([]);
      expect(detail.queries).toHaveLength(24);
    }
    // The three audits ran on three workers at once, yet never more than 4 calls were in flight.
    const runners = await product.sql!`SELECT count(DISTINCT holder)::int AS n FROM provider_leases`;
    expect(runners[0].n).toBe(0); // every slot given back
    expect(fakes.providers.openai!.stats.maxInFlight).toBeLessThanOrEqual(LIMIT);
    expect(fakes.providers.openai!.stats.rateLimited).toBe(0);
    const status = product.cli('engines', 'status', '--json');
    expect(status.status, status.stderr).toBe(0);
    expect(JSON.parse(status.stdout)).toEqual([
      expect.objectContaining({ provider: 'openai', in_flight: 0, max_concurrency: LIMIT, paused_until: null, rate_limited: 0 }),
    ]);
  });

  it("releases a SIGKILLed worker's slots within their lease, and the audit completes", async () => {
    const { org, key } = await seedOrg(product, 'expert');
    const project = await projectWith(product, org.id, promptsFor(40, 'kill'), ['openai']);
    const { auditId } = await launch(product, key, project.id);
    // Kill the worker holding the audit while its calls are in flight.
    const owner = await waitFor('calls in flight', async () => {
      const [row] = await product.sql!`SELECT holder FROM provider_leases LIMIT 1`;
      return row?.holder as string | undefined;
    });
    const victim = workers.find((w) => w.logs().includes(owner))!;
    expect(victim).toBeDefined();
    victim.child.kill('SIGKILL');
    await victim.exited;
    const killedAt = Date.now();
    await waitFor('the dead worker\'s slots to lapse', async () => {
      const [row] = await product.sql!`SELECT count(*)::int AS n FROM provider_leases WHERE holder = ${owner} AND expires_at > now()`;
      return row.n === 0;
    }, 20_000);
    // WORKER_LEASE_SECONDS, plus a poll of the check above (slower on a loaded machine: TIME_SCALE).
    expect(Date.now() - killedAt).toBeLessThanOrEqual(2_000 + 500 * TIME_SCALE);
    const { detail } = await followAudit(product, key, project.id, auditId, { timeoutMs: 60_000 });
    expect(detail.status).toBe('COMPLETED');
    expect(detail.queries).toHaveLength(40);
    expect(fakes.providers.openai!.stats.maxInFlight).toBeLessThanOrEqual(LIMIT);
  });
});

describe('transient faults never lose an answer', () => {
  let fakes: Fakes;
  let product: Product;
  const faults = { errorRate: 0.125, rateLimitRate: 0.125 }; // 25 % of calls: 503/500 or 429
  beforeAll(async () => {
    fakes = await startFakes({
      openai: { faults, seed: 21 },
      perplexity: { faults, seed: 22 },
      gemini: { faults, seed: 23 },
      anthropic: { faults, seed: 24 },
    });
    product = await startProduct({ ...fakes.env, ENGINE_BACKOFF_BASE_MS: '5', ENGINE_BACKOFF_MAX_MS: '200' });
  });
  afterAll(async () => {
    await product?.dispose();
    await fakes?.close();
  });

  it('answers every row of 400-call audits through 25 % 429/503 faults, run after run', async () => {
    // Ten audits followed closely: more reads than an Expert plan's 120 a minute.
    const { org, key } = await seedOrg(product, 'expert', ['--rpm', '100000', '--rpd', '10000000']);
    const project = await projectWith(product, org.id, promptsFor(100, 'storm'), ['openai', 'perplexity', 'gemini', 'anthropic']);
    const RUNS = Number(process.env.FAULT_RUNS ?? 10);
    for (let run = 0; run < RUNS; run++) {
      const { auditId } = await launch(product, key, project.id);
      const { detail } = await followAudit(product, key, project.id, auditId, { timeoutMs: 120_000, intervalMs: 200 });
      expect(detail.failures, `run ${run}`).toEqual([]);
      expect(detail.queries).toHaveLength(400);
    }
    const faulted = Object.values(fakes.providers).reduce((n, p) => n + p!.stats.rateLimited, 0);
    expect(faulted).toBeGreaterThan(RUNS * 400 * 0.08); // the faults did happen
    // 4,000 calls and their retries: about 30 s alone on PostgreSQL, past a minute on the embedded
    // database with two other test files running.
  }, 240_000);
});

// The two-minute outage with the default budget and backoff is lived through on a virtual clock
// (web/server/engines/call.test.ts); here the product itself, its worker and the fake provider, through an
// outage of 10 s with the backoff scaled down alike: the same dozen retries, a twelfth of the wait.
describe('a provider down through a dozen retries', () => {
  let fakes: Fakes;
  let product: Product;
  const OUTAGE_MS = Number(process.env.OUTAGE_MS ?? 10_000);
  // Down from the launch on (the fake reads this object on each call): a slow start of the
  // product must not eat into the outage.
  const outage = { downUntil: Infinity };
  beforeAll(async () => {
    fakes = await startFakes({ gemini: { faults: outage } });
    product = await startProduct({ ...fakes.env, ENGINE_BACKOFF_BASE_MS: '40', ENGINE_BACKOFF_MAX_MS: '2500' });
  });
  afterAll(async () => {
    await product?.dispose();
    await fakes?.close();
  });

  it('answers every row once it is back', async () => {
    const { org, key } = await seedOrg(product, 'expert');
    const project = await projectWith(product, org.id, promptsFor(6, 'outage'), ['gemini']);
    outage.downUntil = Date.now() + OUTAGE_MS;
    const { auditId } = await launch(product, key, project.id);
    const { detail } = await followAudit(product, key, project.id, auditId, { timeoutMs: OUTAGE_MS + 60_000, intervalMs: 500 });
    expect(detail.status).toBe('COMPLETED');
    expect(detail.failures).toEqual([]);
    expect(detail.queries).toHaveLength(6);
    expect(fakes.providers.gemini!.requests.length).toBeGreaterThan(12); // it was retried through the outage
  }, OUTAGE_MS + 90_000);
});

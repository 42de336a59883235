// A worker that dies mid-audit leaves its finished rows finished: whoever takes the audit
// next (after the lease lapsed, or at once when it was released) asks only what is still
// pending. SIGKILL: the audit is resumed with no duplicate row, and no finished row asked
// again. SIGTERM: the process releases its in-flight work and exits 0 within 8 s.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrg, startProduct, startWorkerProcess, type Product } from './harness';
import { TIME_SCALE, auditDetail, expectAnswerKey, followAudit, launch, promptsFor, requestsPerPrompt, startFakes, waitFor, type Fakes, type RealEngine } from './worker-helpers';
import { postgresOnly } from './support/skips';

const ENGINES: RealEngine[] = ['openai', 'anthropic'];
const CONCURRENCY = 2;
/** A slow engine: 300 ms an answer, 2 at a time, so that an audit of 32 rows lasts ~2.5 s. */
/**
 * A short lease, so that a killed worker's audit is taken over within seconds; renewed every
 * third of it. 2 s, and twice that on a busy machine (TIME_SCALE): under CI's load a live worker
 * once missed its renewals for 2 s, its audit was taken over while it still ran, and six rows were
 * asked twice.
 */
const LEASE_SECONDS = String(2 * TIME_SCALE);
const SLOW = { ENGINE_CONCURRENCY_OPENAI: String(CONCURRENCY), ENGINE_CONCURRENCY_ANTHROPIC: String(CONCURRENCY) };

async function projectWith(product: Product, orgId: string, prompts: string[]) {
  const project = await product.admin(
    'project', 'create', '--org', orgId, '--name', 'Acme', '--url', 'https://acme.example', '--brand', 'Acme',
    '--competitors', 'Globex,Initech', '--engines', ENGINES.join(','),
  );
  await product.admin('prompt', 'create', '--project', project.id, ...prompts);
  return project;
}

/**
 * The audit after its run was cut: every row answered once, and what the fakes were asked
 * shows no row finished before the cut asked again; only rows in flight at the cut (at most
 * the engine's concurrency, per worker cut) may have been asked twice.
 */
function expectResumedWithoutDuplicates(detail: any, fakes: Fakes, prompts: string[], answeredBeforeCut: Set<string>, cuts = 1) {
  expect(detail.status).toBe('COMPLETED');
  expect(detail.failures).toEqual([]);
  expect(detail.queries).toHaveLength(prompts.length * ENGINES.length);
  const pairs = detail.queries.map((q: any) => `${q.provider}|${q.prompt}`);
  expect(new Set(pairs).size).toBe(pairs.length);
  // promptsFor(16): prompts 1, 4, 7, 10, 13 and 16 name Acme: 6 of 16 answers per engine cite it,
  // round(100 × 6 / 16) = round(37.5) = 38 for each engine and for the audit.
  expect(prompts).toHaveLength(16);
  expectAnswerKey(detail, { engines: Object.fromEntries(ENGINES.map((e) => [e, { answers: 16, cited: 6, score: 38 }])), score: 38, citationRate: 38 });
  for (const engine of ENGINES) {
    const counts = requestsPerPrompt(fakes.providers[engine]!.requests, prompts);
    let twice = 0;
    for (const [prompt, n] of counts) {
      if (answeredBeforeCut.has(`${engine}|${prompt}`)) expect(n, `${engine} asked a finished row again: ${prompt}`).toBe(1);
      else expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(1 + cuts);
      if (n > 1) twice++;
    }
    expect(twice).toBeLessThanOrEqual(CONCURRENCY * cuts);
  }
}

/** A fresh organisation and project, the fakes' request logs emptied, an audit launched and followed until a few rows are answered. */
async function launchAndWaitForSomeRows(product: Product, fakes: Fakes, prompts: string[]) {
  // Polled every 25 ms below, then followed: past the plan's 120 requests a minute, whose 429
  // would make the test wait out its Retry-After.
  const { org, key } = await seedOrg(product, 'expert', ['--rpm', '10000']);
  const project = await projectWith(product, org.id, prompts);
  fakes.providers.openai!.requests.length = 0;
  fakes.providers.anthropic!.requests.length = 0;
  const { auditId } = await launch(product, key, project.id);
  const before = await waitFor('a few rows answered', async () => {
    const d = await auditDetail(product, key, project.id, auditId);
    return d.queries.length >= 6 ? d : null;
  }, 30_000, 25);
  return { key, project, auditId, before };
}

const answeredPairs = (detail: any) => new Set<string>(detail.queries.map((q: any) => `${q.provider}|${q.prompt}`));

describe(`the product (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}) killed or stopped mid-audit`, () => {
  let fakes: Fakes;
  let product: Product;
  beforeAll(async () => {
    // Slower answers on a slower machine (TIME_SCALE): the progress poll must see the audit rise.
    fakes = await startFakes({ openai: { latencyMs: 300 * TIME_SCALE }, anthropic: { latencyMs: 300 * TIME_SCALE } });
    product = await startProduct({ ...fakes.env, ...SLOW, WORKER_LEASE_SECONDS: LEASE_SECONDS });
  });
  afterAll(async () => {
    await product?.dispose();
    await fakes?.close();
  });

  it('runs an audit with progress rising 0→100, score 0 until the end, then duration and completedAt', async () => {
    const prompts = promptsFor(16, 'run');
    const { org, key } = await seedOrg(product, 'expert');
    const project = await projectWith(product, org.id, prompts);
    const { auditId } = await launch(product, key, project.id);
    const { detail, progress, statuses } = await followAudit(product, key, project.id, auditId);
    expect(detail.status).toBe('COMPLETED');
    expect(detail.queries).toHaveLength(32);
    // followAudit checked on every read: progress never went down, score 0, completedAt null.
    expect(progress[0]).toBeLessThan(25);
    expect(new Set(progress.filter((p) => p > 0 && p < 100)).size).toBeGreaterThanOrEqual(3); // seen rising
    expect(progress.at(-1)).toBe(100);
    expect(statuses).toContain('RUNNING');
    expect(detail.score).toBeGreaterThan(0);
    // 8 rounds of 300 ms (or more) per engine: at least 2.4 s, given in whole seconds.
    expect(Number.isInteger(detail.duration)).toBe(true);
    expect(detail.duration).toBeGreaterThanOrEqual(2);
    const elapsed = (Date.parse(detail.completedAt) - Date.parse(detail.createdAt)) / 1000;
    expect(detail.duration).toBeLessThanOrEqual(Math.round(elapsed) + 1);
    const [listed] = (await product.api(`/api/v1/projects/${project.id}/audits`, { key })).body.data;
    expect(listed).toMatchObject({ status: 'COMPLETED', duration: detail.duration, completed_at: detail.completedAt, score: detail.score });
  });

  it('resumes an audit after SIGKILL with no duplicate rows (the lease lapsed)', async () => {
    const prompts = promptsFor(16, 'kill');
    const { key, project, auditId, before } = await launchAndWaitForSomeRows(product, fakes, prompts);
    expect(before.status).toBe('RUNNING');
    expect(before.queries.length).toBeLessThan(prompts.length * ENGINES.length);
    expect(await product.stop('SIGKILL')).toBeNull();
    // What the database kept is at least what was read before the kill.
    const kept = answeredPairs(before);

    await product.restart();
    const after = await auditDetail(product, key, project.id, auditId);
    expect(after.currentProgress).toBeGreaterThanOrEqual(before.currentProgress);
    for (const pair of kept) expect(answeredPairs(after).has(pair)).toBe(true);
    const { detail, progress } = await followAudit(product, key, project.id, auditId);
    expect([before.currentProgress, after.currentProgress, ...progress]).toEqual([before.currentProgress, after.currentProgress, ...progress].sort((a, b) => a - b));
    expectResumedWithoutDuplicates(detail, fakes, prompts, kept);
    expect(detail.currentProgress).toBe(100);
  });

  it('exits 0 within 8 s of SIGTERM mid-audit, releasing the audit, which completes after a restart', async () => {
    // A lease far longer than the test: the audit can only resume this fast if it was released.
    product.env.WORKER_LEASE_SECONDS = '120';
    await product.restart();
    const prompts = promptsFor(16, 'term');
    const { key, project, auditId, before } = await launchAndWaitForSomeRows(product, fakes, prompts);
    const kept = answeredPairs(before);

    const started = Date.now();
    const code = await product.stop('SIGTERM');
    const stoppedMs = Date.now() - started;
    expect(code).toBe(0);
    // The shutdown waits for answers in flight (a few hundred ms here), never for a lease: 8 s is the margin.
    expect(stoppedMs).toBeLessThan(8_000 * TIME_SCALE);
    expect(product.logs()).toContain('"msg":"shutting down","signal":"SIGTERM"');

    await product.restart();
    const resumedAt = Date.now();
    const { detail } = await followAudit(product, key, project.id, auditId);
    // Well within the 120-s lease: it was given back, not left to lapse.
    expect(Date.now() - resumedAt).toBeLessThan(60_000 * TIME_SCALE);
    expectResumedWithoutDuplicates(detail, fakes, prompts, kept);
  });
});

const TWO_WORKERS = 'PostgreSQL: two `npm run worker` processes, one SIGKILLed';
describe.skipIf(postgresOnly(`web/test/worker-run.test.ts > ${TWO_WORKERS}`))(TWO_WORKERS, () => {
  let fakes: Fakes;
  let product: Product;
  const workers: { child: ChildProcess; exited: Promise<number | null> }[] = [];
  beforeAll(async () => {
    fakes = await startFakes({ openai: { latencyMs: 300 }, anthropic: { latencyMs: 300 } });
    product = await startProduct({ ...fakes.env, ...SLOW, RUN_WORKER: 'false', WORKER_LEASE_SECONDS: LEASE_SECONDS });
  });
  afterAll(async () => {
    for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
    await Promise.all(workers.map((w) => w.exited));
    await product?.dispose();
    await fakes?.close();
  });

  it('wakes a separate worker at once when an audit is launched (NOTIFY), and stops it with SIGTERM', async () => {
    // Polling once a minute: only the announcement can start the audit within seconds.
    const worker = startWorkerProcess({ ...product.env, WORKER_POLL_MS: '60000' });
    workers.push(worker);
    await worker.started;
    const prompts = promptsFor(2, 'notify');
    const { org, key } = await seedOrg(product, 'expert');
    const project = await projectWith(product, org.id, prompts);
    const { auditId } = await launch(product, key, project.id);
    const { detail } = await followAudit(product, key, project.id, auditId, { timeoutMs: 20_000 });
    expect(detail.status).toBe('COMPLETED');
    const [audit] = await product.sql!`SELECT extract(epoch FROM started_at - created_at) AS wait FROM audits WHERE id = ${auditId}`;
    expect(Number(audit.wait)).toBeLessThan(5 * TIME_SCALE);
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  });

  it('lets the other worker resume the audit with no duplicate rows', async () => {
    const a = startWorkerProcess(product.env);
    const b = startWorkerProcess(product.env);
    workers.push(a, b);
    const ids = await Promise.all([a.started, b.started]);
    const prompts = promptsFor(16, 'pg');
    const { key, project, auditId, before } = await launchAndWaitForSomeRows(product, fakes, prompts);
    const [{ locked_by: owner }] = await product.sql!`SELECT locked_by FROM jobs WHERE job_key = ${`audit:${auditId}`}`;
    const victim = owner === ids[0] ? a : b;
    const survivor = victim === a ? b : a;
    expect([ids[0], ids[1]]).toContain(owner);
    victim.child.kill('SIGKILL');
    await victim.exited;
    const [cut] = await product.sql!`SELECT count(*)::int AS n FROM audit_queries WHERE audit_id = ${auditId} AND state = 'answered'`;
    const kept = answeredPairs(before);
    expect(cut.n).toBeGreaterThanOrEqual(kept.size);

    const { detail } = await followAudit(product, key, project.id, auditId);
    expectResumedWithoutDuplicates(detail, fakes, prompts, kept);
    // The job is deleted just after the audit completes (its suggestions are regenerated in between).
    await waitFor('the audit job to be done with', async () => (await product.sql!`SELECT 1 FROM jobs WHERE job_key = ${`audit:${auditId}`}`).length === 0, 20_000, 50);
    const stored = await product.sql!`SELECT attempts FROM audit_queries WHERE audit_id = ${auditId}`;
    expect(stored.every((r) => r.attempts === 1)).toBe(true);

    survivor.child.kill('SIGTERM');
    expect(await survivor.exited).toBe(0);
  });
});

// Failure paths on the real product, each with the code it covers named: an audit whose queue
// job dies (docs/architecture.md, "Queue": out of attempts, or its worker killed during the last
// one), the benchmark route off by default, and the health checks (docs/operations/metrics.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restartWithDatabaseChange, seedOrg, seedProject, startProduct, type Product } from './harness';
import { auditDetail, launch, waitFor } from './worker-helpers';

let product: Product;

beforeAll(async () => {
  // Answers that take a minute keep the audit RUNNING until the worker is killed; a 2 s lease
  // lapses soon after; housekeeping every 200 ms fails the audit as soon as its job is dead.
  product = await startProduct({ SIMULATED_LATENCY_MS: '60000', WORKER_LEASE_SECONDS: '2', WORKER_HOUSEKEEPING_MS: '200' });
  // One attempt per audit job instead of ten: the first kill during a run is its last attempt.
  await restartWithDatabaseChange(product, (sql) => sql`UPDATE job_kinds SET max_attempts = 1 WHERE kind = 'audit'`);
});
afterAll(() => product?.dispose());

describe('the benchmark route /api/bench/memory', () => {
  it('does not exist without GEO_AUDIT_BENCH (docs/architecture.md): 404 to GET and PUT, nothing kept', async () => {
    expect(product.env.GEO_AUDIT_BENCH).toBeUndefined();
    const put = await product.api('/api/bench/memory', { method: 'PUT', rawBody: 'x'.repeat(1000) });
    expect([put.status, put.body.error.code]).toEqual([404, 'not_found']);
    const get = await product.api('/api/bench/memory');
    expect([get.status, get.body.error.code]).toEqual([404, 'not_found']);
    expect(get.text).not.toContain('x'.repeat(1000));
  });
});

describe('health', () => {
  it('answers /api/health, /api/health/live and /api/health/ready with their bodies, never cached', async () => {
    for (const [path, body] of [['/api/health', { status: 'ok' }], ['/api/health/live', { status: 'ok' }], ['/api/health/ready', { status: 'ready' }]] as const) {
      const res = await product.api(path);
      expect([res.status, res.body], path).toEqual([200, body]);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    // The checks read; anything else is refused, in the error shape.
    const posted = await product.api('/api/health/ready', { method: 'POST', body: {} });
    expect([posted.status, posted.body.error.code, posted.headers.get('allow')]).toEqual([405, 'method_not_allowed', 'GET, HEAD']);
  });
});

describe('an audit whose queue job dies', () => {
  it('is FAILED by the worker (audits/lifecycle.ts failStuckAudits), its quota given back, the death logged with its cause', async () => {
    const { org, key } = await seedOrg(product, 'expert');
    const project = await seedProject(product, org.id, ['best project management tool']);
    const { auditId, jobId } = await launch(product, key, project.id);
    await waitFor('the audit to run', async () => (await auditDetail(product, key, project.id, auditId)).status === 'RUNNING');
    expect((await product.admin('org', 'show', '--id', org.id)).limits.monthlyAuditsUsed).toBe(1);

    // The worker dies during the job's only attempt; the product comes back, its lease lapses.
    await product.stop('SIGKILL');
    await product.restart();

    const detail = await waitFor('the audit to fail', async () => {
      const d = await auditDetail(product, key, project.id, auditId);
      return d.status !== 'RUNNING' && d;
    }, 30_000);
    expect(detail).toMatchObject({ status: 'FAILED', score: 0, queries: [] });
    expect(detail.failures.map((f: any) => f.error)).toEqual(['The audit could not be run: its worker failed on it too many times.']);
    // Nothing was answered: the launch's unit of quota is given back.
    expect((await product.admin('org', 'show', '--id', org.id)).limits.monthlyAuditsUsed).toBe(0);
    // The worker logs why the job died; the job goes with its FAILED audit (nothing left to retry).
    expect(product.logs()).toContain(`"msg":"audit job died","auditId":"${auditId}","lastError":"its worker stopped or was killed during the last attempt"`);
    expect((await product.admin('job', 'list', '--kind', 'audit')).map((job: any) => job.id)).not.toContain(jobId);
  }, 180_000); // a product restart (about 20 s on a busy machine) inside the test
});

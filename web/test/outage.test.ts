// A database outage on the real product (docs/operations/outages.md): a PostgreSQL server of the
// test's own is stopped for 15 seconds in the middle of an audit. Meanwhile every API and
// dashboard request is answered 503 service_unavailable with Retry-After, at once; the worker
// pauses, resumes by itself once the server is back, and the audit completes with every row
// answered once: none lost, none duplicated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerWithProject, type DashboardClient } from './dashboard-client';
import { startProduct, type Product } from './harness';
import { postgresUnavailable, startPostgresServer, type PostgresServer } from './support/postgres-server';
import { skippedBecause } from './support/skips';
import { launch, promptsFor, waitFor } from './worker-helpers';

const OUTAGE_MS = 15_000;
const PROMPTS = 24;
const unavailable = postgresUnavailable();
// Fails in CI, where the database outage must be tested; elsewhere, says why it is left out.
if (unavailable && process.env.CI === 'true') throw new Error(`the outage test needs pg_ctl: ${unavailable}`);

describe.skipIf(skippedBecause('web/test/outage.test.ts', unavailable))('PostgreSQL stopped for 15 s mid-audit', () => {
  let server: PostgresServer;
  let product: Product;
  let owner: DashboardClient;
  let key: string;
  let projectId: string;
  const prompts = promptsFor(PROMPTS, 'outage');

  beforeAll(async () => {
    server = await startPostgresServer();
    // The harness makes a fresh database on the server of DATABASE_URL: ours, for this product.
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = server.url;
    try {
      // Slow answers, two at a time: the audit takes about 15 s, so the outage lands in its middle.
      product = await startProduct({ SIMULATED_LATENCY_MS: '1200', ENGINE_CONCURRENCY_SIMULATED: '2', DATABASE_CONNECT_TIMEOUT_MS: '2000' });
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
    }
    ({ owner, key, projectId } = await ownerWithProject(product.baseUrl, prompts));
  });
  afterAll(async () => {
    await product?.dispose().catch(() => {});
    server?.destroy();
  });

  /** A request that must be answered within a few seconds (it throws past 5). */
  const quick = (path: string, headers: Record<string, string> = {}) =>
    fetch(product.baseUrl + path, { headers, signal: AbortSignal.timeout(5_000) }).catch((err) => {
      throw new Error(`GET ${path} got no answer within 5 s: ${err}\n${product.logs().slice(-3000)}`);
    });

  it('answers 503 with Retry-After while it is down, and completes the audit with no row lost or duplicated', async () => {
    const auth = { Authorization: `Bearer ${key}` };
    const { auditId } = await launch(product, key, projectId);
    const detailPath = `/api/v1/projects/${projectId}/audits/${auditId}`;
    await waitFor('some answers', async () => (await (await quick(detailPath, auth)).json()).data.currentProgress >= 10, 60_000, 200);

    server.stop();
    const stoppedAt = Date.now();
    const seen: number[] = [];
    while (Date.now() - stoppedAt < OUTAGE_MS) {
      for (const [path, headers] of [
        [detailPath, auth],
        ['/api/v1/projects', auth],
        ['/api/app/session', { Cookie: owner.cookie! }],
        [`/api/app/projects/${projectId}`, { Cookie: owner.cookie! }],
      ] as const) {
        const res = await quick(path, headers);
        seen.push(res.status);
        expect(res.status, path).toBe(503);
        expect(res.headers.get('retry-after'), path).toBe('5');
        expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
        const body = await res.json();
        expect(body.error).toMatchObject({ code: 'service_unavailable', doc_url: `${product.baseUrl}/docs/api#error-service_unavailable` });
      }
      const page = await quick(`/projects/${projectId}`, { Cookie: owner.cookie!, Accept: 'text/html' });
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('5');
      expect(await page.text()).toContain('briefly unavailable');
      expect((await quick('/api/health/ready')).status).toBe(503);
      expect((await quick('/api/health/live')).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    expect(seen.length).toBeGreaterThan(20);
    server.start();

    const done = await waitFor('the audit to complete', async () => {
      const res = await quick(detailPath, auth);
      if (res.status !== 200) return null;
      const { data } = await res.json();
      return data.status === 'COMPLETED' || data.status === 'FAILED' ? data : null;
    }, 120_000, 500);
    expect(done.status).toBe('COMPLETED');
    expect(done.failures).toEqual([]);
    expect(done.queries).toHaveLength(PROMPTS);
    expect(new Set(done.queries.map((q: any) => q.prompt))).toEqual(new Set(prompts));
    expect(new Set(done.queries.map((q: any) => q.id)).size).toBe(PROMPTS);

    const sql = product.sql!;
    const rows = await sql`SELECT state, count(*)::int AS n FROM audit_queries WHERE audit_id = ${auditId} GROUP BY state`;
    expect(rows).toEqual([{ state: 'answered', n: PROMPTS }]);
    const twice = await sql`SELECT query_id, ordinal FROM citations WHERE audit_id = ${auditId} GROUP BY 1, 2 HAVING count(*) > 1`;
    expect(twice).toEqual([]);
    // The worker drops the audit's job just after the audit completes (its own statement): no job left.
    await waitFor('the audit job to be done with', async () => (await sql`SELECT 1 FROM jobs WHERE job_key = ${`audit:${auditId}`}`).length === 0, 10_000, 100);
    expect((await quick('/api/health/ready')).status).toBe(200);
    expect(product.logs()).toContain('"msg":"database unavailable: requests get 503 and workers wait until it answers"');
    expect(product.logs()).toContain('"msg":"database available again"');
  }, 300_000);
});

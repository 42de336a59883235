// Running it in production, over real HTTP on the real product: the cache rule of a COMPLETED audit
// (ETag, 304), /metrics and its protection, the health checks, doc_url on error bodies, and
// request logs with their request id and nothing secret.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerWithProject, type DashboardClient } from './dashboard-client';
import { startProduct, type Product } from './harness';
import { call } from './openapi-check';
import { launch, waitFor } from './worker-helpers';

let product: Product;
let owner: DashboardClient;
let key: string;
let projectId: string;
let auditId: string;

beforeAll(async () => {
  product = await startProduct({ SIMULATED_LATENCY_MS: '20', LOG_LEVEL: 'debug' });
  ({ owner, key, projectId } = await ownerWithProject(product.baseUrl, ['Is Acme a good project tool?', 'best project management tool', 'Acme or Globex for a small team?']));
  auditId = (await launch(product, key, projectId)).auditId;
  await waitFor('the audit to complete', async () => (await call(product, `/api/v1/projects/${projectId}/audits/${auditId}`, { key })).body.data.status === 'COMPLETED');
});
afterAll(() => product?.dispose());

const detailPath = () => `/api/v1/projects/${projectId}/audits/${auditId}`;

describe('the cache rule of a COMPLETED audit detail', () => {
  it('may be kept 5 minutes, and is answered 304 with its headers and no body while its ETag matches', async () => {
    const first = await call(product, detailPath(), { key });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, max-age=300');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect((await call(product, detailPath(), { key })).headers.get('etag'), 'the same body, the same ETag').toBe(etag);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const revalidated = await product.api(detailPath(), { key, headers: { 'If-None-Match': ifNoneMatch } });
      expect(revalidated.status, ifNoneMatch).toBe(304);
      expect(revalidated.text).toBe('');
      expect(revalidated.headers.get('etag')).toBe(etag);
      expect(revalidated.headers.get('cache-control')).toBe('private, max-age=300');
      // The spec's rules hold on a 304 too (docs/api/caching.md).
      expect(revalidated.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(revalidated.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
      expect(revalidated.headers.get('x-ratelimit-limit')).toBe('120');
      expect(revalidated.headers.get('request-id')).toMatch(/^req_/);
    }
    const head = await product.api(detailPath(), { key, method: 'HEAD', headers: { 'If-None-Match': etag } });
    expect(head.status).toBe(304);
    const stale = await call(product, detailPath(), { key, headers: { 'If-None-Match': '"something-else"' } });
    expect(stale.status).toBe(200);
    expect(stale.body.data.id).toBe(auditId);
  });

  it('gets a new ETag when a reviewer corrects a row, so a client that caches sees it at the latest 5 minutes later', async () => {
    const before = await call(product, detailPath(), { key });
    const etag = before.headers.get('etag')!;
    const row = before.body.data.queries[0];
    const corrected = await owner.call(`/api/app/projects/${projectId}/audits/${auditId}/rows/${row.id}/correction`, { body: { cited: !row.cited } });
    expect(corrected.status, corrected.text).toBe(200);
    const after = await call(product, detailPath(), { key, headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(after.body.data.queries.find((q: any) => q.id === row.id).cited).toBe(!row.cited);
    // Undone: the body is what it was, and so is its ETag.
    await owner.call(`/api/app/projects/${projectId}/audits/${auditId}/rows/${row.id}/correction`, { body: { cited: row.cited, sentiment: row.sentiment } });
    expect((await call(product, detailPath(), { key })).headers.get('etag')).toBe(etag);
  });

  it('is revalidated every time by the dashboard, cheaply (304)', async () => {
    const path = `/api/app/projects/${projectId}/audits/${auditId}`;
    const first = await owner.call(path);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = await owner.call(path, { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });
});

describe('/metrics', () => {
  it('answers a loopback client in the Prometheus text format, with every documented metric', async () => {
    await call(product, '/api/v1/no-such-route', { key }); // a 404 of a route that does not exist
    const res = await fetch(`${product.baseUrl}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await res.text();
    for (const line of [
      /^geo_audit_http_requests_total\{route="\/api\/v1\/projects\/\[id\]\/audits\/\[auditId\]",method="GET",status="200"\} [1-9]\d*$/m,
      /^geo_audit_http_requests_total\{route="\/api\/v1\/projects\/\[id\]\/audits\/\[auditId\]",method="GET",status="304"\} [1-9]\d*$/m,
      /^geo_audit_http_requests_total\{route="\/api\/v1\/\[\.\.\.path\]",method="GET",status="404"\} [1-9]\d*$/m,
      /^geo_audit_http_request_duration_seconds_count\{route="\/api\/v1\/projects\/\[id\]\/audits",method="POST",status="201"\} 1$/m,
      /^geo_audit_http_request_duration_seconds_bucket\{.*le="\+Inf".*\} \d+$/m,
      /^geo_audit_jobs\{kind="audit",state="queued"\} 0$/m,
      /^geo_audit_jobs\{kind="snapshot",state="dead"\} \d+$/m,
      /^geo_audit_engine_calls_total\{engine="simulated",outcome="answered"\} ([3-9]|\d{2,})$/m,
      /^geo_audit_audits_total\{status="PENDING"\} 1$/m,
      /^geo_audit_audits_total\{status="RUNNING"\} 1$/m,
      /^geo_audit_audits_total\{status="COMPLETED"\} 1$/m,
      /^geo_audit_provider_slots_in_use\{engine="simulated"\} 0$/m,
      /^geo_audit_database_up 1$/m,
      /^process_cpu_user_seconds_total \d/m,
      /^nodejs_heap_size_used_bytes \d/m,
    ]) {
      expect(text).toMatch(line);
    }
    // Route patterns, never the raw paths: no id of a project or an audit in any label.
    expect(text).not.toContain(auditId);
    expect(text).not.toContain(projectId);
    expect(text).not.toContain('no-such-route');
  });

  it('does not exist for a request relayed by a proxy, and takes GET only', async () => {
    const relayed = await product.api('/metrics', { headers: { 'X-Forwarded-For': '203.0.113.7' } });
    expect(relayed.status).toBe(404);
    expect(relayed.body.error).toEqual({ code: 'not_found', message: 'No such endpoint.', doc_url: `${product.baseUrl}/docs/api#error-not_found` });
    const posted = await product.api('/metrics', { method: 'POST', body: {} });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
    expect(posted.body.error.code).toBe('method_not_allowed');
  });
});

describe('health', () => {
  it('says the process lives, and that it is ready (database within a second, migrations applied)', async () => {
    const live = await product.api('/api/health/live');
    expect([live.status, live.body]).toEqual([200, { status: 'ok' }]);
    expect(live.headers.get('cache-control')).toBe('no-store');
    const ready = await product.api('/api/health/ready');
    expect([ready.status, ready.body]).toEqual([200, { status: 'ready' }]);
    expect((await product.api('/api/health')).status).toBe(200);
  });
});

describe('error bodies and logs', () => {
  it('point each error at its anchor on the server\'s own /docs/api page', async () => {
    const missing = await call(product, `/api/v1/projects/${projectId}/audits/00000000-0000-4000-8000-000000000000`, { key });
    expect(missing.body.error).toMatchObject({ code: 'not_found', doc_url: `${product.baseUrl}/docs/api#error-not_found` });
    const page = await fetch(`${product.baseUrl}/docs/api`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('id="error-not_found"');
    expect(html).toContain('id="error-service_unavailable"');
  });

  it('log each request with the id it was answered with, and never its key or cookie', async () => {
    const res = await product.api('/api/v1/projects', { key, headers: { Cookie: 'ga_session=a-secret-cookie-value' } });
    const requestId = res.headers.get('request-id')!;
    const line = await waitFor('the request log line', async () =>
      product.logs().split('\n').find((l) => l.includes(`"requestId":"${requestId}"`)),
    );
    expect(JSON.parse(line)).toMatchObject({ level: 'debug', msg: 'request', requestId, method: 'GET', path: '/api/v1/projects', status: 200 });
    expect(product.logs()).not.toContain(key);
    expect(product.logs()).not.toContain('a-secret-cookie-value');
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let guarded: Product;
  const token = 'metrics-token-for-the-scraper-0123456789';
  beforeAll(async () => {
    guarded = await startProduct({ METRICS_TOKEN: token });
  });
  afterAll(() => guarded?.dispose());

  it('asks every client, loopback included, for the bearer token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Bearer ${token}x`, token]) {
      const res = await guarded.api('/metrics', { headers: authorization ? { Authorization: authorization } : {} });
      expect(res.status, authorization).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(res.body.error.code).toBe('unauthorized');
    }
    const res = await fetch(`${guarded.baseUrl}/metrics`, { headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': '203.0.113.7' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('geo_audit_http_requests_total');
  });
});

// The /api/v1 contract over real HTTP against the real product: authentication and plans,
// every endpoint's shape, tenant isolation, errors and headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrg, seedProject, startProduct, type Product } from './harness';
import { call as checkedCall } from './openapi-check';
import { embeddedOnly } from './support/skips';

let product: Product;
let expert: Awaited<ReturnType<typeof seedOrg>>;
let pro: Awaited<ReturnType<typeof seedOrg>>;
let free: Awaited<ReturnType<typeof seedOrg>>;
let other: Awaited<ReturnType<typeof seedOrg>>;
let project: { id: string };
let otherProject: { id: string };

beforeAll(async () => {
  // Audits stay PENDING here (slow simulated engine): these tests are about the contract.
  product = await startProduct({ SIMULATED_LATENCY_MS: '60000', LOG_LEVEL: 'debug' });
  [expert, pro, free, other] = await Promise.all([
    // this file sends a few hundred requests: the limits themselves are tested in audits.test.ts
    seedOrg(product, 'expert', ['--rpm', '100000']),
    seedOrg(product, 'pro'),
    seedOrg(product, 'free'),
    seedOrg(product, 'expert'),
  ]);
  project = await seedProject(product, expert.org.id);
  otherProject = await seedProject(product, other.org.id);
});
afterAll(() => product?.dispose());

const call = (path: string, init: Parameters<Product['api']>[1] = {}) => checkedCall(product, path, init);

function expectError(res: { status: number; body: any; headers: Headers }, status: number, code?: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.body.error.message).toEqual(expect.any(String));
  if (code) expect(res.body.error.code).toBe(code);
}

describe('authentication', () => {
  it('refuses a missing, malformed, unknown or revoked key with 401', async () => {
    expectError(await call('/api/v1/projects'), 401, 'unauthorized');
    expectError(await call('/api/v1/projects', { headers: { Authorization: 'Basic abc' } }), 401, 'unauthorized');
    expectError(await call('/api/v1/projects', { key: 'svc_live_short' }), 401, 'unauthorized');
    expectError(await call('/api/v1/projects', { key: 'svc_live_' + 'A'.repeat(40) }), 401, 'unauthorized');
    const spare = await product.admin('key', 'create', '--org', expert.org.id, '--name', 'spare');
    expect((await call('/api/v1/projects', { key: spare.key })).status).toBe(200);
    await product.admin('key', 'revoke', '--id', spare.id);
    const revoked = await call('/api/v1/projects', { key: spare.key });
    expectError(revoked, 401, 'unauthorized');
    expect(revoked.body.error.message).toMatch(/revoked/);
  });

  it('refuses a plan without API access with 403', async () => {
    expectError(await call('/api/v1/projects', { key: free.key }), 403, 'plan_without_api_access');
  });

  it('lets Pro read but not write', async () => {
    const proProject = await seedProject(product, pro.org.id);
    expect((await call('/api/v1/projects', { key: pro.key })).status).toBe(200);
    expectError(await call(`/api/v1/projects/${proProject.id}/audits`, { key: pro.key, body: {} }), 403, 'insufficient_scope');
    expectError(await call(`/api/v1/projects/${proProject.id}/keywords`, { key: pro.key, body: { keywords: ['x'] } }), 403, 'insufficient_scope');
  });

  it('gives a read-only Expert key read rights only', async () => {
    const ro = await product.admin('key', 'create', '--org', expert.org.id, '--scopes', 'read');
    expect(ro.scopes).toEqual(['read']);
    expect((await call(`/api/v1/projects/${project.id}`, { key: ro.key })).status).toBe(200);
    expectError(await call(`/api/v1/projects/${project.id}/keywords`, { key: ro.key, body: { keywords: ['x'] } }), 403, 'insufficient_scope');
  });

  it('applies a plan downgrade at once', async () => {
    const org = await seedOrg(product, 'expert');
    const p = await seedProject(product, org.org.id);
    await product.admin('org', 'update', '--id', org.org.id, '--plan', 'pro');
    expectError(await call(`/api/v1/projects/${p.id}/keywords`, { key: org.key, body: { keywords: ['x'] } }), 403, 'insufficient_scope');
    await product.admin('org', 'update', '--id', org.org.id, '--plan', 'free');
    expectError(await call('/api/v1/projects', { key: org.key }), 403, 'plan_without_api_access');
  });
});

describe('projects', () => {
  it('lists exactly the organisation\'s projects with the list fields', async () => {
    const res = await call('/api/v1/projects', { key: expert.key });
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: any) => p.id)).toEqual([project.id]);
    const [item] = res.body.data;
    expect(Object.keys(item).sort()).toEqual(['created_at', 'id', 'name', 'status', 'url']);
    expect(item).toMatchObject({ name: 'Acme', url: 'https://acme.example', status: 'READY' });
    expect(item.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
  });

  it('pages with limit and starting_after', async () => {
    const org = await seedOrg(product, 'expert');
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await seedProject(product, org.org.id, [])).id);
    const first = await call('/api/v1/projects?limit=2', { key: org.key });
    expect(first.body.data.map((p: any) => p.id)).toEqual(ids.slice(0, 2));
    expect(first.body.has_more).toBe(true);
    const second = await call(`/api/v1/projects?limit=2&starting_after=${ids[1]}`, { key: org.key });
    expect(second.body.data.map((p: any) => p.id)).toEqual(ids.slice(2));
    expect(second.body.has_more).toBe(false);
    expectError(await call(`/api/v1/projects?limit=2&starting_after=${otherProject.id}`, { key: org.key }), 400);
    expectError(await call('/api/v1/projects?limit=0', { key: org.key }), 400);
    expectError(await call('/api/v1/projects?limit=abc', { key: org.key }), 400);
  });

  it('shows a project with a null snapshot before the first check', async () => {
    const res = await call(`/api/v1/projects/${project.id}`, { key: expert.key });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: project.id, name: 'Acme', url: 'https://acme.example', status: 'READY', brand_name: 'Acme', competitors: ['Globex', 'Initech'] });
    expect(res.body.data).toHaveProperty('project_snapshots');
  });
});

describe('tenant isolation', () => {
  it('answers 404 for every endpoint of another organisation\'s project', async () => {
    const launched = await call(`/api/v1/projects/${otherProject.id}/audits`, { key: other.key, body: {} });
    expect(launched.status).toBe(201);
    const auditId = launched.body.data.auditId;
    const paths = [
      [`/api/v1/projects/${otherProject.id}`, 'GET'],
      [`/api/v1/projects/${otherProject.id}/audits`, 'GET'],
      [`/api/v1/projects/${otherProject.id}/audits`, 'POST'],
      [`/api/v1/projects/${otherProject.id}/audits/${auditId}`, 'GET'],
      [`/api/v1/projects/${project.id}/audits/${auditId}`, 'GET'],
      [`/api/v1/projects/${otherProject.id}/suggestions`, 'GET'],
      [`/api/v1/projects/${otherProject.id}/keywords`, 'GET'],
      [`/api/v1/projects/${otherProject.id}/keywords`, 'POST'],
    ];
    for (const [path, method] of paths) {
      const res = await call(path, { key: expert.key, method, body: method === 'POST' ? { keywords: ['k'] } : undefined });
      if (method === 'POST' && path.endsWith('/audits')) {
        const res2 = await call(path, { key: expert.key, body: {} });
        expectError(res2, 404, 'not_found');
        continue;
      }
      expectError(res, 404, 'not_found');
    }
    // and the owner still sees it all
    expect((await call(`/api/v1/projects/${otherProject.id}/audits/${auditId}`, { key: other.key })).status).toBe(200);
  });

  it('answers 404 for garbage ids on every endpoint', async () => {
    for (const id of ['nope', '1', "1'%20OR%20'1'%3D'1", '00000000-0000-0000-0000-000000000000', '%E2%98%83', 'x'.repeat(500), '..%2F..%2Fetc']) {
      for (const [path, method] of [
        [`/api/v1/projects/${id}`, 'GET'],
        [`/api/v1/projects/${id}/audits`, 'GET'],
        [`/api/v1/projects/${id}/audits`, 'POST'],
        [`/api/v1/projects/${project.id}/audits/${id}`, 'GET'],
        [`/api/v1/projects/${id}/audits/${id}`, 'GET'],
        [`/api/v1/projects/${id}/suggestions`, 'GET'],
        [`/api/v1/projects/${id}/keywords`, 'GET'],
        [`/api/v1/projects/${id}/keywords`, 'POST'],
      ]) {
        const res = await call(path, { key: expert.key, method, body: method === 'POST' ? { keywords: ['k'] } : undefined });
        expectError(res, 404, 'not_found');
      }
    }
  });
});

describe('HTTP behaviour', () => {
  it('answers unknown routes with a JSON 404 and wrong methods with 405 and Allow', async () => {
    expectError(await call('/api/v1/nope', { key: expert.key }), 404, 'not_found');
    expectError(await call('/api/v1/projects/x/y/z/w', { key: expert.key }), 404, 'not_found');
    const wrong = await call('/api/v1/projects', { key: expert.key, method: 'DELETE' });
    expectError(wrong, 405, 'method_not_allowed');
    expect(wrong.headers.get('allow')).toBe('GET, HEAD');
    const put = await call(`/api/v1/projects/${project.id}/audits`, { key: expert.key, method: 'PUT' });
    expect(put.headers.get('allow')).toBe('GET, POST, HEAD');
  });

  it('puts JSON content type, rate-limit headers and a request id on every response', async () => {
    const responses = await Promise.all([
      call('/api/v1/projects', { key: expert.key }),
      call('/api/v1/projects'),
      call('/api/v1/projects', { key: free.key }),
      call('/api/v1/nope', { key: expert.key }),
      call('/api/v1/projects', { key: expert.key, method: 'PATCH' }),
      call('/api/v1/openapi.json'),
    ]);
    for (const res of responses) {
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(Number(res.headers.get('x-ratelimit-limit'))).toBeGreaterThan(0);
      expect(res.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
      expect(Number(res.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000 - 1);
      expect(res.headers.get('request-id')).toMatch(/^req_/);
    }
  });

  it('names the field of a bad request', async () => {
    const p = `/api/v1/projects/${project.id}/keywords`;
    const badJson = await call(p, { key: expert.key, rawBody: '{"keywords": [', headers: { 'Content-Type': 'application/json' } });
    expectError(badJson, 400, 'invalid_json');
    const wrongType = await call(p, { key: expert.key, body: { keywords: 'seo' } });
    expectError(wrongType, 400, 'invalid_request');
    expect(wrongType.body.error.param).toBe('keywords');
    const wrongItem = await call(p, { key: expert.key, body: { keywords: ['ok', 42] } });
    expect(wrongItem.body.error.param).toBe('keywords.1');
    const unknown = await call(`/api/v1/projects/${project.id}/audits`, { key: expert.key, body: { modle: 'x' } });
    expectError(unknown, 400, 'unknown_parameter');
    expect(unknown.body.error.param).toBe('modle');
    const notObject = await call(`/api/v1/projects/${project.id}/audits`, { key: expert.key, body: [1, 2] });
    expectError(notObject, 400, 'invalid_request');
  });

  it('refuses bodies over the documented size with 413', async () => {
    const huge = JSON.stringify({ keywords: ['x'.repeat(70 * 1024)] });
    const res = await call(`/api/v1/projects/${project.id}/keywords`, { key: expert.key, rawBody: huge, headers: { 'Content-Type': 'application/json' } });
    expectError(res, 413, 'payload_too_large');
  });

  it('serves a valid OpenAPI 3.1 document without a key', async () => {
    const res = await product.api('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const { Validator } = await import('@seriousme/openapi-schema-validator');
    const validator = new Validator();
    const result = await validator.validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });
});

describe('operations', () => {
  it('never writes a key or an Authorization header to the logs', async () => {
    await call('/api/v1/projects', { key: expert.key });
    await call('/api/v1/projects', { key: 'svc_live_' + 'Z'.repeat(40) });
    const logs = product.logs();
    expect(logs).toContain('"msg":"request"');
    expect(logs).not.toContain(expert.key);
    expect(logs).not.toContain('Z'.repeat(40));
    expect(logs.toLowerCase()).not.toContain('bearer');
  });

  const PRIVATE_DIRECTORY = 'keeps the embedded database in a directory only its owner can read';
  it.skipIf(embeddedOnly(`web/test/api.test.ts > ${PRIVATE_DIRECTORY}`))(PRIVATE_DIRECTORY, async () => {
    const { statSync } = await import('node:fs');
    expect(statSync(product.env.DATA_DIR).mode & 0o777).toBe(0o700);
    expect(statSync(`${product.env.DATA_DIR}/admin.sock`).mode & 0o777).toBe(0o600);
  });
});

describe('keywords', () => {
  it('creates, deduplicates case-insensitively, and is idempotent', async () => {
    const p = `/api/v1/projects/${project.id}/keywords`;
    const created = await call(p, { key: expert.key, body: { keywords: ['CRM', 'crm', 'gestion de projet', '  logiciel  '] } });
    expect(created.status).toBe(201);
    expect(created.body.data.map((k: any) => k.keyword)).toEqual(['CRM', 'gestion de projet', 'logiciel']);
    expect(Object.keys(created.body.data[0]).sort()).toEqual(['created_at', 'id', 'keyword']);
    const again = await call(p, { key: expert.key, body: { keywords: ['crm', 'Logiciel'] } });
    expect(again.status).toBe(200);
    expect(again.body.data.map((k: any) => k.id).sort()).toEqual(
      created.body.data.filter((k: any) => k.keyword !== 'gestion de projet').map((k: any) => k.id).sort(),
    );
    const listed = await call(p, { key: expert.key });
    expect(listed.body.data).toHaveLength(3);
  });

  it('refuses empty, too many and control-character keywords', async () => {
    const p = `/api/v1/projects/${project.id}/keywords`;
    expectError(await call(p, { key: expert.key, body: { keywords: [] } }), 400);
    expectError(await call(p, { key: expert.key, body: { keywords: ['   '] } }), 400);
    expectError(await call(p, { key: expert.key, body: { keywords: ['a\u0000b'] } }), 400);
    expectError(await call(p, { key: expert.key, body: { keywords: Array.from({ length: 101 }, (_, i) => `k${i}`) } }), 400);
  });
});

describe('suggestions', () => {
  it('lists the project\'s suggestions with their documented fields', async () => {
    // The project's first site check runs in the background; its domain does not resolve.
    let res = await call(`/api/v1/projects/${project.id}/suggestions`, { key: expert.key });
    for (let i = 0; i < 50 && res.body.data.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      res = await call(`/api/v1/projects/${project.id}/suggestions`, { key: expert.key });
    }
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['created_at', 'detail', 'evidence', 'id', 'priority', 'simulated', 'status', 'title', 'type']);
    // A site check's suggestion comes from the site, not from simulated answers.
    expect(res.body.data[0]).toMatchObject({ type: 'site', priority: 'high', simulated: false, status: 'open', title: 'Your site could not be checked' });
    const detail = await call(`/api/v1/projects/${project.id}`, { key: expert.key });
    expect(detail.body.data.project_snapshots).toMatchObject({ pages: 0, structured_data_score: 0, meta_quality_score: 0, llms_txt: false });
  });
});

describe('bad input never breaks the server', () => {
  const unicode = '{"keywords":["\\ud83d\\ude80 🚀 Ünïcødé 日本語"]}';
  const fiftyOne = '{"keywords":' + JSON.stringify(Array.from({ length: 51 }, (_, i) => `k${i}`)) + '}';
  // Each hostile body and what each route answers: [status, error code, error param].
  // The audit's keywords are capped at 50 (LaunchAuditRequest); a project takes more.
  type Answer = [number, string | null, string | null];
  const hostile: [string, Answer, Answer][] = [
    ['{', [400, 'invalid_json', null], [400, 'invalid_json', null]],
    ['[]', [400, 'invalid_request', null], [400, 'invalid_request', null]],
    ['null', [400, 'invalid_request', null], [400, 'invalid_request', null]],
    ['"str"', [400, 'invalid_request', null], [400, 'invalid_request', null]],
    ['123', [400, 'invalid_request', null], [400, 'invalid_request', null]],
    ['{"keywords":null}', [400, 'invalid_request', 'keywords'], [400, 'invalid_request', 'keywords']],
    ['{"keywords":[null]}', [400, 'invalid_request', 'keywords.0'], [400, 'invalid_request', 'keywords.0']],
    ['{"keywords":[{"a":1}]}', [400, 'invalid_request', 'keywords.0'], [400, 'invalid_request', 'keywords.0']],
    ['{"region":"fr; DROP TABLE audits;--"}', [400, 'invalid_request', 'region'], [400, 'invalid_request', 'keywords']],
    ['{"model":"\' OR 1=1 --"}', [400, 'unknown_model', 'model'], [400, 'invalid_request', 'keywords']],
    [unicode, [201, null, null], [201, null, null]],
    ['{"region":123}', [400, 'invalid_request', 'region'], [400, 'invalid_request', 'keywords']],
    ['{"region":"FRA"}', [400, 'invalid_request', 'region'], [400, 'invalid_request', 'keywords']],
    ['{"keywords":["' + 'k'.repeat(201) + '"]}', [400, 'invalid_request', 'keywords.0'], [400, 'invalid_request', 'keywords.0']],
    ['\u0000\u0001', [400, 'invalid_json', null], [400, 'invalid_json', null]],
    ['{"__proto__":{"x":1}}', [400, 'unknown_parameter', '__proto__'], [400, 'invalid_request', 'keywords']],
    [fiftyOne, [400, 'invalid_request', 'keywords'], [201, null, null]],
  ];
  const answerOf = (res: { status: number; body: any }): Answer => [res.status, res.body?.error?.code ?? null, res.body?.error?.param ?? null];

  it.each(hostile)('POST audits with %s', async (raw, expected) => {
    const res = await call(`/api/v1/projects/${project.id}/audits`, { key: expert.key, rawBody: raw, headers: { 'Content-Type': 'application/json' } });
    expect(answerOf(res), res.text).toEqual(expected);
  });

  it.each(hostile)('POST keywords with %s', async (raw, _audits, expected) => {
    const res = await call(`/api/v1/projects/${project.id}/keywords`, { key: expert.key, rawBody: raw, headers: { 'Content-Type': 'application/json' } });
    expect(answerOf(res), res.text).toEqual(expected);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('still serves afterwards', async () => {
    expect((await call('/api/v1/projects', { key: expert.key })).status).toBe(200);
  });
});

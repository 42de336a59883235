// The dashboard API for API keys, audits launched from the dashboard, the report's context
// and the exports, over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@/server/csv/csv';
import { DashboardClient, uniqueEmail } from './dashboard-client';
import { startProduct, type Product } from './harness';

let product: Product;
let owner: DashboardClient;

beforeAll(async () => {
  product = await startProduct({ SIMULATED_LATENCY_MS: '20' });
  owner = new DashboardClient(product.baseUrl);
  await owner.signUp({ email: uniqueEmail('owner') }); // first sign-up: expert
});
afterAll(() => product?.dispose());

async function projectWithPrompts(client: DashboardClient, prompts: string[]) {
  const project = await client.call('/api/app/projects', {
    body: { name: 'Acme', url: 'https://acme.example', brand_name: 'Acme', competitors: ['Globex', 'Initech'] },
  });
  await client.call(`/api/app/projects/${project.body.data.id}/prompts`, { body: { prompts: prompts.map((text) => ({ text })) } });
  return project.body.data.id as string;
}

async function waitForEnd(client: DashboardClient, projectId: string, auditId: string) {
  const seen: number[] = [];
  for (let i = 0; i < 300; i++) {
    const { body } = await client.call(`/api/app/projects/${projectId}/audits/${auditId}/progress`);
    seen.push(body.data.currentProgress);
    if (body.data.status === 'COMPLETED' || body.data.status === 'FAILED') return { ...body.data, seen };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('audit did not finish');
}

describe('API keys', () => {
  it('creates a key shown once, lists it without the secret, and revokes it', async () => {
    const org = await owner.call('/api/app/org');
    expect(org.body.data.limits).toMatchObject({ plan: 'expert', scopes: ['read', 'write'], requestsPerMinute: 120, monthlyAudits: 500, monthlyAuditsUsed: 0 });
    const created = await owner.call('/api/app/keys', { body: { name: 'CI', scopes: ['read', 'write'] } });
    expect(created.status).toBe(201);
    const { key, id } = created.body.data;
    expect(key).toMatch(/^svc_live_[0-9A-Za-z]{40}$/);
    expect(created.body.data.display).toBe(`svc_live_…${key.slice(-4)}`);
    const listed = await owner.call('/api/app/keys');
    expect(listed.text).not.toContain(key);
    expect(listed.body.data.find((k: any) => k.id === id)).toMatchObject({ name: 'CI', scopes: ['read', 'write'], revoked_at: null, last_used_at: null });

    expect((await product.api('/api/v1/projects', { key })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 200)); // last_used_at is written after the response
    expect((await owner.call('/api/app/keys')).body.data.find((k: any) => k.id === id).last_used_at).not.toBeNull();

    expect((await owner.call(`/api/app/keys/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await product.api('/api/v1/projects', { key })).status).toBe(401);
  });

  it('limits scopes to what the plan allows', async () => {
    const pro = new DashboardClient(product.baseUrl);
    await pro.signUp({ email: uniqueEmail('pro') });
    const orgId = (await pro.session()).org.id;
    await product.admin('org', 'update', '--id', orgId, '--plan', 'pro');
    const refused = await pro.call('/api/app/keys', { body: { name: 'x', scopes: ['read', 'write'] } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('invalid_scopes');
    expect((await pro.call('/api/app/keys', { body: { name: 'x', scopes: ['read'] } })).status).toBe(201);
  });
});

describe('audits from the dashboard', () => {
  it('launches, follows progress to 100, and lists the audit with source "dashboard"', async () => {
    const projectId = await projectWithPrompts(owner, ['best project management tool', 'meilleur outil de gestion de projet']);
    await owner.call(`/api/app/projects/${projectId}/keywords`, { body: { keywords: ['project management'] } });
    const launched = await owner.call(`/api/app/projects/${projectId}/audits`, { body: { model: 'geo-advanced', region: 'us' } });
    expect(launched.status).toBe(201);
    const again = await owner.call(`/api/app/projects/${projectId}/audits`, { body: {} });
    expect(again.body.data).toMatchObject({ auditId: launched.body.data.auditId, reused: true });
    const end = await waitForEnd(owner, projectId, launched.body.data.auditId);
    expect(end.status).toBe('COMPLETED');
    expect(end.currentProgress).toBe(100);
    expect(end.seen).toEqual([...end.seen].sort((a, b) => a - b));

    const [audit] = (await owner.call(`/api/app/projects/${projectId}/audits`)).body.data;
    expect(audit).toMatchObject({ id: launched.body.data.auditId, status: 'COMPLETED', source: 'dashboard', technical_details: { model: 'geo-advanced', region: 'us' } });
    const detail = await owner.call(`/api/app/projects/${projectId}/audits/${audit.id}`);
    expect(detail.headers.get('cache-control')).toBe('private, no-cache');
    expect(detail.body.data.queries.length).toBeGreaterThan(0);
    expect((await owner.call('/api/app/org')).body.data.limits.monthlyAuditsUsed).toBe(1);
    const summary = (await owner.call('/api/app/projects')).body.data.find((p: any) => p.id === projectId);
    expect(summary.trend).toEqual([{ id: audit.id, score: audit.score, completedAt: expect.any(String) }]);
  });

  it('gives the report its previous audit, trend and share of voice', async () => {
    const projectId = await projectWithPrompts(owner, ['best crm', 'crm for agencies', 'cheapest crm']);
    const first = (await owner.call(`/api/app/projects/${projectId}/audits`, { body: {} })).body.data.auditId;
    await waitForEnd(owner, projectId, first);
    const firstContext = (await owner.call(`/api/app/projects/${projectId}/audits/${first}/context`)).body.data;
    expect(firstContext.previous).toBeNull();
    expect(firstContext.trend.map((t: any) => t.id)).toEqual([first]);

    const second = (await owner.call(`/api/app/projects/${projectId}/audits`, { body: {} })).body.data.auditId;
    await waitForEnd(owner, projectId, second);
    const context = (await owner.call(`/api/app/projects/${projectId}/audits/${second}/context`)).body.data;
    expect(context.previous).toMatchObject({ id: first, score: expect.any(Number), providerScores: expect.any(Object) });
    expect(context.trend.map((t: any) => t.id)).toEqual([first, second]);
    // What the report's charts draw: every point with its 95 % intervals, and the previous
    // audit's basis, which says why it is or is not compared.
    const detail = (await owner.call(`/api/app/projects/${projectId}/audits/${second}`)).body.data;
    expect(context.trend.at(-1)).toMatchObject({
      score: detail.score,
      scoreInterval: detail.scoreInterval,
      citationRate: detail.analytics.citationRate,
      citationRateInterval: detail.analytics.citationRateInterval,
      samples: detail.samples,
    });
    expect(context.previous.basis).toMatchObject({ engines: detail.basis.engines, region: detail.basis.region });
    for (const voice of [context.shareOfVoice.unbranded, context.shareOfVoice.all]) {
      expect(voice.map((e: any) => [e.name, e.isBrand])).toEqual(expect.arrayContaining([['Acme', true], ['Globex', false], ['Initech', false]]));
      const shares = voice.reduce((sum: number, e: any) => sum + e.share, 0);
      expect(shares === 0 || Math.abs(shares - 100) <= voice.length).toBe(true);
    }
  });

  it('exports CSV with formula cells neutralised, and JSON as the API serves it', async () => {
    const projectId = await projectWithPrompts(owner, ['=HYPERLINK("http://evil.example","click")', 'best crm']);
    const auditId = (await owner.call(`/api/app/projects/${projectId}/audits`, { body: {} })).body.data.auditId;
    await waitForEnd(owner, projectId, auditId);
    const csv = await owner.call(`/api/app/projects/${projectId}/audits/${auditId}/export?format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="geo-audit-acme-\d{4}-\d\d-\d\d-[0-9a-f]{8}\.csv"$/);
    // Opens right in a spreadsheet: a byte-order mark (which text() drops, so read the bytes), then
    // the versioned column set (docs/guide/exports.md).
    const firstBytes = async (path: string) =>
      [...new Uint8Array(await (await fetch(product.baseUrl + path, { headers: { Cookie: owner.cookie! } })).arrayBuffer()).slice(0, 3)];
    expect(await firstBytes(`/api/app/projects/${projectId}/audits/${auditId}/export?format=csv`)).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.text.startsWith('"data","schema_version","audit_id","audit_date","region","model","prompt","engine","sample"')).toBe(true);
    const records = parseCsv(csv.text).map((r) => r.fields);
    const header = records[0];
    expect(header).toEqual([
      'data', 'schema_version', 'audit_id', 'audit_date', 'region', 'model', 'prompt', 'engine', 'sample', 'model_version', 'status', 'cited', 'sentiment',
      'corrected', 'original_cited', 'original_sentiment', 'competitors_named', 'position', 'passages', 'confidence', 'excerpts', 'sources', 'answer', 'error',
      'surface', 'branded', 'reader',
    ]);
    const column = (name: string) => (r: string[]) => r[header.indexOf(name)];
    const lines = records.slice(1);
    const served = (await owner.call(`/api/app/projects/${projectId}/audits/${auditId}`)).body.data;
    expect(served.simulated).toBe(true);
    // Samples counted from 1, as the dashboard says "Answer 1 of 3".
    expect(lines.map((r) => [column('prompt')(r).replace(/^'/, ''), column('sample')(r), column('model_version')(r)])).toEqual(
      served.queries.map((q: any) => [q.prompt, String(q.sample + 1), q.modelVersion ?? '']),
    );
    for (const line of lines) {
      expect(line.slice(1, 6)).toEqual(['answers/3', auditId, `${served.createdAt.slice(0, 10)} ${served.createdAt.slice(11, 16)}`, served.technicalDetails.region.toUpperCase(), served.technicalDetails.model]);
      expect(['yes', 'no']).toContain(column('cited')(line));
      expect(column('corrected')(line)).toBe('no');
      // One line of plain text: no line break, no Markdown emphasis left.
      expect(column('answer')(line)).not.toMatch(/[\r\n]|\*\*/);
      // A cited answer's confidence as a percentage; none for an answer not citing the brand.
      expect(column('confidence')(line)).toMatch(column('cited')(line) === 'yes' ? /^\d{1,3}%$/ : /^$/);
    }
    // No provider key here: every line is marked as the simulated engine's demo data.
    expect(new Set(lines.map((r) => r[0]))).toEqual(new Set(['simulated']));
    const prompts = lines.map(column('prompt'));
    expect(prompts).toContain(`'=HYPERLINK("http://evil.example","click")`);
    expect(prompts.every((p) => !/^[=+\-@]/.test(p))).toBe(true);

    // The second table: one line per prompt × engine, with the rate and its range as the report shows them.
    const perPrompt = await owner.call(`/api/app/projects/${projectId}/audits/${auditId}/export?format=csv&table=prompts`);
    expect(perPrompt.headers.get('content-disposition')).toMatch(/-prompts\.csv"$/);
    expect(await firstBytes(`/api/app/projects/${projectId}/audits/${auditId}/export?format=csv&table=prompts`)).toEqual([0xef, 0xbb, 0xbf]);
    const table = parseCsv(perPrompt.text).map((r) => r.fields);
    expect(table[0]).toEqual(['data', 'schema_version', 'audit_id', 'audit_date', 'region', 'model', 'prompt', 'engine', 'answers', 'cited', 'rate', 'range']);
    expect(table).toHaveLength(1 + new Set(served.queries.map((q: any) => `${q.provider} ${q.prompt}`)).size);
    for (const line of table.slice(1)) {
      const answers = Number(line[8]);
      const cited = Number(line[9]);
      expect(line[1]).toBe('prompts/1');
      expect(line[10]).toBe(`${Math.round((100 * cited) / answers)}%`);
      expect(line[11]).toMatch(/^\d{1,3}–\d{1,3}%$/);
    }
    // The third: the leaderboard, every tracked brand for all engines and each, every prompt then the unbranded ones.
    const brands = parseCsv((await owner.call(`/api/app/projects/${projectId}/audits/${auditId}/export?format=csv&table=brands`)).text).map((r) => r.fields);
    const engines = 1 + served.analytics.providerBreakdown.length;
    expect(brands).toHaveLength(1 + 2 * engines * served.analytics.brands.length);
    expect(brands.slice(1, 1 + served.analytics.brands.length).map((l) => [l[1], l[6], l[7], l[8], l[10]])).toEqual(
      served.analytics.brands.map((b: any) => ['brands/1', 'all', 'All engines', b.name, String(b.mentions)]),
    );
    expect((await owner.call(`/api/app/projects/${projectId}/audits/${auditId}/export?format=csv&table=nope`)).body.error).toMatchObject({ code: 'invalid_request', param: 'table' });

    const json = await owner.call(`/api/app/projects/${projectId}/audits/${auditId}/export?format=json`);
    expect(json.headers.get('content-disposition')).toMatch(/\.json"$/);
    const api = await owner.call(`/api/app/projects/${projectId}/audits/${auditId}`);
    expect(json.body).toEqual(api.body.data);
  });

  it('refuses a model the plan does not allow, and an audit without prompts', async () => {
    const free = new DashboardClient(product.baseUrl);
    await free.signUp({ email: uniqueEmail('free') });
    const projectId = await projectWithPrompts(free, ['best crm']);
    const models = (await free.call('/api/app/org')).body.data.models;
    expect(models.filter((m: any) => m.allowed).map((m: any) => m.id)).toEqual(['geo-standard']);
    const refused = await free.call(`/api/app/projects/${projectId}/audits`, { body: { model: 'geo-reasoning' } });
    expect(refused.status).toBe(500);
    expect(refused.body.error).toMatchObject({ code: 'model_not_allowed', message: 'Failed to start audit' });
    const empty = (await free.call('/api/app/projects', { body: { name: 'Empty', url: 'https://empty.example' } })).body.data.id;
    expect((await free.call(`/api/app/projects/${empty}/audits`, { body: {} })).body.error.code).toBe('no_active_prompts');
    // The free plan has audit quota: the dashboard can launch.
    const ok = await free.call(`/api/app/projects/${projectId}/audits`, { body: {} });
    expect(ok.status).toBe(201);
    await waitForEnd(free, projectId, ok.body.data.auditId);
  });

  it('deletes a project whose audit is still running', async () => {
    const projectId = await projectWithPrompts(owner, Array.from({ length: 30 }, (_, i) => `prompt ${i}`));
    const auditId = (await owner.call(`/api/app/projects/${projectId}/audits`, { body: {} })).body.data.auditId;
    expect((await owner.call(`/api/app/projects/${projectId}`, { method: 'DELETE' })).status).toBe(200);
    expect((await owner.call(`/api/app/projects/${projectId}/audits/${auditId}/progress`)).status).toBe(404);
    // The product goes on serving.
    expect((await owner.call('/api/app/projects')).status).toBe(200);
  });
});

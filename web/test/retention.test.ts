// Retention on the real product (docs/operations/retention.md): once RETENTION_DAYS=1 is set, the
// worker's housekeeping prunes the texts of answers stored more than a day ago (made older here in
// the database), and every figure of the audit reads as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardClient, ownerWithProject } from './dashboard-client';
import { restartWithDatabaseChange, startProduct, type Product } from './harness';
import type { Sql } from '@db/connection';
import { call } from './openapi-check';
import { launch, waitFor } from './worker-helpers';

let product: Product;
let owner: DashboardClient;
let key: string;
let projectId: string;

beforeAll(async () => {
  product = await startProduct({ SIMULATED_LATENCY_MS: '10', WORKER_HOUSEKEEPING_MS: '500' });
  const prompts = ['Is Acme a good project tool?', 'best project management tool', 'Acme or Globex for a small team?', 'Which CRM do agencies use?'];
  ({ owner, key, projectId } = await ownerWithProject(product.baseUrl, prompts));
});
afterAll(() => product?.dispose());

/** The product again (on a new port) after `change`, with the dashboard session it had. */
async function restart(change: (sql: Sql) => Promise<unknown> = async () => {}) {
  await restartWithDatabaseChange(product, change);
  owner = Object.assign(new DashboardClient(product.baseUrl), { cookie: owner.cookie, csrfToken: owner.csrfToken });
}

const completed = async () => {
  const { auditId } = await launch(product, key, projectId);
  await waitFor('the audit to complete', async () => (await call(product, `/api/v1/projects/${projectId}/audits/${auditId}`, { key })).body.data.status === 'COMPLETED');
  return auditId;
};

/** Every figure a client reads of an audit and its project. */
async function figures(auditId: string) {
  const detail = (await call(product, `/api/v1/projects/${projectId}/audits/${auditId}`, { key })).body.data;
  const base = `/api/v1/projects/${projectId}`;
  return {
    score: detail.score,
    scoreInterval: detail.scoreInterval,
    providerScores: detail.providerScores,
    analytics: detail.analytics,
    usage: detail.usage,
    comparison: detail.comparison,
    rows: detail.queries.map((q: any) => ({ id: q.id, cited: q.cited, sentiment: q.sentiment, sources: q.sources, citations: q.citations.map((c: any) => c.confidence) })),
    list: (await call(product, `${base}/audits`, { key })).body.data.find((a: any) => a.id === auditId),
    sources: (await call(product, `${base}/sources?audit_id=${auditId}`, { key })).body.data,
    gaps: (await call(product, `${base}/citation-gaps?audit_id=${auditId}`, { key })).body.data,
    shareOfVoice: (await call(product, `${base}/share-of-voice`, { key })).body.data,
    context: (await owner.call(`${base.replace('/v1/', '/app/')}/audits/${auditId}/context`)).body.data,
    spend: (await owner.call('/api/app/spend')).body.data,
  };
}

const dryRun = (...args: string[]) => {
  const run = product.cli('retention', 'run', '--dry-run', '--json', ...args);
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout);
};

describe('retention', () => {
  it('prunes the texts of old answers in the background and keeps every figure', async () => {
    const old = await completed();
    const recent = await completed();
    const before = await figures(old);
    const beforeDetail = await call(product, `/api/v1/projects/${projectId}/audits/${old}`, { key });
    expect(beforeDetail.body.data.retention).toBeNull();
    expect(dryRun('--days', '1')).toMatchObject({ days: 1, dry_run: true, answers: 0, audits: 0 });

    // The first audit's answers were stored two days ago; a model read them, with the rules'
    // reading (its brands quoting the answer) kept beside (docs/guide/answer-reading.md#the-model-reader).
    await restart((sql) => sql`
      UPDATE audit_queries SET answered_at = answered_at - interval '2 days',
        rules_reading = jsonb_build_object('cited', cited, 'sentiment', coalesce(sentiment, 'NEUTRAL'), 'brands', brands)
      WHERE audit_id = ${old}`);
    // Every figure as it is with the rules' reading beside (readerAgreement now counts these rows).
    Object.assign(before, await figures(old));
    const preview = dryRun('--days', '1');
    expect(preview).toMatchObject({ answers: 4, audits: 1 });
    expect(preview.bytes).toBeGreaterThan(0);
    // Without RETENTION_DAYS nothing is pruned, and the CLI asks for a number of days.
    const unset = product.cli('retention', 'run', '--dry-run');
    expect(unset.status).toBe(2);
    expect(unset.stderr).toContain('RETENTION_DAYS is not set');
    expect((await call(product, `/api/v1/projects/${projectId}/audits/${old}`, { key })).body.data.retention).toBeNull();

    product.env.RETENTION_DAYS = '1';
    await restart();

    const pruned = await waitFor('the worker to prune the old audit', async () => {
      const res = await call(product, `/api/v1/projects/${projectId}/audits/${old}`, { key });
      return res.status === 200 && res.body.data.retention ? res : null;
    });
    const detail = pruned.body.data;
    expect(detail.retention).toEqual({ prunedAt: expect.any(String), answersPruned: 4 });
    expect(detail.queries.every((q: any) => q.response === '')).toBe(true);
    expect(detail.queries.flatMap((q: any) => q.citations).every((c: any) => c.excerpt === '')).toBe(true);
    // Each named brand keeps its place and sentiment, not the sentence quoted.
    const brands = detail.queries.flatMap((q: any) => q.brands);
    expect(brands.length).toBeGreaterThan(0);
    expect(brands.every((b: any) => b.excerpt === '' && b.position >= 1)).toBe(true);
    expect(detail.analytics).toMatchObject({ modelReadQueries: 4, readerAgreement: 100 });
    expect(pruned.headers.get('etag')).not.toBe(beforeDetail.headers.get('etag'));
    expect(await figures(old)).toEqual(before);

    // The recent audit is untouched; pruning again finds nothing (each answer is pruned once).
    const untouched = (await call(product, `/api/v1/projects/${projectId}/audits/${recent}`, { key })).body.data;
    expect(untouched.retention).toBeNull();
    expect(untouched.queries.every((q: any) => q.response.length > 0)).toBe(true);
    expect(dryRun()).toMatchObject({ answers: 0 });
    const again = product.cli('retention', 'run', '--json');
    expect(JSON.parse(again.stdout)).toMatchObject({ dry_run: false, answers: 0 });

    // Corrections and exports still work on the pruned audit.
    const row = detail.queries.find((q: any) => !q.cited) ?? detail.queries[0];
    const corrected = await owner.call(`/api/app/projects/${projectId}/audits/${old}/rows/${row.id}/correction`, { body: { cited: !row.cited } });
    expect(corrected.status, corrected.text).toBe(200);
    const after = (await call(product, `/api/v1/projects/${projectId}/audits/${old}`, { key })).body.data;
    expect(after.analytics.citedQueries).toBe(before.analytics.citedQueries + (row.cited ? -1 : 1));
    // The agreement compares what the model said (the correction's `original`) with the rules.
    expect(after.analytics).toMatchObject({ modelReadQueries: 4, readerAgreement: 100 });
    const csv = await owner.call(`/api/app/projects/${projectId}/audits/${old}/export?format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.text.trim().split('\n').length).toBeGreaterThan(4);
    const json = await owner.call(`/api/app/projects/${projectId}/audits/${old}/export?format=json`);
    expect(json.status).toBe(200);

    // The rules' reading kept beside the model's lost its quotes too, not its places.
    let kept: { rules_reading: { brands: { excerpt: string; position: number }[] } }[] = [];
    await restart(async (sql) => (kept = await sql`SELECT rules_reading FROM audit_queries WHERE audit_id = ${old}`));
    const keptBrands = kept.flatMap((r) => r.rules_reading.brands);
    expect(keptBrands.length).toBe(brands.length);
    expect(keptBrands.every((b) => b.excerpt === '' && b.position >= 1)).toBe(true);
  }, 240_000);

  it('refuses a number of days that is not one (usage error)', async () => {
    const bad = product.cli('retention', 'run', '--days', 'soon');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--days must be a whole number');
  });
});

// Monthly budgets (docs/operations/spend.md): a launch whose estimate does not fit in what is left fails
// like an exhausted quota, exactly under concurrency; an audit that reaches the cap while
// running stops asking, lists the rows it did not ask in `failures`, and completes; schedules
// keep the reason; owners can only lower the operator's cap. One engine (OpenAI's fake) whose
// every answer costs more than the estimate for it, so that actual spend outruns reservations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardClient, uniqueEmail } from './dashboard-client';
import { seedOrg, startProduct, type Product } from './harness';
import { call, fakeAnswer, followAudit, startFakes, waitFor, type Fakes } from './worker-helpers';

// 200,000 input tokens × $0.25 + 500 output × $2 per million, + one web_search at $10 per
// thousand (gpt-5.4-mini, web/server/engines/prices.ts): $0.061 an answer.
const USAGE = { input: 200_000, output: 500, cached: 0, reasoning: 0 };
const ANSWER_COST = 0.061;
// No history: the estimate of an OpenAI call is at most twice a typical answer, $0.025.
const ESTIMATE_HIGH_PER_CALL = 0.025;
const CONCURRENCY = 2;

describe('monthly budgets', () => {
  let fakes: Fakes;
  let product: Product;
  beforeAll(async () => {
    fakes = await startFakes({ openai: { answer: (prompt: string) => ({ ...fakeAnswer('openai', prompt), usage: USAGE }), latencyMs: 30 } });
    product = await startProduct({ ...fakes.env, ENGINE_CONCURRENCY_OPENAI: String(CONCURRENCY), WORKER_HOUSEKEEPING_MS: '200' });
  });
  afterAll(async () => {
    await product?.dispose();
    await fakes?.close();
  });

  const projectWith = async (orgId: string, prompts: string[], extra: string[] = []) => {
    const project = await product.admin('project', 'create', '--org', orgId, '--name', 'Acme', '--url', 'https://acme.example', '--brand', 'Acme', ...extra);
    await product.admin('prompt', 'create', '--project', project.id, ...prompts);
    return project;
  };

  it('lets exactly the launches that fit through when 20 race for a budget that fits 3', async () => {
    const { org, key } = await seedOrg(product, 'expert', ['--monthly-budget-usd', '0.08']);
    const projects = await Promise.all(Array.from({ length: 20 }, (_, i) => projectWith(org.id, [`Is Acme good for team ${i}?`])));
    const launches = await Promise.all(projects.map((p) => call(product, `/api/v1/projects/${p.id}/audits`, { key, body: {} })));
    const started = launches.filter((r) => r.status === 201);
    const refused = launches.filter((r) => r.status !== 201);
    expect(started).toHaveLength(3);
    for (const r of refused) {
      expect(r.status, r.text).toBe(500);
      expect(r.body.error).toMatchObject({ code: 'budget_exhausted', message: 'Failed to start audit' });
      expect(r.body.error.detail).toMatch(/monthly budget of \$0\.08 .* left: \$\d+\.\d\d was spent/);
    }
    // The refused launches left no audit behind.
    const audits = await Promise.all(projects.map(async (p) => (await call(product, `/api/v1/projects/${p.id}/audits`, { key })).body.data.length));
    expect(audits.reduce((n, count) => n + count, 0)).toBe(3);
    // Each answer costs more than its reservation, so the three audits go over what they set
    // aside, and the later ones stop at the cap: spend stays within the calls in flight.
    for (const r of started) {
      const { detail } = await followAudit(product, key, projects[launches.indexOf(r)].id, r.body.data.auditId, { intervalMs: 200 });
      expect(['COMPLETED', 'FAILED']).toContain(detail.status);
    }
    const shown = await product.admin('org', 'show', '--id', org.id);
    expect(shown.budget).toMatchObject({ currency: 'USD', capUsd: 0.08, operatorCapUsd: 0.08, ownerCapUsd: null, reservedUsd: 0, leftUsd: 0 });
    expect(shown.budget.spentUsd).toBeLessThanOrEqual(0.08 + CONCURRENCY * ANSWER_COST);
    expect(shown.spend.totalUsd).toBeCloseTo(shown.budget.spentUsd, 6);
  });

  it('stops an audit that reaches the cap within the calls in flight: the rest go to failures, the audit completes', async () => {
    const cap = 0.3;
    const prompts = Array.from({ length: 10 }, (_, i) => `Which Acme plan suits team ${i}?`);
    const { org, key } = await seedOrg(product, 'expert', ['--monthly-budget-usd', String(cap)]);
    const project = await projectWith(org.id, prompts);
    // The estimate (10 × $0.025) fits; the answers ($0.061 each) do not.
    const estimate = await call(product, `/api/v1/projects/${project.id}/audits`, { key, body: { dry_run: true } });
    expect(estimate.body.data.estimatedCostUsd.high).toBeCloseTo(10 * ESTIMATE_HIGH_PER_CALL, 6);
    expect(estimate.body.data.budget).toMatchObject({ capUsd: cap, spentUsd: 0, leftUsd: cap, fits: true });
    const requestsBefore = fakes.providers.openai!.requests.length;
    const launched = await call(product, `/api/v1/projects/${project.id}/audits`, { key, body: {} });
    expect(launched.status, launched.text).toBe(201);
    const { detail } = await followAudit(product, key, project.id, launched.body.data.auditId);

    expect(detail.status).toBe('COMPLETED');
    const answered = detail.queries.length;
    // Calls start while the month's spend is under the cap: 5 × $0.061 reaches it, plus at most the calls in flight.
    expect(answered).toBeGreaterThanOrEqual(Math.ceil(cap / ANSWER_COST));
    expect(answered).toBeLessThanOrEqual(Math.ceil(cap / ANSWER_COST) + CONCURRENCY);
    expect(detail.failures).toHaveLength(prompts.length - answered);
    for (const f of detail.failures) {
      expect(f.code).toBe('budget_exhausted');
      expect(f.error).toMatch(/monthly budget of \$0\.30/);
    }
    // Nothing lost: every prompt was either answered or listed as not asked.
    expect([...detail.queries.map((q: any) => q.prompt), ...detail.failures.map((f: any) => f.prompt)].sort()).toEqual([...prompts].sort());
    expect(detail.usage.costUsd).toBeCloseTo(answered * ANSWER_COST, 6);
    expect(fakes.providers.openai!.requests.length - requestsBefore).toBe(answered);
    const { budget } = await product.admin('org', 'show', '--id', org.id);
    expect(budget.spentUsd).toBeCloseTo(answered * ANSWER_COST, 6);
    expect(budget.leftUsd).toBe(0);
  });

  it('keeps why a scheduled audit was not launched, with what was spent and what is left', async () => {
    const owner = new DashboardClient(product.baseUrl);
    expect((await owner.signUp({ email: uniqueEmail('budget'), name: 'Bea' })).status).toBe(201);
    const { org } = await owner.session();
    await product.admin('org', 'update', '--id', org.id, '--plan', 'expert', '--monthly-budget-usd', '0.01');
    const project = await projectWith(org.id, ['Is Acme a good tool?'], ['--schedule', 'daily']);
    const read = async () => (await owner.call(`/api/app/projects/${project.id}`)).body.data;
    const shown = await waitFor('the scheduled launch to be refused', async () => (await read()).schedule_error, 20_000);
    expect(shown.code).toBe('budget_exhausted');
    expect(shown.message).toMatch(/monthly budget of \$0\.01 .* has \$0\.01 left: \$0\.00 was spent\. This audit may cost up to \$0\.0\d/);
    expect((await call(product, `/api/v1/projects/${project.id}/audits`, { key: (await product.admin('key', 'create', '--org', org.id)).key })).body.data).toEqual([]);

  });

  it('lets owners set a lower cap than the operator’s, shows spend per month and engine, and checks every input', async () => {
    const owner = new DashboardClient(product.baseUrl);
    expect((await owner.signUp({ email: uniqueEmail('owner'), name: 'Olga' })).status).toBe(201);
    const { org } = await owner.session();
    await product.admin('org', 'update', '--id', org.id, '--monthly-budget-usd', '50');
    const lower = await owner.call('/api/app/spend', { method: 'PATCH', body: { ownerCapUsd: 20 } });
    expect(lower.status, lower.text).toBe(200);
    expect(lower.body.data.budget).toMatchObject({ capUsd: 20, operatorCapUsd: 50, ownerCapUsd: 20, spentUsd: 0, leftUsd: 20 });
    const higher = await owner.call('/api/app/spend', { method: 'PATCH', body: { ownerCapUsd: 60 } });
    expect(higher.status).toBe(400);
    expect(higher.body.error).toMatchObject({ code: 'invalid_request', param: 'ownerCapUsd' });
    expect(higher.body.error.message).toMatch(/\$50\.00/);
    for (const bad of [{ ownerCapUsd: -1 }, { ownerCapUsd: 'ten' }, {}, { ownerCapUsd: 5, extra: 1 }]) {
      const res = await owner.call('/api/app/spend', { method: 'PATCH', body: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error.code).toMatch(/invalid_request|unknown_parameter/);
    }
    // Members read it, only owners change it.
    const memberEmail = uniqueEmail('member');
    const link = await owner.call('/api/app/invitations', { body: { email: memberEmail } });
    const member = new DashboardClient(product.baseUrl);
    await member.signUp({ email: memberEmail, name: 'Max', invitation: link.body.data.url.split('/invite/')[1] });
    expect((await member.call('/api/app/spend')).body.data.budget.capUsd).toBe(20);
    expect((await member.call('/api/app/spend', { method: 'PATCH', body: { ownerCapUsd: null } })).status).toBe(403);
    expect((await owner.call('/api/app/spend', { method: 'PATCH', body: { ownerCapUsd: null } })).body.data.budget.capUsd).toBe(50);

    // The operator's flag: an amount or none; anything else is a usage error.
    const bad = product.cli('org', 'update', '--id', org.id, '--monthly-budget-usd', '-5', '--json');
    expect(bad.status).not.toBe(0);
    expect(bad.stdout + bad.stderr).toMatch(/monthly-budget-usd/);
    expect((await product.admin('org', 'update', '--id', org.id, '--monthly-budget-usd', 'none')).budget.capUsd).toBeNull();

    // The dashboard's estimate and the chart's data after one audit.
    await product.admin('org', 'update', '--id', org.id, '--plan', 'expert');
    const project = await projectWith(org.id, ['Is Acme good?', 'Acme or Globex?']);
    const estimate = await owner.call(`/api/app/projects/${project.id}/audits`, { body: { dry_run: true, samples: 2 } });
    expect(estimate.status, estimate.text).toBe(200);
    expect(estimate.body.data).toMatchObject({ calls: 4, estimatedCostUsd: { high: 4 * ESTIMATE_HIGH_PER_CALL }, budget: { capUsd: null, fits: true } });
    expect((await owner.call(`/api/app/projects/${project.id}/audits`)).body.data).toEqual([]);
    const launched = await owner.call(`/api/app/projects/${project.id}/audits`, { body: { samples: 2 } });
    expect(launched.status, launched.text).toBe(201);
    const history = await waitFor('the answers to be paid for', async () => {
      const h = (await owner.call('/api/app/spend')).body.data.history;
      return h.length === 1 && h[0].answers === 4 && h;
    });
    expect(history[0]).toMatchObject({ month: new Date().toISOString().slice(0, 7), provider: 'openai', answers: 4 });
    expect(history[0].costUsd).toBeCloseTo(4 * ANSWER_COST, 6);
  });
});

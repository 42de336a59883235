// The worker's housekeeping: an audit past its deadline (AUDIT_DEADLINE_MINUTES after launch)
// becomes FAILED by itself and frees its project; a project with a schedule gets automatic
// audits (source "schedule", is_automatic) through the same launch rules as any other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrg, startProduct, type Product } from './harness';
import { call, followAudit, launch, promptsFor, startFakes, waitFor, type Fakes } from './worker-helpers';

describe('the audit deadline', () => {
  let fakes: Fakes;
  let product: Product;
  beforeAll(async () => {
    fakes = await startFakes({ openai: { latencyMs: 60_000 } }); // an engine that never answers in time
    product = await startProduct({ ...fakes.env, AUDIT_DEADLINE_MINUTES: '0.02', WORKER_HOUSEKEEPING_MS: '200' });
  });
  afterAll(async () => {
    await product?.dispose();
    await fakes?.close();
  });

  it('fails an audit stuck past its deadline by itself, gives its quota back and frees the project', async () => {
    const prompts = promptsFor(3, 'late');
    const { org, key } = await seedOrg(product, 'expert');
    const project = await product.admin('project', 'create', '--org', org.id, '--name', 'Acme', '--url', 'https://acme.example', '--brand', 'Acme');
    await product.admin('prompt', 'create', '--project', project.id, ...prompts);
    const { auditId } = await launch(product, key, project.id);
    // Whether the engine was asked before the deadline (1.2 s) depends on how fast the site check
    // before the audit runs; either way the audit must end FAILED by itself, with every row listed.

    const { detail } = await followAudit(product, key, project.id, auditId, { timeoutMs: 20_000 });
    expect(detail).toMatchObject({ status: 'FAILED', score: 0, queries: [], currentProgress: 100 });
    expect(detail.completedAt).not.toBeNull();
    // 0.02 minutes = 1.2 s after launch, plus at most a housekeeping round or so.
    expect(Date.parse(detail.completedAt) - Date.parse(detail.createdAt)).toBeGreaterThanOrEqual(1_100);
    expect(detail.failures).toHaveLength(prompts.length);
    for (const f of detail.failures) expect(f.error).toBe('The audit passed its deadline and was stopped.');
    expect((await product.admin('org', 'show', '--id', org.id)).limits.monthlyAuditsUsed).toBe(0);

    const again = await launch(product, key, project.id);
    expect(again.auditId).not.toBe(auditId);
    expect(again.jobId).not.toBeNull();
    expect(again.reused).toBeUndefined();
  });
});

describe('recurring audits', () => {
  let product: Product;
  beforeAll(async () => {
    product = await startProduct({ WORKER_HOUSEKEEPING_MS: '200' }); // the simulated engine
  });
  afterAll(() => product?.dispose());

  const scheduledProject = (orgId: string, name: string) =>
    product.admin('project', 'create', '--org', orgId, '--name', name, '--url', 'https://acme.example', '--brand', 'Acme', '--schedule', 'daily');

  it('launches an automatic audit for a due project (project create --schedule daily), by the same rules', async () => {
    const { org, key } = await seedOrg(product, 'expert');
    const project = await scheduledProject(org.id, 'Daily');
    expect(project).toMatchObject({ schedule: 'daily' });
    expect(Date.parse(project.next_scheduled_at)).toBeLessThanOrEqual(Date.now() + 1_000); // due at once

    // A due project of an organisation without quota: it is tried, and refused. Due after
    // the first one, it is tried in the same housekeeping round or a later one.
    const broke = await seedOrg(product, 'expert', ['--monthly-audits', '0']);
    const refused = await scheduledProject(broke.org.id, 'No quota');
    await product.admin('prompt', 'create', '--project', refused.id, ...promptsFor(2, 'broke'));
    const notLaunched = (id: string) => new RegExp(`"msg":"scheduled audit not launched","projectId":"${id}","reason":"([a-z_]+)`);
    await waitFor('the housekeeping to try the quota-less project', async () => notLaunched(refused.id).test(product.logs()));
    expect(notLaunched(refused.id).exec(product.logs())![1]).toBe('quota_exhausted');
    expect((await call(product, `/api/v1/projects/${refused.id}/audits`, { key: broke.key })).body.data).toEqual([]);
    expect((await product.admin('org', 'show', '--id', broke.org.id)).limits.monthlyAuditsUsed).toBe(0);

    // Meanwhile the first project, without a prompt, was left due (not pushed back a day) ...
    expect(product.logs()).not.toMatch(notLaunched(project.id));
    expect((await call(product, `/api/v1/projects/${project.id}/audits`, { key })).body.data).toEqual([]);
    // ... so its audit comes as soon as it has prompts.
    await product.admin('prompt', 'create', '--project', project.id, ...promptsFor(3, 'daily'));
    const audit = await waitFor('the scheduled audit', async () => {
      const [first] = (await call(product, `/api/v1/projects/${project.id}/audits`, { key })).body.data;
      return first;
    }, 20_000);
    expect(audit).toMatchObject({ source: 'schedule', is_automatic: true, technical_details: { model: 'geo-standard', region: 'fr' } });
    const { detail } = await followAudit(product, key, project.id, audit.id);
    expect(detail).toMatchObject({ status: 'COMPLETED', source: 'schedule', isAutomatic: true });
    expect(detail.queries).toHaveLength(3);
    expect((await product.admin('org', 'show', '--id', org.id)).limits.monthlyAuditsUsed).toBe(1);
    // Its next occurrence is a day away: one audit, not one per housekeeping round.
    expect((await call(product, `/api/v1/projects/${project.id}/audits`, { key })).body.data).toHaveLength(1);
  });

  it('refuses an unknown schedule', async () => {
    const { org } = await seedOrg(product, 'expert');
    const out = product.cli('project', 'create', '--org', org.id, '--name', 'X', '--url', 'https://x.example', '--schedule', 'hourly', '--json');
    expect(out.status).toBe(1);
    expect(JSON.parse(out.stdout).error.message).toMatch(/schedule/);
  });
});

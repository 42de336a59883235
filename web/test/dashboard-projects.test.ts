// The dashboard API for projects, prompts and keywords, over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardClient, uniqueEmail } from './dashboard-client';
import { startProduct, type Product } from './harness';

let product: Product;
let owner: DashboardClient;

beforeAll(async () => {
  product = await startProduct();
  owner = new DashboardClient(product.baseUrl);
  await owner.signUp({ email: uniqueEmail('owner'), organization: 'Acme Marketing' });
});
afterAll(() => product?.dispose());

async function newProject(client = owner, extra: Record<string, unknown> = {}) {
  const res = await client.call('/api/app/projects', { body: { name: 'Acme', url: 'https://acme.example', brand_name: 'Acme', competitors: ['Globex'], ...extra } });
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

describe('projects', () => {
  it('creates, reads, edits and lists a project', async () => {
    const id = await newProject(owner, { aliases: ['Acme Corp'], engines: ['simulated'], region: 'US', schedule: 'weekly' });
    const read = await owner.call(`/api/app/projects/${id}`);
    expect(read.body.data).toMatchObject({
      id, name: 'Acme', url: 'https://acme.example', brand_name: 'Acme', aliases: ['Acme Corp'], competitors: ['Globex'],
      engines: ['simulated'], region: 'us', schedule: 'weekly', samples: 3, counts: { prompts: 0, active_prompts: 0, keywords: 0, audits: 0 },
    });
    const edited = await owner.call(`/api/app/projects/${id}`, { method: 'PATCH', body: { name: 'Acme EU', competitors: ['Globex', 'Initech'], schedule: null, samples: 3 } });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Acme EU', competitors: ['Globex', 'Initech'], schedule: null, aliases: ['Acme Corp'], samples: 3 });
    const list = await owner.call('/api/app/projects');
    expect(list.body.data.find((p: any) => p.id === id)).toMatchObject({ name: 'Acme EU', trend: [], score_change: null, audit_in_progress: null, active_prompts: 0 });
  });

  it("caps projects per plan, exactly, under concurrent creations (Free: 3)", async () => {
    const free = new DashboardClient(product.baseUrl);
    await free.signUp({ email: uniqueEmail('free'), organization: 'Small shop' });
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => free.call('/api/app/projects', { body: { name: `Shop ${i}`, url: 'https://shop.example', brand_name: 'Shop' } })),
    );
    expect(attempts.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = attempts.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.body.error).toMatchObject({ code: 'project_limit_reached', message: expect.stringContaining('3 projects') });
    expect((await free.call('/api/app/projects')).body.data).toHaveLength(3);
  });

  it('validates input with the field at fault', async () => {
    const res = await owner.call('/api/app/projects', { body: { name: 'Bad', url: 'ftp://nope' } });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('url');
    const id = await newProject();
    const edit = await owner.call(`/api/app/projects/${id}`, { method: 'PATCH', body: { region: 'france' } });
    expect(edit.status).toBe(400);
    expect(edit.body.error.param).toBe('region');
    expect((await owner.call(`/api/app/projects/${id}`, { method: 'PATCH', body: { owner: 'x' } })).body.error.code).toBe('unknown_parameter');
  });

  it('deletes a project with its prompts and keywords', async () => {
    const id = await newProject();
    await owner.call(`/api/app/projects/${id}/prompts`, { body: { prompts: [{ text: 'best crm' }] } });
    await owner.call(`/api/app/projects/${id}/keywords`, { body: { keywords: ['crm'] } });
    expect((await owner.call(`/api/app/projects/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await owner.call(`/api/app/projects/${id}`)).status).toBe(404);
    expect((await owner.call(`/api/app/projects/${id}/prompts`)).status).toBe(404);
    expect((await owner.call(`/api/app/projects/${id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('prompts', () => {
  it('adds many at once, deduplicating case-insensitively', async () => {
    const id = await newProject();
    const first = await owner.call(`/api/app/projects/${id}/prompts`, { body: { prompts: [{ text: 'best CRM', tag: 'crm' }, { text: 'cheap CRM' }, { text: 'BEST crm' }] } });
    expect(first.status).toBe(201);
    expect(first.body.data.created.map((p: any) => p.text)).toEqual(['best CRM', 'cheap CRM']);
    const again = await owner.call(`/api/app/projects/${id}/prompts`, { body: { prompts: [{ text: 'Cheap CRM' }] } });
    expect(again.status).toBe(200);
    expect(again.body.data.existing.map((p: any) => p.text)).toEqual(['cheap CRM']);
    const bad = await owner.call(`/api/app/projects/${id}/prompts`, { body: { prompts: [{ text: 'ok' }, { text: '   ' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe('prompts.1.text');
  });

  it('edits, deactivates, reactivates and deletes', async () => {
    const id = await newProject();
    const { body } = await owner.call(`/api/app/projects/${id}/prompts`, { body: { prompts: [{ text: 'one' }, { text: 'two' }, { text: 'three' }] } });
    const [one, two, three] = body.data.created;
    const edited = await owner.call(`/api/app/projects/${id}/prompts/${one.id}`, { method: 'PATCH', body: { text: 'one, edited', tag: 'group' } });
    expect(edited.body.data).toMatchObject({ text: 'one, edited', tag: 'group', active: true });
    const clash = await owner.call(`/api/app/projects/${id}/prompts/${one.id}`, { method: 'PATCH', body: { text: 'TWO' } });
    expect(clash.status).toBe(400);
    expect(clash.body.error.code).toBe('duplicate_prompt');
    const off = await owner.call(`/api/app/projects/${id}/prompts/bulk`, { body: { action: 'deactivate', ids: [one.id, two.id] } });
    expect(off.body.data.changed).toBe(2);
    expect((await owner.call(`/api/app/projects/${id}`)).body.data.counts).toMatchObject({ prompts: 3, active_prompts: 1 });
    await owner.call(`/api/app/projects/${id}/prompts/bulk`, { body: { action: 'activate', ids: [one.id] } });
    expect((await owner.call(`/api/app/projects/${id}/prompts/${three.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await owner.call(`/api/app/projects/${id}/prompts/${three.id}`, { method: 'DELETE' })).status).toBe(404);
    const left = (await owner.call(`/api/app/projects/${id}/prompts`)).body.data;
    expect(left.map((p: any) => [p.text, p.active])).toEqual([['one, edited', true], ['two', false]]);
  });

  it('previews an import line by line, then imports the valid new lines', async () => {
    const id = await newProject();
    await owner.call(`/api/app/projects/${id}/prompts`, { body: { prompts: [{ text: 'best CRM' }] } });
    const csv = 'prompt,tag,active\nbest crm,sales,yes\nCRM for agencies,sales,yes\n,empty,\ncrm for agencies,dup,\nfree CRM,,no\nx,,maybe\n';
    const preview = await owner.call(`/api/app/projects/${id}/prompts/import`, { body: { content: csv, format: 'csv', dryRun: true } });
    expect(preview.status).toBe(200);
    expect(preview.body.data.committed).toBe(false);
    expect(preview.body.data.lines.map((l: any) => [l.line, l.status])).toEqual([
      [2, 'existing'], [3, 'new'], [4, 'invalid'], [5, 'duplicate'], [6, 'new'], [7, 'invalid'],
    ]);
    expect(preview.body.data.lines[3].message).toBe('Same prompt as line 3.');
    expect((await owner.call(`/api/app/projects/${id}/prompts`)).body.data).toHaveLength(1);

    const done = await owner.call(`/api/app/projects/${id}/prompts/import`, { body: { content: csv, format: 'csv' } });
    expect(done.body.data.counts).toMatchObject({ created: 2, existing: 1, duplicate: 1, invalid: 2 });
    const prompts = (await owner.call(`/api/app/projects/${id}/prompts`)).body.data;
    expect(prompts.map((p: any) => [p.text, p.tag, p.active])).toEqual([
      ['best CRM', null, true], ['CRM for agencies', 'sales', true], ['free CRM', null, false],
    ]);
  });

  it('imports pasted lines with a tag, and refuses to pass the plan\'s active-prompt cap', async () => {
    // A later sign-up is on the free plan: 10 active prompts per project.
    const free = new DashboardClient(product.baseUrl);
    await free.signUp({ email: uniqueEmail('free') });
    expect((await free.session()).org.plan).toBe('free');
    const id = await newProject(free);
    const lines = Array.from({ length: 12 }, (_, i) => `- prompt number ${i + 1}`).join('\n');
    const preview = await free.call(`/api/app/projects/${id}/prompts/import`, { body: { content: lines, format: 'lines', tag: 'bulk', dryRun: true } });
    expect(preview.body.data.counts.new).toBe(12);
    expect(preview.body.data.blocked).toMatch(/allows 10 active prompts/);
    const refused = await free.call(`/api/app/projects/${id}/prompts/import`, { body: { content: lines, format: 'lines', tag: 'bulk' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('too_many_active_prompts');
    const ok = await free.call(`/api/app/projects/${id}/prompts/import`, { body: { content: lines.split('\n').slice(0, 10).join('\n'), format: 'lines', tag: 'bulk' } });
    expect(ok.body.data.counts.created).toBe(10);
    expect((await free.call(`/api/app/projects/${id}/prompts`)).body.data[0]).toMatchObject({ text: 'prompt number 1', tag: 'bulk' });
  });
});

describe('keywords', () => {
  it('adds, lists and deletes keywords, apart from prompts', async () => {
    const id = await newProject();
    const created = await owner.call(`/api/app/projects/${id}/keywords`, { body: { keywords: ['crm', 'CRM', 'sales software'] } });
    expect(created.status).toBe(201);
    expect(created.body.data.map((k: any) => k.keyword)).toEqual(['crm', 'sales software']);
    expect((await owner.call(`/api/app/projects/${id}/keywords/${created.body.data[0].id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await owner.call(`/api/app/projects/${id}/keywords`)).body.data.map((k: any) => k.keyword)).toEqual(['sales software']);
    expect((await owner.call(`/api/app/projects/${id}/prompts`)).body.data).toEqual([]);
  });
});

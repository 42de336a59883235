// The report a marketer can act on, through the real product over HTTP (docs/guide/dashboard.md,
// docs/guide/exports.md, docs/guide/demo-mode.md): the defaults that give usable answers, friendly
// errors, invitations that name an address and a role, the operator, the checklist, simulated
// suggestions, prompt suggestions from the site, and the rendered API reference.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardClient, TEST_SETUP_TOKEN, uniqueEmail } from './dashboard-client';
import { seedOrg, seedProject, startProduct, type Product } from './harness';
import { serveSite, type TestSite } from './support/test-site';
import { TIME_SCALE } from './worker-helpers';

let product: Product;
let operator: DashboardClient;
let site: TestSite;

const KETTLE_HOME = `<!doctype html><html lang="en"><head><title>Acme — Smart kettles for tea lovers</title>
<meta name="description" content="Acme makes smart kettles that boil in 60 seconds."></head>
<body><h1>Smart kettles</h1><h2>Why a smart kettle?</h2><h2>How long does a smart kettle take to boil water?</h2><h3>Is Acme better than Globex?</h3></body></html>`;

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000): Promise<T> {
  const until = Date.now() + ms * TIME_SCALE;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  site = await serveSite({ '/': KETTLE_HOME });
  product = await startProduct({ CRAWL_ALLOW_PRIVATE: '1' });
  operator = new DashboardClient(product.baseUrl);
  expect((await operator.signUp({ email: uniqueEmail('operator'), organization: 'Kettle Co', setupToken: TEST_SETUP_TOKEN })).status).toBe(201);
});
afterAll(async () => {
  await product?.dispose();
  await site?.close();
});

describe('answers per prompt by default', () => {
  it('gives a dashboard project 3 answers per prompt, the plan’s cap when lower; a CLI project and API launches keep 1', async () => {
    const made = await operator.call('/api/app/projects', { body: { name: 'Acme', url: 'https://acme.example' } });
    expect(made.status).toBe(201);
    expect(made.body.data.samples).toBe(3);

    const free = new DashboardClient(product.baseUrl);
    await free.signUp({ email: uniqueEmail('free') });
    expect((await free.call('/api/app/projects', { body: { name: 'Small', url: 'https://small.example' } })).body.data.samples).toBe(1);
    // An explicit choice is kept.
    expect((await operator.call('/api/app/projects', { body: { name: 'One', url: 'https://one.example', samples: 1 } })).body.data.samples).toBe(1);

    const { org, key } = await seedOrg(product, 'expert');
    const cli = await seedProject(product, org.id);
    expect(cli.samples).toBe(1);
    const launched = await product.api(`/api/v1/projects/${cli.id}/audits`, { key, body: {} });
    expect(launched.status).toBe(201);
    const audits = await product.api(`/api/v1/projects/${cli.id}/audits`, { key });
    expect(audits.body.data[0].samples).toBe(1);
    // No region asked: the project's (fr for a CLI project made without one).
    expect(audits.body.data[0].technical_details.region).toBe('fr');
  });
});

describe('friendly errors', () => {
  it('answers an empty sign-up form with words a person can act on', async () => {
    const res = await new DashboardClient(product.baseUrl).call('/api/app/auth/sign-up', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_request', param: 'email', message: '"email" is required.' });
    expect(res.text).not.toMatch(/expected string|received undefined/);
    const wrong = await new DashboardClient(product.baseUrl).call('/api/app/auth/sign-up', { body: { email: 'not-an-address', password: 'long enough password' } });
    expect(wrong.body.error.message).toBe('"email" must be an e-mail address such as you@example.com.');
  });

  it('words a wrong type and a wrong value the same way on the REST API', async () => {
    const { org, key } = await seedOrg(product, 'expert');
    const project = await seedProject(product, org.id);
    const res = await product.api(`/api/v1/projects/${project.id}/audits`, { key, body: { samples: 'three' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_request', param: 'samples', message: '"samples" must be a number.' });
  });
});

describe('invitations', () => {
  it('names an e-mail address and a role, lists both, and is revoked one by one', async () => {
    const first = uniqueEmail('ana');
    const second = uniqueEmail('bob');
    const a = await operator.call('/api/app/invitations', { body: { email: first, role: 'owner' } });
    expect(a.status).toBe(201);
    expect(a.body.data).toMatchObject({ email: first, role: 'owner' });
    const b = await operator.call('/api/app/invitations', { body: { email: second } });
    expect(b.body.data).toMatchObject({ email: second, role: 'member' });
    const pending = (await operator.call('/api/app/invitations')).body.data;
    expect(pending).toEqual(expect.arrayContaining([expect.objectContaining({ email: first, role: 'owner' }), expect.objectContaining({ email: second, role: 'member' })]));

    expect((await operator.call(`/api/app/invitations/${b.body.data.id}`, { method: 'DELETE' })).status).toBe(200);
    const after = (await operator.call('/api/app/invitations')).body.data.map((i: any) => i.email);
    expect(after).toContain(first);
    expect(after).not.toContain(second);

    // The person invited joins with the role of the invitation.
    const ana = new DashboardClient(product.baseUrl);
    expect((await ana.signUp({ email: first, invitation: a.body.data.url.split('/invite/')[1] })).status).toBe(201);
    expect((await ana.session()).role).toBe('owner');
  });

  it('refuses the link to any other address, and keeps it for the person it names', async () => {
    const invited = uniqueEmail('invited');
    const link = await operator.call('/api/app/invitations', { body: { email: invited } });
    const token = link.body.data.url.split('/invite/')[1];

    const stranger = new DashboardClient(product.baseUrl);
    const refused = await stranger.signUp({ email: uniqueEmail('stranger'), invitation: token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('invitation_email_mismatch');
    const other = new DashboardClient(product.baseUrl);
    await other.signUp({ email: uniqueEmail('other') });
    expect((await other.call('/api/app/invitations/accept', { body: { token } })).body.error.code).toBe('invitation_email_mismatch');

    const right = new DashboardClient(product.baseUrl);
    expect((await right.signUp({ email: invited.toUpperCase(), invitation: token })).status).toBe(201);
    expect((await right.session()).org.name).toBe('Kettle Co');
  });

  it('says what is missing or wrong, and refuses to invite a member', async () => {
    const empty = await operator.call('/api/app/invitations', { body: {} });
    expect(empty.body.error).toMatchObject({ code: 'invalid_request', param: 'email', message: '"email" is required.' });
    const role = await operator.call('/api/app/invitations', { body: { email: uniqueEmail(), role: 'admin' } });
    expect(role.body.error).toMatchObject({ code: 'invalid_request', param: 'role', message: '"role" must be one of: "member", "owner".' });
    const self = (await operator.session()).user.email;
    expect((await operator.call('/api/app/invitations', { body: { email: self } })).body.error).toMatchObject({ code: 'invalid_request', param: 'email' });
  });

  it('replaces the pending invitation of an address invited again', async () => {
    const email = uniqueEmail('again');
    const old = await operator.call('/api/app/invitations', { body: { email } });
    const fresh = await operator.call('/api/app/invitations', { body: { email } });
    const pending = (await operator.call('/api/app/invitations')).body.data.filter((i: any) => i.email === email);
    expect(pending.map((i: any) => i.id)).toEqual([fresh.body.data.id]);
    const oldToken = old.body.data.url.split('/invite/')[1];
    expect((await new DashboardClient(product.baseUrl).signUp({ email, invitation: oldToken })).body.error.code).toBe('invitation_invalid');
  });

  it('keeps the only owner in', async () => {
    const solo = new DashboardClient(product.baseUrl);
    await solo.signUp({ email: uniqueEmail('solo') });
    const me = (await solo.session()).user.id;
    const res = await solo.call(`/api/app/members/${me}`, { method: 'DELETE' });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('last_owner');
  });
});

describe('the operator, the engines and the checklist', () => {
  it('tells the operator apart, lists every engine with whether it is configured, and keeps the key variables for the operator', async () => {
    const org = (await operator.call('/api/app/org')).body.data;
    expect(org.operator).toBe(true);
    expect(org.engines).toEqual(['simulated']);
    expect(org.availability.slice(0, 4)).toEqual([
      { engine: 'openai', surface: 'model_api', configured: false, keys: ['OPENAI_API_KEY'] },
      { engine: 'perplexity', surface: 'model_api', configured: false, keys: ['PERPLEXITY_API_KEY'] },
      { engine: 'gemini', surface: 'model_api', configured: false, keys: ['GEMINI_API_KEY'] },
      { engine: 'anthropic', surface: 'model_api', configured: false, keys: ['ANTHROPIC_API_KEY'] },
    ]);
    const someone = new DashboardClient(product.baseUrl);
    await someone.signUp({ email: uniqueEmail('someone') });
    const theirs = (await someone.call('/api/app/org')).body.data;
    expect(theirs.operator).toBe(false);
    expect(theirs.availability[0]).toEqual({ engine: 'openai', surface: 'model_api', configured: false });
  });

  it('puts the checklist away for one member only, and brings it back', async () => {
    const other = new DashboardClient(product.baseUrl);
    await other.signUp({ email: uniqueEmail('other') });
    expect((await other.call('/api/app/org')).body.data.checklistDismissed).toBe(false);
    expect((await other.call('/api/app/checklist', { method: 'PUT', body: { dismissed: true } })).status).toBe(200);
    expect((await other.call('/api/app/org')).body.data.checklistDismissed).toBe(true);
    expect((await operator.call('/api/app/org')).body.data.checklistDismissed).toBe(false);
    expect((await other.call('/api/app/checklist', { method: 'PUT', body: { dismissed: 'yes' } })).body.error).toMatchObject({ param: 'dismissed' });
    await other.call('/api/app/checklist', { method: 'PUT', body: { dismissed: false } });
    expect((await other.call('/api/app/org')).body.data.checklistDismissed).toBe(false);
  });
});

describe('a simulated project', () => {
  it('marks the project and its suggestions read from made-up answers as demo data, without a priority', async () => {
    // The simulator names the brand, or a competitor instead, at random (seeded by the audit):
    // with two answers, about half the audits had no answer naming Globex and not Acme on a cited
    // page, so no suggestion came from the answers. Eighteen answers leave that to chance about
    // twice in a thousand, and the other kinds of answer-based suggestions make it rarer still.
    const id = (await operator.call('/api/app/projects', { body: { name: 'Demo', url: site.origin, brand_name: 'Acme', competitors: ['Globex'], samples: 3 } })).body.data.id;
    expect((await operator.call(`/api/app/projects/${id}`)).body.data.simulated).toBe(false);
    const prompts = ['best smart kettle', 'which kettle boils fastest', 'quietest electric kettle', 'kettle with temperature control', 'best kettle under 50', 'most reliable kettle brand'];
    await operator.call(`/api/app/projects/${id}/prompts`, { body: { prompts: prompts.map((text) => ({ text })) } });
    const auditId = (await operator.call(`/api/app/projects/${id}/audits`, { body: {} })).body.data.auditId;
    await waitFor(() => operator.call(`/api/app/projects/${id}/audits/${auditId}/progress`), (r) => r.body.data.status === 'COMPLETED');
    expect((await operator.call('/api/app/projects')).body.data.find((p: any) => p.id === id).simulated).toBe(true);
    expect((await operator.call(`/api/app/projects/${id}`)).body.data.simulated).toBe(true);

    const suggestions = (await waitFor(() => operator.call(`/api/app/projects/${id}/suggestions`), (r) => r.body.data.some((s: any) => s.type !== 'site'))).body.data;
    const fromAnswers = suggestions.filter((s: any) => s.type !== 'site');
    expect(fromAnswers.length).toBeGreaterThan(0);
    for (const s of fromAnswers) expect(s).toMatchObject({ simulated: true, priority: null });
    for (const s of suggestions.filter((x: any) => x.type === 'site')) expect(s.simulated).toBe(false);
  });
});

describe('prompt suggestions', () => {
  it('reads the category and the questions of the site, unbranded by default, branded on request', async () => {
    const id = (await operator.call('/api/app/projects', { body: { name: 'Kettles', url: site.origin, brand_name: 'Acme', competitors: ['Globex'], region: 'us' } })).body.data.id;
    const ready = await waitFor(() => operator.call(`/api/app/projects/${id}/prompt-suggestions`), (r) => r.body.data?.siteRead === true);
    const data = ready.body.data;
    expect(data).toMatchObject({ category: 'smart kettles', detected: true, checkingSite: false });
    const texts = data.prompts.map((p: any) => p.text);
    expect(texts).toContain('What is the best smart kettle?');
    expect(texts).toContain('How long does a smart kettle take to boil water?');
    expect(texts.some((t: string) => /acme|globex/i.test(t))).toBe(false);

    // One click adds one; it is then no longer suggested.
    await operator.call(`/api/app/projects/${id}/prompts`, { body: { prompts: [{ text: 'What is the best smart kettle?' }] } });
    const again = (await operator.call(`/api/app/projects/${id}/prompt-suggestions`)).body.data.prompts.map((p: any) => p.text);
    expect(again).not.toContain('What is the best smart kettle?');

    const branded = (await operator.call(`/api/app/projects/${id}/prompt-suggestions?branded=true&category=${encodeURIComponent('tea kettle')}`)).body.data;
    expect(branded).toMatchObject({ category: 'tea kettle', detected: false });
    expect(branded.prompts.map((p: any) => p.text)).toContain('Acme vs Globex: which is better?');
    expect((await operator.call(`/api/app/projects/${id}/prompt-suggestions?branded=maybe`)).body.error).toMatchObject({ code: 'invalid_request', param: 'branded' });
  });
});

describe('the API reference', () => {
  it('renders the OpenAPI document as a page at /docs/api, from files served here; the raw JSON stays at /api/v1/openapi.json', async () => {
    const page = await fetch(`${product.baseUrl}/docs/api`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('/api/v1/openapi.json');
    // Every script and style it loads is this server's own: no CDN.
    const assets = [...html.matchAll(/(?:src|href)="([^"#][^"]*)"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(3);
    expect(assets.filter((a) => !a.startsWith('/'))).toEqual([]);
    // The error codes are anchors of this page, where each error's doc_url points.
    expect(html).toContain('id="error-service_unavailable"');
    for (const asset of assets.filter((a) => a.startsWith('/docs/api/'))) {
      const res = await fetch(product.baseUrl + asset);
      expect(res.status, asset).toBe(200);
      expect((await res.text()).length, asset).toBeGreaterThan(100);
    }
    const missing = await fetch(`${product.baseUrl}/docs/api/package.json`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe('not_found');
    const raw = await fetch(`${product.baseUrl}/api/v1/openapi.json`);
    expect((await raw.json()).openapi).toMatch(/^3\.1/);
  });
});

// Dashboard accounts over real HTTP: sign-up and its plans, sign-in, sessions and their
// cookie, CSRF, sign-in throttling, invitations, closed sign-up, tenant isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardClient, uniqueEmail } from './dashboard-client';
import { startProduct, type Product } from './harness';

let product: Product;
let operator: DashboardClient;
let operatorEmail: string;

beforeAll(async () => {
  product = await startProduct();
  operator = new DashboardClient(product.baseUrl);
  operatorEmail = uniqueEmail('operator');
  expect((await operator.signUp({ email: operatorEmail, name: 'Olivia Operator', organization: 'Operator Inc' })).status).toBe(201);
});
afterAll(() => product?.dispose());

describe('sign-up', () => {
  it('gives the first sign-up of a fresh install the expert plan, later ones free', async () => {
    const first = await operator.session();
    expect(first).toMatchObject({ user: { email: operatorEmail, name: 'Olivia Operator' }, org: { name: 'Operator Inc', plan: 'expert' }, role: 'owner' });
    const later = new DashboardClient(product.baseUrl);
    expect((await later.signUp({ email: uniqueEmail(), name: 'Lee Later' })).status).toBe(201);
    expect(await later.session()).toMatchObject({ org: { name: "Lee's team", plan: 'free' }, role: 'owner' });
  });

  it('sets an httpOnly, SameSite=Lax session cookie and never returns the password', async () => {
    const res = await new DashboardClient(product.baseUrl).call('/api/app/auth/sign-up', {
      body: { email: uniqueEmail(), password: 'correct horse battery' },
    });
    expect(res.status).toBe(201);
    const cookie = res.headers.getSetCookie()[0];
    expect(cookie).toMatch(/^ga_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax$/);
    expect(res.text).not.toContain('correct horse');
  });

  it('refuses a taken e-mail (any case), a short password and a malformed e-mail', async () => {
    const client = new DashboardClient(product.baseUrl);
    expect((await client.signUp({ email: operatorEmail.toUpperCase() })).body.error.code).toBe('email_taken');
    const weak = await client.signUp({ email: uniqueEmail(), password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatchObject({ code: 'weak_password', param: 'password' });
    const malformed = await client.signUp({ email: 'not-an-email' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.param).toBe('email');
  });
});

describe('sessions', () => {
  it('signs in, reads the session, signs out; the old cookie is then worthless', async () => {
    const client = new DashboardClient(product.baseUrl);
    expect((await client.signIn(operatorEmail)).status).toBe(200);
    const cookie = client.cookie;
    expect((await client.call('/api/app/projects')).status).toBe(200);
    const out = await client.call('/api/app/auth/sign-out', { method: 'POST' });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()[0]).toMatch(/^ga_session=; .*Max-Age=0/);
    const replay = await fetch(`${product.baseUrl}/api/app/projects`, { headers: { Cookie: cookie! } });
    expect(replay.status).toBe(401);
    expect((await client.session()).user).toBeNull();
  });

  it('refuses a wrong password with the same answer as an unknown e-mail', async () => {
    const client = new DashboardClient(product.baseUrl);
    const wrong = await client.signIn(operatorEmail, 'not the password');
    const unknown = await client.signIn(uniqueEmail('nobody'), 'not the password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error).toEqual(unknown.body.error);
  });

  it('throttles sign-in after repeated failures for one address, even with the right password', async () => {
    const email = uniqueEmail('victim');
    await new DashboardClient(product.baseUrl).signUp({ email });
    const attacker = new DashboardClient(product.baseUrl);
    for (let i = 0; i < 5; i++) expect((await attacker.signIn(email, `guess number ${i}`)).status).toBe(401);
    const blocked = await attacker.signIn(email);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('too_many_attempts');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('requires the CSRF token and our Origin on state-changing requests', async () => {
    const client = new DashboardClient(product.baseUrl);
    await client.signIn(operatorEmail);
    const project = { name: 'CSRF', url: 'https://csrf.example' };
    const noToken = await client.call('/api/app/projects', { body: project, csrf: null });
    expect(noToken.status).toBe(403);
    expect(noToken.body.error.code).toBe('csrf_token_invalid');
    expect((await client.call('/api/app/projects', { body: project, csrf: 'x'.repeat(43) })).status).toBe(403);
    const foreign = await client.call('/api/app/projects', { body: project, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('cross_site_request');
    expect((await client.call('/api/app/projects', { body: project, origin: null })).status).toBe(403);
    // A sign-in posted from another site (login CSRF) is refused too.
    expect((await new DashboardClient(product.baseUrl).call('/api/app/auth/sign-in', { body: { email: operatorEmail, password: 'correct horse battery' }, origin: 'https://evil.example' })).status).toBe(403);
    expect((await client.call('/api/app/projects', { body: project })).status).toBe(201);
  });

  it('answers JSON 401 without a session, and JSON 404 on unknown paths', async () => {
    const anonymous = new DashboardClient(product.baseUrl);
    const res = await anonymous.call('/api/app/projects');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthenticated');
    const unknown = await anonymous.call('/api/app/nothing/here');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('invitations', () => {
  it('lets an owner invite a member, once per link; members cannot invite', async () => {
    const email = uniqueEmail('member');
    const link = await operator.call('/api/app/invitations', { body: { email } });
    expect(link.status).toBe(201);
    const token = link.body.data.url.split('/invite/')[1];
    expect(link.body.data.url).toBe(`${product.baseUrl}/invite/${token}`);
    expect((await operator.call('/api/app/invitations')).body.data.map((i: any) => i.id)).toContain(link.body.data.id);

    const member = new DashboardClient(product.baseUrl);
    expect((await member.signUp({ email, invitation: token })).status).toBe(201);
    expect(await member.session()).toMatchObject({ org: { name: 'Operator Inc', plan: 'expert' }, role: 'member' });
    expect((await operator.call('/api/app/members')).body.data.map((m: any) => m.email)).toContain(email);
    expect((await member.call('/api/app/invitations', { body: { email: uniqueEmail() } })).body.error.code).toBe('owner_only');

    // Used: refused to anyone, before the address is even compared.
    const late = await new DashboardClient(product.baseUrl).signUp({ email: uniqueEmail(), invitation: token });
    expect(late.status).toBe(404);
    expect(late.body.error.code).toBe('invitation_invalid');
    expect((await operator.call('/api/app/invitations')).body.data.map((i: any) => i.id)).not.toContain(link.body.data.id);
  });

  it('lets a signed-in person of another organisation join, and switch between both', async () => {
    const other = new DashboardClient(product.baseUrl);
    const otherEmail = uniqueEmail();
    await other.signUp({ email: otherEmail, organization: 'Other Org' });
    const link = await operator.call('/api/app/invitations', { body: { email: otherEmail.toUpperCase() } });
    const token = link.body.data.url.split('/invite/')[1];
    expect((await other.call('/api/app/invitations/accept', { body: { token } })).status).toBe(200);
    const joined = await other.session();
    expect(joined.org.name).toBe('Operator Inc');
    expect(joined.memberships.map((m: any) => m.orgName)).toEqual(['Other Org', 'Operator Inc']);
    const own = joined.memberships[0].orgId;
    expect((await other.call('/api/app/session', { method: 'PUT', body: { orgId: own } })).status).toBe(200);
    expect((await other.session()).org.name).toBe('Other Org');
    // Not a member: refused.
    const outsider = new DashboardClient(product.baseUrl);
    await outsider.signUp({ email: uniqueEmail() });
    const operatorOrg = (await operator.session()).org.id;
    expect((await outsider.call('/api/app/session', { method: 'PUT', body: { orgId: operatorOrg } })).status).toBe(404);
  });

  it('refuses a revoked link', async () => {
    const email = uniqueEmail();
    const link = await operator.call('/api/app/invitations', { body: { email } });
    expect((await operator.call(`/api/app/invitations/${link.body.data.id}`, { method: 'DELETE' })).status).toBe(200);
    const token = link.body.data.url.split('/invite/')[1];
    expect((await new DashboardClient(product.baseUrl).signUp({ email, invitation: token })).status).toBe(404);
  });
});

describe('tenant isolation', () => {
  it('hides every project route of another organisation behind a 404', async () => {
    const created = await operator.call('/api/app/projects', { body: { name: 'Secret', url: 'https://secret.example', competitors: ['Rival'] } });
    const id = created.body.data.id;
    const intruder = new DashboardClient(product.baseUrl);
    await intruder.signUp({ email: uniqueEmail('intruder') });
    expect((await intruder.call('/api/app/projects')).body.data).toEqual([]);
    for (const path of ['', '/prompts', '/keywords', '/suggestions', '/audits']) {
      expect((await intruder.call(`/api/app/projects/${id}${path}`)).status, path).toBe(404);
    }
    expect((await intruder.call(`/api/app/projects/${id}`, { method: 'PATCH', body: { name: 'Mine' } })).status).toBe(404);
    expect((await intruder.call(`/api/app/projects/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await intruder.call(`/api/app/projects/${id}/prompts`, { body: { prompts: [{ text: 'x' }] } })).status).toBe(404);
    expect((await operator.call(`/api/app/projects/${id}`)).body.data.name).toBe('Secret');
  });

  it('does not let one organisation revoke another one\'s key', async () => {
    const key = await operator.call('/api/app/keys', { body: { name: 'ci', scopes: ['read'] } });
    const intruder = new DashboardClient(product.baseUrl);
    await intruder.signUp({ email: uniqueEmail() });
    expect((await intruder.call(`/api/app/keys/${key.body.data.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await operator.call('/api/app/keys')).body.data.find((k: any) => k.id === key.body.data.id).revoked_at).toBeNull();
  });
});

describe('closed sign-up', () => {
  it('refuses sign-up with ALLOW_SIGNUP=false, except through an invitation', async () => {
    const closed = await startProduct();
    try {
      const owner = new DashboardClient(closed.baseUrl);
      await owner.signUp({ email: uniqueEmail('owner'), organization: 'Closed Co' });
      const invited = uniqueEmail();
      const token = (await owner.call('/api/app/invitations', { body: { email: invited } })).body.data.url.split('/invite/')[1];
      closed.env.ALLOW_SIGNUP = 'false';
      await closed.restart();

      const visitor = new DashboardClient(closed.baseUrl);
      expect((await visitor.session()).signUpOpen).toBe(false);
      const refused = await visitor.signUp({ email: uniqueEmail() });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('signup_closed');
      expect((await visitor.signUp({ email: invited, invitation: token })).status).toBe(201);
      expect((await visitor.session()).org.name).toBe('Closed Co');
    } finally {
      await closed.dispose();
    }
  });
});

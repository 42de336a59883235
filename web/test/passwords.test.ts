// Passwords and sessions over real HTTP (docs/operations/security.md#third-review-decisions): a
// signed-in person changes theirs with their current one (guesses throttled like sign-ins), which
// ends their other sessions; an owner's one-time link sets a member's, which ends all of theirs;
// and a session ends 30 days after sign-in however much it is used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardClient, uniqueEmail } from './dashboard-client';
import { inDatabase, startProduct, type Product } from './harness';

const PASSWORD = 'correct horse battery';
let product: Product;
let owner: DashboardClient;

beforeAll(async () => {
  product = await startProduct();
  owner = new DashboardClient(product.baseUrl);
  expect((await owner.signUp({ email: uniqueEmail('owner'), organization: 'Keys Inc' })).status).toBe(201);
});
afterAll(() => product?.dispose());

/** Someone who joins `org` through an invitation link, signed in. */
async function join(org: DashboardClient, who: string) {
  const email = uniqueEmail(who);
  const link = (await org.call('/api/app/invitations', { body: { email } })).body.data.url as string;
  const client = new DashboardClient(product.baseUrl);
  expect((await client.signUp({ email, invitation: link.split('/invite/')[1] })).status).toBe(201);
  return { client, email, userId: (await client.session()).user.id as string };
}

async function signedIn(email: string, password = PASSWORD) {
  const client = new DashboardClient(product.baseUrl);
  expect((await client.signIn(email, password)).status).toBe(200);
  return client;
}

describe('changing one’s password', () => {
  it('needs the current password, ends the other sessions and keeps this one', async () => {
    const email = uniqueEmail('changer');
    const me = new DashboardClient(product.baseUrl);
    await me.signUp({ email });
    const elsewhere = await signedIn(email);
    const change = (body: object) => me.call('/api/app/account/password', { body });

    const wrong = await change({ currentPassword: 'not my password', password: 'a brand new secret' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toMatchObject({ code: 'invalid_credentials', param: 'currentPassword' });
    const weak = await change({ currentPassword: PASSWORD, password: 'short' });
    expect(weak.body.error).toMatchObject({ code: 'weak_password', param: 'password' });
    const done = await change({ currentPassword: PASSWORD, password: 'a brand new secret' });
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ sessionsEnded: 1 });

    expect((await elsewhere.call('/api/app/projects')).status).toBe(401);
    expect((await me.call('/api/app/projects')).status).toBe(200);
    expect((await new DashboardClient(product.baseUrl).signIn(email, PASSWORD)).status).toBe(401);
    await signedIn(email, 'a brand new secret');
  });

  it('counts guesses of the current password like failed sign-ins', async () => {
    const email = uniqueEmail('stolen');
    const thief = new DashboardClient(product.baseUrl);
    await thief.signUp({ email });
    for (let i = 0; i < 5; i++) {
      expect((await thief.call('/api/app/account/password', { body: { currentPassword: `guess ${i}`, password: 'taken over now!' } })).status).toBe(401);
    }
    const blocked = await thief.call('/api/app/account/password', { body: { currentPassword: PASSWORD, password: 'taken over now!' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('too_many_attempts');
  });

  it('needs a session and the CSRF token', async () => {
    expect((await new DashboardClient(product.baseUrl).call('/api/app/account/password', { body: { currentPassword: PASSWORD, password: 'whatever12345' } })).status).toBe(401);
    const me = await signedIn((await owner.session()).user.email);
    expect((await me.call('/api/app/account/password', { body: { currentPassword: PASSWORD, password: 'whatever12345' }, csrf: null })).body.error.code).toBe('csrf_token_invalid');
  });
});

describe("an owner's password link", () => {
  it('sets a member’s password once, ends all their sessions and signs them in', async () => {
    const { client: member, email, userId } = await join(owner, 'forgetful');
    const issued = await owner.call(`/api/app/members/${userId}/password-reset`, { method: 'POST' });
    expect(issued.status).toBe(201);
    const url = issued.body.data.url as string;
    expect(url).toMatch(new RegExp(`^${product.baseUrl}/reset-password/[A-Za-z0-9_-]{43}$`));
    const token = url.split('/reset-password/')[1];

    const pageHtml = await (await fetch(url)).text();
    expect(pageHtml).toContain(email);
    const visitor = new DashboardClient(product.baseUrl);
    expect((await visitor.call('/api/app/auth/password-reset', { body: { token, password: 'short' } })).body.error.code).toBe('weak_password');
    const reset = await visitor.call('/api/app/auth/password-reset', { body: { token, password: 'my fresh password' } });
    expect(reset.status).toBe(200);
    expect((await visitor.session()).user.email).toBe(email);

    expect((await member.call('/api/app/projects')).status).toBe(401);
    expect((await new DashboardClient(product.baseUrl).signIn(email, PASSWORD)).status).toBe(401);
    await signedIn(email, 'my fresh password');

    const again = await new DashboardClient(product.baseUrl).call('/api/app/auth/password-reset', { body: { token, password: 'another password' } });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('reset_link_invalid');
    expect(await (await fetch(url)).text()).toContain('Link not valid');
  });

  it('is an owner’s to issue, never for themselves, and never over an organisation they do not own', async () => {
    const { client: member, userId, email } = await join(owner, 'member');
    const { userId: colleague } = await join(owner, 'colleague');
    const refused = await member.call(`/api/app/members/${colleague}/password-reset`, { method: 'POST' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('owner_only');
    const ownerId = (await owner.session()).user.id;
    expect((await owner.call(`/api/app/members/${ownerId}/password-reset`, { method: 'POST' })).status).toBe(400);

    // The member also joins an organisation of their own making: the owner here owns not all of theirs.
    const elsewhere = new DashboardClient(product.baseUrl);
    await elsewhere.signUp({ email: uniqueEmail('other-owner') });
    const link = (await elsewhere.call('/api/app/invitations', { body: { email } })).body.data.url as string;
    expect((await member.call('/api/app/invitations/accept', { body: { token: link.split('/invite/')[1] } })).status).toBe(200);
    const overreach = await owner.call(`/api/app/members/${userId}/password-reset`, { method: 'POST' });
    expect(overreach.status).toBe(403);
    expect(overreach.body.error.message).toMatch(/only they can change their password/);

    const stranger = new DashboardClient(product.baseUrl);
    await stranger.signUp({ email: uniqueEmail('stranger') });
    const strangerId = (await stranger.session()).user.id;
    expect((await owner.call(`/api/app/members/${strangerId}/password-reset`, { method: 'POST' })).status).toBe(404);
  });

  it('stops working when a newer one is issued, or when its issuer is no longer an owner', async () => {
    const { userId } = await join(owner, 'twice');
    const first = (await owner.call(`/api/app/members/${userId}/password-reset`, { method: 'POST' })).body.data.url.split('/reset-password/')[1];
    const second = (await owner.call(`/api/app/members/${userId}/password-reset`, { method: 'POST' })).body.data.url.split('/reset-password/')[1];
    const use = (token: string) => new DashboardClient(product.baseUrl).call('/api/app/auth/password-reset', { body: { token, password: 'yet another one' } });
    expect((await use(first)).status).toBe(404);

    // A second owner issues a link, then is made a member: the link dies with the right.
    const { client: deputy, userId: deputyId } = await join(owner, 'deputy');
    await owner.call(`/api/app/members/${deputyId}`, { method: 'PATCH', body: { role: 'owner' } });
    await deputy.session();
    const deputyLink = (await deputy.call(`/api/app/members/${userId}/password-reset`, { method: 'POST' })).body.data.url.split('/reset-password/')[1];
    await owner.call(`/api/app/members/${deputyId}`, { method: 'PATCH', body: { role: 'member' } });
    expect((await use(deputyLink)).status).toBe(404);
    expect((await use(second)).status).toBe(404); // the deputy's link replaced it
  });
});

describe('session lifetime', () => {
  it('ends a session 30 days after sign-in, however recently it was used, and never promises more', async () => {
    const email = uniqueEmail('longlived');
    await new DashboardClient(product.baseUrl).signUp({ email });
    const old = await signedIn(email);
    const ageing = await signedIn(email);
    const userId = (await old.session()).user.id;
    await inDatabase(product, async (sql) => {
      const sessions = await sql`SELECT token_hash FROM sessions WHERE user_id = ${userId} ORDER BY created_at`;
      expect(sessions.length).toBeGreaterThanOrEqual(3);
      const [, first, second] = sessions;
      // Used an hour ago, and due to slide on: but signed in 31 days ago.
      await sql`UPDATE sessions SET created_at = now() - interval '31 days', refreshed_at = now() - interval '2 hours', expires_at = now() + interval '6 days' WHERE token_hash = ${first.token_hash}`;
      await sql`UPDATE sessions SET created_at = now() - interval '29 days 12 hours', refreshed_at = now() - interval '2 hours', expires_at = now() + interval '6 days' WHERE token_hash = ${second.token_hash}`;
    });
    if (!product.sql) await product.restart();
    const call = (client: DashboardClient) => fetch(`${product.baseUrl}/api/app/projects`, { headers: { Cookie: client.cookie! } });
    expect((await call(old)).status).toBe(401);
    const stillIn = await call(ageing);
    expect(stillIn.status).toBe(200);
    const maxAge = Number(/Max-Age=(\d+)/.exec(stillIn.headers.getSetCookie()[0] ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(11 * 3600);
    expect(maxAge).toBeLessThanOrEqual(12 * 3600 + 60);
  });
});

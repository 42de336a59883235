// Roles over real HTTP (docs/operations/security.md): every dashboard route that changes state, tried
// as an owner, as a member and as a removed member. Owners manage members, everyone's keys,
// project deletion, webhooks and the settings that spend the plan; members do the rest; a removed member's
// sessions and keys end at once; the last owner cannot leave.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardClient, uniqueEmail } from './dashboard-client';
import { call } from './worker-helpers';
import { startProduct, type Product } from './harness';

let product: Product;
let owner: DashboardClient;
let member: DashboardClient;
let memberId: string;
let ownerId: string;

async function join(org: DashboardClient, who: string) {
  const email = uniqueEmail(who);
  const link = await org.call('/api/app/invitations', { body: { email } });
  expect(link.status).toBe(201);
  const client = new DashboardClient(product.baseUrl);
  const joined = await client.signUp({ email, name: who, invitation: link.body.data.url.split('/invite/')[1] });
  expect(joined.status).toBe(201);
  return { client, userId: (await client.session()).user.id as string };
}

const project = (client: DashboardClient, name = 'Acme') =>
  client.call('/api/app/projects', { body: { name, url: 'https://acme.example', brand_name: 'Acme' } }).then((r) => {
    expect(r.status).toBe(201);
    return r.body.data.id as string;
  });

const webhook = () =>
  owner.call('/api/app/webhooks', { body: { url: 'https://hooks.example.com/geo', events: ['audit.completed'] } }).then((r) => {
    expect(r.status).toBe(201);
    return r.body.data.id as string;
  });

beforeAll(async () => {
  product = await startProduct();
  owner = new DashboardClient(product.baseUrl);
  expect((await owner.signUp({ email: uniqueEmail('owner'), name: 'Olga', organization: 'Roles Inc' })).status).toBe(201);
  ownerId = (await owner.session()).user.id;
  ({ client: member, userId: memberId } = await join(owner, 'Mia'));
});
afterAll(() => product?.dispose());

/**
 * Who tries a route: their client, a key of their own (made fresh for each try; a removed member
 * names the one they made before they were removed) and the organisation they work in.
 */
interface Actor {
  client: DashboardClient;
  ownKeyId: () => Promise<string>;
  orgId: string;
}

const signedIn = async (client: DashboardClient): Promise<Actor> => ({
  client,
  ownKeyId: async () => (await client.call('/api/app/keys', { body: { name: 'mine', scopes: ['read'] } })).body.data.id,
  orgId: (await client.session()).org.id,
});

/**
 * Each state-changing route, with what it needs created fresh for each try (so that a try that
 * succeeds does not spoil the next), and the status an owner and a member get.
 */
interface RouteCase {
  name: string;
  request: (as: Actor) => Promise<{ path: string; method: string; body?: unknown }>;
  owner: number;
  member: number;
}

const cases: RouteCase[] = [
  { name: 'create a project', owner: 201, member: 201, request: async () => ({ path: '/api/app/projects', method: 'POST', body: { name: 'New', url: 'https://new.example' } }) },
  { name: 'rename a project', owner: 200, member: 200, request: async () => ({ path: `/api/app/projects/${await project(owner)}`, method: 'PATCH', body: { name: 'Renamed' } }) },
  { name: "change a project's samples", owner: 200, member: 403, request: async () => ({ path: `/api/app/projects/${await project(owner)}`, method: 'PATCH', body: { samples: 2 } }) },
  { name: "change a project's schedule", owner: 200, member: 403, request: async () => ({ path: `/api/app/projects/${await project(owner)}`, method: 'PATCH', body: { schedule: 'daily' } }) },
  { name: "change a project's engines", owner: 200, member: 403, request: async () => ({ path: `/api/app/projects/${await project(owner)}`, method: 'PATCH', body: { engines: ['simulated'] } }) },
  { name: 'delete a project', owner: 200, member: 403, request: async () => ({ path: `/api/app/projects/${await project(owner)}`, method: 'DELETE' }) },
  { name: 'add prompts', owner: 201, member: 201, request: async () => ({ path: `/api/app/projects/${await project(owner)}/prompts`, method: 'POST', body: { prompts: [{ text: 'best crm' }] } }) },
  {
    name: 'edit a prompt', owner: 200, member: 200,
    request: async () => {
      const id = await project(owner);
      const prompt = (await owner.call(`/api/app/projects/${id}/prompts`, { body: { prompts: [{ text: 'best crm' }] } })).body.data.created[0].id;
      return { path: `/api/app/projects/${id}/prompts/${prompt}`, method: 'PATCH', body: { active: false } };
    },
  },
  {
    name: 'delete a prompt', owner: 200, member: 200,
    request: async () => {
      const id = await project(owner);
      const prompt = (await owner.call(`/api/app/projects/${id}/prompts`, { body: { prompts: [{ text: 'best crm' }] } })).body.data.created[0].id;
      return { path: `/api/app/projects/${id}/prompts/${prompt}`, method: 'DELETE' };
    },
  },
  {
    name: 'act on prompts in bulk', owner: 200, member: 200,
    request: async () => {
      const id = await project(owner);
      const prompt = (await owner.call(`/api/app/projects/${id}/prompts`, { body: { prompts: [{ text: 'best crm' }] } })).body.data.created[0].id;
      return { path: `/api/app/projects/${id}/prompts/bulk`, method: 'POST', body: { action: 'deactivate', ids: [prompt] } };
    },
  },
  { name: 'import prompts', owner: 200, member: 200, request: async () => ({ path: `/api/app/projects/${await project(owner)}/prompts/import`, method: 'POST', body: { content: 'best crm', format: 'lines' } }) },
  { name: 'add keywords', owner: 201, member: 201, request: async () => ({ path: `/api/app/projects/${await project(owner)}/keywords`, method: 'POST', body: { keywords: ['crm'] } }) },
  {
    name: 'delete a keyword', owner: 200, member: 200,
    request: async () => {
      const id = await project(owner);
      const keyword = (await owner.call(`/api/app/projects/${id}/keywords`, { body: { keywords: ['crm'] } })).body.data[0].id;
      return { path: `/api/app/projects/${id}/keywords/${keyword}`, method: 'DELETE' };
    },
  },
  {
    name: 'launch an audit', owner: 201, member: 201,
    request: async () => {
      const id = await project(owner);
      await owner.call(`/api/app/projects/${id}/prompts`, { body: { prompts: [{ text: 'best crm' }] } });
      return { path: `/api/app/projects/${id}/audits`, method: 'POST', body: {} };
    },
  },
  { name: 'create an API key', owner: 201, member: 201, request: async () => ({ path: '/api/app/keys', method: 'POST', body: { name: 'ci', scopes: ['read'] } }) },
  { name: "revoke the owner's API key", owner: 200, member: 403, request: async () => ({ path: `/api/app/keys/${(await owner.call('/api/app/keys', { body: { name: 'owner key', scopes: ['read'] } })).body.data.id}`, method: 'DELETE' }) },
  { name: 'revoke a key one made oneself', owner: 200, member: 200, request: async (as) => ({ path: `/api/app/keys/${await as.ownKeyId()}`, method: 'DELETE' }) },
  { name: 'invite someone', owner: 201, member: 403, request: async () => ({ path: '/api/app/invitations', method: 'POST', body: { email: uniqueEmail('invited') } }) },
  { name: 'revoke an invitation', owner: 200, member: 403, request: async () => ({ path: `/api/app/invitations/${(await owner.call('/api/app/invitations', { body: { email: uniqueEmail('revoked') } })).body.data.id}`, method: 'DELETE' }) },
  { name: "change someone's role", owner: 200, member: 403, request: async () => ({ path: `/api/app/members/${(await join(owner, 'Rolf')).userId}`, method: 'PATCH', body: { role: 'member' } }) },
  { name: 'remove someone else', owner: 200, member: 403, request: async () => ({ path: `/api/app/members/${(await join(owner, 'Remy')).userId}`, method: 'DELETE' }) },
  { name: 'add a webhook', owner: 201, member: 403, request: async () => ({ path: '/api/app/webhooks', method: 'POST', body: { url: 'https://hooks.example.com/geo', events: ['audit.completed'] } }) },
  { name: 'pause a webhook', owner: 200, member: 403, request: async () => ({ path: `/api/app/webhooks/${await webhook()}`, method: 'PATCH', body: { enabled: false } }) },
  { name: 'send a test event', owner: 202, member: 403, request: async () => ({ path: `/api/app/webhooks/${await webhook()}/test`, method: 'POST' }) },
  { name: 'delete a webhook', owner: 200, member: 403, request: async () => ({ path: `/api/app/webhooks/${await webhook()}`, method: 'DELETE' }) },
  { name: 'switch organisation', owner: 200, member: 200, request: async (as) => ({ path: '/api/app/session', method: 'PUT', body: { orgId: as.orgId } }) },
];

describe('roles on every state-changing dashboard route', () => {
  it.each(cases)('$name: owner $owner, member $member', async (c) => {
    for (const [who, client, expected] of [['owner', owner, c.owner], ['member', member, c.member]] as const) {
      const { path, method, body } = await c.request(await signedIn(client));
      const res = await client.call(path, { method, body });
      expect(res.status, `${who}: ${res.text}`).toBe(expected);
      if (expected === 403) expect(res.body.error.code).toBe('owner_only');
    }
  });

  it("lets a member save the project form unchanged (it sends every field), but not change what spends the plan", async () => {
    const id = await project(owner);
    const current = (await member.call(`/api/app/projects/${id}`)).body.data;
    const form = { name: 'Form save', url: current.url, brand_name: current.brand_name, engines: current.engines, samples: current.samples, schedule: current.schedule };
    expect((await member.call(`/api/app/projects/${id}`, { method: 'PATCH', body: form })).status).toBe(200);
    const refused = await member.call(`/api/app/projects/${id}`, { method: 'PATCH', body: { ...form, samples: current.samples + 1 } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.param).toBe('samples');
  });

  it('refuses a member the settings that spend the plan at creation too, naming the field', async () => {
    const base = { name: 'Spender', url: 'https://spender.example' };
    const scheduled = await member.call('/api/app/projects', { body: { ...base, schedule: 'daily', samples: 3 } });
    expect(scheduled.status).toBe(403);
    expect(scheduled.body.error).toMatchObject({ code: 'owner_only', param: 'schedule' });
    // The first sign-up's organisation is on Expert: the dashboard's default is 3 samples, more is the owner's.
    for (const [field, value] of [['samples', 5], ['engines', ['simulated']]] as const) {
      const refused = await member.call('/api/app/projects', { body: { ...base, [field]: value } });
      expect(refused.status, field).toBe(403);
      expect(refused.body.error).toMatchObject({ code: 'owner_only', param: field });
    }
    // The defaults, as the form sends them, are a member's to create with; an owner sets any.
    expect((await member.call('/api/app/projects', { body: { ...base, schedule: null, samples: 3, engines: [] } })).status).toBe(201);
    expect((await member.call('/api/app/projects', { body: { ...base, samples: 1 } })).status).toBe(201);
    expect((await owner.call('/api/app/projects', { body: { ...base, schedule: 'daily', samples: 3, engines: ['simulated'] } })).status).toBe(201);
  });

  it("keeps a member's launch, and their keys' launches, within the project's settings", async () => {
    const id = await project(owner);
    await owner.call(`/api/app/projects/${id}/prompts`, { body: { prompts: [{ text: 'best crm' }] } });
    expect((await owner.call(`/api/app/projects/${id}`, { method: 'PATCH', body: { samples: 2 } })).status).toBe(200);
    const launch = (as: DashboardClient, body: object) => as.call(`/api/app/projects/${id}/audits`, { body: { ...body, dry_run: true } });
    for (const [body, param] of [[{ samples: 3 }, 'samples'], [{ model: 'geo-advanced' }, 'model']] as const) {
      const refused = await launch(member, body);
      expect(refused.status, param).toBe(403);
      expect(refused.body.error).toMatchObject({ code: 'owner_only', param });
      expect((await launch(owner, body)).status, param).toBe(200);
    }
    expect((await launch(member, { samples: 1, model: 'geo-standard' })).status).toBe(200);
    expect((await launch(member, { samples: 2 })).status).toBe(200);

    // A key acts with its creator's role, read at each request.
    const memberKey = (await member.call('/api/app/keys', { body: { name: 'member ci', scopes: ['read', 'write'] } })).body.data.key as string;
    const viaApi = await call(product, `/api/v1/projects/${id}/audits`, { key: memberKey, method: 'POST', body: { samples: 3, dry_run: true } });
    expect(viaApi.status).toBe(403);
    expect(viaApi.body.error).toMatchObject({ code: 'owner_only', param: 'samples' });
    const viaMcp = await fetch(`${product.baseUrl}/api/mcp`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${memberKey}`, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'launch_audit', arguments: { project_id: id, model: 'geo-reasoning' } } }),
    }).then((r) => r.json());
    expect(viaMcp.result).toMatchObject({ isError: true, content: [{ text: expect.stringMatching(/^owner_only: /) }] });
    expect((await call(product, `/api/v1/projects/${id}/audits`, { key: memberKey, method: 'POST', body: { dry_run: true } })).status).toBe(200);

    const ownerKey = (await owner.call('/api/app/keys', { body: { name: 'owner ci', scopes: ['read', 'write'] } })).body.data.key as string;
    expect((await call(product, `/api/v1/projects/${id}/audits`, { key: ownerKey, method: 'POST', body: { samples: 3, dry_run: true } })).status).toBe(200);
    const cliKey = (await product.admin('key', 'create', '--org', (await owner.session()).org.id)).key as string;
    expect((await call(product, `/api/v1/projects/${id}/audits`, { key: cliKey, method: 'POST', body: { samples: 3, dry_run: true } })).status).toBe(200);
  });

  it('shows who made each key, and from where', async () => {
    const made = await member.call('/api/app/keys', { body: { name: 'traceable', scopes: ['read'] } });
    const listed = (await owner.call('/api/app/keys')).body.data.find((k: any) => k.id === made.body.data.id);
    expect(listed).toMatchObject({ source: 'dashboard', created_by: { id: memberId, name: 'Mia' } });
    expect(made.body.data.key).toMatch(/^svc_live_/);
    expect(listed.key).toBeUndefined();
  });
});

describe('removing a member', () => {
  it("ends their sessions, keys and invitations at once; every route answers 401 to them", async () => {
    const { client: leaver, userId } = await join(owner, 'Leo');
    await owner.call(`/api/app/members/${userId}`, { method: 'PATCH', body: { role: 'owner' } }); // owners can invite
    const made = (await leaver.call('/api/app/keys', { body: { name: 'leo ci', scopes: ['read'] } })).body.data;
    const key = made.key as string;
    // What the leaver's own routes will name once removed: their key, their former organisation.
    const formerSelf: Actor = { client: leaver, ownKeyId: async () => made.id, orgId: (await leaver.session()).org.id };
    const invitedEmail = uniqueEmail('late');
    const invitation = (await leaver.call('/api/app/invitations', { body: { email: invitedEmail } })).body.data;
    expect((await call(product, '/api/v1/projects', { key })).status).toBe(200);

    const removed = await owner.call(`/api/app/members/${userId}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ removed: true, sessionsEnded: 1, keysRevoked: 1, invitationsRevoked: 1 });

    expect((await call(product, '/api/v1/projects', { key })).status).toBe(401);
    const join2 = await new DashboardClient(product.baseUrl).signUp({ email: invitedEmail, invitation: invitation.url.split('/invite/')[1] });
    expect(join2.status).toBe(404);
    // A 401 clears the cookie in the client, as a browser would: each try sends the ended session's.
    const endedSession = leaver.cookie;
    for (const c of cases) {
      const { path, method, body } = await c.request(formerSelf);
      leaver.cookie = endedSession;
      const res = await leaver.call(path, { method, body });
      expect(res.status, `${c.name}: ${res.text}`).toBe(401);
      expect(res.body.error.code).toBe('unauthenticated');
    }
    expect((await owner.call('/api/app/members')).body.data.map((m: any) => m.id)).not.toContain(userId);
  });

  it('keeps the last owner: they can neither leave nor be demoted, until another owner exists', async () => {
    const fresh = new DashboardClient(product.baseUrl);
    await fresh.signUp({ email: uniqueEmail('solo') });
    const soloId = (await fresh.session()).user.id;
    const leave = await fresh.call(`/api/app/members/${soloId}`, { method: 'DELETE' });
    expect(leave.status).toBe(409);
    expect(leave.body.error.code).toBe('last_owner');
    const demote = await fresh.call(`/api/app/members/${soloId}`, { method: 'PATCH', body: { role: 'member' } });
    expect(demote.body.error.code).toBe('last_owner');

    const { userId: second } = await join(fresh, 'Sam');
    expect((await fresh.call(`/api/app/members/${second}`, { method: 'PATCH', body: { role: 'owner' } })).status).toBe(200);
    expect((await fresh.call(`/api/app/members/${soloId}`, { method: 'DELETE' })).status).toBe(200);
    expect((await fresh.session()).user).toBeNull();
  });

  it('lets a member leave by themselves', async () => {
    const { client, userId } = await join(owner, 'Lou');
    expect((await client.call(`/api/app/members/${userId}`, { method: 'DELETE' })).status).toBe(200);
    expect((await client.call('/api/app/projects')).status).toBe(401);
    expect(ownerId).not.toBe(userId);
  });
});

// Tenant isolation and roles on every route, by construction (docs/operations/security.md): the
// route files under web/app/api/app and web/app/api/v1 are read at test time, with the methods
// they export and the access each one asks (`access:` for the dashboard, `scope:` for the API).
// Each route × method is then tried, on the resources of organisation A:
// - by the owner of another organisation (B) → 404, for a route that names a resource of A;
//   B's lists never show A's ids;
// - by a member of A, where the route is owner-only → 403 owner_only;
// - by a removed member of A (their ended session) → 401; on the API, by a revoked key → 401,
//   and by a read-only key where the route needs `write` → 403;
// and the MCP tools (listed over the protocol) with another organisation's key → not_found.
// A route, method or tool this file does not know how to call fails the completeness tests, so
// a new one is covered as soon as it exists. Nothing refused may change A's data.
import fs from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardClient, ownerWithProject, uniqueEmail } from './dashboard-client';
import { ROOT, startProduct, type Product } from './harness';
import { call } from './openapi-check';
import { waitFor } from './worker-helpers';

interface Operation {
  /** e.g. `PATCH /api/app/projects/[id]` */
  key: string;
  method: string;
  template: string;
  /** `public`, `member` or `owner` on the dashboard; `public`, `read` or `write` on the API */
  access: string;
}

/** Paths under these match no route: they answer 404 to anything (http-hardening.test.ts). */
const CATCH_ALLS = ['/api/app/[...path]', '/api/v1/[...path]'];

/** The operations the route files under web/app/api/<area> declare, read from their source. */
function operationsIn(area: 'app' | 'v1'): Operation[] {
  const base = path.join(ROOT, 'web/app/api');
  const files = fs
    .readdirSync(path.join(base, area), { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'route.ts')
    .map((file) => path.join(area, file));
  const operations: Operation[] = [];
  for (const file of files) {
    const template = `/api/${path.dirname(file)}`;
    if (CATCH_ALLS.includes(template)) continue;
    const source = fs.readFileSync(path.join(base, file), 'utf8');
    const declared = [...source.matchAll(/^ {2}(GET|POST|PUT|PATCH|DELETE): \{\s*(?:access|scope): '(\w+)'/gm)];
    // A route file declaring its handlers some other way would be skipped silently: refuse it.
    if (declared.length === 0) throw new Error(`${file}: no "METHOD: { access|scope: ... }" handler found; teach tenancy-matrix.test.ts how to read it`);
    for (const [, method, access] of declared) operations.push({ key: `${method} ${template}`, method, template, access });
  }
  return operations.sort((a, b) => a.key.localeCompare(b.key));
}

const APP_OPERATIONS = operationsIn('app');
const API_OPERATIONS = operationsIn('v1');

/** The resources of organisation A that the routes name. */
interface Ids {
  orgId: string;
  projectId: string;
  auditId: string;
  rowId: string;
  promptId: string;
  keywordId: string;
  suggestionId: string;
  invitationId: string;
  keyId: string;
  ownerId: string;
  memberId: string;
  webhookId: string;
}

interface RouteCall {
  path: string;
  body?: unknown;
  /** Names a resource of A in its body rather than its path (the other-organisation check applies). */
  namesResource?: true;
}

/** The webhook operations, the same on both faces. */
function webhookCalls(area: 'app' | 'v1'): Record<string, (ids: Ids) => RouteCall> {
  const base = `/api/${area}/webhooks`;
  return {
    [`GET ${base}`]: () => ({ path: base }),
    [`POST ${base}`]: () => ({ path: base, body: { url: 'https://hooks.example.com/matrix', events: ['audit.completed'] } }),
    [`GET ${base}/[id]`]: (ids) => ({ path: `${base}/${ids.webhookId}` }),
    [`PATCH ${base}/[id]`]: (ids) => ({ path: `${base}/${ids.webhookId}`, body: { enabled: false } }),
    [`DELETE ${base}/[id]`]: (ids) => ({ path: `${base}/${ids.webhookId}` }),
    [`GET ${base}/[id]/deliveries`]: (ids) => ({ path: `${base}/${ids.webhookId}/deliveries` }),
    [`POST ${base}/[id]/test`]: (ids) => ({ path: `${base}/${ids.webhookId}/test`, body: {} }),
  };
}
const WEBHOOK_OPERATIONS = (area: 'app' | 'v1') => Object.keys(webhookCalls(area));

/**
 * How to call each operation with A's resources, with a body that is valid, so that a refusal can
 * only come from who asks. `public` operations need no session and are not tried.
 */
const APP_CALLS: Record<string, ((ids: Ids) => RouteCall) | 'public'> = {
  'POST /api/app/account/password': () => ({ path: '/api/app/account/password', body: { currentPassword: 'correct horse battery', password: 'another horse battery' } }),
  'POST /api/app/auth/password-reset': 'public',
  'POST /api/app/auth/sign-in': 'public',
  'POST /api/app/auth/sign-out': () => ({ path: '/api/app/auth/sign-out', body: {} }),
  'POST /api/app/auth/sign-up': 'public',
  'PUT /api/app/checklist': () => ({ path: '/api/app/checklist', body: { dismissed: true } }),
  'DELETE /api/app/invitations/[id]': (ids) => ({ path: `/api/app/invitations/${ids.invitationId}` }),
  'POST /api/app/invitations/accept': () => ({ path: '/api/app/invitations/accept', body: { token: 'not-a-real-invitation' } }),
  'GET /api/app/invitations': () => ({ path: '/api/app/invitations' }),
  'POST /api/app/invitations': () => ({ path: '/api/app/invitations', body: { email: uniqueEmail('matrix') } }),
  'DELETE /api/app/keys/[id]': (ids) => ({ path: `/api/app/keys/${ids.keyId}` }),
  'GET /api/app/keys': () => ({ path: '/api/app/keys' }),
  'POST /api/app/keys': () => ({ path: '/api/app/keys', body: { name: 'matrix', scopes: ['read'] } }),
  'POST /api/app/members/[userId]/password-reset': (ids) => ({ path: `/api/app/members/${ids.memberId}/password-reset`, body: {} }),
  'PATCH /api/app/members/[userId]': (ids) => ({ path: `/api/app/members/${ids.memberId}`, body: { role: 'member' } }),
  'DELETE /api/app/members/[userId]': (ids) => ({ path: `/api/app/members/${ids.memberId}` }),
  'GET /api/app/members': () => ({ path: '/api/app/members' }),
  'GET /api/app/org': () => ({ path: '/api/app/org' }),
  'GET /api/app/projects/[id]/audits/[auditId]/context': (ids) => ({ path: `/api/app/projects/${ids.projectId}/audits/${ids.auditId}/context` }),
  'GET /api/app/projects/[id]/audits/[auditId]/export': (ids) => ({ path: `/api/app/projects/${ids.projectId}/audits/${ids.auditId}/export?format=csv` }),
  'GET /api/app/projects/[id]/audits/[auditId]/progress': (ids) => ({ path: `/api/app/projects/${ids.projectId}/audits/${ids.auditId}/progress` }),
  'GET /api/app/projects/[id]/audits/[auditId]': (ids) => ({ path: `/api/app/projects/${ids.projectId}/audits/${ids.auditId}` }),
  'POST /api/app/projects/[id]/audits/[auditId]/rows/[rowId]/correction': (ids) => ({
    path: `/api/app/projects/${ids.projectId}/audits/${ids.auditId}/rows/${ids.rowId}/correction`,
    body: rowCorrection, // the opposite of the row's reading: accepted, it would change A's audit
  }),
  'GET /api/app/projects/[id]/audits': (ids) => ({ path: `/api/app/projects/${ids.projectId}/audits` }),
  'POST /api/app/projects/[id]/audits': (ids) => ({ path: `/api/app/projects/${ids.projectId}/audits`, body: {} }),
  'GET /api/app/projects/[id]/citation-gaps': (ids) => ({ path: `/api/app/projects/${ids.projectId}/citation-gaps` }),
  'GET /api/app/projects/[id]/corrections': (ids) => ({ path: `/api/app/projects/${ids.projectId}/corrections` }),
  'DELETE /api/app/projects/[id]/keywords/[keywordId]': (ids) => ({ path: `/api/app/projects/${ids.projectId}/keywords/${ids.keywordId}` }),
  'GET /api/app/projects/[id]/keywords': (ids) => ({ path: `/api/app/projects/${ids.projectId}/keywords` }),
  'POST /api/app/projects/[id]/keywords': (ids) => ({ path: `/api/app/projects/${ids.projectId}/keywords`, body: { keywords: ['matrix'] } }),
  'GET /api/app/projects/[id]/prompt-suggestions': (ids) => ({ path: `/api/app/projects/${ids.projectId}/prompt-suggestions` }),
  'PATCH /api/app/projects/[id]/prompts/[promptId]': (ids) => ({ path: `/api/app/projects/${ids.projectId}/prompts/${ids.promptId}`, body: { active: false } }),
  'DELETE /api/app/projects/[id]/prompts/[promptId]': (ids) => ({ path: `/api/app/projects/${ids.projectId}/prompts/${ids.promptId}` }),
  'POST /api/app/projects/[id]/prompts/bulk': (ids) => ({ path: `/api/app/projects/${ids.projectId}/prompts/bulk`, body: { action: 'delete', ids: [ids.promptId] } }),
  'POST /api/app/projects/[id]/prompts/import': (ids) => ({ path: `/api/app/projects/${ids.projectId}/prompts/import`, body: { content: 'matrix prompt', format: 'lines' } }),
  'GET /api/app/projects/[id]/prompts': (ids) => ({ path: `/api/app/projects/${ids.projectId}/prompts` }),
  'POST /api/app/projects/[id]/prompts': (ids) => ({ path: `/api/app/projects/${ids.projectId}/prompts`, body: { prompts: [{ text: 'matrix prompt' }] } }),
  'GET /api/app/projects/[id]': (ids) => ({ path: `/api/app/projects/${ids.projectId}` }),
  'PATCH /api/app/projects/[id]': (ids) => ({ path: `/api/app/projects/${ids.projectId}`, body: { name: 'Taken over' } }),
  'DELETE /api/app/projects/[id]': (ids) => ({ path: `/api/app/projects/${ids.projectId}` }),
  'GET /api/app/projects/[id]/rule-suggestions': (ids) => ({ path: `/api/app/projects/${ids.projectId}/rule-suggestions` }),
  'GET /api/app/projects/[id]/share-of-voice': (ids) => ({ path: `/api/app/projects/${ids.projectId}/share-of-voice` }),
  'GET /api/app/projects/[id]/sources/export': (ids) => ({ path: `/api/app/projects/${ids.projectId}/sources/export` }),
  'GET /api/app/projects/[id]/sources': (ids) => ({ path: `/api/app/projects/${ids.projectId}/sources` }),
  'PATCH /api/app/projects/[id]/suggestions/[suggestionId]': (ids) => ({ path: `/api/app/projects/${ids.projectId}/suggestions/${ids.suggestionId}`, body: { status: 'dismissed' } }),
  'GET /api/app/projects/[id]/suggestions': (ids) => ({ path: `/api/app/projects/${ids.projectId}/suggestions` }),
  'GET /api/app/projects': () => ({ path: '/api/app/projects' }),
  'POST /api/app/projects': () => ({ path: '/api/app/projects', body: { name: 'Matrix', url: 'https://matrix.example' } }),
  'GET /api/app/session': 'public',
  'PUT /api/app/session': (ids) => ({ path: '/api/app/session', body: { orgId: ids.orgId }, namesResource: true }),
  'GET /api/app/spend': () => ({ path: '/api/app/spend' }),
  'PATCH /api/app/spend': () => ({ path: '/api/app/spend', body: { ownerCapUsd: 1 } }),
  ...webhookCalls('app'),
};

/**
 * The owner-only dashboard operations (docs/operations/security.md), known here and not only from
 * the files: a route whose file stops asking for an owner fails the tests until this list agrees.
 */
const OWNER_ONLY = new Set([
  'DELETE /api/app/invitations/[id]',
  'GET /api/app/invitations',
  'POST /api/app/invitations',
  'POST /api/app/members/[userId]/password-reset',
  'PATCH /api/app/members/[userId]',
  'POST /api/app/projects/[id]/audits/[auditId]/rows/[rowId]/correction',
  'DELETE /api/app/projects/[id]',
  'PATCH /api/app/spend',
  // A webhook's URL (a Slack or Teams one) is a secret in itself: owners only, reads included.
  ...WEBHOOK_OPERATIONS('app'),
]);

/** The API operations that need a key with the `write` scope, likewise. */
const WRITE_SCOPE = new Set(['POST /api/v1/projects/[id]/audits', 'POST /api/v1/projects/[id]/keywords', ...WEBHOOK_OPERATIONS('v1')]);

const API_CALLS: Record<string, ((ids: Ids) => RouteCall) | 'public'> = {
  'GET /api/v1/openapi.json': 'public',
  'GET /api/v1/projects': () => ({ path: '/api/v1/projects' }),
  'GET /api/v1/projects/[id]': (ids) => ({ path: `/api/v1/projects/${ids.projectId}` }),
  'GET /api/v1/projects/[id]/audits': (ids) => ({ path: `/api/v1/projects/${ids.projectId}/audits` }),
  'POST /api/v1/projects/[id]/audits': (ids) => ({ path: `/api/v1/projects/${ids.projectId}/audits`, body: {} }),
  'GET /api/v1/projects/[id]/audits/[auditId]': (ids) => ({ path: `/api/v1/projects/${ids.projectId}/audits/${ids.auditId}` }),
  'GET /api/v1/projects/[id]/citation-gaps': (ids) => ({ path: `/api/v1/projects/${ids.projectId}/citation-gaps` }),
  'GET /api/v1/projects/[id]/keywords': (ids) => ({ path: `/api/v1/projects/${ids.projectId}/keywords` }),
  'POST /api/v1/projects/[id]/keywords': (ids) => ({ path: `/api/v1/projects/${ids.projectId}/keywords`, body: { keywords: ['matrix'] } }),
  'GET /api/v1/projects/[id]/share-of-voice': (ids) => ({ path: `/api/v1/projects/${ids.projectId}/share-of-voice` }),
  'GET /api/v1/projects/[id]/sources': (ids) => ({ path: `/api/v1/projects/${ids.projectId}/sources` }),
  'GET /api/v1/projects/[id]/suggestions': (ids) => ({ path: `/api/v1/projects/${ids.projectId}/suggestions` }),
  'GET /api/v1/projects/[id]/answers': (ids) => ({ path: `/api/v1/projects/${ids.projectId}/answers` }),
  ...webhookCalls('v1'),
};

/** How to call each MCP tool on A's project; `lists` for the tools that name no project. */
const MCP_CALLS: Record<string, ((ids: Ids) => Record<string, unknown>) | 'lists'> = {
  list_projects: 'lists',
  create_prompts: (ids) => ({ project_id: ids.projectId, prompts: [{ text: 'matrix prompt' }] }),
  import_prompts: (ids) => ({ project_id: ids.projectId, content: 'matrix prompt' }),
  launch_audit: (ids) => ({ project_id: ids.projectId }),
  get_audit: (ids) => ({ project_id: ids.projectId, audit_id: ids.auditId, answers: 5 }),
  get_sources: (ids) => ({ project_id: ids.projectId }),
  get_citation_gaps: (ids) => ({ project_id: ids.projectId }),
  list_changes: (ids) => ({ project_id: ids.projectId }),
};

let product: Product;
let ids: Ids;
/** A's owner, a member of A, a removed member of A (with their ended session), B's owner. */
let ownerA: DashboardClient;
let memberA: DashboardClient;
let removedA: DashboardClient;
let endedSession: string | undefined;
let ownerB: DashboardClient;
let keys: { a: string; aReadOnly: string; revoked: string; removedMembers: string; b: string };

/** Everything of A that a refused call could have changed, read by A's owner. */
async function stateOfA() {
  const read = async (p: string) => {
    const res = await ownerA.call(p);
    expect(res.status, p).toBe(200);
    return res.body.data;
  };
  const project = `/api/app/projects/${ids.projectId}`;
  return {
    project: await read(project),
    audits: await read(`${project}/audits`),
    audit: await read(`${project}/audits/${ids.auditId}`),
    prompts: await read(`${project}/prompts`),
    keywords: await read(`${project}/keywords`),
    suggestions: await read(`${project}/suggestions`),
    members: await read('/api/app/members'),
    invitations: await read('/api/app/invitations'),
    // when each key was last used changes with every request it makes, refused or not
    keys: (await read('/api/app/keys')).map(({ last_used_at, ...key }: any) => key),
    spend: (await read('/api/app/spend')).budget,
    webhooks: await read('/api/app/webhooks'),
  };
}
let before: Awaited<ReturnType<typeof stateOfA>>;
let rowCorrection: { cited: boolean };

async function join(org: DashboardClient, who: string) {
  const email = uniqueEmail(who);
  const link = await org.call('/api/app/invitations', { body: { email } });
  const client = new DashboardClient(product.baseUrl);
  expect((await client.signUp({ email, name: who, invitation: link.body.data.url.split('/invite/')[1] })).status).toBe(201);
  return { client, userId: (await client.session()).user.id as string };
}

const newKey = async (client: DashboardClient, scopes: string[]) => {
  const res = await client.call('/api/app/keys', { body: { name: 'matrix', scopes } });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string; key: string };
};

beforeAll(async () => {
  product = await startProduct();
  // A: the first operator's (Expert) organisation, with a completed audit of the simulated engine.
  const a = await ownerWithProject(product.baseUrl, ['Is Acme a good project tool?', 'best project management tool']);
  ownerA = a.owner;
  const projectId = a.projectId;
  const launched = await ownerA.call(`/api/app/projects/${projectId}/audits`, { body: {} });
  expect(launched.status, launched.text).toBe(201);
  const auditId = launched.body.data.auditId as string;
  const audit = await waitFor('the audit to complete', async () => {
    const detail = (await ownerA.call(`/api/app/projects/${projectId}/audits/${auditId}`)).body.data;
    return detail.status === 'COMPLETED' && detail;
  });
  rowCorrection = { cited: !audit.queries[0].cited };
  const keyword = await ownerA.call(`/api/app/projects/${projectId}/keywords`, { body: { keywords: ['planning'] } });
  const suggestions = (await ownerA.call(`/api/app/projects/${projectId}/suggestions`)).body.data;
  expect(suggestions.length, 'the audit made suggestions to act on').toBeGreaterThan(0);
  const invitation = await ownerA.call('/api/app/invitations', { body: { email: uniqueEmail('pending') } });
  const member = await join(ownerA, 'Mia');
  memberA = member.client;
  const removed = await join(ownerA, 'Remy');
  removedA = removed.client;
  const removedKey = await newKey(removedA, ['read']);
  expect((await ownerA.call(`/api/app/members/${removed.userId}`, { method: 'DELETE' })).status).toBe(200);
  endedSession = removedA.cookie;
  const revoked = await newKey(ownerA, ['read', 'write']);
  expect((await ownerA.call(`/api/app/keys/${revoked.id}`, { method: 'DELETE' })).status).toBe(200);
  const ownersKey = await newKey(ownerA, ['read']);
  const webhook = await ownerA.call('/api/app/webhooks', { body: { url: 'https://hooks.example.com/geo', events: ['audit.completed'] } });
  expect(webhook.status, webhook.text).toBe(201);

  ids = {
    orgId: (await ownerA.session()).org.id,
    projectId,
    auditId,
    rowId: audit.queries[0].id,
    promptId: (await ownerA.call(`/api/app/projects/${projectId}/prompts`)).body.data[0].id,
    keywordId: keyword.body.data[0].id,
    suggestionId: suggestions[0].id,
    invitationId: invitation.body.data.id,
    keyId: ownersKey.id,
    ownerId: (await ownerA.session()).user.id,
    memberId: member.userId,
    webhookId: webhook.body.data.id,
  };

  // B: a second sign-up, its own organisation, raised to Expert so its key may write.
  ownerB = new DashboardClient(product.baseUrl);
  expect((await ownerB.signUp({ email: uniqueEmail('other'), organization: 'Tenant B' })).status).toBe(201);
  await product.admin('org', 'update', '--id', (await ownerB.session()).org.id, '--plan', 'expert');
  keys = {
    a: a.key,
    aReadOnly: ownersKey.key,
    revoked: revoked.key,
    removedMembers: removedKey.key,
    b: (await newKey(ownerB, ['read', 'write'])).key,
  };
  before = await stateOfA();
});
afterAll(() => product?.dispose());

/** The ids of A that B must never see. */
const idsOfA = () => Object.values(ids);

const tried = (operations: Operation[], table: Record<string, unknown>) =>
  operations.filter((op) => op.access !== 'public').map((op) => ({ ...op, build: table[op.key] as ((ids: Ids) => RouteCall) | undefined }));

describe('the matrix knows every route', () => {
  it('has a call for every dashboard route and method, and none for a route that is gone', () => {
    expect(APP_OPERATIONS.length).toBeGreaterThan(40);
    expect(Object.keys(APP_CALLS).sort()).toEqual(APP_OPERATIONS.map((op) => op.key).sort());
    for (const op of APP_OPERATIONS) expect(APP_CALLS[op.key] === 'public', `${op.key} is public in its file`).toBe(op.access === 'public');
  });

  it('agrees with the route files on which operations are owner-only', () => {
    expect(APP_OPERATIONS.filter((op) => op.access === 'owner').map((op) => op.key).sort()).toEqual([...OWNER_ONLY].sort());
  });

  it('has a call for every API route and method, and agrees on which need `write`', () => {
    expect(Object.keys(API_CALLS).sort()).toEqual(API_OPERATIONS.map((op) => op.key).sort());
    for (const op of API_OPERATIONS) expect(API_CALLS[op.key] === 'public', `${op.key} is public in its file`).toBe(op.access === 'public');
    expect(API_OPERATIONS.filter((op) => op.access === 'write').map((op) => op.key).sort()).toEqual([...WRITE_SCOPE].sort());
  });
});

describe('the dashboard API (/api/app)', () => {
  it.each(tried(APP_OPERATIONS, APP_CALLS))('$key ($access)', async ({ key, method, template, build }) => {
    const { path: url, body, namesResource } = build!(ids);

    removedA.cookie = endedSession; // a 401 clears the client's cookie, as a browser does
    const removed = await removedA.call(url, { method, body });
    expect([removed.status, removed.body?.error?.code], `removed member: ${removed.text}`).toEqual([401, 'unauthenticated']);

    if (OWNER_ONLY.has(key)) {
      const refused = await memberA.call(url, { method, body });
      expect([refused.status, refused.body?.error?.code], `member: ${refused.text}`).toEqual([403, 'owner_only']);
    }

    if (template.includes('[') || namesResource) {
      const other = await ownerB.call(url, { method, body });
      expect([other.status, other.body?.error?.code], `other organisation: ${other.text}`).toEqual([404, 'not_found']);
    } else if (method === 'GET') {
      const other = await ownerB.call(url);
      expect(other.status, other.text).toBe(200);
      for (const id of idsOfA()) expect(other.text, `other organisation's ${url}`).not.toContain(id);
    }
  });
});

describe('the REST API (/api/v1)', () => {
  it.each(tried(API_OPERATIONS, API_CALLS))('$key ($access)', async ({ key: operation, method, template, build }) => {
    const { path: url, body } = build!(ids);
    for (const [who, key] of [['revoked key', keys.revoked], ["removed member's key", keys.removedMembers]]) {
      const refused = await call(product, url, { key, method, body });
      expect([refused.status, refused.body?.error?.code], `${who}: ${refused.text}`).toEqual([401, 'unauthorized']);
    }
    if (WRITE_SCOPE.has(operation)) {
      const readOnly = await call(product, url, { key: keys.aReadOnly, method, body });
      expect([readOnly.status, readOnly.body?.error?.code], `read-only key: ${readOnly.text}`).toEqual([403, 'insufficient_scope']);
    }
    const other = await call(product, url, { key: keys.b, method, body });
    if (template.includes('[')) {
      expect([other.status, other.body?.error?.code], `other organisation: ${other.text}`).toEqual([404, 'not_found']);
    } else {
      // B's own list, or B's own new webhook: nothing of A's in it.
      expect(other.status, other.text).toBe(method === 'POST' ? 201 : 200);
      for (const id of idsOfA()) expect(other.text, `other organisation's ${url}`).not.toContain(id);
    }
  });
});

describe('the MCP tools', () => {
  const connect = async (key: string) => {
    const client = new Client({ name: 'tenancy-matrix', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${product.baseUrl}/api/mcp`), { requestInit: { headers: { Authorization: `Bearer ${key}` } } }));
    return client;
  };

  it("answers every tool, listed over the protocol, with not_found on another organisation's project", async () => {
    const client = await connect(keys.b);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(Object.keys(MCP_CALLS).sort());
      for (const { name } of tools) {
        const args = MCP_CALLS[name];
        const result: any = await client.callTool({ name, arguments: args === 'lists' ? {} : args(ids) });
        const text = result.content[0].text as string;
        if (args === 'lists') {
          expect(result.isError, `${name}: ${text}`).toBeFalsy();
          for (const id of idsOfA()) expect(text, name).not.toContain(id);
        } else {
          expect(result.isError, `${name}: ${text}`).toBe(true);
          expect(text, name).toMatch(/^not_found: /);
        }
      }
    } finally {
      await client.close();
    }
  });

  it('refuses a revoked key before any tool', async () => {
    await expect(connect(keys.revoked)).rejects.toThrow(/"code":"unauthorized","message":"This API key has been revoked."/);
  });
});

describe('after every refusal', () => {
  it("A's data is as it was", async () => {
    expect(await stateOfA()).toEqual(before);
    // and A's own key still reads it (the refusals above were about who asked, not what)
    expect((await call(product, `/api/v1/projects/${ids.projectId}`, { key: keys.a })).status).toBe(200);
  });
});

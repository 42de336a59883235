// Replies bounded by their request (docs/operations/security.md#third-review-decisions): every MCP
// tool and every dashboard import route, sent a request of about 1 MiB built to be amplified
// (long tags, long texts full of characters JSON escapes, long names and ids, huge unknown keys),
// answers at most 256 KiB; and one JSON-RPC message per request (batches are refused).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardClient, uniqueEmail } from './dashboard-client';
import { startProduct, type Product } from './harness';
import { waitFor } from './worker-helpers';

const MIB = 1024 * 1024;
const MAX_REPLY = 256 * 1024;

let product: Product;
let owner: DashboardClient;
let key: string;
let projectId: string;

/** One raw JSON-RPC request to /api/mcp, as a client sends it; the reply's size is the point. */
async function rpc(message: unknown) {
  const body = JSON.stringify(message);
  const res = await fetch(`${product.baseUrl}/api/mcp`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
    body,
  });
  const text = await res.text();
  return { status: res.status, requestBytes: Buffer.byteLength(body), replyBytes: Buffer.byteLength(text), text, json: text ? JSON.parse(text) : undefined };
}

const callTool = (name: string, args: unknown, id: unknown = 1) => rpc({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });

/** Text a JSON encoder must escape at every character (quotes, backslashes), `length` characters long. */
const escapable = (length: number) => '"\\'.repeat(Math.ceil(length / 2)).slice(0, length);

beforeAll(async () => {
  product = await startProduct();
  owner = new DashboardClient(product.baseUrl);
  expect((await owner.signUp({ email: uniqueEmail('owner'), organization: 'Bounds Inc' })).status).toBe(201);
  const created = await owner.call('/api/app/projects', { body: { name: 'Acme', url: 'https://acme.example', brand_name: 'Acme' } });
  projectId = created.body.data.id;
  key = (await owner.call('/api/app/keys', { body: { name: 'mcp', scopes: ['read', 'write'] } })).body.data.key;
  // An audit with answers, so that get_audit, get_sources and get_citation_gaps have data to send.
  await owner.call(`/api/app/projects/${projectId}/prompts`, { body: { prompts: [{ text: 'best crm' }, { text: 'crm for agencies' }] } });
  const auditId = (await owner.call(`/api/app/projects/${projectId}/audits`, { body: { samples: 3 } })).body.data.auditId;
  await waitFor('the audit', async () => (await owner.call(`/api/app/projects/${projectId}/audits/${auditId}`)).body.data.status === 'COMPLETED');
});
afterAll(() => product?.dispose());

describe('a 1 MiB request gets at most 256 KiB back', () => {
  const requests: [string, () => Promise<Awaited<ReturnType<typeof rpc>>>][] = [
    ['list_projects', () => callTool('list_projects', { padding: 'x'.repeat(MIB - 200) })],
    ['create_prompts, 1,000 long prompts', () => callTool('create_prompts', { project_id: projectId, prompts: Array.from({ length: 1000 }, (_, i) => ({ text: `${i} ${escapable(350)}`, tag: escapable(100), active: false })) })],
    ['create_prompts, a huge unknown key', () => callTool('create_prompts', { project_id: projectId, prompts: [{ text: 'x', [escapable(MIB / 2 - 200)]: 1 }] })],
    ['create_prompts, 400,000 invalid prompts', () => callTool('create_prompts', { project_id: projectId, prompts: Array.from({ length: 400_000 }, () => 1) })],
    ['import_prompts, a 1 MB tag', () => callTool('import_prompts', { project_id: projectId, content: 'a\n'.repeat(200), tag: 't'.repeat(MIB - 1000), dry_run: true })],
    ['import_prompts, 1,000 long lines', () => callTool('import_prompts', { project_id: projectId, content: Array.from({ length: 1000 }, (_, i) => `${i} ${escapable(480)}`).join('\n'), dry_run: true })],
    ['import_prompts, 5,000 CSV lines with long cells', () => callTool('import_prompts', { project_id: projectId, format: 'csv', content: Array.from({ length: 4999 }, () => `,${'t'.repeat(100)},${'x'.repeat(90)}`).join('\n'), dry_run: true })],
    ['launch_audit', () => callTool('launch_audit', { project_id: projectId, model: escapable(MIB / 2 - 200), dry_run: true })],
    ['get_audit', () => callTool('get_audit', { project_id: projectId, answers: 100, audit_id: escapable(MIB / 2 - 200) })],
    ['get_audit, every answer', () => callTool('get_audit', { project_id: projectId, answers: 100, padding: 'x'.repeat(MIB - 200) })],
    ['get_sources', () => callTool('get_sources', { project_id: projectId, limit: 100, starting_after: escapable(MIB / 2 - 200) })],
    ['get_citation_gaps', () => callTool('get_citation_gaps', { project_id: projectId, limit: 100, padding: 'x'.repeat(MIB - 200) })],
    ['an unknown tool with a long name', () => callTool(escapable(MIB / 2 - 200), {})],
    ['a long JSON-RPC id', () => callTool('list_projects', {}, escapable(MIB / 2 - 200))],
    ['an unknown method', () => rpc({ jsonrpc: '2.0', id: 1, method: escapable(MIB / 2 - 200), params: {} })],
  ];

  it.each(requests)('%s', async (_name, send) => {
    const reply = await send();
    expect(reply.requestBytes).toBeGreaterThan(MIB / 2);
    expect(reply.requestBytes).toBeLessThanOrEqual(MIB);
    expect(reply.replyBytes, reply.text.slice(0, 300)).toBeLessThanOrEqual(MAX_REPLY);
    expect(reply.json, reply.text.slice(0, 300)).toBeDefined(); // JSON, never an empty or HTML body
  });

  it('refuses a 1 MB import tag with a field error, wherever the import comes from', async () => {
    const tag = 't'.repeat(MIB - 1000);
    const viaMcp = await callTool('import_prompts', { project_id: projectId, content: 'a\nb\n', tag });
    expect(viaMcp.json.result.isError).toBe(true);
    expect(viaMcp.json.result.content[0].text).toMatch(/tag/);
    const viaDashboard = await owner.call(`/api/app/projects/${projectId}/prompts/import`, { body: { content: 'a\nb\n', format: 'lines', tag } });
    expect(viaDashboard.status).toBe(400);
    expect(viaDashboard.body.error).toMatchObject({ code: 'invalid_request', param: 'tag' });
  });

  it('keeps an import report useful within its bound: counts over every line, the first lines listed', async () => {
    const content = Array.from({ length: 1000 }, (_, i) => `prompt ${i} ${escapable(300)}`).join('\n');
    const reply = await owner.call(`/api/app/projects/${projectId}/prompts/import`, { body: { content, format: 'lines', dryRun: true } });
    expect(reply.status).toBe(200);
    expect(Buffer.byteLength(reply.text)).toBeLessThanOrEqual(MAX_REPLY);
    const report = reply.body.data;
    expect(report.counts.new).toBe(1000);
    expect(report.lines.length).toBeGreaterThan(50);
    expect(report.lines.length + report.omittedLines).toBe(1000);
    expect(report.lines[0]).toMatchObject({ line: 1, status: 'new', text: `prompt 0 ${escapable(291)}…` });
  });

  it('answers a 1 MiB request to every dashboard import route within the bound', async () => {
    const content = Array.from({ length: 4999 }, (_, i) => `${i},${escapable(80)},${'x'.repeat(20)}`).join('\n');
    const routes = [
      { path: `/api/app/projects/${projectId}/prompts/import`, body: { content, format: 'csv', dryRun: true } },
      { path: `/api/app/projects/${projectId}/prompts`, body: { prompts: Array.from({ length: 1000 }, () => ({ text: escapable(500) })) } },
    ];
    for (const route of routes) {
      const reply = await owner.call(route.path, { body: route.body });
      expect(Buffer.byteLength(JSON.stringify(route.body))).toBeGreaterThan(MIB / 2);
      expect(Buffer.byteLength(reply.text), `${route.path}: ${reply.text.slice(0, 200)}`).toBeLessThanOrEqual(MAX_REPLY);
      expect(reply.body.data ?? reply.body.error).toBeDefined();
    }
  });
});

describe('JSON-RPC batches', () => {
  it('refuses a batch of 50 messages with 400 in the error shape, and runs none of them', async () => {
    const before = await owner.call(`/api/app/projects/${projectId}/prompts`);
    const batch = Array.from({ length: 50 }, (_, i) => ({
      jsonrpc: '2.0',
      id: i + 1,
      method: 'tools/call',
      params: { name: 'create_prompts', arguments: { project_id: projectId, prompts: [{ text: `batched prompt ${i}`, active: false }] } },
    }));
    const reply = await rpc(batch);
    expect(reply.status).toBe(400);
    expect(reply.json.error).toMatchObject({ code: 'batch_not_supported', message: expect.stringMatching(/one JSON-RPC message/) });
    const after = await owner.call(`/api/app/projects/${projectId}/prompts`);
    expect(after.body.data.length).toBe(before.body.data.length);
  });

  it('still serves one message per request', async () => {
    const reply = await callTool('list_projects', {});
    expect(reply.status).toBe(200);
    expect(reply.json.result.isError).toBeFalsy();
  });
});

describe("get_audit's caps (mcp/server.ts: 100 answers at most, prompts cut to 300 characters, answers to 1,000, the list to 96 KiB)", () => {
  const LIST_BYTES = 96 * 1024;
  /** `text` cut to `max` characters and marked with an ellipsis, as the MCP reply documents it. */
  const cutTo = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

  it('sends the first answers in report order, each cut, as many as fit in 96 KiB, and says so', async () => {
    // 35 prompts of 1,200 characters, 3 answers each: 105 answers, more than the 100 a reply may
    // ask for; the simulated answers quote their prompt, so they run past 1,000 characters too.
    const created = await owner.call('/api/app/projects', { body: { name: 'Long', url: 'https://long.example', brand_name: 'Acme' } });
    const id = created.body.data.id;
    const prompts = Array.from({ length: 35 }, (_, i) => `${String(i).padStart(2, '0')} ${'which project management tool suits a growing agency best '.repeat(21)}`.slice(0, 1200));
    await owner.call(`/api/app/projects/${id}/prompts`, { body: { prompts: prompts.map((text) => ({ text })) } });
    const auditId = (await owner.call(`/api/app/projects/${id}/audits`, { body: { samples: 3 } })).body.data.auditId;
    const full = await waitFor('the audit', async () => {
      const detail = (await owner.call(`/api/app/projects/${id}/audits/${auditId}`)).body.data;
      return detail.status === 'COMPLETED' && detail;
    });
    expect(full.queries).toHaveLength(105);
    expect(full.queries.filter((q: any) => q.response.length > 1000).length, 'simulated answers longer than the cut').toBeGreaterThan(50);

    const tooMany = await callTool('get_audit', { project_id: id, audit_id: auditId, answers: 101 });
    expect(tooMany.json.result.isError).toBe(true);

    const reply = await callTool('get_audit', { project_id: id, audit_id: auditId, answers: 100 });
    const text: string = reply.json.result.content[0].text;
    const audit = JSON.parse(text.slice(text.indexOf('\n') + 1));
    const expected = full.queries.slice(0, 100).map((q: any) => ({ ...q, prompt: cutTo(q.prompt, 300), response: cutTo(q.response, 1000) }));
    // 100 answers of about 1.5 KB each do not fit in 96 KiB: the longest prefix that does is sent.
    const fitting = expected.findIndex((_: unknown, n: number) => Buffer.byteLength(JSON.stringify(expected.slice(0, n + 1))) > LIST_BYTES);
    expect(fitting).toBeGreaterThan(0);
    expect(audit.answers).toEqual(expected.slice(0, fitting));
    expect(audit.answersCut).toBe(`Only ${fitting} answers fit in one reply.`);
    for (const answer of audit.answers) {
      expect(answer.prompt).toHaveLength(301); // every prompt here is longer than 300 characters
      expect(answer.response.length).toBeLessThanOrEqual(1001);
    }
  });
});

// The MCP server at /api/mcp, driven by the SDK's own client over Streamable HTTP: the
// create_prompts and import_prompts tool operations, launch_audit and get_audit, API-key
// authentication with the `write` scope for the tools that change something.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrg, seedProject, startProduct, type Product } from './harness';

let product: Product;
let expert: Awaited<ReturnType<typeof seedOrg>>;
let project: { id: string };

beforeAll(async () => {
  product = await startProduct();
  expert = await seedOrg(product, 'expert');
  project = await seedProject(product, expert.org.id, ['best project management tool']);
});
afterAll(() => product?.dispose());

async function connect(key: string): Promise<Client> {
  const client = new Client({ name: 'geo-audit-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${product.baseUrl}/api/mcp`), {
    requestInit: { headers: { Authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  return client;
}

/** A tool's JSON result: the text content after its summary line. */
function resultJson(result: any) {
  const text = result.content[0].text as string;
  return { summary: text.split('\n')[0], json: JSON.parse(text.slice(text.indexOf('\n') + 1)) };
}

describe('MCP server', () => {
  it('lists its tools', async () => {
    const client = await connect(expert.key);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['create_prompts', 'get_audit', 'get_citation_gaps', 'get_sources', 'import_prompts', 'launch_audit', 'list_changes', 'list_projects']);
    const create = tools.find((t) => t.name === 'create_prompts')!;
    expect(create.inputSchema.required).toEqual(['project_id', 'prompts']);
    await client.close();
  });

  it('creates prompts, deduplicated against the project', async () => {
    const client = await connect(expert.key);
    const listed = resultJson(await client.callTool({ name: 'list_projects', arguments: {} }));
    expect(listed.json).toEqual([expect.objectContaining({ id: project.id, name: 'Acme', active_prompts: 1 })]);

    const result = await client.callTool({
      name: 'create_prompts',
      arguments: { project_id: project.id, prompts: [{ text: 'best CRM for agencies', tag: 'crm' }, { text: 'Best project management tool' }] },
    });
    expect(result.isError).toBeFalsy();
    const { summary, json } = resultJson(result);
    expect(summary).toBe('Created 1 prompt(s); 1 already existed.');
    expect(json.created).toEqual([expect.objectContaining({ text: 'best CRM for agencies', tag: 'crm', active: true })]);
    expect(json.existing.map((p: any) => p.text)).toEqual(['best project management tool']);
    await client.close();
  });

  it('imports pasted lines and CSV, with a preview and per-line reports', async () => {
    const client = await connect(expert.key);
    const preview = resultJson(
      await client.callTool({ name: 'import_prompts', arguments: { project_id: project.id, content: '- crm pricing\n- crm pricing\n- crm reviews', dry_run: true } }),
    );
    expect(preview.json.committed).toBe(false);
    expect(preview.json.lines.map((l: any) => l.status)).toEqual(['new', 'duplicate', 'new']);

    const csv = 'prompt,tag,active\ncrm pricing,pricing,true\ncrm reviews,,false\n,oops,\n';
    const imported = resultJson(await client.callTool({ name: 'import_prompts', arguments: { project_id: project.id, content: csv, format: 'csv' } }));
    expect(imported.summary).toBe('Imported: 2 new, 0 existing, 0 duplicate, 1 invalid.');
    expect(imported.json.lines.map((l: any) => [l.line, l.status])).toEqual([[2, 'created'], [3, 'created'], [4, 'invalid']]);
    const listed = resultJson(await client.callTool({ name: 'list_projects', arguments: {} }));
    expect(listed.json[0].active_prompts).toBe(3); // the inactive import does not count
    await client.close();
  });

  it('bounds an import by its input: 300,000 empty CSV lines are refused, 5,000 get a capped report', async () => {
    const client = await connect(expert.key);
    const bomb = ',\n'.repeat(300_000); // what fits the transport's 1 MiB once JSON-escaped
    const refused: any = await client.callTool({ name: 'import_prompts', arguments: { project_id: project.id, content: bomb, format: 'csv', dry_run: true } });
    expect(refused.isError).toBe(true);
    expect(refused.content[0].text).toMatch(/at most 5000 lines/);
    expect(JSON.stringify(refused).length).toBeLessThan(2_000);

    const heavy: any = await client.callTool({ name: 'import_prompts', arguments: { project_id: project.id, content: ',\n'.repeat(4999), format: 'csv', dry_run: true } });
    const report = resultJson(heavy).json;
    expect(report.counts.invalid).toBe(4999);
    expect(report.lines).toHaveLength(500);
    expect(report.omittedLines).toBe(4499);
    expect(JSON.stringify(heavy).length).toBeLessThan(150_000);
    await client.close();
  });

  it('reports the service\'s refusals as tool errors', async () => {
    const client = await connect(expert.key);
    const other = await seedOrg(product, 'expert');
    const foreign = await seedProject(product, other.org.id, []);
    const result = await client.callTool({ name: 'create_prompts', arguments: { project_id: foreign.id, prompts: [{ text: 'x' }] } });
    expect(result.isError).toBe(true);
    expect((result.content as any)[0].text).toBe('not_found: Project not found.');
    await client.close();
  });

  it('runs the loop: launch_audit, then get_audit until COMPLETED, with intervals and a comparison on the second', async () => {
    const client = await connect(expert.key);
    const read = async (auditId?: string, answers = 0) =>
      resultJson(await client.callTool({ name: 'get_audit', arguments: { project_id: project.id, ...(auditId && { audit_id: auditId }), answers } }));
    const audits: string[] = [];
    for (let run = 0; run < 2; run++) {
      // Each run follows a deploy to production (docs/guide/deploys.md: the same fields as the REST
      // launch; a deploy's audit is compared with the last one of the same environment).
      const deployment = { sha: ['beef0001', 'c0ffee42'][run], ref: 'refs/heads/main', environment: 'production' };
      const launched = resultJson(await client.callTool({ name: 'launch_audit', arguments: { project_id: project.id, samples: 3, deployment } }));
      // No provider key here: every reply says the answers are demo data (docs/guide/demo-mode.md).
      expect(launched.summary).toMatch(/^Demo data \(simulated answers, not a measurement\): this server has no AI provider key\. Audit .+ launched\.$/);
      const auditId = launched.json.auditId as string;
      audits.push(auditId);
      let audit = await read(auditId);
      for (let i = 0; i < 200 && audit.json.status !== 'COMPLETED'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        audit = await read(auditId);
      }
      audit = await read(auditId, 2);
      expect(audit.json).toMatchObject({ status: 'COMPLETED', samples: 3, source: 'mcp' });
      expect(audit.summary).toMatch(/^Demo data \(simulated answers, not a measurement\): this audit's answers are made up by the simulator\. Audit /);
      expect(audit.summary).toMatch(/citation rate \d+ % \(\d+–\d+ %, 95 %\)/);
      expect(audit.json.answers).toHaveLength(2);
      expect(audit.json.answers.map((a: any) => a.sample)).toEqual([0, 1]);
    }
    const second = await read(); // the latest audit when audit_id is left out
    expect(second.json.id).toBe(audits[1]);
    expect(second.json.deployment).toEqual({ sha: 'c0ffee42', ref: 'refs/heads/main', environment: 'production', url: null });
    expect(second.json.comparison.deployment).toEqual({ sha: 'beef0001', ref: 'refs/heads/main', environment: 'production', url: null });
    // A bad deployment is refused with the field at fault, as on the REST face.
    const refused = await client.callTool({ name: 'launch_audit', arguments: { project_id: project.id, deployment: { sha: 'not-hex' } } });
    expect(refused.isError).toBe(true);
    expect((refused.content as any)[0].text).toMatch(/^MCP error -32602: Input validation error/);
    expect((refused.content as any)[0].text).toMatch(/deployment[^]*sha/);
    expect(second.json.comparison).toMatchObject({ auditId: audits[0] });
    expect(second.summary).toMatch(/since the previous audit, (within noise|a significant (rise|drop))\. /);
    // The leaderboard: the brand and its two competitors, in the reply and in one sentence.
    expect(second.json.analytics.brands.map((b: any) => [b.name, b.isProjectBrand])).toEqual([['Acme', true], ['Globex', false], ['Initech', false]]);
    expect(second.summary).toMatch(/is (1st|2nd|3rd) of 3 tracked brands by answers naming each: (\w+ \d+ %, ){2}\w+ \d+ %\.$/);
    await client.close();
  });

  it('lets a read-only key read but not change anything; refuses a revoked key and no key', async () => {
    const readOnly = await product.admin('key', 'create', '--org', expert.org.id, '--scopes', 'read');
    const reader = await connect(readOnly.key);
    expect(resultJson(await reader.callTool({ name: 'list_projects', arguments: {} })).json).toHaveLength(1);
    for (const [name, args] of [
      ['launch_audit', { project_id: project.id }],
      ['create_prompts', { project_id: project.id, prompts: [{ text: 'a read-only key cannot add this' }] }],
      ['import_prompts', { project_id: project.id, content: 'nor this' }],
    ] as const) {
      const refused: any = await reader.callTool({ name, arguments: args });
      expect(refused.isError).toBe(true);
      expect(refused.content[0].text).toMatch(/^insufficient_scope: /);
    }
    await reader.close();
    const revoked = await product.admin('key', 'create', '--org', expert.org.id);
    await product.admin('key', 'revoke', '--id', revoked.id);
    await expect(connect(revoked.key)).rejects.toThrow(/401|revoked/);
    const res = await fetch(`${product.baseUrl}/api/mcp`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('unauthorized');
    // A stateless server has no standing stream.
    const get = await fetch(`${product.baseUrl}/api/mcp`, { headers: { Authorization: `Bearer ${expert.key}` } });
    expect(get.status).toBe(405);
  });
});

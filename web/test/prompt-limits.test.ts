// The plan's cap on a project's prompts, active or not (docs/api/limits.md): the same refusal
// from every way prompts come in (MCP tools, the dashboard, the CLI), counted under a lock so that
// concurrent creations cannot pass it together, and an operator's override.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrg, seedProject, startProduct, type Product } from './harness';

let product: Product;

beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.dispose());

/** One MCP tool call; the tool's JSON, or its error text. */
async function tool(key: string, name: string, args: unknown) {
  const res = await fetch(`${product.baseUrl}/api/mcp`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
  });
  const { result } = await res.json();
  const text = result.content[0].text as string;
  return result.isError ? { error: text } : { json: JSON.parse(text.slice(text.indexOf('\n') + 1)) };
}

const inactive = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ text: `${prefix} ${i}`, active: false }));

describe('prompts per project, active or not', () => {
  it('has a cap per plan that an operator can override', async () => {
    const caps: Record<string, number> = {};
    for (const plan of ['free', 'pro', 'expert'] as const) {
      const { org } = await seedOrg(product, plan);
      caps[plan] = (await product.admin('org', 'show', '--id', org.id)).limits.maxPrompts;
    }
    expect(caps).toEqual({ free: 50, pro: 500, expert: 2500 });
    const { org } = await seedOrg(product, 'pro', ['--max-prompts', '7']);
    expect((await product.admin('org', 'show', '--id', org.id)).limits.maxPrompts).toBe(7);
    expect((await product.admin('org', 'update', '--id', org.id, '--max-prompts', 'none')).overrides.max_prompts).toBeNull();
    expect((await product.admin('org', 'show', '--id', org.id)).limits.maxPrompts).toBe(500);
  });

  it('refuses prompts past the cap, inactive ones too, from the tools and the CLI alike', async () => {
    const { org, key } = await seedOrg(product, 'expert', ['--max-prompts', '30']);
    const project = await seedProject(product, org.id, []);
    expect((await tool(key, 'create_prompts', { project_id: project.id, prompts: inactive('kept', 20) })).json.createdCount).toBe(20);

    const refused = await tool(key, 'create_prompts', { project_id: project.id, prompts: inactive('one too many', 11) });
    expect(refused.error).toMatch(/^prompt_limit_reached: The expert plan allows 30 prompts per project, active or not; this project has 20 and 11 more were asked/);
    const csv = ['prompt,active', ...inactive('imported', 11).map((p) => `${p.text},false`)].join('\n');
    const preview = await tool(key, 'import_prompts', { project_id: project.id, content: csv, format: 'csv', dry_run: true });
    expect(preview.json.blocked).toMatch(/allows 30 prompts per project/);
    expect((await tool(key, 'import_prompts', { project_id: project.id, content: csv, format: 'csv' })).error).toMatch(/^prompt_limit_reached: /);
    await expect(product.admin('prompt', 'create', '--project', project.id, '--inactive', ...inactive('cli', 11).map((p) => p.text))).rejects.toThrow(/allows 30 prompts/);

    // Prompts the project has already are not new: they count nothing.
    expect((await tool(key, 'create_prompts', { project_id: project.id, prompts: [...inactive('kept', 20), ...inactive('fits', 10)] })).json).toMatchObject({ createdCount: 10, existingCount: 20 });
    expect((await tool(key, 'create_prompts', { project_id: project.id, prompts: inactive('full', 1) })).error).toMatch(/^prompt_limit_reached: /);
  });

  it('holds under concurrent creations: the prompts stay within the cap', async () => {
    const { org, key } = await seedOrg(product, 'expert', ['--max-prompts', '10']);
    const project = await seedProject(product, org.id, []);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => tool(key, 'create_prompts', { project_id: project.id, prompts: inactive(`batch ${i}`, 3) })));
    const passed = results.filter((r) => r.json);
    expect(passed).toHaveLength(3);
    for (const r of results.filter((r) => r.error)) expect(r.error).toMatch(/^prompt_limit_reached: /);
    // What the project holds, read back through an import preview: 3 batches of 3, no more.
    const preview = await tool(key, 'import_prompts', { project_id: project.id, content: Array.from({ length: 8 }, (_, i) => [0, 1, 2].map((j) => `batch ${i} ${j}`).join('\n')).join('\n'), dry_run: true });
    expect(preview.json.counts.existing).toBe(9);
    expect(preview.json.counts.new).toBe(15);
  });
});

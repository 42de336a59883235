// Brand names from tenants against answers that repeat what they are asked
// (docs/operations/security.md#brand-names-and-answer-reading), black-box over HTTP: names that
// are mostly punctuation are refused on every face that sets them, and a stored alias built to
// make the matcher backtrack, read in an answer built to trigger it, neither stalls another
// tenant's API nor keeps the audit from ending.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@db/connection';
import { DashboardClient, uniqueEmail } from './dashboard-client';
import { type Product, productForSuite, seedOrg } from './harness';
import { call } from './openapi-check';
import { TIME_SCALE, waitFor } from './worker-helpers';

/** Accepted: read as "x y", one separator between the words. */
const SEPARATOR_ALIAS = 'x - - - - - - - - - - - - y';
/** Refused now (no letter or digit); a project may still hold such a name from before. */
const LEGACY_ALIAS = '& - - - - - - - - - - - - - - - - - - - - &';
/** The simulated engine repeats the prompt in its answer: a long run of hyphens after each alias' first character. */
const HOSTILE_PROMPTS = [`x${'-'.repeat(40)}`, `&${'-'.repeat(40)}`, `best tool x ${'- '.repeat(40)}z`];

/** Sets a project's aliases in the database itself, as an earlier version may have stored them. */
async function storeAliases(product: Product, projectId: string, aliases: string[]) {
  if (product.sql) {
    await product.sql`UPDATE projects SET aliases = ${aliases} WHERE id = ${projectId}`;
    return;
  }
  // The embedded database belongs to the product's process: written while it is stopped.
  await product.stop();
  const db = await openDatabase({ dataDir: product.env.DATA_DIR, databaseUrl: '' });
  try {
    await db.sql`UPDATE projects SET aliases = ${aliases} WHERE id = ${projectId}`;
  } finally {
    await db.close();
  }
  await product.restart();
}

describe(`hostile brand names (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'})`, () => {
  const product = productForSuite();

  it('refuses names that are mostly punctuation with the field at fault, on the dashboard API and the CLI', async () => {
    const owner = new DashboardClient(product.baseUrl);
    await owner.signUp({ email: uniqueEmail('owner'), organization: 'Names' });
    const project = { name: 'Acme', url: 'https://acme.example', brand_name: 'Acme' };
    const refusals: [Record<string, unknown>, string][] = [
      [{ aliases: ['Acme Corp', 'x.-.-.-.-.-.-.-.y'] }, 'aliases.1'],
      [{ brand_name: '!!!' }, 'brand_name'],
      [{ competitors: ['C++'] }, 'competitors.0'],
      [{ short_forms: ['- - -'] }, 'short_forms.0'],
      [{ excluded_phrases: ['(((Acme)))'] }, 'excluded_phrases.0'],
      [{ name: '★★★', brand_name: undefined }, 'name'],
    ];
    for (const [fields, param] of refusals) {
      const res = await owner.call('/api/app/projects', { body: { ...project, ...fields } });
      expect(res.status, param).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid_request', param, message: expect.stringContaining('mostly letters or digits') });
    }
    const created = await owner.call('/api/app/projects', { body: { ...project, aliases: [SEPARATOR_ALIAS, 'AT&T'] } });
    expect(created.status).toBe(201);
    expect(created.body.data.aliases).toEqual([SEPARATOR_ALIAS, 'AT&T']);
    const id = created.body.data.id;
    for (const [fields, param] of refusals) {
      const res = await owner.call(`/api/app/projects/${id}`, { method: 'PATCH', body: fields });
      expect(res.status, param).toBe(400);
      expect(res.body.error.param).toBe(param);
    }
    const rule = await owner.call(`/api/app/projects/${id}/audits/${crypto.randomUUID()}/rows/${crypto.randomUUID()}/correction`, {
      body: { rule: { kind: 'excluded_phrase', phrase: '#!?' } },
    });
    expect(rule.status).toBe(400);
    expect(rule.body.error.param).toBe('rule.phrase');

    const { org } = await seedOrg(product, 'pro');
    const cli = product.cli('project', 'create', '--org', org.id, '--name', 'Acme', '--url', 'https://acme.example', '--aliases', 'Acme Corp,!!!');
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain('"aliases.1" must be mostly letters or digits');
  });

  it("reads a hostile alias in an answer that repeats it without stalling another tenant's API, and completes the audit", async () => {
    const attacker = await seedOrg(product, 'expert');
    const project = await product.admin('project', 'create', '--org', attacker.org.id, '--name', 'Acme', '--url', 'https://acme.example', '--brand', 'Acme', '--aliases', SEPARATOR_ALIAS);
    await product.admin('prompt', 'create', '--project', project.id, ...HOSTILE_PROMPTS);
    await storeAliases(product, project.id, [SEPARATOR_ALIAS, LEGACY_ALIAS]);
    const other = await seedOrg(product, 'expert', ['--rpm', '100000', '--rpd', '1000000']);
    await product.admin('project', 'create', '--org', other.org.id, '--name', 'Globex', '--url', 'https://globex.example');

    const launched = await call(product, `/api/v1/projects/${project.id}/audits`, { key: attacker.key, body: {} });
    expect(launched.status).toBe(201);
    const auditId = launched.body.data.auditId;
    const latencies: number[] = [];
    const detail = await waitFor(
      'the audit to end',
      async () => {
        const start = performance.now();
        const probe = await product.api('/api/v1/projects', { key: other.key });
        latencies.push(performance.now() - start);
        expect(probe.status).toBe(200);
        const audit = await call(product, `/api/v1/projects/${project.id}/audits/${auditId}`, { key: attacker.key });
        return ['COMPLETED', 'FAILED'].includes(audit.body.data.status) && audit.body.data;
      },
      60_000,
      20,
    );
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.ceil(latencies.length * 0.99) - 1];
    // A stalled event loop held requests for more than 30 s; a healthy server answers in tens of
    // milliseconds, a few hundred on a loaded 2-core machine: 2 s is the margin.
    expect(p99, `p99 of ${latencies.length} probes`).toBeLessThan(2_000 * TIME_SCALE);
    expect(detail.status).toBe('COMPLETED');
    // Read, not merely kept: the matcher is linear, the pool's time limit never came into play.
    expect(detail.failures).toEqual([]);
    expect(detail.analytics).toMatchObject({ totalQueries: HOSTILE_PROMPTS.length, unreadQueries: 0 });
    for (const [i, prompt] of HOSTILE_PROMPTS.entries()) {
      expect(detail.queries.find((q: any) => q.prompt === prompt)?.response, `answer ${i}`).toContain(prompt.replace(/[?.!\s]+$/, ''));
    }
  });
});

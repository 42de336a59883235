// Deploys and their effect (docs/guide/deploys.md), through the public API: an audit launched
// with a deployment checks the site again first; the next deploy's audit is compared with it
// over the prompts both asked, and says which answers flipped, which cited domains appeared and
// what changed on the site, a newly blocked AI crawler first. A site on 127.0.0.1
// (CRAWL_ALLOW_PRIVATE=1) and the four provider fakes stand in for the world.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDED, deployScenario, FLIPPING, STEADY } from './support/deploy-scenario';
import { serveSite, type TestSite } from './support/test-site';
import { seedOrg, startProduct, type Product } from './harness';
import { call, followAudit, launch, REAL_ENGINES, startFakes, type Fakes } from './worker-helpers';

const scenario = deployScenario();

describe('deploys and their effect', () => {
  let fakes: Fakes;
  let site: TestSite;
  let product: Product;
  beforeAll(async () => {
    fakes = await startFakes(Object.fromEntries(REAL_ENGINES.map((engine) => [engine, { answer: scenario.answer }])));
    site = await serveSite(scenario.routes);
    product = await startProduct({ ...fakes.env, CRAWL_ALLOW_PRIVATE: '1' });
  });
  afterAll(async () => {
    await product?.dispose();
    await site?.close();
    await fakes?.close();
  });

  it('ties audits to deploys and says what changed in the answers and on the site', async () => {
    const { org, key } = await seedOrg(product, 'expert', ['--rpm', '2000']); // six audits followed closely
    const project = await product.admin('project', 'create', '--org', org.id, '--name', 'Acme', '--url', site.origin, '--brand', 'Acme Planning', '--competitors', 'Globex Boards');
    await product.admin('prompt', 'create', '--project', project.id, ...STEADY, FLIPPING);
    const audit = async (deployment?: object) => {
      const { auditId } = await launch(product, key, project.id, deployment ? { deployment } : {});
      const { detail } = await followAudit(product, key, project.id, auditId);
      expect(detail.status).toBe('COMPLETED');
      return detail;
    };

    const first = await audit({ sha: 'a1b2c3d', ref: 'refs/heads/main', environment: 'production', url: 'https://acme.example' });
    expect(first.deployment).toEqual({ sha: 'a1b2c3d', ref: 'refs/heads/main', environment: 'production', url: 'https://acme.example' });
    expect(first.comparison).toBeNull();

    // The deploy: JSON-LD, GPTBot blocked, llms.txt; and the engines now cite Acme for one prompt.
    scenario.deploy();
    const hitsBefore = site.hits.length;
    const second = await audit({ sha: 'E4F5A6B7', environment: 'production' });
    expect(site.hits.length).toBeGreaterThan(hitsBefore); // checked again though the last check is minutes old
    expect(second.deployment).toEqual({ sha: 'E4F5A6B7', ref: null, environment: 'production', url: null });
    const list = (await call(product, `/api/v1/projects/${project.id}/audits`, { key })).body.data;
    expect(list.map((a: any) => a.deployment?.sha)).toEqual(['E4F5A6B7', 'a1b2c3d']);

    const c = second.comparison;
    expect(c).toMatchObject({ auditId: first.id, deployment: first.deployment, prompts: { common: 3, added: 0, removed: 0 } });
    // 3 prompts × 4 engines: 0 of 12 answers cited Acme, now 4 of 12 (+33 points, rounded once).
    expect(c.citationRate).toBe(0);
    expect(c.citationRateDelta).toBe(33);
    // The flipping prompt on each engine, 0/1 → 1/1; nothing else moved.
    expect(c.flipsTotal).toBe(4);
    expect(c.flips.map((f: any) => f.provider).sort()).toEqual(['ANTHROPIC', 'GEMINI', 'OPENAI', 'PERPLEXITY']);
    for (const flip of c.flips) {
      expect(flip).toMatchObject({ prompt: FLIPPING, before: { cited: 0, total: 1, rate: 0, citations: [] }, after: { cited: 1, total: 1, rate: 100 }, change: 100 });
      expect(flip.changeInterval.high).toBe(100);
    }
    // The review site is new (its tracking parameter dropped); the wiki was cited both times.
    expect(c.sources).toEqual({
      gained: [{ domain: 'reviews-hub.example', pages: ['https://reviews-hub.example/acme-planning'], answers: 4 }],
      lost: [],
      gainedTotal: 1,
      lostTotal: 0,
    });
    expect(c.brands.find((b: any) => b.isProjectBrand)).toMatchObject({ name: 'Acme Planning', previousRate: 0, rate: 33, rateDelta: 33 });

    // The site: GPTBot blocked first of all, then the facts that differ.
    expect(c.site.newlyBlockedCrawlers).toEqual([{ crawler: 'GPTBot', engines: ['OPENAI'] }]);
    const changes = Object.fromEntries(c.site.changes.map((change: any) => [change.field, [change.before, change.after]]));
    expect(changes['robots.GPTBot']).toEqual(['allowed', 'blocked']);
    expect(changes.llmsTxt).toEqual([false, true]);
    expect(changes['structuredData.types']).toEqual([[], ['Organization']]);
    expect(changes['robots.ClaudeBot']).toBeUndefined(); // still allowed
    expect(changes.title).toBeUndefined();

    // A preview deploy is not compared with production; the next production deploy skips it.
    const preview = await audit({ sha: 'bead', environment: 'preview' });
    expect(preview.comparison).toBeNull();
    const third = await audit({ sha: 'cafe', environment: 'production' });
    expect(third.comparison).toMatchObject({ auditId: second.id, citationRateDelta: 0, flipsTotal: 0, flips: [], site: { changes: [], newlyBlockedCrawlers: [] } });

    // Adding a prompt does not move the delta: the new prompt is left out of the comparison,
    // though it moves the audit's own rate (5 of 16 answers now, 4 of 12 before).
    await product.admin('prompt', 'create', '--project', project.id, ADDED);
    const fourth = await audit();
    expect(fourth.deployment).toBeNull();
    expect(fourth.analytics.citedQueries).toBe(8);
    expect(fourth.analytics.totalQueries).toBe(16);
    expect(fourth.comparison).toMatchObject({
      auditId: third.id,
      prompts: { common: 3, added: 1, removed: 0 },
      citationRate: 33,
      citationRateDelta: 0,
      scoreDelta: 0,
      flipsTotal: 0,
    });
  }, 300_000);

  it('refuses a bad deployment with the field at fault', async () => {
    const { org, key } = await seedOrg(product, 'expert');
    const project = await product.admin('project', 'create', '--org', org.id, '--name', 'Acme', '--url', site.origin, '--brand', 'Acme Planning');
    await product.admin('prompt', 'create', '--project', project.id, STEADY[0]);
    const bad: [object, string][] = [
      [{ sha: 'not-hex' }, 'deployment.sha'],
      [{ sha: 'abc' }, 'deployment.sha'],
      [{ ref: '' }, 'deployment.ref'],
      [{ ref: 'x'.repeat(256) }, 'deployment.ref'],
      [{ environment: 'a'.repeat(101) }, 'deployment.environment'],
      [{ url: 'javascript:alert(1)' }, 'deployment.url'],
      [{ url: `https://acme.example/${'a'.repeat(2048)}` }, 'deployment.url'],
      [{ branch: 'main' }, 'deployment.branch'],
    ];
    for (const [deployment, param] of bad) {
      const res = await call(product, `/api/v1/projects/${project.id}/audits`, { key, body: { deployment } });
      expect(res.status, res.text).toBe(400);
      expect(res.body.error.param, res.text).toBe(param);
    }
    const none = await launch(product, key, project.id, { deployment: {} });
    const { detail } = await followAudit(product, key, project.id, none.auditId);
    expect(detail.deployment).toBeNull();

    // The operator's CLI takes the same fields, with the same rules.
    const refused = product.cli('audit', 'run', '--project', project.id, '--sha', 'xyz');
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(/--sha must be 4 to 64 hexadecimal characters/);
    const fromCli = await product.admin('audit', 'run', '--project', project.id, '--sha', 'cafe1234', '--environment', 'staging', '--deployment-url', 'https://staging.acme.example');
    const launched = (await followAudit(product, key, project.id, fromCli.auditId)).detail;
    expect(launched).toMatchObject({ source: 'cli', deployment: { sha: 'cafe1234', ref: null, environment: 'staging', url: 'https://staging.acme.example' } });
  });
});

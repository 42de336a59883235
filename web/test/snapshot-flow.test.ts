// Site snapshots in the audit flow: a check runs when a project is created, before an audit
// when the latest is older than a day, and always before an audit launched by the GitHub
// Action (a deploy just changed the site). The site title feeds the audit's context
// keywords when none are given. A loopback site is refused unless CRAWL_ALLOW_PRIVATE=1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite, type Route, type TestSite } from './support/test-site';
import { inDatabase, seedOrg, startProduct, type Product } from './harness';
import { call, followAudit, launch, waitFor } from './worker-helpers';

const PROMPTS = ['Which project tool should a small team pick?', 'Is Acme a good project tool?'];

function siteRoutes(origin: string): Record<string, Route> {
  const page = (title: string, body: string, description?: string) => `<!doctype html>
<html lang="en"><head><title>${title}</title>
${description ? `<meta name="description" content="${description}">` : ''}
</head><body>${body}</body></html>`;
  return {
    '/robots.txt': { type: 'text/plain', body: `User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n` },
    '/sitemap.xml': {
      type: 'application/xml',
      body: `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${['/', '/pricing'].map((p) => `<url><loc>${origin}${p}</loc></url>`).join('')}</urlset>`,
    },
    '/': page('Acme Planning', '<h1>Acme Planning</h1><p>Plan projects with your team.</p><a href="/pricing">Pricing</a>', 'Acme Planning helps small teams plan projects, share roadmaps and ship on time.'),
    // no meta description, no JSON-LD anywhere, no /llms.txt: issues to suggest fixes for
    '/pricing': page('Pricing · Acme Planning', '<h1>Pricing</h1><p>Free for small teams.</p>'),
  };
}

async function startSite(): Promise<TestSite> {
  const routes: Record<string, Route> = {};
  const site = await serveSite(routes);
  Object.assign(routes, siteRoutes(site.origin));
  return site;
}

async function createProject(product: Product, orgId: string, url: string) {
  const project = await product.admin('project', 'create', '--org', orgId, '--name', 'Acme site', '--url', url, '--brand', 'Acme', '--competitors', 'Globex');
  await product.admin('prompt', 'create', '--project', project.id, ...PROMPTS);
  return project;
}


describe('site snapshots with CRAWL_ALLOW_PRIVATE=1 (a site on 127.0.0.1)', () => {
  let site: TestSite;
  let product: Product;
  beforeAll(async () => {
    site = await startSite();
    product = await startProduct({ CRAWL_ALLOW_PRIVATE: '1' });
  });
  afterAll(async () => {
    await product?.dispose();
    await site?.close();
  });

  it('checks the site when the project is created, fills project_snapshots and suggests fixes', async () => {
    const { org, key } = await seedOrg(product, 'expert');
    const project = await createProject(product, org.id, site.origin);
    const snapshot = await waitFor('the first site check', async () => (await call(product, `/api/v1/projects/${project.id}`, { key })).body.data.project_snapshots);
    expect(snapshot.pages).toBeGreaterThan(0);
    expect(snapshot.pages).toBeLessThanOrEqual(2);
    expect(Date.parse(snapshot.last_checked_at)).not.toBeNaN();
    for (const score of [snapshot.structured_data_score, snapshot.meta_quality_score]) {
      expect(typeof score).toBe('number');
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
    expect(snapshot.meta_quality_score).toBeGreaterThan(0); // titles and a description exist
    expect(site.hits).toEqual(expect.arrayContaining(['/robots.txt', '/', '/pricing']));

    // Suggestions from the site's issues (made after the check, before any audit).
    const suggestions = await waitFor('site suggestions', async () => {
      const list = (await call(product, `/api/v1/projects/${project.id}/suggestions`, { key })).body.data;
      return list.some((s: any) => s.type === 'site') ? list : null;
    });
    const titles = suggestions.filter((s: any) => s.type === 'site').map((s: any) => s.title);
    expect(titles).not.toContain('Your site could not be checked');
    expect(titles.some((t: string) => /JSON-LD|structured data|Organization/i.test(t))).toBe(true);
    expect(titles.some((t: string) => /llms\.txt/.test(t))).toBe(true);
    expect(titles.some((t: string) => /meta description/i.test(t))).toBe(true);

    // An audit within a day of the check does not crawl again ...
    const crawled = site.hits.length;
    const first = await launch(product, key, project.id);
    expect((await followAudit(product, key, project.id, first.auditId)).detail.status).toBe('COMPLETED');
    expect(site.hits.length).toBe(crawled);
    expect((await call(product, `/api/v1/projects/${project.id}`, { key })).body.data.project_snapshots.last_checked_at).toBe(snapshot.last_checked_at);

    // ... one launched by the GitHub Action does (a deploy just changed the site).
    const fromAction = await launch(product, key, project.id, {}, { 'User-Agent': 'geo-audit-action/1.0' });
    const { detail } = await followAudit(product, key, project.id, fromAction.auditId);
    expect(detail).toMatchObject({ status: 'COMPLETED', source: 'github_action' });
    expect(site.hits.length).toBeGreaterThan(crawled);
    const fresh = (await call(product, `/api/v1/projects/${project.id}`, { key })).body.data.project_snapshots;
    expect(Date.parse(fresh.last_checked_at)).toBeGreaterThan(Date.parse(snapshot.last_checked_at));
    expect(Date.parse(fresh.last_checked_at)).toBeLessThanOrEqual(Date.parse(detail.completedAt));

    // Keywords: the site title when the launch gave none; the launch's own otherwise.
    const given = await launch(product, key, project.id, { keywords: ['roadmaps'] });
    await followAudit(product, key, project.id, given.auditId);
    const stored = await inDatabase(product, async (sql) => ({
      title: (await sql`SELECT site_title FROM project_snapshots WHERE project_id = ${project.id} ORDER BY checked_at DESC LIMIT 1`)[0].site_title,
      keywords: Object.fromEntries((await sql`SELECT id, keywords FROM audits WHERE project_id = ${project.id}`).map((a) => [a.id, a.keywords])),
    }));
    expect(stored.title).toMatch(/Acme Planning/);
    expect(stored.keywords[first.auditId]).toEqual([stored.title]);
    expect(stored.keywords[fromAction.auditId]).toEqual([stored.title]);
    expect(stored.keywords[given.auditId]).toEqual(['roadmaps']);
  });
});

describe('site snapshots without CRAWL_ALLOW_PRIVATE', () => {
  let site: TestSite;
  let product: Product;
  beforeAll(async () => {
    site = await startSite();
    const env: Record<string, string> = { CRAWL_ALLOW_PRIVATE: '' };
    product = await startProduct(env);
  });
  afterAll(async () => {
    await product?.dispose();
    await site?.close();
  });

  it('refuses the loopback site: 0 pages, a suggestion that it could not be checked, not one request', async () => {
    const { org, key } = await seedOrg(product, 'expert');
    const project = await createProject(product, org.id, site.origin);
    const snapshot = await waitFor('the site check', async () => (await call(product, `/api/v1/projects/${project.id}`, { key })).body.data.project_snapshots);
    expect(snapshot).toMatchObject({ pages: 0, structured_data_score: 0, meta_quality_score: 0 });
    const suggestions = await waitFor('a site suggestion', async () => {
      const list = (await call(product, `/api/v1/projects/${project.id}/suggestions`, { key })).body.data;
      return list.find((s: any) => s.type === 'site');
    });
    expect(suggestions.title).toBe('Your site could not be checked');
    expect(site.connections).toBe(0);
    // The audit runs anyway: the engines are measured whatever the site.
    const { auditId } = await launch(product, key, project.id);
    expect((await followAudit(product, key, project.id, auditId)).detail.status).toBe('COMPLETED');
    expect(site.connections).toBe(0);
  });
});

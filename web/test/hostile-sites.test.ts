// Hostile input against the queue and the worker, through the real product (both databases):
// - a site built to burn CPU (a 50,000-rule robots.txt of wildcards and pages of long links) is
//   crawled in a child process killed at its CPU limit, while the API keeps answering; the
//   kill is recorded on the snapshot, and the check is not retried;
// - a NUL character in a crawled title and in an AI answer is stored without it, and the
//   snapshot and the audit complete;
// - one organisation flooding the queue with slow site checks does not hold another's audit back.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardClient, uniqueEmail } from './dashboard-client';
import { seedOrg, startProduct, type Product } from './harness';
import { serveSite, type TestSite } from './support/test-site';
import { TIME_SCALE, call, followAudit, launch, startFakes, waitFor, type Fakes } from './worker-helpers';

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body>${body}</body></html>`;

async function projectAt(product: Product, orgId: string, url: string, name = 'Acme site') {
  return product.admin('project', 'create', '--org', orgId, '--name', name, '--url', url, '--brand', 'Acme', '--engines', 'openai');
}

/** A dashboard member's organisation: its overview shows the latest site check with its errors. */
async function dashboardOrg(product: Product) {
  const member = new DashboardClient(product.baseUrl);
  expect((await member.signUp({ email: uniqueEmail('hostile'), organization: 'Hostile test' })).status).toBe(201);
  const session = await member.session();
  await product.admin('org', 'update', '--id', session.org.id, '--plan', 'expert');
  const snapshot = async (projectId: string) => (await member.call(`/api/app/projects/${projectId}`)).body.data.snapshot;
  return { orgId: session.org.id as string, snapshot };
}

const jobsOf = async (product: Product, kind: string) => (await product.admin<any[]>('job', 'list', '--kind', kind, '--limit', '1000'));

describe('hostile sites and answers (CRAWL_ALLOW_PRIVATE=1)', () => {
  let product: Product;
  let fakes: Fakes;
  let cpuBomb: TestSite;
  let nulSite: TestSite;
  let slowSite: TestSite;
  beforeAll(async () => {
    // Every page is parsed and its links checked against every rule: 50,000 wildcard rules (2 MB
    // of robots.txt) and 25 pages of long links take about 7 CPU seconds in one process on this
    // project's CI machine (measured; 5,000 rules took 1.6 s, too close to the 2 s allowed).
    const rule = `Disallow: /${'*x'.repeat(12)}*zz\n`;
    const link = (i: number) => `<a href="/${'x'.repeat(2000)}${i}">p</a>`;
    const bigPage = page('Spin', Array.from({ length: 2000 }, (_, i) => link(i)).join(''));
    cpuBomb = await serveSite({ '/robots.txt': { type: 'text/plain', body: `User-agent: *\n${rule.repeat(50_000)}` }, '/': bigPage, '*': bigPage });
    nulSite = await serveSite({ '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nAllow: /\n' }, '/': page('Acme\u0000 Planning', '<h1>Acme</h1>') });
    // Answers after 2 s: a crawl of it keeps a crawl slot busy.
    slowSite = await serveSite({ '*': (_req, res) => void setTimeout(() => res.end(page('Slow', 'slow')), 2000) });
    fakes = await startFakes({
      openai: { answer: (prompt) => ({ text: `For ${prompt}, Acme\u0000 is a good pick [1].`, sources: ['https://acme.example/\u0000x'] }) },
    });
    product = await startProduct({ ...fakes.env, CRAWL_ALLOW_PRIVATE: '1', SNAPSHOT_CPU_SECONDS: '2', SNAPSHOT_DEADLINE_MS: '60000', WORKER_CRAWLS: '1' });
  });
  afterAll(async () => {
    await product?.dispose();
    await fakes?.close();
    await Promise.all([cpuBomb, nulSite, slowSite].map((s) => s?.close()));
  });

  it('kills a CPU-burning crawl at its limit and records it, while the API keeps answering; no retry', async () => {
    const { key } = await seedOrg(product, 'expert');
    const org = await dashboardOrg(product);
    const project = await projectAt(product, org.orgId, cpuBomb.origin);
    await waitFor('the crawl to start', async () => cpuBomb.hits.includes('/'), 20_000, 20);
    // The crawl burns its 2 CPU seconds now; the API answers all along (it froze for minutes
    // when the crawl ran on the server's event loop).
    let slowestMs = 0;
    let snapshot: any;
    while (!(snapshot = await org.snapshot(project.id))) {
      const started = performance.now();
      const res = await call(product, '/api/v1/projects', { key });
      expect(res.status).toBe(200);
      slowestMs = Math.max(slowestMs, performance.now() - started);
      await sleep(400); // within the key's 120 requests a minute
    }
    // A crawl on the event loop would hold requests for its 2 s of CPU and more; answers take tens
    // of milliseconds, a few hundred on a loaded machine: 3 s is the margin.
    expect(slowestMs).toBeLessThan(3000 * TIME_SCALE);
    expect(snapshot.pages).toBe(0);
    expect(snapshot.errors).toEqual([expect.stringMatching(/stopped at its CPU limit \(2 s\)/)]);
    // Recorded as the check's outcome: the job is done with, and nobody crawls the site again.
    // The job is done with once the suggestions are regenerated, just after the snapshot is stored.
    await waitFor('the site check job to be done with', async () => (await jobsOf(product, 'snapshot')).every((j) => j.job_key !== `snapshot:${project.id}`), 20_000, 50);
    const robotsHits = cpuBomb.hits.filter((h) => h === '/robots.txt').length;
    await new Promise((r) => setTimeout(r, 1500));
    expect(cpuBomb.hits.filter((h) => h === '/robots.txt').length).toBe(robotsHits);
  });

  it('stores a crawled title and an AI answer holding NUL characters without them', async () => {
    const org = await dashboardOrg(product);
    const project = await projectAt(product, org.orgId, nulSite.origin);
    await product.admin('prompt', 'create', '--project', project.id, 'best planning tool');
    const snapshot = await waitFor('the site check', () => org.snapshot(project.id));
    expect(snapshot.pages).toBe(1);
    expect(snapshot.site_title).toBe('Acme Planning');

    const { key } = await product.admin('key', 'create', '--org', org.orgId, '--name', 'test');
    const { auditId } = await launch(product, key, project.id);
    const { detail } = await followAudit(product, key, project.id, auditId);
    expect(detail.status).toBe('COMPLETED');
    expect(detail.failures ?? []).toEqual([]);
    expect(detail.queries).toHaveLength(1);
    expect(detail.queries[0].response).toContain('Acme is a good pick');
    expect(detail.queries[0].cited).toBe(true);
  });

  it("starts another organisation's audit at once while one organisation floods the queue with 50 slow crawls", async () => {
    const flooder = await seedOrg(product, 'expert');
    for (let i = 0; i < 50; i++) await projectAt(product, flooder.org.id, `${slowSite.origin}/?site=${i}`, `Flood ${i}`);
    await waitFor('the flood to be crawling', async () => slowSite.hits.length > 0, 20_000, 20);
    const queued = (await jobsOf(product, 'snapshot')).filter((j) => j.org_id === flooder.org.id);
    expect(queued.length).toBeGreaterThan(40);

    const quiet = await seedOrg(product, 'expert');
    const project = await projectAt(product, quiet.org.id, 'https://acme.example');
    await product.admin('prompt', 'create', '--project', project.id, 'best planning tool');
    // Its own site check would queue behind the flood; the audit does not.
    const { auditId } = await launch(product, quiet.key, project.id);
    const launched = performance.now();
    await waitFor('the audit to start', async () => (await call(product, `/api/v1/projects/${project.id}/audits/${auditId}`, { key: quiet.key })).body.data.status !== 'PENDING', 10_000, 20);
    expect(performance.now() - launched).toBeLessThan(500 + 1000); // one poll interval, and a margin for a loaded machine
    const { detail } = await followAudit(product, quiet.key, project.id, auditId);
    expect(detail.status).toBe('COMPLETED');
  });
});

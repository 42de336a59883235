// The site check's child process (sandbox.ts, docs/architecture.md "Hostile sites and answers"):
// killed at its wall time, ended by its heap limit, stopped when the worker shuts down. The CPU
// limit is tested on the real product (web/test/hostile-sites.test.ts).
import type { IncomingMessage } from 'node:http';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkSiteInSandbox } from './sandbox';
import { serveSite, type TestSite } from '../../test/support/test-site';

beforeAll(() => {
  // The child reads its settings from the environment it inherits: the test sites are on loopback.
  process.env.CRAWL_ALLOW_PRIVATE = '1';
});

const sites: TestSite[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.close()));
});

/** A site whose home page never answers; `closed` settles when the crawler's connection goes. */
async function hangingSite() {
  let closed!: Promise<void>;
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  const site = await serveSite({
    '/robots.txt': { type: 'text/plain', body: '' },
    '*': (request: IncomingMessage) => {
      closed = new Promise((resolve) => request.socket.once('close', () => resolve()));
      asked();
    },
  });
  sites.push(site);
  return { site, requested, closed: () => closed };
}

/** A page at the crawler's 2 MiB cap, 45,000 elements with links: far more heap than a small page. */
const densePage = `<html><head><title>Dense</title></head><body>${'<div class="a" data-x="y"><a href="/p">l</a></div>'.repeat(45_000)}</body></html>`;
// Measured on Node 20: a small site is checked within a 16 MiB heap, this page needs more than 24.
const HEAP_MB = 20;
const generous = { wallMs: 60_000, cpuSeconds: 60, heapMb: HEAP_MB };

describe('the site check sandbox', () => {
  it(`checks a small site within a ${HEAP_MB} MiB heap (the limit below is the page's doing)`, async () => {
    const site = await serveSite({ '/': '<html><head><title>Small</title></head><body>Hello</body></html>', '/robots.txt': { type: 'text/plain', body: '' } });
    sites.push(site);
    const result = await checkSiteInSandbox(`${site.origin}/`, undefined, generous);
    expect(result.details.pages.map((p) => p.title)).toEqual(['Small']);
  });

  it('ends a check whose page takes more than its heap, as a check without a result', async () => {
    const site = await serveSite({ '/': densePage, '/robots.txt': { type: 'text/plain', body: '' } });
    sites.push(site);
    await expect(checkSiteInSandbox(`${site.origin}/`, undefined, generous)).rejects.toThrow(
      'The site check ended without a result (SIGABRT; out of memory?).',
    );
  });

  it('stops a check at its wall time, counted from its start (the child itself takes seconds to start)', async () => {
    const { site } = await hangingSite();
    const started = Date.now();
    const check = checkSiteInSandbox(`${site.origin}/`, undefined, { ...generous, wallMs: 2_000 });
    await expect(check).rejects.toThrow('The site check was stopped at its time limit (2 s).');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
  });

  it('stops a running check when the worker shuts down (its signal aborts), and starts none after', async () => {
    const { site, requested, closed } = await hangingSite();
    const stopping = new AbortController();
    const check = checkSiteInSandbox(`${site.origin}/`, stopping.signal, generous);
    await requested; // the crawler is waiting on the site
    stopping.abort();
    await expect(check).rejects.toThrow('The site check was interrupted.');
    await closed(); // the child is killed: nothing holds its connection to the site open

    const hits = site.hits.length;
    await expect(checkSiteInSandbox(`${site.origin}/`, stopping.signal, generous)).rejects.toThrow('The site check was interrupted.');
    expect(site.hits).toHaveLength(hits);
  });
});

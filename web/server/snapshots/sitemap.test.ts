import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseSitemapXml, readSitemaps, type SitemapFetcher } from './sitemap';

const urlset = (...urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((url) => `<url><loc> ${url} </loc></url>`).join('')}</urlset>`;
const sitemapIndex = (...urls: string[]) =>
  `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((url) => `<sitemap><loc>${url}</loc></sitemap>`).join('')}</sitemapindex>`;

const fakeFetcher = (files: Record<string, string | Buffer>): SitemapFetcher => async (url) => {
  const file = files[url];
  if (file === undefined) throw new Error('HTTP status 404');
  return Buffer.from(file);
};
const limits = { maxFiles: 10, maxUrls: 1000, maxBytes: 1024 * 1024 };

describe('parseSitemapXml', () => {
  it('reads <loc> entries, decoding entities and ignoring blanks around them', () => {
    expect(parseSitemapXml(urlset('https://a.test/?x=1&amp;y=2', 'not a url'))).toEqual({ kind: 'urlset', locations: ['https://a.test/?x=1&y=2'] });
  });

  it('tells an index from a urlset, namespace prefixes included', () => {
    expect(parseSitemapXml('<sm:sitemapindex xmlns:sm="x"><sm:sitemap><sm:loc>https://a.test/s.xml</sm:loc></sm:sitemap></sm:sitemapindex>')).toEqual({
      kind: 'sitemapindex',
      locations: ['https://a.test/s.xml'],
    });
    expect(parseSitemapXml('<!doctype html><html><body>not found</body></html>').kind).toBeNull();
  });
});

describe('readSitemaps', () => {
  it('follows an index to its sitemaps, gzipped ones included', async () => {
    const files = {
      'https://a.test/sitemap.xml': sitemapIndex('https://a.test/one.xml', 'https://a.test/two.xml.gz', 'https://a.test/missing.xml'),
      'https://a.test/one.xml': urlset('https://a.test/p1', 'https://a.test/p2'),
      'https://a.test/two.xml.gz': gzipSync(urlset('https://a.test/p3')),
    };
    const errors: string[] = [];
    const { report, pageUrls } = await readSitemaps(['https://a.test/sitemap.xml'], fakeFetcher(files), limits, (url) => errors.push(url));
    expect(pageUrls).toEqual(['https://a.test/p1', 'https://a.test/p2', 'https://a.test/p3']);
    expect(report).toEqual({ found: true, files: [...Object.keys(files), 'https://a.test/missing.xml'], pageUrlsListed: 3, truncated: false });
    expect(errors).toEqual(['https://a.test/missing.xml']);
  });

  it('caps the URLs read and the files fetched, and does not loop on self-referencing indexes', async () => {
    const many = urlset(...Array.from({ length: 20 }, (_, index) => `https://a.test/p${index}`));
    const capped = await readSitemaps(['https://a.test/s.xml'], fakeFetcher({ 'https://a.test/s.xml': many }), { ...limits, maxUrls: 5 }, () => {});
    expect([capped.pageUrls.length, capped.report.truncated]).toEqual([5, true]);

    const selfIndex = { 'https://a.test/i.xml': sitemapIndex('https://a.test/i.xml') };
    const looped = await readSitemaps(['https://a.test/i.xml'], fakeFetcher(selfIndex), limits, () => {});
    expect(looped.report.files).toEqual(['https://a.test/i.xml']);

    const chain = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`https://a.test/i${index}.xml`, sitemapIndex(`https://a.test/i${index + 1}.xml`)]));
    const stopped = await readSitemaps(['https://a.test/i0.xml'], fakeFetcher(chain), { ...limits, maxFiles: 3 }, () => {});
    expect([stopped.report.files.length, stopped.report.truncated]).toEqual([3, true]);
  });

  it('reports HTML served as a sitemap as an error, not a sitemap', async () => {
    const errors: string[] = [];
    const { report } = await readSitemaps(['https://a.test/sitemap.xml'], fakeFetcher({ 'https://a.test/sitemap.xml': '<html></html>' }), limits, (url, error) =>
      errors.push(`${url}: ${(error as Error).message}`),
    );
    expect(report.found).toBe(false);
    expect(errors).toEqual(['https://a.test/sitemap.xml: not a sitemap (no <urlset> or <sitemapindex>)']);
  });
});

import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkSite, type CheckSiteOptions } from './check-site';
import { redirectTo, serveSite, type Route, type TestSite } from '../../test/support/test-site';
import { UnsafeUrlError, type HostResolver } from './url-safety';

const sites: TestSite[] = [];
/** Serves routes built from the site's own origin (robots.txt and sitemaps need absolute URLs). */
async function serve(buildRoutes: (origin: string) => Record<string, Route>): Promise<TestSite> {
  const routes: Record<string, Route> = {};
  const site = await serveSite(routes);
  Object.assign(routes, buildRoutes(site.origin));
  sites.push(site);
  return site;
}
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.close()));
});

const loopback: CheckSiteOptions = { allowPrivate: true, timeoutMs: 2_000 };
const pageHits = (site: TestSite) => site.hits.filter((path) => !['/robots.txt', '/sitemap.xml', '/llms.txt'].includes(path));
const issueCodes = (page: { issues: { code: string }[] }) => page.issues.map((issue) => issue.code);
const jsonLdScript = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

/** A page passing every metadata check. */
function goodPage(origin: string, path: string, heading: string, jsonLd: unknown, links: string[] = []): string {
  return `<!doctype html>
<html lang="en"><head>
  <title>${heading}</title>
  <meta name="description" content="Acme makes sturdy widgets for workshops and ships them within two days.">
  <link rel="canonical" href="${origin}${path}">
  <meta property="og:title" content="${heading}">
  <meta property="og:description" content="Sturdy widgets, shipped fast.">
  <meta property="og:image" content="${origin}/og.png">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  ${jsonLdScript(jsonLd)}
</head><body>
  <h1>${heading}</h1><h2>More</h2>
  ${links.map((href) => `<a href="${href}">${href}</a>`).join('\n  ')}
</body></html>`;
}

function goodSite(origin: string): Record<string, Route> {
  return {
    '/robots.txt': { type: 'text/plain', body: `User-agent: *\nDisallow: /private\nSitemap: ${origin}/sitemap.xml\n` },
    '/sitemap.xml': {
      type: 'application/xml',
      body: `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${['/', '/about', '/faq'].map((path) => `<url><loc>${origin}${path}</loc></url>`).join('')}</urlset>`,
    },
    '/llms.txt': { type: 'text/plain', body: '# Acme Widgets\n\n> Sturdy widgets for workshops.\n' },
    '/': goodPage(
      origin,
      '/',
      'Home | Acme Widgets',
      {
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'Organization', name: 'Acme', url: origin, sameAs: ['https://social.test/acme'] },
          { '@type': 'WebSite', name: 'Acme Widgets', url: origin },
        ],
      },
      ['/about#team', '/faq', '/private/secret', '/brochure.pdf', 'https://elsewhere.test/'],
    ),
    '/about': goodPage(origin, '/about', 'About Acme Widgets', {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'About', item: `${origin}/about` },
      ],
    }),
    '/faq': goodPage(origin, '/faq', 'Widget questions', {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Do widgets rust?', acceptedAnswer: { '@type': 'Answer', text: 'No.' } }],
    }),
  };
}

function badSite(): Record<string, Route> {
  return {
    // Home: meta 16×½ (title 2 chars) + 16×½ (description 200 chars) + og:title 6 + not noindex 10 + viewport 6 = 38.
    // JSON-LD: one broken block, one Organization with a name only (1/3): 40 + 40/3 + 0 = 53.
    '/': `<html><head><title>Hi</title>
      <meta name="description" content="${'d'.repeat(200)}">
      <meta property="og:title" content="Hi">
      <meta name="viewport" content="width=device-width">
      <script type="application/ld+json">{"@context": "https://schema.org", "@type": "Organization", "name": "Bad"</script>
      ${jsonLdScript({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Bad Co' })}
      </head><body><h1>One</h1><h1>Two</h1><h3>Skipped a level</h3>
      <a href="/page">page</a> <a href="/data">data</a></body></html>`,
    // Second page: title 16 + canonical 10 + heading order 6 = 32; no JSON-LD: 0.
    '/page': `<html><head><title>A perfectly fine title</title><link rel="canonical" href="/page">
      <meta name="robots" content="noindex"></head><body><h2>Section</h2><h3>Sub</h3></body></html>`,
    '/data': { type: 'application/json', body: '{"not": "a page"}' },
    // A single-page app answering every path with its HTML shell.
    '/sitemap.xml': '<!doctype html><html><body><div id="app"></div></body></html>',
    '/llms.txt': '<!doctype html><html><body><div id="app"></div></body></html>',
  };
}

describe('checkSite on loopback sites (allowPrivate)', () => {
  it('scores a site that does everything right 100/100', async () => {
    const site = await serve(goodSite);
    const result = await checkSite(`${site.origin}/`, loopback);
    expect(result).toMatchObject({ pages: 3, structuredDataScore: 100, metaQualityScore: 100, llmsTxt: true, siteTitle: 'Acme Widgets' });
    expect(result.details.pages.map((page) => [page.url, page.analysed, page.structuredDataScore, page.metaQualityScore])).toEqual([
      [`${site.origin}/`, true, 100, 100],
      [`${site.origin}/about`, true, 100, 100],
      [`${site.origin}/faq`, true, 100, 100],
    ]);
    expect(result.details.pages.flatMap((page) => page.issues)).toEqual([]);
    expect(result.details.pages[0].schemaTypes).toEqual(['Organization', 'WebSite']);
    expect(result.details.siteIssues).toEqual([]);
    expect(result.details.errors).toEqual([]);
    expect(result.details.sitemap).toEqual({ found: true, files: [`${site.origin}/sitemap.xml`], pageUrlsListed: 3, truncated: false });
    // robots.txt Disallow is obeyed, assets and other sites are not fetched.
    expect(result.details.robots).toMatchObject({ found: true, blockedUrls: [`${site.origin}/private/secret`], blockedCount: 1 });
    expect(site.hits).not.toContain('/private/secret');
    expect(site.hits).not.toContain('/brochure.pdf');
  });

  it('scores a careless site by the documented formulas', async () => {
    const site = await serve(badSite);
    const result = await checkSite(`${site.origin}/`, loopback);
    // meta: round((38 + 32) / 2) = 35; structured data: round(0.8 × (53 + 0) / 2 + 10 × 1/3 + 10 × 0) = round(24.53) = 25
    expect(result).toMatchObject({ pages: 2, metaQualityScore: 35, structuredDataScore: 25, llmsTxt: false, siteTitle: 'Hi' });
    const [home, page, data] = result.details.pages;
    expect([home.metaQualityScore, home.structuredDataScore, page.metaQualityScore, page.structuredDataScore]).toEqual([38, 53, 32, 0]);
    expect(issueCodes(home)).toEqual([
      'title_too_short',
      'meta_description_too_long',
      'canonical_missing',
      'html_lang_missing',
      'og_description_missing',
      'og_image_missing',
      'h1_multiple',
      'heading_level_skipped',
      'jsonld_invalid_json',
      'schema_property_missing',
      'schema_property_missing',
    ]);
    expect(home.issues.filter((issue) => issue.code === 'schema_property_missing').map((issue) => issue.property)).toEqual(['url', 'logo|sameAs']);
    expect(issueCodes(page)).toEqual([
      'meta_description_missing',
      'html_lang_missing',
      'og_title_missing',
      'og_description_missing',
      'og_image_missing',
      'h1_missing',
      'noindex',
      'viewport_missing',
      'jsonld_missing',
    ]);
    // Non-HTML answers are recorded but neither parsed nor scored.
    expect(data).toMatchObject({ url: `${site.origin}/data`, status: 200, analysed: false, issues: [{ code: 'not_html' }] });
    expect(result.details.llmsTxt).toMatchObject({ status: 200, found: false });
    expect(result.details.siteIssues.map((issue) => issue.code)).toEqual(['sitemap_missing', 'llms_txt_missing', 'site_website_missing']);
    expect(result.details.errors).toEqual([`${site.origin}/sitemap.xml: not a sitemap (no <urlset> or <sitemapindex>)`]);
  });

  it('reads a sitemap index and its gzipped sitemaps to find unlinked pages', async () => {
    const page = (title: string) => `<html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;
    const site = await serve((origin) => ({
      '/': page('Home page of the site'),
      '/sitemap.xml': `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${origin}/sitemaps/pages.xml.gz</loc></sitemap></sitemapindex>`,
      '/sitemaps/pages.xml.gz': {
        type: 'application/gzip',
        body: gzipSync(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/hidden-1</loc></url><url><loc>${origin}/hidden-2</loc></url></urlset>`),
      },
      '/hidden-1': page('First hidden page'),
      '/hidden-2': page('Second hidden page'),
    }));
    const result = await checkSite(site.origin, loopback);
    expect(result.details.pages.map((visited) => visited.title)).toEqual(['Home page of the site', 'First hidden page', 'Second hidden page']);
    expect(result.details.sitemap).toMatchObject({ found: true, files: [`${site.origin}/sitemap.xml`, `${site.origin}/sitemaps/pages.xml.gz`], pageUrlsListed: 2 });
  });

  it('spends no more page requests than the budget', async () => {
    const linkedPage = (index: number) =>
      `<html><head><title>Page ${index}</title></head><body>${Array.from({ length: 10 }, (_, offset) => `<a href="/p${index * 10 + offset}">link</a>`).join('')}</body></html>`;
    const site = await serve(() => ({ '/': linkedPage(0), ...Object.fromEntries(Array.from({ length: 120 }, (_, index) => [`/p${index}`, linkedPage(index)])) }));
    const result = await checkSite(`${site.origin}/`, { ...loopback, pageBudget: 5 });
    expect(result.pages).toBe(5);
    expect(pageHits(site)).toEqual(['/', '/p0', '/p1', '/p2', '/p3']);
  });

  it('records awkward pages: redirect loops, timeouts, errors, off-site and duplicate redirects, oversized bodies', async () => {
    const padding = `<p>${'filler '.repeat(2_000)}</p>`;
    const site = await serve(() => ({
      '/': `<html lang="en"><head><title>Awkward but alive</title></head><body><h1>Awkward</h1>
        <a href="/loop">loop</a><a href="/slow">slow</a><a href="/gone">gone</a><a href="/away">away</a><a href="/again">again</a><a href="/big">big</a>
        </body></html>`,
      '/loop': redirectTo('/loop'),
      '/slow': () => {}, // never answers
      '/gone': { status: 404, body: '<html><title>Not found</title></html>' },
      '/away': redirectTo('http://127.0.0.1:1/elsewhere'),
      '/again': redirectTo('/'),
      '/big': `<html><head><title>Big page with a long tail</title></head><body><h1>Big</h1>${padding}</body></html>`,
    }));
    const started = Date.now();
    const result = await checkSite(`${site.origin}/`, { ...loopback, timeoutMs: 300, maxBytes: 4_096 });
    expect(Date.now() - started).toBeLessThan(2_000);
    const byPath = Object.fromEntries(result.details.pages.map((page) => [new URL(page.url).pathname, page]));
    expect(issueCodes(byPath['/loop'])).toEqual(['redirect_limit']);
    expect(byPath['/slow']).toMatchObject({ status: null, analysed: false, issues: [{ code: 'fetch_timeout' }] });
    expect(byPath['/gone']).toMatchObject({ status: 404, analysed: false, issues: [{ code: 'http_error' }] });
    expect(issueCodes(byPath['/away'])).toEqual(['fetch_refused']); // port 1 is not a web port
    expect(byPath['/again']).toMatchObject({ finalUrl: `${site.origin}/`, analysed: false, issues: [{ code: 'duplicate_page' }] });
    expect(byPath['/big']).toMatchObject({ analysed: true, title: 'Big page with a long tail' });
    expect(issueCodes(byPath['/big'])).toContain('page_truncated');
    expect(result.pages).toBe(2);
    expect(site.hits.filter((path) => path === '/loop')).toHaveLength(6);
  });

  it('moves to the origin the home page redirects to and reads that origin’s robots.txt', async () => {
    const site = await serve(() => ({
      '/': (request, response) => {
        if (request.headers.host?.startsWith('www.')) {
          return response.writeHead(200, { 'content-type': 'text/html' }).end('<html><head><title>The www home page</title></head></html>');
        }
        response.writeHead(301, { location: `http://www.acme.test:${request.socket.localPort}/` }).end();
      },
    }));
    const resolveHost: HostResolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const result = await checkSite(`http://acme.test:${site.port}/`, { ...loopback, resolveHost });
    expect(result.details.origin).toBe(`http://www.acme.test:${site.port}`);
    expect(result.details.pages[0]).toMatchObject({ url: `http://acme.test:${site.port}/`, finalUrl: `http://www.acme.test:${site.port}/`, analysed: true });
    expect(result.details.robots.url).toBe(`http://www.acme.test:${site.port}/robots.txt`);
    expect(site.hits.filter((path) => path === '/robots.txt')).toHaveLength(2);
  });

  it('treats an unreachable robots.txt as "disallow everything" (RFC 9309)', async () => {
    const site = await serve(() => ({ '/robots.txt': { status: 503, body: 'busy' }, '/': '<html><title>Never fetched</title></html>' }));
    const result = await checkSite(`${site.origin}/`, loopback);
    expect(result.pages).toBe(0);
    expect(site.hits).toEqual(['/robots.txt']);
    expect(result.details.robots).toMatchObject({ status: 503, unreachable: true, blockedUrls: [`${site.origin}/`] });
    expect(result.details.siteIssues.map((issue) => issue.code)).toEqual(['robots_unreachable', 'sitemap_missing', 'llms_txt_missing']);
  });

  it('crawls a loopback site with the switch (CRAWL_ALLOW_PRIVATE in the product) and stops when aborted', async () => {
    const site = await serve(goodSite);
    await expect(checkSite(`${site.origin}/`, { allowPrivate: true })).resolves.toMatchObject({ pages: 3 });
    await expect(checkSite(`${site.origin}/`, { allowPrivate: true, signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('checkSite refuses internal targets without the switch', () => {
  it.each([
    ['127.0.0.1', (port: number) => `http://127.0.0.1:${port}/`],
    ['localhost (real DNS answer)', (port: number) => `http://localhost:${port}/`],
    ['[::1]', (port: number) => `http://[::1]:${port}/`],
    ['IPv4-mapped IPv6', (port: number) => `http://[::ffff:127.0.0.1]:${port}/`],
    ['0.0.0.0', (port: number) => `http://0.0.0.0:${port}/`],
    ['decimal-encoded loopback', (port: number) => `http://2130706433:${port}/`],
    ['10.x', () => 'http://10.0.0.1/'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['non-web scheme', () => 'file:///etc/passwd'],
    ['non-web port', () => 'http://example.com:25/'],
  ])('%s', async (_label, urlFor) => {
    const site = await serve(goodSite);
    await expect(checkSite(urlFor(site.port), { allowPrivate: false })).rejects.toBeInstanceOf(UnsafeUrlError);
    expect(site.connections).toBe(0);
  });

  it('a host name whose DNS answer is private', async () => {
    const resolveHost = vi.fn<HostResolver>(async () => [{ address: '192.168.1.20', family: 4 }]);
    await expect(checkSite('https://intranet.example/', { allowPrivate: false, resolveHost })).rejects.toThrow(
      'Refused to fetch https://intranet.example/: its host resolves to a private address (refused)',
    );
    expect(resolveHost).toHaveBeenCalledWith('intranet.example');
  });
});

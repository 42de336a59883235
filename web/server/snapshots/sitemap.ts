/**
 * XML sitemaps (sitemaps.org): `<urlset>` lists pages, `<sitemapindex>` lists more sitemaps.
 * Indexes are followed breadth-first; both the number of sitemap files and the number of page
 * URLs read are capped, and gzipped files are inflated under the same size limit as any body.
 */
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { Parser } from 'htmlparser2';
import { readAtMost } from './safe-fetch';

export interface SitemapReport {
  /** At least one sitemap file was read and parsed as a sitemap. */
  found: boolean;
  /** Sitemap files read, in order. */
  files: string[];
  /** Page URLs read from them (up to the cap). */
  pageUrlsListed: number;
  /** The file or URL cap stopped the reading early. */
  truncated: boolean;
}

export interface SitemapLimits {
  maxFiles: number;
  maxUrls: number;
  maxBytes: number;
}

/** Fetches one sitemap file's raw body, or throws saying why not. */
export type SitemapFetcher = (url: string) => Promise<Buffer>;

interface ParsedSitemap {
  kind: 'urlset' | 'sitemapindex' | null;
  locations: string[];
}

export async function readSitemaps(
  entryUrls: string[],
  fetchSitemap: SitemapFetcher,
  limits: SitemapLimits,
  onError: (url: string, error: unknown) => void,
): Promise<{ report: SitemapReport; pageUrls: string[] }> {
  const pending = [...new Set(entryUrls)];
  const queued = new Set(pending);
  const pageUrls: string[] = [];
  const report: SitemapReport = { found: false, files: [], pageUrlsListed: 0, truncated: false };

  while (pending.length > 0 && pageUrls.length < limits.maxUrls) {
    if (report.files.length === limits.maxFiles) {
      report.truncated = true;
      break;
    }
    const url = pending.shift()!;
    report.files.push(url);
    let sitemap: ParsedSitemap;
    try {
      sitemap = parseSitemapXml(await inflatedText(await fetchSitemap(url), limits.maxBytes));
    } catch (error) {
      onError(url, error);
      continue;
    }
    if (!sitemap.kind) {
      onError(url, new Error('not a sitemap (no <urlset> or <sitemapindex>)'));
      continue;
    }
    report.found = true;
    for (const location of sitemap.locations) {
      if (sitemap.kind === 'sitemapindex') {
        if (!queued.has(location)) pending.push(location);
        queued.add(location);
      } else if (pageUrls.length < limits.maxUrls) {
        pageUrls.push(location);
      } else {
        report.truncated = true;
        break;
      }
    }
  }
  report.pageUrlsListed = pageUrls.length;
  return { report, pageUrls };
}

async function inflatedText(body: Buffer, maxBytes: number): Promise<string> {
  const gzipped = body[0] === 0x1f && body[1] === 0x8b;
  const xml = gzipped ? (await readAtMost(Readable.from([body]).pipe(createGunzip()), maxBytes)).body : body;
  return xml.toString('utf8');
}

export function parseSitemapXml(xml: string): ParsedSitemap {
  let kind: ParsedSitemap['kind'] = null;
  let rootSeen = false;
  let inLoc = false;
  let text = '';
  const locations: string[] = [];
  const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();
  const parser = new Parser(
    {
      onopentag(name) {
        const element = localName(name);
        if (!rootSeen) {
          rootSeen = true;
          if (element === 'urlset' || element === 'sitemapindex') kind = element;
        }
        if (element === 'loc') {
          inLoc = true;
          text = '';
        }
      },
      ontext(chunk) {
        if (inLoc) text += chunk;
      },
      onclosetag(name) {
        if (localName(name) !== 'loc' || !inLoc) return;
        inLoc = false;
        const location = text.trim();
        if (URL.canParse(location)) locations.push(new URL(location).href);
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml);
  return { kind, locations };
}

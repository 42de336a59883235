/**
 * Site check: crawl a project's site like a polite crawler and score how ready it is for AI
 * answer engines (formulas in structured-data.ts and meta-quality.ts).
 *
 * Order: robots.txt → home page (where it lands after redirects becomes the site's origin;
 * robots.txt is re-read if that origin differs) → sitemaps and /llms.txt → breadth-first
 * over sitemap URLs, then links, `CONCURRENCY` pages at a time, until `pageBudget` page
 * requests are spent. Strictly same origin (scheme, host, port). robots.txt rules for
 * `geo-audit-bot` (else `*`) are obeyed; a robots.txt answering 5xx or not at all means
 * "disallow everything" (RFC 9309). Every request goes through safe-fetch (SSRF rules in
 * url-safety.ts). The page budget counts requests, so a 404 or a PDF spends it too.
 *
 * checkSite rejects with UnsafeUrlError when the start URL itself is refused; everything
 * else that goes wrong is reported in the result (page issues, details.errors).
 */
import { bodyText, FetchError, fetchGuarded, type FetchedResponse, type FetchOptions } from './safe-fetch';
import { collapseWhitespace, extractPageFacts, type PageFacts } from './html-page';
import { scoreMetaQuality } from './meta-quality';
import { aiCrawlerRules, allowEverything, disallowEverything, everyAiCrawler, parseRobotsTxt, type RobotsRules } from './robots';
import { readSitemaps } from './sitemap';
import { scorePageStructuredData, scoreSiteStructuredData, type PageStructuredData } from './structured-data';
import type { Issue, LlmsTxtReport, PageReport, RobotsReport, SnapshotResult } from './types';
import {
  allowAnyButMetadata,
  assertFetchableUrl,
  isPublicAddress,
  resolveCheckedAddresses,
  systemResolver,
  UnsafeUrlError,
  type HostResolver,
} from './url-safety';
import { config } from '../config';

export interface CheckSiteOptions {
  /** Page requests to spend, home page included (at least 1). Default 25. */
  pageBudget?: number;
  /** Lift the address rule (loopback, private, ...). Default: env CRAWL_ALLOW_PRIVATE=1. */
  allowPrivate?: boolean;
  /** Per fetch, redirects included. Default 10 000 ms. */
  timeoutMs?: number;
  /** Per response body, after decompression. Default 2 MiB. */
  maxBytes?: number;
  userAgent?: string;
  signal?: AbortSignal;
  /** DNS for the crawler; injectable so tests never depend on real DNS. */
  resolveHost?: HostResolver;
}

/** The product token robots.txt groups are matched against. */
export const ROBOTS_PRODUCT_TOKEN = 'geo-audit-bot';
export const DEFAULT_USER_AGENT = `Mozilla/5.0 (compatible; ${ROBOTS_PRODUCT_TOKEN}/1.0)`;

const CONCURRENCY = 4;
const MAX_REDIRECTS = 5;
const MAX_SITEMAP_FILES = 10;
const MAX_SITEMAP_URLS = 1000;
const MAX_BLOCKED_URLS_LISTED = 50;
const GENERIC_HOME_SEGMENT = /^home(?: ?page)?\s*[|–—·:-]\s*|\s*[|–—·:-]\s*home(?: ?page)?$/gi;
const HTML_MEDIA_TYPES = new Set(['text/html', 'application/xhtml+xml']);
// Links that are plainly not pages are not worth a request from the budget.
const NON_PAGE_EXTENSIONS =
  /\.(pdf|jpe?g|png|gif|webp|avif|svg|ico|css|m?js|json|xml|txt|zip|t?gz|rar|7z|mp3|mp4|webm|mov|avi|woff2?|ttf|otf|eot|docx?|xlsx?|pptx?|csv)$/i;

interface PageVisit {
  report: PageReport;
  facts: PageFacts | null;
  structuredData: PageStructuredData | null;
}

interface Robots {
  rules: RobotsRules;
  report: RobotsReport;
}

export async function checkSite(url: string, options: CheckSiteOptions = {}): Promise<SnapshotResult> {
  if (!URL.canParse(url)) throw new UnsafeUrlError(url, 'not an absolute URL');
  const startUrl = new URL(url);
  startUrl.hash = '';
  const pageBudget = Math.max(1, Math.floor(options.pageBudget ?? 25));
  const allowPrivate = options.allowPrivate ?? config().CRAWL_ALLOW_PRIVATE;
  const fetchOptions: FetchOptions = {
    timeoutMs: options.timeoutMs ?? 10_000,
    maxBytes: options.maxBytes ?? 2 * 1024 * 1024,
    maxRedirects: MAX_REDIRECTS,
    userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
    accept: '*/*',
    isAddressAllowed: allowPrivate ? allowAnyButMetadata : isPublicAddress,
    resolveHost: options.resolveHost ?? systemResolver,
    signal: options.signal,
  };

  // Refuse an unsafe site before any request; an unreachable one is reported by the crawl.
  assertFetchableUrl(startUrl);
  await resolveCheckedAddresses(startUrl, fetchOptions.resolveHost, fetchOptions.isAddressAllowed).catch((error: unknown) => {
    if (error instanceof UnsafeUrlError) throw error;
  });

  const errors: string[] = [];
  const noteError = (failedUrl: string, error: unknown) => {
    options.signal?.throwIfAborted();
    errors.push(`${failedUrl}: ${error instanceof Error ? error.message : String(error)}`);
  };

  let origin = startUrl.origin;
  let robots = await loadRobots(origin, fetchOptions, noteError);
  const pages: PageReport[] = [];
  const analysed: Array<{ report: PageReport; structuredData: PageStructuredData }> = [];
  const requested = new Set<string>([startUrl.href]);
  const queue: URL[] = [];
  let attempted = 0;

  // Visits run concurrently but are recorded in queue order, so a site always reports the same way.
  const record = (pageVisit: PageVisit) => {
    const { finalUrl } = pageVisit.report;
    requested.add(finalUrl);
    if (pageVisit.structuredData && analysed.some((earlier) => earlier.report.finalUrl === finalUrl)) {
      pageVisit = duplicateOf(pageVisit);
    }
    pages.push(pageVisit.report);
    if (pageVisit.structuredData) analysed.push({ report: pageVisit.report, structuredData: pageVisit.structuredData });
  };
  const enqueue = (candidate: URL) => {
    candidate.hash = '';
    if (candidate.origin !== origin || requested.has(candidate.href) || NON_PAGE_EXTENSIONS.test(candidate.pathname)) return;
    requested.add(candidate.href);
    if (!robots.rules.isAllowed(candidate)) return recordBlocked(robots.report, candidate);
    // Every queued URL will be requested, so the queue never needs more than the budget left.
    if (queue.length < pageBudget - attempted) queue.push(candidate);
  };

  let home: PageVisit | null = null;
  if (robots.rules.isAllowed(startUrl)) {
    attempted++;
    home = await visitPage(startUrl, null, fetchOptions);
    record(home);
    const landedOrigin = new URL(home.report.finalUrl).origin;
    if (landedOrigin !== origin) {
      // http→https or apex→www: the site is where its home page lives.
      origin = landedOrigin;
      robots = await loadRobots(origin, fetchOptions, noteError);
    }
  } else recordBlocked(robots.report, startUrl);

  const [sitemaps, llmsTxt] = await Promise.all([
    readSitemaps(
      sitemapEntryUrls(origin, robots.rules),
      (sitemapUrl) => fetchBody(sitemapUrl, fetchOptions),
      { maxFiles: MAX_SITEMAP_FILES, maxUrls: MAX_SITEMAP_URLS, maxBytes: fetchOptions.maxBytes },
      noteError,
    ),
    checkLlmsTxt(origin, robots.rules, fetchOptions, noteError),
  ]);
  for (const listed of sitemaps.pageUrls) enqueue(new URL(listed));
  for (const link of home?.facts?.links ?? []) enqueue(link);

  while (queue.length > 0 && attempted < pageBudget) {
    const wave = queue.splice(0, Math.min(CONCURRENCY, pageBudget - attempted));
    attempted += wave.length;
    const visits = await Promise.all(wave.map((pageUrl) => visitPage(pageUrl, origin, fetchOptions)));
    visits.forEach(record);
    for (const pageVisit of visits) pageVisit.facts?.links.forEach(enqueue);
  }

  const structuredData = scoreSiteStructuredData(analysed.map((page) => page.structuredData));
  return {
    pages: analysed.length,
    structuredDataScore: structuredData.score,
    metaQualityScore: meanRounded(analysed.map((page) => page.report.metaQualityScore ?? 0)),
    llmsTxt: llmsTxt.found,
    siteTitle: home?.facts ? siteTitleOf(home.facts) : null,
    details: {
      origin,
      pages,
      robots: robots.report,
      sitemap: sitemaps.report,
      llmsTxt,
      siteIssues: [...crawlSiteIssues(robots.report, home === null, sitemaps.report.found, llmsTxt), ...structuredData.issues],
      errors,
    },
  };
}

const isSuccess = (status: number) => status >= 200 && status < 300;
const isHtml = (mediaType: string | null) => mediaType !== null && HTML_MEDIA_TYPES.has(mediaType);
const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? null));

async function visitPage(pageUrl: URL, siteOrigin: string | null, fetchOptions: FetchOptions): Promise<PageVisit> {
  const report: PageReport = {
    url: pageUrl.href,
    finalUrl: pageUrl.href,
    status: null,
    title: null,
    analysed: false,
    structuredDataScore: null,
    metaQualityScore: null,
    schemaTypes: [],
    issues: [],
  };
  const notAnalysed = (issue: Issue): PageVisit => {
    report.issues.push(issue);
    return { report, facts: null, structuredData: null };
  };

  let response: FetchedResponse;
  try {
    response = await fetchGuarded(pageUrl, {
      ...fetchOptions,
      accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
      wantsBody: (status, mediaType) => isSuccess(status) && isHtml(mediaType),
    });
  } catch (error) {
    fetchOptions.signal?.throwIfAborted();
    return notAnalysed(fetchFailureIssue(error));
  }
  report.finalUrl = response.url.href;
  report.status = response.status;
  // The home page is visited with no site origin yet: wherever it lands is the site.
  if (siteOrigin !== null && response.url.origin !== siteOrigin) {
    return notAnalysed({ code: 'redirected_off_site', message: `Redirects off the site, to ${response.url.href}.` });
  }
  if (!isSuccess(response.status)) return notAnalysed({ code: 'http_error', message: `HTTP status ${response.status}.` });
  if (!isHtml(response.mediaType)) {
    return notAnalysed({ code: 'not_html', message: `Not an HTML page (${response.mediaType ?? 'no content type'}).` });
  }

  const facts = extractPageFacts(bodyText(response), response.url);
  const meta = scoreMetaQuality(facts, headerText(response.headers['x-robots-tag']));
  const structuredData = scorePageStructuredData(facts.jsonLdBlocks);
  if (response.truncated) {
    report.issues.push({ code: 'page_truncated', message: `Larger than ${fetchOptions.maxBytes} bytes; only the first ${fetchOptions.maxBytes} were analysed.` });
  }
  report.issues.push(...meta.issues, ...structuredData.issues);
  report.title = facts.title;
  report.description = facts.meta.get('description')?.slice(0, 300) ?? null;
  report.headings = facts.headings;
  report.analysed = true;
  report.metaQualityScore = meta.score;
  report.structuredDataScore = structuredData.score;
  report.schemaTypes = structuredData.schemaTypes;
  return { report, facts, structuredData };
}

function fetchFailureIssue(error: unknown): Issue {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof UnsafeUrlError) return { code: 'fetch_refused', message };
  if (error instanceof FetchError && error.failure === 'timeout') return { code: 'fetch_timeout', message: `No complete answer: ${message}.` };
  if (error instanceof FetchError && error.failure === 'too_many_redirects') return { code: 'redirect_limit', message: `Stopped after ${message}.` };
  return { code: 'fetch_failed', message };
}

function duplicateOf(original: PageVisit): PageVisit {
  const issue: Issue = { code: 'duplicate_page', message: `Lands on ${original.report.finalUrl}, which was already analysed.` };
  return {
    report: { ...original.report, analysed: false, structuredDataScore: null, metaQualityScore: null, schemaTypes: [], issues: [issue] },
    facts: null,
    structuredData: null,
  };
}

async function loadRobots(origin: string, fetchOptions: FetchOptions, noteError: (url: string, error: unknown) => void): Promise<Robots> {
  const robotsUrl = new URL('/robots.txt', origin);
  const report: RobotsReport = {
    url: robotsUrl.href, status: null, found: false, unreachable: false, sitemaps: [], blockedUrls: [], blockedCount: 0, aiCrawlers: everyAiCrawler('allowed'),
  };
  const unreachable = (error: unknown): Robots => {
    noteError(robotsUrl.href, error);
    report.unreachable = true;
    report.aiCrawlers = everyAiCrawler('blocked');
    return { rules: disallowEverything, report };
  };
  let response: FetchedResponse;
  try {
    response = await fetchGuarded(robotsUrl, { ...fetchOptions, accept: 'text/plain' });
  } catch (error) {
    return unreachable(error);
  }
  report.status = response.status;
  if (response.status >= 500) return unreachable(new Error(`HTTP status ${response.status}`));
  if (!isSuccess(response.status)) return { rules: allowEverything, report };
  const text = bodyText(response);
  const rules = parseRobotsTxt(text, ROBOTS_PRODUCT_TOKEN, response.url);
  report.aiCrawlers = aiCrawlerRules(text);
  report.found = true;
  report.sitemaps = rules.sitemaps;
  return { rules, report };
}

function recordBlocked(report: RobotsReport, url: URL): void {
  report.blockedCount++;
  if (report.blockedUrls.length < MAX_BLOCKED_URLS_LISTED) report.blockedUrls.push(url.href);
}

function sitemapEntryUrls(origin: string, rules: RobotsRules): string[] {
  if (rules.sitemaps.length > 0) return rules.sitemaps;
  const conventional = new URL('/sitemap.xml', origin);
  return rules.isAllowed(conventional) ? [conventional.href] : [];
}

async function fetchBody(url: string, fetchOptions: FetchOptions): Promise<Buffer> {
  const response = await fetchGuarded(url, { ...fetchOptions, accept: 'application/xml,text/xml;q=0.9,*/*;q=0.5' });
  if (!isSuccess(response.status)) throw new Error(`HTTP status ${response.status}`);
  return response.body;
}

/** Found = a 200 answer with a non-blank text body that is not HTML. */
async function checkLlmsTxt(
  origin: string,
  rules: RobotsRules,
  fetchOptions: FetchOptions,
  noteError: (url: string, error: unknown) => void,
): Promise<LlmsTxtReport> {
  const llmsTxtUrl = new URL('/llms.txt', origin);
  const report: LlmsTxtReport = { url: llmsTxtUrl.href, status: null, found: false, bytes: 0 };
  if (!rules.isAllowed(llmsTxtUrl)) return report;
  try {
    const response = await fetchGuarded(llmsTxtUrl, { ...fetchOptions, accept: 'text/plain,text/markdown;q=0.9,*/*;q=0.1' });
    const text = bodyText(response).trim();
    const textual = response.mediaType === null || (response.mediaType.startsWith('text/') && !isHtml(response.mediaType));
    report.status = response.status;
    report.bytes = response.body.length;
    // Sites that answer every path with their HTML app would otherwise all "have" an llms.txt.
    report.found = response.status === 200 && textual && text !== '' && !text.startsWith('<');
  } catch (error) {
    noteError(llmsTxtUrl.href, error);
  }
  return report;
}

function crawlSiteIssues(robots: RobotsReport, homeBlocked: boolean, sitemapFound: boolean, llmsTxt: LlmsTxtReport): Issue[] {
  const issues: Issue[] = [];
  if (robots.unreachable) {
    issues.push({ code: 'robots_unreachable', message: 'robots.txt could not be read (server error or no answer), so crawlers must treat the whole site as off limits.' });
  } else if (homeBlocked) {
    issues.push({ code: 'robots_blocks_home', message: 'robots.txt disallows the home page.' });
  }
  if (!sitemapFound) issues.push({ code: 'sitemap_missing', message: 'No readable XML sitemap (from robots.txt Sitemap: lines or /sitemap.xml).' });
  if (!llmsTxt.found) issues.push({ code: 'llms_txt_missing', message: 'No /llms.txt to guide AI answer engines.' });
  return issues;
}

function meanRounded(values: number[]): number {
  return values.length === 0 ? 0 : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
}

/** og:site_name, else the <title> without a generic "Home" segment ("Home | Acme" → "Acme"). */
function siteTitleOf(facts: PageFacts): string | null {
  const siteName = facts.meta.get('og:site_name');
  if (siteName) return siteName;
  return collapseWhitespace((facts.title ?? '').replace(GENERIC_HOME_SEGMENT, '')) || null;
}

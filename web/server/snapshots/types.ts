import type { SitemapReport } from './sitemap';

/**
 * Machine codes for what a site check found. They are stable and aggregatable: the
 * suggestions engine groups issues by `code` (plus `schemaType`/`property` for schema
 * issues) and counts pages, e.g. "meta_description_too_long on 7 pages".
 */
export type IssueCode =
  // crawl: the page could not be analysed
  | 'fetch_refused'
  | 'fetch_timeout'
  | 'fetch_failed'
  | 'redirect_limit'
  | 'http_error'
  | 'not_html'
  | 'redirected_off_site'
  | 'duplicate_page'
  | 'page_truncated'
  // metadata (meta-quality.ts)
  | 'title_missing'
  | 'title_too_short'
  | 'title_too_long'
  | 'meta_description_missing'
  | 'meta_description_too_short'
  | 'meta_description_too_long'
  | 'canonical_missing'
  | 'html_lang_missing'
  | 'og_title_missing'
  | 'og_description_missing'
  | 'og_image_missing'
  | 'h1_missing'
  | 'h1_multiple'
  | 'heading_level_skipped'
  | 'noindex'
  | 'viewport_missing'
  // structured data (structured-data.ts)
  | 'jsonld_missing'
  | 'jsonld_invalid_json'
  | 'jsonld_not_schema_org'
  | 'jsonld_untyped'
  | 'schema_type_unrecognized'
  | 'schema_property_missing'
  // site-wide
  | 'site_organization_missing'
  | 'site_website_missing'
  | 'robots_unreachable'
  | 'robots_blocks_home'
  | 'sitemap_missing'
  | 'llms_txt_missing';

export interface Issue {
  code: IssueCode;
  /** One short sentence for people; the code carries the meaning for machines. */
  message: string;
  /** For schema issues: the schema.org type concerned, e.g. `Organization`. */
  schemaType?: string;
  /** For `schema_property_missing`: the property (or alternatives, `logo|sameAs`). */
  property?: string;
}

export interface PageReport {
  /** The URL requested. */
  url: string;
  /** Where it ended after redirects (same as `url` without redirects). */
  finalUrl: string;
  /** HTTP status, or null when no response came (refused, timeout, network). */
  status: number | null;
  title: string | null;
  /** `<meta name="description">`, cut to 300 characters; null when absent (older snapshots: absent too). */
  description?: string | null;
  /** Texts of its h1–h3 headings (at most 12), for prompt suggestions; absent in older snapshots. */
  headings?: string[];
  /** Counted in the scores: a 2xx HTML page of the site. */
  analysed: boolean;
  structuredDataScore: number | null;
  metaQualityScore: number | null;
  /** schema.org types found in valid JSON-LD, e.g. ["Organization", "WebSite"]. */
  schemaTypes: string[];
  issues: Issue[];
}

export interface RobotsReport {
  url: string;
  status: number | null;
  /** A robots.txt was served (2xx) and applied. */
  found: boolean;
  /** 5xx or no response: per RFC 9309 the whole site is treated as disallowed. */
  unreachable: boolean;
  sitemaps: string[];
  /** Same-site URLs skipped because robots.txt disallows them (first 50). */
  blockedUrls: string[];
  blockedCount: number;
  /** Whether each AI crawler (robots.ts AI_CRAWLERS) may fetch the home page; absent in older snapshots. */
  aiCrawlers?: Record<string, 'allowed' | 'blocked'>;
}

export interface LlmsTxtReport {
  url: string;
  status: number | null;
  found: boolean;
  bytes: number;
}

export interface SnapshotDetails {
  /** The origin crawled: where the home page landed (after redirects). */
  origin: string;
  pages: PageReport[];
  robots: RobotsReport;
  sitemap: SitemapReport;
  llmsTxt: LlmsTxtReport;
  /** Site-wide findings (robots, sitemap, llms.txt, Organization/WebSite markup). */
  siteIssues: Issue[];
  /** Requests that failed outside the pages (robots.txt, sitemaps, llms.txt), one line each. */
  errors: string[];
}

export interface SnapshotResult {
  /** Pages analysed (2xx HTML on the site). */
  pages: number;
  structuredDataScore: number;
  metaQualityScore: number;
  llmsTxt: boolean;
  siteTitle: string | null;
  details: SnapshotDetails;
}

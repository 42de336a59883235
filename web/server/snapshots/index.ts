// The site check: crawl a project's site and score its readiness for AI answer engines.
export { checkSite, DEFAULT_USER_AGENT, ROBOTS_PRODUCT_TOKEN, type CheckSiteOptions } from './check-site';
export { UnsafeUrlError, isPublicAddress, type HostResolver, type ResolvedAddress } from './url-safety';
export type { SitemapReport } from './sitemap';
export type * from './types';

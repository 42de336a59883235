import { describe, expect, it } from 'vitest';
import { diffSiteChecks, type SiteCheck } from './site-changes';

const allowed = { GPTBot: 'allowed', 'OAI-SearchBot': 'allowed', 'ChatGPT-User': 'allowed', ClaudeBot: 'allowed', 'Claude-SearchBot': 'allowed', PerplexityBot: 'allowed', 'Google-Extended': 'allowed', Bingbot: 'allowed', 'Applebot-Extended': 'allowed' } as const;

const check = (over: Partial<SiteCheck> = {}, details: Record<string, unknown> = {}): SiteCheck => ({
  pages: 2,
  structured_data_score: 0,
  meta_quality_score: 70,
  llms_txt: false,
  ...over,
  details: {
    pages: [
      { url: 'https://acme.example/', finalUrl: 'https://acme.example/', status: 200, title: 'Acme', description: 'Plans.', analysed: true, structuredDataScore: 0, metaQualityScore: 70, schemaTypes: [], issues: [] },
      { url: 'https://acme.example/pricing', finalUrl: 'https://acme.example/pricing', status: 200, title: 'Pricing', analysed: true, structuredDataScore: 0, metaQualityScore: 70, schemaTypes: [], issues: [] },
    ],
    robots: { url: 'https://acme.example/robots.txt', status: 200, found: true, unreachable: false, sitemaps: [], blockedUrls: [], blockedCount: 0, aiCrawlers: { ...allowed } },
    sitemap: { found: true, files: [], pageUrlsListed: 2, truncated: false },
    ...details,
  } as SiteCheck['details'],
});

describe('diffSiteChecks', () => {
  it('finds nothing between two equal checks', () => {
    expect(diffSiteChecks(check(), check())).toEqual({ changes: [], newlyBlockedCrawlers: [] });
  });

  it('lists the facts that changed, in a fixed order, and the AI crawlers newly blocked with the engines they feed', () => {
    const after = check({ structured_data_score: 80, llms_txt: true, pages: 3 }, {
      pages: [
        { url: 'https://acme.example/', finalUrl: 'https://acme.example/', status: 200, title: 'Acme · Plans', description: null, analysed: true, structuredDataScore: 80, metaQualityScore: 70, schemaTypes: ['WebSite', 'Organization'], issues: [] },
        { url: 'https://acme.example/faq', finalUrl: 'https://acme.example/faq', status: 200, title: 'FAQ', analysed: true, structuredDataScore: 80, metaQualityScore: 70, schemaTypes: ['FAQPage', 'Organization'], issues: [] },
      ],
      robots: { url: '', status: 200, found: true, unreachable: false, sitemaps: [], blockedUrls: [], blockedCount: 0, aiCrawlers: { ...allowed, GPTBot: 'blocked', 'Google-Extended': 'blocked' } },
      sitemap: { found: true, files: [], pageUrlsListed: 40, truncated: false },
    });
    expect(diffSiteChecks(check(), after)).toEqual({
      changes: [
        { field: 'title', before: 'Acme', after: 'Acme · Plans' },
        { field: 'metaDescription', before: 'Plans.', after: null },
        { field: 'structuredData.types', before: [], after: ['FAQPage', 'Organization', 'WebSite'] },
        { field: 'structuredData.score', before: 0, after: 80 },
        { field: 'pagesAnalysed', before: 2, after: 3 },
        { field: 'llmsTxt', before: false, after: true },
        { field: 'sitemap.urls', before: 2, after: 40 },
        { field: 'robots.GPTBot', before: 'allowed', after: 'blocked' },
        { field: 'robots.Google-Extended', before: 'allowed', after: 'blocked' },
      ],
      newlyBlockedCrawlers: [
        { crawler: 'GPTBot', engines: ['OPENAI'] },
        { crawler: 'Google-Extended', engines: ['GEMINI'] },
      ],
    });
  });

  it('reports a crawler allowed again as a change, not a warning', () => {
    const blocked = check({}, { robots: { url: '', status: 200, found: true, unreachable: false, sitemaps: [], blockedUrls: [], blockedCount: 0, aiCrawlers: { ...allowed, ClaudeBot: 'blocked' } } });
    expect(diffSiteChecks(blocked, check())).toEqual({ changes: [{ field: 'robots.ClaudeBot', before: 'blocked', after: 'allowed' }], newlyBlockedCrawlers: [] });
  });

  it('says nothing of robots rules a check made before they were recorded', () => {
    const older = check({}, { robots: { url: '', status: 200, found: true, unreachable: false, sitemaps: [], blockedUrls: [], blockedCount: 0 } });
    const now = check({}, { robots: { url: '', status: 200, found: true, unreachable: false, sitemaps: [], blockedUrls: [], blockedCount: 0, aiCrawlers: { ...allowed, GPTBot: 'blocked' } } });
    expect(diffSiteChecks(older, now)).toEqual({ changes: [], newlyBlockedCrawlers: [] });
  });
});

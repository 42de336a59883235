// What changed on the site between the checks behind two audits (docs/guide/deploys.md): the
// facts a deploy changes that engines read (home title and description, structured data, meta,
// pages, llms.txt, the AI crawlers' robots.txt rules, sitemap size).
import type { Sql, TxSql } from '@db/connection';
import { AI_CRAWLERS } from '../snapshots/robots';
import type { SnapshotDetails } from '../snapshots/types';

export type SiteFact = string | number | boolean | string[] | null;

export interface SiteComparison {
  changes: { field: string; before: SiteFact; after: SiteFact }[];
  newlyBlockedCrawlers: { crawler: string; engines: string[] }[];
}

/** A stored site check, as the comparison reads it. */
export interface SiteCheck {
  pages: number;
  structured_data_score: number;
  meta_quality_score: number;
  llms_txt: boolean;
  details: Partial<SnapshotDetails>;
}

/** The facts compared, in the order they are listed. */
function facts(check: SiteCheck): [string, SiteFact][] {
  const pages = check.details.pages ?? [];
  // The home page is the first page crawled (snapshots/check-site.ts).
  const home = pages[0];
  const crawlers = check.details.robots?.aiCrawlers;
  return [
    ['title', home?.title ?? null],
    ['metaDescription', home?.description ?? null],
    ['structuredData.types', [...new Set(pages.flatMap((page) => page.schemaTypes ?? []))].sort()],
    ['structuredData.score', check.structured_data_score],
    ['meta.score', check.meta_quality_score],
    ['pagesAnalysed', check.pages],
    ['llmsTxt', check.llms_txt],
    ['sitemap.urls', check.details.sitemap?.pageUrlsListed ?? null],
    // Checks made before the crawler rules were recorded say nothing about them (null).
    ...AI_CRAWLERS.map(({ crawler }): [string, SiteFact] => [`robots.${crawler}`, crawlers?.[crawler] ?? null]),
  ];
}

const same = (a: SiteFact, b: SiteFact) => JSON.stringify(a) === JSON.stringify(b);

/** The facts that differ between two checks, and the AI crawlers allowed before and blocked now. */
export function diffSiteChecks(before: SiteCheck, after: SiteCheck): SiteComparison {
  const old = new Map(facts(before));
  const changes = facts(after)
    .map(([field, value]) => ({ field, before: old.get(field) ?? null, after: value }))
    // A robots rule unknown on either side (an older check) is not a change.
    .filter((c) => !same(c.before, c.after) && !(c.field.startsWith('robots.') && (c.before === null || c.after === null)));
  const newlyBlockedCrawlers = AI_CRAWLERS.filter(({ crawler }) =>
    changes.some((c) => c.field === `robots.${crawler}` && c.before === 'allowed' && c.after === 'blocked'),
  ).map(({ crawler, engines }) => ({ crawler, engines: [...engines] }));
  return { changes, newlyBlockedCrawlers };
}

/** The site comparison of two audits' checks; null when either has none (never checked, or pruned). */
export async function siteComparison(tx: TxSql | Sql, beforeId: string | null, afterId: string | null): Promise<SiteComparison | null> {
  if (!beforeId || !afterId) return null;
  const checks = await tx<(SiteCheck & { id: string })[]>`
    SELECT id, pages, structured_data_score, meta_quality_score, llms_txt, details FROM project_snapshots WHERE id IN (${beforeId}, ${afterId})`;
  const before = checks.find((c) => c.id === beforeId);
  const after = checks.find((c) => c.id === afterId);
  return before && after ? diffSiteChecks(before, after) : null;
}

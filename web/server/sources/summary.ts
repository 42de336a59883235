// The source summary of an audit (docs/guide/sources-and-gaps.md): per engine and registrable
// domain, the answers citing a page of it, the pages, and how many of those answers name the
// brand and each competitor; per engine, the totals (the shares' denominators and the share of
// voice). Written once when the audit completes (db/migrations/007_sources.sql), so that reading
// sources costs a few hundred summary rows instead of every answer; an audit completed before
// that migration gets its summary on first read, and an audit still running is summarised on
// the fly without storing anything.
import type { Sql } from '@db/connection';
import { hostOf, registrableDomain } from '../analysis/domains';

/** What the summary needs of one answer. */
export interface AnswerSources {
  provider: string;
  sources: readonly string[];
  brandNamed: boolean;
  /** names of the competitors the answer names */
  competitors: readonly string[];
}

/** A page: the answers citing it, and among them those naming the brand and each competitor. */
export interface PageCount {
  url: string;
  answers: number;
  brand: number;
  competitors: Record<string, number>;
}

export interface DomainRow {
  provider: string;
  domain: string;
  answers: number;
  citations: number;
  brand: number;
  competitors: Record<string, number>;
  pages: PageCount[];
}

export interface EngineTotals {
  answers: number;
  citations: number;
  brand: number;
  competitors: Record<string, number>;
}

export interface SourceSummary {
  totals: Record<string, EngineTotals>;
  domains: DomainRow[];
}

const TRACKING_PARAM = /^(?:utm_\w+|gclid|fbclid|msclkid)$/i;

/**
 * The page a cited URL names: without its fragment and tracking parameters (engines add
 * `utm_source=openai`), so that the same page cited twice counts once. Null when unreadable.
 */
export function pageUrl(address: string): string | null {
  try {
    const url = new URL(address);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    for (const key of [...url.searchParams.keys()]) if (TRACKING_PARAM.test(key)) url.searchParams.delete(key);
    return url.href;
  } catch {
    return null;
  }
}

/** The registrable domain of a page URL. */
export function pageDomain(url: string): string | null {
  const host = hostOf(url);
  return host === null ? null : registrableDomain(host);
}

const bump = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

export function summariseAnswers(answers: readonly AnswerSources[]): SourceSummary {
  const totals: Record<string, EngineTotals> = {};
  const rows = new Map<string, DomainRow & { pageCounts: Map<string, PageCount> }>();
  for (const answer of answers) {
    const total = (totals[answer.provider] ??= { answers: 0, citations: 0, brand: 0, competitors: {} });
    total.answers++;
    if (answer.brandNamed) total.brand++;
    const named = [...new Set(answer.competitors)];
    named.forEach((name) => bump(total.competitors, name));

    const pagesByDomain = new Map<string, Set<string>>();
    for (const source of answer.sources) {
      const url = pageUrl(source);
      const domain = url && pageDomain(url);
      if (!url || !domain) continue;
      const pages = pagesByDomain.get(domain) ?? new Set();
      pages.add(url);
      pagesByDomain.set(domain, pages);
    }
    for (const [domain, pages] of pagesByDomain) {
      const key = `${answer.provider}\u0000${domain}`;
      let row = rows.get(key);
      if (!row) {
        row = { provider: answer.provider, domain, answers: 0, citations: 0, brand: 0, competitors: {}, pages: [], pageCounts: new Map<string, PageCount>() };
        rows.set(key, row);
      }
      row.answers++;
      row.citations += pages.size;
      total.citations += pages.size;
      if (answer.brandNamed) row.brand++;
      named.forEach((name) => bump(row.competitors, name));
      for (const url of pages) {
        let page = row.pageCounts.get(url);
        if (!page) row.pageCounts.set(url, (page = { url, answers: 0, brand: 0, competitors: {} }));
        page.answers++;
        if (answer.brandNamed) page.brand++;
        named.forEach((name) => bump(page.competitors, name));
      }
    }
  }
  const domains = [...rows.values()].map(({ pageCounts, ...row }) => ({ ...row, pages: sortPages(pageCounts.values()) }));
  return { totals, domains };
}

export function sortPages(pages: Iterable<PageCount>): PageCount[] {
  return [...pages].sort((a, b) => b.answers - a.answers || a.url.localeCompare(b.url));
}

/** The answered rows of an audit, as the summary reads them. */
export async function answerSources(sql: Sql, auditId: string): Promise<AnswerSources[]> {
  return sql<AnswerSources[]>`
    SELECT provider, sources, (analysis->>'firstMentionSentence') IS NOT NULL AS "brandNamed",
           coalesce(jsonb_path_query_array(analysis, '$.competitors[*].name'), '[]'::jsonb) AS competitors
    FROM audit_queries WHERE audit_id = ${auditId} AND state = 'answered'`;
}

/** Engine totals of several audits added up, optionally of one engine only. */
export function mergeTotals(list: readonly Record<string, EngineTotals>[], engine?: string): Record<string, EngineTotals> {
  const merged: Record<string, EngineTotals> = {};
  for (const totals of list) {
    for (const [provider, t] of Object.entries(totals)) {
      if (engine && provider !== engine) continue;
      const into = (merged[provider] ??= { answers: 0, citations: 0, brand: 0, competitors: {} });
      into.answers += t.answers;
      into.citations += t.citations;
      into.brand += t.brand;
      for (const [name, n] of Object.entries(t.competitors)) into.competitors[name] = (into.competitors[name] ?? 0) + n;
    }
  }
  return merged;
}

// Suggestions: concrete, ranked recommendations with their evidence, made again after each
// audit and each site check from the latest completed audit and the latest snapshot.
//
// Each suggestion has a fingerprint (what it is about: a prompt, a source domain, an engine,
// a site issue). Regenerating upserts by fingerprint, so a suggestion keeps its id and its
// status (done / dismissed) for as long as the problem exists; an open suggestion whose
// problem is gone is removed.
//
// Rank (lower first): high-priority kinds before medium before low; within a kind, by the
// size of the evidence.
import crypto from 'node:crypto';
import type { Sql } from '@db/connection';
import { ENGINE_LABELS, type EngineName } from '../models/catalogue';
import type { CitationGap } from '../contract/schemas';
import { kindContext } from '../sources/context';
import { citationGaps, uncitedDomains, type GapRow, type UncitedDomain } from '../sources/gaps';
import type { KindContext } from '../sources/kinds';
import type { Issue, SnapshotDetails } from '../snapshots/types';

type Priority = 'high' | 'medium' | 'low';

export interface Suggestion {
  fingerprint: string;
  type: string;
  priority: Priority;
  title: string;
  detail: string;
  evidence: unknown[];
  /** larger = more important within its priority */
  weight: number;
}

export interface AuditRowFacts extends GapRow {
  negativeExcerpts: string[];
}

const TOP = 5;
const hash = (s: string) => crypto.createHash('sha256').update(s).digest('hex').slice(0, 16);

/**
 * Citation gaps (sources/gaps.ts), one suggestion per prompt: the engines where competitors are
 * named or cited and the brand is not, and the third-party page they relied on most there.
 */
function competitorGaps(allGaps: CitationGap[], brand: string): Suggestion[] {
  const byPrompt = new Map<string, CitationGap[]>();
  for (const gap of allGaps) byPrompt.set(gap.prompt, [...(byPrompt.get(gap.prompt) ?? []), gap]);
  return [...byPrompt]
    .map(([prompt, gaps]) => {
      const engines = gaps.map((g) => g.engine).sort();
      const engineNames = listOf(engines.map((e) => ENGINE_LABELS[e as EngineName] ?? e));
      const competitors = [...new Set(gaps.flatMap((g) => g.competitors.map((c) => c.name)))].sort();
      const pages = new Map<string, number>();
      for (const g of gaps) for (const p of g.pages) pages.set(p.url, (pages.get(p.url) ?? 0) + p.answers);
      const [top] = [...pages].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      const gapAnswers = gaps.reduce((n, g) => n + g.gap_answers, 0);
      const answers = gaps.reduce((n, g) => n + g.answers, 0);
      const names = competitors.join(', ');
      return {
        fingerprint: `competitor_gap:${hash(prompt.toLowerCase())}`,
        type: 'competitor_gap',
        priority: 'high' as const,
        title: top ? `Get ${brand} listed on ${shortUrl(top[0])} for “${prompt}”` : `Competitors are cited instead of ${brand} for “${prompt}”`,
        detail: top
          ? `${engineNames} ${engines.length === 1 ? 'cites' : 'cite'} ${shortUrl(top[0])} for “${prompt}” and name ${names} there, not ${brand} (${gapAnswers} of ${answers} answers). Get listed on that page: it is what the engines read for this question.`
          : `${engineNames} named ${names} but not ${brand} (${gapAnswers} of ${answers} answers). Publish a page that answers this question directly (comparison, use case or FAQ) and get it referenced by the sources these engines use.`,
        evidence: [{
          prompt,
          engines,
          competitors,
          pages: [...pages].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, TOP).map(([url, n]) => ({ url, answers: n })),
          answers: gaps.flatMap((g) => g.evidence).slice(0, 20),
        }],
        weight: gapAnswers * 10 + competitors.length,
      };
    })
    .sort((a, b) => b.weight - a.weight || a.fingerprint.localeCompare(b.fingerprint))
    .slice(0, TOP);
}

/** "A", "A and B", "A, B and C". */
const listOf = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** `capterra.fr/crm/agencies/` for a suggestion's title. */
function shortUrl(url: string): string {
  const u = new URL(url);
  const text = `${u.host.replace(/^www\./, '')}${u.pathname === '/' ? '' : u.pathname}`;
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** The third-party domains engines rely on most where the brand is absent (sources/gaps.ts), cited in two answers or more. */
function sourceGaps(domains: UncitedDomain[], brand: string): Suggestion[] {
  return domains
    .filter((d) => d.answers >= 2)
    .slice(0, 3)
    .map(({ domain, answers, prompts }) => ({
      fingerprint: `source_gap:${domain}`,
      type: 'source_gap',
      priority: 'medium',
      title: `Get ${brand} mentioned on ${domain}`,
      detail: `Engines cited ${domain} in ${answers} answers that did not mention ${brand}. A listing, review, guest article or correction there is likely to reach those answers.`,
      evidence: [{ domain, answers, prompts: prompts.slice(0, TOP) }],
      weight: answers,
    }));
}

function negativeMentions(rows: AuditRowFacts[], brand: string): Suggestion[] {
  const excerpts = rows.flatMap((r) => r.negativeExcerpts.map((excerpt) => ({ provider: r.provider, prompt: r.prompt, excerpt })));
  if (excerpts.length === 0) return [];
  return [{
    fingerprint: 'negative_sentiment',
    type: 'negative_sentiment',
    priority: 'high',
    title: `${excerpts.length} answer excerpt${excerpts.length > 1 ? 's speak' : ' speaks'} negatively of ${brand}`,
    detail: 'Read what engines repeat, correct what is wrong at its source (your pages, review sites, documentation) and publish answers to the objections they raise.',
    evidence: excerpts.slice(0, 10),
    weight: excerpts.length,
  }];
}

/** The engine where the brand does worst, when it clearly lags behind the others. */
function weakestEngine(providerScores: Record<string, number>, brand: string): Suggestion[] {
  const entries = Object.entries(providerScores);
  if (entries.length < 2) return [];
  const mean = entries.reduce((s, [, v]) => s + v, 0) / entries.length;
  const [engine, score] = entries.sort((a, b) => a[1] - b[1])[0];
  if (score > mean - 15) return [];
  const name = ENGINE_LABELS[engine as EngineName] ?? engine;
  return [{
    fingerprint: `weak_engine:${engine}`,
    type: 'weak_engine',
    priority: 'medium',
    title: `${brand} is weakest on ${name} (score ${score} vs ${Math.round(mean)} on average)`,
    detail: `Check which sources ${name} cites for your prompts (audit report, filter by engine) and make sure your pages are reachable by its crawler.`,
    evidence: [{ engine, score, average: Math.round(mean) }],
    weight: Math.round(mean - score),
  }];
}

const SITE_ADVICE: Partial<Record<Issue['code'], { title: string; detail: string; priority: Priority }>> = {
  llms_txt_missing: { priority: 'low', title: 'Publish an /llms.txt', detail: 'A short Markdown index of your key pages at /llms.txt helps AI crawlers find what matters.' },
  site_organization_missing: { priority: 'high', title: 'Describe your organisation with schema.org Organization', detail: 'Add JSON-LD Organization (name, url, logo, sameAs) to the home page so engines tie your brand to your site.' },
  site_website_missing: { priority: 'medium', title: 'Add schema.org WebSite markup', detail: 'Add JSON-LD WebSite (name, url) to the home page.' },
  jsonld_missing: { priority: 'medium', title: 'Add structured data (JSON-LD) to your pages', detail: 'Pages without JSON-LD give engines nothing structured to quote: add Product, FAQPage or Article markup as fits each page.' },
  jsonld_invalid_json: { priority: 'high', title: 'Fix invalid JSON-LD', detail: 'Some JSON-LD blocks do not parse; engines ignore them entirely.' },
  schema_property_missing: { priority: 'medium', title: 'Complete your structured data', detail: 'Some schema.org entities lack properties engines rely on.' },
  meta_description_missing: { priority: 'medium', title: 'Write meta descriptions', detail: 'Give each page a 50–160 character description: engines and search snippets reuse it.' },
  meta_description_too_long: { priority: 'low', title: 'Shorten long meta descriptions', detail: 'Keep descriptions within 160 characters.' },
  meta_description_too_short: { priority: 'low', title: 'Lengthen short meta descriptions', detail: 'Descriptions under 50 characters say too little.' },
  title_missing: { priority: 'high', title: 'Give every page a title', detail: 'Pages without <title> are hard to cite.' },
  title_too_long: { priority: 'low', title: 'Shorten long page titles', detail: 'Keep titles within 70 characters.' },
  h1_missing: { priority: 'medium', title: 'Give every page one H1', detail: 'A single H1 states what the page answers.' },
  h1_multiple: { priority: 'low', title: 'Use a single H1 per page', detail: 'Several H1s blur what the page is about.' },
  canonical_missing: { priority: 'low', title: 'Add canonical links', detail: 'Canonical URLs keep engines from splitting your pages\' weight across duplicates.' },
  html_lang_missing: { priority: 'low', title: 'Declare the page language', detail: 'Set <html lang> so engines answer in the right language with your pages.' },
  og_image_missing: { priority: 'low', title: 'Add Open Graph images', detail: 'og:image makes your pages recognisable where they are shared and quoted.' },
  noindex: { priority: 'high', title: 'Pages are marked noindex', detail: 'noindex pages cannot be cited; remove it from pages that should be found.' },
  robots_blocks_home: { priority: 'high', title: 'robots.txt blocks your home page', detail: 'Crawlers that respect robots.txt cannot read your site.' },
  robots_unreachable: { priority: 'high', title: 'robots.txt cannot be read', detail: 'A robots.txt that errors makes careful crawlers skip the whole site.' },
  sitemap_missing: { priority: 'low', title: 'Publish a sitemap', detail: 'A sitemap.xml lists the pages you want crawled.' },
};

function siteIssues(details: SnapshotDetails): Suggestion[] {
  if (!details.pages?.some((p) => p.analysed)) {
    // Nothing could be read: advice about sitemaps or markup would be guesswork.
    const reasons = [...(details.errors ?? []), ...(details.siteIssues ?? []).map((i) => i.message)];
    return [{
      fingerprint: 'site:unreachable',
      type: 'site',
      priority: 'high',
      title: 'Your site could not be checked',
      detail: 'No page of the site could be read, so neither we nor AI crawlers can see its content. Check that the project URL is right and that the site answers crawlers.',
      evidence: [{ reasons: reasons.slice(0, 5) }],
      weight: 1,
    }];
  }
  const pagesByCode = new Map<string, { code: Issue['code']; urls: string[]; examples: string[] }>();
  const add = (issue: Issue, url: string | null) => {
    if (!SITE_ADVICE[issue.code]) return;
    const entry = pagesByCode.get(issue.code) ?? { code: issue.code, urls: [], examples: [] };
    if (url && !entry.urls.includes(url)) entry.urls.push(url);
    if (entry.examples.length < 5 && !entry.examples.includes(issue.message)) entry.examples.push(issue.message);
    pagesByCode.set(issue.code, entry);
  };
  details.siteIssues.forEach((i) => add(i, null));
  for (const page of details.pages) page.issues.forEach((i) => add(i, page.url));
  return [...pagesByCode.values()].map(({ code, urls, examples }) => {
    const advice = SITE_ADVICE[code]!;
    const where = urls.length ? ` (${urls.length} page${urls.length > 1 ? 's' : ''})` : '';
    return {
      fingerprint: `site:${code}`,
      type: 'site',
      priority: advice.priority,
      title: advice.title + where,
      detail: advice.detail,
      evidence: [{ issue: code, pages: urls.slice(0, 10), examples }],
      weight: Math.max(urls.length, 1),
    };
  });
}

const PRIORITY_ORDER: Record<Priority, number> = { high: 0, medium: 1, low: 2 };

export function rankSuggestions(list: Suggestion[]): Suggestion[] {
  return [...list].sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] || b.weight - a.weight || a.fingerprint.localeCompare(b.fingerprint));
}

export function buildSuggestions(input: {
  brand: string;
  ctx: KindContext;
  rows: AuditRowFacts[] | null;
  providerScores: Record<string, number>;
  snapshot: SnapshotDetails | null;
}): Suggestion[] {
  const fromSite = input.snapshot ? siteIssues(input.snapshot) : [];
  if (!input.rows) return rankSuggestions(fromSite);
  // What the sources say first (sources/gaps.ts), then the suggestions made of it.
  const gaps = citationGaps(input.rows, input.ctx);
  const domains = uncitedDomains(input.rows, input.ctx);
  return rankSuggestions([
    ...competitorGaps(gaps, input.brand),
    ...sourceGaps(domains, input.brand),
    ...negativeMentions(input.rows, input.brand),
    ...weakestEngine(input.providerScores, input.brand),
    ...fromSite,
  ]);
}

/** Regenerates a project's suggestions from its latest completed audit and snapshot. */
export async function generateSuggestions(sql: Sql, projectId: string): Promise<void> {
  const [project] = await sql<Parameters<typeof kindContext>[0][]>`
    SELECT brand_name, aliases, url, competitors, competitor_domains, source_kinds FROM projects WHERE id = ${projectId}`;
  if (!project) return;
  const [audit] = await sql`
    SELECT id, provider_scores,
           EXISTS (SELECT 1 FROM audit_queries q WHERE q.audit_id = audits.id AND q.provider = 'simulated') AS simulated
    FROM audits WHERE project_id = ${projectId} AND status = 'COMPLETED'
    ORDER BY completed_at DESC LIMIT 1`;
  const [snapshot] = await sql`SELECT details FROM project_snapshots WHERE project_id = ${projectId} ORDER BY checked_at DESC LIMIT 1`;
  const rows = audit
    ? await sql<AuditRowFacts[]>`
        SELECT q.id, q.audit_id, q.prompt, q.provider, q.cited, q.sources,
               coalesce(jsonb_path_query_array(q.analysis, '$.competitors[*].name'), '[]'::jsonb) AS competitors,
               coalesce((SELECT array_agg(c.excerpt ORDER BY c.ordinal) FROM citations c
                         WHERE c.query_id = q.id AND c.sentiment = 'NEGATIVE' AND c.excerpt <> ''), '{}') AS "negativeExcerpts"
        FROM audit_queries q WHERE q.audit_id = ${audit.id} AND q.state = 'answered' ORDER BY q.ordinal`
    : null;
  const suggestions = buildSuggestions({
    brand: project.brand_name,
    ctx: kindContext(project),
    rows,
    providerScores: audit?.provider_scores ?? {},
    snapshot: snapshot ? (snapshot.details as SnapshotDetails) : null,
  });
  // Read from the simulated engine's made-up answers: demo data (docs/guide/demo-mode.md). The site
  // check's suggestions come from the real site.
  const simulated = (s: Suggestion) => !!audit?.simulated && s.type !== 'site';
  await sql.begin(async (tx) => {
    for (const [rank, s] of suggestions.entries()) {
      await tx`
        INSERT INTO suggestions (project_id, fingerprint, type, priority, rank, title, detail, evidence, simulated)
        VALUES (${projectId}, ${s.fingerprint}, ${s.type}, ${s.priority}, ${rank}, ${s.title}, ${s.detail}, ${tx.json(s.evidence as never)}, ${simulated(s)})
        ON CONFLICT (project_id, fingerprint) DO UPDATE SET
          type = excluded.type, priority = excluded.priority, rank = excluded.rank, title = excluded.title,
          detail = excluded.detail, evidence = excluded.evidence, simulated = excluded.simulated, updated_at = now()`;
    }
    const keep = suggestions.map((s) => s.fingerprint);
    await tx`
      DELETE FROM suggestions WHERE project_id = ${projectId} AND status = 'open'
        ${keep.length ? tx`AND fingerprint NOT IN ${tx(keep)}` : tx``}`;
  });
}

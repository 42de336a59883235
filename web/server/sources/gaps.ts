// Citation gaps (docs/guide/sources-and-gaps.md): per prompt and engine, the answers where at
// least one competitor is named or has a page among the sources while the brand is neither
// named nor cited (`cited` false), ranked by how many such answers there are across samples
// (then by their share of the prompt's answers). For each, the third-party pages (neither own
// nor a competitor's) those answers cite, and the answers themselves as evidence. Beside them,
// the third-party domains engines cite where the brand is absent (uncitedDomains).
import crypto from 'node:crypto';
import type { CitationGap } from '../contract/schemas';
import { domainKind, type KindContext, type SourceKind } from './kinds';
import { pageDomain, pageUrl } from './summary';

export interface GapRow {
  id: string;
  audit_id: string;
  prompt: string;
  provider: string;
  cited: boolean;
  sources: readonly string[];
  /** competitors the answer names */
  competitors: readonly string[];
}


/** Each domain's kind, its blog rule judged on every page of it the answers cite. */
function domainKinds(ctx: KindContext, pagesOf: readonly ReadonlyMap<string, string>[]): (domain: string) => SourceKind {
  const urls = new Map<string, string[]>();
  for (const pages of pagesOf) {
    for (const [url, domain] of pages) {
      const list = urls.get(domain);
      if (list) list.push(url);
      else urls.set(domain, [url]);
    }
  }
  const kinds = new Map<string, SourceKind>();
  return (domain) => {
    let kind = kinds.get(domain);
    if (!kind) kinds.set(domain, (kind = domainKind(ctx, domain, urls.get(domain))));
    return kind;
  };
}

const MAX_PAGES = 10;
const MAX_EVIDENCE = 20;

/** Stable across audits: the engine and the prompt's text, case-folded. */
export const gapId = (engine: string, prompt: string) =>
  crypto.createHash('sha256').update(`${engine}\u0000${prompt.toLowerCase()}`).digest('hex').slice(0, 16);

/** A row's cited pages: URL → registrable domain. */
function pagesOfRow(row: GapRow): Map<string, string> {
  const pages = new Map<string, string>();
  for (const source of row.sources) {
    const url = pageUrl(source);
    const domain = url && pageDomain(url);
    if (url && domain) pages.set(url, domain);
  }
  return pages;
}

/** `pageKind`, when given, keeps only the pages of that kind. */
export function citationGaps(rows: readonly GapRow[], ctx: KindContext, pageKind?: SourceKind): CitationGap[] {
  const pagesOf = rows.map(pagesOfRow);
  const kindOf = domainKinds(ctx, pagesOf);
  const gaps = new Map<string, CitationGap & { counts: Map<string, number>; names: Map<string, { named: number; cited: number }> }>();
  for (const [i, row] of rows.entries()) {
    const id = gapId(row.provider, row.prompt);
    let gap = gaps.get(id);
    if (!gap) {
      gap = { id, prompt: row.prompt, engine: row.provider, answers: 0, gap_answers: 0, competitors: [], pages: [], evidence: [], counts: new Map(), names: new Map() };
      gaps.set(id, gap);
    }
    gap.answers++;
    if (row.cited) continue;
    const pages = pagesOf[i];
    const cited = new Set([...pages.values()].map((d) => ctx.competitors.get(d)).filter((n): n is string => !!n));
    const named = new Set(row.competitors);
    if (cited.size === 0 && named.size === 0) continue;
    gap.gap_answers++;
    if (gap.evidence.length < MAX_EVIDENCE) gap.evidence.push({ query_id: row.id, audit_id: row.audit_id });
    for (const name of new Set([...named, ...cited])) {
      const c = gap.names.get(name) ?? { named: 0, cited: 0 };
      if (named.has(name)) c.named++;
      if (cited.has(name)) c.cited++;
      gap.names.set(name, c);
    }
    for (const [url, domain] of pages) {
      const kind = kindOf(domain);
      if (kind === 'own' || kind === 'competitor' || (pageKind && kind !== pageKind)) continue;
      gap.counts.set(url, (gap.counts.get(url) ?? 0) + 1);
    }
  }
  return [...gaps.values()]
    .filter((g) => g.gap_answers > 0)
    .sort((a, b) => b.gap_answers - a.gap_answers || b.gap_answers / b.answers - a.gap_answers / a.answers || a.prompt.localeCompare(b.prompt) || a.engine.localeCompare(b.engine))
    .map(({ counts, names, ...gap }) => ({
      ...gap,
      competitors: [...names]
        .map(([name, c]) => ({ name, ...c }))
        .sort((a, b) => b.named + b.cited - (a.named + a.cited) || a.name.localeCompare(b.name)),
      pages: [...counts]
        .map(([url, answers]) => {
          const domain = pageDomain(url)!;
          return { url, domain, kind: kindOf(domain), answers };
        })
        .sort((a, b) => b.answers - a.answers || a.url.localeCompare(b.url))
        .slice(0, MAX_PAGES),
    }));
}

export interface UncitedDomain {
  domain: string;
  /** answers that cite the domain and neither name nor cite the brand */
  answers: number;
  prompts: string[];
}

/**
 * Third-party domains (neither own nor a competitor's) the engines cite in answers where the brand
 * is absent, most answers first: where a listing or a review would reach those answers.
 */
export function uncitedDomains(rows: readonly GapRow[], ctx: KindContext): UncitedDomain[] {
  const counts = new Map<string, { answers: number; prompts: Set<string> }>();
  for (const row of rows) {
    if (row.cited) continue;
    for (const domain of new Set(pagesOfRow(row).values())) {
      const kind = domainKind(ctx, domain);
      if (kind === 'own' || kind === 'competitor') continue;
      const entry = counts.get(domain) ?? { answers: 0, prompts: new Set() };
      entry.answers++;
      entry.prompts.add(row.prompt);
      counts.set(domain, entry);
    }
  }
  return [...counts]
    .sort((a, b) => b[1].answers - a[1].answers || a[0].localeCompare(b[0]))
    .map(([domain, e]) => ({ domain, answers: e.answers, prompts: [...e.prompts] }));
}

// Prompts to start with, suggested after a project is created (docs/guide/dashboard.md): read from
// the site's latest check (page titles, descriptions, headings) and the brand's category (the
// words the site uses most for what it offers, or the category the user typed). Unbranded by
// default: the questions a customer asks before knowing any brand ("What is the best smart
// kettle?"), which are the ones an audit measures; the branded ones ("Is Acme a good smart
// kettle?", "Acme vs Globex") on request. Prompts the project has already are left out. Made
// from bounded, stored texts (the site check caps them): no crawling, no model.
import { z } from 'zod';
import type { PromptSuggestions } from '../contract/replies';
import type { SuggestionQuery } from '../contract/requests';
import type { Sql } from '@db/connection';
import { foldLatin } from '../analysis/text';
import { findProject } from '../projects/projects';
import { jobKey, jobPending } from '../queue/queue';

export interface SiteTexts {
  title: string | null;
  description?: string | null;
  headings?: string[];
}

export interface SuggestionInput {
  brand: string;
  /** other names of the brand (aliases, short forms): removed from the site's texts like the brand */
  brandNames: string[];
  competitors: string[];
  region: string;
  pages: SiteTexts[];
  existing: string[];
  /** typed by the user; detected from the site when absent */
  category?: string;
  branded: boolean;
}

export type SuggestedPrompt = z.output<typeof PromptSuggestions>['prompts'][number];

const MAX_SUGGESTIONS = 10;
const MAX_PAGES = 20;

const STOP_WORDS = new Set(
  (
    'a an and are as at be best by can de des du en et for from get has have how in is it its la le les more most my new of on or our ' +
    'pour que qui sur the their this to un une vos votre we what which why with you your home accueil welcome bienvenue page site ' +
    'official officiel contact about login sign blog news shop store online free top all'
  ).split(' '),
);

const FRENCH_REGIONS = new Set(['fr', 'be', 'lu', 'mc']);

const TEMPLATES = {
  en: [
    (c: string) => `What is the best ${c}?`,
    (c: string) => `Which ${c} do you recommend?`,
    (c: string) => `What should I look for when choosing ${article(c)}?`,
    (c: string) => `${capitalise(c)} comparison: which one should I choose?`,
  ],
  fr: [
    (c: string) => `Que choisir comme ${c} ?`,
    (c: string) => `Comparatif ${c} : lequel choisir ?`,
    (c: string) => `${capitalise(c)} : quels critères de choix ?`,
    (c: string) => `${capitalise(c)} : quelles marques recommandez-vous ?`,
  ],
};

const BRANDED = {
  en: {
    brand: [(b: string, c: string) => `Is ${b} ${article(`good ${c}`)}?`, (b: string) => `${b} alternatives`],
    versus: (b: string, rival: string) => `${b} vs ${rival}: which is better?`,
  },
  fr: {
    brand: [(b: string, c: string) => `${b} est-il un bon choix de ${c} ?`, (b: string) => `Alternatives à ${b}`],
    versus: (b: string, rival: string) => `${b} ou ${rival} : lequel choisir ?`,
  },
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const article = (s: string) => (/^[aeiou]/i.test(s) ? `an ${s}` : `a ${s}`);

/** "smart kettles" → "smart kettle", "agencies" → "agency": English templates ask about one. */
function singular(phrase: string): string {
  return phrase.replace(/(\p{L}+)$/u, (word) =>
    /ies$/.test(word) ? `${word.slice(0, -3)}y` : /(?:ss|us|is)$/.test(word) ? word : /(?:x|ch|sh|ss)es$/.test(word) ? word.slice(0, -2) : word.replace(/s$/, ''),
  );
}
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Phrase {
  /** without any brand's name */
  text: string;
  /** titles and first headings count double */
  weight: number;
  /** it named a brand (the project's or a competitor's) */
  named: boolean;
}

/** The site's texts as phrases (titles split at their separators), brands' names taken out. */
function phrases(pages: SiteTexts[], names: string[]): Phrase[] {
  const namePattern = names.filter((n) => n.trim().length > 1).map((n) => escapeRegExp(n.trim()));
  const strip = namePattern.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${namePattern.join('|')})(?![\\p{L}\\p{N}])`, 'giu') : null;
  const out: Phrase[] = [];
  const add = (raw: string | null | undefined, weight: number) => {
    if (!raw) return;
    for (const part of raw.split(/\s[|–—·:-]\s|[|]/)) {
      const unnamed = strip ? part.replace(strip, ' ') : part;
      const text = unnamed.replace(/\s+/g, ' ').replace(/^[\s\p{P}]+/u, '').replace(/[\s.,;:!—–-]+$/u, '').trim();
      if (text.length >= 3) out.push({ text, weight, named: unnamed !== part });
    }
  };
  for (const page of pages.slice(0, MAX_PAGES)) {
    add(page.title, 2);
    add(page.description?.split(/(?<=[.!?])\s/)[0], 1);
    page.headings?.forEach((h, i) => add(h, i === 0 ? 2 : 1));
  }
  return out;
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}][\p{L}'’-]*/gu) ?? [];

/**
 * The category: the phrase of one or two words the site uses most for what it offers (a pair
 * when one is used at least twice, else a single word used at least twice); null when the site
 * says too little.
 */
export function detectCategory(texts: Phrase[]): string | null {
  const pairs = new Map<string, number>();
  const singles = new Map<string, number>();
  for (const { text, weight } of texts) {
    const list = words(text);
    const seen = new Set<string>();
    for (let i = 0; i < list.length; i++) {
      const word = list[i];
      if (STOP_WORDS.has(word) || word.length < 3) continue;
      if (!seen.has(word)) singles.set(word, (singles.get(word) ?? 0) + weight);
      seen.add(word);
      const next = list[i + 1];
      if (next && !STOP_WORDS.has(next) && next.length >= 3) {
        const pair = `${word} ${next}`;
        if (!seen.has(pair)) pairs.set(pair, (pairs.get(pair) ?? 0) + weight);
        seen.add(pair);
      }
    }
  }
  const best = (counts: Map<string, number>) =>
    [...counts].filter(([, n]) => n >= 2).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
  return best(pairs) ?? best(singles);
}

/** Suggested prompts, unbranded unless `branded`, without those the project has. */
export function suggestPrompts(input: SuggestionInput): { category: string | null; detected: boolean; prompts: SuggestedPrompt[] } {
  const names = [input.brand, ...input.brandNames, ...input.competitors];
  const texts = phrases(input.pages, names);
  const typed = input.category?.replace(/\s+/g, ' ').trim().slice(0, 80);
  const category = typed || detectCategory(texts);
  const lang = FRENCH_REGIONS.has(input.region.toLowerCase()) ? 'fr' : 'en';
  const subject = category && lang === 'en' ? singular(category) : category;
  const existing = new Set(input.existing.map((p) => foldLatin(p.trim().toLowerCase())));
  const found: SuggestedPrompt[] = [];
  const offer = (text: string, from: SuggestedPrompt['from']) => {
    const key = foldLatin(text.trim().toLowerCase());
    if (!existing.has(key) && !found.some((p) => foldLatin(p.text.toLowerCase()) === key)) found.push({ text, from });
  };
  if (subject) for (const template of TEMPLATES[lang]) offer(template(subject), 'category');
  // Questions the site asks itself (FAQ headings), once no brand is named in them.
  for (const { text, named } of texts) {
    if (!named && text.endsWith('?') && text.length >= 15 && text.length <= 150 && words(text).length >= 3) offer(text, 'site');
  }
  if (input.branded) {
    if (subject) offer(BRANDED[lang].brand[0](input.brand, subject), 'brand');
    offer(BRANDED[lang].brand[1](input.brand, subject ?? ''), 'brand');
    for (const rival of input.competitors.slice(0, 3)) offer(BRANDED[lang].versus(input.brand, rival), 'brand');
  }
  return { category, detected: !typed && !!category, prompts: found.slice(0, MAX_SUGGESTIONS) };
}

/**
 * A project's suggested prompts; `checking` while its first site check runs (the page asks
 * again), and the site's texts from the latest check otherwise.
 */
export async function projectPromptSuggestions(sql: Sql, orgId: string, projectId: string, query: z.output<typeof SuggestionQuery>) {
  const project = await findProject(sql, orgId, projectId);
  const [[snapshot], prompts, checking] = await Promise.all([
    sql<{ pages: SiteTexts[] }[]>`
      SELECT coalesce(jsonb_path_query_array(details, '$.pages[*] ? (@.analysed == true)'), '[]'::jsonb) AS pages
      FROM project_snapshots WHERE project_id = ${project.id} ORDER BY checked_at DESC LIMIT 1`,
    sql<{ text: string }[]>`SELECT text FROM prompts WHERE project_id = ${project.id}`,
    jobPending(sql, jobKey.snapshot(project.id)),
  ]);
  const result = suggestPrompts({
    brand: project.brand_name,
    brandNames: [...project.aliases, ...project.short_forms],
    competitors: project.competitors,
    region: project.region,
    pages: snapshot?.pages ?? [],
    existing: prompts.map((p) => p.text),
    category: query.category,
    branded: query.branded,
  });
  return { ...result, checkingSite: checking && !snapshot, siteRead: (snapshot?.pages.length ?? 0) > 0 };
}

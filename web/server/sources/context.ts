// A project's brand profile and domain classification, as the worker and the source readers
// both build them: competitors are named by `competitors` and recognised by their sites from
// both lists (docs/guide/sources-and-gaps.md).
import type { Sql } from '@db/connection';
import { brandProfile, type BrandProfile, type BrandProfileInput } from '../analysis/profile';
import type { KindContext } from './kinds';

export interface ProjectBrandSettings {
  brand_name: string;
  aliases: string[];
  url: string;
  competitors: string[];
  competitor_domains: string[];
  source_kinds: Record<string, string>;
  /** project rules of the analysis (docs/guide/how-an-audit-measures.md); absent where only names matter */
  excluded_phrases?: string[];
  short_forms?: string[];
}

/**
 * A competitor domain joins the competitor named like its first label (`globex.example` is
 * Globex's); one matching no name is a competitor of its own, named after that label.
 */
export function projectProfile(p: Omit<ProjectBrandSettings, 'source_kinds'>, context?: string): BrandProfile {
  return brandProfile(projectProfileInput(p, context));
}

/** The same as plain data, as the analysis pool takes it (analysis/pool.ts). */
export function projectProfileInput(p: Omit<ProjectBrandSettings, 'source_kinds'>, context?: string): BrandProfileInput {
  return {
    brandName: p.brand_name,
    aliases: p.aliases,
    url: p.url,
    competitors: [...p.competitors, ...p.competitor_domains],
    excludedPhrases: p.excluded_phrases,
    shortForms: p.short_forms,
    context,
  };
}

export function kindContext(p: ProjectBrandSettings): KindContext {
  const profile = projectProfile(p);
  return {
    own: new Set(profile.domains),
    competitors: new Map(profile.competitors.flatMap((c) => c.domains.map((d) => [d, c.name] as const))),
    overrides: p.source_kinds,
  };
}

/** What a project's answers (or, without an audit, its prompts) are read against. */
export interface ProjectBrand {
  input: BrandProfileInput;
  profile: BrandProfile;
}

/**
 * The project's brand profile with its category context: what the worker reads an audit's
 * answers and branded prompts with, and what the prompts list's automatic "branded" says
 * (docs/guide/answer-reading.md#echoes-and-branded-prompts), so that both agree.
 */
export async function projectBrand(sql: Sql, projectId: string, audit?: { id: string; keywords: readonly string[] }): Promise<ProjectBrand> {
  const [project] = await sql<Parameters<typeof projectProfileInput>[0][]>`
    SELECT brand_name, aliases, url, competitors, competitor_domains, excluded_phrases, short_forms FROM projects WHERE id = ${projectId}`;
  const input = projectProfileInput(project, await categoryContext(sql, projectId, audit));
  return { input, profile: brandProfile(input) };
}

/**
 * What the brand is about, for the analysis' category cues (docs/guide/how-an-audit-measures.md):
 * the site's title, the project's keywords, and the audit's keywords and prompts, or without an
 * audit the project's active prompts (those the next audit asks).
 */
async function categoryContext(sql: Sql, projectId: string, audit?: { id: string; keywords: readonly string[] }): Promise<string> {
  const [row] = await sql<{ context: string }[]>`
    SELECT concat_ws(' ',
      (SELECT site_title FROM project_snapshots WHERE project_id = ${projectId} ORDER BY checked_at DESC LIMIT 1),
      (SELECT string_agg(keyword, ' ') FROM keywords WHERE project_id = ${projectId}),
      ${audit
        ? sql`array_to_string(${[...audit.keywords]}::text[], ' '), (SELECT string_agg(DISTINCT prompt, ' ') FROM audit_queries WHERE audit_id = ${audit.id})`
        : sql`(SELECT string_agg(DISTINCT text, ' ') FROM prompts WHERE project_id = ${projectId} AND active)`}) AS context`;
  return row?.context ?? '';
}

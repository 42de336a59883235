// A project's brand profile and domain classification, as the worker and the source readers
// both build them: competitors are named by `competitors` and recognised by their sites from
// both lists (docs/guide/sources-and-gaps.md).
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

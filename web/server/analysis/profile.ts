// What an audit looks for: the brand (name, aliases, own sites) and its competitors, with the
// matcher compiled once so that analysing each answer only runs it.
import { hostOf, isDomainLike, registrableDomain } from './domains';
import { EntityMatcher, nameKey } from './matcher';

export interface BrandProfileInput {
  brandName: string;
  aliases?: readonly string[];
  /** The brand's site; its registrable domain (without `www.`) is the brand's own domain. */
  url: string;
  /** Each a name ("N26") or a site ("n26.com", named "N26" after its first label). */
  competitors?: readonly string[];
}

export interface CompetitorProfile {
  name: string;
  domains: string[];
}

export interface BrandProfile {
  name: string;
  /** Other names of the brand; aliases given as sites ("qonto.fr") are in `domains` instead. */
  aliases: string[];
  /** Registrable domains of the brand's own sites; their subdomains are the brand's too. */
  domains: string[];
  competitors: CompetitorProfile[];
  matcher: EntityMatcher;
}

/**
 * Normalises a project's brand settings and compiles their matcher. An alias that contains
 * the brand name as whole words ("Lemon Assurance" for "Lemon") counts as the name itself.
 */
export function brandProfile(input: BrandProfileInput): BrandProfile {
  const name = input.brandName.trim();
  if (!name) throw new Error('brandProfile: brandName is empty');
  const brandKey = nameKey(name);
  const aliases: string[] = [];
  const domains: string[] = [];
  addDomain(domains, input.url);
  const seen = new Set([brandKey]);
  for (const raw of input.aliases ?? []) {
    const alias = raw.trim();
    const key = nameKey(alias);
    if (isDomainLike(alias)) addDomain(domains, alias);
    else if (key && !seen.has(key)) {
      seen.add(key);
      aliases.push(alias);
    }
  }
  const competitors = competitorProfiles(input.competitors ?? []);
  const brandNames = [
    { text: name, kind: 'name' as const },
    ...aliases.map((text) => ({ text, kind: ` ${nameKey(text)} `.includes(` ${brandKey} `) ? ('name' as const) : ('alias' as const) })),
  ];
  const matcher = new EntityMatcher([
    { names: brandNames, domains },
    ...competitors.map((competitor) => ({ names: [{ text: competitor.name, kind: 'name' as const }], domains: competitor.domains })),
  ]);
  return { name, aliases, domains, competitors, matcher };
}

function siteDomain(address: string): string | null {
  const host = hostOf(address);
  return host === null ? null : registrableDomain(host);
}

function addDomain(domains: string[], address: string): void {
  const domain = siteDomain(address);
  if (domain && !domains.includes(domain)) domains.push(domain);
}

/** Entries naming the same competitor ("N26", "n26.com") are merged into one. */
function competitorProfiles(entries: readonly string[]): CompetitorProfile[] {
  const byName = new Map<string, CompetitorProfile>();
  for (const raw of entries) {
    const entry = raw.trim();
    const domain = isDomainLike(entry) ? siteDomain(entry) : null;
    const name = domain ? nameFromDomain(domain) : entry;
    if (!name) continue;
    const key = nameKey(name);
    const competitor = byName.get(key) ?? { name, domains: [] };
    byName.set(key, competitor);
    if (domain && !competitor.domains.includes(domain)) competitor.domains.push(domain);
  }
  return [...byName.values()];
}

/** `n26.com` → "N26", `sumwise.co.uk` → "Sumwise". */
function nameFromDomain(domain: string): string {
  const label = domain.split('.')[0];
  return label.charAt(0).toUpperCase() + label.slice(1);
}

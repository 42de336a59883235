// What an audit looks for: the brand (name, aliases, short forms, own sites), its competitors,
// what the brand is about (category cues) and phrases that are never the brand, with the
// matcher compiled once so that analysing each answer only runs it.
import { hostOf, isDomainLike, registrableDomain } from './domains';
import { isCommonWord, isGermanWord } from './common-words';
import { EntityMatcher, nameKey, namePattern } from './matcher';
import { fold } from './text';

export interface BrandProfileInput {
  brandName: string;
  aliases?: readonly string[];
  /** The brand's site; its registrable domain (without `www.`) is the brand's own domain. */
  url: string;
  /** Each a name ("N26") or a site ("n26.com", named "N26" after its first label). */
  competitors?: readonly string[];
  /**
   * What the brand is about, as free text: its site's title and description, the project's
   * keywords and prompt topics. Its words are category cues (see context.ts).
   */
  context?: string;
  /** Project rule: phrases that are never the brand ("Safe Harbor", "Black Friday"). */
  excludedPhrases?: readonly string[];
  /** Project rule: short forms that are the brand wherever they appear ("Northgate"). */
  shortForms?: readonly string[];
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
  /** Folded words that say the answer is about the brand's trade (context, sector of its name). */
  cues: ReadonlySet<string>;
  /** Folded brand names (and short forms) that are also ordinary words: read for capital-based cues. */
  commonWordNames: ReadonlySet<string>;
  /** Folded one-word brand names that are German words: in a German answer their capital says nothing. */
  germanNouns: ReadonlySet<string>;
  /** Name keys of short forms set by the project: trusted without other cues. */
  trustedShortForms: ReadonlySet<string>;
  /** Built-in and project phrases that are never the brand, when one contains a brand name; null if none does. */
  excluded: RegExp | null;
  /** Folded words of the brand's names (name, aliases, short forms). */
  nameWords: ReadonlySet<string>;
}

/**
 * Words of a multi-word name that say its trade, not who it is: dropped to form the automatic
 * short form ("Crédit Émeraude" → "Émeraude"), and with their sector's words, category cues.
 */
const GENERIC_NAME_WORDS = new Map<string, string>([
  ...['credit', 'banque', 'bank', 'banking'].map((w) => [w, 'banque bank compte account carte card credit pret loan epargne savings'] as const),
  ...['assurance', 'assurances', 'insurance', 'mutuelle', 'assur'].map(
    (w) => [w, 'assurance assureur insurance insurer contrat policy sinistre claim claims garantie cover franchise'] as const,
  ),
  ...['energie', 'energy', 'electricite', 'power'].map((w) => [w, 'energie energy electricite electricity gaz gas fournisseur supplier kwh'] as const),
  ...['payroll', 'paie'].map((w) => [w, 'payroll paie payslip payslips salaire salary pension pensions'] as const),
  ...['cycles', 'bikes', 'velo', 'velos'].map((w) => [w, 'velo velos bike bikes ebike cycles cycling'] as const),
  ...['relocation', 'removals', 'removal', 'moving', 'movers', 'demenagement', 'demenagements'].map(
    (w) => [w, 'relocation removals move moving movers mover demenagement demenageur container shipping'] as const,
  ),
  ...['animaux', 'animal', 'animals', 'pet', 'pets', 'veto'].map(
    (w) => [w, 'animal animaux chien chiens chat chats chiot dog dogs cat cats puppy kitten veterinaire vet pet pets race breed'] as const,
  ),
  ...['cosmetiques', 'cosmetics', 'beauty', 'beaute', 'skincare', 'soins'].map(
    (w) => [w, 'cosmetique cosmetiques creme cream solaire sunscreen spf peau skin soin soins'] as const,
  ),
  ...['privacy', 'compliance', 'conformite', 'rgpd', 'gdpr'].map(
    (w) => [w, 'privacy gdpr rgpd consent consentement compliance conformite donnees data dpo cookies'] as const,
  ),
  ...['debt', 'dette', 'dettes', 'advice', 'conseil'].map((w) => [w, 'debt dette advice conseil creditors creanciers budget'] as const),
  ...['budget', 'budgets', 'money', 'finance', 'finances'].map((w) => [w, 'budget depenses epargne savings banque bank money argent'] as const),
  ...['shifts', 'rota', 'rotas', 'planning', 'scheduling'].map((w) => [w, 'planning shifts shift rota rotas scheduling staff horaires creneaux'] as const),
  ...['data', 'systems', 'system', 'digital', 'cloud', 'analytics', 'logistics', 'logistique'].map((w) => [w, ''] as const),
  ...['services', 'service', 'group', 'groupe', 'solutions', 'technologies', 'tech', 'labs', 'software', 'logiciel', 'sa', 'sas',
    'inc', 'ltd', 'limited', 'company', 'compagnie', 'france', 'uk', 'app', 'pro', 'hq'].map(
    (w) => [w, ''] as const,
  ),
]);

/** Words of the context that carry no category: too short or grammar. */
const CONTEXT_STOPWORDS = new Set(
  `pour avec dans sans sur les des une aux par plus vos votre nos notre leur leurs this that with from your their ours
   and for the are est sont ont qui que dont entre chez tout tous toute toutes more most best meilleur meilleure
   free gratuit gratuite online ligne accueil home page site official officiel`.split(/\s+/),
);

/** Multi-word proper names that contain common words a brand may be named after (docs/guide/how-an-audit-measures.md). */
const BUILT_IN_EXCLUDED = [
  'Safe Harbor', 'Safe Harbour', 'Privacy Shield', 'Data Privacy Framework', 'Horizon Europe', 'Horizon 2020', 'Black Friday',
  'Cyber Monday', 'Good Friday', 'Casual Friday', 'Giving Tuesday', 'Boxing Day', 'Vendredi saint', 'Lundi de Pâques',
  'Open Banking',
];

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Whether a tenant may set `name` as a brand name, alias, competitor, short form or excluded
 * phrase: read as the matcher reads it (nameKey: folded, each run of spaces and hyphens one
 * separator), it has at least one letter or digit, and at least as many letters and digits as
 * other characters, separators aside. "AT&T", "C#", "Yahoo!" and "x - - - y" pass; "!!!",
 * "x.-.-.-.y" and "C++" do not (docs/operations/security.md#brand-names-and-answer-reading).
 */
export function isReadableName(name: string): boolean {
  let lettersAndDigits = 0;
  let others = 0;
  for (const char of nameKey(name)) {
    if (LETTER_OR_DIGIT.test(char)) lettersAndDigits += 1;
    else if (char !== ' ') others += 1;
  }
  return lettersAndDigits > 0 && lettersAndDigits >= others;
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
  const competitorKeys = new Set(competitors.map((competitor) => nameKey(competitor.name)));
  const trustedShortForms = new Set<string>();
  const shortForms: string[] = [];
  for (const raw of input.shortForms ?? []) {
    const form = raw.trim();
    const key = nameKey(form);
    if (!key || seen.has(key) || competitorKeys.has(key)) continue;
    seen.add(key);
    trustedShortForms.add(key);
    shortForms.push(form);
  }
  const automatic = automaticShortForm(name);
  if (automatic && !seen.has(nameKey(automatic)) && !competitorKeys.has(nameKey(automatic))) shortForms.push(automatic);
  const brandNames = [
    { text: name, kind: 'name' as const },
    ...aliases.map((text) => ({ text, kind: ` ${nameKey(text)} `.includes(` ${brandKey} `) ? ('name' as const) : ('alias' as const) })),
    ...shortForms.map((text) => ({ text, kind: 'short' as const })),
  ];
  const matcher = new EntityMatcher([
    { names: brandNames, domains },
    ...competitors.map((competitor) => ({ names: [{ text: competitor.name, kind: 'name' as const }], domains: competitor.domains })),
  ]);
  // The words of the brand's site address say its trade too ("juno-assurance-animaux.fr").
  const siteWords = domains.map((domain) => domain.split('.')[0].replace(/-/g, ' ')).join(' ');
  const cues = categoryCues(name, input.context ?? '', siteWords);
  const excluded = excludedPattern(
    [...BUILT_IN_EXCLUDED, ...(input.excludedPhrases ?? [])],
    brandNames.map((entry) => entry.text),
  );
  const commonWordNames = new Set(
    brandNames.map((entry) => nameKey(entry.text)).filter((key) => !key.includes(' ') && isCommonWord(key)),
  );
  const germanNouns = new Set(
    brandNames.map((entry) => nameKey(entry.text)).filter((key) => !key.includes(' ') && isGermanWord(key)),
  );
  const nameWords = new Set(brandNames.flatMap((entry) => nameKey(entry.text).split(' ')));
  return { name, aliases, domains, competitors, matcher, cues, commonWordNames, germanNouns, trustedShortForms, excluded, nameWords };
}

/** "Northgate Payroll Services" → "Northgate"; null when no word is generic or all are. */
function automaticShortForm(name: string): string | null {
  const words = name.split(/\s+/);
  if (words.length < 2) return null;
  const kept = words.filter((word) => !GENERIC_NAME_WORDS.has(nameKey(word)));
  if (kept.length === 0 || kept.length === words.length) return null;
  const form = kept.join(' ');
  return form.length >= 4 && form[0] !== form[0].toLowerCase() ? form : null;
}

function categoryCues(name: string, context: string, siteWords: string): Set<string> {
  const cues = new Set<string>();
  const brandWords = new Set(nameKey(name).split(' '));
  for (const word of [...nameKey(name).split(' '), ...nameKey(siteWords).split(' ')]) {
    const sector = GENERIC_NAME_WORDS.get(word);
    if (sector === undefined) continue;
    cues.add(word);
    for (const cue of sector.split(' ')) if (cue) cues.add(cue);
  }
  for (const word of fold(context.slice(0, 2000)).split(/[^\p{L}\p{N}]+/u)) {
    if (word.length >= 4 && !CONTEXT_STOPWORDS.has(word) && !brandWords.has(word)) cues.add(word);
  }
  return cues;
}

/** One regex of the excluded phrases that contain one of the brand's names (others cannot hide it). */
function excludedPattern(phrases: readonly string[], brandNames: readonly string[]): RegExp | null {
  const keys = brandNames.map(nameKey);
  const relevant = phrases
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase && keys.some((key) => ` ${nameKey(phrase)} `.includes(` ${key} `) && nameKey(phrase) !== key));
  if (relevant.length === 0) return null;
  const longestFirst = [...new Set(relevant)].sort((a, b) => b.length - a.length);
  return new RegExp(longestFirst.map(namePattern).join('|'), 'gu');
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

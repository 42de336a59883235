/**
 * Structured-data quality: how well a site describes itself to machines in schema.org JSON-LD.
 *
 * A JSON-LD block (`<script type="application/ld+json">`) is valid when it is JSON, every
 * top-level object carries a schema.org `@context`, and nothing at top level is a bare value.
 * Its entities are the typed top-level objects and the typed members of their `@graph`.
 * An invalid block contributes no entities.
 *
 * Recognised types are checked for the properties answer engines rely on; an entity's
 * completeness is the share of its checks it passes:
 *   Organization family¹       name · url · logo or sameAs
 *   WebSite                    name · url
 *   Product                    name · offers or brand
 *   FAQPage                    mainEntity has a Question · every Question has name and acceptedAnswer.text
 *   Article, BlogPosting,      headline · author (with a name) · datePublished (a date)
 *     NewsArticle, TechArticle
 *   BreadcrumbList             itemListElement non-empty · every item has position and name
 *   ¹ Organization, Corporation, LocalBusiness and the subtypes listed in ORGANIZATION_TYPES.
 *
 * Page score (integer 0–100) = round(A + B + C):
 *   A = 40 if a valid block holds at least one typed entity
 *   B = 40 × mean completeness of the page's recognised entities (0 when there are none)
 *   C = 20 if the page has JSON-LD and every block on it is valid (an invalid block costs these 20)
 *
 * Site score (integer 0–100) = round(0.8 × mean of the page scores
 *                                     + 10 × best Organization-family completeness on any page
 *                                     + 10 × best WebSite completeness on any page)
 * so a site earns its last 20 points by describing the organisation and the site somewhere.
 */
import type { Issue } from './types';

export interface PageStructuredData {
  score: number;
  issues: Issue[];
  /** schema.org types of the entities in valid blocks, in order of appearance, deduplicated. */
  schemaTypes: string[];
  /** Best completeness (0–1) of an Organization-family entity on the page, null when none. */
  organizationCompleteness: number | null;
  /** Best completeness (0–1) of a WebSite entity on the page, null when none. */
  websiteCompleteness: number | null;
}

type JsonObject = Record<string, unknown>;

interface PropertyCheck {
  /** Machine name, e.g. `logo|sameAs`; reported as Issue.property. */
  property: string;
  /** Completes "… markup is missing …". */
  description: string;
  passes(entity: JsonObject): boolean;
}

interface SchemaRule {
  types: ReadonlySet<string>;
  checks: PropertyCheck[];
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isPresent = (value: unknown): boolean =>
  isText(value) || typeof value === 'number' || asArray(value).some((item) => isText(item) || (isObject(item) && Object.keys(item).length > 0));
const isNamed = (value: unknown): boolean => asArray(value).some((item) => isText(item) || (isObject(item) && isText(item.name)));
const isDate = (value: unknown): boolean => isText(value) && !Number.isNaN(Date.parse(value));

const has = (property: string, description: string, test: (value: unknown) => boolean = isPresent): PropertyCheck => ({
  property,
  description,
  passes: (entity) => test(entity[property]),
});
const hasEither = (first: string, second: string, description: string): PropertyCheck => ({
  property: `${first}|${second}`,
  description,
  passes: (entity) => isPresent(entity[first]) || isPresent(entity[second]),
});

const questionsOf = (faq: JsonObject) => asArray(faq.mainEntity).filter((item) => isObject(item) && typesOf(item).includes('Question')) as JsonObject[];
const isAnswered = (question: JsonObject) =>
  isText(question.name) && asArray(question.acceptedAnswer).some((answer) => isObject(answer) && isText(answer.text));
const breadcrumbItems = (list: JsonObject) => asArray(list.itemListElement).filter(isObject);
const isPlacedAndNamed = (item: JsonObject) =>
  item.position !== undefined && Number.isFinite(Number(item.position)) && (isText(item.name) || isNamed(item.item));

const ORGANIZATION_TYPES: ReadonlySet<string> = new Set([
  'Organization', 'Corporation', 'NGO', 'EducationalOrganization', 'GovernmentOrganization', 'NewsMediaOrganization',
  'OnlineBusiness', 'OnlineStore', 'LocalBusiness', 'Store', 'Restaurant', 'FoodEstablishment', 'ProfessionalService',
  'LegalService', 'FinancialService', 'MedicalBusiness', 'Dentist', 'Physician', 'HomeAndConstructionBusiness',
  'AutomotiveBusiness', 'LodgingBusiness', 'Hotel', 'HealthAndBeautyBusiness', 'EntertainmentBusiness',
  'SportsActivityLocation',
]);
const WEBSITE_TYPES: ReadonlySet<string> = new Set(['WebSite']);

const SCHEMA_RULES: SchemaRule[] = [
  {
    types: ORGANIZATION_TYPES,
    checks: [has('name', 'a name', isText), has('url', 'a url', isText), hasEither('logo', 'sameAs', 'a logo or sameAs links')],
  },
  { types: WEBSITE_TYPES, checks: [has('name', 'a name', isText), has('url', 'a url', isText)] },
  { types: new Set(['Product']), checks: [has('name', 'a name', isText), hasEither('offers', 'brand', 'offers or a brand')] },
  {
    types: new Set(['FAQPage']),
    checks: [
      { property: 'mainEntity', description: 'Question entries in mainEntity', passes: (faq) => questionsOf(faq).length > 0 },
      {
        property: 'mainEntity.acceptedAnswer',
        description: 'a name and an acceptedAnswer text on every Question',
        passes: (faq) => questionsOf(faq).length > 0 && questionsOf(faq).every(isAnswered),
      },
    ],
  },
  {
    types: new Set(['Article', 'BlogPosting', 'NewsArticle', 'TechArticle']),
    checks: [has('headline', 'a headline', isText), has('author', 'an author with a name', isNamed), has('datePublished', 'a datePublished date', isDate)],
  },
  {
    types: new Set(['BreadcrumbList']),
    checks: [
      { property: 'itemListElement', description: 'itemListElement entries', passes: (list) => breadcrumbItems(list).length > 0 },
      {
        property: 'itemListElement.position+name',
        description: 'a position and a name on every item',
        passes: (list) => breadcrumbItems(list).length > 0 && breadcrumbItems(list).every(isPlacedAndNamed),
      },
    ],
  },
];

const RECOGNISED_TYPE_NAMES = 'Organization, LocalBusiness, WebSite, Product, FAQPage, Article, BlogPosting, BreadcrumbList';

function typesOf(entity: JsonObject): string[] {
  return asArray(entity['@type'])
    .filter(isText)
    .map((type) => type.trim().replace(/^(https?:\/\/schema\.org\/|schema:)/, ''));
}

function isSchemaOrgContext(context: unknown): boolean {
  if (Array.isArray(context)) return context.some(isSchemaOrgContext);
  if (isObject(context)) return isSchemaOrgContext(context['@vocab']);
  return isText(context) && /^https?:\/\/schema\.org\/?$/.test(context.trim());
}

/** Parses one block: either its typed entities, or the issue that makes it invalid. */
function entitiesOf(block: string, index: number): { entities: JsonObject[] } | { invalid: Issue } {
  const label = `JSON-LD block ${index + 1}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(block);
  } catch (error) {
    return { invalid: { code: 'jsonld_invalid_json', message: `${label} is not valid JSON (${(error as Error).message}).` } };
  }
  const entities: JsonObject[] = [];
  for (const node of asArray(parsed)) {
    if (!isObject(node) || !isSchemaOrgContext(node['@context'])) {
      return { invalid: { code: 'jsonld_not_schema_org', message: `${label} lacks a schema.org @context.` } };
    }
    for (const candidate of [node, ...asArray(node['@graph'])]) {
      if (isObject(candidate) && typesOf(candidate).length > 0) entities.push(candidate);
    }
  }
  return { entities };
}

function ruleFor(entity: JsonObject): SchemaRule | undefined {
  const types = typesOf(entity);
  return SCHEMA_RULES.find((rule) => types.some((type) => rule.types.has(type)));
}

function completenessOf(entity: JsonObject, rule: SchemaRule): { completeness: number; failed: PropertyCheck[] } {
  const failed = rule.checks.filter((check) => !check.passes(entity));
  return { completeness: (rule.checks.length - failed.length) / rule.checks.length, failed };
}

export function scorePageStructuredData(blocks: string[]): PageStructuredData {
  const issues = new Map<string, Issue>();
  // One issue per kind per page, so that counting issues counts pages.
  const report = (issue: Issue) => {
    const kind = `${issue.code}|${issue.schemaType ?? ''}|${issue.property ?? ''}`;
    if (!issues.has(kind)) issues.set(kind, issue);
  };
  const entities: JsonObject[] = [];
  let invalidBlocks = 0;
  blocks.forEach((block, index) => {
    const outcome = entitiesOf(block, index);
    if ('invalid' in outcome) {
      invalidBlocks++;
      report(outcome.invalid);
    } else entities.push(...outcome.entities);
  });

  const completeness: number[] = [];
  let organizationCompleteness: number | null = null;
  let websiteCompleteness: number | null = null;
  for (const entity of entities) {
    const rule = ruleFor(entity);
    if (!rule) continue;
    const scored = completenessOf(entity, rule);
    completeness.push(scored.completeness);
    if (rule.types === ORGANIZATION_TYPES) organizationCompleteness = Math.max(organizationCompleteness ?? 0, scored.completeness);
    if (rule.types === WEBSITE_TYPES) websiteCompleteness = Math.max(websiteCompleteness ?? 0, scored.completeness);
    const schemaType = typesOf(entity).find((type) => rule.types.has(type))!;
    for (const check of scored.failed) {
      report({ code: 'schema_property_missing', message: `${schemaType} markup is missing ${check.description}.`, schemaType, property: check.property });
    }
  }

  const schemaTypes = [...new Set(entities.flatMap(typesOf))];
  if (blocks.length === 0) report({ code: 'jsonld_missing', message: 'No JSON-LD structured data.' });
  else if (entities.length === 0 && invalidBlocks < blocks.length) report({ code: 'jsonld_untyped', message: 'JSON-LD without any @type.' });
  else if (entities.length > 0 && completeness.length === 0) {
    report({
      code: 'schema_type_unrecognized',
      message: `None of the types found (${schemaTypes.join(', ')}) is one that is checked (${RECOGNISED_TYPE_NAMES}).`,
    });
  }

  const typedEntityPoints = entities.length > 0 ? 40 : 0;
  const completenessPoints = completeness.length > 0 ? (40 * completeness.reduce((sum, value) => sum + value, 0)) / completeness.length : 0;
  const validityPoints = blocks.length > 0 && invalidBlocks === 0 ? 20 : 0;
  return {
    score: Math.round(typedEntityPoints + completenessPoints + validityPoints),
    issues: [...issues.values()],
    schemaTypes,
    organizationCompleteness,
    websiteCompleteness,
  };
}

export function scoreSiteStructuredData(pages: PageStructuredData[]): { score: number; issues: Issue[] } {
  const issues: Issue[] = [];
  if (pages.length === 0) return { score: 0, issues };
  const best = (pick: (page: PageStructuredData) => number | null) => Math.max(0, ...pages.map((page) => pick(page) ?? 0));
  const hasAny = (pick: (page: PageStructuredData) => number | null) => pages.some((page) => pick(page) !== null);
  if (!hasAny((page) => page.organizationCompleteness)) {
    issues.push({ code: 'site_organization_missing', message: 'No page describes the organisation (Organization or LocalBusiness JSON-LD).', schemaType: 'Organization' });
  }
  if (!hasAny((page) => page.websiteCompleteness)) {
    issues.push({ code: 'site_website_missing', message: 'No page describes the site itself (WebSite JSON-LD).', schemaType: 'WebSite' });
  }
  const meanPageScore = pages.reduce((sum, page) => sum + page.score, 0) / pages.length;
  const sitePoints = 10 * best((page) => page.organizationCompleteness) + 10 * best((page) => page.websiteCompleteness);
  return { score: Math.round(0.8 * meanPageScore + sitePoints), issues };
}

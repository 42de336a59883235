import { describe, expect, it } from 'vitest';
import { scorePageStructuredData, scoreSiteStructuredData } from './structured-data';

const jsonLd = (value: unknown) => JSON.stringify(value);
const context = 'https://schema.org';
const organization = { '@type': 'Organization', name: 'Acme', url: 'https://acme.test/', logo: 'https://acme.test/logo.png' };
const website = { '@type': 'WebSite', name: 'Acme', url: 'https://acme.test/' };

const missingProperties = (blocks: string[]) =>
  scorePageStructuredData(blocks)
    .issues.filter((issue) => issue.code === 'schema_property_missing')
    .map((issue) => `${issue.schemaType}.${issue.property}`);

describe('scorePageStructuredData', () => {
  it('scores a page without JSON-LD 0', () => {
    expect(scorePageStructuredData([])).toMatchObject({ score: 0, issues: [{ code: 'jsonld_missing' }], organizationCompleteness: null });
  });

  it('gives 100 to complete recognised entities in a @graph', () => {
    const result = scorePageStructuredData([jsonLd({ '@context': context, '@graph': [organization, website] })]);
    expect(result).toEqual({ score: 100, issues: [], schemaTypes: ['Organization', 'WebSite'], organizationCompleteness: 1, websiteCompleteness: 1 });
  });

  it('averages entity completeness: 40 + 40 × mean + 20', () => {
    // Organization 2/3 (no logo or sameAs), Article 1/3 (headline only): 40 + 40 × 0.5 + 20 = 80.
    const blocks = [
      jsonLd({ '@context': context, '@type': 'Organization', name: 'Acme', url: 'https://acme.test/' }),
      jsonLd({ '@context': { '@vocab': 'http://schema.org/' }, '@type': 'BlogPosting', headline: 'News', author: { '@type': 'Person' } }),
    ];
    expect(scorePageStructuredData(blocks).score).toBe(80);
    expect(missingProperties(blocks)).toEqual(['Organization.logo|sameAs', 'BlogPosting.author', 'BlogPosting.datePublished']);
  });

  it('loses the validity 20 for an invalid block, which contributes no entities', () => {
    const blocks = [jsonLd({ '@context': context, ...website }), '{"@context": "https://schema.org", "@type": "Organization",}'];
    const result = scorePageStructuredData(blocks);
    expect(result.score).toBe(80);
    expect(result.issues.map((issue) => issue.code)).toEqual(['jsonld_invalid_json']);
    expect(result.organizationCompleteness).toBeNull();
  });

  it('treats JSON-LD without a schema.org @context as invalid', () => {
    const result = scorePageStructuredData([jsonLd({ ...organization }), jsonLd([{ '@context': context, ...website }, 'stray'])]);
    expect(result.score).toBe(0);
    expect(result.issues.map((issue) => issue.code)).toEqual(['jsonld_not_schema_org']);
  });

  it('credits unrecognised types for being typed only', () => {
    const result = scorePageStructuredData([jsonLd({ '@context': context, '@type': 'Event', name: 'Launch' })]);
    expect(result.score).toBe(60);
    expect(result.issues.map((issue) => issue.code)).toEqual(['schema_type_unrecognized']);
    expect(scorePageStructuredData([jsonLd({ '@context': context, name: 'untyped' })]).issues[0].code).toBe('jsonld_untyped');
  });

  it('checks FAQPage questions, Product offers or brand, and breadcrumb items', () => {
    const faq = {
      '@context': context,
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Why?', acceptedAnswer: { '@type': 'Answer', text: 'Because.' } },
        { '@type': 'Question', name: 'How?' },
      ],
    };
    const product = { '@context': context, '@type': ['Product', 'schema:Thing'], name: 'Widget', brand: { '@type': 'Brand', name: 'Acme' } };
    const breadcrumbs = {
      '@context': context,
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://acme.test/' },
        { '@type': 'ListItem', position: '2', item: { '@id': 'https://acme.test/w', name: 'Widgets' } },
      ],
    };
    expect(missingProperties([jsonLd(faq), jsonLd(product), jsonLd(breadcrumbs)])).toEqual(['FAQPage.mainEntity.acceptedAnswer']);
    expect(missingProperties([jsonLd({ '@context': context, '@type': 'FAQPage', mainEntity: [] })])).toEqual([
      'FAQPage.mainEntity',
      'FAQPage.mainEntity.acceptedAnswer',
    ]);
  });
});

describe('scoreSiteStructuredData', () => {
  it('is 0.8 × mean page score + 10 × best Organization + 10 × best WebSite', () => {
    const home = scorePageStructuredData([jsonLd({ '@context': context, '@graph': [organization, website] })]); // 100
    const about = scorePageStructuredData([jsonLd({ '@context': context, '@type': 'LocalBusiness', name: 'Acme' })]); // 40 + 40/3 + 20 = 73
    const bare = scorePageStructuredData([]); // 0
    expect(about.score).toBe(73);
    // 0.8 × (100 + 73 + 0) / 3 + 10 × 1 + 10 × 1 = 66.13 → 66
    expect(scoreSiteStructuredData([home, about, bare])).toEqual({ score: 66, issues: [] });
    // 0.8 × 36.5 + 10 × 1/3 + 0 = 32.53 → 33
    const site = scoreSiteStructuredData([about, bare]);
    expect(site.score).toBe(33);
    expect(site.issues.map((issue) => issue.code)).toEqual(['site_website_missing']);
    expect(scoreSiteStructuredData([])).toEqual({ score: 0, issues: [] });
  });
});

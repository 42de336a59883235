import { describe, expect, it } from 'vitest';
import { pageUrl, summariseAnswers } from './summary';

describe('pageUrl', () => {
  it('drops fragments and tracking parameters, keeps the rest', () => {
    expect(pageUrl('https://capterra.fr/crm?utm_source=openai&page=2#reviews')).toBe('https://capterra.fr/crm?page=2');
    expect(pageUrl('https://example.com/a?gclid=1&fbclid=2')).toBe('https://example.com/a');
  });

  it('refuses what is not an http(s) page', () => {
    expect(pageUrl('javascript:alert(1)')).toBeNull();
    expect(pageUrl('not a url')).toBeNull();
  });
});

describe('summariseAnswers', () => {
  it('counts each domain once per answer and each page once per answer, with the names in those answers', () => {
    const { totals, domains } = summariseAnswers([
      { provider: 'openai', sources: ['https://www.g2.com/a?utm_source=openai', 'https://g2.com/a', 'https://blog.g2.com/b'], brandNamed: true, competitors: ['Globex', 'Globex'] },
      { provider: 'openai', sources: ['https://g2.com/a', 'https://x.github.io/p'], brandNamed: false, competitors: [] },
      { provider: 'gemini', sources: [], brandNamed: false, competitors: ['Initech'] },
    ]);
    expect(totals).toEqual({
      openai: { answers: 2, citations: 5, brand: 1, competitors: { Globex: 1 } },
      gemini: { answers: 1, citations: 0, brand: 0, competitors: { Initech: 1 } },
    });
    expect(domains.find((d) => d.domain === 'g2.com')).toEqual({
      provider: 'openai', domain: 'g2.com', answers: 2, citations: 4, brand: 1, competitors: { Globex: 1 },
      pages: [
        { url: 'https://g2.com/a', answers: 2, brand: 1, competitors: { Globex: 1 } },
        { url: 'https://blog.g2.com/b', answers: 1, brand: 1, competitors: { Globex: 1 } },
        { url: 'https://www.g2.com/a', answers: 1, brand: 1, competitors: { Globex: 1 } },
      ],
    });
    expect(domains.find((d) => d.domain === 'x.github.io')).toMatchObject({ answers: 1, citations: 1 });
  });
});

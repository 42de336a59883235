import { describe, expect, it } from 'vitest';
import { domainKind, KIND_RULES, ruleKind, type KindContext } from './kinds';

describe('ruleKind: the offline rule table', () => {
  it('knows domains by exact name, by name under any public suffix, and sites on shared hosts', () => {
    expect(ruleKind('g2.com')).toBe('review');
    expect(ruleKind('capterra.fr')).toBe('review');
    expect(ruleKind('capterra.co.uk')).toBe('review');
    expect(ruleKind('amazon.de')).toBe('marketplace');
    expect(ruleKind('reddit.com')).toBe('forum');
    expect(ruleKind('lemonde.fr')).toBe('news');
    expect(ruleKind('wikipedia.org')).toBe('encyclopedia');
    expect(ruleKind('youtube.com')).toBe('video');
    expect(ruleKind('linkedin.com')).toBe('social');
    expect(ruleKind('someone.substack.com')).toBe('blog');
    expect(ruleKind('someone.blogspot.com')).toBe('blog');
  });

  it('does not read a name rule into another name', () => {
    expect(ruleKind('notamazon.com')).toBe('other');
    expect(ruleKind('g2.com.evil.example')).toBe('other');
    expect(ruleKind('capterra-clone.example')).toBe('other');
  });

  it('calls a domain whose cited pages are all on its blog a vendor blog', () => {
    expect(ruleKind('vendor.example', ['https://blog.vendor.example/post', 'https://vendor.example/blog/other'])).toBe('blog');
    expect(ruleKind('vendor.example', ['https://vendor.example/blogging-tools'])).toBe('other');
    expect(ruleKind('vendor.example', ['https://blog.vendor.example/post', 'https://vendor.example/pricing'])).toBe('other');
    expect(ruleKind('vendor.example')).toBe('other');
  });

  it('has no rule in two kinds', () => {
    const rules = Object.values(KIND_RULES).flat();
    expect(new Set(rules).size).toBe(rules.length);
  });
});

describe('domainKind: with the project settings', () => {
  const ctx: KindContext = {
    own: new Set(['acme.example']),
    competitors: new Map([['globex.example', 'Globex'], ['g2.com', 'G2']]),
    overrides: { 'reddit.com': 'review', 'tools.example': 'review', 'acme.example': 'news', 'odd.example': 'not-a-kind' },
  };

  it('puts own before competitor before the overrides before the table', () => {
    expect(domainKind(ctx, 'acme.example')).toBe('own');
    expect(domainKind(ctx, 'globex.example')).toBe('competitor');
    expect(domainKind(ctx, 'g2.com')).toBe('competitor');
    expect(domainKind(ctx, 'reddit.com')).toBe('review');
    expect(domainKind(ctx, 'tools.example')).toBe('review');
    expect(domainKind(ctx, 'youtube.com')).toBe('video');
    expect(domainKind(ctx, 'odd.example')).toBe('other');
  });
});

import { describe, expect, it } from 'vitest';
import { aiCrawlerRules, disallowEverything, parseRobotsTxt, patternMatcher } from './robots';

const robotsUrl = new URL('https://acme.test/robots.txt');
const allowed = (text: string, path: string, token = 'geo-audit-bot') => parseRobotsTxt(text, token, robotsUrl).isAllowed(new URL(path, robotsUrl));

describe('parseRobotsTxt', () => {
  it('applies the * group when no group names us', () => {
    const text = 'User-agent: *\nDisallow: /private\n';
    expect(allowed(text, '/private/page')).toBe(false);
    expect(allowed(text, '/public')).toBe(true);
  });

  it('prefers the group naming our product token, case-insensitively, over *', () => {
    const text = ['User-agent: *', 'Disallow: /', '', 'User-agent: Geo-Audit-Bot/2.0', 'Disallow: /drafts # no drafts'].join('\n');
    expect(allowed(text, '/')).toBe(true);
    expect(allowed(text, '/drafts/x')).toBe(false);
  });

  it('lets our own group with an empty Disallow override a * Disallow', () => {
    expect(allowed('User-agent: geo-audit-bot\nDisallow:\n\nUser-agent: *\nDisallow: /\n', '/anything')).toBe(true);
  });

  it('does not end a group at a blank line (RFC 9309): consecutive user-agent lines share the rules', () => {
    expect(allowed('User-agent: geo-audit-bot\n\nUser-agent: *\nDisallow: /\n', '/anything')).toBe(false);
  });

  it('shares rules between consecutive user-agent lines and starts a new group after rules', () => {
    const text = 'User-agent: other\nUser-agent: geo-audit-bot\nDisallow: /a\nUser-agent: another\nDisallow: /b\n';
    expect(allowed(text, '/a')).toBe(false);
    expect(allowed(text, '/b')).toBe(true);
  });

  it('lets the longest pattern win and Allow win a tie', () => {
    const text = 'User-agent: *\nDisallow: /shop\nAllow: /shop/public\nDisallow: /tie\nAllow: /tie\n';
    expect(allowed(text, '/shop/cart')).toBe(false);
    expect(allowed(text, '/shop/public/item')).toBe(true);
    expect(allowed(text, '/tie')).toBe(true);
  });

  it('supports * wildcards, $ anchors and query strings', () => {
    const text = 'User-agent: *\nDisallow: /*.pdf$\nDisallow: /*?session=\n';
    expect(allowed(text, '/files/a.pdf')).toBe(false);
    expect(allowed(text, '/files/a.pdf.html')).toBe(true);
    expect(allowed(text, '/page?session=1')).toBe(false);
  });

  it('ignores an empty Disallow and always allows /robots.txt', () => {
    expect(allowed('User-agent: *\nDisallow:\n', '/x')).toBe(true);
    expect(allowed('User-agent: *\nDisallow: /\n', '/robots.txt')).toBe(true);
    expect(disallowEverything.isAllowed(new URL('/page', robotsUrl))).toBe(false);
  });

  it('collects Sitemap lines from anywhere as absolute URLs', () => {
    const rules = parseRobotsTxt('Sitemap: /sitemap-a.xml\nUser-agent: *\nDisallow:\nSitemap: https://cdn.acme.test/s.xml\n', 'geo-audit-bot', robotsUrl);
    expect(rules.sitemaps).toEqual(['https://acme.test/sitemap-a.xml', 'https://cdn.acme.test/s.xml']);
  });

  it('matches like the wildcard reading of RFC 9309 on random patterns (against a regex reference)', () => {
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n);
    const pick = (alphabet: string, length: number) => Array.from({ length }, () => alphabet[random(alphabet.length)]).join('');
    for (let i = 0; i < 5000; i++) {
      const pattern = '/' + pick('ab*', random(7)) + (random(3) === 0 ? '$' : '');
      const path = '/' + pick('ab', random(9));
      const anchored = pattern.endsWith('$');
      const body = (anchored ? pattern.slice(0, -1) : pattern).split('*').join('.*');
      const reference = new RegExp(`^${body}${anchored ? '$' : ''}`).test(path);
      expect(patternMatcher(pattern)(path), `${pattern} on ${path}`).toBe(reference);
    }
  });

  it('checks a catastrophic pattern in linear time (a backtracking regex took minutes here)', () => {
    const pattern = `/${'*a'.repeat(14)}*b`;
    const text = `User-agent: *\n${Array.from({ length: 50 }, () => `Disallow: ${pattern}`).join('\n')}\n`;
    const rules = parseRobotsTxt(text, 'geo-audit-bot', robotsUrl);
    const hostilePath = `/${'a'.repeat(20_000)}`;
    for (let i = 0; i < 100; i++) expect(rules.isAllowed(new URL(hostilePath, robotsUrl))).toBe(true);
    expect(rules.isAllowed(new URL(`${hostilePath}b`, robotsUrl))).toBe(false);
  });
});

describe('aiCrawlerRules', () => {
  it("reads each AI crawler's own group, else the * group, for the home page", () => {
    const text = 'User-agent: GPTBot\nUser-agent: ClaudeBot\nDisallow: /\n\nUser-agent: PerplexityBot\nDisallow: /private\n\nUser-agent: *\nDisallow: /\nAllow: /$\n\nUser-agent: Google-Extended\nDisallow: /';
    expect(aiCrawlerRules(text)).toEqual({
      GPTBot: 'blocked',
      'OAI-SearchBot': 'allowed',
      'ChatGPT-User': 'allowed',
      ClaudeBot: 'blocked',
      'Claude-SearchBot': 'allowed',
      PerplexityBot: 'allowed',
      'Google-Extended': 'blocked',
      Bingbot: 'allowed',
      'Applebot-Extended': 'allowed',
    });
    // No group at all, or an empty Disallow: everyone may read the home page; a longer Allow beats Disallow: /.
    expect(aiCrawlerRules('').GPTBot).toBe('allowed');
    expect(aiCrawlerRules('User-agent: GPTBot\nDisallow:\n').GPTBot).toBe('allowed');
    expect(aiCrawlerRules('User-agent: *\nDisallow: /private\n').ClaudeBot).toBe('allowed');
  });
});

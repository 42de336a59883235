/**
 * robots.txt as RFC 9309 reads it: the groups naming our product token apply (merged when
 * several do), else the `*` groups; the longest matching Allow/Disallow pattern wins and Allow
 * wins a tie; `*` matches any run of characters and a trailing `$` anchors the end.
 * `Sitemap:` lines are global. /robots.txt itself is always allowed.
 */

export interface RobotsRules {
  isAllowed(url: URL): boolean;
  /** Absolute sitemap URLs named by `Sitemap:` lines. */
  sitemaps: string[];
}

interface PathRule {
  allow: boolean;
  pattern: string;
  matches: (path: string) => boolean;
}

export const allowEverything: RobotsRules = { isAllowed: () => true, sitemaps: [] };

/** RFC 9309 §2.3.1.4: when robots.txt is unreachable (5xx, network), assume complete disallow. */
export const disallowEverything: RobotsRules = {
  isAllowed: (url) => url.pathname === '/robots.txt',
  sitemaps: [],
};

export function parseRobotsTxt(text: string, productToken: string, robotsUrl: URL): RobotsRules {
  const token = productToken.toLowerCase();
  const sitemaps: string[] = [];
  const ownRules: PathRule[] = [];
  const wildcardRules: PathRule[] = [];
  let groupAgents: string[] = [];
  let groupHasRules = false;
  // A group naming us, even one without rules, means the * groups do not apply to us.
  let tokenNamed = false;

  for (const { field, value } of directives(text)) {
    if (field === 'sitemap') {
      const sitemapUrl = URL.canParse(value, robotsUrl) ? new URL(value, robotsUrl).href : null;
      if (sitemapUrl) sitemaps.push(sitemapUrl);
    } else if (field === 'user-agent') {
      // A user-agent line after rules starts a new group; consecutive ones share a group.
      if (groupHasRules) groupAgents = [];
      groupHasRules = false;
      const agent = value.split('/')[0].trim().toLowerCase();
      groupAgents.push(agent);
      if (agent === token) tokenNamed = true;
    } else if (field === 'allow' || field === 'disallow') {
      groupHasRules = true;
      if (!value) continue; // an empty Disallow allows everything, which is the default anyway
      const rule = { allow: field === 'allow', pattern: value, matches: patternMatcher(value) };
      if (groupAgents.includes(token)) ownRules.push(rule);
      if (groupAgents.includes('*')) wildcardRules.push(rule);
    }
  }

  const rules = tokenNamed ? ownRules : wildcardRules;
  return {
    sitemaps,
    isAllowed(url) {
      if (url.pathname === '/robots.txt') return true;
      const path = `${url.pathname}${url.search}`;
      let verdict: PathRule | null = null;
      for (const rule of rules) {
        if (!rule.matches(path)) continue;
        const longer = !verdict || rule.pattern.length > verdict.pattern.length;
        const tieWonByAllow = verdict && rule.pattern.length === verdict.pattern.length && rule.allow;
        if (longer || tieWonByAllow) verdict = rule;
      }
      return verdict?.allow ?? true;
    },
  };
}

/**
 * A pattern's matcher, without backtracking: a hostile robots.txt must not be able to stall a
 * crawl (`Disallow: /*a*a*a*a*a*a*a*a*a*a*b` as a regular expression takes minutes on a long
 * path). With `*` as the only wildcard, taking each literal piece at its leftmost place after
 * the previous one is exact (a later place never lets more of the rest match), so a check is at
 * most one `indexOf` per piece: O(path × pieces). A trailing `$` pins the last piece to the end.
 */
export function patternMatcher(pattern: string): (path: string) => boolean {
  const anchored = pattern.endsWith('$');
  const pieces = (anchored ? pattern.slice(0, -1) : pattern).split('*');
  const first = pieces[0];
  const last = pieces.length > 1 ? pieces[pieces.length - 1] : null;
  const middle = pieces.slice(1, -1).filter(Boolean);
  return (path) => {
    if (!path.startsWith(first)) return false;
    if (last === null) return !anchored || path.length === first.length;
    let at = first.length;
    for (const piece of middle) {
      const found = path.indexOf(piece, at);
      if (found < 0) return false;
      at = found + piece.length;
    }
    if (!anchored) return path.indexOf(last, at) >= 0;
    return path.length - last.length >= at && path.endsWith(last);
  };
}

/**
 * The AI crawlers whose robots.txt rules a site check records, with the engines (upper-case, as
 * a comparison names them) whose answers each feeds (docs/guide/deploys.md lists their docs).
 * Google-Extended governs Gemini only: Google's AI Overviews and AI Mode use Googlebot.
 */
export const AI_CRAWLERS = [
  { crawler: 'GPTBot', engines: ['OPENAI'] },
  { crawler: 'OAI-SearchBot', engines: ['OPENAI'] },
  { crawler: 'ChatGPT-User', engines: ['OPENAI'] },
  { crawler: 'ClaudeBot', engines: ['ANTHROPIC'] },
  { crawler: 'Claude-SearchBot', engines: ['ANTHROPIC'] },
  { crawler: 'PerplexityBot', engines: ['PERPLEXITY'] },
  { crawler: 'Google-Extended', engines: ['GEMINI'] },
  { crawler: 'Bingbot', engines: ['COPILOT'] },
  { crawler: 'Applebot-Extended', engines: [] },
] as const satisfies readonly { crawler: string; engines: readonly string[] }[];

/** robots.txt's lines as a field (lower case) and its value; comments and lines without a colon are skipped. */
function* directives(text: string): Generator<{ field: string; value: string }> {
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*/, '').trim();
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    yield { field: line.slice(0, colon).trim().toLowerCase(), value: line.slice(colon + 1).trim() };
  }
}

export type CrawlerRule = 'allowed' | 'blocked';

/**
 * Whether each AI crawler may fetch the site's home page under this robots.txt, read as
 * parseRobotsTxt reads it, in one pass for all of them: a hostile robots.txt of thousands of
 * rules costs one reading, not one per crawler (the crawl's CPU limit is shared).
 */
export function aiCrawlerRules(text: string): Record<string, CrawlerRule> {
  type Verdict = { allow: boolean; length: number } | undefined;
  const tokens = new Set(AI_CRAWLERS.map(({ crawler }) => crawler.toLowerCase()));
  const better = (v: Verdict, allow: boolean, length: number): Verdict => (!v || length > v.length || (length === v.length && allow) ? { allow, length } : v);
  const own = new Map<string, Verdict>();
  const named = new Set<string>();
  let wildcard: Verdict;
  let groupAgents: string[] = [];
  let groupHasRules = false;
  for (const { field, value } of directives(text)) {
    if (field === 'user-agent') {
      if (groupHasRules) groupAgents = [];
      groupHasRules = false;
      const agent = value.split('/')[0].trim().toLowerCase();
      groupAgents.push(agent);
      if (tokens.has(agent)) named.add(agent);
    } else if (field === 'allow' || field === 'disallow') {
      groupHasRules = true;
      // Only '/', '*' and a final '$' can match the path "/": any other rule is skipped unread.
      if (!value || !/^[/*]*\$?$/.test(value) || !patternMatcher(value)('/')) continue;
      for (const agent of groupAgents) {
        if (agent === '*') wildcard = better(wildcard, field === 'allow', value.length);
        else if (tokens.has(agent)) own.set(agent, better(own.get(agent), field === 'allow', value.length));
      }
    }
  }
  return Object.fromEntries(
    AI_CRAWLERS.map(({ crawler }) => {
      const token = crawler.toLowerCase();
      const verdict = named.has(token) ? own.get(token) : wildcard;
      return [crawler, (verdict?.allow ?? true) ? 'allowed' : 'blocked'];
    }),
  );
}

/** No robots.txt (4xx): every crawler is allowed; unreachable (5xx, no answer): none is (RFC 9309). */
export const everyAiCrawler = (rule: CrawlerRule): Record<string, CrawlerRule> => Object.fromEntries(AI_CRAWLERS.map(({ crawler }) => [crawler, rule]));

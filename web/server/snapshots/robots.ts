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
  matcher: RegExp;
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

  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*/, '').trim();
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const field = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();

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
      const rule = { allow: field === 'allow', pattern: value, matcher: patternMatcher(value) };
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
        if (!rule.matcher.test(path)) continue;
        const longer = !verdict || rule.pattern.length > verdict.pattern.length;
        const tieWonByAllow = verdict && rule.pattern.length === verdict.pattern.length && rule.allow;
        if (longer || tieWonByAllow) verdict = rule;
      }
      return verdict?.allow ?? true;
    },
  };
}

function patternMatcher(pattern: string): RegExp {
  const anchored = pattern.endsWith('$');
  const body = (anchored ? pattern.slice(0, -1) : pattern).split('*').map(escapeRegExp).join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

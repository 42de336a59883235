// The deploy both deploy tests play (web/test/deploys.test.ts over the API, e2e/deploys.spec.ts in
// the browser; docs/guide/deploys.md): a planning tool's site and the engines' answers, before and
// after a deploy that adds JSON-LD and an llms.txt, blocks GPTBot in robots.txt, and makes the
// engines name the brand, citing a new review site, for one prompt.
import type { Route } from './test-site';

export const STEADY = ['Which planning tool should a small team pick?', 'What is the best roadmap software?'];
export const FLIPPING = 'Is Acme Planning worth it?';
/** A prompt the API test adds between two audits: answered, and left out of their comparison. */
export const ADDED = 'Does Acme Planning have a free plan?';

/** The site and the answers, as they are before `deploy()` and after. */
export function deployScenario() {
  let deployed = false;
  const page = (title: string, head = '') => `<!doctype html>
<html lang="en"><head><title>${title}</title><meta name="description" content="Acme Planning helps small teams plan projects and ship on time.">${head}</head>
<body><h1>${title}</h1><p>Plan projects with your team.</p></body></html>`;
  /** What the site serves (serveSite reads it on each request). */
  const routes: Record<string, Route> = {
    '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nAllow: /\n' },
    '/': page('Acme Planning'),
  };
  return {
    routes,
    /** The engines' answers: the flipping prompt names Acme only after the deploy. */
    answer(prompt: string) {
      if (prompt === FLIPPING && deployed) {
        return { text: 'Acme Planning is a solid pick for small teams, reviewers say.', sources: ['https://reviews-hub.example/acme-planning?utm_source=openai', 'https://wiki.example/planning'] };
      }
      if (prompt === FLIPPING) return { text: 'Globex Boards is the usual pick for small teams.', sources: ['https://wiki.example/planning'] };
      if (prompt === ADDED) return { text: 'Yes: Acme Planning is free for teams of up to five.', sources: [] };
      return { text: 'Globex Boards and Initech Plan are both popular.', sources: ['https://wiki.example/planning'] };
    },
    /** The deploy: GPTBot blocked, an llms.txt, JSON-LD on the home page; the answers flip. */
    deploy() {
      Object.assign(routes, {
        '/robots.txt': { type: 'text/plain', body: 'User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n' },
        '/llms.txt': { type: 'text/plain', body: '# Acme Planning\n> Project planning for small teams.\n' },
        '/': page('Acme Planning', '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Acme Planning","url":"/","logo":"/logo.png"}</script>'),
      });
      deployed = true;
    },
  };
}

// Deploys and their effect (docs/action.md#deploys-and-what-changed): the deployment sent with
// the launch, and the comment's sections on what changed on the site and in the answers.
import { describe, expect, it } from 'vitest';
import type { AuditComparison, AuditDetail, Flip } from '../src/geo-audit-client';
import { GITHUB_COMMENT_LIMIT } from '../src/markdown';
import { commentMarker } from '../src/pull-request-comment';
import { renderAuditReport } from '../src/report';
import { EXPERT_KEY, completedAudit, sampledOutcome } from './fake-geo-api';
import { PROJECT_ID, runAction, useFakeServers } from './harness';

const servers = useFakeServers();

const DEPLOYED_SHA = '9f8e7d6c5b4a39281706f5e4d3c2b1a098765432';
const PROMPTS = ['best crm for startups', 'acme vs rivalsoft'];
const ENGINES = ['openai', 'perplexity'];
const HOSTILE =
  '| cell <script>alert(1)</script> ![x](http://evil.example/pixel.png) [link](https://evil.example/phish) ' +
  '@everyone --> <img src=x onerror=alert(1)> www.evil.example #1 acme/site#2 <!-- x -->\n# heading `code` *bold*';
const ACTIVE_MARKDOWN = ['<script', '<img', '<!--', '-->', '![x](', '](http', '@everyone', 'http://evil', 'https://evil', 'www.evil', '#1', 'site#2', '`code`', '*bold*'];

const deploymentStatusEvent = {
  action: 'created',
  deployment_status: { state: 'success', environment: 'production', environment_url: 'https://acme.example/', target_url: 'https://ci.example/logs/1' },
  deployment: { sha: DEPLOYED_SHA, ref: 'main', environment: 'production' },
  repository: { full_name: 'acme/site' },
};
const deploymentStatusEnv = () =>
  servers.env({ GITHUB_EVENT_NAME: 'deployment_status', GITHUB_SHA: 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8c9d0', GITHUB_REF: 'refs/heads/other' });

/**
 * The previous audit: "best crm for startups" never cited on OpenAI (its answers cite an old
 * blog post), "acme vs rivalsoft" cited 1 time in 3 on Perplexity. The new one: 3 in 3 on
 * OpenAI (a news site now cited too), 2 in 3 on Perplexity; the other pairs unchanged.
 */
function projectBeforeAndAfterTheDeploy() {
  const previousCites = { 'best crm for startups': { openai: 0, perplexity: 3 }, 'acme vs rivalsoft': { openai: 3, perplexity: 1 } } as const;
  const nowCites = { 'best crm for startups': { openai: 3, perplexity: 3 }, 'acme vs rivalsoft': { openai: 3, perplexity: 2 } } as const;
  const outcome = (cites: typeof previousCites | typeof nowCites, newSource: string) => {
    const built = sampledOutcome({
      prompts: PROMPTS,
      engines: ENGINES,
      samples: 3,
      cites: (prompt, engine, sample) => sample < cites[prompt as keyof typeof cites][engine as 'openai' | 'perplexity'],
    });
    for (const row of built.queries) if (row.prompt === PROMPTS[0] && row.provider === 'openai') row.sources = newSource.split(' ');
    return built;
  };
  const previous = completedAudit(50, { openai: 53, perplexity: 53 }, 1, outcome(previousCites, 'https://old-blog.example/post'));
  previous.deployment = { sha: 'abc1234', ref: 'main', environment: 'production', url: 'https://acme.example/' };
  const now = outcome(nowCites, 'https://acme.example/crm https://news.example/review');
  now.site = {
    changes: [
      { field: 'robots.GPTBot', before: 'allowed', after: 'blocked' },
      { field: 'llmsTxt', before: false, after: true },
      { field: 'structuredData.types', before: ['Organization'], after: ['Organization', 'Product'] },
      { field: 'title', before: 'Acme CRM', after: 'Acme CRM: the CRM for startups' },
    ],
    newlyBlockedCrawlers: [{ crawler: 'GPTBot', engines: ['OPENAI'] }],
  };
  const project = servers.geo.addProject({ id: PROJECT_ID, name: 'Acme', audits: [previous], nextOutcomes: [now] });
  servers.github.openPullRequest(5);
  servers.github.pullsByCommit.set(DEPLOYED_SHA, [{ number: 5, state: 'open', merged_at: null, head: { repo: { full_name: 'acme/site' } } }]);
  return project;
}

describe('a deployment_status run, end to end', () => {
  it('sends the deploy from the event payload, then comments the blocked crawler first, what changed on the site and in the answers, and sets the counts', async () => {
    const project = projectBeforeAndAfterTheDeploy();

    const result = await runAction({ inputs: servers.inputs(), env: deploymentStatusEnv(), event: deploymentStatusEvent });

    expect(result.exitCode).toBe(0);
    const [launch] = servers.geo.requestsTo('POST', /\/audits$/);
    // The deployment's sha and ref, not GITHUB_SHA/GITHUB_REF; the status's environment and URL.
    expect((launch.body as { deployment: unknown }).deployment).toEqual({ sha: DEPLOYED_SHA, ref: 'main', environment: 'production', url: 'https://acme.example/' });
    expect(project.audits[0].deployment).toEqual({ sha: DEPLOYED_SHA, ref: 'main', environment: 'production', url: 'https://acme.example/' });

    const comments = servers.github.comments.get(5)!;
    expect(comments).toHaveLength(1);
    const body = comments[0].body;
    const blocks = body.split('\n\n');
    expect(blocks[0]).toBe(`${commentMarker(PROJECT_ID)}\n### GEO audit · Acme`);
    // The warning comes first: it explains a drop before an audit can show it.
    expect(blocks[1]).toBe(
      '> [!CAUTION]\n> **This deploy blocks GPTBot (feeds OpenAI) in robots.txt**: expect the engines it feeds to cite the site less once they notice, ' +
        'before an audit can show it. If that was not meant, allow the crawler again in robots.txt.',
    );
    expect(body).toContain(
      '#### What changed on the site\n\n' +
        '- robots.txt now **blocks** GPTBot (was allowed)\n' +
        '- llms.txt added\n' +
        '- Structured data types: added Product\n' +
        '- Home page title: “Acme CRM” → “Acme CRM: the CRM for startups”',
    );
    // 0/3 → 3/3 is significant (its 95 % interval, +2 to +100, excludes 0); 1/3 → 2/3 is a lead.
    expect(body).toContain(
      '#### What changed in the answers\n\n' +
        '**Significant changes**\n\n' +
        '- OpenAI · “best crm for startups”: 0/3 → 3/3 answers cite the brand, +100 points (+2 to +100, 95 %); pages now cited: https:\u200B//acme\\.example/crm\n\n' +
        '**Leads: 1 prompt × engine pair changed within noise (few answers each, so expect swings)**\n\n' +
        '- Perplexity · “acme vs rivalsoft”: 1/3 → 2/3 answers cite the brand, +33 points (−44 to +78, 95 %)\n\n' +
        '- Sources now cited: news\\.example (3 answers)\n' +
        '- Sources no longer cited: old\\-blog\\.example (3 answers)',
    );
    // Before the prompt table; the same report in the job summary.
    expect(body.indexOf('What changed in the answers')).toBeLessThan(body.indexOf('Prompts × engines'));
    expect(result.summary.trim()).toBe(body.slice(commentMarker(PROJECT_ID).length + 1).trim());
    expect(result.outputs).toMatchObject({ 'flips-significant': '1', 'site-changes': '4', 'significant-change': expect.any(String) });
  });

  it('lets the environment and deployment-url inputs win, and leaves out what the API would refuse', async () => {
    servers.geo.addProject({ id: PROJECT_ID });
    const event = {
      deployment_status: { state: 'success', environment: 'p'.repeat(150), target_url: 'javascript:alert(1)' },
      deployment: { sha: 'not-a-sha', ref: `refs/heads/${'b'.repeat(250)}`, environment: 'unused' },
    };

    const fromEvent = await runAction({ inputs: servers.inputs({ comment: 'false' }), env: deploymentStatusEnv(), event });
    expect(fromEvent.exitCode).toBe(0);
    // The deployment's sha is no SHA and its ref too long: both left out; the environment's name
    // is shortened to the API's 100 characters; a javascript: URL is no URL.
    expect((servers.geo.requestsTo('POST', /\/audits$/)[0].body as { deployment: unknown }).deployment).toEqual({ environment: 'p'.repeat(100) });
    expect(fromEvent.log).toContain("The deploy's commit is not a commit SHA (4 to 64 hexadecimal characters): left out of the audit's deployment.");
    expect(fromEvent.log).toContain("The deploy's ref is longer than 255 characters or has control characters: left out of the audit's deployment.");
    expect(fromEvent.log).toContain("The deploy's URL is not an http(s) URL of at most 2048 characters: left out of the audit's deployment.");

    const overridden = await runAction({
      inputs: servers.inputs({ comment: 'false', environment: 'preview', 'deployment-url': 'https://pr-7.acme.example/' }),
      env: deploymentStatusEnv(),
      event: deploymentStatusEvent,
    });
    expect(overridden.exitCode).toBe(0);
    expect((servers.geo.requestsTo('POST', /\/audits$/)[1].body as { deployment: unknown }).deployment).toEqual({
      sha: DEPLOYED_SHA,
      ref: 'main',
      environment: 'preview',
      url: 'https://pr-7.acme.example/',
    });
  });

  it('leaves out a ref or an environment with control characters, which the API refuses', async () => {
    servers.geo.addProject({ id: PROJECT_ID });
    const event = { deployment_status: { environment: 'prod\u0007uction' }, deployment: { sha: DEPLOYED_SHA, ref: 'main\u001b[31m' } };
    const result = await runAction({ inputs: servers.inputs({ comment: 'false' }), env: deploymentStatusEnv(), event });
    expect(result.exitCode).toBe(0);
    expect((servers.geo.requestsTo('POST', /\/audits$/)[0].body as { deployment: unknown }).deployment).toEqual({ sha: DEPLOYED_SHA });
    expect(result.log).toContain("The deploy's environment has control characters: left out of the audit's deployment.");
  });

  it('refuses a deployment-url that is not an http(s) URL before launching anything', async () => {
    servers.geo.addProject({ id: PROJECT_ID });
    const result = await runAction({ inputs: servers.inputs({ 'deployment-url': 'ftp://acme.example/' }), env: deploymentStatusEnv(), event: deploymentStatusEvent });
    expect(result.exitCode).toBe(1);
    expect(result.shown).toContain('Input "deployment-url" must be an http(s) URL of at most 2048 characters; got "ftp://acme.example/".');
    expect(servers.geo.requests).toHaveLength(0);
  });

  it('launches without the deployment, with a warning, on a server from before deploys', async () => {
    const project = servers.geo.addProject({ id: PROJECT_ID, predatesDeploys: true });
    const result = await runAction({ inputs: servers.inputs({ comment: 'false' }), env: deploymentStatusEnv(), event: deploymentStatusEvent });

    expect(result.exitCode).toBe(0);
    expect(result.shown).toContain('::warning::The geo-audit server does not know deploys yet (it refused "deployment"): the audit is launched without it.');
    const launches = servers.geo.requestsTo('POST', /\/audits$/);
    expect(launches.map((launch) => (launch.body as { deployment?: unknown }).deployment !== undefined)).toEqual([true, false]);
    expect(project.audits).toHaveLength(1);
    expect(result.outputs.status).toBe('COMPLETED');
  });
});

describe('the sections on what changed', () => {
  /** A real detail with a comparison, read from the fake API, whose deploy fields each test sets. */
  async function comparedDetail(): Promise<AuditDetail & { comparison: AuditComparison }> {
    projectBeforeAndAfterTheDeploy();
    const result = await runAction({ inputs: servers.inputs({ comment: 'false' }), env: deploymentStatusEnv(), event: deploymentStatusEvent });
    const response = await fetch(`${servers.geo.baseUrl}/projects/${PROJECT_ID}/audits/${result.outputs['audit-id']}`, { headers: { authorization: `Bearer ${EXPERT_KEY}` } });
    return ((await response.json()) as { data: AuditDetail & { comparison: AuditComparison } }).data;
  }
  const render = (audit: AuditDetail) => renderAuditReport({ audit, suggestions: [], reportUrl: 'https://geo.example/r', failures: [] });
  const flip = (prompt: string, significant: boolean, change: number): Flip => ({
    prompt,
    provider: 'OPENAI',
    before: { cited: 0, total: 3, rate: 0, citations: [] },
    after: { cited: 3, total: 3, rate: 100, citations: [] },
    change,
    changeInterval: { low: 2, high: 100 },
    significant,
  });
  const between = (text: string, start: string, end: string) => text.slice(text.indexOf(start), text.indexOf(end));

  it('escapes every untrusted string (prompts, pages, domains, crawler names, site values, field names) and bounds the lists whatever the server sends', async () => {
    const audit = await comparedDetail();
    const hostileFlip: Flip = { ...flip(HOSTILE, true, 100), provider: HOSTILE, after: { cited: 3, total: 3, rate: 100, citations: [`https://evil.example/${HOSTILE}`] } };
    const hostileChanges = [
      { field: 'title', before: HOSTILE, after: 'x' },
      { field: 'metaDescription', before: null, after: HOSTILE },
      { field: 'structuredData.types', before: [], after: [HOSTILE] },
      { field: `robots.${HOSTILE}`, before: 'allowed', after: 'blocked' },
      { field: HOSTILE, before: 1, after: 2 },
    ];
    audit.comparison = {
      ...audit.comparison,
      // More than the server's 20 flips and one change per fact: the action bounds them too.
      flips: Array.from({ length: 25 }, () => hostileFlip),
      flipsTotal: 25,
      sources: { gained: [{ domain: HOSTILE, pages: [HOSTILE], answers: 2 }], lost: [{ domain: 'www.evil.example', pages: [], answers: 1 }], gainedTotal: 1, lostTotal: 1 },
      site: { changes: Array.from({ length: 8 }, () => hostileChanges).flat(), newlyBlockedCrawlers: [{ crawler: HOSTILE, engines: [HOSTILE] }] },
    };
    const report = render(audit);
    const sections = between(report, '### GEO audit', '**Citation rate') + between(report, '#### What changed on the site', '#### Prompts × engines');
    expect(sections).toContain('What changed in the answers');
    for (const active of ACTIVE_MARKDOWN) expect(sections, active).not.toContain(active);
    // The escaped prompt keeps its words, cut to 160 characters.
    expect(sections).toContain('“\\| cell &lt;script&gt;alert\\(1\\)&lt;/script&gt;');
    expect(sections).toContain('- Sources no longer cited: www\u200B\\.evil\\.example (1 answer)');
    expect(sections.split('answers cite the brand').length - 1).toBe(20);
    expect(sections).toContain('<details><summary>15 more significant changes</summary>');
    expect(sections).toContain('- and 10 more in the full report\n\n</details>');
    expect(sections.length).toBeLessThan(30_000);
    expect(report.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
  });

  it('shows five significant changes and folds the rest, folds many leads, says which prompts were compared, and bounds the lists', async () => {
    const audit = await comparedDetail();
    const significant = Array.from({ length: 8 }, (_, i) => flip(`prompt s${i}`, true, 100 - i));
    const leads = Array.from({ length: 7 }, (_, i) => flip(`prompt l${i}`, false, 30 - i));
    const domains = (prefix: string) => Array.from({ length: 10 }, (_, i) => ({ domain: `${prefix}${i}.example`, pages: [], answers: 10 - i }));
    audit.comparison = {
      ...audit.comparison,
      prompts: { common: 12, added: 2, removed: 1 },
      flips: [...significant, ...leads],
      flipsTotal: 40,
      sources: { gained: domains('new'), lost: domains('old'), gainedTotal: 15, lostTotal: 10 },
      site: { changes: [], newlyBlockedCrawlers: [] },
    };
    const report = render(audit);

    expect(report).not.toContain('[!CAUTION]');
    expect(report).toContain(
      '#### What changed on the site\n\nNothing the audit checks changed since the previous comparable audit (home page title and meta description, structured data, llms.txt, sitemap, robots.txt rules for AI crawlers).',
    );
    expect(report).toContain('#### What changed in the answers\n\nCompared on the 12 prompts both audits asked; 2 added, 1 removed (left out of every change).');
    const answers = between(report, '#### What changed in the answers', '#### Prompts × engines');
    expect(answers).toContain('- OpenAI · “prompt s4”: 0/3 → 3/3 answers cite the brand, +96 points (+2 to +100, 95 %)\n\n<details><summary>3 more significant changes</summary>\n\n- OpenAI · “prompt s5”');
    expect(answers).toContain('<details><summary>Leads: 7 prompt × engine pairs changed within noise (few answers each, so expect swings)</summary>\n\n- OpenAI · “prompt l0”');
    expect(answers).toContain('25 more prompt × engine pairs changed: see the full report.\n\n</details>');
    expect(answers).toContain('- Sources now cited: new0\\.example (10 answers), new1\\.example (9 answers)');
    expect(answers).toContain('new9\\.example (1 answer) and 5 more\n- Sources no longer cited: old0\\.example (10 answers)');
    expect(answers).not.toContain('old9\\.example (1 answer) and');
  });

  it('says when no answer changed, and has no sections for a server from before deploys', async () => {
    const audit = await comparedDetail();
    audit.comparison = { ...audit.comparison, flips: [], flipsTotal: 0, sources: { gained: [], lost: [], gainedTotal: 0, lostTotal: 0 }, site: null };
    const quiet = render(audit);
    expect(quiet).not.toContain('What changed on the site');
    expect(quiet).toContain('#### What changed in the answers\n\nNo prompt changed its citation rate on any engine.\n\n');

    const { flips: _flips, flipsTotal: _total, sources: _sources, site: _site, ...older } = audit.comparison;
    const before25 = render({ ...audit, comparison: { ...older, prompts: [] } as unknown as AuditComparison });
    expect(before25).not.toContain('What changed');
  });
});

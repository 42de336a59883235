import { describe, expect, it } from 'vitest';
import { changeInterval, rateInterval, scoreInterval, type Interval } from '@/server/analysis/intervals';
import { signed } from '../src/markdown';
import { commentMarker } from '../src/pull-request-comment';
import { completedAudit, defaultOutcome, query } from './fake-geo-api';
import { ACTIONS_BOT, FakeGitHubApi, PAT_TOKEN, PAT_USER, READ_TOKEN } from './fake-github-api';
import { PROJECT_ID, pullRequestEvent, runAction, useFakeServers } from './harness';

const servers = useFakeServers();
const marker = commentMarker(PROJECT_ID);
/** A pull request whose head is a branch of the repository the action runs in (acme/site). */
const HERE = { repo: { full_name: 'acme/site' } };

function project() {
  return servers.geo.addProject({ id: PROJECT_ID, name: 'Acme CRM', audits: [completedAudit(68, { openai: 75, perplexity: 60 })] });
}

describe('the pull-request comment', () => {
  it('posts one comment with the marker, every figure with its 95 % interval, the change and its verdict, the prompt table, excerpts, suggestions and link', async () => {
    // The previous audit of the same prompts, engines, model and region: 2 of 4 answers cited.
    const previous = completedAudit(68, { openai: 75, perplexity: 60 }, 1, {
      queries: [
        query('best crm for startups', 'openai', true, 'Acme fits startups.'),
        query('best crm for startups', 'perplexity', false),
        query('acme vs rivalsoft', 'openai', false),
        query('acme vs rivalsoft', 'perplexity', true, 'Acme or RivalSoft.'),
      ],
    });
    const { suggestions } = servers.geo.addProject({ id: PROJECT_ID, name: 'Acme CRM', audits: [previous] });
    suggestions.push(
      { id: crypto.randomUUID(), type: 'content', priority: 'high', simulated: false, title: 'Publish a comparison page', detail: 'Engines cite comparison pages.', evidence: [], status: 'open', created_at: new Date().toISOString() },
      { id: crypto.randomUUID(), type: 'content', priority: 'low', simulated: false, title: 'Already done', detail: 'x', evidence: [], status: 'done', created_at: new Date().toISOString() },
    );
    servers.github.openPullRequest(7);

    const result = await runAction({ inputs: servers.inputs(), env: servers.env(), event: pullRequestEvent(7) });

    expect(result.exitCode).toBe(0);
    const comments = servers.github.comments.get(7)!;
    expect(comments).toHaveLength(1);
    const body = comments[0].body;
    expect(body.startsWith(`${marker}\n### GEO audit · Acme CRM`)).toBe(true);
    // Now 3 of 4 answers cite the brand (openai 2/2, perplexity 1/2): the server's intervals, as shown.
    expect(body).toContain(`**Citation rate 75 %** (${span(rateInterval(3, 4))} %, 95 %): 3 of 4 answers cite the brand · **Score 72/100** (${span(scoreInterval(72, 4))}, 95 %)`);
    const rateChange = changeInterval({ successes: 2, n: 4 }, { successes: 3, n: 4 });
    const scoreChange = changeInterval({ successes: 0.68 * 4, n: 4 }, { successes: 0.72 * 4, n: 4 });
    expect(body).toContain(
      `➖ **Within noise** since the previous comparable audit (${previous.createdAt.slice(0, 10)}): citation rate 50 % → 75 %, +25 points (${change(rateChange)}, 95 %); score 68 → 72, +4 points (${change(scoreChange)}, 95 %): within noise.`,
    );
    expect(body).toContain('1 answer per prompt × engine · model geo\\-standard, region fr, 95 s.');
    expect(body).toContain('| Engine | Citation rate (95 %) | Cited answers | Change, points (95 %) | Score (95 %) |');
    expect(body).toContain(`| **All engines** | **75 %** (${span(rateInterval(3, 4))} %) | 3/4 | +25 (${change(rateChange)}): within noise | **72** (${span(scoreInterval(72, 4))}) |`);
    // An engine's score is rounded by the server: its interval covers every mean that rounds to it.
    const openaiScore = { low: scoreInterval(79.5, 2).low, high: scoreInterval(80.5, 2).high };
    const openaiChange = changeInterval({ successes: 1, n: 2 }, { successes: 2, n: 2 });
    expect(body).toContain(`| OpenAI | 100 % (${span(rateInterval(2, 2))} %) | 2/2 | +50 (${change(openaiChange)}): within noise | 80 (${span(openaiScore)}) |`);
    expect(body).toContain(`| Perplexity | 50 % (${span(rateInterval(1, 2))} %) | 1/2 | ±0 (${change(changeInterval({ successes: 1, n: 2 }, { successes: 1, n: 2 }))}): within noise |`);
    // The prompt × engine that changed: within noise on one answer each, so a lead.
    const flipped = changeInterval({ successes: 0, n: 1 }, { successes: 1, n: 1 });
    expect(body).toContain(
      '**Leads: 1 prompt × engine pair changed within noise (few answers each, so expect swings)**\n\n' +
        `- OpenAI · “acme vs rivalsoft”: 0/1 → 1/1 answers cite the brand, +100 points (${change(flipped)}, 95 %); pages now cited: https:\u200B//acme\\.example/`,
    );
    expect(body).toContain('| best crm for startups | ✓ positive | ✗ neutral |');
    expect(body).toContain('1. “Acme is the best CRM for startups\\.” — OpenAI, confidence 92%, positive');
    expect(body).toContain('1. **high** · Publish a comparison page: Engines cite comparison pages\\.');
    expect(body).not.toContain('Already done');
    expect(body).toContain(`[Open the full report](${result.outputs['report-url']})`);
    // The job summary carries the same report.
    expect(result.summary.trim()).toBe(body.slice(marker.length + 1).trim());
  });

  it('shows repeat samples per cell as cited/answers, and says when there is nothing comparable and why', async () => {
    const queries = [0, 1, 2].flatMap((sample) => [
      query('best crm for startups', 'openai', true, `Acme, sample ${sample}.`, 0.9, sample),
      query('best crm for startups', 'perplexity', sample === 1, sample === 1 ? 'Acme, once.' : undefined, 0.9, sample),
    ]);
    servers.geo.addProject({
      id: PROJECT_ID,
      audits: [completedAudit(68, {}, 1)],
      nextOutcomes: [{ ...defaultOutcome(), queries, failures: [{ prompt: 'best crm for startups', provider: 'gemini', error: 'timeout', code: 'engine_failed', response: null }] }],
    });
    servers.github.openPullRequest(7);

    const result = await runAction({ inputs: servers.inputs({ samples: '3' }), env: servers.env(), event: pullRequestEvent(7) });

    expect(result.exitCode).toBe(0);
    const body = servers.github.comments.get(7)![0].body;
    expect(body).toContain('3 answers per prompt × engine');
    expect(body).toContain('#### Prompts × engines (✓ every answer cites the brand, ◐ some, ✗ none; cited/answers)');
    expect(body).toContain('| best crm for startups | ✓ 3/3 positive | ◐ 1/3 positive | ⚠️ failed |');
    // Other prompts and engines than the project's previous audit: no comparison, no change column.
    expect(body).toContain('No comparable previous audit, so no change to measure. Audits are compared only with an earlier completed audit of the same engines, model and region');
    expect(body).toContain('| Engine | Citation rate (95 %) | Cited answers | Score (95 %) |');
    expect(body).not.toContain('Within noise');
  });

  it('finds its comment on page 2 and updates it in place, run after run, never adding a second', async () => {
    project();
    const { github } = servers;
    for (let i = 0; i < 10; i++) github.addComment(7, `Review comment ${i}`);
    const otherProject = github.addComment(7, `${commentMarker('another-project')}\n### GEO audit · Other`, 'github-actions[bot]');
    const quote = github.addComment(7, `> ${marker}\n> ### GEO audit · Acme CRM\n\nNice score!`);
    for (let i = 10; i < 110; i++) github.addComment(7, `Review comment ${i}`);
    const ours = github.addComment(7, `${marker}\nan old report`, 'github-actions[bot]');
    github.addComment(7, 'A later comment');
    const count = github.comments.get(7)!.length;

    for (let run = 0; run < 2; run++) {
      const result = await runAction({ inputs: servers.inputs(), env: servers.env(), event: pullRequestEvent(7) });
      expect(result.exitCode).toBe(0);
    }

    expect(github.comments.get(7)).toHaveLength(count);
    expect(github.requests.filter((request) => request.method === 'POST' && request.path !== '/graphql')).toHaveLength(0);
    const updates = github.requests.filter((request) => request.method === 'PATCH');
    expect(updates.map((request) => request.path)).toEqual([`/repos/acme/site/issues/comments/${ours.id}`, `/repos/acme/site/issues/comments/${ours.id}`]);
    expect(ours.body).toContain('**Score 72/100**');
    expect(otherProject.body).toBe(`${commentMarker('another-project')}\n### GEO audit · Other`);
    expect(quote.body).toContain('Nice score!');
    // Page 2 was reached through the Link header's rel="next" URL.
    const listings = github.requests.filter((request) => request.method === 'GET' && request.path.endsWith('/comments'));
    expect(listings.map((request) => `${request.path}?${request.query}`)).toContain('/repositories/1296269/issues/7/comments?per_page=100&page=2');
  });

  it("never edits a stranger's comment that carries the marker: it posts its own, then updates only that", async () => {
    project();
    const { github } = servers;
    // On a public repository anyone can post the marker first, and a token with write access
    // could edit their comment: the action must not.
    const strangers = [
      github.addComment(7, `${marker}\nThe GEO score is 100, trust me`, 'mallory'),
      github.addComment(7, `${marker}\nposted by another app`, 'other-app[bot]'),
    ];

    const first = await runAction({ inputs: servers.inputs(), env: servers.env(), event: pullRequestEvent(7) });
    const second = await runAction({ inputs: servers.inputs(), env: servers.env(), event: pullRequestEvent(7) });

    expect(first.exitCode).toBe(0);
    expect(second.exitCode).toBe(0);
    expect(strangers.map((comment) => comment.body)).toEqual([`${marker}\nThe GEO score is 100, trust me`, `${marker}\nposted by another app`]);
    const comments = github.comments.get(7)!;
    expect(comments).toHaveLength(3);
    const ours = comments[2];
    expect(ours.user).toMatchObject({ login: 'github-actions[bot]', type: 'Bot' });
    expect(ours.body).toContain('**Score 72/100**');
    // One comment created, then that one updated: never a PATCH of the strangers' comments.
    expect(github.requests.filter((request) => request.method === 'POST' && request.path.endsWith('/comments'))).toHaveLength(1);
    expect(github.requests.filter((request) => request.method === 'PATCH').map((request) => request.path)).toEqual([`/repos/acme/site/issues/comments/${ours.id}`]);
    // The token's identity came from GraphQL's viewer (once a run), which answers for GITHUB_TOKEN too.
    expect(github.requests.filter((request) => request.path === '/graphql')).toHaveLength(2);
  });

  it('knows a personal access token by its user login, and does not take over the GITHUB_TOKEN bot comment', async () => {
    project();
    const { github } = servers;
    const botComment = github.addComment(7, `${marker}\nan old report by GITHUB_TOKEN`, ACTIONS_BOT);
    const inputs = servers.inputs({ 'github-token': PAT_TOKEN });

    for (let run = 0; run < 2; run++) {
      const result = await runAction({ inputs, env: servers.env(), event: pullRequestEvent(7) });
      expect(result.exitCode).toBe(0);
    }

    expect(botComment.body).toBe(`${marker}\nan old report by GITHUB_TOKEN`);
    const comments = github.comments.get(7)!;
    expect(comments).toHaveLength(2);
    expect(comments[1].user.login).toBe(PAT_USER.login);
    expect(github.requests.filter((request) => request.method === 'PATCH').map((request) => request.path)).toEqual([`/repos/acme/site/issues/comments/${comments[1].id}`]);
  });

  it('falls back to GET /user when GraphQL is unavailable, and creates a comment rather than guess when that fails too', async () => {
    project();
    const { github } = servers;
    github.graphqlDown = true;
    const patComment = github.addComment(7, `${marker}\nan old report by the PAT`, PAT_USER);
    const botComment = github.addComment(7, `${marker}\nan old report by GITHUB_TOKEN`, ACTIONS_BOT);

    // A personal access token: GET /user names it, so its own comment is updated.
    const withPat = await runAction({ inputs: servers.inputs({ 'github-token': PAT_TOKEN }), env: servers.env(), event: pullRequestEvent(7) });
    expect(withPat.exitCode).toBe(0);
    expect(patComment.body).toContain('**Score 72/100**');

    // GITHUB_TOKEN: GET /user is refused to installation tokens; with no identity, nothing is reused.
    const withBot = await runAction({ inputs: servers.inputs(), env: servers.env(), event: pullRequestEvent(7) });
    expect(withBot.exitCode).toBe(0);
    expect(withBot.log).toContain('::warning::Could not tell which account the github-token belongs to');
    expect(botComment.body).toBe(`${marker}\nan old report by GITHUB_TOKEN`);
    expect(github.comments.get(7)).toHaveLength(3);
    expect(github.requests.filter((request) => request.path === '/user').map((request) => request.method)).toEqual(['GET', 'GET']);
  });

  it('does not follow a pagination link to another origin, so the token never goes there', async () => {
    project();
    const elsewhere = await new FakeGitHubApi().start();
    try {
      const { github } = servers;
      github.linkOrigin = elsewhere.url;
      for (let i = 0; i < 150; i++) github.addComment(7, `Review comment ${i}`);

      const result = await runAction({ inputs: servers.inputs(), env: servers.env(), event: pullRequestEvent(7) });

      expect(result.exitCode).toBe(0);
      expect(elsewhere.requests).toEqual([]);
      expect(result.log).toMatch(/::warning::Could not comment on pull request #7 \(GitHub's API pointed to http:\/\/127\.0\.0\.1:\d+, another origin than http:\/\/127\.0\.0\.1:\d+: not followed with the token\)/);
      // Nothing posted on a guess: the comment may be on the page that was not read.
      expect(github.requests.filter((request) => request.method !== 'GET' && request.path !== '/graphql')).toEqual([]);
      expect(result.summary).toContain('**Score 72/100**');
    } finally {
      await elsewhere.close();
    }
  });

  it('comments on the pull request of the pushed commit', async () => {
    project();
    servers.github.openPullRequest(12);
    servers.github.pullsByCommit.set('feedbeef', [
      { number: 3, state: 'closed', merged_at: '2026-01-01T00:00:00Z', head: HERE },
      { number: 12, state: 'open', merged_at: null, head: HERE },
    ]);

    const result = await runAction({ inputs: servers.inputs(), env: servers.env({ GITHUB_EVENT_NAME: 'push', GITHUB_SHA: 'feedbeef' }), event: { ref: 'refs/heads/feature' } });

    expect(result.exitCode).toBe(0);
    expect(servers.github.comments.get(12)).toHaveLength(1);
  });

  it("prefers this repository's pull request to a fork's that contains the pushed commit, and never takes a fork's", async () => {
    project();
    servers.github.openPullRequest(12);
    servers.github.openPullRequest(20);
    const fork = { repo: { full_name: 'stranger/site' } };
    servers.github.pullsByCommit.set('feedbeef', [
      { number: 20, state: 'open', merged_at: null, head: fork },
      { number: 12, state: 'open', merged_at: null, head: { repo: { full_name: 'Acme/Site' } } },
    ]);
    servers.github.pullsByCommit.set('f0cacc1a', [
      { number: 20, state: 'open', merged_at: null, head: fork },
      { number: 21, state: 'open', merged_at: null, head: { repo: null } },
    ]);

    const push = (sha: string) => runAction({ inputs: servers.inputs(), env: servers.env({ GITHUB_EVENT_NAME: 'push', GITHUB_SHA: sha }), event: { ref: 'refs/heads/feature' } });
    expect((await push('feedbeef')).exitCode).toBe(0);
    expect(servers.github.comments.get(12)).toHaveLength(1);
    const forkOnly = await push('f0cacc1a');
    expect(forkOnly.exitCode).toBe(0);
    expect(forkOnly.log).toContain('No pull request for this commit: the report is in the job summary only.');
    expect(servers.github.comments.get(20) ?? []).toHaveLength(0);
  });

  it('comments on the pull request of the deployed commit on deployment_status', async () => {
    project();
    servers.github.openPullRequest(5);
    servers.github.pullsByCommit.set('d3p10y', [{ number: 5, state: 'closed', merged_at: '2026-01-01T00:00:00Z', head: { repo: { full_name: 'contributor/site' } } }]);

    const result = await runAction({
      inputs: servers.inputs(),
      env: servers.env({ GITHUB_EVENT_NAME: 'deployment_status', GITHUB_SHA: 'other' }),
      event: { deployment: { sha: 'd3p10y' }, deployment_status: { state: 'success' } },
    });

    expect(result.exitCode).toBe(0);
    expect(servers.github.comments.get(5)).toHaveLength(1);
  });

  it('writes only the job summary when the commit has no pull request', async () => {
    project();
    const result = await runAction({ inputs: servers.inputs(), env: servers.env({ GITHUB_EVENT_NAME: 'workflow_dispatch' }), event: { inputs: {} } });

    expect(result.exitCode).toBe(0);
    expect(result.log).toContain('No pull request for this commit: the report is in the job summary only.');
    expect(result.summary).toContain('**Score 72/100**');
  });

  it('warns instead of commenting on a pull request from a fork', async () => {
    project();
    servers.github.openPullRequest(7);

    const result = await runAction({ inputs: servers.inputs(), env: servers.env(), event: pullRequestEvent(7, { fork: true }) });

    expect(result.exitCode).toBe(0);
    expect(result.log).toMatch(/::warning::Pull request #7 comes from a fork/);
    expect(servers.github.requests).toHaveLength(0);
    expect(result.summary).toContain('**Score 72/100**');
  });

  it('skips the audit with a warning on a fork pull request, which gets no secrets', async () => {
    project();
    const result = await runAction({ inputs: servers.inputs({ 'api-key': '' }), env: servers.env(), event: pullRequestEvent(7, { fork: true }) });

    expect(result.exitCode).toBe(0);
    expect(result.log).toContain('::warning::No api-key on a pull request from a fork');
    expect(servers.geo.requests).toHaveLength(0);
    expect(result.summary).toContain('Skipped');
  });

  it('warns, and still succeeds, when the token may not write pull-request comments', async () => {
    project();
    servers.github.openPullRequest(7);

    const result = await runAction({ inputs: servers.inputs({ 'github-token': READ_TOKEN }), env: servers.env(), event: pullRequestEvent(7) });

    expect(result.exitCode).toBe(0);
    expect(result.log).toContain(
      '::warning::Could not comment on pull request #7 (403: Resource not accessible by integration). Give the job `permissions: pull-requests: write`',
    );
    expect(servers.github.comments.get(7)).toEqual([]);
    expect(result.summary).toContain('**Score 72/100**');
  });

  it('does not comment with comment: false', async () => {
    project();
    servers.github.openPullRequest(7);
    const result = await runAction({ inputs: servers.inputs({ comment: 'false' }), env: servers.env(), event: pullRequestEvent(7) });
    expect(result.exitCode).toBe(0);
    expect(servers.github.requests).toHaveLength(0);
  });
});

/** "58–87", as the report writes an interval. */
const span = ({ low, high }: Interval) => `${low}–${high}`;
/** "−30 to +14", as the report writes the interval of a change. */
const change = ({ low, high }: Interval) => `${signed(low)} to ${signed(high)}`;

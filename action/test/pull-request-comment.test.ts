import { describe, expect, it } from 'vitest';
import { commentMarker } from '../src/pull-request-comment';
import { completedAudit } from './fake-geo-api';
import { READ_TOKEN } from './fake-github-api';
import { PROJECT_ID, pullRequestEvent, runAction, useFakeServers } from './harness';

const servers = useFakeServers();
const marker = commentMarker(PROJECT_ID);

function project() {
  return servers.geo.addProject({ id: PROJECT_ID, name: 'Acme CRM', audits: [completedAudit(68, { openai: 75, perplexity: 60 })] });
}

describe('the pull-request comment', () => {
  it('posts one comment with the marker, scores, deltas, prompt table, excerpts, suggestions and link', async () => {
    const { suggestions } = project();
    suggestions.push(
      { id: crypto.randomUUID(), type: 'content', priority: 'high', title: 'Publish a comparison page', detail: 'Engines cite comparison pages.', evidence: [], status: 'open', created_at: new Date().toISOString() },
      { id: crypto.randomUUID(), type: 'content', priority: 'low', title: 'Already done', detail: 'x', evidence: [], status: 'done', created_at: new Date().toISOString() },
    );
    servers.github.openPullRequest(7);

    const result = await runAction({ inputs: servers.inputs(), env: servers.env(), event: pullRequestEvent(7) });

    expect(result.exitCode).toBe(0);
    const comments = servers.github.comments.get(7)!;
    expect(comments).toHaveLength(1);
    const body = comments[0].body;
    expect(body.startsWith(`${marker}\n### GEO audit · Acme CRM`)).toBe(true);
    expect(body).toContain('**Score 72/100** (+4 vs previous) · **Citation rate 75%** (3 of 4 answers cite the brand)');
    expect(body).toContain('| OpenAI | 80 | +5 | 2/2 · 100% |');
    expect(body).toContain('| Perplexity | 64 | +4 | 1/2 · 50% |');
    expect(body).toContain('| best crm for startups | ✓ positive | ✗ neutral |');
    expect(body).toContain('1. “Acme is the best CRM for startups\\.” — OpenAI, confidence 92%, positive');
    expect(body).toContain('1. **high** · Publish a comparison page: Engines cite comparison pages\\.');
    expect(body).not.toContain('Already done');
    expect(body).toContain(`[Open the full report](${result.outputs['report-url']})`);
    // The job summary carries the same report.
    expect(result.summary.trim()).toBe(body.slice(marker.length + 1).trim());
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
    expect(github.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    const updates = github.requests.filter((request) => request.method === 'PATCH');
    expect(updates.map((request) => request.path)).toEqual([`/repos/acme/site/issues/comments/${ours.id}`, `/repos/acme/site/issues/comments/${ours.id}`]);
    expect(ours.body).toContain('**Score 72/100**');
    expect(otherProject.body).toBe(`${commentMarker('another-project')}\n### GEO audit · Other`);
    expect(quote.body).toContain('Nice score!');
    // Page 2 was reached through the Link header's rel="next" URL.
    const listings = github.requests.filter((request) => request.method === 'GET' && request.path.endsWith('/comments'));
    expect(listings.map((request) => `${request.path}?${request.query}`)).toContain('/repositories/1296269/issues/7/comments?per_page=100&page=2');
  });

  it('comments on the pull request of the pushed commit', async () => {
    project();
    servers.github.openPullRequest(12);
    servers.github.pullsByCommit.set('feedbeef', [
      { number: 3, state: 'closed', merged_at: '2026-01-01T00:00:00Z' },
      { number: 12, state: 'open', merged_at: null },
    ]);

    const result = await runAction({ inputs: servers.inputs(), env: servers.env({ GITHUB_EVENT_NAME: 'push', GITHUB_SHA: 'feedbeef' }), event: { ref: 'refs/heads/feature' } });

    expect(result.exitCode).toBe(0);
    expect(servers.github.comments.get(12)).toHaveLength(1);
  });

  it('comments on the pull request of the deployed commit on deployment_status', async () => {
    project();
    servers.github.openPullRequest(5);
    servers.github.pullsByCommit.set('d3p10y', [{ number: 5, state: 'closed', merged_at: '2026-01-01T00:00:00Z' }]);

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

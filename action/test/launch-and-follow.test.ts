import { describe, expect, it } from 'vitest';
import { rateInterval } from '@/server/analysis/intervals';
import { version } from '../../package.json';
import { completedAudit, defaultOutcome, type FakeAudit } from './fake-geo-api';
import { PROJECT_ID, pullRequestEvent, runAction, useFakeServers } from './harness';

const servers = useFakeServers();

function projectWithHistory() {
  return servers.geo.addProject({ id: PROJECT_ID, audits: [completedAudit(68, { openai: 75, perplexity: 60 })] });
}

describe('launching and following an audit', () => {
  it('logs the monthly budget with the estimate, and warns when the audit will not fit', async () => {
    servers.geo.addProject({ id: PROJECT_ID, budget: { capUsd: 50, spentUsd: 49.8, reservedUsd: 0.1 } });
    const result = await runAction({ inputs: servers.inputs(), env: servers.env() });
    expect(result.log).toContain('Estimated provider cost: $0.04–$0.16 (USD) for 4 calls (1 sample per prompt and engine).');
    expect(result.log).toContain('Monthly budget $50.00: $49.80 spent, $0.10 set aside by audits in progress, $0.10 left.');
    expect(result.log).toContain('::warning::This audit may cost up to $0.16, more than the $0.10 left in the monthly budget: the server will refuse it.');
  });


  it('launches with the run identity and samples, follows the audit to the end and sets every output', async () => {
    const project = projectWithHistory();
    servers.github.openPullRequest(7);

    const result = await runAction({
      inputs: servers.inputs({ keywords: 'crm, startups\nsales pipeline', model: 'geo-advanced', region: 'us', samples: '3', engines: 'openai, Google_AI_Overview\ngoogle_ai_mode' }),
      env: servers.env({ GITHUB_RUN_ID: '4242', GITHUB_RUN_ATTEMPT: '2', GITHUB_REF: 'refs/pull/7/merge' }),
      event: pullRequestEvent(7),
    });

    expect(result.exitCode).toBe(0);
    const audit = project.audits[0];
    const [launch] = servers.geo.requestsTo('POST', /\/audits$/);
    expect(launch.body).toEqual({
      keywords: ['crm', 'startups', 'sales pipeline'], model: 'geo-advanced', region: 'us', samples: 3, engines: ['openai', 'google_ai_overview', 'google_ai_mode'],
      // The commit and ref the workflow runs on; no environment or URL outside a deploy.
      deployment: { sha: 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8c9d0', ref: 'refs/pull/7/merge' },
    });
    expect(launch.headers['user-agent']).toBe(`geo-audit-action/${version}`);
    expect(launch.headers.authorization).toBe(`Bearer ${servers.inputs()['api-key']}`);
    expect(launch.headers['idempotency-key']).toMatch(/^geo-audit-action\/4242\.2\/[0-9a-f]{32}$/);
    expect(audit.source).toBe('github_action');
    expect(audit.samples).toBe(3);
    // The estimate comes first, for the same audit, and is logged before the launch.
    const [estimate] = servers.geo.dryRuns();
    expect(estimate.body).toEqual({ ...(launch.body as object), dry_run: true });
    expect(estimate.at).toBeLessThanOrEqual(launch.at);
    expect(result.log).toContain('Estimated provider cost: $0.12–$0.48 (USD) for 12 calls (3 samples per prompt and engine).');
    expect(result.log.indexOf('Estimated provider cost')).toBeLessThan(result.log.indexOf('GEO audit launched'));
    expect(result.log).not.toContain('Monthly budget');

    const reportUrl = `${new URL(servers.geo.baseUrl).origin}/projects/${PROJECT_ID}/audits/${audit.id}`;
    const threeOfFour = rateInterval(3, 4);
    expect(result.outputs).toEqual({
      'audit-id': audit.id,
      'report-url': reportUrl,
      reused: 'false',
      status: 'COMPLETED',
      score: '72',
      'citation-rate': '75',
      // The server's 95 % interval of 3 citing answers out of 4, passed through.
      'citation-rate-low': String(threeOfFour.low),
      'citation-rate-high': String(threeOfFour.high),
      // Another model and region than the project's previous audit: nothing comparable.
      'significant-change': 'none',
      'cited-queries': '3',
      'total-queries': '4',
      'provider-scores': JSON.stringify({ openai: 80, perplexity: 64 }),
      // Nothing comparable: nothing flipped, no site compared.
      'flips-significant': '0',
      'site-changes': '0',
    });
    expect(result.log).toContain(`::add-mask::${servers.inputs()['api-key']}`);
    // The link comes right after the launch, before the first poll reports anything.
    expect(result.log.indexOf(`Report: ${reportUrl}`)).toBeGreaterThan(-1);
    expect(result.log.indexOf(`Report: ${reportUrl}`)).toBeLessThan(result.log.indexOf('PENDING'));
    expect(result.log).toMatch(/RUNNING, \d+%/);
    expect(result.summary).toContain(`**Citation rate 75 %** (${threeOfFour.low}–${threeOfFour.high} %, 95 %): 3 of 4 answers cite the brand · **Score 72/100**`);
    expect(result.summary).toContain('No comparable previous audit, so no change to measure.');
  });

  it('logs progress once per change, not once per request', async () => {
    servers.geo.addProject({ id: PROJECT_ID, nextOutcomes: [defaultOutcome({ pendingReads: 5, runningReads: 5 })] });
    const result = await runAction({ inputs: servers.inputs({ comment: 'false' }), env: servers.env() });
    expect(result.exitCode).toBe(0);
    expect(result.log.match(/: PENDING, 0%/g)).toHaveLength(1);
  });

  it('survives a storm of 429s, 5xx and dropped connections', async () => {
    const project = projectWithHistory();
    const { geo } = servers;
    geo.injectFaults('POST', /\/audits$/, [{ status: 429, retryAfter: 0 }, { status: 429, retryAfter: 0 }, { status: 503 }]);
    // More 429s in a row than one request retries: that poll is skipped, the next one goes on.
    geo.injectFaults('GET', /\/audits$/, [...Array(8).fill({ status: 429, retryAfter: 0 }), { drop: 'before' }, { status: 502 }]);
    geo.injectFaults('GET', /\/audits\/[^/]+$/, [{ status: 429 }, { status: 500 }]);

    const result = await runAction({ inputs: servers.inputs({ comment: 'false' }), env: servers.env() });

    expect(result.exitCode).toBe(0);
    expect(result.outputs.status).toBe('COMPLETED');
    expect(project.audits).toHaveLength(2);
    expect(result.log).toContain('could not read its status this time (429)');
    const keys = new Set(geo.requestsTo('POST', /\/audits$/).map((request) => request.headers['idempotency-key']));
    expect(keys.size).toBe(1);
  });

  it('retries a launch whose answer was lost with the same Idempotency-Key, creating one audit', async () => {
    const project = projectWithHistory();
    servers.geo.injectFaults('POST', /\/audits$/, [{ drop: 'after' }]);

    const result = await runAction({ inputs: servers.inputs({ comment: 'false' }), env: servers.env() });

    expect(result.exitCode).toBe(0);
    const launches = servers.geo.requestsTo('POST', /\/audits$/);
    expect(launches).toHaveLength(2);
    expect(launches[0].headers['idempotency-key']).toBe(launches[1].headers['idempotency-key']);
    expect(project.audits).toHaveLength(2);
    expect(result.outputs['audit-id']).toBe(project.audits[0].id);
  });

  it('holds its requests until X-RateLimit-Reset once the window is spent', async () => {
    projectWithHistory();
    let resetAt = 0;
    servers.geo.rateLimit = () => {
      if (resetAt === 0) {
        resetAt = Math.ceil(Date.now() / 1000) + 1;
        return { limit: 30, remaining: 0, resetAt };
      }
      return { limit: 30, remaining: 29, resetAt: Math.ceil(Date.now() / 1000) + 60 };
    };

    const result = await runAction({ inputs: servers.inputs({ comment: 'false' }), env: servers.env() });

    expect(result.exitCode).toBe(0);
    const [first, second] = servers.geo.requests;
    expect(first.method).toBe('POST');
    // A few ms of slack: timers and Date.now() run on different clocks.
    expect(second.at).toBeGreaterThanOrEqual(resetAt * 1000 - 5);
  });

  it('fails on timeout with the audit id and link, and leaves the audit running', async () => {
    const project = servers.geo.addProject({ id: PROJECT_ID, nextOutcomes: [defaultOutcome({ final: 'NEVER' })] });
    servers.github.openPullRequest(7);

    const result = await runAction({ inputs: servers.inputs({ 'wait-timeout-minutes': '0.005' }), env: servers.env(), event: pullRequestEvent(7) });

    const audit = project.audits[0];
    expect(result.exitCode).toBe(1);
    expect(result.log).toMatch(new RegExp(`::error::GEO audit ${audit.id} is still running after 0\\.005 min; it keeps running on the server.*Report: http://127\\.0\\.0\\.1:\\d+/projects/${PROJECT_ID}/audits/${audit.id}`));
    expect(result.outputs).toMatchObject({ 'audit-id': audit.id, status: 'RUNNING' });
    expect(result.summary).toContain('is still running');
    expect(servers.github.comments.get(7)?.[0].body).toContain('is still running');
  });

  it('follows the audit already in progress (reused) with on-busy: follow', async () => {
    const busy = busyAudit();
    const project = servers.geo.addProject({ id: PROJECT_ID, audits: [busy, completedAudit(70, { openai: 70 })] });

    const result = await runAction({ inputs: servers.inputs({ comment: 'false' }), env: servers.env() });

    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ 'audit-id': busy.id, reused: 'true', status: 'COMPLETED' });
    expect(servers.geo.requestsTo('POST', /\/audits$/)).toHaveLength(1);
    expect(project.audits).toHaveLength(2);
  });

  it('waits for the busy audit, then launches a fresh one with on-busy: relaunch', async () => {
    const busy = busyAudit();
    const project = servers.geo.addProject({ id: PROJECT_ID, audits: [busy] });

    const result = await runAction({ inputs: servers.inputs({ comment: 'false', 'on-busy': 'relaunch' }), env: servers.env() });

    expect(result.exitCode).toBe(0);
    const launches = servers.geo.requestsTo('POST', /\/audits$/);
    expect(launches).toHaveLength(2);
    expect(launches[1].headers['idempotency-key']).toBe(`${launches[0].headers['idempotency-key']}/relaunch`);
    const fresh = project.audits[0];
    expect(fresh.id).not.toBe(busy.id);
    expect(result.outputs).toMatchObject({ 'audit-id': fresh.id, reused: 'false', status: 'COMPLETED' });
  });

  it('launches and exits with wait: false', async () => {
    const project = projectWithHistory();
    servers.github.openPullRequest(7);

    const result = await runAction({ inputs: servers.inputs({ wait: 'false' }), env: servers.env(), event: pullRequestEvent(7) });

    expect(result.exitCode).toBe(0);
    expect(result.outputs).toEqual({
      'audit-id': project.audits[0].id,
      'report-url': expect.stringContaining(`/audits/${project.audits[0].id}`),
      reused: 'false',
    });
    expect(servers.geo.requestsTo('GET', /audits/)).toHaveLength(0);
    expect(result.summary).toContain('not followed (wait: false)');
    expect(servers.github.comments.get(7)).toEqual([]);
  });

  it('fails when the audit fails on the server, after reporting it', async () => {
    servers.geo.addProject({
      id: PROJECT_ID,
      nextOutcomes: [defaultOutcome({ final: 'FAILED', queries: [], failures: [{ prompt: 'best crm', provider: 'openai', error: 'upstream timeout', code: 'engine_failed', response: null }] })],
    });
    const result = await runAction({ inputs: servers.inputs({ comment: 'false', 'fail-under': '50' }), env: servers.env() });

    expect(result.exitCode).toBe(1);
    expect(result.log).toMatch(/::error::GEO audit \S+ failed on the server \(1 queries failed\)\. Report: http/);
    expect(result.outputs.status).toBe('FAILED');
    expect(result.summary).toContain('The audit failed');
    expect(result.summary).toContain('upstream timeout');
  });
});

describe('inputs', () => {
  it('takes the defaults for empty boolean and number inputs instead of throwing', async () => {
    projectWithHistory();
    servers.github.openPullRequest(7);

    const result = await runAction({
      inputs: servers.inputs({ wait: '', comment: '', 'fail-under': '', 'fail-under-mode': '', 'fail-on-regression': '', 'on-busy': '', keywords: '', samples: '' }),
      env: servers.env(),
      event: pullRequestEvent(7),
    });

    expect(result.exitCode).toBe(0);
    expect(result.outputs.status).toBe('COMPLETED');
    expect(servers.github.comments.get(7)).toHaveLength(1);
    expect(servers.geo.requestsTo('POST', /\/audits$/)[0].body).toEqual({ deployment: { sha: 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8c9d0' } });
  });

  it.each([
    [{ 'poll-interval-seconds': 'fast' }, 'Input "poll-interval-seconds" must be a number > 0; got "fast".'],
    [{ 'base-url': 'https://geo.example.com' }, 'Input "base-url" must be the server\'s API root ending in /api/v1'],
    [{ wait: 'yes' }, 'Input "wait" must be true or false; got "yes".'],
    [{ 'on-busy': 'queue' }, 'Input "on-busy" must be "follow" or "relaunch"; got "queue".'],
    [{ 'fail-under': '120' }, 'Input "fail-under" must be a number ≥ 0 and ≤ 100; got "120".'],
    [{ samples: '0' }, 'Input "samples" must be a whole number ≥ 1 and ≤ 10; got "0".'],
    [{ samples: '11' }, 'Input "samples" must be a whole number ≥ 1 and ≤ 10; got "11".'],
    [{ samples: '2.5' }, 'Input "samples" must be a whole number ≥ 1 and ≤ 10; got "2.5".'],
    [{ samples: 'three' }, 'Input "samples" must be a whole number ≥ 1 and ≤ 10; got "three".'],
    [{ 'fail-under-mode': 'pessimistic' }, 'Input "fail-under-mode" must be "estimate" or "lower-bound"; got "pessimistic".'],
    [{ 'project-id': '' }, 'Input "project-id" is required and was empty.'],
    [{ engines: 'openai, bard' }, 'Input "engines" names unknown engines (bard); known: openai, perplexity,'],
  ])('refuses %o with a message naming the input', async (overrides, message) => {
    projectWithHistory();
    const result = await runAction({ inputs: servers.inputs(overrides), env: servers.env() });
    expect(result.exitCode).toBe(1);
    expect(result.log).toContain(`::error::${message}`);
    expect(servers.geo.requests).toHaveLength(0);
  });
});

/** An audit in progress that finishes after two more reads of the list. */
function busyAudit(): FakeAudit {
  return { ...completedAudit(0, {}, 0), listReads: 1, outcome: defaultOutcome({ pendingReads: 0, runningReads: 3 }) };
}

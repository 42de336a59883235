import { describe, expect, it } from 'vitest';
import { scoreInterval } from '@/server/analysis/intervals';
import { PRO_KEY, completedAudit, sampledOutcome, type AuditOutcome } from './fake-geo-api';
import { PROJECT_ID, pullRequestEvent, runAction, useFakeServers } from './harness';

const servers = useFakeServers();

describe('API errors say what to fix', () => {
  it('tells a Pro key that launching needs an Expert key with the write scope', async () => {
    const project = servers.geo.addProject({ id: PROJECT_ID });

    const result = await runAction({ inputs: servers.inputs({ 'api-key': PRO_KEY }), env: servers.env() });

    expect(result.exitCode).toBe(1);
    expect(result.log).toMatch(/::error::This API key cannot launch audits: launching needs the write scope, which only Expert plan keys carry \(a Pro key is read-only\)\..*403 insufficient_scope.*Request-Id req_/);
    expect(result.log).toContain(`::add-mask::${PRO_KEY}`);
    expect(servers.geo.requestsTo('POST', /\/audits$/)).toHaveLength(1);
    expect(project.audits).toEqual([]);
    expect(result.summary).toContain('Expert plan');
  });

  it.each([
    ['a wrong key', { 'api-key': 'svc_live_wrong' }, undefined, 'The API key was refused: check the api-key input'],
    ['a plan without API access', { 'api-key': 'svc_live_freeFreeFreeFreeFreeFreeFree01' }, undefined, 'The plan of this API key has no API access'],
    ['a wrong project id', { 'project-id': 'no-such-project' }, undefined, 'Project no-such-project was not found: check the project-id input'],
    ['an exhausted quota', {}, { status: 500, code: 'quota_exhausted', detail: 'Monthly quota of 50 audits used.' }, 'The monthly audit quota of the plan is exhausted'],
    ['an exhausted budget', {}, { status: 500, code: 'budget_exhausted', detail: "The organisation's monthly budget of $50.00 (2026-11, UTC) has $0.10 left: $49.90 was spent." }, "The organisation's monthly provider budget does not leave enough for this audit"],
    ['a refused model', { model: 'geo-reasoning' }, { status: 500, code: 'model_not_allowed', detail: 'Not on the Expert plan.' }, 'The plan does not allow the model "geo-reasoning"'],
    ['no active prompts', {}, { status: 400, code: 'no_active_prompts', detail: '' }, `Project ${PROJECT_ID} has no active prompts`],
  ])('explains %s, without retrying it', async (_case, overrides, launchFailure, advice) => {
    servers.geo.addProject({ id: PROJECT_ID, launchFailure });

    const result = await runAction({ inputs: servers.inputs(overrides), env: servers.env() });

    expect(result.exitCode).toBe(1);
    expect(result.log).toContain(`::error::${advice}`);
    if (launchFailure?.detail) expect(result.log).toContain(launchFailure.detail);
    expect(servers.geo.requestsTo('POST', /\/audits$/)).toHaveLength(1);
  });

  it('explains a samples input over the plan cap (400 too_many_samples), naming the cap the server gives', async () => {
    const project = servers.geo.addProject({ id: PROJECT_ID, maxSamples: 3 });

    const result = await runAction({ inputs: servers.inputs({ samples: '5' }), env: servers.env() });

    expect(result.exitCode).toBe(1);
    expect(result.log).toMatch(
      /::error::The plan allows fewer samples per prompt and engine than the samples input asks \(5\): lower samples to the cap the server names below, or leave it empty to use the project's setting.*400 too_many_samples: The expert plan allows at most 3 samples per prompt and engine; 5 were asked\./,
    );
    expect(project.audits).toEqual([]);
    expect(servers.geo.requestsTo('POST', /\/audits$/)).toHaveLength(1);
  });

  it('gives up on a 500 that persists, with the server message and request id', async () => {
    servers.geo.addProject({ id: PROJECT_ID });
    servers.geo.injectFaults('POST', /\/audits$/, Array(6).fill({ status: 500 }));

    const result = await runAction({ inputs: servers.inputs(), env: servers.env() });

    expect(result.exitCode).toBe(1);
    expect(result.log).toMatch(/::error::The geo-audit server failed to start the audit and kept failing after retries.*500 internal_error: Injected fault\..*Request-Id/);
    expect(servers.geo.requestsTo('POST', /\/audits$/)).toHaveLength(6);
  });

  it('reports an unreachable server', async () => {
    const result = await runAction({ inputs: servers.inputs({ 'base-url': 'http://127.0.0.1:9/api/v1' }), env: servers.env() });
    expect(result.exitCode).toBe(1);
    expect(result.log).toContain('::error::Could not reach the geo-audit server at http://127.0.0.1:9/api/v1');
  });
});

describe('thresholds', () => {
  it('fails under fail-under, stating the numbers and the report link, after commenting', async () => {
    const project = servers.geo.addProject({ id: PROJECT_ID, audits: [completedAudit(68, { openai: 75 })] });
    servers.github.openPullRequest(7);

    const result = await runAction({ inputs: servers.inputs({ 'fail-under': '80' }), env: servers.env(), event: pullRequestEvent(7) });

    const auditId = project.audits[0].id;
    expect(result.exitCode).toBe(1);
    expect(result.log).toMatch(
      new RegExp(`::error::GEO audit ${auditId}: Score 72 is under the fail-under threshold of 80\\. Report: http://\\S+/projects/${PROJECT_ID}/audits/${auditId}`),
    );
    expect(result.outputs.score).toBe('72');
    expect(servers.github.comments.get(7)?.[0].body).toContain('❌ **Score 72 is under the fail-under threshold of 80.**');
  });

  it('passes at or above fail-under', async () => {
    servers.geo.addProject({ id: PROJECT_ID });
    const result = await runAction({ inputs: servers.inputs({ 'fail-under': '72', comment: 'false' }), env: servers.env() });
    expect(result.exitCode).toBe(0);
  });

  it('asserts fail-under on the low end of the score interval with fail-under-mode: lower-bound', async () => {
    // 4 answers: a score of 72 could be as low as the interval's low end.
    servers.geo.addProject({ id: PROJECT_ID });
    const estimate = await runAction({ inputs: servers.inputs({ 'fail-under': '60', comment: 'false' }), env: servers.env() });
    expect(estimate.exitCode).toBe(0);

    const { low, high } = scoreInterval(72, 4);
    servers.geo.addProject({ id: PROJECT_ID });
    const pessimistic = await runAction({ inputs: servers.inputs({ 'fail-under': '60', 'fail-under-mode': 'lower-bound', comment: 'false' }), env: servers.env() });
    expect(pessimistic.exitCode).toBe(1);
    expect(pessimistic.shown).toContain(
      `Score 72 could be as low as ${low} (95 % interval ${low}–${high}), under the fail-under threshold of 60 (fail-under-mode: lower-bound).`,
    );

    // The same score from 10 answers per prompt × engine: a narrow interval that clears 60.
    const many = sampledOutcome({ prompts: PROMPTS, engines: ENGINES, samples: 10, cites: (_p, _e, sample) => sample !== 0 });
    servers.geo.addProject({ id: PROJECT_ID, nextOutcomes: [many] });
    const sampled = await runAction({ inputs: servers.inputs({ 'fail-under': '60', 'fail-under-mode': 'lower-bound', samples: '10', comment: 'false' }), env: servers.env() });
    expect(many.score).toBe(72);
    expect(scoreInterval(72, 80).low).toBeGreaterThanOrEqual(60);
    expect(sampled.exitCode).toBe(0);
  });

  it('fails on a significant drop of the citation rate of at least fail-on-regression points, and says so', async () => {
    servers.geo.addProject({ id: PROJECT_ID, audits: [history(citing(0.9))], nextOutcomes: [citing(0.3)] });
    servers.github.openPullRequest(7);

    const result = await runAction({ inputs: servers.inputs({ 'fail-on-regression': '5' }), env: servers.env(), event: pullRequestEvent(7) });

    expect(result.exitCode).toBe(1);
    expect(result.outputs['significant-change']).toBe('down');
    expect(result.shown).toMatch(
      /::error::GEO audit \S+: Citation rate dropped significantly since the previous comparable audit of \d{4}-\d{2}-\d{2}: 90 % → 30 %, −60 points \(95 % interval −\d+ to −\d+\), at least the fail-on-regression threshold of 5 points\./,
    );
    const comment = servers.github.comments.get(7)![0].body;
    expect(comment).toContain('📉 **Significant drop** since the previous comparable audit');
    expect(comment).toContain('❌ **Citation rate dropped significantly');
  });

  it('does not fail on a significant drop smaller than fail-on-regression', async () => {
    servers.geo.addProject({ id: PROJECT_ID, audits: [history(citing(0.9))], nextOutcomes: [citing(0.3)] });
    const result = await runAction({ inputs: servers.inputs({ 'fail-on-regression': '70', comment: 'false' }), env: servers.env() });
    expect(result.exitCode).toBe(0);
    expect(result.outputs['significant-change']).toBe('down');
    expect(result.log).toContain('a significant drop, but smaller than the threshold of 70 points.');
  });

  it('does not fail on a drop within noise, however large it looks', async () => {
    // 4 answers each: every one cited before, half now. The old gate saw a 40-point score drop.
    const before = completedAudit(80, { openai: 80, perplexity: 80 }, 1, { queries: defaultQueries(() => true) });
    servers.geo.addProject({ id: PROJECT_ID, audits: [before], nextOutcomes: [{ ...before.outcome, pendingReads: 1, runningReads: 1, score: 40, queries: defaultQueries((i) => i % 2 === 0) }] });
    servers.github.openPullRequest(7);

    const result = await runAction({ inputs: servers.inputs({ 'fail-on-regression': '0' }), env: servers.env(), event: pullRequestEvent(7) });

    expect(result.exitCode).toBe(0);
    expect(result.outputs['significant-change']).toBe('none');
    expect(result.log).toMatch(/fail-on-regression: citation rate 100 % → 50 %, −50 points \(95 % interval −\d+ to \+\d+\): within noise, no failure\./);
    const comment = servers.github.comments.get(7)![0].body;
    expect(comment).toMatch(/➖ \*\*Within noise\*\* since the previous comparable audit \(\d{4}-\d{2}-\d{2}\): citation rate 100 % → 50 %, −50 points \(−\d+ to \+\d+, 95 %\); score 80 → 40, −40 points \(−\d+ to \+\d+, 95 %\): within noise\./);
  });

  it('reports a significant rise without failing', async () => {
    servers.geo.addProject({ id: PROJECT_ID, audits: [history(citing(0.3))], nextOutcomes: [citing(0.9)] });
    const result = await runAction({ inputs: servers.inputs({ 'fail-on-regression': '0', comment: 'false' }), env: servers.env() });
    expect(result.exitCode).toBe(0);
    expect(result.outputs['significant-change']).toBe('up');
    expect(result.summary).toContain('📈 **Significant rise**');
  });

  it('compares nothing across a change of region, and a first audit has nothing to compare', async () => {
    servers.geo.addProject({ id: PROJECT_ID, audits: [history(citing(0.9))], nextOutcomes: [citing(0.3)] });
    const otherRegion = await runAction({ inputs: servers.inputs({ 'fail-on-regression': '0', region: 'us', comment: 'false' }), env: servers.env() });
    expect(otherRegion.exitCode).toBe(0);
    expect(otherRegion.outputs['significant-change']).toBe('none');
    expect(otherRegion.log).toContain('fail-on-regression: no comparable previous audit (same engines, model, region and deployment environment) to compare with.');
    expect(otherRegion.summary).toContain('No comparable previous audit, so no change to measure.');

    servers.geo.addProject({ id: PROJECT_ID });
    const first = await runAction({ inputs: servers.inputs({ 'fail-on-regression': '0', comment: 'false' }), env: servers.env() });
    expect(first.exitCode).toBe(0);
    expect(first.summary).toContain('No comparable previous audit');
  });
});

const PROMPTS = ['best crm for startups', 'acme vs rivalsoft', 'crm with invoicing', 'cheapest crm'];
const ENGINES = ['openai', 'perplexity'];

/** 4 prompts × 2 engines × 5 samples, the first `fraction` of each pair's samples citing the brand. */
function citing(fraction: number): AuditOutcome {
  return sampledOutcome({ prompts: PROMPTS, engines: ENGINES, samples: 10, cites: (_prompt, _engine, sample) => sample < fraction * 10 });
}

/** A completed audit of the same basis as the audits the action launches, a day old. */
function history(outcome: AuditOutcome) {
  return completedAudit(outcome.score, outcome.providerScores, 1, outcome);
}

/** The default outcome's four answers, cited where `cites` says. */
function defaultQueries(cites: (index: number) => boolean) {
  return sampledOutcome({ prompts: PROMPTS.slice(0, 2), engines: ENGINES, samples: 1, cites: (prompt, engine) => cites(PROMPTS.indexOf(prompt) * 2 + ENGINES.indexOf(engine)) }).queries;
}

import { describe, expect, it } from 'vitest';
import { PRO_KEY, completedAudit } from './fake-geo-api';
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
    ['a refused model', { model: 'geo-reasoning' }, { status: 500, code: 'model_not_allowed', detail: 'Not on the Expert plan.' }, 'The plan does not allow the model "geo-reasoning"'],
    ['no active prompts', {}, { status: 400, code: 'no_active_prompts', detail: '' }, `Project ${PROJECT_ID} has no active prompts`],
  ])('explains %s, without retrying it', async (_case, overrides, launchFailure, advice) => {
    servers.geo.addProject({ id: PROJECT_ID, launchFailure });

    const result = await runAction({ inputs: servers.inputs(overrides), env: servers.env() });

    expect(result.exitCode).toBe(1);
    expect(result.log).toContain(`::error::${advice}`);
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

  it('fails when the score dropped more than fail-on-regression since the previous completed audit', async () => {
    servers.geo.addProject({ id: PROJECT_ID, audits: [completedAudit(80, { openai: 85 }, 1), completedAudit(50, {}, 3)] });

    const result = await runAction({ inputs: servers.inputs({ 'fail-on-regression': '5', comment: 'false' }), env: servers.env() });

    expect(result.exitCode).toBe(1);
    expect(result.log).toContain(
      'Score dropped 8 points (80 → 72) since the previous completed audit, more than the fail-on-regression allowance of 5.',
    );
    expect(result.summary).toContain('(−8 vs previous)');
  });

  it('tolerates a drop within fail-on-regression, and a first audit with nothing to compare', async () => {
    servers.geo.addProject({ id: PROJECT_ID, audits: [completedAudit(80, {})] });
    const within = await runAction({ inputs: servers.inputs({ 'fail-on-regression': '8', comment: 'false' }), env: servers.env() });
    expect(within.exitCode).toBe(0);

    servers.geo.addProject({ id: PROJECT_ID });
    const first = await runAction({ inputs: servers.inputs({ 'fail-on-regression': '0', comment: 'false' }), env: servers.env() });
    expect(first.exitCode).toBe(0);
    expect(first.log).toContain('fail-on-regression: no previous completed audit on the project to compare with.');
  });
});

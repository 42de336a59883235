// Audit launch rules (docs/api/rest.md#launching-an-audit, plans) and the worker's run of an audit, end to end over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productForSuite, seedOrg, seedProject } from './harness';
import { call } from './openapi-check';
import { expectAnalytics, waitFor } from './worker-helpers';



describe('launch rules (audits stay in progress)', () => {
  const product = productForSuite({ SIMULATED_LATENCY_MS: '60000', WORKER_HOUSEKEEPING_MS: '200' });

  it('creates a PENDING/RUNNING audit with the documented defaults, then reuses it', async () => {
    const { org, key } = await seedOrg(product, 'expert');
    const project = await seedProject(product, org.id);
    const first = await call(product, `/api/v1/projects/${project.id}/audits`, { key, body: {} });
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({ auditId: expect.any(String), jobId: expect.any(String) });
    const second = await call(product, `/api/v1/projects/${project.id}/audits`, { key, body: { model: 'geo-advanced' } });
    expect(second.status).toBe(201);
    expect(second.body.data).toEqual({ auditId: first.body.data.auditId, jobId: null, reused: true });

    const list = await call(product, `/api/v1/projects/${project.id}/audits`, { key });
    expect(list.body.data).toHaveLength(1);
    const [audit] = list.body.data;
    expect(Object.keys(audit).sort()).toEqual(
      ['citation_rate', 'citation_rate_interval', 'completed_at', 'cost_usd', 'created_at', 'deployment', 'duration', 'id', 'is_automatic', 'provider_scores', 'samples', 'score', 'simulated', 'source', 'status', 'technical_details'],
    );
    expect(audit.deployment).toBeNull(); // launched without one (docs/guide/deploys.md)
    expect(audit).toMatchObject({
      id: first.body.data.auditId, score: 0, completed_at: null, technical_details: { model: 'geo-standard', region: 'fr' }, source: 'api', is_automatic: false,
      samples: 1, citation_rate: 0, citation_rate_interval: { low: 0, high: 100 },
    });
    expect(['PENDING', 'RUNNING']).toContain(audit.status);

    const detail = await call(product, `/api/v1/projects/${project.id}/audits/${audit.id}`, { key });
    expect(detail.headers.get('cache-control')).toBe('no-store');
    expect(detail.body.data).toMatchObject({ id: audit.id, score: 0, completedAt: null, project: { id: project.id, name: 'Acme', url: 'https://acme.example' } });
  });

  it('records github_action as the source when the Action launches', async () => {
    const { org, key } = await seedOrg(product, 'expert');
    const project = await seedProject(product, org.id);
    await call(product, `/api/v1/projects/${project.id}/audits`, { key, body: { region: 'US', model: 'geo-reasoning' }, headers: { 'User-Agent': 'geo-audit-action/1.0.0' } });
    const list = await call(product, `/api/v1/projects/${project.id}/audits`, { key });
    expect(list.body.data[0]).toMatchObject({ source: 'github_action', technical_details: { model: 'geo-reasoning', region: 'us' } });
  });

  it('creates exactly one audit and consumes quota once under 30 concurrent launches', async () => {
    const { org, key } = await seedOrg(product, 'expert');
    const project = await seedProject(product, org.id);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => call(product, `/api/v1/projects/${project.id}/audits`, { key, body: {} })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(30).fill(201));
    const ids = new Set(responses.map((r) => r.body.data.auditId));
    expect(ids.size).toBe(1);
    expect(responses.filter((r) => r.body.data.jobId !== null)).toHaveLength(1);
    expect(responses.filter((r) => r.body.data.reused === true)).toHaveLength(29);
    expect((await call(product, `/api/v1/projects/${project.id}/audits`, { key })).body.data).toHaveLength(1);
    const shown = await product.admin('org', 'show', '--id', org.id);
    expect(shown.limits.monthlyAuditsUsed).toBe(1);
  });

  it('fails with 500 "Failed to start audit" when the monthly quota is used up, and consumes nothing', async () => {
    const { org, key } = await seedOrg(product, 'expert', ['--monthly-audits', '1']);
    const a = await seedProject(product, org.id);
    const b = await seedProject(product, org.id);
    expect((await call(product, `/api/v1/projects/${a.id}/audits`, { key, body: {} })).status).toBe(201);
    const refused = await call(product, `/api/v1/projects/${b.id}/audits`, { key, body: {} });
    expect(refused.status).toBe(500);
    expect(refused.body.error).toMatchObject({ code: 'quota_exhausted', message: 'Failed to start audit' });
    expect((await call(product, `/api/v1/projects/${b.id}/audits`, { key })).body.data).toEqual([]);
    // an audit in progress is still returned: following it costs nothing
    expect((await call(product, `/api/v1/projects/${a.id}/audits`, { key, body: {} })).body.data.reused).toBe(true);
  });

  it('refuses unknown models with 400 and models outside the plan with 500', async () => {
    const { org, key } = await seedOrg(product, 'expert', ['--models', 'geo-standard']);
    const project = await seedProject(product, org.id);
    const unknown = await call(product, `/api/v1/projects/${project.id}/audits`, { key, body: { model: 'gpt-17' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ code: 'unknown_model', param: 'model' });
    expect(unknown.body.error.message).toContain('geo-standard');
    const refused = await call(product, `/api/v1/projects/${project.id}/audits`, { key, body: { model: 'geo-advanced' } });
    expect(refused.status).toBe(500);
    expect(refused.body.error).toMatchObject({ code: 'model_not_allowed', message: 'Failed to start audit' });
    const shown = await product.admin('org', 'show', '--id', org.id);
    expect(shown.limits.monthlyAuditsUsed).toBe(0);
  });

  it('refuses a project without an active prompt with 400 no_active_prompts', async () => {
    const { org, key } = await seedOrg(product, 'expert');
    const project = await seedProject(product, org.id, []);
    const res = await call(product, `/api/v1/projects/${project.id}/audits`, { key, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('no_active_prompts');
  });

  it('replays a retried POST with the same Idempotency-Key and refuses the key for another request', async () => {
    const { org, key } = await seedOrg(product, 'expert');
    const project = await seedProject(product, org.id);
    const headers = { 'Idempotency-Key': 'deploy-42' };
    const replies = await Promise.all([1, 2, 3].map(() => call(product, `/api/v1/projects/${project.id}/audits`, { key, body: { region: 'fr' }, headers })));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(replies[1].body).toEqual(replies[0].body);
    expect(replies[2].body).toEqual(replies[0].body);
    expect(replies[0].body.data.jobId).not.toBeNull();
    const other = await call(product, `/api/v1/projects/${project.id}/audits`, { key, body: { region: 'de' }, headers });
    expect(other.status).toBe(400);
    expect(other.body.error.code).toBe('idempotency_key_reused');
  });

  it('lets exactly 30 of 60 simultaneous requests of a Pro organisation through', async () => {
    const { key } = await seedOrg(product, 'pro');
    const responses = await Promise.all(Array.from({ length: 60 }, () => call(product, '/api/v1/projects', { key })));
    const ok = responses.filter((r) => r.status === 200);
    const limited = responses.filter((r) => r.status === 429);
    expect(ok).toHaveLength(30);
    expect(limited).toHaveLength(30);
    for (const r of limited) {
      expect(r.body.error.code).toBe('rate_limited');
      expect(r.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(r.headers.get('x-ratelimit-limit')).toBe('30');
      const retryAfter = Number(r.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(61);
    }
    const remaining = ok.map((r) => Number(r.headers.get('x-ratelimit-remaining'))).sort((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it('describes the day window once that one refuses', async () => {
    const { key } = await seedOrg(product, 'pro', ['--rpd', '3']);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await call(product, '/api/v1/projects', { key }));
    expect(statuses.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    expect(statuses[3].headers.get('x-ratelimit-limit')).toBe('3');
    expect(Number(statuses[3].headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('ends an audit with the CLI and gives its quota unit back', async () => {
    const { org, key } = await seedOrg(product, 'expert');
    const project = await seedProject(product, org.id);
    const { auditId } = (await call(product, `/api/v1/projects/${project.id}/audits`, { key, body: {} })).body.data;
    const cli = product.cli('audit', 'cancel', '--id', auditId, '--json');
    expect(cli.stderr).toBe('');
    expect(cli.status).toBe(0);
    expect(JSON.parse(cli.stdout)).toEqual({ id: auditId, status: 'FAILED' });
    const [audit] = (await call(product, `/api/v1/projects/${project.id}/audits`, { key })).body.data;
    expect(audit.status).toBe('FAILED');
    expect(audit.completed_at).not.toBeNull();
    expect((await product.admin('org', 'show', '--id', org.id)).limits.monthlyAuditsUsed).toBe(0);
    const detail = await call(product, `/api/v1/projects/${project.id}/audits/${auditId}`, { key });
    expect(detail.body.data.failures.length).toBe(2);
    expect(detail.body.data.failures[0].error).toMatch(/Cancelled/);
    // the project is free again
    expect((await call(product, `/api/v1/projects/${project.id}/audits`, { key, body: {} })).body.data.jobId).not.toBeNull();
  });

  it('keeps all data across a restart, and the CLI works while the server runs', async () => {
    const created = product.cli('org', 'create', '--name', 'Via CLI', '--plan', 'expert', '--json');
    expect(created.status).toBe(0);
    const org = JSON.parse(created.stdout);
    expect(Object.keys(org)).toEqual(expect.arrayContaining(['id', 'name', 'plan']));
    const keyOut = product.cli('key', 'create', '--org', org.id, '--name', 'ci', '--json');
    const key = JSON.parse(keyOut.stdout);
    expect(key.key).toMatch(/^svc_live_[0-9A-Za-z]{32,}$/);
    expect(key.scopes).toEqual(['read', 'write']);
    const project = JSON.parse(product.cli('project', 'create', '--org', org.id, '--name', 'Kept', '--url', 'https://kept.example', '--json').stdout);
    const prompts = JSON.parse(product.cli('prompt', 'create', '--project', project.id, 'first prompt', 'second prompt', '--json').stdout);
    expect(prompts.map((p: any) => p.text)).toEqual(['first prompt', 'second prompt']);

    const bad = product.cli('org', 'create', '--name', 'x', '--plan', 'platinum', '--json');
    expect(bad.status).toBe(1);
    expect(JSON.parse(bad.stdout).error.message).toMatch(/Unknown plan/);
    const usage = product.cli('org', 'create', '--bogus', '--json');
    expect(usage.status).toBe(2);

    await product.restart();
    const res = await call(product, `/api/v1/projects/${project.id}`, { key: key.key });
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe('Kept');
  });
});

describe('an audit run by the worker', () => {
  const product = productForSuite({ SIMULATED_LATENCY_MS: '20' });

  it('goes PENDING → RUNNING → COMPLETED with rows = prompts × engines and consistent statistics', async () => {
    const { org, key } = await seedOrg(product, 'expert');
    const prompts = ['best project management tool', 'meilleur outil de gestion de projet', 'Acme vs Globex', 'which CRM for a startup'];
    const project = await seedProject(product, org.id, prompts);
    const { auditId } = (await call(product, `/api/v1/projects/${project.id}/audits`, { key, body: { keywords: ['gestion de projet'] } })).body.data;

    const progress: number[] = [];
    const done = await waitFor('the audit to finish', async () => {
      const detail = await call(product, `/api/v1/projects/${project.id}/audits/${auditId}`, { key });
      progress.push(detail.body.data.currentProgress);
      if (detail.body.data.status !== 'COMPLETED') {
        expect(detail.body.data.score).toBe(0);
        expect(detail.body.data.completedAt).toBeNull();
        return null;
      }
      return detail;
    });
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(done.headers.get('cache-control')).toBe('private, max-age=300');
    const audit = done.body.data;
    expect(audit.currentProgress).toBe(100);
    expect(audit.completedAt).not.toBeNull();
    expect(audit.duration).toBeGreaterThanOrEqual(0);
    expect(audit.failures).toEqual([]);
    expect(audit.queries).toHaveLength(prompts.length); // one engine: simulated
    expect(new Set(audit.queries.map((q: any) => q.prompt))).toEqual(new Set(prompts));
    for (const q of audit.queries) {
      expect(q.provider).toBe('simulated');
      expect(q.response.length).toBeGreaterThan(50);
      expect(['POSITIVE', 'NEUTRAL', 'NEGATIVE']).toContain(q.sentiment);
      expect(q.cited).toBe(q.citations.length > 0);
    }

    // analytics agree with the rows
    expectAnalytics(audit);
    expect(audit.analytics.totalQueries).toBe(prompts.length);
    expect(audit.analytics.citedQueries).toBe(audit.queries.filter((q: any) => q.cited).length);

    // The score's bounds, from the formula (docs/guide/how-an-audit-measures.md): an answer citing
    // Acme scores from 100 × 0.5 = 50 (cited only) to 100; one not citing it 0 (position and own
    // page count only where Acme is named or its page cited, which is citing it). So the mean of
    // n answers, c of them citing, lies in [50 × c / n, 100 × c / n].
    const cited = audit.queries.filter((q: any) => q.cited).length;
    expect(audit.score).toBeGreaterThanOrEqual(Math.floor((50 * cited) / prompts.length));
    expect(audit.score).toBeLessThanOrEqual(Math.ceil((100 * cited) / prompts.length));
    expect(audit.providerScores).toEqual({ simulated: audit.score }); // one engine: its score is the audit's

    const [listed] = (await call(product, `/api/v1/projects/${project.id}/audits`, { key })).body.data;
    expect(listed).toMatchObject({ id: auditId, status: 'COMPLETED', score: audit.score, provider_scores: audit.providerScores });
    expect(listed.completed_at).not.toBeNull();

    // suggestions are made from the audit
    const suggestions = (await call(product, `/api/v1/projects/${project.id}/suggestions`, { key })).body.data;
    expect(suggestions.length).toBeGreaterThan(0);
  });
});

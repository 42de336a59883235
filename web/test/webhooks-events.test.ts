// The alerts that report states (docs/guide/alerts.md#events), end to end on one product: a
// competitor overtaking the brand, a degraded measurement, the budget's thresholds and the weekly
// digest, each delivered to a local receiver (WEBHOOK_ALLOW_PRIVATE=1), verified with the
// `standardwebhooks` package, and sent once: a later audit in the same state sends nothing new.
// OpenAI's fake answers as the test decides (both brands named, the competitor only, or bodies
// that are not OpenAI's JSON), at a cost it chooses.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeFaults, FakeUsage } from './fakes/server';
import { sendWeeklyDigests } from '@/server/webhooks/digest';
import { inDatabase, seedOrg, startProduct, type Product } from './harness';
import { call, followAudit, launch, startFakes, waitFor, type Fakes } from './worker-helpers';

const PROMPTS = ['Which CRM suits a small agency?', 'Best CRM for freelancers?', 'Which CRM has the best pipeline view?', 'Most reliable CRM for sales teams?'];
const HOUSEKEEPING_MS = 300;

/** A receiver that records every request with its path and answers 200. */
async function startReceiver() {
  const received: { path: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let answers: 'both' | 'competitor' = 'both';
let usage: FakeUsage | undefined;
const faults: FakeFaults = {};
let fakes: Fakes;
let product: Product;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let org: Awaited<ReturnType<typeof seedOrg>>;
let project: { id: string };
const hooks: Record<string, { id: string; secret: string }> = {};

beforeAll(async () => {
  fakes = await startFakes({
    openai: {
      faults,
      answer: () => ({
        text: answers === 'both' ? 'Agencies often pick Acme for its clear pipeline.\n\nGlobex is another option.' : 'Agencies often pick Globex for its integrations.\n\nInitech suits regulated industries.',
        sources: ['https://reviews.example/crm'],
        ...(usage ? { usage } : {}),
      }),
    },
  });
  receiver = await startReceiver();
  product = await startProduct({ ...fakes.env, WEBHOOK_ALLOW_PRIVATE: '1', WORKER_HOUSEKEEPING_MS: String(HOUSEKEEPING_MS), PUBLIC_URL: 'https://geo.example' });
  org = await seedOrg(product, 'expert');
  project = await product.admin('project', 'create', '--org', org.org.id, '--name', 'Acme', '--url', 'https://acme.example', '--brand', 'Acme', '--competitors', 'Globex,Initech');
  await product.admin('prompt', 'create', '--project', project.id, ...PROMPTS);
});
afterAll(async () => {
  await product?.dispose();
  await fakes?.close();
  await receiver?.close();
});

async function createWebhook(path: string, events: string[]) {
  const created = await call(product, '/api/v1/webhooks', { key: org.key, body: { url: receiver.url(path), events } });
  expect(created.status, created.text).toBe(201);
  hooks[path] = created.body.data;
}

/** The deliveries to `path` of events of `type`, each verified with its webhook's secret (throws otherwise). */
function eventsOfType(path: string, type: string): any[] {
  const verifier = new Webhook(hooks[path].secret);
  return receiver.received
    .filter((r) => r.path === path)
    .map((r) => verifier.verify(r.body, r.headers as Record<string, string>) as any)
    .filter((event) => event.type === type);
}

/** Every audit the test ran, in order. */
const ran: { id: string; projectId: string }[] = [];

async function endedAudit(projectId: string, samples: number) {
  const { auditId } = await launch(product, org.key, projectId, { samples });
  ran.push({ id: auditId, projectId });
  return (await followAudit(product, org.key, projectId, auditId)).detail;
}

/** Long enough for a queued delivery to have been sent: a later audit's alerts arrive after an earlier one's. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 4 * HOUSEKEEPING_MS));

describe('state alerts', () => {
  it('are subscribed to through the API', async () => {
    await createWebhook('/events', ['competitor.overtook', 'measurement.degraded', 'budget.threshold', 'audit.completed']);
  });

  it('send competitor.overtook when a competitor gets significantly ahead, once', async () => {
    // Both named in every answer: level, nothing to send.
    const level = await endedAudit(project.id, 3);
    expect(level.status).toBe('COMPLETED');
    await waitFor('the first audit.completed', async () => eventsOfType('/events', 'audit.completed').length === 1);
    answers = 'competitor';
    const overtaken = await endedAudit(project.id, 3);
    // Both competitors are named in every answer now, the brand in none: one event each.
    const overtook = await waitFor('competitor.overtook', async () => eventsOfType('/events', 'competitor.overtook').length === 2 && eventsOfType('/events', 'competitor.overtook'));
    expect(overtook.map((e) => e.data.competitor.name).sort()).toEqual(['Globex', 'Initech']);
    const event = overtook.find((e) => e.data.competitor.name === 'Globex');
    expect(event.data).toMatchObject({
      project: { id: project.id, name: 'Acme' },
      audit: { id: overtaken.id },
      previous_audit_id: level.id,
      competitor: { name: 'Globex', estimate: 100, mentions: 12 },
      brand: { name: 'Acme', estimate: 0, mentions: 0 },
      answers: 12,
      report_url: `https://geo.example/projects/${project.id}/audits/${overtaken.id}`,
    });
    expect(event.data.competitor.range.low).toBeGreaterThan(event.data.brand.range.high);
    // The leaderboard the report shows has the same figures.
    const globex = overtaken.analytics.brands.find((b: any) => b.name === 'Globex');
    expect(event.data.competitor.range).toEqual(globex.rateInterval);

    // Still ahead: nothing new.
    const still = await endedAudit(project.id, 3);
    await waitFor('the third audit.completed', async () => eventsOfType('/events', 'audit.completed').length === 3);
    await settle();
    expect(eventsOfType('/events', 'audit.completed').map((e) => e.data.audit.id)).toEqual([level.id, overtaken.id, still.id]);
    expect(eventsOfType('/events', 'competitor.overtook')).toHaveLength(2);
  });

  it('send measurement.degraded when an audit fails to measure, once', async () => {
    faults.malformed = true;
    const broken = await endedAudit(project.id, 1);
    expect(broken.status).toBe('FAILED');
    const [event] = await waitFor('measurement.degraded', async () => eventsOfType('/events', 'measurement.degraded').length > 0 && eventsOfType('/events', 'measurement.degraded'));
    expect(event.data).toMatchObject({ project: { id: project.id }, audit: { id: broken.id }, rows: PROMPTS.length, failed: PROMPTS.length, share: 100, threshold: 25 });

    const again = await endedAudit(project.id, 1);
    expect(again.status).toBe('FAILED');
    await settle();
    expect(eventsOfType('/events', 'measurement.degraded')).toHaveLength(1);
    faults.malformed = false;
  });

  it('send budget.threshold at 80 % and then at 100 % of the cap, once each', async () => {
    // A project of its own, one prompt and one answer an audit, so that a launch's estimate (a
    // project without history: at most $0.025 a call) fits in what the cap leaves.
    const budgetProject = await product.admin('project', 'create', '--org', org.org.id, '--name', 'Budget', '--url', 'https://budget.example', '--brand', 'Acme');
    await product.admin('prompt', 'create', '--project', budgetProject.id, 'Which CRM is cheapest?');
    const spentBefore: number = (await product.admin('org', 'show', '--id', org.org.id)).budget.spentUsd;
    const cap = Math.round((spentBefore + 0.21) * 100) / 100;
    await product.admin('org', 'update', '--id', org.org.id, '--monthly-budget-usd', String(cap));

    // 640,000 input tokens × $0.25 + 500 output × $2 per million, + one web search at $10 per
    // thousand (gpt-5.4-mini, web/server/engines/prices.ts): $0.171, past 80 % of the cap.
    usage = { input: 640_000, output: 500, cached: 0, reasoning: 0 };
    expect((await endedAudit(budgetProject.id, 1)).status).toBe('COMPLETED');
    const [eighty] = await waitFor('budget.threshold 80', async () => eventsOfType('/events', 'budget.threshold').length > 0 && eventsOfType('/events', 'budget.threshold'));
    const used = (await product.admin('org', 'show', '--id', org.org.id)).budget;
    expect(100 * used.spentUsd / cap).toBeGreaterThanOrEqual(80);
    expect(100 * used.spentUsd / cap).toBeLessThan(100);
    expect(eighty.data).toMatchObject({ threshold: 80, cap_usd: cap, used_percent: Math.round((100 * eighty.data.spent_usd) / cap), report_url: 'https://geo.example/settings/spend' });

    // $0.061 more: past the cap. 80 % is not sent again.
    usage = { input: 200_000, output: 500, cached: 0, reasoning: 0 };
    expect((await endedAudit(budgetProject.id, 1)).status).toBe('COMPLETED');
    await waitFor('budget.threshold 100', async () => eventsOfType('/events', 'budget.threshold').length === 2);
    await settle();
    const thresholds = eventsOfType('/events', 'budget.threshold');
    expect(thresholds.map((e) => e.data.threshold)).toEqual([80, 100]);
    expect(thresholds[1].data.spent_usd).toBeGreaterThanOrEqual(cap);
    usage = undefined;
    await product.admin('org', 'update', '--id', org.org.id, '--monthly-budget-usd', 'none');
  });

  it("send digest.weekly once a week: the week's audits, its significant changes and each project's current rate", async () => {
    const week = isoWeek(new Date());
    await createWebhook('/digest', ['digest.weekly']);
    const [digest] = await waitFor('digest.weekly', async () => eventsOfType('/digest', 'digest.weekly').length > 0 && eventsOfType('/digest', 'digest.weekly'));
    expect(digest.data.week).toBe(week);
    // Every audit of the week, the newest first.
    expect(digest.data.audits.map((a: any) => a.id)).toEqual(ran.map((a) => a.id).reverse());
    expect(digest.data.audits.map((a: any) => a.project.id)).toEqual(ran.map((a) => a.projectId).reverse());
    expect(digest.data.audits_total).toBe(ran.length);
    const acmeAudits = (digest.data.audits as any[]).filter((a) => a.project.id === project.id);
    expect(acmeAudits.filter((a) => a.status === 'FAILED')).toHaveLength(2);
    expect(acmeAudits.filter((a) => a.status === 'FAILED').every((a) => a.citation_rate === null)).toBe(true);
    // The drop from both brands named to the competitor only: the one significant change, as list_changes gives it.
    expect(digest.data.changes).toHaveLength(1);
    expect(digest.data.changes[0]).toMatchObject({ project: { id: project.id, name: 'Acme' }, direction: 'down', citation_rate: 0, previous_citation_rate: 100 });
    const acme = digest.data.projects.find((p: any) => p.id === project.id);
    expect(acme).toMatchObject({ name: 'Acme', citation_rate: 0, citation_rate_range: { low: 0 } });
    expect(acme.citation_rate_range.high).toBeGreaterThan(0);

    // Housekeeping runs again and again this week: no second digest, and the other webhook never had one.
    await new Promise((resolve) => setTimeout(resolve, 10 * HOUSEKEEPING_MS));
    expect(eventsOfType('/digest', 'digest.weekly')).toHaveLength(1);
    expect(eventsOfType('/events', 'digest.weekly')).toHaveLength(0);
  });

  it('claim the week in the database: of two workers at once, one sends; a restart sends nothing more', async () => {
    // As if a new week began: the claim is gone, two housekeeping runs race for it. The product is
    // stopped first: its own housekeeping would otherwise claim the week between the DELETE and
    // the race (it did, on PostgreSQL).
    await product.stop();
    const queued = await inDatabase(product, async (sql) => {
      await sql`DELETE FROM alert_states WHERE org_id = ${org.org.id} AND subject LIKE 'digest:%'`;
      return Promise.all([sendWeeklyDigests(sql), sendWeeklyDigests(sql)]);
    });
    expect(queued.sort()).toEqual([0, 1]);
    await product.restart();
    await waitFor('the second digest', async () => eventsOfType('/digest', 'digest.weekly').length === 2);
    // The restarted worker's housekeeping has run several times since: the week was claimed.
    await new Promise((resolve) => setTimeout(resolve, 10 * HOUSEKEEPING_MS));
    expect(eventsOfType('/digest', 'digest.weekly')).toHaveLength(2);
  });
});

/** The ISO 8601 week of `date` in UTC, as 2026-W48. */
function isoWeek(date: Date): string {
  const thursday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 3 - ((date.getUTCDay() + 6) % 7)));
  const firstThursday = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 4));
  const week = 1 + Math.round((thursday.getTime() - firstThursday.getTime()) / 86_400_000 / 7 - (3 - ((firstThursday.getUTCDay() + 6) % 7)) / 7);
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

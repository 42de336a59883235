// Alerts end to end (docs/guide/alerts.md): a webhook registered through the API with a local
// receiver (WEBHOOK_ALLOW_PRIVATE=1), audits against a fake provider whose answers name the brand
// or not as the test decides, every delivery verified with the `standardwebhooks` package, a
// receiver that goes away for a while, and the API's errors; then the answers feed and MCP's
// list_changes on the same audits.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrg, startProduct, type Product } from './harness';
import { call, followAudit, launch, startFakes, waitFor, type Fakes } from './worker-helpers';

const PROMPTS = ['Which CRM suits a small agency?', 'Best CRM for freelancers?', 'Which CRM has the best pipeline view?', 'Most reliable CRM for sales teams?'];

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver that records every request and answers 200; `stop()` closes it, `start()` opens it again on the same port. */
function startReceiver() {
  const received: Received[] = [];
  let server: http.Server;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      server = http.createServer((req, res) => {
        let body = '';
        req.setEncoding('utf8');
        req.on('data', (chunk) => (body += chunk));
        req.on('end', () => {
          received.push({ headers: req.headers, body });
          res.writeHead(200).end('ok');
        });
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { received, start, stop, url: () => `http://127.0.0.1:${port}/hooks/geo` };
}

let namesBrand = true;
let fakes: Fakes;
let product: Product;
let receiver: ReturnType<typeof startReceiver>;
let org: Awaited<ReturnType<typeof seedOrg>>;
let project: { id: string };
let webhook: { id: string; secret: string };

beforeAll(async () => {
  // Every answer names Acme, or none does: a real drop between two audits, then the same truth again.
  fakes = await startFakes({
    openai: {
      answer: () =>
        namesBrand
          ? { text: 'Agencies often pick Acme for its clear pipeline.\n\nGlobex is another option.', sources: ['https://acme.example/pricing'] }
          : { text: 'Agencies often pick Globex for its integrations.\n\nInitech suits regulated industries.', sources: ['https://reviews.example/crm'] },
    },
  });
  receiver = startReceiver();
  await receiver.start();
  // Retries every half second or so, and an endpoint failing for 7.2 s (0.002 h) instead of 3 days is disabled.
  product = await startProduct({ ...fakes.env, WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_RETRY_BASE_MS: '500', WEBHOOK_DISABLE_AFTER_HOURS: '0.002', PUBLIC_URL: 'https://geo.example' });
  org = await seedOrg(product, 'expert');
  project = await product.admin('project', 'create', '--org', org.org.id, '--name', 'Acme <b>&', '--url', 'https://acme.example', '--brand', 'Acme', '--competitors', 'Globex,Initech');
  await product.admin('prompt', 'create', '--project', project.id, ...PROMPTS);
});
afterAll(async () => {
  await product?.dispose();
  await fakes?.close();
  await receiver?.stop().catch(() => {});
});

/** Every delivery received so far, each verified with the endpoint's secret (throws otherwise). */
function verifiedEvents(): { id: string; event: any }[] {
  const verifier = new Webhook(webhook.secret);
  return receiver.received.map((r) => ({
    id: String(r.headers['webhook-id']),
    event: verifier.verify(r.body, r.headers as Record<string, string>),
  }));
}

const eventsOfType = (type: string) => verifiedEvents().filter((e) => e.event.type === type);

async function completedAudit() {
  const { auditId } = await launch(product, org.key, project.id, { samples: 3 });
  const { detail } = await followAudit(product, org.key, project.id, auditId);
  expect(detail.status).toBe('COMPLETED');
  return detail;
}

describe('webhooks', () => {
  it('are registered through the API with a secret shown once', async () => {
    const created = await call(product, '/api/v1/webhooks', {
      key: org.key,
      body: { url: receiver.url(), events: ['audit.completed', 'visibility.changed', 'citation.lost', 'citation.gained'], project_ids: [project.id] },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data).toMatchObject({ url: receiver.url(), destination: 'generic', enabled: true, project_ids: [project.id] });
    expect(created.body.data.secret).toMatch(/^whsec_/);
    webhook = created.body.data;
    const listed = await call(product, '/api/v1/webhooks', { key: org.key });
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0].secret).toBeUndefined();
  });

  it('send audit.completed for each audit, visibility.changed and citation.lost once, for the real drop only', async () => {
    const first = await completedAudit();
    const firstCompleted = await waitFor('the first audit.completed', async () => eventsOfType('audit.completed').length === 1 && eventsOfType('audit.completed'));
    expect(firstCompleted[0].event.data).toMatchObject({
      project: { id: project.id, name: 'Acme <b>&' },
      audit: { id: first.id, status: 'COMPLETED', citation_rate: 100 },
      report_url: `https://geo.example/projects/${project.id}/audits/${first.id}`,
    });

    namesBrand = false;
    const second = await completedAudit();
    expect(second.comparison.significant).toBe(true);
    const changed = await waitFor('visibility.changed', async () => eventsOfType('visibility.changed').length === 1 && eventsOfType('visibility.changed'));
    expect(changed[0].event.data).toMatchObject({
      audit: { id: second.id },
      previous_audit_id: first.id,
      direction: 'down',
      estimate: 0,
      previous_estimate: 100,
      delta: -100,
    });
    expect(changed[0].event.data.delta_range.high).toBeLessThan(0);
    expect(changed[0].event.data.range).toMatchObject({ low: 0 });

    // The same truth again: completed, and no change to report.
    const third = await completedAudit();
    await waitFor('the third audit.completed', async () => eventsOfType('audit.completed').length === 3);
    expect(eventsOfType('audit.completed').map((e) => e.event.data.audit.id)).toEqual([first.id, second.id, third.id]);
    expect(third.comparison.significant).toBe(false);
    expect(eventsOfType('visibility.changed')).toHaveLength(1);
    // Each prompt lost its citation on the one engine, 3 answers a side: once, at the drop.
    const lost = eventsOfType('citation.lost');
    expect(lost.map((e) => e.event.data.prompt).sort()).toEqual([...PROMPTS].sort());
    for (const e of lost) expect(e.event.data).toMatchObject({ audit: { id: second.id }, engine: 'openai', estimate: 0, previous_estimate: 100, answers: 3, previous_answers: 3 });
    expect(eventsOfType('citation.gained')).toHaveLength(0);
    // Every message has its own id.
    expect(new Set(verifiedEvents().map((e) => e.id)).size).toBe(receiver.received.length);
  });

  it('retry a delivery its receiver missed, with the same webhook-id', async () => {
    await receiver.stop();
    const test = await call(product, `/api/v1/webhooks/${webhook.id}/test`, { key: org.key, method: 'POST' });
    expect(test.status, test.text).toBe(202);
    const deliveryId = test.body.data.delivery_id;
    const failedOnce = await waitFor('a failed attempt', async () => {
      const log = await call(product, `/api/v1/webhooks/${webhook.id}/deliveries`, { key: org.key });
      const delivery = log.body.data.find((d: any) => d.id === deliveryId);
      return delivery?.attempts >= 1 && delivery;
    });
    expect(failedOnce).toMatchObject({ status: 'pending', event_type: 'webhook.test', response_status: null });
    expect(failedOnce.last_error).toBeTruthy();
    expect(failedOnce.next_attempt_at).not.toBeNull();
    await receiver.start();
    const retried = await waitFor('the retried delivery', async () => eventsOfType('webhook.test').length > 0 && eventsOfType('webhook.test'));
    expect(retried.map((e) => e.id)).toEqual([deliveryId]);
    // The receiver has the message before the worker records its 200: wait for the record.
    const delivered = await waitFor('the delivery recorded as delivered', async () => {
      const log = await call(product, `/api/v1/webhooks/${webhook.id}/deliveries`, { key: org.key });
      const delivery = log.body.data.find((d: any) => d.id === deliveryId);
      return delivery?.status !== 'pending' && delivery;
    });
    expect(delivered).toMatchObject({ status: 'delivered', response_status: 200, next_attempt_at: null });
    expect(delivered.attempts).toBeGreaterThanOrEqual(2);
  });

  it('disable an endpoint that keeps failing, and say why', async () => {
    // A port nothing listens on.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    // An organisation of its own, whose rate limit the polling below cannot exhaust for the others.
    const owner = await seedOrg(product, 'expert', ['--rpm', '100000']);
    const dead = await call(product, '/api/v1/webhooks', { key: owner.key, body: { url: `http://127.0.0.1:${port}/gone`, events: ['audit.completed'] } });
    expect(dead.status, dead.text).toBe(201);
    const test = await call(product, `/api/v1/webhooks/${dead.body.data.id}/test`, { key: owner.key, method: 'POST' });
    const disabled = await waitFor(
      'the endpoint disabled',
      async () => {
        const hook = (await call(product, `/api/v1/webhooks/${dead.body.data.id}`, { key: owner.key })).body.data;
        return !hook.enabled && hook;
      },
      60_000,
      250,
    );
    expect(disabled.disabled_reason).toMatch(/failed for 0\.002 hours.*disabled/);
    expect(disabled.failing_since).not.toBeNull();
    const settled = await waitFor('the delivery settled', async () => {
      const log = await call(product, `/api/v1/webhooks/${dead.body.data.id}/deliveries`, { key: owner.key });
      const delivery = log.body.data.find((d: any) => d.id === test.body.data.delivery_id);
      return delivery.status === 'failed' && delivery;
    });
    expect(settled.attempts).toBeGreaterThanOrEqual(3);
    // Enabled again by a person: the failures are forgiven.
    const enabled = await call(product, `/api/v1/webhooks/${dead.body.data.id}`, { key: owner.key, method: 'PATCH', body: { enabled: true } });
    expect(enabled.body.data).toMatchObject({ enabled: true, disabled_reason: null, failing_since: null });
    await call(product, `/api/v1/webhooks/${dead.body.data.id}`, { key: owner.key, method: 'DELETE' });
  });

  it('answer bad input with the documented errors, and keep organisations apart', async () => {
    const bad = async (body: unknown, param: string) => {
      const res = await call(product, '/api/v1/webhooks', { key: org.key, body });
      expect(res.status, res.text).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid_request', param });
    };
    await bad({ url: 'ftp://example.com/x', events: ['audit.completed'] }, 'url');
    await bad({ url: 'https://example.com:25/x', events: ['audit.completed'] }, 'url');
    await bad({ url: 'https://user:pw@example.com/x', events: ['audit.completed'] }, 'url');
    await bad({ url: 'https://example.com/x', events: ['audit.exploded'] }, 'events.0');
    await bad({ url: 'https://example.com/x', events: [] }, 'events');

    const other = await seedOrg(product, 'expert');
    const otherProject = await product.admin('project', 'create', '--org', other.org.id, '--name', 'Other', '--url', 'https://other.example');
    await bad({ url: 'https://example.com/x', events: ['audit.completed'], project_ids: [otherProject.id] }, 'project_ids');
    for (const [method, path] of [['GET', ''], ['PATCH', ''], ['DELETE', ''], ['GET', '/deliveries'], ['POST', '/test']]) {
      const res = await call(product, `/api/v1/webhooks/${webhook.id}${path}`, { key: other.key, method, ...(method === 'PATCH' ? { body: { enabled: false } } : {}) });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    const readOnly = await product.admin('key', 'create', '--org', org.org.id, '--scopes', 'read');
    const refused = await call(product, '/api/v1/webhooks', { key: readOnly.key });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('insufficient_scope');

    const paused = await call(product, `/api/v1/webhooks/${webhook.id}`, { key: org.key, method: 'PATCH', body: { enabled: false, events: ['audit.failed'] } });
    expect(paused.body.data).toMatchObject({ enabled: false, events: ['audit.failed'] });
    const deleted = await call(product, `/api/v1/webhooks/${webhook.id}`, { key: org.key, method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect((await call(product, `/api/v1/webhooks/${webhook.id}`, { key: org.key })).status).toBe(404);
  });
});

describe('the answers feed', () => {
  it('streams one NDJSON line per stored answer, in the order JSON pages and CSV give them', async () => {
    const audits = (await call(product, `/api/v1/projects/${project.id}/audits`, { key: org.key })).body.data;
    const completed = audits.filter((a: any) => a.status === 'COMPLETED');
    const stored = completed.length * PROMPTS.length * 3;
    expect(completed).toHaveLength(3);

    const ndjson = await product.api(`/api/v1/projects/${project.id}/answers`, { key: org.key, headers: { Accept: 'application/x-ndjson' } });
    expect(ndjson.status).toBe(200);
    expect(ndjson.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    expect(ndjson.headers.get('x-ratelimit-limit')).toBeTruthy();
    const lines = ndjson.text.trimEnd().split('\n').map((line) => JSON.parse(line));
    expect(lines).toHaveLength(stored);
    expect(new Set(lines.map((r) => r.id)).size).toBe(stored);
    expect(lines[0]).toMatchObject({ engine: 'openai', surface: 'model_api', region: expect.any(String), status: 'answered', schema_version: 'answers/1', branded: false, sample: 1 });
    // The first audit's answers all name Acme, first among the brands; the others' never do.
    const firstAudit = completed[completed.length - 1].id;
    for (const r of lines.filter((l) => l.audit_id === firstAudit)) expect(r).toMatchObject({ cited: true, position: 1, brands: ['Acme', 'Globex'] });
    for (const r of lines.filter((l) => l.audit_id !== firstAudit)) expect(r).toMatchObject({ cited: false, position: null });

    // JSON pages with the cursor give the same records in the same order.
    const paged: any[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await call(product, `/api/v1/projects/${project.id}/answers?limit=7${after ? `&starting_after=${after}` : ''}`, { key: org.key });
      expect(page.status, page.text).toBe(200);
      paged.push(...page.body.data);
      if (!page.body.has_more) break;
      after = page.body.data.at(-1).id;
    }
    expect(paged).toEqual(lines);

    // Resuming an NDJSON load after a record, and a CSV of the rest.
    const rest = await product.api(`/api/v1/projects/${project.id}/answers?format=ndjson&starting_after=${lines[9].id}`, { key: org.key });
    expect(rest.text.trimEnd().split('\n').map((l) => JSON.parse(l).id)).toEqual(lines.slice(10).map((r) => r.id));
    const csv = await product.api(`/api/v1/projects/${project.id}/answers`, { key: org.key, headers: { Accept: 'text/csv' } });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = csv.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(rows).toHaveLength(stored + 1);
    expect(rows[0]).toMatch(/^"schema_version","id","audit_id"/);

    const future = await product.api(`/api/v1/projects/${project.id}/answers?since=2999-01-01`, { key: org.key, headers: { Accept: 'application/x-ndjson' } });
    expect(future.status).toBe(200);
    expect(future.text).toBe('');
  });

  it('keeps to the organisation and answers bad input with the documented errors', async () => {
    const other = await seedOrg(product, 'expert');
    const foreign = await product.api(`/api/v1/projects/${project.id}/answers`, { key: other.key, headers: { Accept: 'application/x-ndjson' } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('not_found');
    const cursor = await call(product, `/api/v1/projects/${project.id}/answers?starting_after=${project.id}`, { key: org.key });
    expect(cursor.status).toBe(400);
    expect(cursor.body.error).toMatchObject({ code: 'invalid_request', param: 'starting_after' });
    const since = await call(product, `/api/v1/projects/${project.id}/answers?since=yesterday`, { key: org.key });
    expect(since.status).toBe(400);
    expect(since.body.error.param).toBe('since');
  });
});

describe('MCP list_changes', () => {
  it('answers "what changed this week?" with the significant drop only', async () => {
    const client = new Client({ name: 'geo-audit-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${product.baseUrl}/api/mcp`), { requestInit: { headers: { Authorization: `Bearer ${org.key}` } } }));
    try {
      const result: any = await client.callTool({ name: 'list_changes', arguments: { project_id: project.id } });
      const text: string = result.content[0].text;
      const changes = JSON.parse(text.slice(text.indexOf('\n') + 1));
      expect(changes).toHaveLength(1);
      expect(changes[0]).toMatchObject({ project: { id: project.id }, direction: 'down', citation_rate: 0, previous_citation_rate: 100, delta: -100 });
      expect(changes[0].delta_range.high).toBeLessThan(0);
      expect(changes[0].engines).toEqual([expect.objectContaining({ engine: 'openai', direction: 'down' })]);
    } finally {
      await client.close();
    }
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../config';
import { fetchGuarded } from '../snapshots/safe-fetch';
import { allowAnyButMetadata, systemResolver } from '../snapshots/url-safety';
import { retryDelaySeconds, send } from './deliver';
import type { WebhookEvent } from './events';

const event: WebhookEvent = { type: 'webhook.test', timestamp: '2026-11-26T00:00:00.000Z', data: {} };

describe('retries', () => {
  it('wait half to all of base × 3^(n−1), the first within a minute, capped at 960 × base, over about a day in all', () => {
    const base = config().WEBHOOK_RETRY_BASE_MS / 1000;
    expect(retryDelaySeconds(1, 0)).toBe(base / 2);
    expect(retryDelaySeconds(1, 1)).toBe(base);
    expect(retryDelaySeconds(1, 1)).toBeLessThanOrEqual(60);
    expect(retryDelaySeconds(3, 1)).toBe(base * 9);
    expect(retryDelaySeconds(20, 1)).toBe(base * 960);
    const longest = Array.from({ length: 9 }, (_, i) => retryDelaySeconds(i + 1, 1)).reduce((a, b) => a + b);
    const shortest = Array.from({ length: 9 }, (_, i) => retryDelaySeconds(i + 1, 0)).reduce((a, b) => a + b);
    expect(shortest / 3600).toBeGreaterThan(10);
    expect(longest / 3600).toBeLessThan(30);
  });
});

describe('the outbound request', () => {
  let server: http.Server;
  let hits = 0;
  let url = '';
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      hits++;
      res.writeHead(302, { location: 'http://example.com/' }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is refused on a loopback address unless WEBHOOK_ALLOW_PRIVATE is set', async () => {
    expect(config().WEBHOOK_ALLOW_PRIVATE).toBe(false);
    const attempt = await send(url, 'whsec_' + Buffer.alloc(32).toString('base64'), 'msg_1', event);
    expect(attempt).toMatchObject({ ok: false, status: null });
    expect(attempt.error).toMatch(/Refused to fetch/);
    expect(hits).toBe(0);
  });

  it('POSTs its body with its headers and never follows a redirect', async () => {
    let received = '';
    server.once('request', (req: http.IncomingMessage) => req.on('data', (chunk) => (received += chunk)));
    const response = await fetchGuarded(url, {
      timeoutMs: 5000, maxBytes: 1024, maxRedirects: 0, returnRedirects: true, userAgent: 'test', accept: '*/*',
      isAddressAllowed: allowAnyButMetadata, resolveHost: systemResolver,
      post: { body: Buffer.from('{"a":1}'), headers: { 'content-type': 'application/json' } },
    });
    expect(response.status).toBe(302);
    expect(hits).toBe(1);
    expect(received).toBe('{"a":1}');
  });
});

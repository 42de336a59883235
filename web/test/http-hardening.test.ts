// What the server asks of browsers and of slow clients, over real HTTP
// (docs/operations/security.md#third-review-decisions): a Content-Security-Policy whose scripts
// need this response's nonce, on every page (not found included); HSTS when PUBLIC_URL is https;
// 408 for a client that never finishes its headers; the sign-in redirect never leaves the site;
// and a warning at start when PUBLIC_URL is unset on a server others reach.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardClient, uniqueEmail } from './dashboard-client';
import { type Product, productForSuite, startProduct } from './harness';

let product: Product;

beforeAll(async () => {
  // Listening on every interface without PUBLIC_URL: what the start-up warning is about.
  product = await startProduct({ HOST: '0.0.0.0', HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '2000' });
});
afterAll(() => product?.dispose());

async function page(path: string, init: RequestInit = {}) {
  const res = await fetch(product.baseUrl + path, { redirect: 'manual', ...init });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

describe('the pages’ Content-Security-Policy', () => {
  it.each(['/sign-in', '/sign-up', '/no-such-page'])('lets only the scripts of this response run on %s', async (path) => {
    const { headers, html } = await page(path);
    const policy = headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/.exec(policy)?.[1];
    expect(nonce, policy).toBeDefined();
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(headers.get('x-frame-options')).toBe('DENY');
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    // A fresh nonce for each response.
    expect((await page(path)).headers.get('content-security-policy')).not.toBe(policy);
  });

  it("ignores a nonce that the request brings", async () => {
    const { headers, html } = await page('/sign-in', { headers: { 'Content-Security-Policy': "script-src 'nonce-chosenbytheclient'" } });
    expect(headers.get('content-security-policy')).not.toContain('chosenbytheclient');
    expect(html).not.toContain('chosenbytheclient');
  });

  it('sends no HSTS over plain http, and no page policy on the API', async () => {
    const { headers } = await page('/api/v1/openapi.json');
    expect(headers.get('content-security-policy')).toBeNull();
    expect(headers.get('strict-transport-security')).toBeNull();
    expect((await page('/sign-in')).headers.get('strict-transport-security')).toBeNull();
  });

  it('warns at start that PUBLIC_URL is not set on a server listening beyond this machine', () => {
    expect(product.logs()).toMatch(/"level":"warn",[^\n]*"msg":"PUBLIC_URL is not set: invitation and password links are built from each request's Host header/);
  });
});

describe('slow clients', () => {
  it('answers 408 to a client that does not finish its headers in time, and closes', async () => {
    const { port } = new URL(product.baseUrl);
    const socket = net.connect(Number(port), '127.0.0.1');
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk));
    socket.write('GET /sign-in HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    const closed = await new Promise<boolean>((resolve) => {
      socket.once('close', () => resolve(true));
      setTimeout(() => resolve(false), 15_000).unref();
    });
    socket.destroy();
    expect(closed).toBe(true);
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe('after sign-in', () => {
  it.each([
    '/.//evil.example/phish',
    '/projects/../..//evil.example',
    '/%2e%2e//evil.example',
    '//evil.example',
    '/\\evil.example',
    '/%09/evil.example',
  ])('sends a signed-in person on to this site only, for next=%s', async (next) => {
    const client = new DashboardClient(product.baseUrl);
    await client.signUp({ email: uniqueEmail('redirected') });
    const res = await fetch(`${product.baseUrl}/sign-in?next=${encodeURIComponent(next)}`, { redirect: 'manual', headers: { Cookie: client.cookie! } });
    expect(res.status).toBe(307);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/(?![/\\])/); // a path, not `//host`
    expect(new URL(location, product.baseUrl).origin).toBe(new URL(product.baseUrl).origin);
  });
});

describe('behind TLS (PUBLIC_URL https)', () => {
  const secure = productForSuite({ PUBLIC_URL: 'https://geo.example.com' });

  it('sends HSTS on pages and the API, and says nothing of PUBLIC_URL at start', async () => {
    for (const path of ['/sign-in', '/api/v1/openapi.json']) {
      const res = await fetch(secure.baseUrl + path, { redirect: 'manual' });
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=31536000');
    }
    expect(secure.logs()).not.toContain('PUBLIC_URL is not set');
  });
});

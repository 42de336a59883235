import { afterEach, describe, expect, it } from 'vitest';
import { clientIp, isHttps, serverOrigin } from './proxy-headers';

const request = (headers: Record<string, string>, url = 'http://127.0.0.1:3000/api/app/projects') => new Request(url, { headers });

afterEach(() => {
  delete process.env.TRUST_PROXY;
  delete process.env.PUBLIC_URL;
});

describe('what a request says about its client', () => {
  it('ignores forwarding headers unless TRUST_PROXY is set', () => {
    const r = request({ host: 'geo.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example', 'x-forwarded-for': '6.6.6.6', 'x-geo-audit-peer': '10.0.0.1' });
    expect(serverOrigin(r)).toBe('http://geo.example');
    expect(isHttps(r)).toBe(false);
    expect(clientIp(r)).toBe('10.0.0.1');
    process.env.TRUST_PROXY = '1';
    expect(serverOrigin(r)).toBe('https://evil.example');
    expect(isHttps(r)).toBe(true);
    expect(clientIp(r)).toBe('6.6.6.6');
  });

  it('takes PUBLIC_URL as the origin when it is set', () => {
    process.env.PUBLIC_URL = 'https://audit.example.com/';
    expect(serverOrigin(request({ host: 'internal:3000' }))).toBe('https://audit.example.com');
  });
});

import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { clientIp, isHttps, serverOrigin } from './proxy-headers';

const request = (headers: Record<string, string>, url = 'http://127.0.0.1:3000/api/app/projects') => new Request(url, { headers });

describe('what a request says about its client', () => {
  it('ignores forwarding headers unless TRUST_PROXY is set', () => {
    const r = request({ host: 'geo.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example', 'x-forwarded-for': '6.6.6.6', 'x-geo-audit-peer': '10.0.0.1' });
    const untrusted = parseConfig({});
    expect(serverOrigin(r, untrusted)).toBe('http://geo.example');
    expect(isHttps(r, untrusted)).toBe(false);
    expect(clientIp(r, untrusted)).toBe('10.0.0.1');
    const trusted = parseConfig({ TRUST_PROXY: '1' });
    expect(serverOrigin(r, trusted)).toBe('https://evil.example');
    expect(isHttps(r, trusted)).toBe(true);
    expect(clientIp(r, trusted)).toBe('6.6.6.6');
  });

  it('takes PUBLIC_URL as the origin when it is set', () => {
    expect(serverOrigin(request({ host: 'internal:3000' }), parseConfig({ PUBLIC_URL: 'https://audit.example.com/' }))).toBe('https://audit.example.com');
  });
});

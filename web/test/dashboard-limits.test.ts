// The dashboard API's rate limits, over real HTTP: per signed-in user, and per client address
// before any session is looked at (docs/operations/configuration.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardClient, uniqueEmail } from './dashboard-client';
import { productForSuite } from './harness';

const product = productForSuite({ DASHBOARD_RPM_PER_USER: '8', DASHBOARD_RPM_PER_IP: '20' });

describe('dashboard rate limits', () => {
  it('refuses a user past their per-minute limit with 429 and Retry-After, and then the address', async () => {
    const busy = new DashboardClient(product.baseUrl);
    expect((await busy.signUp({ email: uniqueEmail('busy') })).status).toBe(201); // sign-up and session: 2 requests
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await busy.call('/api/app/projects')).status);
    const refused = statuses.indexOf(429);
    expect(refused).toBeGreaterThan(0);
    expect(statuses.slice(0, refused).every((s) => s === 200)).toBe(true);
    const limited = await busy.call('/api/app/projects');
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another user from the same address still gets in, until the address's own limit.
    const other = new DashboardClient(product.baseUrl);
    expect((await other.signUp({ email: uniqueEmail('other') })).status).toBe(201);
    const more: number[] = [];
    for (let i = 0; i < 10; i++) more.push((await other.call('/api/app/session')).status);
    expect(more[0]).toBe(200);
    expect(more).toContain(429);
    const anonymous = await new DashboardClient(product.baseUrl).call('/api/app/session');
    expect(anonymous.status).toBe(429);
  });
});

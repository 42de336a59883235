// Sign-in throttling over real HTTP (docs/operations/security.md): attempts are reserved before the
// password is hashed, so concurrent guesses cannot pass the limit; the count is per account as
// seen from one client, so an attacker cannot lock the owner out; IPv6 clients count per /64;
// and hashing has a ceiling of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardClient, uniqueEmail } from './dashboard-client';
import { type Product, productForSuite } from './harness';

const PASSWORD = 'correct horse battery';

function signInFrom(product: Product, ip: string, email: string, password: string) {
  return new DashboardClient(product.baseUrl).call('/api/app/auth/sign-in', { body: { email, password }, headers: { 'X-Forwarded-For': ip } });
}

describe('sign-in throttle', () => {
  const product = productForSuite({ TRUST_PROXY: 'true' });

  it('evaluates at most 5 of 12 concurrent wrong guesses, and still lets the owner in from their own address', async () => {
    const email = uniqueEmail('victim');
    expect((await new DashboardClient(product.baseUrl).signUp({ email })).status).toBe(201);
    const guesses = await Promise.all(Array.from({ length: 12 }, (_, i) => signInFrom(product, '203.0.113.5', email, `wrong guess ${i}`)));
    const statuses = guesses.map((g) => g.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // Even the right password is refused from the attacker's address…
    const fromAttacker = await signInFrom(product, '203.0.113.5', email, PASSWORD);
    expect(fromAttacker.status).toBe(429);
    expect(fromAttacker.body.error.code).toBe('too_many_attempts');
    expect(Number(fromAttacker.headers.get('retry-after'))).toBeGreaterThan(0);
    // …but the owner, from their own, is not locked out.
    expect((await signInFrom(product, '198.51.100.7', email, PASSWORD)).status).toBe(200);
  });

  it('counts every spelling that signs into one account together (İ is i to PostgreSQL, not to JavaScript)', async () => {
    const email = uniqueEmail('lili');
    expect((await new DashboardClient(product.baseUrl).signUp({ email })).status).toBe(201);
    // The spelling PostgreSQL's lower() takes for the account, but JavaScript's toLowerCase() does not.
    const variant = email.replace('i', 'İ');
    expect(variant.toLowerCase()).not.toBe(email);
    expect((await signInFrom(product, '203.0.113.9', variant, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signInFrom(product, '203.0.113.9', email, `wrong guess ${i}`)).status).toBe(401);
    for (const spelling of [variant, email.replaceAll('i', 'İ'), email.toUpperCase()]) {
      const refused = await signInFrom(product, '203.0.113.9', spelling, `another guess`);
      expect(refused.status, spelling).toBe(429);
    }
    expect((await signInFrom(product, '198.51.100.9', variant, PASSWORD)).status).toBe(200);
  });

  it('counts an IPv6 client by its /64, across accounts, up to 50 failures', async () => {
    const emails = Array.from({ length: 51 }, () => uniqueEmail('nobody'));
    const attempts = [];
    for (let i = 0; i < 50; i += 10) {
      attempts.push(...(await Promise.all(emails.slice(i, i + 10).map((email, j) => signInFrom(product, `2001:db8:1:2::${(i + j + 1).toString(16)}`, email, 'wrong password')))));
    }
    expect(attempts.map((a) => a.status)).toEqual(Array(50).fill(401));
    const sameNetwork = await signInFrom(product, '2001:db8:1:2:ffff:ffff:ffff:fffe', emails[50], 'wrong password');
    expect(sameNetwork.status).toBe(429);
    expect((await signInFrom(product, '2001:db8:1:3::1', emails[50], 'wrong password')).status).toBe(401);
  });
});

describe('the ceiling on password hashing', () => {
  const product = productForSuite({ TRUST_PROXY: 'true', SCRYPT_CONCURRENCY: '1', SCRYPT_QUEUE: '1' });

  it('refuses sign-ins beyond the hashes it can run and queue with 429 server_busy', async () => {
    const attempts = await Promise.all(Array.from({ length: 8 }, (_, i) => signInFrom(product, `192.0.2.${i + 1}`, uniqueEmail('flood'), 'wrong password')));
    const busy = attempts.filter((a) => a.status === 429);
    expect(busy.length).toBeGreaterThan(0);
    for (const a of busy) {
      expect(a.body.error.code).toBe('server_busy');
      expect(a.headers.get('retry-after')).toBe('5');
    }
    expect(attempts.filter((a) => a.status === 401).length).toBeGreaterThanOrEqual(2);
  });
});

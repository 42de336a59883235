// The first operator account is a deliberate act (README.md#quick-start): a fresh install prints
// a one-time setup link at start; the first sign-up needs its token, uses it up, and becomes the
// operator with the Expert plan. `npm run cli -- setup token` issues a new one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardClient, uniqueEmail } from './dashboard-client';
import { productForSuite } from './harness';

describe('a fresh install without SETUP_TOKEN', () => {
  const product = productForSuite({ SETUP_TOKEN: '' });

  it('prints a setup link at start, refuses the first sign-up without it or with a wrong one, and takes it once', async () => {
    const printed = /\/sign-up\?setup=([A-Za-z0-9_-]{43})/.exec(product.logs());
    expect(printed, product.logs()).not.toBeNull();
    const token = printed![1];
    // The token is not in the JSON log lines.
    for (const line of product.logs().split('\n').filter((l) => l.startsWith('{'))) expect(line).not.toContain(token);

    const session = await new DashboardClient(product.baseUrl).call('/api/app/session');
    expect(session.body.data).toMatchObject({ user: null, setupRequired: true });
    const home = await fetch(product.baseUrl, { redirect: 'manual' });
    expect(home.headers.get('location')).toMatch(/\/sign-up$/);

    // The last candidate differs from the token in its last character only (never equal to it).
    for (const setupToken of [undefined, 'x'.repeat(43), `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`]) {
      const refused = await new DashboardClient(product.baseUrl).signUp({ email: uniqueEmail('intruder'), setupToken });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatchObject({ code: 'setup_token_invalid', param: 'setupToken' });
    }

    // A new token from the CLI replaces the printed one.
    const fromCli = await product.admin<{ token: string; url: string }>('setup', 'token');
    expect(fromCli.url).toContain(`/sign-up?setup=${fromCli.token}`);
    expect((await new DashboardClient(product.baseUrl).signUp({ email: uniqueEmail('late'), setupToken: token })).status).toBe(403);

    const operator = new DashboardClient(product.baseUrl);
    expect((await operator.signUp({ email: uniqueEmail('operator'), setupToken: fromCli.token })).status).toBe(201);
    expect(await operator.session()).toMatchObject({ org: { plan: 'expert' }, role: 'owner' });

    // Used up: later sign-ups are ordinary ones (Free), with or without a token.
    const later = new DashboardClient(product.baseUrl);
    expect((await later.signUp({ email: uniqueEmail('later'), setupToken: fromCli.token })).status).toBe(201);
    expect(await later.session()).toMatchObject({ org: { plan: 'free' } });
    await expect(product.admin('setup', 'token')).rejects.toThrow(/operator account already/);
    expect((await fetch(product.baseUrl, { redirect: 'manual' })).headers.get('location')).toMatch(/\/sign-in$/);
  });
});

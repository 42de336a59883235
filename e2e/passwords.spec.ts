// In the browser (docs/operations/security.md#third-review-decisions): signing in with a `next`
// that tries to leave the site lands on it; an owner's password link, copied from the Team page,
// lets a member choose a new password and signs them in while their other sessions end; a
// signed-in person changes their password on the Account page. No page breaks the
// Content-Security-Policy on the way (a blocked script is a console error).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DashboardClient } from '../web/test/dashboard-client';
import { newContext, PASSWORD, productForSpec, signUp, uniqueEmail } from './browser';

const app = productForSpec();

/** Console errors (a script the CSP blocked) and page errors of `page`; an API's refusal (a 401 for a wrong password) is expected. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) problems.push(`console: ${msg.text()}`);
  });
  return problems;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('passwords and redirects in the browser', () => {
  it('lands on this site after sign-in, whatever `next` says', async () => {
    const email = uniqueEmail('redirect');
    expect((await new DashboardClient(app.product.baseUrl).signUp({ email, password: PASSWORD })).status).toBe(201);
    for (const next of ['/.//evil.example/phish', '/projects/../..//evil.example']) {
      const page = await (await newContext(app.browser, app.product.baseUrl)).newPage();
      const problems = problemsOf(page);
      await page.goto(`/sign-in?next=${encodeURIComponent(next)}`);
      await signIn(page, email, PASSWORD);
      await page.waitForURL('**/projects');
      expect(new URL(page.url()).origin).toBe(new URL(app.product.baseUrl).origin);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });

  it("sets a member's password through the owner's link, and changes one's own on the Account page", async () => {
    const owner = await (await newContext(app.browser, app.product.baseUrl)).newPage();
    const ownerProblems = problemsOf(owner);
    await signUp(owner, { email: uniqueEmail('owner'), name: 'Olga Owner', organization: 'Keyholders' });
    await owner.getByRole('link', { name: 'Team' }).click();
    const memberEmail = uniqueEmail('member');
    await owner.getByLabel('E-mail address').fill(memberEmail);
    await owner.getByRole('button', { name: 'Invite', exact: true }).click();
    const invitation = await owner.getByTestId('invitation-link').innerText();

    const member = await (await newContext(app.browser, app.product.baseUrl)).newPage();
    await member.goto(invitation);
    await member.getByLabel('Your name').fill('Mo Member');
    await member.getByLabel('Password').fill(PASSWORD);
    await member.getByRole('button', { name: 'Create account and join' }).click();
    await member.waitForURL('**/projects');

    await owner.reload();
    await owner.getByRole('button', { name: 'Password link for Mo Member' }).click();
    const link = await owner.getByTestId('reset-link').innerText();
    expect(link).toMatch(new RegExp(`^${app.product.baseUrl}/reset-password/[A-Za-z0-9_-]{43}$`));

    const fresh = await (await newContext(app.browser, app.product.baseUrl)).newPage();
    const freshProblems = problemsOf(fresh);
    await fresh.goto(link);
    await fresh.getByText(`For ${memberEmail}.`).waitFor();
    await fresh.getByLabel('New password').fill('a new password for Mo');
    await fresh.getByRole('button', { name: 'Set password and sign in' }).click();
    await fresh.waitForURL('**/projects');
    await fresh.getByText('Keyholders').first().waitFor();
    expect(freshProblems).toEqual([]);

    // The member's earlier session has ended.
    await member.goto('/projects');
    await member.waitForURL('**/sign-in**');

    // The owner changes their own password.
    await owner.getByRole('link', { name: 'Account' }).click();
    await owner.getByLabel('Current password').fill('not it');
    await owner.getByLabel('New password').fill('the owner’s new password');
    await owner.getByRole('button', { name: 'Change password' }).click();
    await owner.getByText('That is not your current password.').waitFor();
    await owner.getByLabel('Current password').fill(PASSWORD);
    await owner.getByRole('button', { name: 'Change password' }).click();
    await owner.getByText('Password changed. Your other sessions have ended.').waitFor();
    expect(ownerProblems).toEqual([]);
  });
});

// Joining an organisation: an owner copies an invitation link from the Team page; the person
// invited opens it, creates an account, and works in the owner's organisation.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type Product } from '../web/test/harness';
import { launchBrowser, newContext, PASSWORD, screenshot, signUp, uniqueEmail } from './browser';

let product: Product;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.dispose();
});

describe('team', () => {
  it('lets an owner invite a colleague through a link', async () => {
    const owner = await (await newContext(browser, product.baseUrl)).newPage();
    await signUp(owner, { email: uniqueEmail('owner'), name: 'Olga Owner', organization: 'Northwind' });
    await owner.getByRole('link', { name: 'Team' }).click();
    await owner.getByRole('button', { name: 'Invite someone' }).click();
    const link = await owner.getByTestId('invitation-link').innerText();
    expect(link).toMatch(new RegExp(`^${product.baseUrl}/invite/[A-Za-z0-9_-]{43}$`));
    await owner.getByRole('table').filter({ hasText: 'Revoke' }).waitFor();
    await screenshot(owner, 'team');

    const colleague = await (await newContext(browser, product.baseUrl)).newPage();
    await colleague.goto(link);
    await colleague.getByRole('heading', { name: 'Join Northwind' }).waitFor();
    await screenshot(colleague, 'invite');
    const email = uniqueEmail('colleague');
    await colleague.getByLabel('Your name').fill('Carl Colleague');
    await colleague.getByLabel('Work e-mail').fill(email);
    await colleague.getByLabel('Password').fill(PASSWORD);
    await colleague.getByRole('button', { name: 'Create account and join' }).click();
    await colleague.waitForURL('**/projects');
    await colleague.getByText('Northwind').first().waitFor();

    await colleague.goto(link);
    await colleague.getByRole('heading', { name: 'Invitation not valid' }).waitFor();

    await owner.reload();
    await owner.getByText('Carl Colleague').waitFor();
    expect(await owner.getByText('No pending invitation.').isVisible()).toBe(true);

    // The owner removes the colleague: their session ends at once.
    await owner.getByRole('button', { name: 'Remove Carl Colleague' }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await owner.getByText('Carl Colleague was removed').waitFor();
    expect(await owner.getByRole('cell', { name: /Carl Colleague/ }).count()).toBe(0);
    await colleague.goto('/projects');
    await colleague.waitForURL('**/sign-in**');
  });
});

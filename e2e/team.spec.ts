// Joining an organisation: an owner invites a colleague's e-mail address with a role from the
// Team page and copies the link; the person invited opens it, creates an account with that
// address (filled in), and works in the owner's organisation. The only owner is not offered
// "Leave"; on a phone each row's actions sit on their own line.
import { describe, expect, it } from 'vitest';
import { newContext, PASSWORD, productForSpec, screenshot, signUp, uniqueEmail } from './browser';

const app = productForSpec();

describe('team', () => {
  it('lets an owner invite a colleague by e-mail address and role', async () => {
    const owner = await (await newContext(app.browser, app.product.baseUrl)).newPage();
    await signUp(owner, { email: uniqueEmail('owner'), name: 'Olga Owner', organization: 'Northwind' });
    await owner.getByRole('link', { name: 'Team' }).click();
    // The only owner cannot leave: no button, a sentence instead.
    await owner.getByTestId('only-owner').waitFor();
    expect(await owner.getByRole('button', { name: 'Leave' }).count()).toBe(0);
    // An empty address is said in words, before the server is asked.
    await owner.getByRole('button', { name: 'Invite', exact: true }).click();
    await owner.getByText('Enter the e-mail address of the person you invite.').waitFor();
    const email = uniqueEmail('colleague');
    await owner.getByLabel('E-mail address').fill(email);
    await owner.getByLabel('Role', { exact: true }).selectOption('member');
    await owner.getByRole('button', { name: 'Invite', exact: true }).click();
    const link = await owner.getByTestId('invitation-link').innerText();
    expect(link).toMatch(new RegExp(`^${app.product.baseUrl}/invite/[A-Za-z0-9_-]{43}$`));
    // Listed with its address and its role.
    const pending = owner.getByTestId('pending-invitation').filter({ hasText: email });
    await pending.waitFor();
    expect(await pending.innerText()).toMatch(/member/);
    await screenshot(owner, 'team');

    const colleague = await (await newContext(app.browser, app.product.baseUrl)).newPage();
    await colleague.goto(link);
    await colleague.getByRole('heading', { name: 'Join Northwind' }).waitFor();
    await screenshot(colleague, 'invite');
    await colleague.getByLabel('Your name').fill('Carl Colleague');
    expect(await colleague.getByLabel('Work e-mail').inputValue()).toBe(email);
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

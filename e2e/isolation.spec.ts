// Tenant isolation in the browser: someone of another organisation who has the address of a
// project, of its report or of its export sees nothing of it.
import { describe, expect, it } from 'vitest';
import { dashboardApi, newContext, productForSpec, screenshot, signUp, uniqueEmail } from './browser';

const app = productForSpec();

describe('tenant isolation', () => {
  it('keeps a project and its report out of reach of another organisation', async () => {
    const alice = await (await newContext(app.browser, app.product.baseUrl)).newPage();
    await signUp(alice, { email: uniqueEmail('alice'), organization: 'Alice Co' });
    const api = await dashboardApi(alice);
    const projectId = (await api.post('/api/app/projects', { name: 'Alice secret launch', url: 'https://alice.example' })).body.data.id as string;
    await api.post(`/api/app/projects/${projectId}/prompts`, { prompts: [{ text: 'best secret tool' }] });
    const auditId = (await api.post(`/api/app/projects/${projectId}/audits`)).body.data.auditId as string;
    await alice.goto(`/projects/${projectId}`);
    await alice.getByRole('heading', { name: 'Alice secret launch' }).waitFor();

    const bob = await (await newContext(app.browser, app.product.baseUrl)).newPage();
    await signUp(bob, { email: uniqueEmail('bob'), organization: 'Bob Co' });
    await bob.getByRole('heading', { name: 'Create your first project' }).waitFor();

    await bob.goto(`/projects/${projectId}`);
    await bob.getByRole('heading', { name: 'Project not found' }).waitFor();
    await screenshot(bob, 'isolation-project-not-found');
    for (const path of [`/projects/${projectId}/prompts`, `/projects/${projectId}/settings`]) {
      await bob.goto(path);
      await bob.getByRole('heading', { name: 'Project not found' }).waitFor();
    }
    await bob.goto(`/projects/${projectId}/audits/${auditId}`);
    await bob.getByRole('heading', { name: 'Project not found' }).waitFor();
    expect(await bob.locator('body').innerText()).not.toContain('Alice secret launch');
    // Alice herself, with an audit id that is not one of hers:
    await alice.goto(`/projects/${projectId}/audits/00000000-0000-4000-8000-000000000000`);
    await alice.getByRole('heading', { name: 'Audit not found' }).waitFor();

    const exported = await bob.request.get(`/api/app/projects/${projectId}/audits/${auditId}/export?format=csv`);
    expect(exported.status()).toBe(404);
    const listed = await bob.request.get('/api/app/projects');
    expect((await listed.json()).data).toEqual([]);
  });

  it('sends a signed-out visitor of a report to sign-in, and back to the report afterwards', async () => {
    const page = await (await newContext(app.browser, app.product.baseUrl)).newPage();
    const email = uniqueEmail('carol');
    await signUp(page, { email });
    const projectId = (await (await dashboardApi(page)).post('/api/app/projects', { name: 'Carol', url: 'https://carol.example' })).body.data.id as string;
    await page.context().clearCookies();
    await page.goto(`/projects/${projectId}/settings`);
    await page.waitForURL(/\/sign-in\?next=/);
    await page.getByLabel('Work e-mail').fill(email);
    await page.getByLabel('Password').fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`**/projects/${projectId}/settings`);
    await page.getByRole('heading', { name: 'Project settings' }).waitFor();
  });
});

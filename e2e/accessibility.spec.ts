// WCAG 2.1 AA on every dashboard page (docs/guide/dashboard.md): axe-core (through
// @axe-core/playwright, which drives playwright-core's pages) at 1280 and 390 px, and at 1280 px
// in the dark colour scheme, failing on any
// serious or critical violation; and no page error, console error (React's hydration errors, a
// missing favicon) or hydration warning on the way. Then the keyboard paths: the mobile menu,
// dialogs and the answers table.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type Product } from '../web/test/harness';
import { DESKTOP, launchBrowser, MOBILE, newContext, screenshot, seriousViolations, showReportCharts, signUp, uniqueEmail, watch } from './browser';

let product: Product;
let browser: Browser;
let owner: BrowserContext;
let projectId: string;
let auditId: string;
let invitationUrl: string;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.dispose();
});

/** The WCAG 2.1 AA rules of axe-core whose outcome depends on colours (the others read the DOM, the same in both schemes). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface Visit {
  name: string;
  url: () => string;
  /** waits for the page's content (not only its skeleton), and opens what must be checked open */
  ready: (page: Page) => Promise<unknown>;
}

const SIGNED_OUT: Visit[] = [
  { name: 'sign-in', url: () => '/sign-in', ready: (p) => p.getByRole('button', { name: 'Sign in' }).waitFor() },
  { name: 'sign-up', url: () => '/sign-up', ready: (p) => p.getByRole('button', { name: 'Create account' }).waitFor() },
  { name: 'invite', url: () => invitationUrl, ready: (p) => p.getByRole('button', { name: 'Create account and join' }).waitFor() },
  { name: 'not-found', url: () => '/no-such-page', ready: (p) => p.getByRole('heading').first().waitFor() },
  { name: 'reset-password-used', url: () => `/reset-password/${'x'.repeat(43)}`, ready: (p) => p.getByRole('heading', { name: 'Link not valid' }).waitFor() },
  {
    name: 'sign-up-errors',
    url: () => '/sign-up',
    ready: async (p) => {
      await p.getByRole('button', { name: 'Create account' }).click();
      await p.getByText('Enter your e-mail address.').waitFor();
    },
  },
  { name: 'api-reference', url: () => '/docs/api', ready: (p) => p.locator('.opblock').first().waitFor() },
];

const SIGNED_IN: Visit[] = [
  { name: 'projects', url: () => '/projects', ready: (p) => p.getByRole('link', { name: /^Acme/ }).waitFor() },
  { name: 'new-project', url: () => '/projects/new', ready: (p) => p.getByLabel('Brand name').waitFor() },
  { name: 'overview', url: () => `/projects/${projectId}`, ready: (p) => p.getByRole('heading', { name: 'Run an audit' }).waitFor() },
  { name: 'prompts', url: () => `/projects/${projectId}/prompts`, ready: (p) => p.getByText('best CRM for agencies').first().waitFor() },
  { name: 'sources', url: () => `/projects/${projectId}/sources`, ready: (p) => p.locator('main h2, main h3').first().waitFor() },
  { name: 'gaps', url: () => `/projects/${projectId}/gaps`, ready: (p) => p.locator('main .card h2, main .card h3').first().waitFor() },
  { name: 'project-settings', url: () => `/projects/${projectId}/settings`, ready: (p) => p.getByLabel('Project name').waitFor() },
  {
    name: 'report',
    url: () => `/projects/${projectId}/audits/${auditId}`,
    ready: async (p) => {
      await p.getByTestId('query-table').waitFor();
      await showReportCharts(p);
    },
  },
  {
    name: 'answer-dialog',
    url: () => `/projects/${projectId}/audits/${auditId}`,
    ready: async (p) => {
      await p.getByTestId('query-table').getByRole('button').first().click();
      await p.getByRole('dialog').getByTestId('answer-text').waitFor();
    },
  },
  { name: 'api-keys', url: () => '/settings/api-keys', ready: (p) => p.getByRole('button', { name: 'Revoke CI' }).waitFor() },
  { name: 'team', url: () => '/settings/team', ready: (p) => p.getByRole('heading', { name: 'Team' }).waitFor() },
  { name: 'spend', url: () => '/settings/spend', ready: (p) => p.getByRole('heading', { name: 'Spend per month and engine' }).waitFor() },
  { name: 'account', url: () => '/settings/account', ready: (p) => p.getByLabel('Current password').waitFor() },
  { name: 'engines', url: () => '/settings/engines', ready: (p) => p.getByRole('table', { name: 'Engines' }).waitFor() },
  {
    name: 'report-details',
    url: () => `/projects/${projectId}/audits/${auditId}`,
    ready: async (p) => {
      await p.getByTestId('report-sentence').waitFor();
      await p.getByText('How the answers were read').click();
      await p.locator('.figure-details .kpi-value').first().waitFor();
    },
  },
  {
    name: 'new-project-advanced',
    url: () => '/projects/new',
    ready: async (p) => {
      await p.getByText(/^Advanced/).click();
      await p.getByLabel('Project name').waitFor();
    },
  },
];

describe('accessibility', () => {
  it('sets up an organisation with a project, prompts and a completed audit', async () => {
    // A fresh install's sign-up (the operator's, with the setup token), at both widths.
    for (const viewport of [DESKTOP, MOBILE]) {
      const context = await newContext(browser, product.baseUrl, viewport);
      const page = await context.newPage();
      const problems = watch(page);
      await page.goto('/');
      await page.getByLabel('Setup token').waitFor();
      expect([...(await seriousViolations(page, `setup@${viewport.width}`)), ...problems]).toEqual([]);
      await context.close();
    }
    owner = await newContext(browser, product.baseUrl);
    const page = await owner.newPage();
    await signUp(page, { email: uniqueEmail('a11y'), name: 'Ada', organization: 'Acme Co' });
    ({ projectId, auditId, invitationUrl } = await page.evaluate(async () => {
      const session = await (await fetch('/api/app/session')).json();
      const headers = { 'Content-Type': 'application/json', 'X-CSRF-Token': session.data.csrfToken };
      const post = async (path: string, body: unknown) => (await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) })).json();
      // One answer per prompt: each row of the answers table opens its answer (the keyboard path below).
      const project = await post('/api/app/projects', { name: 'Acme CRM', url: 'https://acme.example', brand_name: 'Acme', competitors: ['Globex', 'Initech'], samples: 1 });
      const id = project.data.id as string;
      await post(`/api/app/projects/${id}/prompts`, { prompts: [{ text: 'best CRM for agencies', tag: 'comparisons' }, { text: 'Acme pricing' }, { text: 'CRM for startups' }] });
      const audit = (await post(`/api/app/projects/${id}/audits`, {})).data.auditId as string;
      for (;;) {
        const audits = (await (await fetch(`/api/app/projects/${id}/audits`)).json()).data;
        if (audits.find((a: any) => a.id === audit)?.status === 'COMPLETED') break;
        await new Promise((r) => setTimeout(r, 200));
      }
      const invitation = (await post('/api/app/invitations', { email: 'invitee@example.com', role: 'member' })).data;
      // A key to list on the API keys page (its table, not only the empty state).
      const key = await post('/api/app/keys', { name: 'CI', scopes: ['read', 'write'] });
      if (!key.data?.key) throw new Error(`the key was not created: ${JSON.stringify(key)}`);
      return { projectId: id, auditId: audit, invitationUrl: invitation.url as string };
    }));
    await page.close();
  });

  for (const [viewport, colorScheme] of [[DESKTOP, 'light'], [MOBILE, 'light'], [DESKTOP, 'dark']] as const) {
    it(`has no serious violation, page error or hydration warning at ${viewport.width} px (${colorScheme})`, async () => {
      const found: string[] = [];
      const signedOut = await newContext(browser, product.baseUrl, viewport, { colorScheme });
      const signedIn = await newContext(browser, product.baseUrl, viewport, { colorScheme });
      await signedIn.addCookies(await owner.cookies());
      for (const [context, visits] of [[signedOut, SIGNED_OUT], [signedIn, SIGNED_IN]] as const) {
        for (const visit of visits) {
          const page = await context.newPage();
          const problems = watch(page);
          await page.goto(visit.url());
          await visit.ready(page);
          await page.waitForLoadState('networkidle');
          const where = `${visit.name}@${viewport.width}${colorScheme === 'dark' ? ' dark' : ''}`;
          // Every page as a person sees it, at each width (e2e/screenshots/, git-ignored).
          if (colorScheme === 'light') await screenshot(page, `a11y-${visit.name}-${viewport.width}`);
          // The dark scheme changes colours only: its sweep asks axe for the rules colours can break.
          const rules = colorScheme === 'dark' ? COLOUR_RULES : undefined;
          found.push(...(await seriousViolations(page, where, rules)), ...problems.map((p) => `${where}: ${p}`));
          await page.close();
        }
      }
      await signedOut.close();
      await signedIn.close();
      expect(found).toEqual([]);
      // About 30 pages, each loaded, checked by axe and photographed: longer than one test's default.
    }, 600_000);
  }

  it('can be used with the keyboard: the phone menu, the answers and their dialog', async () => {
    const context = await newContext(browser, product.baseUrl, MOBILE);
    await context.addCookies(await owner.cookies());
    const page = await context.newPage();
    await page.goto(`/projects/${projectId}/audits/${auditId}`);
    await page.getByTestId('query-table').waitFor();
    // The menu opens from its button and closes on Escape, focus back on the button.
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Projects' }).waitFor();
    // The page behind the menu takes no focus: Tab goes from the button into the menu.
    expect(await page.locator('main').getAttribute('inert')).not.toBeNull();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#sidebar'))).toBe(true);
    await page.keyboard.press('Escape');
    await nav.getByRole('link', { name: 'Projects' }).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
    // An answer opens with Enter, its text can take focus to scroll, Escape closes it and
    // gives focus back to the row.
    const row = page.getByTestId('answer-group').first();
    await row.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('answer-text').waitFor();
    expect(await dialog.getByTestId('answer-text').getAttribute('tabindex')).toBe('0');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('answer-group');
    await context.close();
  });
});

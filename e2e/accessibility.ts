// What the accessibility specs share (docs/guide/dashboard.md): one organisation with a project,
// prompts, a completed audit, an invitation and an API key, and every dashboard page, signed out
// and signed in, each waited for until its content is there. A sweep loads each page at one width
// and colour scheme and gathers axe-core's serious and critical WCAG 2.1 AA violations and every
// page error, console error or hydration warning. The three sweeps (1280 px, 390 px, 1280 px dark)
// are three spec files, so that they run side by side.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import type { Product } from '../web/test/harness';
import { dashboardApi, newContext, productForSpec, screenshot, seriousViolations, showReportCharts, signUp, uniqueEmail, watch, type SpecProduct } from './browser';

export interface A11ySite extends SpecProduct {
  /** The signed-in owner's context (its cookies sign the sweeps in). */
  owner: BrowserContext;
  projectId: string;
  auditId: string;
  invitationUrl: string;
}

/**
 * Starts the product and a browser for this file, stopped after it. `beforeSignUp` runs first on
 * the fresh install (the setup page); then the owner signs up and the data is seeded.
 */
export function accessibilitySite(beforeSignUp?: (product: Product, browser: Browser) => Promise<void>): A11ySite {
  const site = productForSpec() as A11ySite;
  beforeAll(async () => {
    await beforeSignUp?.(site.product, site.browser);
    site.owner = await newContext(site.browser, site.product.baseUrl);
    const page = await site.owner.newPage();
    await signUp(page, { email: uniqueEmail('a11y'), name: 'Ada', organization: 'Acme Co' });
    const api = await dashboardApi(page);
    // One answer per prompt: each row of the answers table opens its answer (the keyboard path of accessibility.spec.ts).
    const project = await api.post('/api/app/projects', { name: 'Acme CRM', url: 'https://acme.example', brand_name: 'Acme', competitors: ['Globex', 'Initech'], samples: 1 });
    const id = project.body.data.id as string;
    await api.post(`/api/app/projects/${id}/prompts`, { prompts: [{ text: 'best CRM for agencies', tag: 'comparisons' }, { text: 'Acme pricing' }, { text: 'CRM for startups' }] });
    const audit = (await api.post(`/api/app/projects/${id}/audits`)).body.data.auditId as string;
    await api.completed(id, audit);
    const invitation = (await api.post('/api/app/invitations', { email: 'invitee@example.com', role: 'member' })).body.data;
    // A key to list on the API keys page (its table, not only the empty state).
    const key = await api.post('/api/app/keys', { name: 'CI', scopes: ['read', 'write'] });
    if (!key.body.data?.key) throw new Error(`the key was not created: ${JSON.stringify(key.body)}`);
    Object.assign(site, { projectId: id, auditId: audit, invitationUrl: invitation.url as string });
    await page.close();
  });
  return site;
}

/** The WCAG 2.1 AA rules of axe-core whose outcome depends on colours (the others read the DOM, the same in both schemes). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface Visit {
  name: string;
  url: () => string;
  /** waits for the page's content (not only its skeleton), and opens what must be checked open */
  ready: (page: Page) => Promise<unknown>;
}

function signedOut(site: A11ySite): Visit[] {
  return [
    { name: 'sign-in', url: () => '/sign-in', ready: (p) => p.getByRole('button', { name: 'Sign in' }).waitFor() },
    { name: 'sign-up', url: () => '/sign-up', ready: (p) => p.getByRole('button', { name: 'Create account' }).waitFor() },
    { name: 'invite', url: () => site.invitationUrl, ready: (p) => p.getByRole('button', { name: 'Create account and join' }).waitFor() },
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
}

function signedIn(site: A11ySite): Visit[] {
  return [
    { name: 'projects', url: () => '/projects', ready: (p) => p.getByRole('link', { name: /^Acme/ }).waitFor() },
    { name: 'new-project', url: () => '/projects/new', ready: (p) => p.getByLabel('Brand name').waitFor() },
    { name: 'overview', url: () => `/projects/${site.projectId}`, ready: (p) => p.getByRole('heading', { name: 'Run an audit' }).waitFor() },
    { name: 'prompts', url: () => `/projects/${site.projectId}/prompts`, ready: (p) => p.getByText('best CRM for agencies').first().waitFor() },
    { name: 'sources', url: () => `/projects/${site.projectId}/sources`, ready: (p) => p.locator('main h2, main h3').first().waitFor() },
    { name: 'gaps', url: () => `/projects/${site.projectId}/gaps`, ready: (p) => p.locator('main .card h2, main .card h3').first().waitFor() },
    { name: 'project-settings', url: () => `/projects/${site.projectId}/settings`, ready: (p) => p.getByLabel('Project name').waitFor() },
    {
      name: 'report',
      url: () => `/projects/${site.projectId}/audits/${site.auditId}`,
      ready: async (p) => {
        await p.getByTestId('query-table').waitFor();
        await showReportCharts(p);
      },
    },
    {
      name: 'answer-dialog',
      url: () => `/projects/${site.projectId}/audits/${site.auditId}`,
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
      url: () => `/projects/${site.projectId}/audits/${site.auditId}`,
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
}


/** Every page at one width and colour scheme: each problem found, one line each (none: []). */
export async function sweep(site: A11ySite, viewport: { width: number; height: number }, colorScheme: 'light' | 'dark'): Promise<string[]> {
  const found: string[] = [];
  const signedOutContext = await newContext(site.browser, site.product.baseUrl, viewport, { colorScheme });
  const signedInContext = await newContext(site.browser, site.product.baseUrl, viewport, { colorScheme });
  await signedInContext.addCookies(await site.owner.cookies());
  for (const [context, visits] of [[signedOutContext, signedOut(site)], [signedInContext, signedIn(site)]] as const) {
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
  await signedOutContext.close();
  await signedInContext.close();
  return found;
}

/** About 30 pages, each loaded and checked by axe: longer than one test's default. */
export const SWEEP_TIMEOUT_MS = 600_000;

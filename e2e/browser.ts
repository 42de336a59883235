// What the e2e specs share: Debian's Chromium driven by playwright-core (`npx playwright
// install` cannot download here; CI installs the `chromium` package), the two viewports the
// dashboard must work at, screenshots into e2e/screenshots/ (git-ignored) with
// E2E_SCREENSHOTS=1, the product and browser of a spec file, a browser-side sign-up and the
// dashboard's API as the signed-in page calls it.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { TEST_SETUP_TOKEN } from '../web/test/dashboard-client';
import { startProduct, type Product } from '../web/test/harness';

export const DESKTOP = { width: 1280, height: 860 };
export const MOBILE = { width: 390, height: 844 };
export const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');
export const PASSWORD = 'correct horse battery staple';
/**
 * Screenshots are for a person to look at (a layout review, docs/images): taken only when asked,
 * as nothing compares them, and they cost CI a minute (docs/contributing/testing.md).
 */
const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** What a spec's product calls instead of the real services (engine fakes), with the env pointing it at them. */
interface Fakes {
  env: Record<string, string>;
  close(): Promise<void>;
}

export interface SpecProduct<F extends Fakes = Fakes> {
  product: Product;
  browser: Browser;
  fakes: F;
}

/**
 * The product (with `env`) and Chromium for a spec file, started in a beforeAll and closed in an
 * afterAll; `fakes`, when given, start first, give the product their env and are closed last.
 * The spec's own beforeAll hooks, registered after this call, run after it.
 */
export function productForSpec<F extends Fakes = Fakes>(options: { env?: Record<string, string>; fakes?: () => Promise<F> } = {}): SpecProduct<F> {
  const started = {} as SpecProduct<F>;
  beforeAll(async () => {
    if (options.fakes) started.fakes = await options.fakes();
    [started.product, started.browser] = await Promise.all([startProduct({ ...started.fakes?.env, ...options.env }), launchBrowser()]);
  });
  afterAll(async () => {
    await started.browser?.close();
    await started.product?.dispose();
    await started.fakes?.close();
  });
  return started;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export async function newContext(browser: Browser, baseURL: string, viewport = DESKTOP, options: Pick<BrowserContextOptions, 'colorScheme' | 'locale'> = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport, acceptDownloads: true, reducedMotion: 'reduce', ...options });
  // Generous: CI runs two product servers, their embedded databases and Chromium on 2 cores, where
  // a page that answers in 1 s alone has been seen to take over 15 s (team.spec on PGlite).
  context.setDefaultTimeout(Number(process.env.E2E_WAIT_MS ?? 30_000));
  return context;
}

/** A screenshot named after what it shows: the full page, or the viewport when a dialog is open. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage, animations: 'disabled' });
}

/** A screenshot of one part of a page (a chart, a card). */
export async function screenshotOf(locator: Locator, name: string): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await locator.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), animations: 'disabled' });
}

/** Fails when the page is wider than its viewport (a layout that breaks on small screens). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

export async function signUp(page: Page, input: { email: string; name?: string; organization?: string }): Promise<void> {
  // The setup token only matters for a fresh install's first account (the page then asks for it).
  await page.goto(`/sign-up?setup=${TEST_SETUP_TOKEN}`);
  if (input.name) await page.getByLabel('Your name').fill(input.name);
  await page.getByLabel('Work e-mail').fill(input.email);
  await page.getByLabel('Password').fill(PASSWORD);
  if (input.organization) await page.getByLabel('Organisation').fill(input.organization);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/projects');
}

/**
 * The dashboard's API as the signed-in page calls it: page.request shares the context's cookies,
 * and a write carries the session's CSRF token and the page's Origin, as the server requires.
 */
export async function dashboardApi(page: Page) {
  const session = (await (await page.request.get('/api/app/session')).json()).data;
  const headers = { 'X-CSRF-Token': session.csrfToken as string, Origin: new URL(page.url()).origin };
  const get = async (path: string) => (await page.request.get(path)).json();
  const post = async (path: string, body: unknown = {}) => {
    const res = await page.request.post(path, { headers, data: body });
    return { status: res.status(), body: await res.json() };
  };
  /** Polls the project's audits until `auditId` is COMPLETED. */
  const completed = async (projectId: string, auditId: string) => {
    for (;;) {
      const list = (await get(`/api/app/projects/${projectId}/audits`)).data as { id: string; status: string }[];
      if (list.find((a) => a.id === auditId)?.status === 'COMPLETED') return;
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  return { session, get, post, completed };
}

/**
 * As the signed-in page, through the dashboard's own API: a project with `prompts`, then
 * `audits` audits launched one after the other and followed to COMPLETED.
 */
export async function seedProject(page: Page, project: Record<string, unknown>, prompts: string[], audits = 0) {
  const api = await dashboardApi(page);
  // One answer per prompt unless the spec asks for more (the dashboard's own default is 3).
  const projectId = (await api.post('/api/app/projects', { samples: 1, ...project })).body.data.id as string;
  await api.post(`/api/app/projects/${projectId}/prompts`, { prompts: prompts.map((text) => ({ text })) });
  let auditId: string | null = null;
  for (let i = 0; i < audits; i++) {
    auditId = (await api.post(`/api/app/projects/${projectId}/audits`)).body.data.auditId as string;
    await api.completed(projectId, auditId);
  }
  return { projectId, orgId: api.session.org.id as string, auditId };
}

let counter = 0;
export const uniqueEmail = (who: string) => `${who}-${Date.now().toString(36)}-${counter++}@example.com`;

/** The report's charts load when they come near the screen: scrolls to them and waits for the four. */
export async function showReportCharts(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'The figures' }).scrollIntoViewIfNeeded();
  // The charts come last, below figures that may be taller than a screen (the Competitors card).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  for (const chart of ['Citation rate by engine', 'Citation confidence', /over time$/, 'Share of voice']) {
    await page.getByRole('region', { name: chart }).first().waitFor();
  }
}

/** WCAG 2.1 AA (axe-core; only `rules` when given): the serious and critical violations on the page as it is, one line each. */
export async function seriousViolations(page: Page, name: string, rules?: string[]): Promise<string[]> {
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const result = await (rules ? axe.withRules(rules) : axe).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${name}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.map((n) => n.target.join(' ') + (n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ')}]` : '')).slice(0, 4).join('; ')}`);
}

/**
 * Every console error, page error, hydration warning and missing resource a page produces (a
 * not-found page is itself a 404: only its resources must be found).
 */
export function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    const text = msg.text();
    const expected404 = /status of 404/.test(text) && /\/no-such-page$/.test(msg.location().url);
    if ((msg.type() === 'error' && !expected404) || /hydrat/i.test(text)) problems.push(`console ${msg.type()}: ${text} (${msg.location().url})`);
  });
  page.on('response', (res) => {
    // the not-found page is itself a 404, and says so: only its resources must be found
    if (res.status() === 404 && res.request().resourceType() !== 'document') problems.push(`404: ${res.url()}`);
  });
  return problems;
}

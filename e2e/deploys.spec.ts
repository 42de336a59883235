// Deploys and their effect in the dashboard (docs/guide/deploys.md), in Chromium against the real
// product, the four provider fakes and a site on 127.0.0.1 (CRAWL_ALLOW_PRIVATE=1): two audits
// launched with a deployment (through the public API with a key made in the dashboard, as CI
// does: the dashboard's own launch takes no deployment), the site changed between them (GPTBot
// blocked, llms.txt, JSON-LD) and one prompt flipping on every engine. The second audit's report
// says which deploy it followed, warns of the newly blocked crawler before anything else, lists
// the flips, what changed on the site and the cited site gained; the trend chart marks both
// deploys, links under it. At 1280 and 390 px and at 1280 px dark: WCAG 2.1 AA (axe), no page
// wider than the screen, no console or page error.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type Product } from '../web/test/harness';
import { deployScenario, FLIPPING, STEADY } from '../web/test/support/deploy-scenario';
import { serveSite, type TestSite } from '../web/test/support/test-site';
import { followAudit, launch, REAL_ENGINES, startFakes, type Fakes } from '../web/test/worker-helpers';
import { dashboardApi, DESKTOP, horizontalOverflow, launchBrowser, MOBILE, newContext, screenshot, screenshotOf, seedProject, seriousViolations, showReportCharts, signUp, uniqueEmail, watch } from './browser';

const scenario = deployScenario();
const FIRST_DEPLOY = { sha: 'a1b2c3d', ref: 'refs/heads/main', environment: 'production', url: 'https://acme.example/' };
const SECOND_DEPLOY = { sha: 'E4F5A6B7', environment: 'production' };

let fakes: Fakes;
let site: TestSite;
let product: Product;
let browser: Browser;
let owner: BrowserContext;
let page: Page;
let problems: string[];
let report: string;

beforeAll(async () => {
  fakes = await startFakes(Object.fromEntries(REAL_ENGINES.map((engine) => [engine, { answer: scenario.answer }])));
  site = await serveSite(scenario.routes);
  [product, browser] = await Promise.all([startProduct({ ...fakes.env, CRAWL_ALLOW_PRIVATE: '1' }), launchBrowser()]);
  owner = await newContext(browser, product.baseUrl);
  page = await owner.newPage();
  problems = watch(page);
  await signUp(page, { email: uniqueEmail('deploys'), organization: 'Acme Co' });
  const { projectId } = await seedProject(page, { name: 'Acme Planning', url: site.origin, brand_name: 'Acme Planning', competitors: ['Globex Boards'] }, [...STEADY, FLIPPING]);
  // A key made in the dashboard, as for CI: the launch with a deployment is the public API's.
  const made = await (await dashboardApi(page)).post('/api/app/keys', { name: 'CI deploys', scopes: ['read', 'write'] });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const key = made.body.data.key as string;
  const audit = async (deployment: object) => {
    const { auditId } = await launch(product, key, projectId, { deployment });
    const { detail } = await followAudit(product, key, projectId, auditId, { timeoutMs: 120_000, intervalMs: 250 });
    expect(detail.status).toBe('COMPLETED');
    return detail;
  };
  await audit(FIRST_DEPLOY);
  scenario.deploy();
  const second = await audit(SECOND_DEPLOY);
  expect(second.comparison.site.newlyBlockedCrawlers).toEqual([{ crawler: 'GPTBot', engines: ['OPENAI'] }]);
  report = `/projects/${projectId}/audits/${second.id}`;
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await product?.dispose();
  await site?.close();
  await fakes?.close();
});

/** The element's text on one line. */
const line = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Opens the second audit's report and checks what the reader reads about the deploy. */
async function readReport(page: Page): Promise<void> {
  await page.goto(report);
  const warning = page.getByTestId('crawler-warning');
  await warning.waitFor();
  await page.getByTestId('site-changes').waitFor();

  // The deploy this audit followed, in the header: no URL given, so no link.
  const deployment = page.locator('.page-header').getByTestId('deployment');
  expect(await deployment.innerText()).toBe('deploy E4F5A6B to production');
  expect(await deployment.evaluate((e) => e.tagName)).toBe('SPAN');

  // The newly blocked crawler: a warning, first of the report's content, before the flips.
  expect(line(await warning.innerText())).toBe(
    'robots.txt now blocks GPTBot, allowed at the previous audit. GPTBot feeds ChatGPT: expect fewer citations there once they stop reading the site.',
  );
  expect(await page.locator('.alert-warning').filter({ has: warning }).getAttribute('role')).toBe('status');
  const flipsTitle = page.getByRole('heading', { name: 'What flipped' });
  const follows = (a: Element, b: Element) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
  expect(await warning.evaluate(follows, await page.getByTestId('summary-change').elementHandle())).toBe(true);
  expect(await warning.evaluate(follows, await flipsTitle.elementHandle())).toBe(true);

  // The flips: the one prompt on each of the four engines, 0 of 1 → 1 of 1.
  const flips = page.locator('.moved-prompts > li');
  expect((await flips.allInnerTexts()).map(line).sort()).toEqual(
    ['ChatGPT', 'Claude', 'Gemini', 'Perplexity'].map((engine) => `${FLIPPING} ${engine}: cited 0/1 → 1/1 +100 lead`),
  );

  // What changed: since which deploy, on the site, in the cited sources.
  const changes = page.getByRole('region', { name: 'What changed' });
  expect(await changes.locator('.card-header p').innerText()).toBe('Since the previous audit (deploy a1b2c3d of main to production), over the prompts both audits asked.');
  const siteChanges = changes.getByRole('table', { name: 'Site changes' });
  // One row per fact that differs (the structured data score's value is the scoring's, not read here).
  expect((await siteChanges.getByRole('rowheader').allInnerTexts()).map(line)).toEqual(['Structured data types', 'Structured data score', 'llms.txt', 'robots.txt: GPTBot']);
  const rows = (await siteChanges.getByRole('row').allInnerTexts()).map(line);
  expect(rows[0]).toBe('What Before Now');
  expect(rows).toEqual(expect.arrayContaining(['Structured data types none Organization', 'llms.txt no yes', 'robots.txt: GPTBot allowed blocked']));
  // Every value in view, at any width: the table wraps rather than hides a column off to the side.
  expect(await siteChanges.evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
  const gained = changes.getByTestId('sources-gained');
  expect(line(await gained.innerText())).toBe('reviews-hub.example · 4 answers https://reviews-hub.example/acme-planning');
  expect(await gained.getByRole('link').getAttribute('href')).toBe('https://reviews-hub.example/acme-planning');
  expect(await changes.getByRole('heading', { name: 'Gained (1)' }).count()).toBe(1);
  expect(await changes.getByRole('heading', { name: 'Lost (0)' }).count()).toBe(1);
  expect(await changes.getByTestId('sources-lost').count()).toBe(0);
}

describe('deploys and their effect in the dashboard', () => {
  for (const [viewport, colorScheme] of [[DESKTOP, 'light'], [MOBILE, 'light'], [DESKTOP, 'dark']] as const) {
    const name = `deploys-report-${viewport.width}${colorScheme === 'dark' ? '-dark' : ''}`;
    it(`the report says which deploy, warns of the blocked crawler first, lists flips and changes at ${viewport.width} px (${colorScheme})`, async () => {
      const context = await newContext(browser, product.baseUrl, viewport, { colorScheme });
      await context.addCookies(await owner.cookies());
      const tab = await context.newPage();
      const seen = watch(tab);
      await readReport(tab);
      await screenshot(tab, `${name}-top`, { fullPage: false });
      await showReportCharts(tab);
      await tab.waitForLoadState('networkidle');
      await screenshot(tab, name);
      expect(await seriousViolations(tab, name)).toEqual([]);
      expect(await horizontalOverflow(tab), name).toBeLessThanOrEqual(0);
      expect(seen).toEqual([]);
      await context.close();
    }, 120_000);
  }

  it("marks both deploys on the project's trend chart, with their links under it", async () => {
    await page.goto(report);
    await page.getByTestId('crawler-warning').waitFor();
    await showReportCharts(page);
    const trend = page.getByRole('region', { name: 'Score over time' });
    await screenshotOf(trend, 'deploys-trend-1280');
    // A dashed line per deploy, labelled with its short SHA, the label inside the chart (the
    // latest deploy's line is the chart's right edge).
    const marks = trend.locator('svg.recharts-surface text.recharts-label');
    expect(await marks.allTextContents()).toEqual(['a1b2c3d', 'E4F5A6B']);
    expect(await trend.locator('.recharts-reference-line').count()).toBe(2);
    const outside = await marks.evaluateAll((labels) =>
      labels.flatMap((label) => {
        const box = label.getBoundingClientRect();
        const svg = label.closest('svg')!.getBoundingClientRect();
        return box.left >= svg.left && box.right <= svg.right && box.top >= svg.top && box.bottom <= svg.bottom ? [] : [`${label.textContent} at ${Math.round(box.left - svg.left)}–${Math.round(box.right - svg.left)} of ${Math.round(svg.width)} px`];
      }),
    );
    expect(outside).toEqual([]);
    const deploys = trend.getByRole('list', { name: 'Deploys on the chart' });
    expect((await deploys.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/^[^:]+: /, ''))).toEqual(['deploy a1b2c3d of main to production', 'deploy E4F5A6B to production']);
    // The first deploy gave its URL: a link; the second none.
    const link = deploys.getByRole('link');
    expect(await link.count()).toBe(1);
    expect(await link.innerText()).toBe('deploy a1b2c3d of main to production');
    expect(await link.getAttribute('href')).toBe(FIRST_DEPLOY.url);
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    // The chart's text alternative names the deploys too.
    expect(await trend.getByRole('img').getAttribute('aria-label')).toMatch(/ \(after the deploy a1b2c3d of main to production\): \d+, .+ \(after the deploy E4F5A6B to production\): \d+, /);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page, 'deploys-trend-1280')).toEqual([]);
    expect(problems).toEqual([]);
  });
});

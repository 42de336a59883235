// A report of a model API and a search page (docs/guide/surfaces.md) in the browser: how often
// Google showed an AI Overview, as its own figure with its range and its trend, each surface's
// citation rate beside the pooled one, rows not shown marked so in the answers, and the
// project settings listing the engines by surface with the keys the server lacks.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateInterval } from '../web/server/analysis/intervals';
import { likelyText } from '../web/lib/measurements';
import { FAKE_API_KEY, startFakeSerpApi, type FakeProvider } from '../web/test/fakes';
import { startProduct, type Product } from '../web/test/harness';
import { startFakes, type Fakes } from '../web/test/worker-helpers';
import { launchBrowser, newContext, screenshotOf, seedProject, seriousViolations, signUp, uniqueEmail } from './browser';

const PROMPTS = ['best CRM for agencies', 'CRM for startups', 'CRM pricing', 'Acme alternatives'];
/** Google shows no AI Overview for these. */
const NO_OVERVIEW = ['CRM pricing'];

let fakes: Fakes;
let serpapi: FakeProvider;
let product: Product;
let browser: Browser;
let page: Page;
let projectId: string;
let reportUrl: string;

beforeAll(async () => {
  fakes = await startFakes({ openai: {} });
  serpapi = await startFakeSerpApi({
    answer: (prompt) => ({
      text: `## For ${prompt}\n\n- **Acme** is often named first.\n- **Globex** has more integrations.`,
      sources: ['https://reviews.example/crm', 'https://acme.example/'],
      shown: !NO_OVERVIEW.includes(prompt),
    }),
  });
  [product, browser] = await Promise.all([startProduct({ ...fakes.env, SERPAPI_API_KEY: FAKE_API_KEY, SERPAPI_BASE_URL: serpapi.url }), launchBrowser()]);
  page = await (await newContext(browser, product.baseUrl)).newPage();
  await signUp(page, { email: uniqueEmail('search'), organization: 'Acme Co' });
  const seeded = await seedProject(
    page,
    { name: 'Acme CRM', url: 'https://acme.example', brand_name: 'Acme', competitors: ['Globex'], region: 'us', engines: ['openai', 'google_ai_overview'] },
    PROMPTS,
    2,
  );
  projectId = seeded.projectId;
  reportUrl = `/projects/${projectId}/audits/${seeded.auditId}`;
});
afterAll(async () => {
  await browser?.close();
  await product?.dispose();
  await serpapi?.close();
  await fakes?.close();
});

describe('a report with a search page', () => {
  it('shows how often the page showed an AI answer, with its range and trend, and each surface\'s rate', async () => {
    await page.goto(reportUrl);
    const shown = page.getByTestId('shown-google_ai_overview');
    await shown.scrollIntoViewIfNeeded();
    expect(await page.getByTestId('shown-sentence-google_ai_overview').innerText()).toBe('Google AI Overviews shown for 3 of 4 prompts');
    expect(await shown.locator('.kpi-value').innerText()).toMatch(/^75\s*%$/);
    expect(await shown.getByText(likelyText(rateInterval(3, 4))).count()).toBe(1);
    // Two audits: the trend has two points.
    expect(await shown.locator('svg.sparkline').getAttribute('aria-label')).toBe('Google AI Overviews shown, last 2 audits: 75%, 75%');
    const surfaces = await page.getByTestId('surface-rates').innerText();
    expect(surfaces).toMatch(/^The citation rate above pools two different measurements\./);
    expect(surfaces).toContain('Model APIs with web search');
    expect(surfaces).toContain('Search pages: the AI answers people see');
    await screenshotOf(shown, 'report-shown');
    expect(await seriousViolations(page, 'report with a search page')).toEqual([]);

    // The search with no AI Overview is marked so, not as a failed or uncited answer.
    const row = page.getByTestId('answer-group').filter({ hasText: 'CRM pricing' }).filter({ hasText: 'Google AI Overviews' });
    await row.scrollIntoViewIfNeeded();
    expect(await row.innerText()).toContain('Not shown');
    await row.click();
    expect(await page.getByRole('dialog').getByTestId('answer-text').innerText()).toMatch(/showed no AI answer for this search/);
    await page.keyboard.press('Escape');
  });

  it('lists the engines by surface in the project settings, saying which keys the server lacks', async () => {
    await page.goto(`/projects/${projectId}/settings`);
    const search = page.getByTestId('engines-search');
    await search.waitFor();
    expect(await search.getByRole('checkbox', { name: /Google AI Overviews/ }).isChecked()).toBe(true);
    expect(await search.getByRole('checkbox', { name: /Google AI Mode/ }).isEnabled()).toBe(true);
    const models = page.getByTestId('engines-model_api');
    expect(await models.getByRole('checkbox', { name: /ChatGPT/ }).isChecked()).toBe(true);
    const grok = models.getByRole('checkbox', { name: /Grok/ });
    expect(await grok.isDisabled()).toBe(true);
    expect(await models.innerText()).toContain('(no key: XAI_API_KEY)');
  });
});

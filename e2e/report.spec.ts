// The report built around decisions (docs/guide/dashboard.md), with real engines (wire-faithful
// fakes, so no demo notice): at the top what changed since the last audit and whether beyond
// noise, competitors cited instead of you and what to do, each leading to its evidence; the
// answers as cards on a phone; the answer's Markdown rendered (and sanitised); charts that say
// how they are computed. Screenshots at 1280 and 390 px.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { startFakes, type RealEngine } from '../web/test/worker-helpers';
import { horizontalOverflow, MOBILE, newContext, productForSpec, screenshot, screenshotOf, seedProject, seriousViolations, showReportCharts, signUp, uniqueEmail } from './browser';

function answers(engine: RealEngine) {
  return (prompt: string) => {
    if (prompt.startsWith('best CRM')) {
      return {
        text: `## Top picks\n\n1. **Globex**: client portals, see [their page](https://globex.example/crm).\n2. *Initech*, cheaper.\n\n<script>window.__pwned=1</script>`,
        sources: ['https://www.capterra.fr/crm/agencies', 'https://globex.example/crm'],
      };
    }
    return engine === 'openai'
      ? { text: 'Startups like **Acme** for its free tier; Globex is pricier.', sources: ['https://acme.example/startups'] }
      : { text: 'Acme is a good start. Initech too.', sources: ['https://www.g2.com/categories/crm'] };
  };
}

const app = productForSpec({ fakes: () => startFakes({ openai: { answer: answers('openai') }, perplexity: { answer: answers('perplexity') } }) });
let page: Page;
let reportUrl: string;

beforeAll(async () => {
  page = await (await newContext(app.browser, app.product.baseUrl)).newPage();
  await signUp(page, { email: uniqueEmail('report'), organization: 'Acme Co' });
  const { projectId, auditId } = await seedProject(
    page,
    { name: 'Acme CRM', url: 'https://acme.example', brand_name: 'Acme', competitors: ['Globex', 'Initech'], competitor_domains: ['globex.example'], region: 'us' },
    ['best CRM for agencies', 'CRM for startups'],
    2,
  );
  reportUrl = `/projects/${projectId}/audits/${auditId}`;
});

describe('the report', () => {
  it('leads with what changed, where competitors are cited instead of you, and what to do', async () => {
    await page.goto(reportUrl);
    const summary = page.getByTestId('report-summary');
    await summary.getByRole('heading', { name: 'Since the last audit' }).waitFor();
    expect(await page.getByTestId('demo-notice').count()).toBe(0);
    // Same answers twice: the change is within noise, and says so.
    await summary.getByTestId('summary-change').waitFor();
    expect(await summary.getByTestId('summary-change').getAttribute('data-change')).toBe('none');
    const gaps = summary.getByRole('region', { name: 'Competitors cited instead of you' });
    await gaps.getByText('“best CRM for agencies”').first().waitFor();
    await summary.getByRole('region', { name: 'What to do' }).getByRole('listitem').first().waitFor();
    // The charts each say how their number is computed.
    await showReportCharts(page);
    for (const chart of ['Citation rate by engine', 'Citation confidence', 'Score over time', 'Share of voice']) {
      expect(await page.getByRole('region', { name: chart }).locator('.chart-how').innerText()).toMatch(/^How: /);
    }
    await screenshot(page, 'report-1280');
    expect(await seriousViolations(page, 'report')).toEqual([]);

    // The gap's evidence: its answer, with the Markdown rendered and nothing run.
    await gaps.getByRole('button', { name: 'Read the answer' }).first().click();
    const dialog = page.getByRole('dialog');
    const answer = dialog.getByTestId('answer-text');
    await answer.waitFor();
    expect(await answer.locator('strong').first().innerText()).toBe('Globex');
    expect(await answer.locator('h4').innerText()).toMatch(/^Top picks/);
    expect(await answer.innerText()).not.toContain('**');
    expect(await answer.innerText()).toContain('<script>window.__pwned=1</script>');
    expect(await answer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toContain('https://globex.example/crm');
    expect(await page.evaluate(() => (window as any).__pwned)).toBeUndefined();
    // No brand in this answer: nothing under "Where your brand appears".
    expect(await dialog.getByRole('region', { name: 'Brand excerpts' }).count()).toBe(0);
    await screenshot(page, 'report-answer-1280', { fullPage: false });
    expect(await seriousViolations(page, 'answer with Markdown')).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('lists only the brand’s own excerpts in an answer that names it', async () => {
    await page.getByRole('button', { name: /^CRM for startups — ChatGPT/ }).click();
    const dialog = page.getByRole('dialog');
    const excerpts = dialog.getByRole('region', { name: 'Brand excerpts' }).getByRole('listitem');
    await excerpts.first().waitFor();
    for (const text of await excerpts.allInnerTexts()) expect(text).toMatch(/Acme|acme\.example/);
    expect(await excerpts.allInnerTexts()).not.toContainEqual(expect.stringContaining(']('));
    // The excerpt is highlighted across the Markdown's emphasis: "Startups like **Acme**…".
    expect((await dialog.getByTestId('answer-text').locator('mark').allInnerTexts()).join('')).toContain('Startups like Acme');
    await page.keyboard.press('Escape');
  });

  it('shows the answers as cards on a phone', async () => {
    const phone = await (await newContext(app.browser, app.product.baseUrl, MOBILE)).newPage();
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto(reportUrl);
    const card = phone.getByTestId('answer-group').first();
    await card.waitFor();
    await expect.poll(async () => (await card.boundingBox())?.height).toBe(84);
    expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'report-390');
    expect(await seriousViolations(phone, 'report at 390 px')).toEqual([]);
    await screenshotOf(phone.getByRole('region', { name: 'Answers' }), 'report-answer-cards-390');
    await card.click();
    await phone.getByRole('dialog').getByTestId('answer-text').waitFor();
    await screenshot(phone, 'report-answer-390', { fullPage: false });
  });
});

// Repeatable measurements in the dashboard (docs/guide/dashboard.md, docs/guide/repeatable-measurements.md), in
// Chromium against the real product and two engine fakes (OpenAI and Perplexity wire formats)
// whose answers cite the brand in a known number of each prompt's 3 samples:
// the samples setting with its plan cap, calls and expected width → an audit with 95 % ranges
// on the KPIs, error bars per engine and the answers grouped "cited in k of 3" → a second
// audit compared with the first ("within noise" overall, a significant drop on one engine) →
// an audit after the prompts changed, not compared, saying why. At 1280 and 390 px.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeInterval, changeOf, expectedIntervalWidth, rateInterval } from '@/server/analysis/intervals';
import { signed } from '@/lib/measurements';
import { startFakes, type RealEngine } from '../web/test/worker-helpers';
import { dashboardApi, horizontalOverflow, MOBILE, newContext, productForSpec, screenshot, screenshotOf, seedProject, showReportCharts, signUp, uniqueEmail } from './browser';

/** Which of a prompt's answers (the nth call for it on an engine) name Acme, in the first audit. */
const CITES: Record<string, (n: number) => boolean> = {
  'best CRM for agencies': (n) => n % 3 !== 2, // 2 of 3
  'Acme pricing': () => true, // 3 of 3
  'CRM for startups': () => false, // 0 of 3
  'CRM with invoicing': (n) => n % 3 === 0, // 1 of 3
};
const PROMPTS = Object.keys(CITES);
/** 1: the pattern above on both engines; 2: ChatGPT stops naming Acme, Perplexity unchanged. */
let phase = 1;
const calls = new Map<string, number>();

function answers(engine: RealEngine) {
  return (prompt: string) => {
    const key = `${phase}|${engine}|${prompt}`;
    const n = calls.get(key) ?? 0;
    calls.set(key, n + 1);
    const base = PROMPTS.find((p) => prompt.startsWith(p));
    const cites = !!base && !(phase === 2 && engine === 'openai') && CITES[base](n);
    return cites
      ? { text: 'Agencies often pick Acme for its clear pipeline.\n\nGlobex is another option.', sources: ['https://reviews.example/crm', 'https://acme.example/pricing'] }
      : { text: 'Agencies often pick Globex for its integrations.\n\nInitech suits regulated industries.', sources: ['https://reviews.example/crm'] };
  };
}

const app = productForSpec({ fakes: () => startFakes({ openai: { answer: answers('openai') }, perplexity: { answer: answers('perplexity') } }) });
let page: Page;
let projectId: string;
let orgId: string;
const reports: string[] = [];

beforeAll(async () => {
  page = await (await newContext(app.browser, app.product.baseUrl)).newPage();
  await signUp(page, { email: uniqueEmail('samples'), organization: 'Acme Co' });
  ({ projectId, orgId } = await seedProject(page, { name: 'Acme CRM', url: 'https://acme.example', brand_name: 'Acme', competitors: ['Globex', 'Initech'] }, PROMPTS));
});

/** Launches an audit from the project page, waits for it to complete, opens its report. */
async function runAuditFromProjectPage(): Promise<void> {
  await page.goto(`/projects/${projectId}`);
  await page.getByRole('heading', { name: 'Run an audit' }).waitFor();
  expect(await page.getByLabel('Answers per prompt and engine').inputValue()).toBe('3');
  expect(await page.getByText(/^Asks 4 active prompts/).innerText()).toBe('Asks 4 active prompts to ChatGPT, Perplexity, 3 times each: 24 questions.');
  await page.getByRole('button', { name: 'Run audit' }).click();
  await page.getByRole('heading', { name: 'Audit completed' }).waitFor({ timeout: 60_000 });
  await page.getByRole('link', { name: 'Open report' }).click();
  await page.waitForURL(/\/audits\/[0-9a-f-]{36}$/);
  await page.getByTestId('comparison-note').waitFor();
  reports.push(page.url());
}

const text = (testId: string) => page.getByTestId(testId).first().innerText();

describe('repeatable measurements in the dashboard', () => {
  it('sets 3 samples in the project settings, within the plan cap, seeing the calls and expected width', async () => {
    await page.goto(`/projects/${projectId}/settings`);
    const samples = page.getByLabel('Answers per prompt and engine');
    await samples.waitFor();
    await page.getByTestId('samples-cap').getByText(/^Expert plan: up to 10\./).waitFor(); // once the plan has loaded
    await samples.selectOption('3');
    expect(await text('samples-preview')).toBe(
      `24 calls per audit (4 active prompts × 2 engines × 3 answers). The citation rate will be known within a range about ${expectedIntervalWidth(24)} points wide (${expectedIntervalWidth(8)} with one answer each); each engine's about ${expectedIntervalWidth(12)}. At most: narrower for rates far from 50%.`,
    );

    // The operator lowers the cap while the page is open: the server's 400 shows under the field.
    await app.product.admin('org', 'update', '--id', orgId, '--max-samples', '2');
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect(await page.locator('#project-samples-error').innerText()).toBe('The expert plan allows at most 2 samples per prompt and engine; 3 were asked.');
    await app.product.admin('org', 'update', '--id', orgId, '--max-samples', 'none');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Changes saved.').waitFor();
    expect(await page.locator('#project-samples-error').count()).toBe(0);
    await screenshot(page, 'settings-samples');
  });

  it('runs an audit of 3 samples: KPI ranges, error bars per engine, the answers grouped', async () => {
    await runAuditFromProjectPage();
    // 12 of 24 answers cite Acme, 6 of 12 per engine.
    const rate = rateInterval(12, 24);
    expect((await text('report-citation-rate')).replace(/\s+/g, ' ')).toMatch(/^50 ?% of answers$/);
    expect(await text('citation-rate-range')).toBe(`likely between ${rate.low} and ${rate.high}%`);
    const score = Number((await text('report-score')).match(/^\d+/)![0]);
    const [low, high] = (await text('score-range')).match(/\d+/g)!.map(Number);
    expect(low).toBeLessThanOrEqual(score);
    expect(high).toBeGreaterThanOrEqual(score);
    expect(high).toBeGreaterThan(low);
    expect(await page.getByTestId('comparison-note').getAttribute('data-state')).toBe('first');
    expect(await text('comparison-note')).toMatch(/^First completed audit/);
    await screenshot(page, 'measurements-report-top', { fullPage: false });
    expect(await horizontalOverflow(page), 'report at 1280 px').toBeLessThanOrEqual(0);

    // The (i) says what the range means.
    await page.getByTestId('citation-rate-range').getByRole('button', { name: 'What does this range mean?' }).focus();
    expect(await page.getByRole('tooltip').filter({ visible: true }).innerText()).toMatch(/95 times out of 100/);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('tooltip').filter({ visible: true }).count()).toBe(0);

    await showReportCharts(page);
    const engines = page.getByRole('region', { name: 'Citation rate by engine' });
    expect(await engines.locator('.recharts-errorBar').count()).toBe(2);
    const perEngine = rateInterval(6, 12);
    const ticks = await engines.locator('.recharts-xAxis-tick-labels text').allTextContents();
    expect(ticks.join(' ')).toBe(`ChatGPT 50% ${perEngine.low}–${perEngine.high}% Perplexity 50% ${perEngine.low}–${perEngine.high}%`);
    await screenshotOf(engines, 'measurements-engine-chart');
    const trend = page.getByRole('region', { name: 'Score over time' });
    // A lone audit is a sentence, not a chart of one dot.
    expect(await trend.locator('svg.recharts-surface').count()).toBe(0);
    expect(await trend.innerText()).toContain('One completed audit so far');

    // The answers: one row per prompt × engine, "cited in k of 3", each opening to its 3 answers.
    expect(await text('query-count')).toBe('24 answers to 8 prompts × engines');
    const groups = page.getByTestId('answer-group');
    expect(await groups.count()).toBe(8);
    // Each row reads: prompt, engine, "Cited in k of 3", sentiment, sources.
    const cited = Object.fromEntries(
      (await groups.allInnerTexts()).map((row) => {
        const [prompt, engine, badge] = row.split('\n').map((cell) => cell.trim());
        return [`${prompt} / ${engine}`, badge];
      }),
    );
    for (const engine of ['ChatGPT', 'Perplexity']) {
      expect(cited[`best CRM for agencies / ${engine}`]).toBe('Cited in 2 of 3');
      expect(cited[`Acme pricing / ${engine}`]).toBe('Cited in 3 of 3');
      expect(cited[`CRM for startups / ${engine}`]).toBe('Cited in 0 of 3');
      expect(cited[`CRM with invoicing / ${engine}`]).toBe('Cited in 1 of 3');
    }
    const group = groups.filter({ hasText: 'best CRM for agencies' }).filter({ hasText: 'ChatGPT' });
    await group.click();
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    const samples = page.getByTestId('answer-sample');
    expect(await samples.count()).toBe(3);
    const sampleTexts = await samples.allInnerTexts();
    expect(sampleTexts.map((t) => t.split('\n')[0])).toEqual(['Answer 1 of 3 · gpt-5.4-mini', 'Answer 2 of 3 · gpt-5.4-mini', 'Answer 3 of 3 · gpt-5.4-mini']);
    expect(sampleTexts.filter((t) => /\bCited\b/.test(t))).toHaveLength(2);
    await screenshotOf(page.getByRole('region', { name: 'Answers' }), 'measurements-grouped-answers');
    await samples.nth(1).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Answer 2 of 3').waitFor();
    expect(await dialog.getByTestId('answer-text').innerText()).toMatch(/Agencies often pick/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The project's audits list: the citation rate with its range, and the samples.
    await page.goto(`/projects/${projectId}`);
    const row = page.getByRole('table').getByRole('row').nth(1);
    expect((await row.getByTestId('audit-citation-rate').innerText()).replace(/\s+/g, ' ')).toBe(`50% ${rate.low}–${rate.high}%`);
    expect(await row.getByRole('cell').nth(4).innerText()).toBe('3');
    expect(await page.getByTestId('latest-citation-rate').innerText()).toContain(`likely between ${rate.low} and ${rate.high}%`);
    await page.getByRole('heading', { name: 'Run an audit' }).waitFor();
    await screenshot(page, 'measurements-project');
    expect(await horizontalOverflow(page), 'project page at 1280 px').toBeLessThanOrEqual(0);
  });

  it('compares a second audit of the same basis: within noise overall, a significant drop on ChatGPT', async () => {
    phase = 2;
    await runAuditFromProjectPage();
    expect(await page.getByTestId('comparison-note').getAttribute('data-state')).toBe('compared');
    expect(await text('comparison-note')).toMatch(/^Compared with the audit of .+: same engines, model and region, over the .+ prompts? both asked\.$/);

    // 12 of 24 → 6 of 24 overall; ChatGPT 6 of 12 → 0 of 12; Perplexity 6 of 12 → 6 of 12.
    const overall = changeInterval({ successes: 12, n: 24 }, { successes: 6, n: 24 });
    expect(changeOf(overall)).toBe('none');
    const change = page.getByTestId('citation-rate-change');
    expect(await change.getAttribute('data-change')).toBe('none');
    expect((await change.innerText()).replace(/\s+/g, ' ')).toContain(`Within noise −25 (range ${signed(overall.low)} to ${signed(overall.high)})`);

    const perEngine = page.getByRole('table', { name: 'Change per engine' });
    const chatgpt = changeInterval({ successes: 6, n: 12 }, { successes: 0, n: 12 });
    expect(changeOf(chatgpt)).toBe('down');
    const perplexity = changeInterval({ successes: 6, n: 12 }, { successes: 6, n: 12 });
    // Each row: engine, before → now, the verdict with the change and its range (then the same in words).
    const rows = (await perEngine.getByRole('row').allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim());
    expect(rows).toHaveLength(3);
    expect(rows[1].startsWith(`ChatGPT 50% → 0% Significant drop −50 (range ${signed(chatgpt.low)} to ${signed(chatgpt.high)}) `)).toBe(true);
    expect(rows[2].startsWith(`Perplexity 50% → 50% Within noise ±0 (range ${signed(perplexity.low)} to ${signed(perplexity.high)}) `)).toBe(true);
    // The trend: two points now, with their band.
    await showReportCharts(page);
    const trend = page.getByRole('region', { name: 'Score over time' });
    expect(await trend.locator('.recharts-area-area').count()).toBe(1);
    await trend.getByRole('button', { name: 'Citation rate' }).click();
    await page.getByRole('region', { name: 'Citation rate over time' }).waitFor();
    await screenshot(page, 'measurements-report-compared');

    // The project list colours the score change only as the report judges it.
    const scoreChange = await page.getByTestId('score-change').getAttribute('data-change');
    await page.goto('/projects');
    const delta = page.getByRole('link', { name: /^Acme CRM/ }).locator('.delta');
    expect(await delta.getAttribute('class')).toBe(`delta ${scoreChange === 'up' ? 'delta-up' : scoreChange === 'down' ? 'delta-down' : 'delta-flat'}`);
    expect(await delta.getAttribute('title')).toMatch(scoreChange === 'none' ? /within noise/ : /a significant change/);
  });

  it('compares an audit whose prompts changed over the prompts both audits asked, and says so', async () => {
    await (await dashboardApi(page)).post(`/api/app/projects/${projectId}/prompts`, { prompts: [{ text: 'CRM for nonprofits' }] });
    await page.goto(`/projects/${projectId}`);
    await page.getByText(/^Asks 5 active prompts/).waitFor();
    await page.getByRole('button', { name: 'Run audit' }).click();
    await page.getByRole('heading', { name: 'Audit completed' }).waitFor({ timeout: 60_000 });
    await page.getByRole('link', { name: 'Open report' }).click();
    await page.getByTestId('comparison-note').waitFor();
    expect(await page.getByTestId('comparison-note').getAttribute('data-state')).toBe('compared');
    expect(await text('comparison-note')).toMatch(/^Compared with the audit of .+: same engines, model and region, over the 4 prompts both asked \(1 added, left out\)\.$/);
  });

  it('works at 390 px: no page wider than the screen', async () => {
    const mobile = await newContext(app.browser, app.product.baseUrl, MOBILE);
    await mobile.addCookies(await page.context().cookies());
    const phone = await mobile.newPage();
    for (const [name, url] of [['report', reports[1]], ['project', `/projects/${projectId}`], ['settings', `/projects/${projectId}/settings`]] as const) {
      await phone.goto(url);
      await phone.waitForLoadState('networkidle');
      await screenshot(phone, `mobile-measurements-${name}`);
      expect(await horizontalOverflow(phone), name).toBeLessThanOrEqual(0);
    }
    await phone.goto(reports[0]);
    await phone.getByTestId('answer-group').first().click();
    await phone.getByTestId('answer-sample').first().waitFor();
    await phone.getByTestId('citation-rate-range').getByRole('button').focus();
    expect(await horizontalOverflow(phone), 'report with an open group and a tooltip').toBeLessThanOrEqual(0);
    await screenshot(phone, 'mobile-measurements-report-first');
    await mobile.close();
  });
});

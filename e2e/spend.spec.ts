// Provider spend in the dashboard (docs/operations/spend.md), in Chromium against the real product and
// OpenAI's fake with documented usage blocks: the estimate beside the launch button and in the
// samples setting, the audit's cost in the list and report, Settings → Spend with the owner's
// cap and the monthly spend chart per engine, and a launch the budget refuses. At 1280 and 390 px.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeAnswer, startFakes } from '../web/test/worker-helpers';
import { horizontalOverflow, MOBILE, newContext, productForSpec, screenshot, seedProject, signUp, uniqueEmail } from './browser';

// 1,000 input and 500 output tokens and one web search on gpt-5.4-mini: $0.01125 an answer.
const USAGE = { input: 1000, output: 500, cached: 0, reasoning: 0 };
const PROMPTS = ['Is Acme a good CRM?', 'best CRM for agencies'];

const app = productForSpec({ fakes: () => startFakes({ openai: { answer: (prompt: string) => ({ ...fakeAnswer('openai', prompt), usage: USAGE }) } }) });
let page: Page;
let projectId: string;
let orgId: string;

beforeAll(async () => {
  page = await (await newContext(app.browser, app.product.baseUrl)).newPage();
  await signUp(page, { email: uniqueEmail('spend'), organization: 'Acme Co' });
  ({ projectId, orgId } = await seedProject(page, { name: 'Acme CRM', url: 'https://acme.example', brand_name: 'Acme', competitors: ['Globex'] }, PROMPTS));
  await app.product.admin('org', 'update', '--id', orgId, '--plan', 'expert', '--monthly-budget-usd', '1');
});

describe('spend in the dashboard', () => {
  it('shows the estimate before launch, the audit’s cost, and the month’s spend per engine', async () => {
    await page.goto(`/projects/${projectId}`);
    await page.getByRole('heading', { name: 'Run an audit' }).waitFor();
    // No history yet: 2 answers, each half to twice a typical one ($0.0125): $0.0125–$0.0500.
    const estimate = page.getByTestId('cost-estimate');
    await expect.poll(() => estimate.innerText()).toContain('Estimated provider cost: $0.0125–$0.0500 for 2 answers');
    expect(await estimate.innerText()).toContain('Budget left this month: $1.00 of $1.00.');
    await page.getByLabel('Answers per prompt and engine').selectOption('3');
    await expect.poll(() => estimate.innerText()).toContain('$0.0375–$0.1500 for 6 answers');
    await screenshot(page, 'spend-estimate-1280');

    await page.getByRole('button', { name: 'Run audit' }).click();
    await page.getByRole('heading', { name: 'Audit completed' }).waitFor({ timeout: 60_000 });
    await page.getByRole('link', { name: 'Open report' }).click();
    await page.waitForURL(/\/audits\/[0-9a-f-]{36}$/);
    // Six answers at $0.01125.
    await page.getByText('$0.0675').first().waitFor();

    await page.getByRole('link', { name: 'Spend' }).click();
    await page.getByRole('heading', { name: 'Spend', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Spend per month and engine' }).waitFor();
    const card = page.getByRole('region', { name: /Budget for/ }).or(page.locator('[aria-labelledby="budget-title"]'));
    await expect.poll(() => card.innerText()).toMatch(/Spent\s*\$0\.07/);
    expect(await card.innerText()).toMatch(/Left\s*\$0\.93/);
    const chart = page.locator('[role="img"]').filter({ has: page.locator('svg.recharts-surface') });
    expect(await chart.getAttribute('aria-label')).toBe(`${new Date().toISOString().slice(0, 7)}: ChatGPT $0.07`);
    expect(await page.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    await screenshot(page, 'spend-settings-1280');

    // The owner lowers the cap under what an audit may cost: the launch is refused, saying why.
    await page.getByLabel('Your monthly cap (USD)').fill('0.10');
    await page.getByRole('button', { name: 'Save cap' }).click();
    await expect.poll(() => card.innerText()).toMatch(/An owner set a lower cap of \$0\.10/);
    expect(await card.innerText()).toMatch(/Left\s*\$0\.03/);
    await page.goto(`/projects/${projectId}`);
    await page.getByRole('heading', { name: 'Run an audit' }).waitFor();
    await expect.poll(() => estimate.innerText()).toContain('it would be refused');
    await page.getByRole('button', { name: 'Run audit' }).click();
    await page.getByText(/monthly budget of \$0\.10/).first().waitFor();
  });

  it('fits a phone', async () => {
    const phone = await (await newContext(app.browser, app.product.baseUrl, MOBILE)).newPage();
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto('/settings/spend');
    await phone.getByRole('heading', { name: 'Spend per month and engine' }).waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, 'spend-settings-390');
  });
});

// The Sources and Gaps views in Chromium (docs/guide/sources-and-gaps.md): two audits against
// engine fakes whose answers cite known pages, then the chart, the table with its filters and
// CSV export, the trends, and the gaps with the pages behind them and the answers as evidence,
// at 1280 and 390 px. Answer text is untrusted and must show as text.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { startFakes, type RealEngine } from '../web/test/worker-helpers';
import { horizontalOverflow, MOBILE, newContext, productForSpec, screenshot, seedProject, signUp, uniqueEmail } from './browser';
import { parseCsv } from '../web/server/csv/csv';

const HOSTILE = '<img src=x onerror="window.__pwned=1">';

function answers(engine: RealEngine) {
  return (prompt: string) => {
    if (prompt.startsWith('best CRM')) {
      return {
        text: `Agencies usually pick Globex for its client portals ${HOSTILE}.\n\nInitech is cheaper.`,
        sources: [`https://www.capterra.fr/crm/agencies?utm_source=${engine}`, 'https://globex.example/crm', 'https://www.reddit.com/r/crm/comments/1', 'https://www.youtube.com/watch?v=crm'],
      };
    }
    if (prompt.startsWith('Acme')) {
      return { text: 'Acme starts at 10 euros a month; Globex costs more.', sources: ['https://acme.example/pricing', 'https://en.wikipedia.org/wiki/Customer_relationship_management', 'https://www.g2.com/categories/crm'] };
    }
    return engine === 'openai'
      ? { text: 'Startups like Initech for its free tier.', sources: ['https://www.lemonde.fr/tech/crm', 'https://blog.somevendor.example/crm-tips', 'https://www.g2.com/categories/crm'] }
      : { text: 'Startups like Acme for its free tier.', sources: ['https://acme.example/startups', 'https://www.linkedin.com/pulse/crm'] };
  };
}

const app = productForSpec({ fakes: () => startFakes({ openai: { answer: answers('openai') }, perplexity: { answer: answers('perplexity') } }) });
let page: Page;
let projectId: string;
let auditId: string;

beforeAll(async () => {
  page = await (await newContext(app.browser, app.product.baseUrl)).newPage();
  page.on('dialog', (dialog) => dialog.dismiss());
  await signUp(page, { email: uniqueEmail('sources'), organization: 'Acme Co' });
  ({ projectId, auditId } = (await seedProject(
    page,
    { name: 'Acme CRM', url: 'https://acme.example', brand_name: 'Acme', competitors: ['Globex', 'Initech'], competitor_domains: ['globex.example'], samples: 2 },
    ['best CRM for agencies', 'Acme pricing', 'CRM for startups'],
    2,
  )) as { projectId: string; auditId: string });
});

describe('sources and gaps in the browser', () => {
  it('shows the top domains by kind, the table with filters and its CSV export, and the trends', async () => {
    await page.goto(`/projects/${projectId}/audits/${auditId}`);
    await page.getByRole('link', { name: 'Sources' }).click();
    await page.waitForURL(`**/projects/${projectId}/sources?audit=${auditId}`);
    const table = page.getByRole('table');
    await table.waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(10);
    const first = await table.locator('tbody tr').first().innerText();
    expect(first).toContain('acme.example');
    expect(first).toContain('own');
    await page.getByText('Share of voice over time').waitFor();
    await page.getByRole('img', { name: /capterra\.fr \(review\): 4 answers/ }).waitFor();
    await screenshot(page, 'sources-1280');

    await page.getByRole('combobox', { name: 'Kind' }).selectOption('competitor');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    expect(await table.innerText()).toContain('globex.example');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    const csv = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
    const records = parseCsv(csv).map((r) => r.fields);
    expect(records[0]).toEqual(['data', 'domain', 'kind', 'answers', 'citations', 'share', 'brand_named', 'engines', 'competitors', 'pages']);
    expect(records.find((r) => r[1] === 'globex.example')?.slice(0, 4)).toEqual(['measured', 'globex.example', 'competitor', '4']);

    await page.getByRole('combobox', { name: 'Kind' }).selectOption('');
    await page.getByRole('combobox', { name: 'Audits' }).selectOption('all');
    await expect.poll(async () => (await table.locator('tbody tr').first().innerText()).includes('\t12\t')).toBe(true);
  });

  it('lists the gaps with the pages behind them and the answers as text', async () => {
    await page.goto(`/projects/${projectId}/gaps`);
    await page.getByText('“best CRM for agencies”').first().waitFor();
    const card = page.locator('.gap-card').first();
    expect(await card.innerText()).toContain('capterra.fr/crm/agencies');
    await card.getByRole('button', { name: /Show the 2 answers/ }).click();
    await card.getByText(HOSTILE).first().waitFor();
    expect(await page.evaluate(() => (window as any).__pwned)).toBeUndefined();
    expect(await card.locator('img').count()).toBe(0);
    for (const link of await card.locator('a[target=_blank]').all()) {
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    await screenshot(page, 'gaps-1280');
  });

  it("edits competitors' sites and the kinds of cited sites in the project settings", async () => {
    await page.goto(`/projects/${projectId}/settings`);
    await page.getByRole('button', { name: 'Remove globex.example' }).waitFor();
    const kinds = page.getByLabel('Kinds of cited sites');
    await kinds.fill('youtube.com=review');
    await kinds.press('Enter');
    await page.getByRole('button', { name: /save/i }).click();
    await expect.poll(async () => (await (await page.request.get(`/api/app/projects/${projectId}`)).json()).data.source_kinds).toEqual({ 'youtube.com': 'review' });
    await page.goto(`/projects/${projectId}/sources`);
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('review');
    await expect.poll(async () => page.getByRole('table').innerText()).toContain('youtube.com');
  });

  it('fits a 390 px screen', async () => {
    const mobile = await (await newContext(app.browser, app.product.baseUrl, MOBILE)).newPage();
    await mobile.context().addCookies(await page.context().cookies());
    await mobile.goto(`/projects/${projectId}/sources`);
    await mobile.getByRole('table').waitFor();
    await mobile.getByText('Share of voice over time').waitFor();
    expect(await horizontalOverflow(mobile)).toBeLessThanOrEqual(0);
    await screenshot(mobile, 'sources-390');
    await mobile.goto(`/projects/${projectId}/gaps`);
    await mobile.locator('.gap-card').first().waitFor();
    expect(await horizontalOverflow(mobile)).toBeLessThanOrEqual(0);
    await screenshot(mobile, 'gaps-390');
  });
});

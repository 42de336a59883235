// The review loop (docs/guide/reviewing-answers.md): an owner marks an answer "not about us" in the
// report; the row and the audit's figures change, and the correction survives a reload.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, FAKE_API_KEY, type FakeProvider } from '../web/test/fakes';
import { startProduct, type Product } from '../web/test/harness';
import { launchBrowser, newContext, screenshot, signUp, uniqueEmail } from './browser';

let fake: FakeProvider;
let product: Product;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  fake = await startFakeOpenAI({ answer: () => ({ text: 'Harbor is an excellent choice for GDPR compliance.', sources: [] }) });
  [product, browser] = await Promise.all([startProduct({ OPENAI_API_KEY: FAKE_API_KEY, OPENAI_BASE_URL: fake.url }), launchBrowser()]);
  page = await (await newContext(browser, product.baseUrl)).newPage();
});
afterAll(async () => {
  await browser?.close();
  await product?.dispose();
  await fake?.close();
});

describe('reviewing an answer', () => {
  it('correcting a row changes its figures, and the correction survives a reload', async () => {
    await signUp(page, { email: uniqueEmail('review') });
    const project = await page.evaluate(async () => {
      const session = await (await fetch('/api/app/session')).json();
      const headers = { 'Content-Type': 'application/json', 'X-CSRF-Token': session.data.csrfToken };
      const created = await (
        await fetch('/api/app/projects', { method: 'POST', headers, body: JSON.stringify({ name: 'Harbor', url: 'https://harbor-privacy.example', brand_name: 'Harbor', engines: ['openai'], samples: 1 }) })
      ).json();
      const id = created.data.id;
      await fetch(`/api/app/projects/${id}/prompts`, { method: 'POST', headers, body: JSON.stringify({ prompts: [{ text: 'best GDPR software' }] }) });
      const audit = await (await fetch(`/api/app/projects/${id}/audits`, { method: 'POST', headers, body: '{}' })).json();
      return { id, auditId: audit.data.auditId as string };
    });
    await page.goto(`/projects/${project.id}/audits/${project.auditId}`);
    const rate = page.getByTestId('report-citation-rate');
    await page.getByTestId('report-score').waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => document.querySelector('[data-testid="report-citation-rate"]')?.textContent?.startsWith('100'), undefined, { timeout: 30_000 });

    await page.getByTestId('query-table').getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Not about us' }).click();
    await dialog.getByTestId('correction-note').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="report-citation-rate"]')?.textContent?.startsWith('0'));
    await screenshot(page, 'report-review-correction', { fullPage: false });

    await page.reload();
    await page.getByTestId('report-score').waitFor();
    expect((await rate.innerText()).trim()).toMatch(/^0/);
    expect(await page.getByTestId('review-figures').innerText()).toContain('1 corrected by review');
    await page.getByTestId('query-table').getByRole('button').first().click();
    expect(await page.getByRole('dialog').getByTestId('correction-note').innerText()).toContain('the analysis said cited');
  });
});

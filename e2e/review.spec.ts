// The review loop (docs/guide/reviewing-answers.md): an owner marks an answer "not about us" in the
// report; the row and the audit's figures change, and the correction survives a reload.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { startFakes } from '../web/test/worker-helpers';
import { newContext, productForSpec, screenshot, seedProject, signUp, uniqueEmail } from './browser';

const app = productForSpec({ fakes: () => startFakes({ openai: { answer: () => ({ text: 'Harbor is an excellent choice for GDPR compliance.', sources: [] }) } }) });
let page: Page;

beforeAll(async () => {
  page = await (await newContext(app.browser, app.product.baseUrl)).newPage();
});

describe('reviewing an answer', () => {
  it('correcting a row changes its figures, and the correction survives a reload', async () => {
    await signUp(page, { email: uniqueEmail('review') });
    const { projectId, auditId } = await seedProject(page, { name: 'Harbor', url: 'https://harbor-privacy.example', brand_name: 'Harbor', engines: ['openai'] }, ['best GDPR software'], 1);
    await page.goto(`/projects/${projectId}/audits/${auditId}`);
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

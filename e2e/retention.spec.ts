// The report of an audit whose answers retention pruned (docs/operations/retention.md): it says
// so above the answers, and the figures are still there.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { restartWithDatabaseChange } from '../web/test/harness';
import { newContext, productForSpec, screenshot, seedProject, seriousViolations, signUp, uniqueEmail } from './browser';

const app = productForSpec({ env: { SIMULATED_LATENCY_MS: '10', WORKER_HOUSEKEEPING_MS: '500' } });
let page: Page;

beforeAll(async () => {
  page = await (await newContext(app.browser, app.product.baseUrl)).newPage();
});

describe('a pruned audit in the report', () => {
  it('says how many answers were pruned and when, and keeps its score', async () => {
    await signUp(page, { email: uniqueEmail('retention') });
    const { projectId, auditId } = await seedProject(page, { name: 'Acme', url: 'https://acme.example', brand_name: 'Acme' }, ['Is Acme a good CRM?', 'best CRM for agencies'], 1);
    await page.goto(`/projects/${projectId}/audits/${auditId}`);
    const score = await page.getByTestId('report-score').innerText();
    expect(await page.getByTestId('retention-notice').count()).toBe(0);

    // Its answers were stored two days ago, and the server keeps one day.
    app.product.env.RETENTION_DAYS = '1';
    await restartWithDatabaseChange(app.product, (sql) => sql`UPDATE audit_queries SET answered_at = answered_at - interval '2 days' WHERE audit_id = ${auditId}`);
    // The session cookie is the browser's for 127.0.0.1, whatever the new port.
    const report = `${app.product.baseUrl}/projects/${projectId}/audits/${auditId}`;
    const notice = page.getByTestId('retention-notice');
    for (let tries = 0; (await notice.count()) === 0; tries++) {
      expect(tries, 'the worker prunes within a few seconds').toBeLessThan(30);
      await page.goto(report);
      await page.getByTestId('report-score').waitFor();
      await page.waitForTimeout(500);
    }
    expect(await notice.innerText()).toMatch(/^2 answers pruned on .+ under this server's retention setting/);
    expect(await page.getByTestId('report-score').innerText()).toBe(score);
    await screenshot(page, 'report-pruned-answers', { fullPage: false });
    expect(await seriousViolations(page, 'report-pruned-answers')).toEqual([]);
  }, 180_000);
});

// AI answers are untrusted text. An engine (here a local fake speaking OpenAI's wire format)
// answers with markup meant to run in the dashboard — <script>, <img onerror>, javascript:
// links — and the report must show it as text, run none of it, and link only http(s) sources
// with rel="noopener nofollow".
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { startFakes } from '../web/test/worker-helpers';
import { newContext, productForSpec, screenshot, seedProject, signUp, uniqueEmail } from './browser';

const SCRIPT = `<script>window.__pwned = 'script'</script>`;
const IMG = `<img src=x onerror="window.__pwned = 'img'">`;
const ANSWER = [
  `Acme is often recommended ${SCRIPT} for agencies.`,
  `Reviewers like Acme ${IMG} for its support.`,
  `Globex is an alternative <a href="javascript:window.__pwned='link'">click here</a>.`,
  `Pricing: https://acme.example/pricing is public.`,
].join('\n');

const app = productForSpec({
  fakes: () => startFakes({ openai: { answer: () => ({ text: ANSWER, sources: ['https://acme.example/', 'https://reviews.example/acme?x=<b>1</b>'] }) } }),
});
let page: Page;

beforeAll(async () => {
  page = await (await newContext(app.browser, app.product.baseUrl)).newPage();
  page.on('dialog', (dialog) => dialog.dismiss()); // an alert() would be a failure, caught below
});

describe('untrusted answers', () => {
  it('render as text: no script runs, no image loads, only safe links', async () => {
    await signUp(page, { email: uniqueEmail('xss') });
    const { projectId, auditId } = await seedProject(
      page,
      { name: 'Acme <i>Labs</i>', url: 'https://acme.example', brand_name: 'Acme', competitors: ['Globex'] },
      ['best tool <b onmouseover="window.__pwned=1">for agencies</b>'],
      1,
    );
    await page.goto(`/projects/${projectId}/audits/${auditId}`);
    await page.getByTestId('report-score').waitFor({ timeout: 30_000 });
    await page.getByText('Acme <i>Labs</i>', { exact: true }).first().waitFor();

    const row = page.getByTestId('query-table').getByRole('button').first();
    expect(await row.innerText()).toContain('best tool <b onmouseover="window.__pwned=1">for agencies</b>');
    await row.click();
    const answer = page.getByRole('dialog').getByTestId('answer-text');
    await answer.waitFor();
    const text = await answer.innerText();
    expect(text).toContain(SCRIPT);
    expect(text).toContain(IMG);
    expect(text).toContain(`<a href="javascript:window.__pwned='link'">click here</a>`);
    await screenshot(page, 'report-untrusted-answer', { fullPage: false });

    const dialog = page.getByRole('dialog');
    expect(await dialog.locator('script, img, iframe, object, embed').count()).toBe(0);
    expect(await page.locator('[onerror], [onmouseover], a[href^="javascript:"]').count()).toBe(0);
    const links = await dialog.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute('href'), rel: a.getAttribute('rel') })));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.href).toMatch(/^https?:\/\//);
      expect(link.rel).toContain('noopener');
      expect(link.rel).toContain('nofollow');
    }
    expect(links.map((l) => l.href)).toContain('https://acme.example/pricing');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  });
});

// AI answers are untrusted text. An engine (here a local fake speaking OpenAI's wire format)
// answers with markup meant to run in the dashboard — <script>, <img onerror>, javascript:
// links — and the report must show it as text, run none of it, and link only http(s) sources
// with rel="noopener nofollow".
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, FAKE_API_KEY, type FakeProvider } from '../web/test/fakes';
import { startProduct, type Product } from '../web/test/harness';
import { launchBrowser, newContext, screenshot, signUp, uniqueEmail } from './browser';

const SCRIPT = `<script>window.__pwned = 'script'</script>`;
const IMG = `<img src=x onerror="window.__pwned = 'img'">`;
const ANSWER = [
  `Acme is often recommended ${SCRIPT} for agencies.`,
  `Reviewers like Acme ${IMG} for its support.`,
  `Globex is an alternative <a href="javascript:window.__pwned='link'">click here</a>.`,
  `Pricing: https://acme.example/pricing is public.`,
].join('\n');

let fake: FakeProvider;
let product: Product;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  fake = await startFakeOpenAI({
    answer: () => ({ text: ANSWER, sources: ['https://acme.example/', 'https://reviews.example/acme?x=<b>1</b>'] }),
  });
  [product, browser] = await Promise.all([
    startProduct({ OPENAI_API_KEY: FAKE_API_KEY, OPENAI_BASE_URL: fake.url }),
    launchBrowser(),
  ]);
  page = await (await newContext(browser, product.baseUrl)).newPage();
  page.on('dialog', (dialog) => dialog.dismiss()); // an alert() would be a failure, caught below
});
afterAll(async () => {
  await browser?.close();
  await product?.dispose();
  await fake?.close();
});

describe('untrusted answers', () => {
  it('render as text: no script runs, no image loads, only safe links', async () => {
    await signUp(page, { email: uniqueEmail('xss') });
    const project = await page.evaluate(async () => {
      const session = await (await fetch('/api/app/session')).json();
      const headers = { 'Content-Type': 'application/json', 'X-CSRF-Token': session.data.csrfToken };
      const created = await (
        await fetch('/api/app/projects', { method: 'POST', headers, body: JSON.stringify({ name: 'Acme <i>Labs</i>', url: 'https://acme.example', brand_name: 'Acme', competitors: ['Globex'], samples: 1 }) })
      ).json();
      const id = created.data.id;
      await fetch(`/api/app/projects/${id}/prompts`, { method: 'POST', headers, body: JSON.stringify({ prompts: [{ text: 'best tool <b onmouseover="window.__pwned=1">for agencies</b>' }] }) });
      const audit = await (await fetch(`/api/app/projects/${id}/audits`, { method: 'POST', headers, body: '{}' })).json();
      return { id, auditId: audit.data.auditId as string };
    });
    await page.goto(`/projects/${project.id}/audits/${project.auditId}`);
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

// The whole journey of a new user, in real Chromium against the freshly started product:
// sign up → create a project → import prompts from CSV → create an API key and use it →
// launch an audit and watch it reach 100 → read the report → export CSV → revoke the key and
// see the API refuse it. Screenshots of each main page, at 1280 and 390 pixels wide.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { horizontalOverflow, MOBILE, newContext, productForSpec, screenshot, showReportCharts, signUp, uniqueEmail } from './browser';
import { parseCsv } from '../web/server/csv/csv';

// One simulated answer at a time, 0.6 s each: the progress bar is seen moving, the audit ends in seconds.
const app = productForSpec({ env: { SIMULATED_LATENCY_MS: '600', ENGINE_CONCURRENCY_SIMULATED: '1' } });
let context: BrowserContext;
let page: Page;
let projectUrl: string;
let reportUrl: string;
let apiKey: string;

beforeAll(async () => {
  context = await newContext(app.browser, app.product.baseUrl);
  page = await context.newPage();
});

const CSV = [
  'prompt,tag,active',
  'best project management software for agencies,comparisons,true',
  '"Asana alternatives for small teams, 2026",comparisons,true',
  'how to choose a project management tool,guides,true',
  'project management tool with time tracking,features,true',
  'best project management software for agencies,comparisons,true',
  ',empty,true',
].join('\n');

describe('a new user’s journey', () => {
  it('signs up and lands on an empty project list that says what to do', async () => {
    // A fresh install opens on the operator's sign-up, which asks for the setup token.
    await page.goto('/');
    await page.waitForURL('**/sign-up');
    await page.getByRole('heading', { name: 'Set up geo-audit' }).waitFor();
    await page.getByLabel('Setup token').waitFor();
    await screenshot(page, 'sign-up');
    await signUp(page, { email: uniqueEmail('journey'), name: 'Jo Marketing', organization: 'Acme Marketing' });
    await page.getByRole('heading', { name: 'Create your first project' }).waitFor();
    await page.getByText('Acme Marketing').waitFor();
    await screenshot(page, 'projects-empty');
  });

  it('creates a project', async () => {
    await page.getByRole('link', { name: 'New project' }).first().click();
    await page.getByLabel('Brand name').fill('Acme');
    await page.getByLabel('Site URL').fill('https://acme.example');
    await page.getByLabel('Competitors').fill('Globex');
    await page.keyboard.press('Enter');
    await page.getByLabel('Competitors').fill('Initech');
    await page.keyboard.press('Enter');
    await screenshot(page, 'project-new');
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}\/prompts$/);
    projectUrl = page.url().replace(/\/prompts$/, '');
    await page.getByRole('heading', { name: 'No prompts yet' }).waitFor();
  });

  it('imports prompts from a CSV file with a preview and per-line errors', async () => {
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import prompts' });
    await dialog.getByRole('tab', { name: 'CSV file' }).click();
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'prompts.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = dialog.getByRole('table', { name: 'Import preview' });
    await preview.waitFor();
    expect(await preview.locator('tr[data-status="new"]').count()).toBe(4);
    expect(await preview.locator('tr[data-status="duplicate"]').count()).toBe(1);
    await expect(preview.locator('tr[data-status="invalid"]').innerText()).resolves.toContain('The prompt column is empty.');
    await screenshot(page, 'prompts-import-preview', { fullPage: false });
    await dialog.getByRole('button', { name: 'Import 4 prompts' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Asana alternatives for small teams, 2026').waitFor();
    expect(await page.getByRole('region', { name: 'comparisons' }).getByRole('listitem').count()).toBe(2);
    await screenshot(page, 'prompts');
  });

  it('creates an API key, sees it once, and uses it against /api/v1', async () => {
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByRole('heading', { name: 'No API key yet' }).waitFor();
    await page.getByRole('button', { name: 'Create key' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create an API key' });
    await dialog.getByLabel('Name').fill('CI');
    await dialog.getByRole('button', { name: 'Create key' }).click();
    apiKey = await page.getByTestId('new-api-key').innerText();
    expect(apiKey).toMatch(/^svc_live_[0-9A-Za-z]{40}$/);
    await screenshot(page, 'api-key-created', { fullPage: false });
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.locator('body').innerText()).resolves.not.toContain(apiKey);
    const res = await fetch(`${app.product.baseUrl}/api/v1/projects`, { headers: { Authorization: `Bearer ${apiKey}` } });
    expect(res.status).toBe(200);
    expect((await res.json()).data.map((p: any) => p.name)).toEqual(['Acme']);
    await screenshot(page, 'api-keys');
  });

  it('launches an audit from the project page and watches its progress reach 100', async () => {
    await page.goto(projectUrl);
    await page.getByRole('heading', { name: 'Run an audit' }).waitFor();
    await screenshot(page, 'project-before-audit');
    await page.getByRole('button', { name: 'Run audit' }).click();
    const bar = page.getByRole('progressbar', { name: 'Audit progress' });
    await bar.waitFor();
    const seen: number[] = [];
    while (seen.at(-1) !== 100) {
      const value = Number((await bar.getAttribute('aria-valuenow')) ?? 0);
      if (value !== seen.at(-1)) seen.push(value);
      if (value > 0 && value < 100 && seen.length === 2) await screenshot(page, 'project-audit-running');
      await page.waitForTimeout(50);
    }
    expect(seen.some((v) => v > 0 && v < 100)).toBe(true); // it moved on the way
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    await page.getByRole('heading', { name: 'Audit completed' }).waitFor();
    await page.getByRole('table').getByText('Completed').waitFor();
    await screenshot(page, 'project-overview');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
    await page.getByRole('link', { name: /^Acme/ }).getByText(/^Last audit/).waitFor();
    await screenshot(page, 'projects');
  });

  it('reads the report: score, charts, the answers table and one full answer', async () => {
    await page.goto(projectUrl);
    await page.getByRole('link', { name: 'Report', exact: true }).click();
    await page.waitForURL(/\/audits\/[0-9a-f-]{36}$/);
    reportUrl = page.url();
    await page.getByTestId('report-score').waitFor();
    await showReportCharts(page);
    // The simulated engine costs nothing; the report says what the providers charged.
    await page.getByText(/provider cost \$0\b/).waitFor();
    const table = page.getByTestId('query-table');
    // A project made in the dashboard asks 3 answers per prompt: 4 prompts × 1 engine × 3.
    expect(Number(await table.getAttribute('data-total-rows'))).toBe(12);
    await page.getByTestId('report-sentence').getByText(/^You are named in \d+% of answers \(likely \d+–\d+%\)/).waitFor();
    // The filter keeps the prompts × engines cited at least once (3 answers each). The CSV's four
    // prompts are named by the simulator with chances 0.53, 0.75, 0.72 and 0.68 (region fr), so
    // all 12 answers go uncited about once in a million runs: the filter always has rows to keep.
    const [, projectId, auditId] = /\/projects\/([0-9a-f-]{36})\/audits\/([0-9a-f-]{36})$/.exec(reportUrl)!;
    const detail = await fetch(`${app.product.baseUrl}/api/v1/projects/${projectId}/audits/${auditId}`, { headers: { Authorization: `Bearer ${apiKey}` } }).then((r) => r.json());
    const citedPrompts = new Set(detail.data.queries.filter((q: any) => q.cited).map((q: any) => q.prompt)).size;
    expect(citedPrompts).toBeGreaterThan(0);
    await page.getByLabel('Cited', { exact: true }).selectOption('yes');
    const count = (text: string) => page.getByTestId('query-count').filter({ hasText: new RegExp(`^${text}$`) }).waitFor();
    await count(citedPrompts === 4 ? '12 answers to 4 prompts × engines' : `${citedPrompts * 3} of 12 answers`);
    await page.getByLabel('Cited', { exact: true }).selectOption('');
    await count('12 answers to 4 prompts × engines');
    await screenshot(page, 'report');
    await table.getByTestId('answer-group').first().click();
    await table.getByTestId('answer-sample').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('answer-text').waitFor();
    expect((await dialog.getByTestId('answer-text').innerText()).length).toBeGreaterThan(50);
    await screenshot(page, 'report-answer', { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('exports the raw data as CSV', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^geo-audit-acme-\d{4}-\d\d-\d\d-[0-9a-f]{8}\.csv$/);
    const bytes = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks));
    // UTF-8 with a byte-order mark, samples from 1 (docs/guide/exports.md).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    const records = parseCsv(text).map((r) => r.fields);
    expect(records[0].slice(0, 9)).toEqual(['data', 'schema_version', 'audit_id', 'audit_date', 'region', 'model', 'prompt', 'engine', 'sample']);
    expect(new Set(records.slice(1).map((r) => r[8]))).toEqual(new Set(['1', '2', '3']));
    expect(text).toContain('how to choose a project management tool');
  });

  it('works at 390 px: no page wider than the screen', async () => {
    const mobile = await newContext(app.browser, app.product.baseUrl, MOBILE);
    await mobile.addCookies(await context.cookies());
    const phone = await mobile.newPage();
    for (const [name, url] of [['projects', '/projects'], ['project', projectUrl], ['prompts', `${projectUrl}/prompts`], ['report', reportUrl], ['api-keys', '/settings/api-keys']] as const) {
      await phone.goto(url);
      await phone.waitForLoadState('networkidle');
      await screenshot(phone, `mobile-${name}`);
      expect(await horizontalOverflow(phone), name).toBeLessThanOrEqual(0);
    }
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await phone.getByRole('link', { name: 'Projects' }).click();
    await phone.waitForURL('**/projects');
    await mobile.close();
  });

  it('revokes the key, and the API refuses it', async () => {
    await page.goto('/settings/api-keys');
    await page.getByRole('button', { name: 'Revoke CI' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke “CI”?' });
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const res = await fetch(`${app.product.baseUrl}/api/v1/projects`, { headers: { Authorization: `Bearer ${apiKey}` } });
    expect(res.status).toBe(401);
    expect((await res.json()).error.message).toMatch(/revoked/);
  });
});

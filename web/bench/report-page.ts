// The report page with 2,000 rows in headless Chromium, against the project list page of the
// same product as the baseline: time until each page is usable (its content on screen), time
// until the report answers a search (interactive), and the client JavaScript each route loads
// (gzip bytes). Medians of several loads.
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser } from '../../e2e/browser';
import { measureReportPage } from '../../e2e/report-timing';

const LOADS = Number(process.env.BENCH_PAGE_LOADS ?? 5);

export interface PageFigures {
  projectListMs: number;
  reportReadyMs: number;
  reportSearchMs: number;
  reportRows: number;
  renderedRows: number;
  projectListJsGzip: number;
  reportJsGzip: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Loads `path` with the session cookie; returns the gzip size of the scripts it loaded. */
async function withPage<T>(browser: Browser, baseUrl: string, cookie: string, run: (page: Page) => Promise<T>) {
  const [name, value] = cookie.split('=');
  const context = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP });
  await context.addCookies([{ name, value, url: baseUrl }]);
  const page = await context.newPage();
  const scripts: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().catch(() => Buffer.alloc(0)));
  });
  try {
    const result = await run(page);
    const bodies = await Promise.all(scripts);
    return { result, jsGzip: bodies.reduce((sum, body) => sum + gzipSync(body).length, 0) };
  } finally {
    await context.close();
  }
}

export async function benchReportPage(baseUrl: string, cookie: string, projectId: string, auditId: string, projectName: string): Promise<PageFigures> {
  const browser = await launchBrowser();
  try {
    const list: number[] = [];
    const ready: number[] = [];
    const search: number[] = [];
    let rows = 0;
    let renderedRows = 0;
    let projectListJsGzip = 0;
    let reportJsGzip = 0;
    for (let i = 0; i <= LOADS; i++) {
      const listed = await withPage(browser, baseUrl, cookie, async (page) => {
        await page.goto('/projects');
        await page.locator('.project-name', { hasText: projectName }).first().waitFor({ timeout: 60_000 });
        return page.evaluate(() => Math.round(performance.now()));
      });
      // The report page: measureReportPage (e2e/report-timing.ts) loads it in its own context.
      const report = await measureReportPage(browser, baseUrl, cookie, projectId, auditId);
      const reportJs = await withPage(browser, baseUrl, cookie, async (page) => {
        await page.goto(`/projects/${projectId}/audits/${auditId}`);
        await page.getByTestId('query-table').getByRole('button').first().waitFor({ timeout: 60_000 });
      });
      if (i === 0) continue; // the first round warms caches and compiles
      list.push(listed.result);
      ready.push(report.tableReadyMs);
      search.push(report.searchMs);
      rows = report.rows;
      renderedRows = report.renderedRows;
      projectListJsGzip = listed.jsGzip;
      reportJsGzip = reportJs.jsGzip;
    }
    return {
      projectListMs: median(list),
      reportReadyMs: median(ready),
      reportSearchMs: median(search),
      reportRows: rows,
      renderedRows,
      projectListJsGzip,
      reportJsGzip,
    };
  } finally {
    await browser.close();
  }
}

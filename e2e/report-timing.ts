// Timing of the audit report page in real Chromium, for `npm run bench` (web/bench): how long
// until the answers table shows its rows, and how long a search takes to filter them. The
// page marks `geo-audit:report-table-ready` (performance.mark) when the table first renders
// rows, and the table carries data-total-rows.
//
// A bench calls, with a running product and a COMPLETED audit (e.g. 500 prompts × 4 engines):
//   const session = await dashboardSession(baseUrl)        // signs up (or pass a cookie)
//   const timing = await measureReportPage(browser, baseUrl, session.cookie, projectId, auditId)
// The audit must belong to the session's organisation: sign up first, then create the
// project and launch the audit as that user (the /api/app routes), or create an API key for
// session.orgId with the admin CLI (`key create --org <orgId>`) and use /api/v1.
import type { Browser } from 'playwright-core';
import { DESKTOP, PASSWORD } from './browser';
import { TEST_SETUP_TOKEN } from '../web/test/dashboard-client';

export interface DashboardSession {
  /** `ga_session=…`, for a Cookie header or a browser context */
  cookie: string;
  csrfToken: string;
  orgId: string;
}

/** Signs up a new user (the first sign-up of a fresh install gets the expert plan). */
export async function dashboardSession(baseUrl: string, email = `bench-${Date.now()}@example.com`): Promise<DashboardSession> {
  const res = await fetch(`${baseUrl}/api/app/auth/sign-up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ email, password: PASSWORD, organization: 'Bench', setupToken: TEST_SETUP_TOKEN }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie()[0].split(';')[0];
  const session = await (await fetch(`${baseUrl}/api/app/session`, { headers: { Cookie: cookie } })).json();
  return { cookie, csrfToken: session.data.csrfToken, orgId: session.data.org.id };
}

export interface ReportTiming {
  rows: number;
  /** navigation start → the table's first rows on screen (ms) */
  tableReadyMs: number;
  /** typing a search → the filtered count shown (ms) */
  searchMs: number;
  /** rows actually in the page at once (virtualised) */
  renderedRows: number;
}

/** `search` defaults to the last row's prompt: it narrows the table to that prompt's answers. */
export async function measureReportPage(browser: Browser, baseUrl: string, cookie: string, projectId: string, auditId: string, search?: string): Promise<ReportTiming> {
  const [name, value] = cookie.split('=');
  const context = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP });
  await context.addCookies([{ name, value, url: baseUrl }]);
  const page = await context.newPage();
  try {
    await page.goto(`/projects/${projectId}/audits/${auditId}`);
    const table = page.getByTestId('query-table');
    await table.getByRole('button').first().waitFor({ timeout: 60_000 });
    const tableReadyMs = await page.evaluate(() => {
      const [mark] = performance.getEntriesByName('geo-audit:report-table-ready');
      return Math.round(mark.startTime);
    });
    const rows = Number(await table.getAttribute('data-total-rows'));
    const renderedRows = await table.getByRole('button').count();
    const before = await page.getByTestId('query-count').innerText();
    const query = search ?? (await page.evaluate(async () => {
      const detail = await (await fetch(location.pathname.replace('/projects/', '/api/app/projects/'))).json();
      return detail.data.queries.at(-1).prompt as string;
    }));
    const started = Date.now();
    await page.getByLabel('Search prompts and answers').fill(query);
    await page.waitForFunction((text) => document.querySelector('[data-testid="query-count"]')?.textContent !== text, before);
    return { rows, tableReadyMs, searchMs: Date.now() - started, renderedRows };
  } finally {
    await context.close();
  }
}

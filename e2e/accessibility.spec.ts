// WCAG 2.1 AA on every dashboard page (docs/guide/dashboard.md), at 1280 px: axe-core (through
// @axe-core/playwright, which drives playwright-core's pages), failing on any serious or critical
// violation, and no page error, console error (React's hydration errors, a missing favicon) or
// hydration warning on the way; the fresh install's setup page at both widths; then the keyboard
// paths: the phone menu, dialogs and the answers table. The 390 px and dark sweeps are
// accessibility-phone.spec.ts and accessibility-dark.spec.ts (the pages: e2e/accessibility.ts).
import { describe, expect, it } from 'vitest';
import { accessibilitySite, sweep, SWEEP_TIMEOUT_MS } from './accessibility';
import { DESKTOP, MOBILE, newContext, seriousViolations, watch } from './browser';

const setupPageProblems: string[] = [];
const site = accessibilitySite(async (product, browser) => {
  // A fresh install's sign-up (the operator's, with the setup token), at both widths.
  for (const viewport of [DESKTOP, MOBILE]) {
    const context = await newContext(browser, product.baseUrl, viewport);
    const page = await context.newPage();
    const problems = watch(page);
    await page.goto('/');
    await page.getByLabel('Setup token').waitFor();
    setupPageProblems.push(...(await seriousViolations(page, `setup@${viewport.width}`)), ...problems);
    await context.close();
  }
});

describe('accessibility at 1280 px', () => {
  it("has no serious violation on a fresh install's setup page, at 1280 and 390 px", () => {
    expect(setupPageProblems).toEqual([]);
  });

  it('has no serious violation, page error or hydration warning on any page', async () => {
    expect(await sweep(site, DESKTOP, 'light')).toEqual([]);
  }, SWEEP_TIMEOUT_MS);

  it('can be used with the keyboard: the phone menu, the answers and their dialog', async () => {
    const context = await newContext(site.browser, site.product.baseUrl, MOBILE);
    await context.addCookies(await site.owner.cookies());
    const page = await context.newPage();
    await page.goto(`/projects/${site.projectId}/audits/${site.auditId}`);
    await page.getByTestId('query-table').waitFor();
    // The menu opens from its button and closes on Escape, focus back on the button.
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Projects' }).waitFor();
    // The page behind the menu takes no focus: Tab goes from the button into the menu.
    expect(await page.locator('main').getAttribute('inert')).not.toBeNull();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#sidebar'))).toBe(true);
    await page.keyboard.press('Escape');
    await nav.getByRole('link', { name: 'Projects' }).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
    // An answer opens with Enter, its text can take focus to scroll, Escape closes it and
    // gives focus back to the row.
    const row = page.getByTestId('answer-group').first();
    await row.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('answer-text').waitFor();
    expect(await dialog.getByTestId('answer-text').getAttribute('tabindex')).toBe('0');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('answer-group');
    await context.close();
  });
});

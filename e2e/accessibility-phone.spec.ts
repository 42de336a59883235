// WCAG 2.1 AA on every dashboard page at 390 px (a phone), as accessibility.spec.ts at 1280 px:
// axe-core's serious and critical violations, page errors, console errors and hydration warnings.
import { describe, expect, it } from 'vitest';
import { accessibilitySite, sweep, SWEEP_TIMEOUT_MS } from './accessibility';
import { MOBILE } from './browser';

const site = accessibilitySite();

describe('accessibility at 390 px', () => {
  it('has no serious violation, page error or hydration warning on any page', async () => {
    expect(await sweep(site, MOBILE, 'light')).toEqual([]);
  }, SWEEP_TIMEOUT_MS);
});

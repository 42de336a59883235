// Every dashboard page at 1280 px in the dark colour scheme: axe-core's colour rules (contrast,
// links told apart from text; the other rules read the DOM, as at 1280 px light), page errors,
// console errors and hydration warnings.
import { describe, expect, it } from 'vitest';
import { accessibilitySite, sweep, SWEEP_TIMEOUT_MS } from './accessibility';
import { DESKTOP } from './browser';

const site = accessibilitySite();

describe('accessibility in the dark colour scheme', () => {
  it('has no serious colour violation, page error or hydration warning on any page', async () => {
    expect(await sweep(site, DESKTOP, 'dark')).toEqual([]);
  }, SWEEP_TIMEOUT_MS);
});

import { describe, expect, it } from 'vitest';
import { analyzeAnswer, brandProfile } from './analyze';
import { LABELLED_BRANDS } from '../../test/data/labelled-answers';

const profile = brandProfile(LABELLED_BRANDS.emeraude);
// Speed is measured by `npm run bench` (web/bench/analysis.ts); this only guards against
// super-linear work on hostile text (a hang would be seconds, not milliseconds).
describe('analyzeAnswer performance', () => {
  it('stays linear on adversarial text', () => {
    const hostile = [
      'a.'.repeat(50_000),
      '@'.repeat(100_000),
      'Crédit-'.repeat(15_000),
      'credit emeraude'.repeat(7_000),
      `${'x'.repeat(100_000)}.fr`,
      '[1]'.repeat(30_000),
      '. '.repeat(50_000),
      'Crédit Émeraude est fiable, mais Kova est moins chère. '.repeat(2_000),
    ];
    for (const text of hostile) {
      const start = performance.now();
      analyzeAnswer(profile, { text, sources: [] });
      const elapsed = performance.now() - start;
      console.log(`${JSON.stringify(text.slice(0, 12))}… (${text.length} characters): ${elapsed.toFixed(1)} ms`);
      expect(elapsed).toBeLessThan(1000);
    }
  });
});

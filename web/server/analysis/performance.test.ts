import { describe, expect, it } from 'vitest';
import { analyzeAnswer, brandProfile } from './analyze';
import { LABELLED_BRANDS } from '../../test/data/labelled-answers';

const profile = brandProfile(LABELLED_BRANDS.emeraude);
/** A prompt whose words repeat: the echo search tries each of its starts at every answer word. */
const REPETITIVE_PROMPT = `Crédit Émeraude ${'a. '.repeat(40)}`;
// Speed is measured by `npm run bench` (web/bench/analysis.ts); this only guards against
// super-linear work on hostile text (a hang would be seconds, not milliseconds). It counts this
// process's CPU time, not the wall clock, so a busy machine does not fail it: the slowest texts
// take under 300 ms of CPU (measured on a 2-core machine while other suites ran), a margin of
// more than 3 to the limit; the backtracking this guards against took minutes.
describe('analyzeAnswer performance', () => {
  it('stays linear on adversarial text', () => {
    // The word lists are read on first use: a constant cost, paid before timing.
    analyzeAnswer(profile, { text: 'Crédit Émeraude est fiable, mais Kova est moins chère.', sources: [] });
    const hostile = [
      'a.'.repeat(50_000),
      '@'.repeat(100_000),
      'Crédit-'.repeat(15_000),
      'credit emeraude'.repeat(7_000),
      `${'x'.repeat(100_000)}.fr`,
      '[1]'.repeat(30_000),
      '. '.repeat(50_000),
      'Crédit Émeraude est fiable, mais Kova est moins chère. '.repeat(2_000),
      // Markdown a block parser may go super-linear on: deep nesting, long lists and tables, open brackets.
      `${'> '.repeat(10_000)}Crédit Émeraude`,
      `${'- '.repeat(10_000)}Crédit Émeraude`,
      '1. Crédit Émeraude\n'.repeat(2_000),
      `| Crédit Émeraude | Kova |\n|---|---|\n${'| fiable | chère |\n'.repeat(2_000)}`,
      Array.from({ length: 200 }, (_, i) => `${' '.repeat(i * 2)}- Kova`).join('\n'),
      '['.repeat(50_000),
      `Crédit Émeraude ${'a. '.repeat(40_000)}`,
    ];
    for (const text of hostile) {
      const start = process.cpuUsage();
      analyzeAnswer(profile, { text, sources: [], prompt: REPETITIVE_PROMPT });
      const used = process.cpuUsage(start);
      const elapsed = (used.user + used.system) / 1000;
      console.log(`${JSON.stringify(text.slice(0, 12))}… (${text.length} characters): ${elapsed.toFixed(1)} ms of CPU`);
      expect(elapsed).toBeLessThan(1000);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { analyzeAnswer, brandProfile } from './analyze';
import { LABELLED_ANSWERS, LABELLED_BRANDS } from '../../test/data/labelled-answers';

const profile = brandProfile(LABELLED_BRANDS.emeraude);
const { text, sources } = LABELLED_ANSWERS.find((answer) => answer.id === 'emeraude-01')!;
/** A realistic long answer: markdown, markers, a table, names of the brand and its competitors. */
const answer = {
  text: [
    '## Les banques les plus citées en 2025',
    text,
    LABELLED_ANSWERS.filter((labelled) => labelled.brand === 'emeraude').map((labelled) => labelled.text).join('\n\n'),
  ].join('\n\n'),
  sources: [...sources, 'https://www.kova.fr/tarifs', 'https://www.60millions-mag.com/banques'],
};

/** The naive detector: one case-insensitive Unicode regex over every name, whole words. */
const names = [profile.name, ...profile.aliases, ...profile.competitors.map((competitor) => competitor.name)];
const naive = new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}\\p{N}])`, 'giu');

/** Median microseconds per call over `rounds` rounds of `calls` calls, after a warm-up. */
function microseconds(run: () => unknown, calls: number, rounds = 7): number {
  for (let i = 0; i < calls; i++) run();
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < calls; i++) run();
    samples.push(Number(process.hrtime.bigint() - start) / calls / 1000);
  }
  return samples.sort((a, b) => a - b)[rounds >> 1];
}

describe('analyzeAnswer performance', () => {
  it('costs about ten single-regex scans of the same text', () => {
    let found = 0;
    const scan = microseconds(() => {
      naive.lastIndex = 0;
      while (naive.exec(answer.text)) found += 1;
    }, 2000);
    const analysis = microseconds(() => analyzeAnswer(profile, answer), 500);
    const ratio = analysis / scan;
    console.log(
      `analyzeAnswer on ${answer.text.length} characters: ${analysis.toFixed(1)} µs; one Unicode-aware regex scan for the names: ` +
        `${scan.toFixed(1)} µs; ratio ${ratio.toFixed(1)} (${found > 0 ? 'names found' : 'no names'})`,
    );
    // Target ~10; the bound leaves room for a loaded machine.
    expect(ratio).toBeLessThan(25);
  });

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

import { describe, expect, it } from 'vitest';
import { analyzeAnswer, brandProfile } from './analyze';
import { LABELLED_ANSWERS, LABELLED_BRANDS, type LabelledBrand } from './labelled-answers';

const profiles = Object.fromEntries(
  Object.entries(LABELLED_BRANDS).map(([brand, input]) => [brand, brandProfile(input)]),
) as Record<LabelledBrand, ReturnType<typeof brandProfile>>;

const results = LABELLED_ANSWERS.map((answer) => ({ answer, analysis: analyzeAnswer(profiles[answer.brand], answer) }));

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 1);
const truePositives = results.filter(({ answer, analysis }) => answer.cited && analysis.cited).length;
const precision = ratio(truePositives, results.filter(({ analysis }) => analysis.cited).length);
const recall = ratio(truePositives, results.filter(({ answer }) => answer.cited).length);
const sentimentAccuracy = ratio(results.filter(({ answer, analysis }) => answer.sentiment === analysis.sentiment).length, results.length);
const labelledCited = results.filter(({ answer }) => answer.cited);
const citedSentimentAccuracy = ratio(labelledCited.filter(({ answer, analysis }) => answer.sentiment === analysis.sentiment).length, labelledCited.length);

describe('labelled evaluation set', () => {
  it('is large and bilingual enough to mean something', () => {
    expect(LABELLED_ANSWERS.length).toBeGreaterThanOrEqual(70);
    const french = LABELLED_ANSWERS.filter((answer) => answer.language === 'fr').length;
    expect(french / LABELLED_ANSWERS.length).toBeGreaterThan(0.4);
    expect(french / LABELLED_ANSWERS.length).toBeLessThan(0.6);
    expect(new Set(LABELLED_ANSWERS.map((answer) => answer.id)).size).toBe(LABELLED_ANSWERS.length);
  });

  it('detects citations with precision and recall ≥ 0.95, and sentiment with accuracy ≥ 0.8', () => {
    const percent = (value: number) => `${(100 * value).toFixed(1)} %`;
    const misses = results
      .filter(({ answer, analysis }) => answer.cited !== analysis.cited || answer.sentiment !== analysis.sentiment)
      .map(({ answer, analysis }) => `  ${answer.id}: labelled ${answer.cited ? 'cited' : 'not cited'}/${answer.sentiment}, got ${analysis.cited ? 'cited' : 'not cited'}/${analysis.sentiment}`);
    console.log(
      [
        `Labelled set: ${results.length} answers (${LABELLED_ANSWERS.filter((a) => a.language === 'fr').length} French, ${LABELLED_ANSWERS.filter((a) => a.language === 'en').length} English), ${labelledCited.length} labelled cited`,
        `  cited precision      ${percent(precision)}`,
        `  cited recall         ${percent(recall)}`,
        `  sentiment accuracy   ${percent(sentimentAccuracy)} (all answers), ${percent(citedSentimentAccuracy)} (answers labelled cited)`,
        ...(misses.length > 0 ? ['Disagreements:', ...misses] : []),
      ].join('\n'),
    );
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.95);
    expect(sentimentAccuracy).toBeGreaterThanOrEqual(0.8);
    expect(citedSentimentAccuracy).toBeGreaterThanOrEqual(0.8);
  });
});

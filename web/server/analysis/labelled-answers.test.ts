import { describe, expect, it } from 'vitest';
import { analyzeAnswer, brandProfile, type AnswerAnalysis } from './analyze';
import { LABELLED_ANSWERS, LABELLED_BRANDS, type LabelledAnswer, type LabelledBrand } from '../../test/data/labelled-answers';

const profiles = Object.fromEntries(
  Object.entries(LABELLED_BRANDS).map(([brand, input]) => [brand, brandProfile(input)]),
) as Record<LabelledBrand, ReturnType<typeof brandProfile>>;

interface Result {
  answer: LabelledAnswer;
  analysis: AnswerAnalysis;
}

const results: Result[] = LABELLED_ANSWERS.map((answer) => ({ answer, analysis: analyzeAnswer(profiles[answer.brand], answer) }));

function figures(set: readonly Result[]) {
  const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 1);
  const count = (keep: (result: Result) => boolean) => set.filter(keep).length;
  const truePositives = count(({ answer, analysis }) => answer.cited && analysis.cited);
  const sentimentRight = ({ answer, analysis }: Result) => answer.sentiment === analysis.sentiment;
  return {
    answers: set.length,
    french: count(({ answer }) => answer.language === 'fr'),
    labelledCited: count(({ answer }) => answer.cited),
    precision: ratio(truePositives, count(({ analysis }) => analysis.cited)),
    recall: ratio(truePositives, count(({ answer }) => answer.cited)),
    sentimentAccuracy: ratio(count(sentimentRight), set.length),
    citedSentimentAccuracy: ratio(count((result) => result.answer.cited && sentimentRight(result)), count(({ answer }) => answer.cited)),
  };
}

function report(label: string, set: readonly Result[]): string {
  const f = figures(set);
  const percent = (value: number) => `${(100 * value).toFixed(1)} %`;
  return (
    `${label}: ${f.answers} answers (${f.french} French, ${f.answers - f.french} English), ${f.labelledCited} labelled cited — ` +
    `cited precision ${percent(f.precision)}, recall ${percent(f.recall)}; sentiment accuracy ${percent(f.sentimentAccuracy)} ` +
    `(${percent(f.citedSentimentAccuracy)} on answers labelled cited)`
  );
}

describe('labelled evaluation set', () => {
  it('is large and bilingual enough to mean something', () => {
    const { answers, french } = figures(results);
    expect(answers).toBeGreaterThanOrEqual(70);
    expect(french / answers).toBeGreaterThan(0.4);
    expect(french / answers).toBeLessThan(0.6);
    expect(new Set(LABELLED_ANSWERS.map((answer) => answer.id)).size).toBe(answers);
  });

  it('detects citations with precision and recall ≥ 0.95, and sentiment with accuracy ≥ 0.8', () => {
    const disagreements = results
      .filter(({ answer, analysis }) => answer.cited !== analysis.cited || answer.sentiment !== analysis.sentiment)
      .map(({ answer, analysis }) => {
        const labelled = `${answer.cited ? 'cited' : 'not cited'}/${answer.sentiment}`;
        return `  ${answer.id}${answer.trap ? ` (${answer.trap})` : ''}: labelled ${labelled}, got ${analysis.cited ? 'cited' : 'not cited'}/${analysis.sentiment}`;
      });
    console.log(
      [
        report('All', results),
        report('Development batch', results.filter(({ answer }) => !answer.heldOut)),
        report('First held-out batch (read since)', results.filter(({ answer }) => answer.firstHeldOut)),
        report('Held-out batch', results.filter(({ answer }) => answer.heldOut)),
        ...(disagreements.length > 0 ? ['Disagreements:', ...disagreements] : []),
      ].join('\n'),
    );
    const all = figures(results);
    expect(all.precision).toBeGreaterThanOrEqual(0.95);
    expect(all.recall).toBeGreaterThanOrEqual(0.95);
    expect(all.sentimentAccuracy).toBeGreaterThanOrEqual(0.8);
    expect(all.citedSentimentAccuracy).toBeGreaterThanOrEqual(0.8);
  });
});

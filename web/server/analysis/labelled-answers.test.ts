import { describe, expect, it } from 'vitest';
import { LABELLED_ANSWERS } from '../../test/data/labelled-answers';
import { figures, figuresByBatch, labelledResults, v3FiguresByGroup, v3Results, type LabelledFigures, type V3Figures } from '../../test/data/labelled-figures';

const results = labelledResults();

function report(label: string, f: LabelledFigures): string {
  const percent = (value: number) => `${(100 * value).toFixed(1)} %`;
  return (
    `${label}: ${f.answers} answers (${f.french} French, ${f.answers - f.french} English), ${f.labelledCited} labelled cited — ` +
    `cited precision ${percent(f.precision)}, recall ${percent(f.recall)}; sentiment accuracy ${percent(f.sentimentAccuracy)} ` +
    `(${percent(f.citedSentimentAccuracy)} on answers labelled cited)`
  );
}

describe('labelled evaluation set', () => {
  it('is large and bilingual enough to mean something, with a held-out batch of 30 or more', () => {
    const { answers, french } = figures(results);
    expect(answers).toBeGreaterThanOrEqual(150);
    expect(results.filter(({ answer }) => answer.heldOut).length).toBeGreaterThanOrEqual(30);
    expect(french / answers).toBeGreaterThan(0.4);
    expect(french / answers).toBeLessThan(0.6);
    expect(new Set(LABELLED_ANSWERS.map((answer) => answer.id)).size).toBe(answers);
  });

  // Asserted on the development batch (the rules were fixed where they disagreed with it, so a
  // drop means a rule broke); the held-out batch is measured and reported, never tuned on.
  it('detects citations with precision and recall ≥ 0.97, and sentiment with accuracy ≥ 0.9, on the development batch', () => {
    const disagreements = results
      .filter(({ answer, analysis }) => answer.cited !== analysis.cited || answer.sentiment !== analysis.sentiment)
      .map(({ answer, analysis }) => {
        const labelled = `${answer.cited ? 'cited' : 'not cited'}/${answer.sentiment}`;
        return `  ${answer.id}${answer.trap ? ` (${answer.trap})` : ''}: labelled ${labelled}, got ${analysis.cited ? 'cited' : 'not cited'}/${analysis.sentiment}`;
      });
    const byBatch = figuresByBatch(results);
    console.log(
      [
        ...Object.entries(byBatch).map(([batch, f]) => report(batch, f)),
        ...(disagreements.length > 0 ? ['Disagreements:', ...disagreements] : []),
      ].join('\n'),
    );
    const development = byBatch.development;
    expect(development.precision).toBeGreaterThanOrEqual(0.97);
    expect(development.recall).toBeGreaterThanOrEqual(0.97);
    expect(development.sentimentAccuracy).toBeGreaterThanOrEqual(0.9);
    expect(development.citedSentimentAccuracy).toBeGreaterThanOrEqual(0.9);
  });
});

function v3Report(label: string, f: V3Figures): string {
  const fixed = (value: number) => value.toFixed(2);
  return (
    `${label.padEnd(26)} ${String(f.answers).padStart(3)} answers — cited P ${fixed(f.precision)} R ${fixed(f.recall)}, ` +
    `sentiment ${fixed(f.sentimentAccuracy)}; every tracked brand: position ${fixed(f.positionAccuracy)}, sentiment ${fixed(f.brandSentimentAccuracy)}, ` +
    `${f.extraBrands} brand entries not in the labels`
  );
}

describe('third labelled set: engine-shaped Markdown answers, four languages, every tracked brand', () => {
  const v3 = v3Results();
  const groups = new Map(v3FiguresByGroup(v3));

  it('covers the four languages and keeps a held-out part written after the rules', () => {
    const languages = new Set(v3.map(({ answer }) => answer.language));
    expect([...languages].sort()).toEqual(['de', 'en', 'es', 'fr']);
    expect(v3.filter(({ part }) => part === 'held-out').length).toBeGreaterThanOrEqual(90);
    expect(new Set(v3.map(({ answer }) => answer.id)).size).toBe(v3.length);
  });

  // Asserted on the development part (the rules were built reading it, so a drop means a rule
  // broke: 0.86 since the fifth to eighth held-out sets joined it, harder than the earlier ones);
  // the held-out part is measured and logged, never asserted (docs/guide/answer-reading.md#accuracy).
  it('reads the development part with cited P ≥ 0.9, R ≥ 0.97, sentiment ≥ 0.86 and positions ≥ 0.95', () => {
    const disagreements = v3
      .filter(({ answer, analysis }) => answer.cited !== analysis.cited || answer.sentiment !== analysis.sentiment)
      .map(({ answer, analysis, part }) => `  ${answer.id} (${part}${answer.trap ? `: ${answer.trap}` : ''}): labelled ${answer.cited ? 'cited' : 'not cited'}/${answer.sentiment}, got ${analysis.cited ? 'cited' : 'not cited'}/${analysis.sentiment}`);
    console.log([...[...groups].map(([label, f]) => v3Report(label, f)), 'Disagreements on the project brand:', ...disagreements].join('\n'));
    const development = groups.get('development')!;
    expect(development.precision).toBeGreaterThanOrEqual(0.9);
    expect(development.recall).toBeGreaterThanOrEqual(0.97);
    expect(development.sentimentAccuracy).toBeGreaterThanOrEqual(0.86);
    expect(development.positionAccuracy).toBeGreaterThanOrEqual(0.95);
  });

  it('gives one project-brand entry exactly when the brand is named, with positions 1…n', () => {
    for (const { analysis } of v3) {
      expect(analysis.brands.map((entry) => entry.position)).toEqual(analysis.brands.map((_, i) => i + 1));
      const own = analysis.brands.filter((entry) => entry.isProjectBrand);
      expect(own.length).toBeLessThanOrEqual(1);
      if (own.length === 1) expect(own[0].sentiment).toBe(analysis.sentiment);
      if (own.length === 0) expect(analysis.citations.every((citation) => citation.kind === 'source')).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { echoSpans } from './echo';

const echoed = (text: string, prompt: string) => echoSpans(text, prompt).map(({ start, end }) => text.slice(start, end));

describe('echoSpans: restatements of the prompt', () => {
  it('finds the prompt restated verbatim, quoted or within a sentence, case and accents aside', () => {
    expect(echoed('There is no single best answer to "Brightkettle review". Try these.', 'Brightkettle review')).toEqual(['Brightkettle review']);
    expect(echoed('When looking for a brightkettle REVIEW, consider…', 'Brightkettle review')).toEqual(['brightkettle REVIEW']);
    expect(echoed('Quelle est la meilleure banque en ligne ? Voici…', 'meilleure banque en ligne')).toEqual(['meilleure banque en ligne']);
  });

  it('needs most of the prompt and a word of the question, not a name alone', () => {
    expect(echoed('Brightkettle reviews are mixed.', 'Brightkettle review')).toEqual([]);
    expect(echoed('Brightkettle is great.', 'Brightkettle')).toEqual([]);
    expect(echoed('The best CRM depends on your team.', 'what is the best CRM for a small agency in Lyon')).toEqual([]);
    expect(echoed('La Foulée Envol 2 remplace un premier modèle.', 'avis Foulée Envol 2')).toEqual([]);
  });

  it('takes the whole prompt in quotes whatever its case (German nouns)', () => {
    expect(echoed('Auf die Frage „Flinkrad Erfahrungen“ gibt es keine pauschale Antwort.', 'Flinkrad Erfahrungen')).toEqual(['Flinkrad Erfahrungen']);
  });
});

import { describe, expect, it } from 'vitest';
import { countWords, fold, sentenceAt, splitSentences } from './text';

const sentencesOf = (text: string) => splitSentences(text).map(({ start, end }) => text.slice(start, end).trim());

describe('fold', () => {
  it('removes case and accents', () => {
    expect(fold('Société GÉNÉRALE à Noël')).toBe('societe generale a noel');
    expect(fold('ÇA')).toBe('ca');
    expect(fold('plain ascii')).toBe('plain ascii');
  });
});

describe('splitSentences', () => {
  it('splits on sentence punctuation followed by a space and on line breaks', () => {
    expect(sentencesOf('Qonto est fiable. Shine aussi ! Et N26 ?\n- Kova : moins cher\n- Azur')).toEqual([
      'Qonto est fiable.',
      'Shine aussi !',
      'Et N26 ?',
      '- Kova : moins cher',
      '- Azur',
    ]);
  });

  it('keeps citation markers, closing quotes and emphasis with the sentence they close', () => {
    expect(sentencesOf('Qonto est fiable.[1][2] « Vraiment. » **Oui.** Fin.')).toEqual(['Qonto est fiable.[1][2]', '« Vraiment. »', '**Oui.**', 'Fin.']);
  });

  it('does not split after abbreviations, initials, list numbers, decimals, domains or before a lowercase word', () => {
    expect(sentencesOf('1. Qonto coûte env. 9 € vs. 4.5 € chez J. Martin, e.g. sur qonto.com. Suite.')).toEqual([
      '1. Qonto coûte env. 9 € vs. 4.5 € chez J. Martin, e.g. sur qonto.com.',
      'Suite.',
    ]);
  });

  it('drops spans without a word (blank lines, rules) and keeps offsets into the original text', () => {
    const text = 'Un.\n\n---\n\nDeux.';
    const sentences = splitSentences(text);
    expect(sentences).toHaveLength(2);
    expect(text.slice(sentences[1].start, sentences[1].end)).toContain('Deux.');
  });
});

describe('sentenceAt', () => {
  it('finds the sentence containing an offset', () => {
    const text = 'One. Two. Three.';
    const sentences = splitSentences(text);
    expect(sentenceAt(sentences, 0)).toBe(0);
    expect(sentenceAt(sentences, text.indexOf('Two'))).toBe(1);
    expect(sentenceAt(sentences, text.length - 1)).toBe(2);
    expect(sentenceAt(sentences, text.length)).toBe(-1);
  });
});

describe('countWords', () => {
  it('counts runs of letters and digits inside a range', () => {
    const text = "Hello, l'équipe de N26 ! Next";
    expect(countWords(text, 0, text.indexOf('Next'))).toBe(5);
  });
});

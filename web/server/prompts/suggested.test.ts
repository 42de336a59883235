import { describe, expect, it } from 'vitest';
import { suggestPrompts, type SuggestionInput } from './suggested';

const kettleSite: SuggestionInput = {
  brand: 'Acme',
  brandNames: ['Acme Kettles'],
  competitors: ['Globex'],
  region: 'us',
  pages: [
    { title: 'Acme — Smart kettles for tea lovers', description: 'Acme makes smart kettles that boil in 60 seconds. Free shipping.', headings: ['Smart kettles', 'Why a smart kettle?', 'How long does a smart kettle take to boil water?'] },
    { title: 'Our smart kettle range | Acme', headings: ['Is Acme better than Globex?', 'Temperature control'] },
  ],
  existing: ['What is the best smart kettle?'],
  branded: false,
};

describe('suggestPrompts', () => {
  it('finds the category in the site texts and asks unbranded questions about it, without the prompts the project has', () => {
    const result = suggestPrompts(kettleSite);
    expect(result.category).toBe('smart kettles');
    expect(result.detected).toBe(true);
    const texts = result.prompts.map((p) => p.text);
    expect(texts).toContain('Which smart kettle do you recommend?');
    expect(texts).toContain('What should I look for when choosing a smart kettle?');
    expect(texts).not.toContain('What is the best smart kettle?');
    // a question the site asks, kept; one naming a brand, left out
    expect(texts).toContain('How long does a smart kettle take to boil water?');
    expect(texts.some((t) => /acme|globex/i.test(t))).toBe(false);
  });

  it("uses the category the user typed, and the region's language", () => {
    const result = suggestPrompts({ ...kettleSite, region: 'fr', category: 'bouilloire connectée', pages: [] });
    expect(result).toMatchObject({ category: 'bouilloire connectée', detected: false });
    expect(result.prompts[0]).toEqual({ text: 'Que choisir comme bouilloire connectée ?', from: 'category' });
  });

  it('adds questions naming the brand and its competitors on request', () => {
    const texts = suggestPrompts({ ...kettleSite, branded: true }).prompts.filter((p) => p.from === 'brand').map((p) => p.text);
    expect(texts).toEqual(['Is Acme a good smart kettle?', 'Acme alternatives', 'Acme vs Globex: which is better?']);
  });

  it('says nothing it cannot read: no category, no questions', () => {
    expect(suggestPrompts({ ...kettleSite, pages: [{ title: 'Home' }], branded: false })).toEqual({ category: null, detected: false, prompts: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { answerLanguage, detectLanguage } from './language';

describe('answerLanguage', () => {
  it("takes the region's language when the region names one of the four", () => {
    expect(answerLanguage('The best bank is…', 'de')).toBe('de');
    expect(answerLanguage('Die beste Bank ist…', 'fr-FR')).toBe('fr');
    expect(answerLanguage('x', 'MX')).toBe('es');
    expect(answerLanguage('Le meilleur…', 'gb')).toBe('en');
  });

  it('lets a long answer in another of the four languages outvote its region (Switzerland, Canada, a Spanish prompt asked from the US)', () => {
    const french = "Pour ce trajet, le vélo est un bon choix : il est robuste et sa batterie tient la distance, mais il n'est pas le plus léger. Vous pouvez aussi le louer à la semaine, avec une assurance et une révision.";
    expect(answerLanguage(french, 'ch')).toBe('fr');
    expect(answerLanguage(french, 'ca')).toBe('fr');
    expect(answerLanguage('Para una pyme, el banco con mejor atención no es siempre el más barato, y las comisiones son muy variables: conviene comparar por su coste anual y por la app.', 'us')).toBe('es');
    expect(answerLanguage('Le vélo est bon.', 'ch')).toBe('de');
  });

  it("otherwise detects the answer's language by its function words", () => {
    expect(detectLanguage('Pour une PME, la banque en ligne est souvent le meilleur choix, mais les frais varient.')).toBe('fr');
    expect(detectLanguage('Für kleine Firmen ist die Bank mit dem besten Support nicht immer die günstigste.')).toBe('de');
    expect(detectLanguage('Para una pyme, el banco con mejor atención no es siempre el más barato.')).toBe('es');
    expect(detectLanguage('For a small firm, the bank with the best support is not always the cheapest.')).toBe('en');
    expect(answerLanguage('Qonto', 'jp')).toBe('en');
  });
});

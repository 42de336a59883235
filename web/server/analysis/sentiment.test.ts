import { describe, expect, it } from 'vitest';
import type { Language } from './language';
import { opensWithContrast, sentenceSentiment, sentimentLabel, type Sentiment } from './sentiment';

/** Sentiment of `sentence` toward `brand`, with `others` as competitors. */
function toward(sentence: string, brand: string, others: string[] = []): number {
  const spansOf = (name: string) => {
    const spans = [];
    for (let at = sentence.indexOf(name); at >= 0; at = sentence.indexOf(name, at + 1)) spans.push({ start: at, end: at + name.length });
    return spans;
  };
  return sentenceSentiment(sentence, { brand: spansOf(brand), others: others.flatMap(spansOf) });
}

const cases: [string, Sentiment][] = [
  // English
  ['Qonto is an excellent choice for freelancers.', 'POSITIVE'],
  ['Qonto is not recommended for large companies.', 'NEGATIVE'],
  ["Qonto isn't the best option here.", 'NEGATIVE'],
  ['Qonto is not bad at all.', 'POSITIVE'],
  ['Qonto has no hidden fees.', 'POSITIVE'],
  ['Qonto is cheap but its support is slow and unhelpful.', 'NEGATIVE'],
  ['Although Qonto is expensive, it is the most reliable bank we tested.', 'POSITIVE'],
  ['Qonto not only saves time but is also very intuitive.', 'POSITIVE'],
  ['Qonto offers a business account with two cards.', 'NEUTRAL'],
  ['Is Qonto reliable?', 'NEUTRAL'],
  ['Qonto is slightly expensive.', 'NEGATIVE'],
  ['Qonto is less reliable than it used to be.', 'NEGATIVE'],
  // French
  ['Qonto est une excellente néobanque pour les indépendants.', 'POSITIVE'],
  ["Qonto n'est pas le plus fiable.", 'NEGATIVE'],
  ['Qonto, pas fiable du tout.', 'NEGATIVE'],
  ['Je ne recommande pas Qonto.', 'NEGATIVE'],
  ["Qonto n'est plus recommandé par les associations.", 'NEGATIVE'],
  ['Qonto est peu fiable.', 'NEGATIVE'],
  ['Qonto est un peu cher.', 'NEGATIVE'],
  ['Qonto est le moins cher du marché.', 'POSITIVE'],
  ["Qonto n'est pas cher.", 'POSITIVE'],
  ['Qonto, pas mal du tout.', 'POSITIVE'],
  ['Qonto fonctionne sans problème depuis deux ans.', 'POSITIVE'],
  ['Qonto est pratique, mais ses frais sont trop élevés et le service client est injoignable.', 'NEGATIVE'],
  ["Bien que Qonto soit cher, c'est la meilleure option.", 'POSITIVE'],
  ['Qonto est une banque en ligne fondée en 2016.', 'NEUTRAL'],
  ['Qonto est-il fiable ?', 'NEUTRAL'],
  ['Cependant, Qonto reste trop cher pour un auto-entrepreneur.', 'NEGATIVE'],
];

describe('sentenceSentiment', () => {
  it.each(cases)('%s → %s', (sentence, expected) => {
    expect(sentimentLabel(toward(sentence, 'Qonto'))).toBe(expected);
  });

  it('weighs words by the documented rule (worked examples)', () => {
    expect(toward('Qonto est fiable.', 'Qonto')).toBe(1);
    expect(toward('Qonto est très fiable.', 'Qonto')).toBe(1.5); // intensifier ×1.5
    expect(toward("Qonto n'est pas fiable.", 'Qonto')).toBe(-0.75); // negation ×−0.75
    expect(toward("Qonto n'est pas le plus fiable.", 'Qonto')).toBeCloseTo(-1.125); // 1 × 1.5 × −0.75
    expect(toward('Qonto est fiable mais cher.', 'Qonto')).toBe(-1); // 1 × 0.5 + (−1) × 1.5
    expect(toward('Qonto est excellent.', 'Qonto')).toBe(2); // strong word
  });

  it('leaves out clauses about competitors and keeps unnamed clauses with the nearest subject before them', () => {
    expect(sentimentLabel(toward('Qonto est pratique, mais Shine est moins cher.', 'Qonto', ['Shine']))).toBe('POSITIVE');
    expect(sentimentLabel(toward('Shine est lent, alors que Qonto est rapide.', 'Qonto', ['Shine']))).toBe('POSITIVE');
    expect(sentimentLabel(toward('Qonto is popular, whereas Shine is buggy and its app is slow.', 'Qonto', ['Shine']))).toBe('POSITIVE');
    expect(sentimentLabel(toward('Shine est excellent ; Qonto propose un compte joint.', 'Qonto', ['Shine']))).toBe('NEUTRAL');
  });

  it('gives the brand the opposite of a competitor praised in comparison with it', () => {
    expect(sentimentLabel(toward('Kova est plus rapide que Qonto.', 'Qonto', ['Kova']))).toBe('NEGATIVE');
    expect(sentimentLabel(toward('Tallybook is cheaper and faster than Qonto.', 'Qonto', ['Tallybook']))).toBe('NEGATIVE');
    expect(sentimentLabel(toward('Qonto est plus rapide que Kova.', 'Qonto', ['Kova']))).toBe('POSITIVE');
    expect(sentimentLabel(toward('Qonto est aussi fiable que Kova.', 'Qonto', ['Kova']))).toBe('POSITIVE');
  });

  it('does not score words inside names ("Best Bank" is neutral)', () => {
    expect(toward('Best Bank propose un compte courant.', 'Best Bank')).toBe(0);
  });

  it('rules@6: reads no opinion in a capitalised name inside a sentence, in English, French and Spanish', () => {
    expect(toward('Qonto is audited by the Fair Trade Federation.', 'Qonto')).toBe(0);
    expect(toward('Qonto is fair to its customers.', 'Qonto')).toBe(1);
    expect(sentenceSentiment('Great Value for small teams.')).toBe(2);
  });

  it('rules@6: ends a clause at a dash between spaces, and reads nothing into what a brand is compared with', () => {
    expect(sentimentLabel(toward('Kova suits growing teams better – the weaknesses of Qonto weigh more than its low price.', 'Qonto', ['Kova']))).toBe('NEGATIVE');
    expect(toward('Qonto costs more than the excellent free plans.', 'Qonto')).toBe(0);
    expect(toward('Qonto – excellent for freelancers.', 'Qonto')).toBe(2);
  });

  it('rules@6: reads how something works as a description, and the comparison winner named as the buy as a choice', () => {
    expect(toward('Qonto works as a prepaid account.', 'Qonto')).toBe(0);
    expect(sentenceSentiment('Qonto funciona como una suscripción mensual.', undefined, 'es')).toBe(0);
    expect(toward('For most people, Qonto is the better buy.', 'Qonto')).toBe(1.5);
    expect(sentenceSentiment('Para tu empresa, me quedaría con Qonto.', undefined, 'es')).toBe(1.5);
    expect(sentenceSentiment('Varias familias se quejan de los retrasos.', undefined, 'es')).toBeLessThan(0);
  });

  it('rules@7: reads litotes as praise in four languages', () => {
    expect(sentimentLabel(toward('For a freelancer, Qonto is hard to fault.', 'Qonto'))).toBe('POSITIVE');
    expect(sentimentLabel(toward("You would be unlikely to regret choosing Qonto.", 'Qonto'))).toBe('POSITIVE');
    expect(sentimentLabel(toward('Rien ne vaut Qonto sur ce terrain.', 'Qonto'))).toBe('POSITIVE');
    expect(sentimentLabel(sentenceSentiment('An Qonto gibt es kaum etwas auszusetzen.', undefined, 'de'))).toBe('POSITIVE');
    expect(sentimentLabel(sentenceSentiment('Es difícil ponerle pegas a Qonto.', undefined, 'es'))).toBe('POSITIVE');
  });

  it('rules@8: reads criticism said sideways as a reservation', () => {
    expect(sentimentLabel(toward('With Qonto you get what you pay for.', 'Qonto'))).toBe('NEGATIVE');
    expect(sentimentLabel(toward('Qonto has phone support, in theory.', 'Qonto'))).toBe('NEGATIVE');
    expect(sentimentLabel(sentenceSentiment('Un servicio técnico existe, en teoría.', undefined, 'es'))).toBe('NEGATIVE');
  });

  it('reads a whole sentence when no brand is named in it', () => {
    expect(sentimentLabel(sentenceSentiment('Les frais sont très élevés.'))).toBe('NEGATIVE');
    expect(sentimentLabel(sentenceSentiment('Le plafond de paiement est élevé.'))).toBe('NEUTRAL'); // not a price
    expect(sentimentLabel(sentenceSentiment('Its fees are lower than average.'))).toBe('POSITIVE');
    expect(sentimentLabel(sentenceSentiment('Une arnaque à éviter.'))).toBe('NEGATIVE');
  });
});

describe('sentimentLabel', () => {
  it('labels with ±0.5 thresholds', () => {
    expect([0.5, 0.49, 0, -0.49, -0.5].map(sentimentLabel)).toEqual(['POSITIVE', 'NEUTRAL', 'NEUTRAL', 'NEUTRAL', 'NEGATIVE']);
  });
});

/** Sentiment of `sentence` in `language` toward `brand` (competitors `others`). */
function towardIn(language: Language, sentence: string, brand: string, others: string[] = []): Sentiment {
  const spansOf = (name: string) => {
    const spans = [];
    for (let at = sentence.indexOf(name); at >= 0; at = sentence.indexOf(name, at + 1)) spans.push({ start: at, end: at + name.length });
    return spans;
  };
  return sentimentLabel(sentenceSentiment(sentence, { brand: spansOf(brand), others: others.flatMap(spansOf) }, language));
}

describe('negation scope in four languages', () => {
  it.each([
    ['en', 'Zorbo is not bad at all.', 'POSITIVE'],
    ['fr', "Zorbo n'est pas mauvais du tout.", 'POSITIVE'],
    ['de', 'Zorbo ist gar nicht schlecht.', 'POSITIVE'],
    ['es', 'Zorbo no está mal.', 'POSITIVE'],
    ['en', 'Zorbo is not the best choice for a family.', 'NEGATIVE'],
    ['fr', "Zorbo n'est pas le meilleur choix pour une famille.", 'NEGATIVE'],
    ['de', 'Zorbo ist nicht die beste Wahl für Familien.', 'NEGATIVE'],
    ['es', 'Zorbo no es la mejor opción para una familia.', 'NEGATIVE'],
  ] as [Language, string, Sentiment][])('%s: %s → %s', (language, sentence, expected) => {
    expect(towardIn(language, sentence, 'Zorbo')).toBe(expected);
  });

  it('reads a denied recommendation as an exclusion, whatever praise comes before it', () => {
    expect(towardIn('en', 'Zorbo is cheap and easy, but I would not recommend it right now.', 'Zorbo')).toBe('NEGATIVE');
    expect(towardIn('fr', 'Zorbo est simple et bon marché, mais je ne le recommande pas.', 'Zorbo')).toBe('NEGATIVE');
    expect(towardIn('de', 'Zorbo ist günstig und einfach, aber empfehlen kann ich es nicht.', 'Zorbo')).toBe('NEGATIVE');
    expect(towardIn('es', 'Zorbo es barato y fácil, pero no lo recomendaría ahora mismo.', 'Zorbo')).toBe('NEGATIVE');
  });
});

describe('choices said to the reader', () => {
  it('recommends the brand a choice sends the reader to', () => {
    expect(towardIn('en', 'Go with Zorbo if you travel often.', 'Zorbo')).toBe('POSITIVE');
    expect(towardIn('en', 'For a bigger team, pick Zorbo instead.', 'Zorbo')).toBe('POSITIVE');
    expect(towardIn('fr', 'Prenez plutôt Zorbo, plus souple.', 'Zorbo')).toBe('POSITIVE');
    expect(towardIn('de', 'Nehmen Sie lieber Zorbo.', 'Zorbo')).toBe('POSITIVE');
    expect(towardIn('es', 'Elige Zorbo.', 'Zorbo')).toBe('POSITIVE');
  });

  it('does not recommend what a negated choice names, nor credit the brand set aside with the choice', () => {
    expect(towardIn('en', "Don't go with Zorbo for this.", 'Zorbo')).not.toBe('POSITIVE');
    expect(towardIn('en', 'Skip the old model and go with Zorbo.', 'Zorbo')).toBe('POSITIVE');
    expect(towardIn('es', 'Mejor evitarla y mirar Zorbo.', 'Zorbo')).toBe('POSITIVE');
  });
});

describe('exclusions and picks in other words', () => {
  it.each([
    ['en', 'Zorbo is out for your case: it only pays US accounts.', 'NEGATIVE'],
    ['en', "Zorbo didn't make the list this year.", 'NEGATIVE'],
    ['en', "For a small office, Zorbo is still the one I'd pick.", 'POSITIVE'],
    ['fr', "Zorbo, ce n'est pas celui que je prendrais.", 'NEGATIVE'],
    ['fr', 'Zorbo ne gère pas les grands groupes, mieux vaut regarder ailleurs.', 'NEGATIVE'],
    ['fr', "Zorbo ? Son unique atout, c'est le prix.", 'NEGATIVE'],
    ['de', 'Zorbo habe ich nicht berücksichtigt.', 'NEGATIVE'],
    ['de', 'Zorbo scheidet damit aus.', 'NEGATIVE'],
    ['de', 'Zorbo ist der klare Sieger im Vergleich.', 'POSITIVE'],
    ['es', 'Zorbo queda descartado para este uso.', 'NEGATIVE'],
    ['es', 'Para viajar, me quedo con Zorbo.', 'POSITIVE'],
  ] as [Language, string, Sentiment][])('%s: %s → %s', (language, sentence, expected) => {
    expect(towardIn(language, sentence, 'Zorbo')).toBe(expected);
  });
});

describe('German and Spanish words', () => {
  it('reads a German compound by its last word, turned by "un" and praised by "-frei" / "-los"', () => {
    expect(sentimentLabel(sentenceSentiment('Die App ist sehr kundenfreundlich.', undefined, 'de'))).toBe('POSITIVE');
    expect(sentimentLabel(sentenceSentiment('Die App ist benutzerunfreundlich.', undefined, 'de'))).toBe('NEGATIVE');
    expect(sentimentLabel(sentenceSentiment('Es gab mehrere Sicherheitsmängel.', undefined, 'de'))).toBe('NEGATIVE');
    expect(sentimentLabel(sentenceSentiment('Der Umzug lief störungsfrei.', undefined, 'de'))).toBe('POSITIVE');
    expect(sentimentLabel(sentenceSentiment('Ein Auto der Mittelklasse.', undefined, 'de'))).toBe('NEUTRAL');
  });

  it('reads a Spanish infinitive with its pronoun ("evitarla") as the infinitive', () => {
    expect(sentimentLabel(sentenceSentiment('Conviene evitarla.', undefined, 'es'))).toBe('NEGATIVE');
  });

  it('softens a word after "nur" / "solo" / "only", and reads "wer …," as a condition', () => {
    expect(towardIn('de', 'Zorbo ist umständlich und nur mäßig hilfreich.', 'Zorbo')).toBe('NEGATIVE');
    expect(towardIn('es', 'Zorbo es lento y solo algo útil.', 'Zorbo')).toBe('NEGATIVE');
    expect(towardIn('de', 'Wer einen guten Service will, dem ist von Zorbo abzuraten.', 'Zorbo')).toBe('NEGATIVE');
  });
});

describe('rules@5: denied hesitation, narrow conditions', () => {
  it('reads a denied hesitation as a recommendation, not as a denied recommendation', () => {
    expect(towardIn('en', "Not perfect, but I'd have no hesitation recommending Zorbo to a small team.", 'Zorbo')).toBe('POSITIVE');
    expect(towardIn('fr', "Je n'hésiterais pas à conseiller Zorbo à une petite équipe.", 'Zorbo')).toBe('POSITIVE');
    expect(towardIn('de', 'Ich würde Zorbo ohne Bedenken weiterempfehlen.', 'Zorbo')).toBe('POSITIVE');
    expect(towardIn('es', 'No dudaría en recomendar Zorbo a un autónomo.', 'Zorbo')).toBe('POSITIVE');
  });

  it('reads "why isn\'t X on this list?" as an exclusion, "why not X?" as nothing', () => {
    expect(towardIn('en', "Why isn't Zorbo on this list?", 'Zorbo')).toBe('NEGATIVE');
    expect(towardIn('fr', "Pourquoi Zorbo n'est-il pas dans ce classement ?", 'Zorbo')).toBe('NEGATIVE');
    expect(towardIn('de', 'Warum ist Zorbo nicht dabei?', 'Zorbo')).toBe('NEGATIVE');
    expect(towardIn('es', '¿Por qué Zorbo no está en la lista?', 'Zorbo')).toBe('NEGATIVE');
    expect(towardIn('en', 'Why not try Zorbo?', 'Zorbo')).toBe('NEUTRAL');
    expect(towardIn('fr', 'Pourquoi pas Zorbo ?', 'Zorbo')).toBe('NEUTRAL');
  });

  it('does not lend a competitor the praise before "but" that its own clause took ("good school, but take X")', () => {
    expect(towardIn('en', 'A good app, but for a team of forty I would go with Scribo instead.', 'Scribo', ['Zorbo'])).toBe('POSITIVE');
    expect(towardIn('fr', 'Bonne école, mais pour votre objectif je prendrais plutôt Scribo.', 'Scribo')).toBe('POSITIVE');
    expect(towardIn('de', 'Gutes Futter, aber für zwei große Hunde würde ich eher zu Scribo greifen.', 'Scribo')).not.toBe('NEGATIVE');
    expect(towardIn('es', 'Buen software, pero para tu caso mejor elige Scribo.', 'Scribo')).toBe('POSITIVE');
    expect(towardIn('en', 'Zorbo is popular, but its free plan is capped at ten notebooks.', 'Zorbo')).toBe('NEGATIVE');
  });

  it('reads the speaker\'s choice after an opening phrase as a recommendation ("For a team, I\'d go with X")', () => {
    expect(towardIn('en', "For a team, I'd go with Scribo.", 'Scribo')).toBe('POSITIVE');
    expect(towardIn('fr', 'Pour une équipe, je choisirais Scribo.', 'Scribo')).toBe('POSITIVE');
    expect(towardIn('de', 'Für ein Team würde ich eher zu Scribo greifen.', 'Scribo')).toBe('POSITIVE');
    expect(towardIn('es', 'Para un equipo, yo elegiría Scribo.', 'Scribo')).toBe('POSITIVE');
    expect(towardIn('en', "I'd never go with Scribo.", 'Scribo')).not.toBe('POSITIVE');
  });

  it('reads "no reason to choose X" as an exclusion', () => {
    expect(towardIn('en', 'I see no reason to choose Zorbo unless you already insure your home there.', 'Zorbo')).toBe('NEGATIVE');
    expect(towardIn('fr', 'Je ne vois pas de raison de choisir Zorbo, sauf remise multicontrat.', 'Zorbo')).toBe('NEGATIVE');
    expect(towardIn('de', 'Für Pendler spricht nichts für Zorbo.', 'Zorbo')).toBe('NEGATIVE');
    expect(towardIn('es', 'No veo ningún motivo para elegir Zorbo.', 'Zorbo')).toBe('NEGATIVE');
  });

  it('reads a condition in mid-sentence ("… or if they eat badly") as the reader\'s case, not a judgement', () => {
    expect(towardIn('en', 'Zorbo can help if your dog has bad digestion or eats poorly.', 'Zorbo')).not.toBe('NEGATIVE');
    expect(towardIn('de', 'Zorbo kann helfen, etwa wenn der Hund schlecht frisst.', 'Zorbo')).not.toBe('NEGATIVE');
    expect(towardIn('de', 'Zorbo kann eine Hilfe sein oder wenn Hunde schlecht fressen.', 'Zorbo')).toBe('NEUTRAL');
    expect(towardIn('fr', 'Zorbo est si simple que tout le monde l\'adopte.', 'Zorbo')).toBe('POSITIVE');
    expect(towardIn('es', 'Si buscas algo barato, Zorbo es lento.', 'Zorbo')).toBe('NEGATIVE');
  });

  it('turns praise held to a narrow case ("only if") against the brand', () => {
    expect(towardIn('en', 'Pick Zorbo only if you never travel.', 'Zorbo')).toBe('NEGATIVE');
    expect(towardIn('fr', 'Zorbo est le meilleur choix seulement si votre budget est serré.', 'Zorbo')).toBe('NEGATIVE');
    expect(towardIn('de', 'Zorbo ist nur dann die bessere Wahl, wenn Sie allein arbeiten.', 'Zorbo')).toBe('NEGATIVE');
    expect(towardIn('es', 'Zorbo es buena opción solo si trabajas sin empleados.', 'Zorbo')).toBe('NEGATIVE');
    expect(towardIn('en', 'Zorbo is a good choice if you travel a lot.', 'Zorbo')).toBe('POSITIVE');
    expect(towardIn('en', 'Zorbo is the only good app that stays free if you have three users.', 'Zorbo')).toBe('POSITIVE');
  });
});

describe('opensWithContrast', () => {
  it('finds a two-word contrast between commas ("en revanche", "sin embargo")', () => {
    expect(opensWithContrast('Pour une grande équipe, en revanche, passez votre chemin.', 'fr')).toBe(true);
    expect(opensWithContrast('Para una familia, sin embargo, no compensa.', 'es')).toBe(true);
    expect(opensWithContrast('Pour une grande équipe, il faut autre chose.', 'fr')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { analyzeAnswer, brandProfile, isBrandedPrompt, positionWeight, READER_VERSION, type AnswerInput } from './analyze';

const qonto = brandProfile({ brandName: 'Qonto', aliases: ['Q-Bank'], url: 'https://www.qonto.com/fr', competitors: ['Shine', 'n26.com'] });
const analyze = (text: string, sources: string[] = [], citations?: AnswerInput['citations']) => analyzeAnswer(qonto, { text, sources, citations });
const OWN_PAGE = 'https://qonto.com/fr/tarifs';

describe('analyzeAnswer: cited or not', () => {
  it('is not cited when neither the name nor an own page appears', () => {
    const analysis = analyze('Shine est une néobanque pour indépendants.', ['https://shine.fr']);
    expect(analysis).toMatchObject({ cited: false, sentiment: 'NEUTRAL', citations: [], ownSources: [], firstMentionSentence: null });
    expect(analysis.visibility).toEqual({ pawcShare: 0, wordShare: 0 });
  });

  it('is cited when the answer names the brand', () => {
    const analysis = analyze('Pour une PME, Qonto est fiable.');
    expect(analysis.cited).toBe(true);
    expect(analysis.citations).toEqual([{ excerpt: 'Pour une PME, Qonto est fiable.', confidence: 0.8, sentiment: 'POSITIVE', kind: 'name' }]);
  });

  it('is cited when an own page (own domain or a subdomain) is among the sources, even unnamed', () => {
    for (const page of [OWN_PAGE, 'https://help.qonto.com/a', 'qonto.com']) {
      expect(analyze('Les néobanques facturent peu.', [page]).cited, page).toBe(true);
    }
  });

  it('is not cited by lookalike sources or names inside other addresses', () => {
    const lookalikes = ['https://qonto.com.evil.io/', 'https://notqonto.com', 'https://qonto.co', 'https://qonto.com@evil.io/', 'https://evil.io/qonto.com'];
    expect(analyze('Les néobanques facturent peu.', lookalikes).cited).toBe(false);
    expect(analyze('Voir notqonto.com, qonto.com.evil.io et https://avis.fr/qonto-avis ou qonto@gmail.com.').cited).toBe(false);
  });

  it('takes an all-lowercase common-word lookalike for the word, unless the answer confirms the brand', () => {
    const lemon = brandProfile({ brandName: 'Lemon', url: 'https://lemon-assurance.fr', competitors: ['Carvia'] });
    expect(analyzeAnswer(lemon, { text: 'Add lemon juice to the water.', sources: [] }).cited).toBe(false);
    expect(analyzeAnswer(lemon, { text: 'LEMON offers pay-per-mile cover.', sources: [] }).cited).toBe(true);
    // The ordinary word at a sentence start needs the answer's support (here a competitor), not only an opinion word.
    // "a lemon" in lowercase is the ordinary word: it is not a citation, and the brand stands on its own sentence.
    expect(analyzeAnswer(lemon, { text: 'Lemon is cheaper than Carvia. Avoid buying a lemon.', sources: [] }).citations.map((c) => c.excerpt)).toEqual(['Lemon is cheaper than Carvia.']);
    expect(analyzeAnswer(lemon, { text: 'Lemon tart is delicious. Add a lemon.', sources: [] }).cited).toBe(false);
    expect(analyzeAnswer(lemon, { text: 'Ask lemon for a quote.', sources: ['https://lemon-assurance.fr/devis'] }).citations[0].kind).toBe('name');
  });
});

describe('analyzeAnswer: citations', () => {
  it('gives one citation per sentence naming the brand, in text order', () => {
    const analysis = analyze('Qonto, Qonto et encore Qonto. Rien ici. Q-Bank enfin !');
    expect(analysis.citations.map((citation) => citation.excerpt)).toEqual(['Qonto, Qonto et encore Qonto.', 'Q-Bank enfin !']);
    expect(analysis.firstMentionSentence).toBe(0);
    expect(analysis.sentenceCount).toBe(3);
  });

  it('rates confidence by the strongest signal, plus 0.2 for a name when an own page backs the answer', () => {
    const confidence = (text: string, sources: string[] = []) => analyze(text, sources).citations.map((citation) => [citation.kind, citation.confidence]);
    expect(confidence('Qonto est là.')).toEqual([['name', 0.8]]);
    expect(confidence('QONTO est là.')).toEqual([['name', 0.7]]);
    expect(confidence('Q-Bank est là.')).toEqual([['alias', 0.6]]);
    expect(confidence('Voir qonto.com/fr.')).toEqual([['domain', 0.5]]);
    expect(confidence('Rien.', [OWN_PAGE])).toEqual([['source', 0.4]]);
    expect(confidence('Qonto est là.', [OWN_PAGE])).toEqual([['name', 1]]);
    expect(confidence('QONTO est là.', [OWN_PAGE])).toEqual([['name', 0.9]]);
    expect(confidence('Q-Bank est là.', [OWN_PAGE])).toEqual([['alias', 0.8]]);
    expect(confidence('Q-Bank est là. Voir qonto.com.')).toEqual([['alias', 0.8], ['domain', 0.5]]);
  });

  it('cites the sentence carrying an own page by its [n] marker', () => {
    const analysis = analyze('Shine est moins cher [1]. Les frais démarrent à 9 € [2].', ['https://shine.fr', OWN_PAGE]);
    expect(analysis.ownSources).toEqual([OWN_PAGE]);
    expect(analysis.citations).toEqual([{ excerpt: 'Les frais démarrent à 9 € [2].', confidence: 0.4, sentiment: 'NEUTRAL', kind: 'source' }]);
  });

  it("prefers the provider's spans to [n] markers, and finds a span by its cited text", () => {
    const text = 'Premier point [1]. Second point [2].';
    const byIndex = analyze(text, [OWN_PAGE, 'https://x.fr'], [{ url: OWN_PAGE, startIndex: text.indexOf('Second') }]);
    expect(byIndex.citations.map((citation) => citation.excerpt)).toEqual(['Second point [2].']);
    const byText = analyze(text, [OWN_PAGE], [{ url: OWN_PAGE, citedText: 'Second point' }]);
    expect(byText.citations.map((citation) => citation.excerpt)).toEqual(['Second point [2].']);
  });

  it('falls back to the URL as the excerpt when no sentence carries the own page', () => {
    const citations = [{ url: OWN_PAGE, citedText: 'A passage of the source page, not of the answer.' }];
    expect(analyze('Les néobanques facturent peu.', [OWN_PAGE], citations).citations).toEqual([
      { excerpt: OWN_PAGE, confidence: 0.4, sentiment: 'NEUTRAL', kind: 'source' },
    ]);
  });

  it('strips list markup from excerpts and cuts long sentences around the name', () => {
    expect(analyze('- **Qonto** : compte pro.').citations[0].excerpt).toBe('**Qonto** : compte pro.');
    const long = `${'mot '.repeat(120)}Qonto ${'mot '.repeat(120)}fin.`;
    const excerpt = analyze(long).citations[0].excerpt;
    expect(excerpt.length).toBeLessThanOrEqual(302);
    expect(excerpt).toMatch(/^….*Qonto.*…$/);
  });
});

describe('analyzeAnswer: sentiment', () => {
  it('follows the citations: their summed scores, NEUTRAL without any', () => {
    expect(analyze('Qonto est excellent. Qonto est lent.').sentiment).toBe('POSITIVE'); // +2 − 1
    expect(analyze('Qonto est lent. Qonto est peu fiable.').sentiment).toBe('NEGATIVE');
    expect(analyze('Shine est excellent.').sentiment).toBe('NEUTRAL');
  });

  it('reads the sentences that continue a citation without naming anyone', () => {
    const analysis = analyze("Qonto a une interface soignée. Cependant, ses frais sont trop élevés. Shine est excellent.");
    expect(analysis.citations).toHaveLength(1);
    expect(analysis.citations[0]).toMatchObject({ excerpt: 'Qonto a une interface soignée.', sentiment: 'NEGATIVE' });
    expect(analyze("Qonto existe depuis 2016. C'est une excellente banque.").sentiment).toBe('POSITIVE');
    expect(analyze('Qonto exists since 2016. Its app is excellent.').sentiment).toBe('POSITIVE');
    expect(analyze('Qonto exists since 2016. Shine is excellent. It is fast.').sentiment).toBe('NEUTRAL');
  });
});

describe('analyzeAnswer: competitors and visibility', () => {
  it('counts competitors per sentence, by name or domain, in order of first mention', () => {
    const analysis = analyze('Shine est bien. Shine et N26 aussi. Qonto enfin. Voir n26.com.');
    expect(analysis.competitors).toEqual([
      { name: 'Shine', mentions: 2, firstSentence: 0 },
      { name: 'N26', mentions: 2, firstSentence: 1 },
    ]);
  });

  it('computes the position-adjusted word count share (worked example)', () => {
    // N = 3. Sentence 0: 6 words, Qonto and Shine (k = 2), weight e^0 = 1  → 3 each.
    // Sentence 1: 5 words, Shine, weight e^-0.5 → Shine 5e^-0.5.  Sentence 2: 4 words, Qonto, weight e^-1.
    // pawcShare = (3 + 4e^-1) / (6 + 5e^-0.5 + 4e^-1) = 0.42569; wordShare = (3 + 4) / (6 + 5 + 4) = 0.46667.
    const analysis = analyze('Qonto and Shine are both popular. Shine has a cheaper plan. Qonto wins on support.');
    expect(analysis.sentenceCount).toBe(3);
    expect(analysis.visibility.pawcShare).toBeCloseTo(0.42569, 5);
    expect(analysis.visibility.wordShare).toBeCloseTo(0.46667, 5);
  });

  it('gives the brand the whole share when it is the only entity named', () => {
    expect(analyze('Rien. Qonto est là.').visibility).toEqual({ pawcShare: 1, wordShare: 1 });
  });
});

describe('positionWeight', () => {
  it('is exp(−i/(N−1)), and 1 for a one-sentence answer', () => {
    expect(positionWeight(0, 5)).toBe(1);
    expect(positionWeight(4, 5)).toBeCloseTo(Math.exp(-1));
    expect(positionWeight(2, 5)).toBeCloseTo(0.60653, 5);
    expect(positionWeight(0, 1)).toBe(1);
  });
});

describe('analyzeAnswer: every tracked brand, read by blocks', () => {
  const kettle = brandProfile({
    brandName: 'Brightkettle',
    url: 'https://brightkettle.com',
    competitors: ['Kettlemax', 'Boilo', 'Steamly', 'Aquaheat'],
    context: 'Brightkettle: fast electric kettles',
  });
  const read = (text: string, extra: Partial<AnswerInput> = {}) => analyzeAnswer(kettle, { text, sources: [], ...extra });
  const summary = (text: string, extra: Partial<AnswerInput> = {}) =>
    read(text, extra).brands.map(({ name, position, listRank, sentiment }) => [name, position, listRank, sentiment]);

  it('reads a heading with its section: the praise under "### 2. Brightkettle" is about it', () => {
    const text = `## Best kettles\n\n### 1. Kettlemax\nA decent kettle.\n\n### 2. Brightkettle\nIt boils in 90 seconds, the build is excellent and owners love how quiet it is.\n\n### 3. Boilo\nCheap, but the lid breaks within a year and support is slow.`;
    expect(summary(text)).toEqual([
      ['Kettlemax', 1, 1, 'NEUTRAL'],
      ['Brightkettle', 2, 2, 'POSITIVE'],
      ['Boilo', 3, 3, 'NEGATIVE'],
    ]);
    const analysis = read(text);
    expect(analysis.sentiment).toBe('POSITIVE');
    expect(analysis.brands[1]).toMatchObject({ isProjectBrand: true, excerpt: 'It boils in 90 seconds, the build is excellent and owners love how quiet it is.' });
  });

  it('reads a ranked list item with its nested lines, and a table row with its headers', () => {
    expect(summary(`1. **Boilo**\n   - Unreliable: the lid breaks after a few months\n2. **Brightkettle**\n   - Excellent build and a fast boil`)).toEqual([
      ['Boilo', 1, 1, 'NEGATIVE'],
      ['Brightkettle', 2, 2, 'POSITIVE'],
    ]);
    const table = `| Kettle | Pros | Cons |\n|---|---|---|\n| Brightkettle | 90-second boil | None |\n| Steamly | Stylish | Few colours, no keep-warm |`;
    expect(summary(table)).toEqual([
      ['Brightkettle', 1, null, 'POSITIVE'],
      ['Steamly', 2, null, 'NEUTRAL'],
    ]);
  });

  it('lets a closing verdict decide over a friendly first line', () => {
    const text = `Brightkettle looks lovely and is well made.\n\nIt is loud, the filter clogs and the handle gets hot.\n\n**Bottom line:** Brightkettle is not the one to buy; choose Kettlemax.`;
    // "choose Kettlemax": a choice said to the reader recommends it.
    expect(summary(text)).toEqual([
      ['Brightkettle', 1, null, 'NEGATIVE'],
      ['Kettlemax', 2, null, 'POSITIVE'],
    ]);
  });

  it('weighs a sentence turning against the brand 1.5, as after "but", in four languages', () => {
    expect(read('Brightkettle is well made and one of my favourites. For an office, though, I would look elsewhere.').sentiment).toBe('NEGATIVE');
    expect(read("Brightkettle est bien fini et très agréable. Pour un bureau, en revanche, passez votre chemin.", { region: 'fr' }).sentiment).toBe('NEGATIVE');
    expect(read('Brightkettle ist schön und sehr gut verarbeitet. Für ein Büro ist es allerdings nicht geeignet.', { region: 'de' }).sentiment).toBe('NEGATIVE');
    expect(read('Brightkettle es bonito y muy bien acabado. Para una oficina, sin embargo, no compensa.', { region: 'es' }).sentiment).toBe('NEGATIVE');
  });

  it('reads comparisons and exclusions as verdicts', () => {
    expect(read('No kettle beats Brightkettle for speed.').sentiment).toBe('POSITIVE');
    expect(read('Brightkettle is the smoothest choice.').sentiment).toBe('POSITIVE');
    expect(read('I left out Brightkettle: its leaking lid rules it out.').sentiment).toBe('NEGATIVE');
    expect(read('Brightkettle is cheaper, but that is its only real argument; choose Kettlemax.').sentiment).toBe('NEGATIVE');
    expect(read('Brightkettle is popular. However, if you drink a lot of tea, you may want to look elsewhere.').sentiment).toBe('NEGATIVE');
    expect(read('Aucune bouilloire ne fait mieux que Brightkettle.').sentiment).toBe('POSITIVE');
    expect(read('Kettlemax is better than Brightkettle.').sentiment).toBe('NEGATIVE');
  });

  it('reads a condition as no opinion: "if you need a quiet kettle, Brightkettle is not the one"', () => {
    expect(read('If you want a quiet and reliable kettle, Brightkettle is not the one to buy.').sentiment).toBe('NEGATIVE');
    expect(read('Si vous voulez une bouilloire silencieuse et fiable, Brightkettle est un choix.').sentiment).toBe('NEUTRAL');
  });

  it('does not count an echo of the prompt as a mention, and tells a branded prompt', () => {
    const text = `There is no single best answer to "Brightkettle review". Popular kettles:\n\n- Kettlemax\n- Boilo\n- Steamly\n- Aquaheat`;
    const analysis = read(text, { prompt: 'Brightkettle review' });
    expect(analysis).toMatchObject({ cited: false, sentiment: 'NEUTRAL', citations: [] });
    expect(analysis.brands.map((entry) => [entry.name, entry.position])).toEqual([['Kettlemax', 1], ['Boilo', 2], ['Steamly', 3], ['Aquaheat', 4]]);
    expect(read(text).cited).toBe(true); // without the prompt the restatement is read as a mention
    expect(isBrandedPrompt(kettle, 'Brightkettle review')).toBe(true);
    expect(isBrandedPrompt(kettle, 'brightkettle.com pricing')).toBe(true);
    expect(isBrandedPrompt(kettle, 'best electric kettle')).toBe(false);
  });

  it('reads German and Spanish, and French "sans doute" as no negation', () => {
    expect(read('Brightkettle ist sehr empfehlenswert.', { region: 'de' })).toMatchObject({ language: 'de', sentiment: 'POSITIVE' });
    expect(read('Brightkettle empfehle ich nicht.', { region: 'de' }).sentiment).toBe('NEGATIVE');
    expect(read('Brightkettle es sin duda la mejor opción, pero Boilo es caro y poco fiable.')).toMatchObject({ language: 'es', sentiment: 'POSITIVE' });
    expect(read('No lo recomendaría: Brightkettle tarda demasiado.', { region: 'es' }).sentiment).toBe('NEGATIVE');
    expect(read('Brightkettle est sans doute la meilleure bouilloire.')).toMatchObject({ language: 'fr', sentiment: 'POSITIVE' });
  });

  it('does not take a same-name company of another trade for the brand', () => {
    expect(read('Brightkettle Plumbing Supply in Ohio stocks PEX fittings.').cited).toBe(false);
  });

  it('names its reader', () => {
    expect(READER_VERSION).toMatch(/^rules@\d+$/);
  });
});

describe('rules@5: the verdict of an answer about the brand', () => {
  const zorbo = brandProfile({ brandName: 'Zorbo', url: 'https://zorbo.app', competitors: ['Scribo'] });
  const read = (prompt: string, text: string) => analyzeAnswer(zorbo, { text, sources: [], prompt }).sentiment;
  it('reads a verdict that names only a competitor as sending the reader away from the brand', () => {
    expect(read('Is Zorbo good for a team?', 'Zorbo is pleasant and cheap.\n\n**Verdict:** a nice app, but for a team I would go with Scribo instead.')).toBe('NEGATIVE');
    expect(read('Zorbo pour une équipe ?', "Zorbo est agréable et bon marché.\n\n**Mon avis :** pour une équipe, prenez plutôt Scribo.")).toBe('NEGATIVE');
    expect(read('Zorbo für ein Team?', 'Zorbo ist angenehm und günstig.\n\n**Fazit:** Für ein Team greifen Sie lieber zu Scribo.')).toBe('NEGATIVE');
    expect(read('¿Zorbo para un equipo?', 'Zorbo es agradable y barato.\n\n**En resumen:** para un equipo, mejor elige Scribo.')).toBe('NEGATIVE');
    // Not when the prompt is not about the brand: a list's verdict weighs its pick among others.
    expect(read('best note apps', 'Zorbo is pleasant and cheap.\n\n**Verdict:** for a team, go with Scribo.')).toBe('POSITIVE');
  });

  it('gives a verdict naming no brand to the brand the prompt asks about', () => {
    expect(read('Is Zorbo worth it?', 'Zorbo is more expensive than most.\n\n**Verdict:** pricey, but the best app I know.')).toBe('POSITIVE');
    expect(read('Zorbo, ça vaut le prix ?', "Zorbo est plus cher que la moyenne.\n\n**En résumé :** c'est cher, mais c'est la meilleure appli.")).toBe('POSITIVE');
    expect(read('Lohnt sich Zorbo?', 'Zorbo ist teurer als die Konkurrenz.\n\n**Fazit:** teuer, aber das beste Tool.')).toBe('POSITIVE');
    expect(read('¿Vale la pena Zorbo?', 'Zorbo es más caro que la media.\n\n**En resumen:** caro, pero la mejor herramienta.')).toBe('POSITIVE');
  });
});

describe('rules@5: the closing paragraph of an answer about the brand, without a verdict label', () => {
  const zorbo = brandProfile({ brandName: 'Zorbo', url: 'https://zorbo.app', competitors: ['Scribo'] });
  const read = (prompt: string, text: string) => analyzeAnswer(zorbo, { text, sources: [], prompt }).sentiment;
  it('reads it as the verdict when it refers back to the brand', () => {
    expect(read('Is Zorbo worth it?', 'Zorbo is not perfect: the import is slow and there is no Linux app.\n\nDespite that, I recommend it: it is reliable and cheap.')).toBe('POSITIVE');
    expect(read('Zorbo vaut-il le coup ?', "Zorbo n'est pas parfait : l'import est lent et il n'y a pas d'appli Linux.\n\nMalgré ces défauts, je le recommande : il est fiable.")).toBe('POSITIVE');
    expect(read('Lohnt sich Zorbo?', 'Zorbo ist nicht perfekt: der Import ist langsam, eine Linux-App fehlt.\n\nTrotzdem empfehle ich es: es ist zuverlässig und günstig.')).toBe('POSITIVE');
    expect(read('¿Vale la pena Zorbo?', 'Zorbo no es perfecto: la importación es lenta y no hay app para Linux.\n\nAun así, lo recomiendo: es fiable y barato.')).toBe('POSITIVE');
  });

  it('reads a strong choice of a competitor there as sending the reader away, not a mention in passing', () => {
    expect(read('Zorbo or Scribo for a family?', 'Zorbo has good press with adults.\n\nFor a family, I would choose Scribo without hesitation.')).toBe('NEGATIVE');
    expect(read('Zorbo ou Scribo pour une famille ?', 'Zorbo a bonne presse auprès des adultes.\n\nPour une famille, je choisirais Scribo sans hésiter.')).toBe('NEGATIVE');
    expect(read('Zorbo oder Scribo für eine Familie?', 'Zorbo hat bei Erwachsenen einen guten Ruf.\n\nFür eine Familie ist Scribo die beste Wahl.')).toBe('NEGATIVE');
    expect(read('¿Zorbo o Scribo para una familia?', 'Zorbo tiene buena fama entre los adultos.\n\nPara una familia, Scribo es la mejor opción.')).toBe('NEGATIVE');
    expect(read('Is Zorbo good?', 'Zorbo is good and reliable.\n\nScribo also exists, so it may be worth comparing.')).toBe('POSITIVE');
  });
});

describe('rules@7: an answer about the brand, read as its reader takes it', () => {
  const zorbo = brandProfile({ brandName: 'Zorbo', url: 'https://zorbo.app', competitors: ['Scribo'] });
  const read = (prompt: string, text: string, region?: string) => analyzeAnswer(zorbo, { text, sources: [], prompt, region }).sentiment;
  it('lets its last judgement of the brand prevail over earlier praise when no verdict is labelled', () => {
    const text =
      'Zorbo is an excellent app for writers: fast, elegant and reliable.\n\nFor a team of forty, Zorbo is not the right choice: it has no shared folders.\n\n' +
      'Scribo has shared folders and costs about the same.';
    expect(read('Is Zorbo right for our team?', text)).toBe('NEGATIVE');
    // Not when the prompt does not name the brand: praise and a reservation are summed.
    expect(read('best note apps', text)).toBe('POSITIVE');
  });

  it('reads the answer in its own language when it outvotes the region (a French answer asked from Switzerland)', () => {
    const text = 'Pour vos trajets, Zorbo est une excellente application : elle est rapide, fiable et très bien notée par ses utilisateurs. Je la recommande sans hésiter, et vous pouvez aussi regarder Scribo.';
    expect(read('Zorbo pour mes trajets ?', text, 'ch')).toBe('POSITIVE');
    expect(read('Zorbo pour mes trajets ?', 'Zorbo est excellente.', 'ch')).toBe('NEUTRAL'); // too short to outvote: read as German
  });
});

describe('rules@7: conditions and denied choices', () => {
  const zorbo = brandProfile({ brandName: 'Zorbo', url: 'https://zorbo.app', competitors: ['Scribo'] });
  const read = (text: string) => analyzeAnswer(zorbo, { text, sources: [] }).sentiment;
  it('holds "only if" to the brand named last before it', () => {
    expect(read('If you write every day, Zorbo is the one to get, and Scribo is worth it only if you need tables.')).toBe('POSITIVE');
    expect(read('Scribo is the default; Zorbo is worth it only if you need tables.')).toBe('NEGATIVE');
  });

  it('reads a denied choice as an exclusion, in four languages', () => {
    expect(read("For a team, Zorbo? I wouldn't pick it.")).toBe('NEGATIVE');
    expect(analyzeAnswer(zorbo, { text: 'Pour une équipe, Zorbo ? Je ne la prendrais pas.', sources: [], region: 'fr' }).sentiment).toBe('NEGATIVE');
    expect(analyzeAnswer(zorbo, { text: 'Für ein Team würde ich Zorbo nicht nehmen.', sources: [], region: 'de' }).sentiment).toBe('NEGATIVE');
    expect(analyzeAnswer(zorbo, { text: 'Para un equipo, no elegiría Zorbo.', sources: [], region: 'es' }).sentiment).toBe('NEGATIVE');
  });
});

describe('rules@8: what an answer says of the brand it is about, across paragraphs and tables', () => {
  const zorbo = brandProfile({ brandName: 'Zorbo', url: 'https://zorbo.app', competitors: ['Scribo'] });
  const read = (prompt: string, text: string, region?: string) => analyzeAnswer(zorbo, { text, sources: [], prompt, region }).sentiment;
  it('goes on about the brand in a new paragraph that refers back to it or sends the reader away', () => {
    const praise = 'Zorbo does a lot well: fast sync, tidy notes and a good app.\n\n';
    expect(read('Is Zorbo right for a legal team?', `${praise}For a legal team, though, it is the wrong fit: no audit trail.\n\n- Ask about exports.`)).toBe('NEGATIVE');
    expect(read('Is Zorbo right for a legal team?', `${praise}**Look elsewhere for this.** Firms need an audit trail.\n\n- Ask about exports.`)).toBe('NEGATIVE');
  });

  it('reads a verb and its particle around the name ("I left Zorbo out")', () => {
    expect(read('best free note apps', 'Scribo is free for ten users.\n\nI left Zorbo out on purpose: its free plan stops at two users.')).toBe('NEGATIVE');
  });

  it('reads a yes or a no under a "Recommended?" column as a verdict on the row', () => {
    const table = (yes: string) => `| App | Price | Recommended? |\n|---|---|---|\n| Zorbo | 5 € | ${yes} |\n| Scribo | 7 € | Yes |`;
    expect(read('best note apps', table('No'))).toBe('NEGATIVE');
    expect(read('best note apps', table('Yes'))).toBe('POSITIVE');
    expect(read('mejores apps de notas', `| App | ¿La recomendamos? |\n|---|---|\n| Zorbo | No |\n| Scribo | Sí |`, 'es')).toBe('NEGATIVE');
  });

  it('reads French plural persons, German separable verbs and Spanish negative concord', () => {
    expect(read('Zorbo pour un étudiant ?', 'Nous déconseillons Zorbo dans ce cas précis.', 'fr')).toBe('NEGATIVE');
    expect(read('Zorbo für Kanzleien?', 'Für Kanzleien raten wir von Zorbo ab.', 'de')).toBe('NEGATIVE');
    expect(read('¿Qué tal Zorbo?', 'Después de un año con Zorbo, la verdad es que no está nada mal.', 'es')).toBe('POSITIVE');
  });

  it('takes a German name before a quoted product for the maker, not the ordinary noun', () => {
    const gipfel = brandProfile({ brandName: 'Gipfel', url: 'https://www.gipfel-ski.de', competitors: ['Firnwerk'], context: 'Gipfel: Skischuhe und Ski aus Bayern' });
    const text = '### Die beste Passform\nMit 103 mm Leisten bietet der Gipfel „Weitblick 110“ die beste Passform, die wir gefunden haben.\n\n### Firnwerk Pro\nSteifer Flex.';
    expect(analyzeAnswer(gipfel, { text, sources: [], prompt: 'Skischuhe für breite Füße', region: 'de' }).sentiment).toBe('POSITIVE');
  });
});

describe('rules@9: exclusions said in prose of the one brand named last', () => {
  const zorbo = brandProfile({ brandName: 'Zorbo', url: 'https://zorbo.app', competitors: ['Scribo'] });
  const read = (text: string) => analyzeAnswer(zorbo, { text, sources: [], prompt: 'which note app for a lawyer?' });
  it('gives a paragraph that names nobody and rules out to the brand named just before', () => {
    const text = 'Zorbo has the smartest templates of any app I know.\n\nIts exports are PDF only. Since your firm files in Word, that is a deal-breaker.\n\nScribo exports to Word and PDF.';
    expect(read(text).sentiment).toBe('NEGATIVE');
    expect(read(text).brands.find((b) => b.name === 'Scribo')?.sentiment).toBe('NEUTRAL');
  });

  it('leaves a list item that names nobody tracked to nobody', () => {
    const text = '- **Zorbo**: notes and templates for lawyers.\n- Notion and Evernote for general notes, but insufficient alone for legal work.';
    expect(read(text).sentiment).toBe('NEUTRAL');
  });

  it('reads "rule out", "not an option" and "makes the most sense"', () => {
    expect(read('**Rule out first:** Zorbo. It has no Word export.').sentiment).toBe('NEGATIVE');
    expect(read('For someone in your situation, Zorbo makes the most sense.').sentiment).toBe('POSITIVE');
    expect(read('Zorbo is a solid app, but for a law firm it simply is not an option.').sentiment).toBe('NEGATIVE');
  });
});

describe('rules@10: choices, litotes, descriptions and scores', () => {
  const haddock = brandProfile({ brandName: 'Haddock Removals', aliases: ['Haddock'], url: 'https://haddock.example', competitors: ['Boxline'] });
  const read = (text: string, region?: string) => analyzeAnswer(haddock, { text, sources: [], prompt: 'which removal firm?', region });
  it('reads the speaker\'s choice after a leading phrase without a comma', () => {
    expect(read('Even so, for a three-bedroom house I would choose **Haddock Removals**.').sentiment).toBe('POSITIVE');
  });

  it('lets the brand\'s last word prevail when the answer then recommends another', () => {
    const text = 'Haddock has an excellent reputation: careful crews, fixed quotes.\n\nThe problem for you is that Haddock does not do international moves.\n\nFor Leeds to Valencia, go with **Boxline**, which runs its own service to Spain.';
    expect(read(text).sentiment).toBe('NEGATIVE');
    expect(read(text).brands.find((b) => b.name === 'Boxline')?.sentiment).toBe('POSITIVE');
  });

  it('reads a double negation as the praise it is, in four languages', () => {
    expect(read('It would be unfair not to recommend Haddock to most families.').sentiment).toBe('POSITIVE');
    expect(read('Il serait injuste de ne pas recommander Haddock pour un déménagement local.', 'fr').sentiment).toBe('POSITIVE');
    expect(read('Para una mudanza local, Haddock no es en absoluto una mala elección.', 'es').sentiment).toBe('POSITIVE');
    expect(read('Die Planung von Haddock ist keineswegs ungenau.', 'de').sentiment).toBe('POSITIVE');
  });

  it('reads how a service works as a description', () => {
    const about = (text: string, region: string) => analyzeAnswer(haddock, { text, sources: [], prompt: 'Haddock: ¿cómo funciona?', region }).sentiment;
    expect(about('Haddock es un servicio de mudanzas por horas. Funciona así:\n\n1. Reservas en línea.', 'es')).toBe('NEUTRAL');
    expect(about('Prüfen Sie die Kartons: Haddock passt direkt auf Kartons mit 60 cm Breite.', 'de')).toBe('NEUTRAL');
  });

  it('reads bare scores on the scale the table states, in its overall column', () => {
    const table = 'Scores from our test (out of 10):\n\n| Firm | Care | **Overall** |\n|---|---|---|\n| Boxline | 9.1 | **9.0** |\n| Haddock Removals | 6.0 | **4.5** |\n';
    const answer = read(table);
    expect(answer.sentiment).toBe('NEGATIVE');
    expect(answer.brands.find((b) => b.name === 'Boxline')?.sentiment).toBe('POSITIVE');
    const es = '| Posición | Empresa | Satisfacción (0-10) |\n|---|---|---|\n| 1 | Haddock Removals | 8,6 |\n| 2 | Boxline | 5,0 |\n';
    expect(read(es, 'es').sentiment).toBe('POSITIVE');
  });
});

describe('rules@11: picks said by a name alone, "not X but Y", "book", "le gana"', () => {
  const crumb = brandProfile({ brandName: 'Crumb', url: 'https://crumb.example', competitors: ['Horno Dorado'] });
  const read = (text: string, region = 'mx') => analyzeAnswer(crumb, { text, sources: [], prompt: 'Crumb vs Horno Dorado', region });
  it('reads a verdict whose answer is one name as a pick', () => {
    const answer = read('Crumb tiene buenas conchas.\n\n**Si tienes que elegir una:** Horno Dorado.');
    expect(answer.sentiment).toBe('NEGATIVE');
    expect(answer.brands.find((b) => b.name === 'Horno Dorado')?.sentiment).toBe('POSITIVE');
  });
  it('reads "not X but Y" as X set aside and Y chosen, in four languages', () => {
    for (const [text, region] of [['Nicht Crumb, sondern Horno Dorado – wegen der Auswahl.', 'de'], ['Not Crumb but Horno Dorado, for the choice.', 'us'], ['Pas Crumb mais Horno Dorado, pour le choix.', 'fr'], ['No Crumb, sino Horno Dorado, por la variedad.', 'mx']]) {
      const answer = read(text, region);
      expect(answer.sentiment, text).toBe('NEGATIVE');
      expect(answer.brands.find((b) => b.name === 'Horno Dorado')?.sentiment, text).toBe('POSITIVE');
    }
  });
  it('reads a German negation closed by "mehr", and "es la tuya"', () => {
    expect(read('**Fazit:** Crumb lohnt sich für die meisten Kunden nicht mehr.', 'de').sentiment).toBe('NEGATIVE');
    expect(read('Para alguien que empieza, **Crumb** es la tuya.').sentiment).toBe('POSITIVE');
  });
  it('reads "book" as a choice and "le gana" as beating', () => {
    expect(read('**In short:** book Crumb.', 'us').sentiment).toBe('POSITIVE');
    expect(read('Horno Dorado le gana a Crumb en casi todo lo que importa.').sentiment).toBe('NEGATIVE');
  });
});

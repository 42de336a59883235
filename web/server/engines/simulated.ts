// The engine of a server with no provider key: plausible answers so that audits, reports and
// demos work offline, and vary the way live engines do. Each prompt has its own chance of
// naming the brand (simulatedCitationProbability); every answer is a fresh draw seeded by its
// answer key (audit, engine, prompt, sample), so repeat samples differ while a test can pin
// them. Without an answer key the answer depends on prompt, region and model only.
import { setTimeout as sleep } from 'node:timers/promises';
import { abortedError } from './errors';
import { seedFrom, seededRandom } from './random';
import { regionLanguage } from './region';
import { uniqueUrls } from './sources';
import { ENGINE_SURFACES } from '../models/catalogue';
import type { Engine, EngineAnswer, EngineCitation, EngineName, EngineQuery } from './types';

export const SIMULATED_DEFAULT_LATENCY_MS = 300;
/** Per-prompt chances of naming the brand are spread evenly over this range. */
const MENTION_PROBABILITY = { min: 0.05, max: 0.95 };

/**
 * How often a search page shows an AI answer, per prompt, for the engines a stand-in simulates
 * (demo mode): Google shows an AI Overview for some queries only, so each prompt gets its own
 * chance, spread over this range; Copilot and AI Mode nearly always answer.
 */
const SHOWN_PROBABILITY: Partial<Record<EngineName, { min: number; max: number }>> = {
  google_ai_overview: { min: 0.2, max: 0.9 },
  google_ai_mode: { min: 0.97, max: 1 },
  copilot: { min: 0.9, max: 1 },
};

export interface SimulatedEngineOptions {
  latencyMs?: number;
  /** The engine it stands in for in demo mode (its name and surface, and whether its page shows an answer); itself by default. */
  standsFor?: EngineName;
}

export function createSimulatedEngine({ latencyMs = SIMULATED_DEFAULT_LATENCY_MS, standsFor = 'simulated' }: SimulatedEngineOptions = {}): Engine {
  return {
    name: standsFor,
    surface: ENGINE_SURFACES[standsFor],
    async ask(query) {
      try {
        await sleep(latencyMs, undefined, { signal: query.signal });
      } catch (err) {
        throw abortedError(standsFor, err);
      }
      return simulatedAnswer(query, standsFor);
    },
  };
}

/** The chance that `engine`'s page shows an AI answer to `prompt` (1 for an engine that always answers). */
export function simulatedShownProbability(prompt: string, region: string, engine: EngineName): number {
  const range = SHOWN_PROBABILITY[engine];
  if (!range) return 1;
  const draw = seededRandom(seedFrom(`shown\u0000${engine}\u0000${prompt}\u0000${region}`))();
  return range.min + (range.max - range.min) * draw;
}

interface Phrasebook {
  intros: ((topic: string) => string)[];
  /** How the brand is described, by tone. */
  positive: string[];
  neutral: string[];
  negative: string[];
  /** How everyone else is described. */
  others: string[];
  closings: string[];
  titles: ((topic: string) => string)[];
  publishers: string[];
}

const PHRASEBOOKS: Record<'en' | 'fr' | 'de' | 'es', Phrasebook> = {
  en: {
    intros: [
      (t) => `Here are some of the most frequently recommended options for "${t}":`,
      (t) => `Based on recent reviews and comparisons, these names come up most often for "${t}":`,
      (t) => `There is no single best answer to "${t}", but these options stand out:`,
    ],
    positive: [
      'widely praised for its ease of use and responsive support.',
      'a strong all-round choice, often ranked first in recent comparisons.',
      'appreciated for its transparent pricing and solid feature set.',
    ],
    neutral: [
      'a well-known option with a broad feature set.',
      'a common choice for mid-sized teams.',
      'often listed alongside the market leaders.',
    ],
    negative: [
      'frequently criticised for slow customer support and rising prices.',
      'still popular, although several reviewers report reliability issues.',
      'an established name, but users complain about a dated interface.',
    ],
    others: [
      'known for its competitive pricing.',
      'popular with small businesses.',
      'offers a generous free tier.',
      'integrates well with the tools teams already use.',
      'highly rated for customer service.',
    ],
    closings: [
      'The right choice depends on your budget, your team size and the integrations you need.',
      'Compare free trials before committing, as pricing changes often.',
    ],
    titles: [(t) => `Best options for ${t}`, (t) => `${t}: our comparison`, (t) => `${t} – reviews and ratings`],
    publishers: ['g2.com', 'capterra.com', 'forbes.com', 'techradar.com', 'reddit.com', 'pcmag.com', 'zapier.com'],
  },
  fr: {
    intros: [
      (t) => `Voici les options les plus souvent recommandées pour « ${t} » :`,
      (t) => `D'après les comparatifs et avis récents, voici les noms qui reviennent le plus pour « ${t} » :`,
      (t) => `Il n'y a pas de réponse unique à « ${t} », mais ces solutions se distinguent :`,
    ],
    positive: [
      "saluée pour sa simplicité d'utilisation et la réactivité de son support.",
      'un excellent choix polyvalent, souvent classé en tête des comparatifs récents.',
      'appréciée pour la transparence de ses tarifs et la richesse de ses fonctionnalités.',
    ],
    neutral: [
      'une option connue, aux fonctionnalités étendues.',
      'un choix courant pour les entreprises de taille moyenne.',
      'souvent citée aux côtés des leaders du marché.',
    ],
    negative: [
      'souvent critiquée pour la lenteur de son service client et la hausse de ses prix.',
      'toujours populaire, même si plusieurs utilisateurs signalent des problèmes de fiabilité.',
      "un acteur établi, mais dont l'interface est jugée vieillissante.",
    ],
    others: [
      'reconnue pour ses prix compétitifs.',
      'populaire auprès des petites entreprises.',
      'propose une offre gratuite généreuse.',
      "s'intègre bien aux outils déjà utilisés par les équipes.",
      'très bien notée pour son service client.',
    ],
    closings: [
      'Le bon choix dépend de votre budget, de la taille de votre équipe et des intégrations dont vous avez besoin.',
      'Comparez les essais gratuits avant de vous engager, car les tarifs évoluent souvent.',
    ],
    titles: [(t) => `Comparatif : ${t}`, (t) => `${t} : le guide complet`, (t) => `${t} – avis et classement`],
    publishers: ['journaldunet.com', 'lesechos.fr', 'capterra.fr', 'blogdumoderateur.com', '01net.com', 'reddit.com'],
  },
  de: {
    intros: [
      (t) => `Hier sind einige der am häufigsten empfohlenen Optionen für „${t}“:`,
      (t) => `Laut aktuellen Tests und Vergleichen werden für „${t}“ vor allem diese Namen genannt:`,
      (t) => `Auf „${t}“ gibt es keine einzige richtige Antwort, aber diese Optionen stechen hervor:`,
    ],
    positive: [
      'wird für die einfache Bedienung und den schnellen Support gelobt.',
      'eine starke Allround-Wahl, in aktuellen Vergleichen oft auf Platz eins.',
      'geschätzt für transparente Preise und einen soliden Funktionsumfang.',
    ],
    neutral: [
      'eine bekannte Option mit breitem Funktionsumfang.',
      'eine gängige Wahl für mittelständische Unternehmen.',
      'wird oft neben den Marktführern genannt.',
    ],
    negative: [
      'wird häufig für langsamen Kundenservice und steigende Preise kritisiert.',
      'weiterhin beliebt, obwohl mehrere Nutzer über Zuverlässigkeitsprobleme berichten.',
      'ein etablierter Name, doch Nutzer bemängeln die veraltete Oberfläche.',
    ],
    others: [
      'bekannt für wettbewerbsfähige Preise.',
      'beliebt bei kleinen Unternehmen.',
      'bietet einen großzügigen kostenlosen Tarif.',
      'lässt sich gut mit bestehenden Tools verbinden.',
      'sehr gut bewertet für den Kundenservice.',
    ],
    closings: [
      'Die richtige Wahl hängt von Budget, Teamgröße und den benötigten Integrationen ab.',
      'Vergleichen Sie kostenlose Testversionen, bevor Sie sich festlegen, da sich die Preise oft ändern.',
    ],
    titles: [(t) => `Vergleich: ${t}`, (t) => `${t} im Test`, (t) => `${t} – Erfahrungen und Bewertungen`],
    publishers: ['t3n.de', 'chip.de', 'heise.de', 'computerbild.de', 'gruenderszene.de', 'reddit.com'],
  },
  es: {
    intros: [
      (t) => `Estas son algunas de las opciones más recomendadas para «${t}»:`,
      (t) => `Según reseñas y comparativas recientes, estos son los nombres que más se repiten para «${t}»:`,
      (t) => `No hay una única respuesta a «${t}», pero estas opciones destacan:`,
    ],
    positive: [
      'elogiada por su facilidad de uso y la rapidez de su soporte.',
      'una opción completa y sólida, a menudo en primer lugar en las comparativas recientes.',
      'valorada por sus precios transparentes y su amplio conjunto de funciones.',
    ],
    neutral: [
      'una opción conocida con muchas funciones.',
      'una elección habitual para empresas medianas.',
      'suele aparecer junto a los líderes del mercado.',
    ],
    negative: [
      'criticada con frecuencia por la lentitud de su atención al cliente y la subida de precios.',
      'sigue siendo popular, aunque varios usuarios señalan problemas de fiabilidad.',
      'un nombre consolidado, pero los usuarios se quejan de una interfaz anticuada.',
    ],
    others: [
      'conocida por sus precios competitivos.',
      'popular entre las pequeñas empresas.',
      'ofrece un plan gratuito generoso.',
      'se integra bien con las herramientas que los equipos ya usan.',
      'muy bien valorada por su atención al cliente.',
    ],
    closings: [
      'La mejor elección depende de tu presupuesto, del tamaño de tu equipo y de las integraciones que necesites.',
      'Compara las pruebas gratuitas antes de decidirte, ya que los precios cambian a menudo.',
    ],
    titles: [(t) => `Comparativa: ${t}`, (t) => `${t}: guía completa`, (t) => `${t} – opiniones y ranking`],
    publishers: ['xataka.com', 'elpais.com', 'capterra.es', 'computerhoy.com', 'genbeta.com', 'reddit.com'],
  },
};

const GENERIC_BRANDS = ['Nordwave', 'Brightlane', 'Corvio', 'Kestrel', 'Lumora', 'Praxis One', 'Veyra', 'Quillon', 'Tandemly', 'Altera'];

/**
 * The chance that an answer to `prompt` names `brand`: the truth a simulated audit estimates.
 * Answers cite the brand exactly when they name it (its own page is only ever a source beside
 * its name), so this is also the prompt's citation probability.
 */
export function simulatedCitationProbability(prompt: string, region: string, model: string, brand: string): number {
  const draw = seededRandom(seedFrom(`probability\u0000${prompt}\u0000${region}\u0000${model}\u0000${brand}`))();
  return MENTION_PROBABILITY.min + (MENTION_PROBABILITY.max - MENTION_PROBABILITY.min) * draw;
}

/** The simulated engine's answer, without the latency: pure, and a function of its query. */
export function simulatedAnswer({ prompt, region, model, subject, answerKey }: Omit<EngineQuery, 'signal'>, standsFor: EngineName = 'simulated'): EngineAnswer {
  const key = answerKey ?? `${prompt}\u0000${region}\u0000${model}`;
  // Drawn apart, so that an answer shown is the same draw as the engine's own.
  if (seededRandom(seedFrom(`shown\u0000${key}`))() >= simulatedShownProbability(prompt, region, standsFor)) {
    return { shown: false, text: '', sources: [], citations: [], modelVersion: model, usage: { inputTokens: 0, outputTokens: 0, cachedTokens: 0, reasoningTokens: 0, searches: 0 } };
  }
  const random = seededRandom(seedFrom(key));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const shuffled = <T>(items: readonly T[]): T[] =>
    items
      .map((item) => ({ item, key: random() }))
      .sort((a, b) => a.key - b.key)
      .map(({ item }) => item);

  const language = regionLanguage(region);
  const book = PHRASEBOOKS[language as keyof typeof PHRASEBOOKS] ?? PHRASEBOOKS.en;
  const topic = prompt.trim().replace(/[?.!\s]+$/, '');
  const brand = subject?.brand;
  const mentionsBrand = brand !== undefined && random() < simulatedCitationProbability(prompt, region, model, brand);

  const others = [...new Set([...shuffled(subject?.competitors ?? []), ...shuffled(GENERIC_BRANDS)])].filter(
    (name) => name !== brand,
  );
  const names = others.slice(0, 4 + Math.floor(random() * 3));
  if (mentionsBrand) names.splice(Math.floor(random() * names.length), 1, brand);

  const toneRoll = random();
  const brandPhrases = toneRoll < 0.6 ? book.positive : toneRoll < 0.85 ? book.neutral : book.negative;
  const items = names.map((name, i) => `${i + 1}. **${name}** — ${pick(name === brand ? brandPhrases : book.others)}`);
  const intro = pick(book.intros)(topic);
  const text = [intro, '', ...items, '', pick(book.closings)].join('\n');

  const slug = slugify(topic);
  const urls = shuffled(book.publishers)
    .slice(0, 3 + Math.floor(random() * 3))
    .map((domain) => `https://${domain}/${slug}`);
  // The brand's own page is cited beside its name only, so that "cited" happens exactly with
  // the prompt's probability.
  if (subject?.domain && mentionsBrand && random() < 0.5) {
    urls.splice(Math.floor(random() * (urls.length + 1)), 0, `https://${subject.domain}/`);
  }

  // Each source supports one list item, as engines cite the claims they took from it.
  const itemStart = intro.length + 2;
  const citations: EngineCitation[] = urls.map((url, i) => {
    const item = i % items.length;
    const startIndex = itemStart + items.slice(0, item).reduce((length, line) => length + line.length + 1, 0);
    return { url, title: pick(book.titles)(topic), startIndex, endIndex: startIndex + items[item].length };
  });
  // Tokens as a real engine would count them (about four characters each); no search, no cost.
  const usage = { inputTokens: Math.ceil(prompt.length / 4), outputTokens: Math.ceil(text.length / 4), cachedTokens: 0, reasoningTokens: 0, searches: 0 };
  return { text, sources: uniqueUrls(urls), citations, modelVersion: model, usage };
}

function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'answer'
  );
}

// A labelled evaluation set: engine-style answers (French and English) about five fictional
// brands, each labelled by hand with whether it cites the brand and its sentiment toward the
// brand (NEUTRAL when not cited). Labels say what a careful reader would answer; they are not
// fitted to the code. `trap` names what a case tests. Used by labelled-answers.test.ts to
// measure precision and recall of `cited` and sentiment accuracy.
//
// Two batches: the development batch was written first and the rules were fixed where they
// disagreed with it; the held-out batch (`heldOut: true`) was written after the rules were
// frozen and is never used to change them, so its figures estimate how the rules generalise.
import type { ProviderCitation } from '@/server/analysis/analyze';
import type { BrandProfileInput } from '@/server/analysis/profile';
import type { Sentiment } from '@/server/analysis/sentiment';

export const LABELLED_BRANDS = {
  /** Online car insurer; "lemon" is also a fruit and a dud car. */
  lemon: {
    brandName: 'Lemon',
    aliases: ['Lemon Assurance'],
    url: 'https://www.lemon-assurance.fr/auto',
    competitors: ['Carvia', 'autoprotect.fr', 'Mutuelle Rivage'],
  },
  /** Retail bank with accents in its name; "émeraude" is also a colour. */
  emeraude: {
    brandName: 'Crédit Émeraude',
    aliases: ['Banque Émeraude', 'CE Pro'],
    url: 'https://www.credit-emeraude.fr',
    competitors: ['Banque Azur', 'Kova', 'finaly.fr'],
  },
  /** Time-tracking software; "tempo" is also a common word. */
  tempo: {
    brandName: 'Tempo',
    aliases: ['TempoHQ'],
    url: 'https://app.tempohq.com/login',
    competitors: ['Chronia', 'horaia.com', 'Plannix'],
  },
  /** Energy supplier; its alias "Horizon" is also a common word and part of other names. */
  horizon: {
    brandName: 'Horizon Énergie',
    aliases: ['Horizon'],
    url: 'https://www.horizon-energie.fr/particuliers',
    competitors: ['Voltéo', 'ampera-energie.fr'],
  },
  /** Accounting software; "ledger" is a common word. */
  ledgerly: {
    brandName: 'Ledgerly',
    aliases: ['Ledgerly Books'],
    url: 'https://ledgerly.io',
    competitors: ['Tallybook', 'Quillbooks', 'sumwise.co.uk'],
  },
  /** UK payroll bureau; its alias "NPS" is also the Net Promoter Score, "Northgate" a place name. */
  northgate: {
    brandName: 'Northgate Payroll Services',
    aliases: ['NPS'],
    url: 'https://www.northgatepayroll.co.uk',
    competitors: ['Paysmith', 'Clockwise HR', 'payroo.co.uk'],
    context: 'Northgate Payroll Services | Outsourced payroll, pensions and HR for small businesses',
  },
  /** Staff-scheduling app; "Friday" is a weekday. */
  friday: {
    brandName: 'Friday',
    url: 'https://www.friday-shifts.com',
    competitors: ['Rotamaster', 'Staffwise'],
    context: 'Friday: staff scheduling, rotas and timesheets for restaurants and shops',
  },
  /** Home insurer; "Margot" is a first name. */
  margot: {
    brandName: 'Margot',
    url: 'https://www.margot-assurance.fr',
    competitors: ['Luzia', 'Habitat Mutuel', 'kozy.fr'],
    context: 'Margot, assurance habitation en ligne pour locataires et propriétaires',
  },
  /** Privacy-compliance software; "Safe Harbor" is a legal framework. */
  harbor: {
    brandName: 'Harbor',
    aliases: ['Harbor Privacy'],
    url: 'https://harbor-privacy.eu',
    competitors: ['Consentio', 'Privalis'],
    context: 'Harbor Privacy | GDPR compliance, consent management and data mapping software',
  },
  /** Budgeting app; "boussole" is a French common word (a compass). */
  boussole: {
    brandName: 'Boussole',
    url: 'https://www.boussole-budget.fr',
    competitors: ['Trésorio', 'Moneo'],
    context: 'Boussole, application de budget et de suivi des dépenses',
  },
  /** Debt-advice charity; "a fresh start" is an ordinary phrase. */
  freshstart: {
    brandName: 'Fresh Start',
    aliases: ['Fresh Start Debt Advice'],
    url: 'https://www.freshstartdebt.org.uk',
    competitors: ['StepWise Debt', 'MoneyMend'],
    context: 'Fresh Start Debt Advice: free, impartial debt help',
  },
  /** Electric bikes; Vauban is also a military engineer and many squares, quarters and forts. */
  vauban: {
    brandName: 'Vauban',
    aliases: ['Vauban Cycles'],
    url: 'https://www.vauban-cycles.fr',
    competitors: ['Véloria', 'Rouleo'],
    context: 'Vauban Cycles, vélos électriques urbains fabriqués en France',
  },
} satisfies Record<string, BrandProfileInput>;

export type LabelledBrand = keyof typeof LABELLED_BRANDS;

export interface LabelledAnswer {
  id: string;
  brand: LabelledBrand;
  language: 'fr' | 'en';
  trap?: string;
  /**
   * The first rules' held-out batch: written after those rules were frozen, then read while the
   * context rules of README "How an audit measures" were written, so no longer unseen.
   */
  firstHeldOut?: true;
  /** Written after the current rules were frozen; never used to change them. */
  heldOut?: true;
  text: string;
  sources: string[];
  citations?: ProviderCitation[];
  cited: boolean;
  sentiment: Sentiment;
}

/** A provider citation over the first occurrence of `fragment` in the answer. */
interface SpanCitation {
  fragment: string;
  url: string;
  citedText?: string;
}

type RawAnswer = Omit<LabelledAnswer, 'citations'> & { spans?: SpanCitation[] };

const RAW_ANSWERS: RawAnswer[] = [
  // ------------------------------------------------------------------ Lemon (car insurance)
  {
    id: 'lemon-01',
    brand: 'lemon',
    language: 'fr',
    text:
      "Pour un jeune conducteur, plusieurs assureurs en ligne proposent des tarifs compétitifs. **Lemon** est souvent cité comme l'une des meilleures options grâce à ses formules au kilomètre [1][2]. Carvia propose également une offre tous risques à partir de 45 € par mois [3]. En résumé, Lemon est un excellent choix si vous roulez peu.",
    sources: ['https://www.lemon-assurance.fr/jeunes-conducteurs', 'https://www.lesfurets.com/assurance-auto/jeune', 'https://www.carvia.fr/offres'],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'lemon-02',
    brand: 'lemon',
    language: 'en',
    trap: 'brand is also a fruit',
    text:
      "To remove hard-water spots from your car's paint, mix one part white vinegar with two parts distilled water, or use diluted lemon juice on glass only. Rinse thoroughly and dry with a microfibre towel; acidic solutions left on the clear coat can etch it.",
    sources: ['https://www.carcare-guide.com/water-spots'],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'lemon-03',
    brand: 'lemon',
    language: 'en',
    trap: '"a lemon" is a defective car; a competitor is named',
    text:
      "If your used car turns out to be a lemon, check whether your state's lemon laws cover private sales. Most lemon laws only apply to new vehicles, but some states extend protection to used cars sold by dealers. Carvia's roadside cover won't help with manufacturing defects, so keep every repair invoice.",
    sources: ['https://www.consumerreports.org/cars/lemon-laws'],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'lemon-04',
    brand: 'lemon',
    language: 'fr',
    trap: "only the brand's own URL among the sources",
    text:
      "Les assureurs auto en ligne proposent généralement des réductions pour les petits rouleurs. Les formules au kilomètre permettent de payer en fonction de la distance parcourue, avec un boîtier ou une déclaration du compteur. Comparez toujours les franchises avant de souscrire.",
    sources: ['https://www.lemon-assurance.fr/assurance-au-kilometre', 'https://www.service-public.fr/particuliers/vosdroits/F2628'],
    cited: true,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'lemon-05',
    brand: 'lemon',
    language: 'fr',
    trap: 'lookalike domains among the sources',
    text:
      "Pour assurer une citadine d'occasion, la formule au tiers suffit souvent si la valeur du véhicule est inférieure à 3 000 €. Pensez à vérifier l'assistance 0 km et le montant de la franchise en cas de bris de glace.",
    sources: ['https://www.lemon-assurances.fr/avis', 'https://lemon-assurance.fr.comparatif-auto.net/', 'https://www.notlemon-assurance.fr/'],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'lemon-06',
    brand: 'lemon',
    language: 'fr',
    trap: 'negated praise after a contrast',
    text:
      "Lemon Assurance propose des prix attractifs, mais son service sinistres n'est pas le plus fiable : plusieurs assurés se plaignent de délais d'indemnisation de plus de deux mois [1]. Si la rapidité de remboursement est votre priorité, Mutuelle Rivage est mieux notée sur ce point [2].",
    sources: ['https://www.avis-assurances.fr/lemon', 'https://www.mutuelle-rivage.fr/sinistres'],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'lemon-07',
    brand: 'lemon',
    language: 'en',
    trap: 'markdown list with a link on the name',
    text:
      'Here are three well-reviewed online car insurers in France:\n\n1. **[Lemon](https://www.lemon-assurance.fr/?utm_source=chatgpt.com)** – pay-per-mile cover that is ideal for low-mileage drivers, with a highly rated mobile app.\n2. **Carvia** – broad network of partner garages.\n3. **Autoprotect** – the cheapest third-party cover in most comparisons.\n\nFor a city car driven less than 8,000 km a year, Lemon is usually the most affordable option.',
    sources: ['https://www.lemon-assurance.fr/?utm_source=chatgpt.com'],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'lemon-08',
    brand: 'lemon',
    language: 'fr',
    trap: 'brand inside another name (LemonPay)',
    text:
      "Pour payer votre assurance auto en plusieurs fois, certaines applications comme LemonPay ou Fractio permettent d'étaler le paiement sur douze mois. Vérifiez cependant que votre assureur accepte les prélèvements depuis un compte tiers.",
    sources: ['https://www.lemonpay.app/assurance'],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'lemon-09',
    brand: 'lemon',
    language: 'fr',
    trap: 'upper-case heading',
    text:
      "## LEMON ASSURANCE : ce qu'il faut savoir\nL'assureur propose trois formules : tiers, tiers étendu et tous risques. La souscription se fait entièrement en ligne, et l'attestation est envoyée par e-mail sous 24 heures.",
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'lemon-10',
    brand: 'lemon',
    language: 'fr',
    trap: 'contrast: convenient but hard to reach',
    text:
      "Lemon est pratique pour souscrire en quelques minutes, mais son service client est difficile à joindre et les résiliations sont souvent bloquées, selon de nombreux avis [1]. Carvia, en revanche, obtient de bien meilleures notes sur la gestion des sinistres [2].",
    sources: ['https://www.avis-verifies-auto.fr/lemon', 'https://www.carvia.fr'],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'lemon-11',
    brand: 'lemon',
    language: 'en',
    trap: '"not recommended"',
    text:
      'Lemon is not recommended for drivers with a claims history: its premiums rise sharply after a single at-fault accident, and several reviewers describe the renewal process as confusing. Mutuelle Rivage is more forgiving in that situation.',
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'lemon-12',
    brand: 'lemon',
    language: 'fr',
    trap: 'brand only as its domain in the text',
    text:
      "Pour une estimation rapide, le simulateur de lemon-assurance.fr donne un tarif en moins de deux minutes, sans créer de compte. C'est l'un des outils les plus simples que nous ayons trouvés.",
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'lemon-13',
    brand: 'lemon',
    language: 'fr',
    trap: '"lemon law" in French text',
    text:
      "En France, il n'existe pas de « lemon law » comme aux États-Unis : en cas de défaut grave sur une voiture d'occasion, c'est la garantie légale des vices cachés (article 1641 du Code civil) qui s'applique. Le vendeur doit alors rembourser tout ou partie du prix.",
    sources: ['https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000006441924'],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'lemon-14',
    brand: 'lemon',
    language: 'en',
    trap: 'the brand and the common word in one answer',
    text:
      "Lemon's pay-per-mile policy is a great fit if you only drive at weekends. Unlike traditional insurers, it won't penalise you for buying a lemon: breakdown assistance is included from day one.",
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'lemon-15',
    brand: 'lemon',
    language: 'fr',
    trap: 'markdown table',
    text:
      '| Assureur | Formule au km | Prix indicatif |\n|---|---|---|\n| Lemon | Oui | 32 €/mois |\n| Carvia | Non | 41 €/mois |\n| Autoprotect | Oui | 29 €/mois |\n\nLes prix dépendent fortement du profil et du véhicule.',
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'lemon-16',
    brand: 'lemon',
    language: 'en',
    trap: "hidden fees; competitor's domain among the sources",
    text:
      'Several customers on consumer forums say Lemon charges hidden fees when you cancel mid-year, so read the cancellation terms carefully. If flexibility matters, Autoprotect lets you cancel at any time after the first year at no cost [1].',
    sources: ['https://autoprotect.fr/resiliation'],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'lemon-17',
    brand: 'lemon',
    language: 'fr',
    trap: 'provider citation span on the brand sentence; praise in the next sentence',
    text:
      'Lemon Assurance est un assureur auto 100 % en ligne fondé à Nantes. Ses formules au kilomètre sont particulièrement avantageuses pour les petits rouleurs.',
    sources: ['https://www.lemon-assurance.fr/a-propos'],
    spans: [{ fragment: 'Lemon Assurance est un assureur', url: 'https://www.lemon-assurance.fr/a-propos' }],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'lemon-18',
    brand: 'lemon',
    language: 'fr',
    text:
      "Attention : selon l'UFC-Que Choisir, Lemon a fait l'objet de nombreuses plaintes en 2024 pour des remboursements tardifs. À ce jour, l'assureur n'est pas recommandé par les associations de consommateurs.",
    sources: ['https://www.quechoisir.org/actualite-assurance-auto-n12345/'],
    cited: true,
    sentiment: 'NEGATIVE',
  },

  // ------------------------------------------------------------------ Crédit Émeraude (bank)
  {
    id: 'emeraude-01',
    brand: 'emeraude',
    language: 'fr',
    text:
      "Parmi les banques traditionnelles, Crédit Émeraude se distingue par des frais de tenue de compte parmi les plus bas du marché et un conseiller dédié [1]. Banque Azur reste plus chère, mais son réseau d'agences est plus dense [2].",
    sources: ['https://www.credit-emeraude.fr/tarifs', 'https://www.banque-azur.fr'],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'emeraude-02',
    brand: 'emeraude',
    language: 'fr',
    trap: 'lower case, no accents',
    text:
      'les avis sur credit emeraude sont globalement bons : application claire, virements instantanés gratuits et service client joignable le samedi.',
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'emeraude-03',
    brand: 'emeraude',
    language: 'fr',
    trap: 'alias only',
    text:
      "La Banque Émeraude propose un compte joint à 2 € par mois, avec une carte Visa Classic incluse. L'ouverture se fait en agence ou en ligne, sur présentation d'un justificatif de domicile.",
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'emeraude-04',
    brand: 'emeraude',
    language: 'fr',
    trap: '"émeraude" as a colour',
    text:
      'Pour la carte bancaire, certaines banques proposent des designs personnalisés : vert émeraude, bleu nuit ou bois recyclé. Kova, par exemple, propose une carte en plastique recyclé couleur émeraude.',
    sources: ['https://www.kova.fr/carte'],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'emeraude-05',
    brand: 'emeraude',
    language: 'fr',
    trap: 'praise, then criticism in an unnamed "Cependant" sentence',
    text:
      "Crédit Émeraude a longtemps été apprécié pour ses conseillers. Cependant, depuis la fermeture de nombreuses agences en 2024, les clients signalent des temps d'attente très longs et un service client injoignable [1].",
    sources: ['https://www.60millions-mag.com/banques-2025'],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'emeraude-06',
    brand: 'emeraude',
    language: 'fr',
    trap: "only the brand's page behind a [n] marker",
    text:
      'Certains livrets bancaires offrent actuellement un taux promotionnel de 3,5 % brut pendant trois mois [2]. Au-delà de cette période, le taux redescend à 1,5 % [1].',
    sources: ['https://www.finaly.fr/livrets', 'https://www.credit-emeraude.fr/epargne/livret-plus'],
    cited: true,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'emeraude-07',
    brand: 'emeraude',
    language: 'fr',
    trap: 'lookalike phishing domain among the sources',
    text:
      "En cas de SMS vous demandant de « valider un virement », ne cliquez sur aucun lien et signalez le message au 33700. Contactez ensuite votre banque par le numéro habituel pour faire opposition si nécessaire.",
    sources: ['https://credit-emeraude-securite.com/alerte', 'https://www.cybermalveillance.gouv.fr/tous-nos-contenus/fiches-reflexes/hameconnage'],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'emeraude-08',
    brand: 'emeraude',
    language: 'en',
    trap: 'praise in the next sentence ("Its fees")',
    text:
      'For expats opening a French bank account, Crédit Émeraude is one of the few traditional banks with an English-speaking helpline and a fully online onboarding process [1]. Its fees are competitive and the mobile app is well reviewed.',
    sources: ['https://www.expat-finance.com/france-banks'],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'emeraude-09',
    brand: 'emeraude',
    language: 'en',
    trap: 'upper case without accents',
    text:
      'CREDIT EMERAUDE was fined €2 million in 2023 by the ACPR for weaknesses in its anti-money-laundering controls. The bank says the issues have since been fixed.',
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'emeraude-10',
    brand: 'emeraude',
    language: 'fr',
    trap: '"pas la moins chère, mais…"',
    text:
      "Crédit Émeraude n'est pas la banque la moins chère, mais c'est l'une des plus fiables selon le classement 2025 de Que Choisir.",
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'emeraude-11',
    brand: 'emeraude',
    language: 'fr',
    trap: 'a competitor compared favourably ("plus rapide que")',
    text:
      "Pour un compte courant en ligne, Kova est nettement plus rapide et moins cher que Crédit Émeraude, dont l'application est jugée vieillissante [1].",
    sources: ['https://www.kova.fr/comparatif'],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'emeraude-12',
    brand: 'emeraude',
    language: 'fr',
    trap: '"crédit" as a common word; competitor written as its domain',
    text:
      'Pour comparer les offres de crédit immobilier, les courtiers en ligne comme finaly.fr ou les simulateurs des banques donnent une première estimation. Le taux moyen sur 20 ans est de 3,3 % en janvier.',
    sources: ['https://www.finaly.fr/taux-immobilier'],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'emeraude-13',
    brand: 'emeraude',
    language: 'fr',
    trap: 'second alias only',
    text:
      "Pour les professionnels, l'offre CE Pro inclut un terminal de paiement et un conseiller dédié, ce qui la rend très pratique pour les commerçants [1].",
    sources: ['https://www.journaldunet.fr/banques-pro'],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'emeraude-14',
    brand: 'emeraude',
    language: 'fr',
    trap: '"ne … plus"',
    text:
      "Crédit Émeraude ne propose plus de prêt étudiant depuis 2024, et son offre jeunes est désormais limitée à un compte sans découvert.",
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'emeraude-15',
    brand: 'emeraude',
    language: 'fr',
    trap: 'markdown link on the name',
    text:
      "Vous pouvez ouvrir un Livret A dans n'importe quelle banque, par exemple chez [Crédit Émeraude](https://www.credit-emeraude.fr/livret-a) ou chez Banque Azur. Le taux est fixé par l'État et identique partout : 2,4 % depuis février 2025.",
    sources: ['https://www.credit-emeraude.fr/livret-a'],
    cited: true,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'emeraude-16',
    brand: 'emeraude',
    language: 'fr',
    trap: "only a provider span pointing at the brand's page",
    text:
      'Les banques en ligne facturent rarement la tenue de compte. Certaines banques traditionnelles offrent aussi la carte la première année si vous domiciliez vos revenus.',
    sources: ['https://www.credit-emeraude.fr/offre-bienvenue', 'https://www.kova.fr/tarifs'],
    spans: [
      { fragment: 'Certaines banques traditionnelles', url: 'https://www.credit-emeraude.fr/offre-bienvenue' },
      { fragment: 'Les banques en ligne', url: 'https://www.kova.fr/tarifs' },
    ],
    cited: true,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'emeraude-17',
    brand: 'emeraude',
    language: 'fr',
    trap: '"pas de frais cachés"',
    text:
      'Chez Crédit Émeraude, pas de frais cachés : les tarifs sont clairement affichés et la carte est gratuite dès 1 200 € de revenus mensuels.',
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'emeraude-18',
    brand: 'emeraude',
    language: 'en',
    trap: '"credit" as a common word',
    text:
      'If you are new to France, building a credit history matters less than in the US: French banks look mainly at your income and existing debts. Banque Azur and Kova both open accounts for non-residents with a passport and proof of address.',
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
  },

  // ------------------------------------------------------------------ Tempo (time tracking)
  {
    id: 'tempo-01',
    brand: 'tempo',
    language: 'en',
    text:
      'For small teams, Tempo is a solid time-tracking tool: setup takes minutes and the Slack integration is genuinely useful [1][3]. Chronia offers more advanced reporting but costs roughly twice as much [2].',
    sources: ['https://www.g2.com/products/tempo/reviews', 'https://chronia.io/pricing', 'https://app.tempohq.com/integrations/slack'],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'tempo-02',
    brand: 'tempo',
    language: 'en',
    trap: '"tempo" as a common word',
    text:
      'Keeping a steady tempo matters more than long hours: most productivity research suggests working in 90-minute blocks followed by short breaks. Tools like Chronia or Plannix can remind you to pause.',
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'tempo-03',
    brand: 'tempo',
    language: 'fr',
    trap: 'brand inside other words (temporaire, Tempomatic)',
    text:
      "Pour gérer les contrats de travail temporaire, un logiciel comme Plannix ou Tempomatic permet de suivre les heures des intérimaires et d'éditer les relevés automatiquement.",
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'tempo-04',
    brand: 'tempo',
    language: 'fr',
    trap: 'the brand and the common word in one answer',
    text:
      "Tempo est l'outil de pointage le plus simple que nous ayons testé : vos équipes badgent depuis leur téléphone en deux secondes. Il s'adapte au tempo de chaque équipe grâce aux plannings flexibles.",
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'tempo-05',
    brand: 'tempo',
    language: 'en',
    trap: "only a subdomain of the brand's site among the sources",
    text:
      'To export timesheets to payroll, most time-tracking tools offer a CSV export plus direct integrations with the main payroll providers. Check that overtime rules are configured before the first export.',
    sources: ['https://help.tempohq.com/articles/payroll-export'],
    cited: true,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'tempo-06',
    brand: 'tempo',
    language: 'en',
    trap: 'lookalike domains among the sources',
    text:
      'Time-tracking apps with geofencing can clock employees in automatically when they arrive on site. Make sure you inform staff and document the purpose to stay GDPR-compliant.',
    sources: ['https://tempohq.co/blog/geofencing', 'https://www.tempohq.com.reviews-hub.net/tempo', 'https://tempo-hq.com/'],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'tempo-07',
    brand: 'tempo',
    language: 'fr',
    trap: 'alias; "n\'est pas fiable"',
    text:
      "Plusieurs utilisateurs rapportent que la synchronisation hors ligne de TempoHQ n'est pas fiable : des pointages disparaissent lorsque le réseau est coupé [1]. Horaia gère mieux ce cas grâce à un mode hors ligne complet [2].",
    sources: ['https://www.capterra.fr/reviews/tempohq', 'https://horaia.com/fonctionnalites'],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'tempo-08',
    brand: 'tempo',
    language: 'en',
    trap: 'markdown list, neutral description',
    text:
      '**Time-tracking tools often used by agencies:**\n- **Tempo** – per-user pricing, Jira and Slack integrations.\n- **Chronia** – detailed reporting, higher price.\n- **Plannix** – built-in scheduling.',
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'tempo-09',
    brand: 'tempo',
    language: 'fr',
    trap: '"cependant … trop cher"',
    text:
      "Tempo couvre bien les besoins de base, cependant son abonnement reste trop cher pour une équipe de moins de cinq personnes, et le support ne répond qu'en anglais.",
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'tempo-10',
    brand: 'tempo',
    language: 'en',
    trap: '"isn\'t the cheapest, but…"',
    text: "Tempo isn't the cheapest option, but it is the most reliable one we tested, with no sync issues in three months.",
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'tempo-11',
    brand: 'tempo',
    language: 'fr',
    trap: 'upper-case heading',
    text: '### TEMPO\nTarif : 4 € par utilisateur et par mois, facturation annuelle. Essai gratuit de 14 jours, sans carte bancaire.',
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'tempo-12',
    brand: 'tempo',
    language: 'fr',
    trap: "brand only as its own URL in the text",
    text:
      "Vous trouverez la procédure d'import des plannings sur https://help.tempohq.com/fr/import-plannings. Le fichier doit être au format CSV, avec une ligne par salarié.",
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'tempo-13',
    brand: 'tempo',
    language: 'fr',
    trap: "brand only in the path of somebody else's URL",
    text:
      'Un comparatif détaillé est disponible ici : https://www.logiciels-rh.fr/comparatif/tempo-vs-chronia. Il conclut que Chronia est plus adapté aux grandes entreprises.',
    sources: ['https://www.logiciels-rh.fr/comparatif/tempo-vs-chronia'],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'tempo-14',
    brand: 'tempo',
    language: 'en',
    trap: '"not only … but also"',
    text: 'Tempo not only tracks hours but also flags overtime automatically, which makes it a great fit for retail teams.',
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'tempo-15',
    brand: 'tempo',
    language: 'en',
    trap: '"avoid"',
    text:
      'If you need payroll in the same tool, avoid Tempo: it only exports timesheets, and the CSV format regularly breaks imports into Sage [1].',
    sources: ['https://community.sage.com/uk/f/payroll/tempo-import'],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'tempo-16',
    brand: 'tempo',
    language: 'fr',
    trap: 'OpenAI-style inline citation link; praise in the next sentence',
    text:
      "D'après son site, Tempo permet de gérer jusqu'à 500 salariés sur un même compte ([tempohq.com](https://www.tempohq.com/fr/entreprises?utm_source=openai)). Son application mobile est très bien notée sur les stores.",
    sources: ['https://www.tempohq.com/fr/entreprises?utm_source=openai'],
    spans: [{ fragment: '[tempohq.com](https://www.tempohq.com/fr/entreprises?utm_source=openai)', url: 'https://www.tempohq.com/fr/entreprises?utm_source=openai' }],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'tempo-17',
    brand: 'tempo',
    language: 'en',
    trap: 'Anthropic-style citation (cited text is from the source, not the answer)',
    text:
      'Tempo is a time-tracking and scheduling tool aimed at small and mid-sized businesses. It was founded in Lyon in 2019 and now serves about 4,000 companies.',
    sources: ['https://www.tempohq.com/about'],
    spans: [
      {
        fragment: 'Tempo is a time-tracking',
        url: 'https://www.tempohq.com/about',
        citedText: 'Founded in Lyon in 2019, Tempo helps more than 4,000 companies plan shifts and track hours.',
      },
    ],
    cited: true,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'tempo-18',
    brand: 'tempo',
    language: 'fr',
    trap: '"n\'est plus", "malheureusement"',
    text:
      "Malheureusement, Tempo n'est plus maintenu sur Android depuis la version 3.2, et les avis récents sur le Play Store sont très négatifs.",
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
  },

  // ------------------------------------------------------------------ Ledgerly (accounting)
  {
    id: 'ledgerly-01',
    brand: 'ledgerly',
    language: 'en',
    text:
      'For freelancers in the UK, Ledgerly is one of the easiest accounting apps to use, with automatic bank feeds and Making Tax Digital support [1][2]. Quillbooks is a cheaper alternative but lacks VAT returns [3].',
    sources: ['https://ledgerly.io/uk/freelancers', 'https://www.itcontractor-advice.co.uk/accounting-software', 'https://quillbooks.com/pricing'],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'ledgerly-02',
    brand: 'ledgerly',
    language: 'en',
    trap: '"ledger" as a common word',
    text:
      'A general ledger is the master record of every transaction in a business. Most accounting tools, such as Tallybook or Quillbooks, build the ledger automatically from bank feeds.',
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'ledgerly-03',
    brand: 'ledgerly',
    language: 'en',
    trap: 'lookalike domains among the sources',
    text:
      'The best bookkeeping apps for sole traders all offer receipt scanning, bank reconciliation and quarterly tax estimates. Pricing usually ranges from £8 to £30 per month.',
    sources: ['https://ledgerly-reviews.com/best-apps', 'https://www.ledgerly.io.deals-hub.com/', 'https://ledgerly.co/'],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'ledgerly-04',
    brand: 'ledgerly',
    language: 'en',
    trap: '"isn\'t the best"; competitor given as a .co.uk domain',
    text:
      "Ledgerly isn't the best choice for companies with inventory: it has no stock management and its multi-currency support is limited. Sumwise handles both and integrates with Shopify [1].",
    sources: ['https://sumwise.co.uk/features'],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'ledgerly-05',
    brand: 'ledgerly',
    language: 'en',
    trap: 'alias containing the name',
    text: 'Ledgerly Books is highly recommended by accountants for its clean audit trail and excellent customer support.',
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'ledgerly-06',
    brand: 'ledgerly',
    language: 'en',
    trap: "only the brand's page behind a [n] marker",
    text: 'Most UK accounting apps now support Making Tax Digital for VAT [1]. Bank feeds are typically refreshed every few hours [2].',
    sources: ['https://www.gov.uk/guidance/making-tax-digital-for-vat', 'https://ledgerly.io/help/bank-feeds'],
    cited: true,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'ledgerly-07',
    brand: 'ledgerly',
    language: 'en',
    trap: 'praise, then criticism in an unnamed "However" sentence',
    text:
      'Ledgerly has a polished interface. However, several users report that its bank feeds frequently disconnect and support takes days to respond [1].',
    sources: ['https://www.trustpilot.com/review/ledgerly.io'],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'ledgerly-08',
    brand: 'ledgerly',
    language: 'en',
    trap: 'markdown link on the name',
    text: 'If you want something simple, [Ledgerly](https://ledgerly.io) is a good starting point: the free plan covers up to 20 invoices a month.',
    sources: ['https://ledgerly.io'],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'ledgerly-09',
    brand: 'ledgerly',
    language: 'en',
    trap: 'brand inside another name (Ledgerlytics)',
    text: 'Ledgerlytics, a reporting add-on for Tallybook, turns your ledger into monthly dashboards. It is popular with small agencies.',
    sources: ['https://ledgerlytics.com'],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'ledgerly-10',
    brand: 'ledgerly',
    language: 'en',
    trap: 'markdown table',
    text: '| App | Price (from) | MTD |\n|---|---|---|\n| Ledgerly | £12/mo | Yes |\n| Tallybook | £10/mo | Yes |\n| Quillbooks | £7/mo | No |',
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'ledgerly-11',
    brand: 'ledgerly',
    language: 'en',
    trap: '"do not recommend … yet"',
    text:
      'We do not recommend Ledgerly for limited companies yet: year-end accounts and corporation tax returns are not supported, so you would still need an accountant.',
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'ledgerly-12',
    brand: 'ledgerly',
    language: 'en',
    text: 'Ledgerly stands out for its receipt-scanning accuracy, and its mobile app is fast and intuitive.',
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'ledgerly-13',
    brand: 'ledgerly',
    language: 'en',
    trap: 'listed among competitors as "popular"',
    text: 'Popular options include Tallybook, Quillbooks, Ledgerly and Sumwise; all four offer a 30-day free trial.',
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'ledgerly-14',
    brand: 'ledgerly',
    language: 'en',
    trap: 'a competitor compared favourably ("cheaper and faster than")',
    text: 'Tallybook is cheaper and faster than Ledgerly, and its support team answers within an hour.',
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'ledgerly-15',
    brand: 'ledgerly',
    language: 'en',
    trap: '"not bad"',
    text: "Honestly, Ledgerly's reporting is not bad at all for the price, and the VAT module saves a lot of time.",
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'ledgerly-16',
    brand: 'ledgerly',
    language: 'en',
    trap: "competitor's domain in the text and the sources",
    text: 'Sumwise (sumwise.co.uk) is the most complete option for e-commerce sellers, with native Shopify and Amazon integrations [1].',
    sources: ['https://sumwise.co.uk/ecommerce'],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'ledgerly-17',
    brand: 'ledgerly',
    language: 'en',
    trap: "Gemini-style span on the brand's pricing page",
    text: 'Ledgerly costs £12 per month for the Starter plan and £24 for Pro, billed monthly. Both plans include unlimited invoices.',
    sources: ['https://ledgerly.io/pricing'],
    spans: [{ fragment: 'Ledgerly costs £12 per month for the Starter plan and £24 for Pro, billed monthly.', url: 'https://ledgerly.io/pricing' }],
    cited: true,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'ledgerly-18',
    brand: 'ledgerly',
    language: 'en',
    trap: 'data breach',
    text: 'In March 2024, Ledgerly disclosed a data breach affecting about 12,000 customers; the company says no payment details were exposed [1].',
    sources: ['https://www.bleepingcomputer.com/news/security/ledgerly-breach/'],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'ledgerly-19',
    brand: 'ledgerly',
    language: 'en',
    trap: 'verdict split by a semicolon',
    text:
      "**Verdict:** choose Ledgerly if you invoice clients in several currencies; choose Tallybook if you mostly need simple expense tracking. Ledgerly's multi-currency support is excellent.",
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  // ------------------------------------------------------------------ context batch (issue 13 traps; development)
  {
    id: 'ctx-01',
    brand: 'northgate',
    language: 'en',
    trap: 'short form of a multi-word brand',
    text:
      "For a 40-person company, outsourcing payroll usually costs £4–£8 per payslip. Northgate is a popular choice among UK accountants: its onboarding takes about two weeks and pension auto-enrolment is included. Paysmith is cheaper for very small teams.",
    sources: ['https://www.accountingweb.co.uk/payroll-bureaus-compared'],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'ctx-02',
    brand: 'northgate',
    language: 'en',
    trap: 'NPS as Net Promoter Score',
    text:
      "Payroll bureaus rarely publish satisfaction data. When they do, an NPS above 40 is considered good in B2B services; Paysmith reports an NPS of 52 in its 2024 annual review, while Clockwise HR does not disclose one.",
    sources: ['https://www.paysmith.co.uk/annual-review-2024'],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'ctx-03',
    brand: 'northgate',
    language: 'en',
    trap: 'a place called Northgate',
    text:
      "If you are based in Chester, several bookkeeping firms near Northgate Street offer payroll as an add-on. Clockwise HR also has a regional office in the city.",
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'ctx-04',
    brand: 'northgate',
    language: 'en',
    trap: 'the engine knows nothing about the brand',
    text:
      "I couldn't find reliable information about Northgate Payroll Services — it may be a small regional bureau. To assess any payroll provider, check that it is HMRC-recognised, ask for its RTI submission process, and compare per-payslip pricing with providers such as Paysmith.",
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'ctx-05',
    brand: 'northgate',
    language: 'en',
    trap: 'contrast: unlike the competitor, which…',
    text:
      "Unlike Paysmith, which charges extra for year-end P60s and gets expensive once you pass 50 employees, Northgate Payroll Services bundles everything into one monthly fee.",
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'ctx-06',
    brand: 'friday',
    language: 'en',
    trap: 'weekday phrases',
    text:
      "Most restaurants publish next week's rota every Friday, and Black Friday weekends need roughly 30 % more front-of-house staff. Tools like Rotamaster let managers copy a template week and adjust it.",
    sources: ['https://www.rotamaster.com/blog/black-friday-staffing'],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'ctx-07',
    brand: 'friday',
    language: 'en',
    trap: 'brand among competitors, plus a weekday',
    text:
      "For a café with 12 part-time staff, Friday and Staffwise are both easy to set up. Friday is the better pick if you need tip pooling; I'd avoid scheduling changes on a Friday afternoon though, when shift swaps peak.",
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'ctx-08',
    brand: 'friday',
    language: 'en',
    trap: 'idiom: steer clear of',
    text:
      "Friday's free plan caps you at five employees and hides the timesheet export behind a paywall. If you run more than one site, steer clear of it and look at Rotamaster instead.",
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'ctx-09',
    brand: 'margot',
    language: 'fr',
    trap: 'prénom dans un témoignage',
    text:
      "Prenons un exemple : Margot, 34 ans, locataire d'un T2 à Lyon, paie environ 11 € par mois chez Luzia pour une formule avec responsabilité civile et vol. Un propriétaire non occupant paiera plutôt entre 8 et 15 €.",
    sources: ['https://www.luzia.fr/blog/prix-assurance-habitation'],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'ctx-10',
    brand: 'margot',
    language: 'fr',
    trap: "domaine de la marque dans une URL de site d'avis",
    text:
      "Les avis clients sur cet assureur sont nombreux : la page trustpilot.com/review/margot-assurance.fr affiche une note de 4,6/5 sur plus de 3 000 avis, avec des remboursements jugés rapides.",
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'ctx-11',
    brand: 'margot',
    language: 'fr',
    trap: 'non-mention en français',
    text:
      "Je n'ai pas d'information fiable sur Margot en tant qu'assureur habitation. Pour un locataire, les offres de Luzia et d'Habitat Mutuel sont bien documentées et comparables en prix.",
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'ctx-12',
    brand: 'margot',
    language: 'fr',
    trap: 'verdict dans la phrase suivante, par un pronom',
    text:
      "Margot couvre les locataires dès 5 € par mois et la déclaration de sinistre se fait en photo depuis l'application. On ne peut pas lui reprocher grand-chose, sauf l'absence d'agence physique.",
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'ctx-13',
    brand: 'margot',
    language: 'fr',
    trap: 'conditionnel négatif',
    text:
      "Après deux refus de prise en charge pour un dégât des eaux, je ne recommanderais pas Margot aux propriétaires de maisons anciennes.",
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'ctx-14',
    brand: 'harbor',
    language: 'en',
    trap: 'legal framework with the same word',
    text:
      "Transfers of personal data to the US were first covered by Safe Harbor, struck down in 2015, then by the Privacy Shield, invalidated in 2020. Today the EU–US Data Privacy Framework applies; tools such as Consentio can document which vendors rely on it.",
    sources: ['https://commission.europa.eu/law/data-protection/international-transfers'],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'ctx-15',
    brand: 'harbor',
    language: 'en',
    trap: 'brand and framework in one answer',
    text:
      "Harbor Privacy maps your data flows and flags processors that still reference Safe Harbor clauses in old contracts. Reviewers describe it as thorough but pricey for startups.",
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'ctx-16',
    brand: 'harbor',
    language: 'fr',
    trap: 'comparaison : contrairement au concurrent, dont…',
    text:
      "Contrairement à Privalis, dont les frais de mise en place sont élevés, Harbor propose une installation gratuite et un support en français réactif.",
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'ctx-17',
    brand: 'tempo',
    language: 'en',
    trap: 'open-source project of the same name',
    text:
      "For distributed tracing, Grafana Tempo is an open-source backend that stores traces in object storage; it pairs well with Loki and Prometheus. Tempo only needs an S3 bucket to run.",
    sources: ['https://grafana.com/oss/tempo/'],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'ctx-18',
    brand: 'boussole',
    language: 'fr',
    trap: 'mot courant en début de phrase',
    text:
      "Boussole et carte restent indispensables en randonnée, même avec un GPS : les batteries lâchent souvent par temps froid. Apprenez à relever un azimut avant de partir.",
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'ctx-19',
    brand: 'boussole',
    language: 'fr',
    trap: 'marque en début de phrase, avec concurrent',
    text:
      "Boussole synchronise vos comptes bancaires et classe automatiquement les dépenses ; c'est l'application la plus simple pour débuter. Trésorio va plus loin sur l'épargne mais son abonnement est plus cher.",
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'ctx-20',
    brand: 'boussole',
    language: 'fr',
    trap: 'phrase coupée par un retour à la ligne',
    text:
      "Pour suivre un budget familial, Boussole est une application\nfiable et gratuite, sans publicité.",
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'ctx-21',
    brand: 'freshstart',
    language: 'en',
    trap: 'brand written as an ordinary phrase',
    text:
      "A debt relief order can give you a fresh start if you owe less than £50,000 and have little disposable income. Free advisers such as MoneyMend can check whether you qualify.",
    sources: ['https://www.gov.uk/options-for-paying-off-your-debts/debt-relief-orders'],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'ctx-22',
    brand: 'freshstart',
    language: 'en',
    trap: "idiom: you can't go wrong; follow-up with a pronoun",
    text:
      "Fresh Start Debt Advice offers free, FCA-regulated help by phone and webchat. If you want someone to negotiate with creditors for you, you can't go wrong with it.",
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'ctx-23',
    brand: 'freshstart',
    language: 'en',
    trap: 'page-only sentence that advises on something else',
    text:
      "Fresh Start helps people in England and Wales set up debt management plans [1]. Before signing any plan, list your priority debts such as council tax and rent first, because missing them has the worst consequences [1].",
    sources: ['https://www.freshstartdebt.org.uk/debt-management-plans'],
    cited: true,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'ctx-24',
    brand: 'vauban',
    language: 'fr',
    trap: 'personnage historique et lieux du même nom',
    text:
      "À Besançon, la citadelle de Vauban se visite facilement à vélo électrique depuis la place de la Révolution. Les loueurs du centre, comme Rouleo, proposent des modèles à la journée.",
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'ctx-25',
    brand: 'vauban',
    language: 'fr',
    trap: 'comparaison : le concurrent loué, la marque critiquée',
    text:
      "Véloria est réputée pour la fiabilité de ses moteurs, alors que Vauban a connu des retards de livraison importants en 2024.",
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'ctx-26',
    brand: 'vauban',
    language: 'fr',
    trap: 'non-mention : ne connaît pas la marque',
    text:
      "Je ne connais pas de fabricant de vélos nommé Vauban ; il s'agit peut-être d'une marque récente. Parmi les marques françaises bien établies, Véloria propose une garantie de cinq ans sur le cadre.",
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'ctx-27',
    brand: 'vauban',
    language: 'en',
    trap: 'brand with a review-site URL and a warning idiom',
    text:
      "Vauban Cycles sells e-bikes assembled in Lorraine. Judging by trustpilot.com/review/vauban-cycles.fr, delivery times are a sore point, and I would think twice before ordering in spring.",
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'ctx-28',
    brand: 'emeraude',
    language: 'fr',
    trap: 'nom court de la marque',
    text:
      "Pour un premier compte, Émeraude propose une carte gratuite la première année et une application bien notée. La banque reste néanmoins moins présente en zone rurale.",
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'ctx-29',
    brand: 'ledgerly',
    language: 'en',
    trap: 'follow-up verdict without the name',
    text:
      "Ledgerly handles multi-currency invoicing and bank feeds from most UK banks. I'd recommend it for freelancers who bill clients abroad.",
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'ctx-30',
    brand: 'lemon',
    language: 'fr',
    trap: 'non-mention suivie de conseils',
    text:
      "Je ne dispose pas d'informations récentes sur les tarifs de Lemon. Pour comparer, demandez des devis à plusieurs assureurs, dont Carvia, avec le même niveau de franchise.",
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'ctx-31',
    brand: 'horizon',
    language: 'fr',
    trap: 'contraste dans une comparaison où le concurrent est loué',
    text:
      "Voltéo est excellent sur le service client, tandis qu'Horizon Énergie se contente d'un formulaire en ligne et de délais de réponse de plusieurs jours.",
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'ctx-32',
    brand: 'friday',
    language: 'fr',
    trap: 'jour de la semaine en anglais dans un texte français',
    text:
      "Le « casual Friday » s'est généralisé dans les start-up parisiennes, mais il ne change rien à la planification des équipes. Pour les plannings en restauration, Staffwise reste la référence.",
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  // ------------------------------------------------------------------ first held-out batch (read since; see firstHeldOut)
  {
    id: 'held-01',
    brand: 'horizon',
    language: 'fr',
    firstHeldOut: true,
    text:
      "Pour un contrat d'électricité à prix fixe, Horizon Énergie propose l'une des offres les moins chères du marché en 2025, avec un prix bloqué pendant deux ans [1]. Voltéo reste toutefois mieux noté pour son service client [2].",
    sources: ['https://www.horizon-energie.fr/offres/prix-fixe', 'https://www.selectra.info/energie/comparatif'],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'held-02',
    brand: 'horizon',
    language: 'fr',
    firstHeldOut: true,
    trap: '"à l\'horizon 2030"',
    text:
      "À l'horizon 2030, la part des énergies renouvelables devrait dépasser 40 % de la production électrique française. Les fournisseurs alternatifs comme Voltéo misent sur l'éolien en mer.",
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'held-03',
    brand: 'horizon',
    language: 'en',
    firstHeldOut: true,
    trap: 'the alias inside another proper name (Horizon Europe)',
    text: "The EU's Horizon Europe programme funds research into grid-scale batteries, with €95 billion over seven years.",
    sources: ['https://research-and-innovation.ec.europa.eu/funding/horizon-europe'],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'held-04',
    brand: 'horizon',
    language: 'fr',
    firstHeldOut: true,
    text:
      'Horizon propose une offre verte indexée sur le tarif réglementé, mais plusieurs clients signalent des erreurs de facturation récurrentes [1].',
    sources: ['https://www.quechoisir.org/forum/horizon-energie-facturation'],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'held-05',
    brand: 'horizon',
    language: 'en',
    firstHeldOut: true,
    trap: 'name without its accent',
    text: 'Horizon Energie is a French electricity supplier offering fixed-price contracts and a mobile app to track consumption.',
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'held-06',
    brand: 'horizon',
    language: 'fr',
    firstHeldOut: true,
    trap: 'lookalike domains among the sources',
    text:
      "Le chèque énergie est envoyé automatiquement chaque printemps aux foyers éligibles. Il peut servir à payer une facture d'électricité, de gaz ou certains travaux de rénovation.",
    sources: ['https://horizon-energie.fr.offres-promo.com/cheque', 'https://www.horizonenergie.fr/'],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'held-07',
    brand: 'lemon',
    language: 'fr',
    firstHeldOut: true,
    text:
      'Si vous cherchez une assurance auto pour un véhicule électrique, Lemon propose une formule dédiée avec assistance recharge incluse. Son principal défaut : les franchises restent élevées en cas de sinistre responsable.',
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'held-08',
    brand: 'lemon',
    language: 'en',
    firstHeldOut: true,
    text:
      "Lemon's claims app lets you file a claim with photos in under five minutes, and most customers say payouts arrive within a week.",
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'held-09',
    brand: 'emeraude',
    language: 'fr',
    firstHeldOut: true,
    text: 'Le Crédit Émeraude facture 8 € par mois pour sa carte Premier, contre 5 € chez Kova.',
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'held-10',
    brand: 'emeraude',
    language: 'fr',
    firstHeldOut: true,
    text: "Évitez Crédit Émeraude si vous voyagez souvent : les frais à l'étranger y sont parmi les plus élevés.",
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'held-11',
    brand: 'emeraude',
    language: 'en',
    firstHeldOut: true,
    text: 'Several French banks, including Banque Azur and Crédit Émeraude, were praised in the 2025 customer-satisfaction survey.',
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'held-12',
    brand: 'emeraude',
    language: 'fr',
    firstHeldOut: true,
    trap: 'shorthand of the name ("Émeraude")',
    text: 'Côté banques traditionnelles, Émeraude reste un choix solide pour les familles.',
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'held-13',
    brand: 'tempo',
    language: 'en',
    firstHeldOut: true,
    text: "Tempo's free plan is limited to five users, which makes it impractical for growing teams.",
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'held-14',
    brand: 'tempo',
    language: 'fr',
    firstHeldOut: true,
    text: "Nous avons comparé Chronia, Plannix et Tempo : les trois outils couvrent le pointage mobile et l'export vers la paie.",
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'held-15',
    brand: 'tempo',
    language: 'en',
    firstHeldOut: true,
    trap: 'the common word capitalised at the start of a sentence',
    text: 'Tempo matters: if your team ships weekly, pick a tool with sprint reports such as Chronia.',
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'held-16',
    brand: 'tempo',
    language: 'fr',
    firstHeldOut: true,
    text: 'Tempo a ajouté en 2025 la gestion des astreintes [1].',
    sources: ['https://www.tempohq.com/blog/astreintes'],
    cited: true,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'held-17',
    brand: 'ledgerly',
    language: 'en',
    firstHeldOut: true,
    text: "Ledgerly's bank feeds are some of the most reliable on the market, though its invoicing templates are fairly basic.",
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'held-18',
    brand: 'ledgerly',
    language: 'en',
    firstHeldOut: true,
    trap: 'Gemini-style redirect URLs as sources',
    text: 'Ledgerly offers a 30-day free trial and plans from £12 per month.',
    sources: ['https://vertexaisearch.cloud.google.com/grounding-api-redirect/AbF9wXGm1kR2'],
    cited: true,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'held-19',
    brand: 'ledgerly',
    language: 'en',
    firstHeldOut: true,
    trap: 'a different brand sharing the stem (Ledger)',
    text: 'Hardware wallets such as Ledger or Trezor are the safest way to store crypto. Never type your recovery phrase on a website.',
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'held-20',
    brand: 'ledgerly',
    language: 'fr',
    firstHeldOut: true,
    text: "Pour un micro-entrepreneur, Ledgerly est une solution simple et pas chère, mais l'application n'existe qu'en anglais.",
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
  {
    id: 'held-21',
    brand: 'lemon',
    language: 'fr',
    firstHeldOut: true,
    trap: "own URL behind a link whose text does not name the brand",
    text: 'Consultez [la grille tarifaire](https://www.lemon-assurance.fr/tarifs) pour connaître le prix exact selon votre véhicule.',
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'held-22',
    brand: 'emeraude',
    language: 'en',
    firstHeldOut: true,
    trap: '"Emerald" is not Émeraude; competitor written as its domain',
    text: 'Finaly.fr lists the Emerald Card from Kova as the best travel card of 2025.',
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
  },
  {
    id: 'held-23',
    brand: 'horizon',
    language: 'fr',
    firstHeldOut: true,
    trap: 'negation far from the word ("pas le fournisseur le moins cher")',
    text: "Horizon Énergie n'est pas le fournisseur le moins cher cette année : ses tarifs ont augmenté de 12 % en février [1].",
    sources: ['https://www.lesechos.fr/energie/fournisseurs-hausse'],
    cited: true,
    sentiment: 'NEGATIVE',
  },
  {
    id: 'held-24',
    brand: 'tempo',
    language: 'en',
    firstHeldOut: true,
    text: 'Tempo is not the most intuitive app, but once configured it runs without problems.',
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
  },
];

export const LABELLED_ANSWERS: LabelledAnswer[] = RAW_ANSWERS.map(({ spans, ...answer }) => ({
  ...answer,
  ...(spans && {
    citations: spans.map(({ fragment, url, citedText }) => {
      const startIndex = answer.text.indexOf(fragment);
      if (startIndex < 0) throw new Error(`${answer.id}: fragment not found: ${fragment}`);
      return { url, startIndex, endIndex: startIndex + fragment.length, ...(citedText && { citedText }) };
    }),
  }),
}));

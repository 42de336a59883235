// A labelled evaluation set: engine-style answers (French and English) about five fictional
// brands, each labelled by hand with whether it cites the brand and its sentiment toward the
// brand (NEUTRAL when not cited). Labels say what a careful reader would answer; they are not
// fitted to the code. `trap` names what a case tests. Used by labelled-answers.test.ts to
// measure precision and recall of `cited` and sentiment accuracy.
//
// Batches: the development batch was written first and the rules were fixed where they
// disagreed with it; each held-out batch was written after the rules of its time were frozen
// and measured on them. The first two (`firstHeldOut`, `secondHeldOut`) were read since, to
// make the rules generalise, and now count as development; the last (`heldOut: true`) was
// written after the current rules were frozen and is never used to change them, so its
// figures estimate how the rules generalise.
//
// The answers are in labelled-answers.json (its "about" is the comment above, then the section
// headings that stood among them), checked against the schema below when read; the brands, the
// types and the spans' mapping to citations are here.
import { z } from 'zod';
import type { ProviderCitation } from '@/server/analysis/analyze';
import type { BrandProfileInput } from '@/server/analysis/profile';
import { sentimentSchema } from './answers-v3-types';
import { readLabelledFile } from './labelled-sets';

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
  /** Mineral sunscreens; "sable" is sand in French and a colour in English. */
  sable: {
    brandName: 'Sable',
    url: 'https://www.sable-cosmetiques.fr',
    competitors: ['Solaria', 'Dermalis'],
  },
  /** International removals; Atlas is also mountains and a book of maps. */
  atlas: {
    brandName: 'Atlas Relocation',
    url: 'https://www.atlas-relocation.co.uk',
    competitors: ['Movewell', 'Crate & Co'],
  },
  /** Pet insurance; Juno is a pet name, a goddess and a space probe. */
  juno: {
    brandName: 'Juno',
    url: 'https://www.juno-assurance-animaux.fr',
    competitors: ['Pattes & Co', 'Animalia Mutuelle'],
  },
  /** Warehouse software; "KDS" is also a kitchen display system, a kestrel a bird. */
  kestrel: {
    brandName: 'Kestrel Data Systems',
    aliases: ['KDS'],
    url: 'https://www.kestreldata.com',
    competitors: ['Stockwise'],
  },
  // Brands of the last held-out batch (written after the rules were frozen; see heldOut).
  /** Pool maintenance; Ondine is also a first name and a water nymph. */
  ondine: {
    brandName: 'Ondine',
    url: 'https://www.ondine-piscines.fr',
    competitors: ['Aquaclair', 'Piscinéo'],
  },
  /** Mortgage broker; Mercure is also a planet, a god, a metal and a hotel name. */
  mercure: {
    brandName: 'Mercure Crédit',
    url: 'https://www.mercure-credit.fr',
    competitors: ['Hypotéka', 'Courtia'],
  },
  /** Language-learning app; a lumen is a unit of light, Lumen a PHP micro-framework. */
  lumen: {
    brandName: 'Lumen',
    url: 'https://www.lumen-langues.com',
    competitors: ['Parlio', 'Lingora'],
    context: 'Lumen, application pour apprendre les langues en 10 minutes par jour',
  },
  /** Meal-kit delivery; "dimanche" is Sunday. */
  dimanche: {
    brandName: 'Dimanche',
    url: 'https://www.dimanche-paniers.fr',
    competitors: ['Popote', 'Kitchenly'],
  },
  /** Backup software; its alias GDP is also gross domestic product. */
  granite: {
    brandName: 'Granite Data Protection',
    aliases: ['GDP'],
    url: 'https://www.granitebackup.com',
    competitors: ['Vaultly', 'Backwise'],
  },
  /** Letting agency; "open door" is an ordinary phrase. */
  opendoor: {
    brandName: 'Open Door Lettings',
    aliases: ['Open Door'],
    url: 'https://www.opendoorlettings.co.uk',
    competitors: ['Keyhaven', 'Lettr'],
  },
  /** Childcare booking app; Rosalie is a first name. */
  rosalie: {
    brandName: 'Rosalie',
    url: 'https://www.rosalie-garde.fr',
    competitors: ['Babylou', 'Nounoulib'],
    context: "Rosalie : réservez une garde d'enfants ou une baby-sitter de confiance",
  },
  /** Solar panel installer; a bastide is a fortified village or a Provençal house. */
  bastide: {
    brandName: 'Bastide Énergie',
    url: 'https://www.bastide-solaire.fr',
    competitors: ['Soléo', 'Photonia'],
  },
  /** Savings app; Basel is a city and the banking rules (Basel III). */
  basel: {
    brandName: 'Basel',
    url: 'https://www.basel-savings.co.uk',
    competitors: ['Nestwise', 'Coinly'],
    context: 'Basel: easy-access savings accounts and ISAs in one app',
  },
} satisfies Record<string, BrandProfileInput>;

export type LabelledBrand = keyof typeof LABELLED_BRANDS;

/** A provider citation over the first occurrence of `fragment` in the answer. */
const spanCitation = z.strictObject({
  fragment: z.string(),
  url: z.string(),
  citedText: z.string().optional(),
});

/** An answer as labelled-answers.json holds it: its provider citations as spans of its text. */
const rawAnswer = z.strictObject({
  id: z.string(),
  brand: z.enum(Object.keys(LABELLED_BRANDS) as [LabelledBrand, ...LabelledBrand[]]),
  language: z.enum(['fr', 'en']),
  trap: z.string().optional(),
  /**
   * The first rules' held-out batch: written after those rules were frozen, then read while the
   * context rules of docs/guide/how-an-audit-measures.md were written, so no longer unseen.
   */
  firstHeldOut: z.literal(true).optional(),
  /**
   * The second held-out batch: written after the context rules were frozen, measured on them
   * (docs/guide/how-an-audit-measures.md), then read to make the rules generalise, so no longer unseen.
   */
  secondHeldOut: z.literal(true).optional(),
  /** Written after the current rules were frozen; never used to change them. */
  heldOut: z.literal(true).optional(),
  text: z.string(),
  sources: z.array(z.string()),
  spans: z.array(spanCitation).optional(),
  cited: z.boolean(),
  sentiment: sentimentSchema,
});

export type LabelledAnswer = Omit<z.infer<typeof rawAnswer>, 'spans'> & { citations?: ProviderCitation[] };

export const LABELLED_ANSWERS: LabelledAnswer[] = readLabelledFile('labelled-answers', rawAnswer).map(({ spans, ...answer }) => ({
  ...answer,
  ...(spans && {
    citations: spans.map(({ fragment, url, citedText }) => {
      const startIndex = answer.text.indexOf(fragment);
      if (startIndex < 0) throw new Error(`${answer.id}: fragment not found: ${fragment}`);
      return { url, startIndex, endIndex: startIndex + fragment.length, ...(citedText && { citedText }) };
    }),
  }),
}));

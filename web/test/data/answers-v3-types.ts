// The shape of a case of the third labelled set of engine answers (answers-v3-dev.json and
// answers-v3-heldout.json). Each case was labelled by hand, as a careful human reader would read the
// answer, never by running the analysis code.
//
// Labelling conventions, the same in both files:
// - A brand is "named" when the text names it as that brand: a homonym (a common word, a person,
//   a place, a same-name company in another trade or even the same one) is not a mention, and
//   neither is a restatement of the prompt inside the answer ("There is no single best answer to
//   "Simmer kettle review"…"). A brand named only by its own domain in the text is named.
// - `cited` is true when the project brand is named, or when one of its own URLs is among the
//   sources even if the text never names it (then it is absent from `brands`).
// - `brands` lists each tracked brand named, with `position` the rank of its first mention among
//   them (1 for the first named, and so on), whatever the order of a ranked list further down.
// - Sentiment is the answer's stance toward the brand as a whole: the closing verdict or the
//   recommendation prevails over a friendly opening line; praise or a recommendation is POSITIVE,
//   advice against it, an exclusion or a verdict that sends the reader elsewhere is NEGATIVE; a
//   description, a price or a table cell without a judgement is NEUTRAL.
//
// The sets are JSON files beside this one (`{ "about": [the set's provenance, a line a string],
// "answers": [its cases] }`), read by loadLabelledSet (labelled-sets.ts), which checks every case
// against the schema below; the type of a case is the schema's.
import { z } from 'zod';
import type { ProviderCitation } from '@/server/analysis/analyze';
import type { BrandProfileInput } from '@/server/analysis/profile';
import type { Sentiment } from '@/server/analysis/sentiment';

const language = z.enum(['en', 'fr', 'de', 'es']);
export type Language = z.infer<typeof language>;

export const sentimentSchema = z.enum(['POSITIVE', 'NEUTRAL', 'NEGATIVE']);

const names = z.array(z.string()).readonly();

/** BrandProfileInput (analysis/profile.ts), field for field. */
export const brandProfileInputSchema = z.strictObject({
  brandName: z.string(),
  aliases: names.optional(),
  url: z.string(),
  competitors: names.optional(),
  context: z.string().optional(),
  excludedPhrases: names.optional(),
  shortForms: names.optional(),
});

/** ProviderCitation (analysis/analyze.ts), field for field. */
export const providerCitationSchema = z.strictObject({
  url: z.string(),
  startIndex: z.number().optional(),
  endIndex: z.number().optional(),
  citedText: z.string().optional(),
});

const labelledBrandReading = z.strictObject({
  name: z.string(),
  position: z.number().int().positive(),
  sentiment: sentimentSchema,
});
export type LabelledBrandReading = z.infer<typeof labelledBrandReading>;

export const labelledAnswerV3Schema = z.strictObject({
  /** Unique, e.g. 'v3-typ-en-001'. */
  id: z.string(),
  batch: z.enum(['typical', 'hard', 'multilingual']),
  language,
  /** The launch region: 'us', 'gb', 'fr', 'de', 'es', 'mx'… */
  region: z.string(),
  /** brandName, aliases, url, competitors (names or sites), optional context/excludedPhrases/shortForms. */
  profile: brandProfileInputSchema,
  /** The prompt the engine was asked. */
  prompt: z.string(),
  /** The answer, as the engine wrote it (Markdown). */
  text: z.string(),
  /** URLs the engine cited, in order ([n] markers point at sources[n-1]). */
  sources: z.array(z.string()),
  citations: z.array(providerCitationSchema).optional(),
  /** The project brand is named as this brand (or one of its own URLs is among the sources). */
  cited: z.boolean(),
  /** Toward the project brand; NEUTRAL when not cited. */
  sentiment: sentimentSchema,
  /**
   * Every tracked brand (the project brand and its listed competitors) named in the text as that
   * brand, with position the 1-based rank of its first mention among the tracked brands named
   * (echoes of the prompt do not count), and the sentiment toward it.
   */
  brands: z.array(labelledBrandReading),
  /** What the case tests. */
  trap: z.string().optional(),
});
export type LabelledAnswerV3 = z.infer<typeof labelledAnswerV3Schema>;

// The schemas mirror the analysis types: a field added to, removed from or changed in one and
// not in the other turns its `true` below into a compile error.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const mirrors: {
  sentiment: Same<z.infer<typeof sentimentSchema>, Sentiment>;
  brandProfileInput: Same<z.infer<typeof brandProfileInputSchema>, BrandProfileInput>;
  providerCitation: Same<z.infer<typeof providerCitationSchema>, ProviderCitation>;
} = { sentiment: true, brandProfileInput: true, providerCitation: true };
void mirrors;

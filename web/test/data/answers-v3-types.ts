// The shape of a case of the third labelled set of engine answers (answers-v3-dev.ts and
// answers-v3-heldout.ts). Each case was labelled by hand, as a careful human reader would read the
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
import type { ProviderCitation } from '@/server/analysis/analyze';
import type { BrandProfileInput } from '@/server/analysis/profile';
import type { Sentiment } from '@/server/analysis/sentiment';

export type Language = 'en' | 'fr' | 'de' | 'es';

export interface LabelledBrandReading {
  name: string;
  position: number;
  sentiment: Sentiment;
}

export interface LabelledAnswerV3 {
  /** Unique, e.g. 'v3-typ-en-001'. */
  id: string;
  batch: 'typical' | 'hard' | 'multilingual';
  language: Language;
  /** The launch region: 'us', 'gb', 'fr', 'de', 'es', 'mx'… */
  region: string;
  /** brandName, aliases, url, competitors (names or sites), optional context/excludedPhrases/shortForms. */
  profile: BrandProfileInput;
  /** The prompt the engine was asked. */
  prompt: string;
  /** The answer, as the engine wrote it (Markdown). */
  text: string;
  /** URLs the engine cited, in order ([n] markers point at sources[n-1]). */
  sources: string[];
  citations?: ProviderCitation[];
  /** The project brand is named as this brand (or one of its own URLs is among the sources). */
  cited: boolean;
  /** Toward the project brand; NEUTRAL when not cited. */
  sentiment: Sentiment;
  /**
   * Every tracked brand (the project brand and its listed competitors) named in the text as that
   * brand, with position the 1-based rank of its first mention among the tracked brands named
   * (echoes of the prompt do not count), and the sentiment toward it.
   */
  brands: LabelledBrandReading[];
  /** What the case tests. */
  trap?: string;
}

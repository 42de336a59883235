// Regions offered in pickers: the markets people most often audit. The API accepts any
// two-letter country code; answers follow the region's language.
const CODES = ['fr', 'us', 'gb', 'de', 'es', 'it', 'be', 'ch', 'ca', 'nl', 'pt', 'br', 'mx', 'au', 'ie', 'in', 'jp', 'se'];
const names = new Intl.DisplayNames(['en'], { type: 'region' });

export const REGIONS = CODES.map((code) => ({ code, name: names.of(code.toUpperCase()) ?? code.toUpperCase() }));

export const regionName = (code: string) => names.of(code.toUpperCase()) ?? code.toUpperCase();

/** The regions to offer, with `current` first among them when it is not a usual one. */
export function regionOptions(current?: string) {
  return current && !CODES.includes(current) ? [{ code: current, name: regionName(current) }, ...REGIONS] : REGIONS;
}

/**
 * The region a new project starts with: the country of the browser's first language that
 * names or implies one ("en-GB" → gb, "fr" → fr, "en" → us, as Intl's likely subtags say), so
 * that English prompts get answers for an English-speaking market (docs/guide/dashboard.md).
 */
export function regionFromLanguages(languages: readonly string[]): string {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (region && /^[A-Z]{2}$/.test(region)) return region.toLowerCase();
    } catch {
      // not a language tag: try the next one
    }
  }
  return 'us';
}

/** The browser's languages, most preferred first. */
export const browserLanguages = () => (navigator.languages?.length ? navigator.languages : [navigator.language]);

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

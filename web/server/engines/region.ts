// Regions are country-like codes ('fr', 'us', 'gb'); providers want ISO 3166-1 alpha-2 countries
// and answers in the language people there read.

const LANGUAGE_BY_COUNTRY: Record<string, string> = {
  FR: 'fr', BE: 'fr', LU: 'fr', MC: 'fr', SN: 'fr', CI: 'fr', MA: 'fr', TN: 'fr',
  DE: 'de', AT: 'de', CH: 'de', LI: 'de',
  ES: 'es', MX: 'es', AR: 'es', CO: 'es', CL: 'es', PE: 'es', UY: 'es',
  IT: 'it', PT: 'pt', BR: 'pt', NL: 'nl', PL: 'pl', SE: 'sv', DK: 'da', NO: 'nb', FI: 'fi',
  JP: 'ja', KR: 'ko', CN: 'zh', TW: 'zh',
};

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** ISO 3166-1 alpha-2 country of a region ('uk' is GB), or undefined for 'global'-like regions. */
export function regionCountry(region: string): string | undefined {
  const code = region.trim().toUpperCase();
  if (code === 'UK') return 'GB';
  return /^[A-Z]{2}$/.test(code) ? code : undefined;
}

/** ISO 639-1 language answers for this region are written in; English by default. */
export function regionLanguage(region: string): string {
  const country = regionCountry(region);
  return (country && LANGUAGE_BY_COUNTRY[country]) || 'en';
}

/** The short system instruction every real engine gets, so that answers match the region. */
export function answerInstruction(region: string): string {
  const language = languageNames.of(regionLanguage(region)) ?? 'English';
  const country = regionCountry(region);
  if (!country) return `Answer in ${language}.`;
  return `The user is located in ${countryNames.of(country) ?? country}. Answer in ${language}, as you would for someone there.`;
}

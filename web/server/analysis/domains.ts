// Hosts and registrable domains, offline and without the full Public Suffix List. A host
// belongs to a site when its registrable domain (the label just left of the public suffix)
// is the site's: `blog.qonto.com` is qonto.com's, `qonto.com.evil.io` and `notqonto.com` are
// not. Public suffixes of two labels are recognised by rule (a generic second level under a
// two-letter country code: co.uk, com.au, gouv.fr…) plus a list of shared hosting platforms,
// where each customer owns a subdomain (someone.github.io is not github.io's).

const GENERIC_SECOND_LEVELS = new Set([
  'ac', 'asso', 'co', 'com', 'edu', 'gob', 'gouv', 'gov', 'go', 'ltd', 'mil', 'ne', 'net', 'nom', 'or', 'org', 'plc', 'sch',
]);

const SHARED_HOSTING_SUFFIXES = new Set([
  'appspot.com', 'azurewebsites.net', 'blogspot.com', 'cloudfront.net', 'firebaseapp.com', 'github.io', 'gitlab.io',
  'herokuapp.com', 'myshopify.com', 'netlify.app', 'notion.site', 'pages.dev', 'substack.com', 'vercel.app', 'web.app',
  'webflow.io', 'wixsite.com', 'wordpress.com', 'workers.dev',
]);

const IP_ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|\[[\d:a-f.]+\])$/;

/** `www.shop.qonto.co.uk` → `qonto.co.uk`; IP addresses and single labels are returned as is. */
export function registrableDomain(host: string): string {
  if (IP_ADDRESS.test(host)) return host;
  const labels = host.split('.');
  if (labels.length <= 2) return host;
  const lastTwo = labels.slice(-2).join('.');
  const suffixLabels =
    SHARED_HOSTING_SUFFIXES.has(lastTwo) || (labels.at(-1)!.length === 2 && GENERIC_SECOND_LEVELS.has(labels.at(-2)!)) ? 2 : 1;
  return labels.slice(-(suffixLabels + 1)).join('.');
}

const SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}*_'"»”’]+$/;
const TRAILING_DOT = /\.$/;

/**
 * The lowercase host of a URL, a bare host (`qonto.com/fr`) or an e-mail address, punycoded by
 * the WHATWG URL parser (so `user@evil.io`-style tricks resolve to the real host); null when
 * it does not parse.
 */
export function hostOf(address: string): string | null {
  const trimmed = address.trim().replace(TRAILING_PUNCTUATION, '');
  if (!trimmed) return null;
  try {
    const host = new URL(SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`).hostname;
    return host.replace(TRAILING_DOT, '') || null;
  } catch {
    return null;
  }
}

const DOMAIN_LIKE = /^(?:[a-z][a-z\d+.-]*:\/\/)?[^\s/@]+\.[\p{L}]{2,}(?:[/?#]\S*)?$/iu;

/** True when a profile entry ("qonto.com", "https://n26.com/fr") names a site rather than a brand. */
export function isDomainLike(entry: string): boolean {
  return DOMAIN_LIKE.test(entry.trim());
}

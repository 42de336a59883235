// Hosts and registrable domains. A host belongs to a site when its registrable domain (the
// label just left of the public suffix) is the site's: `blog.qonto.com` is qonto.com's,
// `qonto.com.evil.io` and `notqonto.com` are not. Public suffixes come from the Public Suffix
// List as bundled by `tldts` (docs/guide/sources-and-gaps.md), private section included, so
// that each customer of a shared host owns its subdomain (someone.github.io is not github.io's).
import { getDomain } from 'tldts';

const PSL_OPTIONS = { allowPrivateDomains: true, validateHostname: false } as const;

/** `www.shop.qonto.co.uk` → `qonto.co.uk`; IP addresses, single labels and bare suffixes are returned as is. */
export function registrableDomain(host: string): string {
  return getDomain(host, PSL_OPTIONS) ?? host;
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

// Where to send people after signing in: a path on this site, never another site.
const THIS_SITE = 'https://this-site.invalid';

/**
 * `next` when it is a path on this site, else `fallback`. Checked after parsing it as browsers do
 * (the WHATWG URL parser): they drop tabs and newlines and read `\` as `/`, so
 * `/\t/evil.example` or `/\evil.example` would leave the site; those are refused outright, and
 * what remains must resolve to this site's origin. The parsed path is returned, not the input.
 */
export function safeNextPath(next: string | string[] | null | undefined, fallback = '/projects'): string {
  if (typeof next !== 'string' || !next.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, THIS_SITE);
  } catch {
    return fallback;
  }
  return url.origin === THIS_SITE ? `${url.pathname}${url.search}${url.hash}` : fallback;
}

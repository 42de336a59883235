// Where to send people after signing in: a path on this site, never another site.
const THIS_SITE = 'https://this-site.invalid';

/**
 * `next` when it is a path on this site, else `fallback`. Browsers parse it with the WHATWG URL
 * parser: they drop tabs and newlines and read `\` as `/`, so `/\t/evil.example` or
 * `/\evil.example` would leave the site; those are refused outright. Then the parsed path is
 * what we return, and it is the output that is checked, since parsing can make a scheme-relative
 * `//host` out of a harmless-looking input (`/.//evil.example`, `/a/../..//evil.example`,
 * `/%2e%2e//evil.example`): it must be a path (one leading slash) that resolves, unchanged, to
 * this site's origin.
 */
export function safeNextPath(next: string | string[] | null | undefined, fallback = '/projects'): string {
  if (typeof next !== 'string' || !next.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(next)) return fallback;
  const path = pathOnThisSite(next);
  return path !== undefined && !path.startsWith('//') && pathOnThisSite(path) === path ? path : fallback;
}

/** `value` resolved against this site: its path, query and fragment, or undefined when it leaves the site. */
function pathOnThisSite(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value, THIS_SITE);
  } catch {
    return undefined;
  }
  return url.origin === THIS_SITE ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

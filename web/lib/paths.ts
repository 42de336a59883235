// Where to send people after signing in: a path on this site, never another site.
export function safeNextPath(next: string | string[] | null | undefined, fallback = '/projects'): string {
  return typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : fallback;
}

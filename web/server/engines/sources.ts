/** URLs deduplicated in order of first appearance, blanks dropped. */
export function uniqueUrls(urls: Iterable<string | null | undefined>): string[] {
  const seen = new Set<string>();
  for (const url of urls) if (url) seen.add(url);
  return [...seen];
}

// Helpers for an engine's answer (untrusted text): where the brand's excerpts are, to highlight
// them (answer-markdown.tsx), and which addresses may become links (http(s) only).

/** Ranges of `text` covered by `excerpts` (exact, else ignoring case; a trailing "…" is dropped), merged. */
export function excerptRanges(text: string, excerpts: readonly string[]): [number, number][] {
  const lower = text.toLowerCase();
  const ranges: [number, number][] = [];
  for (const raw of excerpts) {
    const excerpt = raw.replace(/[…\s]+$/u, '').trim();
    if (excerpt.length < 2) continue;
    let at = text.indexOf(excerpt);
    if (at < 0) at = lower.indexOf(excerpt.toLowerCase());
    if (at >= 0) ranges.push([at, at + excerpt.length]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** Safe link target: an http(s) URL, or undefined (javascript:, data:, malformed…). */
export function safeHref(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

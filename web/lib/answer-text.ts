// Splitting an engine's answer (untrusted text) into pieces the report renders as React text:
// the brand's excerpts to highlight, and web addresses to link. Nothing here produces HTML;
// React escapes every piece, and only http(s) addresses ever become links.

export interface AnswerPiece {
  text: string;
  highlight: boolean;
  /** set when the piece is an http(s) address */
  href?: string;
}

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

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`)\]}]+/gi;

/** Safe link target: an http(s) URL, or undefined (javascript:, data:, malformed…). */
export function safeHref(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function answerPieces(text: string, excerpts: readonly string[]): AnswerPiece[] {
  const pieces: AnswerPiece[] = [];
  let cursor = 0;
  const pushPlain = (segment: string, highlight: boolean) => {
    let last = 0;
    for (const match of segment.matchAll(URL_PATTERN)) {
      const url = match[0].replace(/[.,;:!?]+$/, '');
      const href = safeHref(url);
      if (!href) continue;
      if (match.index > last) pieces.push({ text: segment.slice(last, match.index), highlight });
      pieces.push({ text: url, highlight, href });
      last = match.index + url.length;
    }
    if (last < segment.length) pieces.push({ text: segment.slice(last), highlight });
  };
  for (const [start, end] of excerptRanges(text, excerpts)) {
    if (start > cursor) pushPlain(text.slice(cursor, start), false);
    pushPlain(text.slice(start, end), true);
    cursor = end;
  }
  if (cursor < text.length) pushPlain(text.slice(cursor), false);
  return pieces;
}

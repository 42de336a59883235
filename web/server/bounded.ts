// Replies bounded by size whatever the data holds (docs/operations/security.md#third-review-decisions):
// a text cut to a number of characters, a list cut to what fits in a number of bytes of JSON.

/** `text` cut to `max` characters with an ellipsis (never inside a surrogate pair). */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 1]) ? max - 1 : max;
  return `${text.slice(0, end)}…`;
}

/** The longest prefix of `items` whose JSON array takes at most `maxBytes` bytes of UTF-8. */
export function prefixWithin<T>(items: readonly T[], maxBytes: number): T[] {
  let used = 2; // []
  for (let i = 0; i < items.length; i++) {
    used += Buffer.byteLength(JSON.stringify(items[i])) + (i > 0 ? 1 : 0);
    if (used > maxBytes) return items.slice(0, i);
  }
  return [...items];
}

// Text that PostgreSQL refuses: a NUL character (in `text` and in `jsonb`, where `\u0000` is
// rejected) and, in JSON, unpaired UTF-16 surrogates. Crawled pages and AI answers are hostile
// input and may hold either; they are cleaned before they are stored, so that one bad value
// never fails the statement that stores it (and everything stored with it).

/** `text` without NUL characters and with unpaired surrogates replaced by U+FFFD. */
export function storableText(text: string): string {
  return text.replaceAll('\u0000', '').toWellFormed();
}

/** A JSON-able value with every string in it (keys included) made storable. */
export function storable<T>(value: T): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (Array.isArray(value)) return value.map(storable) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableText(k), storable(v)])) as T;
  }
  return value;
}

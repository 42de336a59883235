// An engine's Markdown as one line of plain text, for a spreadsheet cell (docs/guide/exports.md):
// the markup a reader does not need (emphasis, headings, list and quote markers, code fences,
// table rules, link targets) goes, every line break and run of spaces becomes one space. Every
// pattern that spans text has a bounded reach, so a hostile answer costs time in proportion to
// its length; cells are cut to what a spreadsheet cell holds.

/** Excel's limit for one cell is 32,767 characters. */
export const MAX_CELL_CHARS = 32_000;

export function plainText(markdown: string, max = MAX_CELL_CHARS): string {
  const text = markdown
    .slice(0, max * 2)
    // ![alt](url) → alt; [text](url) → text
    .replace(/!?\[([^\]\n]{0,300})\]\([^)\s]{0,2000}(?:\s[^)\n]{0,300})?\)/g, '$1')
    // code fences and inline code marks
    .replace(/^[ \t]*(?:```|~~~)[^\n]*$/gm, ' ')
    .replace(/`+/g, '')
    // heading, quote and list markers at a line start
    .replace(/^[ \t]*(?:#{1,6}[ \t]+|>[ \t]?|[-*+•][ \t]+|\d{1,3}[.)][ \t]+)/gm, '')
    // table rules (|---|:--:|) and the pipes between cells
    .replace(/^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*$/gm, ' ')
    .replace(/^[ \t]*\||\|[ \t]*$/gm, '')
    .replace(/[ \t]*\|[ \t]*/g, ' | ')
    // bold, italic and strike-through marks around words
    .replace(/(\*\*|__|~~)(?=\S)([^\n]{0,300}?\S)\1/g, '$2')
    .replace(/(^|[^\w*])[*_](?=\S)([^*_\n]{0,300}?\S)[*_](?=[^\w*]|$)/g, '$1$2')
    // horizontal rules
    .replace(/^[ \t]*(?:[-*_][ \t]*){3,}$/gm, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

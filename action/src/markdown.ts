// Markdown building blocks for the report. Everything that comes from the API (engine
// answers and excerpts, prompts, suggestions, names) is untrusted and goes through
// escapeInline, which turns it into one line of inert text: no HTML, no Markdown syntax,
// no links (explicit, autolinked or bare URLs), no images, no @mentions, and none of GitHub's
// autolinked references (#n, owner/repo#n, GH-n, commit SHAs, a repository's custom prefixes
// such as JIRA-n).

/** GitHub refuses issue comments longer than this many characters. */
export const GITHUB_COMMENT_LIMIT = 65_536;

const ZERO_WIDTH_SPACE = '\u200B';
const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
// ASCII punctuation that can start Markdown syntax; a backslash makes each one literal.
const MARKDOWN_PUNCTUATION = new Set('\\`*_{}[]()#+-.!|~$'.split(''));

/**
 * `text` as one line of literal Markdown, at most `maxLength` characters long once escaped
 * (cut with an ellipsis; never inside an escape sequence).
 */
export function escapeInline(text: string, maxLength = Number.POSITIVE_INFINITY): string {
  const defused = text
    // newlines would end a table row or a list item; bidi controls can disguise text
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/[\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    // a zero-width space breaks mentions, issue references and GitHub's URL autolinking
    .replace(/[@#]/g, (mark) => mark + ZERO_WIDTH_SPACE)
    .replace(/:\/\//g, `:${ZERO_WIDTH_SPACE}//`)
    .replace(/\bwww\./gi, (prefix) => prefix.slice(0, 3) + ZERO_WIDTH_SPACE + '.')
    // ids (UUIDs) stay whole, to be copied; the rest loses what GitHub would link
    .split(UUID)
    .map((part, i) => (i % 2 === 1 ? part : defuseReferences(part)))
    .join('');

  const pieces = Array.from(defused, (char) => HTML_ENTITIES[char] ?? (MARKDOWN_PUNCTUATION.has(char) ? `\\${char}` : char));
  const escaped = pieces.join('');
  if (escaped.length <= maxLength) return escaped;
  let cut = '';
  for (const piece of pieces) {
    if (cut.length + piece.length > maxLength - 1) break;
    cut += piece;
  }
  return `${cut}…`;
}

const UUID = /(\b[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\b)/i;

/** Breaks, with zero-width spaces, the references GitHub links without an `@` or `#`. */
function defuseReferences(text: string): string {
  return (
    text
      // GH-4, and the custom prefixes a repository may configure (JIRA-123): any word-dash-number
      .replace(/\b([A-Za-z][A-Za-z0-9]*)-(?=\d)/g, `$1${ZERO_WIDTH_SPACE}-`)
      // a commit SHA, full or short (7 hex characters or more): no run of 7 is left whole
      .replace(/(?<![0-9a-f])[0-9a-f]{7,}(?![0-9a-f])/gi, (hex) => hex.replace(/.{6}(?=.)/g, `$&${ZERO_WIDTH_SPACE}`))
  );
}

export function tableRow(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

export function table(header: readonly string[], alignments: readonly string[], rows: readonly string[]): string {
  return [tableRow(header), tableRow(alignments), ...rows].join('\n');
}

/** A collapsed section; blank lines around the content keep Markdown rendering inside it. */
export function details(summary: string, content: string): string {
  return `<details><summary>${summary}</summary>\n\n${content}\n\n</details>`;
}

export function signed(delta: number): string {
  if (delta > 0) return `+${delta}`;
  if (delta < 0) return `−${-delta}`;
  return '±0';
}

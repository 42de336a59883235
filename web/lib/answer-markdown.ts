// The Markdown engines answer in, parsed into a small tree the report renders as React
// elements (docs/guide/dashboard.md: why not a library). Answers are untrusted: no HTML is ever
// produced or passed through (a tag is text), and only http(s) addresses become links. Every
// text leaf keeps its offset in the answer, so that the brand's excerpts, found in the raw
// answer, can be highlighted in the rendered one.
//
// Hostile input cannot make it slow or large (docs/operations/security.md#third-review-decisions):
// the work is linear in the answer (where each closing mark is, is computed once per text, so an
// opening mark never searches; no regular expression can backtrack), nesting is at most
// MAX_DEPTH deep, and the tree at most MAX_NODES nodes: past them, the rest is plain text.
import { safeHref } from './answer-text';

export type Inline =
  /** `start`: offset of `text` in the answer; -1 for text that is not in it (a joining line break) */
  | { type: 'text'; text: string; start: number }
  | { type: 'code'; text: string; start: number }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: number; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; children: Inline[] }
  | { type: 'code'; text: string; start: number }
  /** the rest of an answer past MAX_NODES, as it is (line breaks kept) */
  | { type: 'text'; text: string; start: number };

/** Blocks and inline nodes of one answer; a long, well-formatted answer has a few hundred. */
export const MAX_NODES = 2000;
/** Emphasis and links inside each other. */
const MAX_DEPTH = 6;

const URL_AT = /https?:\/\/[^\s<>"'`)\]}]+/iy;
const HEADING = /^(#{1,6})\s+/;
const BULLET = /^(\s*[-*+]\s+)(.*)$/;
const NUMBERED = /^(\s*\d{1,3}[.)]\s+)(.*)$/;
const QUOTE = /^(\s*>\s?)(.*)$/;
const FENCE = /^\s*(```|~~~)/;

/** What is left to build: shared by the blocks of an answer and their inline nodes. */
interface Budget {
  nodes: number;
}

export function parseAnswer(text: string): Block[] {
  const budget: Budget = { nodes: MAX_NODES };
  const lines: { text: string; start: number }[] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    lines.push({ text: line, start: at });
    at += line.length + 1;
  }
  const blocks: Block[] = [];
  const push = (block: Block) => {
    budget.nodes--;
    blocks.push(block);
  };
  let paragraph: { start: number; end: number } | null = null;
  const flush = () => {
    if (paragraph) push({ type: 'paragraph', children: parseInline(text.slice(paragraph.start, paragraph.end), paragraph.start, budget) });
    paragraph = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    let match: RegExpExecArray | null;
    if (budget.nodes <= 0) {
      flush();
      blocks.push({ type: 'text', text: text.slice(line.start), start: line.start });
      break;
    }
    if (FENCE.test(line.text)) {
      flush();
      const fence = FENCE.exec(line.text)![1];
      const first = i + 1;
      let last = first;
      while (last < lines.length && !lines[last].text.trim().startsWith(fence)) last++;
      const start = lines[first]?.start ?? text.length;
      const end = last > first ? lines[last - 1].start + lines[last - 1].text.length : start;
      push({ type: 'code', text: text.slice(start, end), start });
      i = last;
    } else if (!line.text.trim()) {
      flush();
    } else if ((match = HEADING.exec(line.text))) {
      flush();
      const from = match[0].length;
      const content = line.text.slice(from, headingEnd(line.text, from));
      push({ type: 'heading', level: match[1].length, children: parseInline(content, line.start + from, budget) });
    } else if (BULLET.test(line.text) || NUMBERED.test(line.text)) {
      flush();
      const ordered = !BULLET.test(line.text);
      const pattern = ordered ? NUMBERED : BULLET;
      const items: Inline[][] = [];
      for (; i < lines.length && budget.nodes > 0 && (match = pattern.exec(lines[i].text)); i++) items.push(parseInline(match[2], lines[i].start + match[1].length, budget));
      i--;
      push({ type: 'list', ordered, items });
    } else if (QUOTE.test(line.text)) {
      flush();
      const children: Inline[] = [];
      for (; i < lines.length && budget.nodes > 0 && (match = QUOTE.exec(lines[i].text)); i++) {
        if (children.length) children.push({ type: 'text', text: '\n', start: -1 });
        children.push(...parseInline(match[2], lines[i].start + match[1].length, budget));
      }
      i--;
      push({ type: 'quote', children });
    } else {
      if (paragraph) paragraph.end = line.start + line.text.length;
      else paragraph = { start: line.start, end: line.start + line.text.length };
    }
  }
  flush();
  return blocks;
}

/** Where a heading's text ends: before trailing spaces and a closing run of `#` (after a space). */
function headingEnd(line: string, from: number): number {
  let end = line.length;
  while (end > from && isSpace(line[end - 1])) end--;
  let hashes = end;
  while (hashes > from && line[hashes - 1] === '#') hashes--;
  if (hashes < end && (hashes === from || isSpace(line[hashes - 1]))) {
    end = hashes;
    while (end > from && isSpace(line[end - 1])) end--;
  }
  return end;
}

/** Emphasis, code, links and bare addresses in `source`, which starts at `base` in the answer. */
export function parseInline(source: string, base: number, budget: Budget = { nodes: MAX_NODES }): Inline[] {
  const n = source.length;
  // The next closing mark of each kind at or after each position, found in one pass each.
  const nextTick = nextWhere(n, (j) => source[j] === '`');
  const nextStrongStar = nextWhere(n, (j) => source[j] === '*' && source[j + 1] === '*');
  // `__` never closes inside a word (`window.__x`), as in CommonMark.
  const nextStrongUnder = nextWhere(n, (j) => source[j] === '_' && source[j + 1] === '_' && !isWord(source[j + 2]));
  const nextEmStar = nextWhere(n, (j) => source[j] === '*' && j > 0 && !isSpace(source[j - 1]));
  const nextEmUnder = nextWhere(n, (j) => source[j] === '_' && j > 0 && !isSpace(source[j - 1]) && !isWord(source[j + 1]));
  const nextLabelEnd = nextWhere(n, (j) => source[j] === ']' && source[j + 1] === '(');
  const nextParen = nextWhere(n, (j) => source[j] === ')');

  /** The nodes of source[from, to). */
  const parseRange = (from: number, to: number, depth: number): Inline[] => {
    const out: Inline[] = [];
    let textStart = from;
    const pushText = (end: number) => {
      if (end <= textStart) return;
      out.push({ type: 'text', text: source.slice(textStart, end), start: base + textStart });
      budget.nodes--;
    };
    if (depth > MAX_DEPTH) {
      pushText(to);
      return out;
    }
    let i = from;
    while (i < to && budget.nodes > 0) {
      const c = source[i];
      const prev = i > from ? source[i - 1] : ' ';
      let node: Inline | null = null;
      let next = i + 1;
      if (c === '`') {
        const close = nextTick[i + 1];
        if (close > i + 1 && close < to) {
          node = { type: 'code', text: source.slice(i + 1, close), start: base + i + 1 };
          next = close + 1;
        }
      } else if ((c === '*' && source[i + 1] === '*') || (c === '_' && source[i + 1] === '_' && !isWord(prev))) {
        const close = (c === '*' ? nextStrongStar : nextStrongUnder)[i + 2];
        if (close > i + 2 && close + 2 <= to && !isSpace(source[i + 2]) && !isSpace(source[close - 1])) {
          node = { type: 'strong', children: parseRange(i + 2, close, depth + 1) };
          next = close + 2;
        }
      } else if ((c === '*' || c === '_') && i + 1 < to && !isSpace(source[i + 1]) && (c === '*' || !isWord(prev))) {
        const close = (c === '*' ? nextEmStar : nextEmUnder)[i + 1];
        if (close > i + 1 && close < to) {
          node = { type: 'em', children: parseRange(i + 1, close, depth + 1) };
          next = close + 1;
        }
      } else if (c === '[') {
        const labelEnd = nextLabelEnd[i + 1];
        const close = labelEnd + 2 <= to ? nextParen[labelEnd + 2] : n;
        if (close < to) {
          const href = safeHref(source.slice(labelEnd + 2, close).trim());
          const children = parseRange(i + 1, labelEnd, depth + 1);
          pushText(i);
          // A link to anything but http(s) keeps its label, as text.
          if (href) out.push({ type: 'link', href, children });
          else out.push(...children);
          budget.nodes--;
          i = textStart = close + 1;
          continue;
        }
      } else if ((c === 'h' || c === 'H') && !isWord(prev)) {
        URL_AT.lastIndex = i;
        const found = URL_AT.exec(source)?.[0].slice(0, to - i);
        if (found) {
          const url = found.slice(0, trailingPunctuationStart(found));
          const href = safeHref(url);
          // An address that is not one stays text, all of it: it is not read again from each of its characters.
          if (href) node = { type: 'link', href, children: [{ type: 'text', text: url, start: base + i }] };
          next = i + (href ? url.length : found.length);
        }
      }
      if (node) {
        pushText(i);
        out.push(node);
        budget.nodes--;
        textStart = next;
      }
      i = next;
    }
    pushText(to);
    return out;
  };
  return parseRange(0, n, 0);
}

/** For each position, the first position at or after it where `is` holds (n when none). */
function nextWhere(n: number, is: (j: number) => boolean): Int32Array {
  const next = new Int32Array(n + 2).fill(n);
  for (let j = n - 1; j >= 0; j--) next[j] = is(j) ? j : next[j + 1];
  return next;
}

/** Where a bare address's trailing punctuation (the sentence's, not the address's) starts. */
function trailingPunctuationStart(url: string): number {
  let end = url.length;
  while (end > 0 && '.,;:!?'.includes(url[end - 1])) end--;
  return end;
}

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
const isWord = (c: string | undefined) => c !== undefined && /\w/.test(c);

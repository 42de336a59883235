// The Markdown engines answer in, parsed into a small tree the report renders as React
// elements (docs/guide/dashboard.md: why not a library). Answers are untrusted: no HTML is ever
// produced or passed through (a tag is text), and only http(s) addresses become links. Every
// text leaf keeps its offset in the answer, so that the brand's excerpts, found in the raw
// answer, can be highlighted in the rendered one.
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
  | { type: 'code'; text: string; start: number };

const URL_AT = /^https?:\/\/[^\s<>"'`)\]}]+/i;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^(\s*[-*+]\s+)(.*)$/;
const NUMBERED = /^(\s*\d{1,3}[.)]\s+)(.*)$/;
const QUOTE = /^(\s*>\s?)(.*)$/;
const FENCE = /^\s*(```|~~~)/;

export function parseAnswer(text: string): Block[] {
  const lines: { text: string; start: number }[] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    lines.push({ text: line, start: at });
    at += line.length + 1;
  }
  const blocks: Block[] = [];
  let paragraph: { start: number; end: number } | null = null;
  const flush = () => {
    if (paragraph) blocks.push({ type: 'paragraph', children: parseInline(text.slice(paragraph.start, paragraph.end), paragraph.start) });
    paragraph = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    let match: RegExpExecArray | null;
    if (FENCE.test(line.text)) {
      flush();
      const fence = FENCE.exec(line.text)![1];
      const first = i + 1;
      let last = first;
      while (last < lines.length && !lines[last].text.trim().startsWith(fence)) last++;
      const start = lines[first]?.start ?? text.length;
      const end = last > first ? lines[last - 1].start + lines[last - 1].text.length : start;
      blocks.push({ type: 'code', text: text.slice(start, end), start });
      i = last;
    } else if (!line.text.trim()) {
      flush();
    } else if ((match = HEADING.exec(line.text))) {
      flush();
      const content = line.start + line.text.indexOf(match[2], match[1].length);
      blocks.push({ type: 'heading', level: match[1].length, children: parseInline(match[2], content) });
    } else if (BULLET.test(line.text) || NUMBERED.test(line.text)) {
      flush();
      const ordered = !BULLET.test(line.text);
      const pattern = ordered ? NUMBERED : BULLET;
      const items: Inline[][] = [];
      for (; i < lines.length && (match = pattern.exec(lines[i].text)); i++) items.push(parseInline(match[2], lines[i].start + match[1].length));
      i--;
      blocks.push({ type: 'list', ordered, items });
    } else if (QUOTE.test(line.text)) {
      flush();
      const children: Inline[] = [];
      for (; i < lines.length && (match = QUOTE.exec(lines[i].text)); i++) {
        if (children.length) children.push({ type: 'text', text: '\n', start: -1 });
        children.push(...parseInline(match[2], lines[i].start + match[1].length));
      }
      i--;
      blocks.push({ type: 'quote', children });
    } else {
      if (paragraph) paragraph.end = line.start + line.text.length;
      else paragraph = { start: line.start, end: line.start + line.text.length };
    }
  }
  flush();
  return blocks;
}

/** Emphasis, code, links and bare addresses in `source`, which starts at `base` in the answer. */
export function parseInline(source: string, base: number): Inline[] {
  const out: Inline[] = [];
  let textStart = 0;
  const pushText = (end: number) => {
    if (end > textStart) out.push({ type: 'text', text: source.slice(textStart, end), start: base + textStart });
  };
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i);
    const prev = i > 0 ? source[i - 1] : ' ';
    let node: Inline | null = null;
    let length = 0;
    if (rest[0] === '`') {
      const close = source.indexOf('`', i + 1);
      if (close > i + 1) {
        node = { type: 'code', text: source.slice(i + 1, close), start: base + i + 1 };
        length = close + 1 - i;
      }
    } else if (rest.startsWith('**') || (rest.startsWith('__') && !/\w/.test(prev))) {
      const marker = rest.slice(0, 2);
      // `__` never closes inside a word (`window.__x`), as in CommonMark.
      let close = source.indexOf(marker, i + 2);
      while (close > 0 && marker === '__' && /\w/.test(source[close + 2] ?? ' ')) close = source.indexOf(marker, close + 2);
      if (close > i + 2 && !/\s/.test(source[i + 2]) && !/\s/.test(source[close - 1])) {
        node = { type: 'strong', children: parseInline(source.slice(i + 2, close), base + i + 2) };
        length = close + 2 - i;
      }
    } else if ((rest[0] === '*' || rest[0] === '_') && !/\s/.test(rest[1] ?? ' ') && (rest[0] === '*' || !/\w/.test(prev))) {
      const marker = rest[0];
      let close = source.indexOf(marker, i + 1);
      while (close > 0 && (/\s/.test(source[close - 1]) || (marker === '_' && /\w/.test(source[close + 1] ?? ' ')))) close = source.indexOf(marker, close + 1);
      if (close > i + 1) {
        node = { type: 'em', children: parseInline(source.slice(i + 1, close), base + i + 1) };
        length = close + 1 - i;
      }
    } else if (rest[0] === '[') {
      const label = rest.indexOf('](');
      const close = label > 0 ? rest.indexOf(')', label + 2) : -1;
      if (close > 0) {
        const href = safeHref(rest.slice(label + 2, close).trim());
        const children = parseInline(rest.slice(1, label), base + i + 1);
        pushText(i);
        // A link to anything but http(s) keeps its label, as text.
        if (href) out.push({ type: 'link', href, children });
        else out.push(...children);
        i += close + 1;
        textStart = i;
        continue;
      }
    } else if ((rest[0] === 'h' || rest[0] === 'H') && !/\w/.test(prev)) {
      const url = URL_AT.exec(rest)?.[0].replace(/[.,;:!?]+$/, '');
      const href = url ? safeHref(url) : undefined;
      if (url && href) {
        node = { type: 'link', href, children: [{ type: 'text', text: url, start: base + i }] };
        length = url.length;
      }
    }
    if (node) {
      pushText(i);
      out.push(node);
      i += length;
      textStart = i;
    } else {
      i++;
    }
  }
  pushText(source.length);
  return out;
}

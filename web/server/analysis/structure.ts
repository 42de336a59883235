// The blocks of an answer's Markdown, as spans of the original text (docs/guide/answer-reading.md#blocks-and-scopes).
//
// Parser: marked's block lexer (`Lexer.blockTokens`, GFM tables). Only block structure is read,
// so inline markup is never lexed (the inline passes of Markdown parsers are where their
// super-linear cases live: "[[[[…", "<<<<…"). micromark (mdast-util-from-markdown) was measured
// too and left out: about ten times slower on engine answers, and seconds on 40 KB of hostile
// lists or tables. marked gives no offsets, but its top-level tokens and list items keep their
// source text verbatim (`raw`), so their offsets are found by walking the text; nested items are
// found by their first line. Bounds: the parser reads at most MAX_PARSED characters (past that
// every blank-line-separated chunk is a paragraph), lines nested deeper than MAX_NESTING
// containers are flattened first, and a parser failure leaves the whole text to paragraphs.
import { Lexer, type Token, type Tokens } from 'marked';
import { fold, type Span } from './text';

export type BlockKind = 'heading' | 'item' | 'row' | 'paragraph';

export interface Block extends Span {
  kind: BlockKind;
  /** Heading level 1–6 (7 for a bold line alone); items: 1 in a top list, 2 nested (deeper lines belong to their level-2 item); 0 otherwise. */
  level: number;
  /** End of what the block governs: a heading's section (up to the next heading of its level or higher), else `end`. */
  scopeEnd: number;
  /** End of the block's head: the heading line, an item's first line, a row's first cell, else `end`. */
  headEnd: number;
  /** Its number in a ranked list: an item's number (or order in an unordered list), a numbered heading's number, a rank column's value. */
  rank: number | null;
  /** A closing verdict ("Bottom line", "Fazit", "En resumen"…): a heading whose section is one, or a paragraph or item opening with one. */
  verdict: boolean;
  /** Table rows: the row's cells and the header of each column (folded). */
  cells?: Span[];
  headers?: string[];
  /** Table rows: the top of the rating scale its header or the line before the table gives ("out of 10", "(0-10)"), else null. */
  scales?: (number | null)[];
  /** Index of the enclosing item or heading whose scope holds this block; -1 for none. */
  parent: number;
}

const MAX_PARSED = 40_000;
/** Top-level blocks get their section as parent afterwards (closeSections). */
const NO_PARENT = -1;
const MAX_NESTING = 6;
/** A closing verdict's label, read at the start of a heading or a paragraph (folded, markup stripped). */
const VERDICT = new RegExp(
  String.raw`^(?:(?:the |my |our |final |overall )?(?:bottom line|verdict|conclusion|summary|recommendation|takeaway|pick)s?|in short|in summary|to sum up|tl;?dr|` +
    String.raw`overall|final thoughts|en resume|en bref|en conclusion|pour conclure|(?:notre |mon )?(?:verdict|avis|conseil|recommandation)|au final|` +
    String.raw`fazit|zusammenfassung|unser (?:urteil|tipp)|unsere empfehlung|(?:meine |unsere )?empfehlung|kurz gesagt|insgesamt|unterm strich|` +
    String.raw`en resumen|conclusion|en conclusion|veredicto|(?:mi |nuestra )?recomendacion|en definitiva|para concluir|en pocas palabras|` +
    String.raw`in (?:our|my) (?:view|opinion)|all in all|all things considered|ultimately|if i had to (?:pick|choose)|my advice|` +
    String.raw`dans l'ensemble|a mon avis|selon moi|pour resumer|alles in allem|mein tipp|en mi opinion|mi consejo)(?![\p{L}\p{N}])`,
  'u',
);
const LEADING_MARKUP = /^[\s#>*_`~|-]*(?:\d{1,3}[.)]\s*)?[\s*_]*/;
const NUMBERED = /^\s*#{0,6}\s*[*_]*\s*(\d{1,3})[.)]\s/;
const BOLD_LINE = /^(\*\*|__)[^*_\n]{1,100}\1:?[ \t]*$/;
const RANK_HEADER = /^(?:#|no\.?|rank|ranking|rang|platz|puesto|posicion|position)$/;

export function readStructure(text: string): Block[] {
  const parsed = text.length > MAX_PARSED ? text.slice(0, cutAt(text, MAX_PARSED)) : text;
  const blocks: Block[] = [];
  let tokens: Token[] = [];
  try {
    tokens = new Lexer({ gfm: true }).blockTokens(flattenDeepNesting(parsed), []);
  } catch {
    tokens = []; // a parser failure (deep recursion) leaves the text to paragraphs
  }
  let cursor = 0;
  for (const token of tokens) cursor = addToken(text, token, cursor, parsed.length, blocks);
  paragraphsFrom(text, tokens.length > 0 ? parsed.length : 0, blocks);
  closeSections(text, blocks);
  return blocks;
}

/** The blocks, their scopes: for each sorted offset, the innermost block holding it (-1 for none), in one sweep. */
export function innermostBlocks(blocks: readonly Block[], offsets: readonly number[]): number[] {
  const order = blocks.map((_, i) => i).sort((a, b) => blocks[a].start - blocks[b].start || blocks[b].end - blocks[a].end);
  const stack: number[] = [];
  const found: number[] = [];
  let next = 0;
  for (const offset of offsets) {
    while (next < order.length && blocks[order[next]].start <= offset) {
      while (stack.length > 0 && blocks[stack[stack.length - 1]].end <= blocks[order[next]].start) stack.pop();
      stack.push(order[next++]);
    }
    while (stack.length > 0 && blocks[stack[stack.length - 1]].end <= offset) stack.pop();
    found.push(stack.length > 0 ? stack[stack.length - 1] : -1);
  }
  return found;
}

/** Cut at a line break at or before `limit` (so no block is split mid-line). */
function cutAt(text: string, limit: number): number {
  const lineEnd = text.lastIndexOf('\n', limit);
  return lineEnd > 0 ? lineEnd + 1 : limit;
}

/**
 * Lines opening with more than MAX_NESTING container markers ("> > > - - …") have the extra
 * markers turned into letters, one character for one, so offsets stay valid: no engine nests
 * that deep, and such nesting is where block parsers go super-linear.
 */
function flattenDeepNesting(text: string): string {
  let out = '';
  let copied = 0;
  let lineStart = 0;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    let depth = 0;
    let i = lineStart;
    for (;;) {
      while (i < lineEnd && (text[i] === ' ' || text[i] === '\t')) i += 1;
      const marker = text[i] === '>' || ((text[i] === '-' || text[i] === '*' || text[i] === '+') && (text[i + 1] === ' ' || text[i + 1] === '\t'));
      if (!marker || i >= lineEnd) break;
      depth += 1;
      if (depth > MAX_NESTING) {
        out += `${text.slice(copied, i)}x`;
        copied = i + 1;
      }
      i += 1;
    }
    // Leading indentation deeper than the nesting bound is flattened the same way.
    if (i - lineStart > 4 * MAX_NESTING) {
      out += `${text.slice(copied, lineStart)}${'x'.repeat(i - lineStart)}`;
      copied = i;
    }
    lineStart = lineEnd + 1;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

function newBlock(kind: BlockKind, start: number, end: number, parent: number, extra: Partial<Block> = {}): Block {
  return { kind, start, end, level: 0, scopeEnd: end, headEnd: end, rank: null, verdict: false, parent, ...extra };
}

/** Adds the blocks of one token found at or after `cursor`; returns the offset after it. */
function addToken(text: string, token: Token, cursor: number, limit: number, blocks: Block[]): number {
  const start = locate(text, token.raw, cursor, limit);
  if (start < 0) return cursor;
  const end = start + token.raw.trimEnd().length;
  switch (token.type) {
    case 'heading': {
      const heading = token as Tokens.Heading;
      const line = text.slice(start, end);
      blocks.push(newBlock('heading', start, end, NO_PARENT, { level: heading.depth, rank: numberOf(line), verdict: isVerdict(line) }));
      break;
    }
    case 'list': {
      const list = token as Tokens.List;
      let itemCursor = start;
      list.items.forEach((item, i) => {
        itemCursor = addItem(text, item, itemCursor, start + token.raw.length, blocks, list.ordered ? Number(list.start || 1) + i : i + 1);
      });
      break;
    }
    case 'table':
      addTable(text, token as Tokens.Table, start, end, blocks, NO_PARENT);
      break;
    case 'space':
    case 'hr':
    case 'def':
      break;
    default: {
      if (end <= start) break;
      const body = text.slice(start, end);
      // A line of bold text alone ("**Services to avoid**") is a heading in engine answers, below any "#" heading.
      if (token.type === 'paragraph' && BOLD_LINE.test(body)) {
        blocks.push(newBlock('heading', start, end, NO_PARENT, { level: 7, rank: numberOf(body), verdict: isVerdict(body) }));
      } else {
        blocks.push(newBlock('paragraph', start, end, NO_PARENT, { verdict: isVerdict(body) }));
      }
    }
  }
  return start + token.raw.length;
}

function addItem(text: string, item: Tokens.ListItem, cursor: number, limit: number, blocks: Block[], rank: number): number {
  const start = locate(text, item.raw, cursor, limit);
  if (start < 0) return cursor;
  const end = start + item.raw.trimEnd().length;
  const firstLineEnd = text.indexOf('\n', start);
  const headEnd = firstLineEnd < 0 || firstLineEnd > end ? end : firstLineEnd;
  const index = blocks.length;
  blocks.push(newBlock('item', start, end, NO_PARENT, { level: 1, headEnd, rank, verdict: isVerdict(text.slice(start, headEnd)) }));
  // Nested lists and tables inside the item: their raw text is dedented, so they are found by their first line.
  let inner = headEnd;
  for (const child of item.tokens) {
    if (child.type !== 'list' && child.type !== 'table') continue;
    if (child.type === 'table') {
      const found = locate(text, firstLine(child.raw), inner, end);
      if (found >= 0 && found < end) addTable(text, child as Tokens.Table, found, Math.min(end, found + child.raw.trimEnd().length), blocks, index);
      continue;
    }
    (child as Tokens.List).items.forEach((nested, i) => {
      const found = locate(text, firstLine(nested.raw), inner, end);
      if (found < 0 || found >= end) return;
      const nestedEnd = nextItemStart(text, (child as Tokens.List).items[i + 1], found + 1, end);
      const lineEnd = text.indexOf('\n', found);
      const nestedHead = lineEnd < 0 || lineEnd > nestedEnd ? nestedEnd : lineEnd;
      const ordered = (child as Tokens.List).ordered;
      blocks.push(
        newBlock('item', found, trimmedEnd(text, found, nestedEnd), index, {
          level: 2,
          headEnd: nestedHead,
          rank: ordered ? Number((child as Tokens.List).start || 1) + i : i + 1,
          verdict: isVerdict(text.slice(found, nestedHead)),
        }),
      );
      inner = nestedHead;
    });
  }
  return start + item.raw.length;
}

function nextItemStart(text: string, next: Tokens.ListItem | undefined, from: number, limit: number): number {
  if (!next) return limit;
  const found = locate(text, firstLine(next.raw), from, limit);
  return found < 0 || found > limit ? limit : found;
}

function addTable(text: string, table: Tokens.Table, start: number, end: number, blocks: Block[], parent: number): void {
  const headers = table.header.map((cell) => fold(cell.text).trim());
  const tableScale = scaleOf(fold(text.slice(Math.max(0, start - SCALE_REACH), start)));
  const scales = headers.map((header) => scaleOf(header) ?? tableScale);
  const rankColumn = headers.findIndex((header) => RANK_HEADER.test(header));
  let lineStart = start;
  let line = 0;
  while (lineStart < end) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0 || lineEnd > end) lineEnd = end;
    if (line >= 2) {
      const cells = cellsOf(text, lineStart, lineEnd);
      const rankCell = rankColumn >= 0 ? cells[rankColumn] : undefined;
      const rank = rankCell ? Number(/\d{1,3}/.exec(text.slice(rankCell.start, rankCell.end))?.[0] ?? NaN) : NaN;
      const head = cells.find((cell, i) => i !== rankColumn && /[\p{L}\p{N}]/u.test(text.slice(cell.start, cell.end)));
      blocks.push(
        newBlock('row', lineStart, lineEnd, parent, { cells, headers, scales, headEnd: head?.end ?? lineEnd, rank: Number.isFinite(rank) ? rank : null }),
      );
    }
    line += 1;
    lineStart = lineEnd + 1;
  }
}

/** How far before a table its scale is looked for: the line that introduces it. */
const SCALE_REACH = 300;
const SCALE = /(?:out of|sur|von|auf|de|sobre)\s+(5|10|20|100)(?![\d.,])|\/\s*(5|10|20|100)(?![\d.,])|\(\s*[01]\s*[-–]\s*(5|10|20|100)\s*\)/;

/** The top of a rating scale a header or an introducing line states, else null. */
function scaleOf(folded: string): number | null {
  const found = SCALE.exec(folded);
  return found ? Number(found[1] ?? found[2] ?? found[3]) : null;
}

/** The cells of a table row: spans between unescaped pipes, outer pipes dropped. */
function cellsOf(text: string, start: number, end: number): Span[] {
  const cells: Span[] = [];
  let cellStart = start;
  for (let i = start; i <= end; i++) {
    if (i < end && (text[i] !== '|' || text[i - 1] === '\\')) continue;
    if (i > cellStart || (i === end && cellStart < end)) cells.push({ start: cellStart, end: i });
    cellStart = i + 1;
  }
  // A row written "| a | b |" opens with an empty cell before its first pipe.
  if (cells.length > 0 && text.slice(cells[0].start, cells[0].end).trim() === '' && text[cells[0].end] === '|') cells.shift();
  return cells.filter((cell) => cell.end > cell.start || cells.length === 1);
}

/** Past the parsed part, each run of lines up to a blank line is a paragraph. */
function paragraphsFrom(text: string, from: number, blocks: Block[]): void {
  const BLANK_LINE = /\n[ \t]*\n/g;
  let start = from;
  BLANK_LINE.lastIndex = from;
  for (;;) {
    const m = BLANK_LINE.exec(text);
    const end = m ? m.index : text.length;
    if (/[\p{L}\p{N}]/u.test(text.slice(start, Math.min(end, start + 200))) || (end - start > 200 && /[\p{L}\p{N}]/u.test(text.slice(start, end)))) {
      blocks.push(newBlock('paragraph', start, end, -1, { verdict: isVerdict(text.slice(start, end)) }));
    }
    if (!m) break;
    start = m.index + m[0].length;
  }
}

/** Each heading's section runs to the next heading of its level or higher; the blocks in it get it as their parent. */
function closeSections(text: string, blocks: Block[]): void {
  const open: number[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i];
    if (block.kind === 'heading') {
      while (open.length > 0 && blocks[open[open.length - 1]].level >= block.level) blocks[open.pop()!].scopeEnd = block.start;
      if (open.length > 0) block.parent = open[open.length - 1];
      open.push(i);
    } else if (block.parent < 0 && open.length > 0) {
      block.parent = open[open.length - 1];
    }
  }
  for (const index of open) blocks[index].scopeEnd = text.length;
}

/** Where a token's source starts: at the cursor, else its first line searched up to `limit` (the enclosing block's end). */
function locate(text: string, raw: string, cursor: number, limit: number): number {
  if (text.startsWith(raw, cursor)) return cursor;
  const line = firstLine(raw).trim();
  const found = line ? text.slice(cursor, limit).indexOf(line) : -1;
  return found < 0 ? -1 : cursor + found;
}

function firstLine(raw: string): string {
  const end = raw.indexOf('\n');
  return end < 0 ? raw : raw.slice(0, end);
}

function trimmedEnd(text: string, start: number, end: number): number {
  let at = end;
  while (at > start && /\s/.test(text[at - 1])) at -= 1;
  return at;
}

function numberOf(line: string): number | null {
  const m = NUMBERED.exec(line);
  return m ? Number(m[1]) : null;
}

/** The block opens with a verdict label ("## Verdict", "**Bottom line:** …", "En résumé, …", "Fazit:"). */
export function isVerdict(blockText: string): boolean {
  const opening = fold(blockText.slice(0, 80)).replace(LEADING_MARKUP, '');
  return VERDICT.test(opening);
}

// A search page's AI answer, as SerpApi parses it, rendered as the Markdown the rest of the
// product reads (the analysis, the dashboard's renderer): the answer keeps its structure, and
// each block's `reference_indexes` become citations spanning that block's text.
//
// SerpApi's documented shape (Google AI Overview Results, Google AI Mode API, Bing Copilot API):
//   text_blocks[]: { type, snippet?, reference_indexes?: number[], … } where `type` is
//     paragraph | heading (snippet, level?) | list (list: [{ title?, snippet?, reference_indexes?, list? }])
//     | table (table: string[][], or headers + table) | code_block (code, language?)
//     | expandable (title, text_blocks[]) | comparison (product_labels[], comparison: [{ feature, values[] }]);
//   references[]: { title, link, snippet, source, index }: `reference_indexes` point at `index`.
// Other block types carrying a `snippet` are kept as paragraphs. The input is the provider's
// answer, so rendering is bounded: nesting depth, block count and output length.
import type { EngineCitation } from './types';

export interface SerpReference {
  index?: number;
  link?: string;
  title?: string;
  source?: string;
  snippet?: string;
}

export interface SerpTextBlock {
  type?: string;
  snippet?: string;
  title?: string;
  level?: number;
  reference_indexes?: number[];
  list?: SerpTextBlock[];
  table?: unknown;
  headers?: unknown;
  code?: string;
  language?: string;
  text_blocks?: SerpTextBlock[];
  product_labels?: unknown;
  comparison?: unknown;
}

export interface RenderedAnswer {
  text: string;
  citations: EngineCitation[];
}

const MAX_DEPTH = 6;
const MAX_BLOCKS = 2_000;
export const MAX_ANSWER_CHARS = 100_000;
/** More references than any page shows: the rest of a longer list is not read. */
export const MAX_REFERENCES = 200;
const MAX_CITATIONS = 1_000;

/** Renders the blocks as Markdown with their citations; references are looked up by their `index`. */
export function renderTextBlocks(blocks: unknown, references: readonly SerpReference[]): RenderedAnswer {
  const byIndex = new Map<number, SerpReference>();
  references.slice(0, MAX_REFERENCES).forEach((reference, position) => byIndex.set(Number.isInteger(reference.index) ? reference.index! : position, reference));
  const writer = new MarkdownWriter(byIndex);
  writer.blocks(asArray(blocks), 0);
  return writer.result();
}

/** The `link` of every reference, in the provider's order: every one is a source. */
export function referenceLinks(references: readonly SerpReference[]): string[] {
  return references.slice(0, MAX_REFERENCES).map((reference) => reference.link).filter((link): link is string => typeof link === 'string' && /^https?:\/\//i.test(link));
}

class MarkdownWriter {
  private parts: string[] = [];
  private length = 0;
  private count = 0;
  private readonly citations: EngineCitation[] = [];

  constructor(private readonly references: Map<number, SerpReference>) {}

  result(): RenderedAnswer {
    return { text: this.parts.join(''), citations: this.citations };
  }

  blocks(blocks: SerpTextBlock[], depth: number) {
    for (const block of blocks) {
      if (depth > MAX_DEPTH || ++this.count > MAX_BLOCKS || this.length >= MAX_ANSWER_CHARS) return;
      if (!block || typeof block !== 'object') continue;
      this.block(block, depth);
    }
  }

  private block(block: SerpTextBlock, depth: number) {
    switch (block.type) {
      case 'heading':
        return this.paragraph(`${'#'.repeat(clampLevel(block.level))} ${inline(block.snippet)}`, block.reference_indexes, !block.snippet);
      case 'list':
        return this.list(asArray(block.list), 0, depth);
      case 'table':
        return this.paragraph(table(block.headers, block.table), block.reference_indexes);
      case 'comparison':
        return this.paragraph(comparison(block.product_labels, block.comparison), block.reference_indexes);
      case 'code_block':
        return this.paragraph(`\`\`\`${inline(block.language)}\n${text(block.code).replace(/```/g, '`\u200b``')}\n\`\`\``, block.reference_indexes, !block.code);
      case 'expandable':
        if (block.title) this.paragraph(`**${inline(block.title)}**`, undefined);
        if (block.snippet) this.paragraph(text(block.snippet), block.reference_indexes);
        return this.blocks(asArray(block.text_blocks), depth + 1);
      default:
        if (typeof block.snippet === 'string') this.paragraph(text(block.snippet), block.reference_indexes);
        if (Array.isArray(block.list)) this.list(block.list, 0, depth);
        if (Array.isArray(block.text_blocks)) this.blocks(block.text_blocks, depth + 1);
    }
  }

  private list(items: SerpTextBlock[], indent: number, depth: number) {
    if (items.length === 0 || indent > MAX_DEPTH) return;
    if (indent === 0) this.separate();
    items.forEach((item, i) => {
      if (!item || typeof item !== 'object' || ++this.count > MAX_BLOCKS) return;
      const title = inline(item.title);
      const snippet = inline(item.snippet);
      const line = title && snippet ? `**${title}** ${snippet}` : title || snippet;
      if (line) {
        if (i > 0 || indent > 0) this.write('\n');
        this.cited(`${'  '.repeat(indent)}- ${line}`, item.reference_indexes);
      }
      if (Array.isArray(item.list)) this.list(item.list, indent + 1, depth + 1);
      if (Array.isArray(item.text_blocks)) this.blocks(item.text_blocks, depth + 1);
    });
  }

  private paragraph(markdown: string, referenceIndexes: number[] | undefined, empty = !markdown.trim()) {
    if (empty) return;
    this.separate();
    this.cited(markdown, referenceIndexes);
  }

  /** Writes `markdown`, citing each of its references over its span. */
  private cited(markdown: string, referenceIndexes: number[] | undefined) {
    const startIndex = this.length;
    this.write(markdown);
    for (const index of Array.isArray(referenceIndexes) ? referenceIndexes.slice(0, MAX_REFERENCES) : []) {
      if (this.citations.length >= MAX_CITATIONS) return;
      const reference = this.references.get(index);
      if (!reference?.link) continue;
      this.citations.push({ url: reference.link, title: reference.title || undefined, startIndex, endIndex: this.length });
    }
  }

  private separate() {
    if (this.length > 0) this.write('\n\n');
  }

  private write(part: string) {
    const room = MAX_ANSWER_CHARS - this.length;
    if (room <= 0) return;
    const kept = part.length > room ? part.slice(0, room) : part;
    this.parts.push(kept);
    this.length += kept.length;
  }
}

const asArray = (value: unknown): SerpTextBlock[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** Text on one line (a list item, a heading, a cell). */
const inline = (value: unknown): string => text(value).replace(/\s*\n\s*/g, ' ').trim();
const clampLevel = (level: unknown) => (Number.isInteger(level) ? Math.min(6, Math.max(1, level as number)) : 3);
const cell = (value: unknown) => inline(typeof value === 'number' ? String(value) : value).replace(/\|/g, '\\|');

/** A GFM table: the given headers, else the first row. */
function table(headers: unknown, rows: unknown): string {
  const body = (Array.isArray(rows) ? rows : []).filter(Array.isArray).slice(0, 200) as unknown[][];
  const head = Array.isArray(headers) && headers.length > 0 ? headers : body.shift();
  if (!head || head.length === 0) return '';
  const width = Math.min(head.length, 20);
  const row = (cells: unknown[]) => `| ${Array.from({ length: width }, (_, i) => cell(cells[i])).join(' | ')} |`;
  return [row(head), `|${' --- |'.repeat(width)}`, ...body.map(row)].join('\n');
}

/** A comparison block: one column per product, one row per feature. */
function comparison(labels: unknown, features: unknown): string {
  const rows = (Array.isArray(features) ? features : []).map((f: { feature?: unknown; values?: unknown }) => [
    f?.feature,
    ...(Array.isArray(f?.values) ? f.values : []),
  ]);
  return table(['', ...(Array.isArray(labels) ? labels : [])], rows);
}

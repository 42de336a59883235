// Reading a prompt import: pasted lines (one prompt per line; list bullets such as "- " or
// "1. " are dropped, since people paste lists) or a CSV file. A CSV with a header row names its
// columns: `prompt` (or `text`), optional `tag` (or `group`, `category`) and `active`
// (true/false, yes/no, 1/0); without a header the columns are text, tag, active. Problems are
// reported per line of the original text, so that people can find and fix them.
import { parseCsv } from '../csv/csv';

export type ImportFormat = 'csv' | 'lines';

export interface ImportItem {
  line: number;
  text: string;
  tag: string | null;
  active: boolean;
}

export interface ImportProblem {
  line: number;
  text: string;
  message: string;
}

const BULLET = /^(?:[-*•–]|\d{1,3}[.)])\s+/;
const HEADER_NAMES = {
  text: ['prompt', 'prompts', 'text', 'question'],
  tag: ['tag', 'group', 'category', 'topic'],
  active: ['active', 'enabled'],
};
const TRUE_WORDS = ['true', 'yes', 'y', '1', 'active', 'on'];
const FALSE_WORDS = ['false', 'no', 'n', '0', 'inactive', 'off'];

export function parsePromptImport(content: string, options: { format: ImportFormat; tag?: string | null }) {
  const items: ImportItem[] = [];
  const problems: ImportProblem[] = [];
  const defaultTag = options.tag?.trim() || null;
  if (options.format === 'lines') {
    content.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/).forEach((raw, index) => {
      const text = raw.trim().replace(BULLET, '').trim();
      if (text) items.push({ line: index + 1, text, tag: defaultTag, active: true });
    });
    return { items, problems };
  }
  const records = parseCsv(content);
  const header = records[0]?.fields.map((f) => f.trim().toLowerCase());
  const hasHeader = !!header && header.some((name) => HEADER_NAMES.text.includes(name));
  const column = (names: string[], fallback: number) => (hasHeader ? header!.findIndex((name) => names.includes(name)) : fallback);
  const textAt = column(HEADER_NAMES.text, 0);
  const tagAt = column(HEADER_NAMES.tag, 1);
  const activeAt = column(HEADER_NAMES.active, 2);
  for (const record of hasHeader ? records.slice(1) : records) {
    const cell = (at: number) => (at >= 0 ? (record.fields[at] ?? '').trim() : '');
    const text = cell(textAt);
    if (!text) {
      problems.push({ line: record.line, text: record.fields.join(', '), message: 'The prompt column is empty.' });
      continue;
    }
    const activeCell = cell(activeAt).toLowerCase();
    if (activeCell && !TRUE_WORDS.includes(activeCell) && !FALSE_WORDS.includes(activeCell)) {
      problems.push({ line: record.line, text, message: `"${cell(activeAt)}" is not a valid active value (use true or false).` });
      continue;
    }
    items.push({ line: record.line, text, tag: cell(tagAt) || defaultTag, active: !FALSE_WORDS.includes(activeCell) });
  }
  return { items, problems };
}

// CSV in both directions (RFC 4180): reading what people upload (prompt imports: any of the
// usual delimiters, quoted fields, CRLF, a byte-order mark) and writing exports that are safe
// to open in a spreadsheet.

export interface CsvRecord {
  /** 1-based line of the file where the record starts (a quoted field may span lines) */
  line: number;
  fields: string[];
}

/** The delimiter of the first line: comma, semicolon (spreadsheets in many locales) or tab. */
export function detectDelimiter(text: string): string {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => [d, unquoted.split(d).length - 1] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0][1] > 0 ? counts[0][0] : ',';
}

/** Parses CSV text into records; blank lines are skipped. An unclosed quote runs to the end. */
export function parseCsv(text: string, delimiter = detectDelimiter(text)): CsvRecord[] {
  const input = text.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let fieldStarted = false;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0].trim() !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    fieldStarted = false;
  };
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (quoted) {
      if (ch === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (ch === delimiter) {
      fields.push(field);
      field = '';
      fieldStarted = false;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && input[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      field += ch;
      fieldStarted = true;
    }
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

export type CsvCell = string | number | boolean | null | undefined;

/**
 * Formats rows as CSV (CRLF line ends), safe to open in a spreadsheet, after OWASP's "CSV
 * Injection" guidance: every text cell is wrapped in double quotes, so that no separator a
 * spreadsheet may split on (`,`, `;` in French and other locales, tab) can start a new cell
 * inside it (`https://x/a;=cmd|'/c calc'!A0` would otherwise be a formula cell under `;`), and a
 * text cell starting with =, +, -, @, tab or carriage return gets a leading apostrophe. Numbers
 * and booleans are written as they are.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(formatCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * A CSV file to download: UTF-8 with a byte-order mark, without which Excel reads the file in
 * the system's legacy code page (an em dash or an accent becomes mojibake).
 */
export function csvFile(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${toCsv(rows)}`;
}

function formatCell(cell: CsvCell): string {
  if (cell === null || cell === undefined || cell === '') return '';
  if (typeof cell !== 'string') return String(cell);
  const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return `"${safe.replace(/"/g, '""')}"`;
}

import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsv, toCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, CRLF and a byte-order mark', () => {
    const text = '\uFEFFprompt,tag\r\n"best CRM, for startups",sales\r\n"she said ""hi""",\r\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['prompt', 'tag'] },
      { line: 2, fields: ['best CRM, for startups', 'sales'] },
      { line: 3, fields: ['she said "hi"', ''] },
    ]);
  });

  it('keeps line numbers across blank lines and multi-line quoted fields', () => {
    const text = 'a\n\n"two\nlines"\nc';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['a'] },
      { line: 3, fields: ['two\nlines'] },
      { line: 5, fields: ['c'] },
    ]);
  });

  it('detects semicolons and tabs', () => {
    expect(detectDelimiter('prompt;tag\nx;y')).toBe(';');
    expect(detectDelimiter('prompt\ttag')).toBe('\t');
    expect(detectDelimiter('"a;b",c')).toBe(',');
    expect(detectDelimiter('just text')).toBe(',');
    expect(parseCsv('x;"y;z"')).toEqual([{ line: 1, fields: ['x', 'y;z'] }]);
  });
});

describe('toCsv', () => {
  it('quotes every text cell, and leaves numbers, booleans and empty cells bare', () => {
    expect(toCsv([['a', 'b,c', 'd"e', 'f\ng', ' pad'], [1, true, null, undefined, '']])).toBe(
      '"a","b,c","d""e","f\ng"," pad"\r\n1,true,,,\r\n',
    );
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    const csv = toCsv([['=HYPERLINK("http://evil","x")', '+1', '-2', '@SUM(A1)', '\tx', '\rx', 'plain']]);
    expect(csv).toBe(`"'=HYPERLINK(""http://evil"",""x"")","'+1","'-2","'@SUM(A1)","'\tx","'\rx","plain"\r\n`);
    // numbers stay numbers
    expect(toCsv([[-3]])).toBe('-3\r\n');
  });

  it.each([',', ';', '\t'])('keeps a formula behind the %j separator inside its cell', (separator) => {
    const hostile = `https://x/a${separator}=cmd|'/c calc'!A0`;
    const csv = toCsv([[hostile, '-1+2', 'next']]);
    // Read back with each separator a spreadsheet may use, as one in that locale would: no cell
    // starts a formula, and the URL's cell starts where it did.
    for (const readWith of [',', ';', '\t']) {
      const [record] = parseCsv(csv, readWith);
      expect(record.fields[0].startsWith('https://x/a')).toBe(true);
      for (const cell of record.fields) expect(cell, `read with ${JSON.stringify(readWith)}`).not.toMatch(/^[=+\-@]/);
    }
    expect(parseCsv(csv, ',')[0].fields).toEqual([hostile, "'-1+2", 'next']);
  });

  it('round-trips through the parser', () => {
    const rows = [['prompt', 'answer'], ['a "quoted", text', 'line\nbreak']];
    expect(parseCsv(toCsv(rows)).map((r) => r.fields)).toEqual(rows);
  });
});

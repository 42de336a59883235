import { describe, expect, it } from 'vitest';
import { parsePromptImport } from './import';

describe('parsePromptImport, pasted lines', () => {
  it('takes one prompt per non-blank line, drops list bullets, keeps line numbers', () => {
    const { items, problems } = parsePromptImport('best CRM, for startups\n\n- cheapest CRM\n2. CRM with AI\r\n   ', { format: 'lines', tag: 'crm' });
    expect(problems).toEqual([]);
    expect(items).toEqual([
      { line: 1, text: 'best CRM, for startups', tag: 'crm', active: true },
      { line: 3, text: 'cheapest CRM', tag: 'crm', active: true },
      { line: 4, text: 'CRM with AI', tag: 'crm', active: true },
    ]);
  });
});

describe('parsePromptImport, CSV', () => {
  it('reads a header naming its columns, in any order and delimiter', () => {
    const csv = 'Tag;Active;Prompt\nsales;no;best CRM\n;yes;"CRM; cheap"\n';
    expect(parsePromptImport(csv, { format: 'csv' }).items).toEqual([
      { line: 2, text: 'best CRM', tag: 'sales', active: false },
      { line: 3, text: 'CRM; cheap', tag: null, active: true },
    ]);
  });

  it('reads text, tag, active without a header, with the default tag', () => {
    expect(parsePromptImport('best CRM\ncheap CRM,pricing', { format: 'csv', tag: 'imported' }).items).toEqual([
      { line: 1, text: 'best CRM', tag: 'imported', active: true },
      { line: 2, text: 'cheap CRM', tag: 'pricing', active: true },
    ]);
  });

  it('reports empty prompts and unreadable active values by line', () => {
    const { items, problems } = parsePromptImport('prompt,tag,active\n,sales\nok,,maybe\nfine', { format: 'csv' });
    expect(items).toEqual([{ line: 4, text: 'fine', tag: null, active: true }]);
    expect(problems).toEqual([
      { line: 2, text: ', sales', message: 'The prompt column is empty.' },
      { line: 3, text: 'ok', message: '"maybe" is not a valid active value (use true or false).' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { parseAnswer, parseInline, type Block, type Inline } from './answer-markdown';

/** The text of inline nodes, with each leaf checked against its offset in `source`. */
function textOf(nodes: Inline[], source: string): string {
  return nodes
    .map((n) => {
      if (n.type === 'text' || n.type === 'code') {
        if (n.start >= 0) expect(source.slice(n.start, n.start + n.text.length)).toBe(n.text);
        return n.text;
      }
      return textOf(n.children, source);
    })
    .join('');
}

describe('parseAnswer', () => {
  it('reads the Markdown engines write: headings, lists, emphasis, code, links, quotes, fences', () => {
    const answer = '## Best CRMs\n\n1. **Globex**: great *portals*\n2. Acme, see [pricing](https://acme.example/pricing)\n\n- `api` first\n\n> quoted\n> twice\n\n```\n<b>raw</b>\n```\nMore at https://globex.example/crm.';
    const blocks = parseAnswer(answer);
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'list', 'list', 'quote', 'code', 'paragraph']);
    const list = blocks[1] as Extract<Block, { type: 'list' }>;
    expect(list.ordered).toBe(true);
    expect(list.items[0][0]).toMatchObject({ type: 'strong' });
    expect(list.items[1].at(-1)).toMatchObject({ type: 'link', href: 'https://acme.example/pricing' });
    expect(blocks[4]).toMatchObject({ type: 'code', text: '<b>raw</b>' });
    const last = blocks[5] as Extract<Block, { type: 'paragraph' }>;
    expect(last.children.at(-2)).toMatchObject({ type: 'link', href: 'https://globex.example/crm' });
    for (const block of blocks) {
      if (block.type === 'list') block.items.forEach((item) => textOf(item, answer));
      else if (block.type !== 'code') textOf(block.children, answer);
    }
  });

  it('never makes a link of anything but http(s), and keeps HTML as text', () => {
    const source = '[click](javascript:alert(1)) <img src=x onerror=alert(1)> [x](data:text/html,hi) **bold';
    const nodes = parseInline(source, 0);
    expect(JSON.stringify(nodes)).not.toContain('"link"');
    expect(textOf(nodes, source)).toContain('<img src=x onerror=alert(1)>');
    expect(textOf(nodes, source)).toContain('**bold');
  });

  it('does not take snake_case, window.__x or a lone star for emphasis', () => {
    for (const text of ['use snake_case_names and 2 * 3 * 4', "<script>window.__pwned = 1</script> and <img onerror=\"window.__pwned = 2\">"]) {
      expect(parseInline(text, 0)).toEqual([{ type: 'text', text, start: 0 }]);
    }
    expect(parseInline('__bold__ here', 0)[0]).toMatchObject({ type: 'strong' });
  });
});

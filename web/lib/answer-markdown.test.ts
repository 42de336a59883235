import { describe, expect, it } from 'vitest';
import { MAX_NODES, parseAnswer, parseInline, type Block, type Inline } from './answer-markdown';

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
      else if ('children' in block) textOf(block.children, answer);
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

/** Nodes of a parsed answer: blocks, list items' and blocks' inline nodes, all the way down. */
function nodeCount(blocks: Block[]): number {
  const inline = (nodes: Inline[]): number => nodes.reduce((sum, n) => sum + 1 + ('children' in n ? inline(n.children) : 0), 0);
  return blocks.reduce((sum, b) => sum + 1 + ('children' in b ? inline(b.children) : b.type === 'list' ? b.items.reduce((s, item) => s + inline(item), 0) : 0), 0);
}

/**
 * The work of parsing `text`: the least CPU time (ms) of a few parses. CPU time, not the wall
 * clock, so that other work on a busy machine does not count; the least, to leave out a GC.
 */
function parseCpuMs(text: string): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 5; run++) {
    const started = process.cpuUsage();
    parseAnswer(text);
    const used = process.cpuUsage(started);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

// Texts built to make a naive parser search again from every mark: each is `unit` repeated.
const HOSTILE: [string, string][] = [
  ['stars', '*a '],
  ['double stars', '**a '],
  ['underscores', '_a '],
  ['double underscores', '__a '],
  ['lone stars', '*'],
  ['nested marks', '*_'],
  ['unclosed labels', '['],
  ['labels without targets', '[a]('],
  ['backticks', '`a '],
  ['addresses that are not', 'http://[/'],
  ['address punctuation', 'http://a.example/' + '.'.repeat(20)],
  ['a heading of hashes', '# '],
  ['list items', '- *a\n'],
  ['paragraphs', 'a **b**\n\n'],
];

describe('hostile answers', () => {
  it('reads 90 KB of `*a ` well under a second (a quadratic scan took 9.5 s)', () => {
    const text = '*a '.repeat(30_000);
    parseAnswer(text.slice(0, 3000)); // compiled before it is timed
    expect(parseCpuMs(text)).toBeLessThan(1000);
  });

  it.each(HOSTILE)('does linear work on %s: eight times the text, about eight times the time', (_name, unit) => {
    const small = unit.repeat(Math.ceil(40_000 / unit.length));
    const large = small.repeat(8);
    parseCpuMs(small); // compiled before it is timed
    const largeMs = parseCpuMs(large);
    // Linear work gives about 8; a scan from every mark gives 64 and more. The bound sits halfway
    // (in ratio) to the quadratic: under CI's load a linear parse was seen at 24.8.
    expect(largeMs / Math.max(parseCpuMs(small), 1)).toBeLessThan(32);
    expect(largeMs).toBeLessThan(1000);
  });

  it.each(HOSTILE)('%s: at most MAX_NODES nodes for 240 KB, the rest as plain text at its place', (_name, unit) => {
    const text = unit.repeat(Math.ceil(240_000 / unit.length));
    const blocks = parseAnswer(text);
    expect(nodeCount(blocks)).toBeLessThanOrEqual(MAX_NODES + 2 * 7);
    const last = blocks.at(-1)!;
    if (last.type === 'text') expect(text.slice(last.start)).toBe(last.text);
  });

  it('keeps every character of a capped answer: the rendered part, then the rest', () => {
    const text = 'Acme is **great**.\n\n'.repeat(5000);
    const blocks = parseAnswer(text);
    const rest = blocks.at(-1) as Extract<Block, { type: 'text' }>;
    expect(rest.type).toBe('text');
    expect(rest.start).toBeGreaterThan(0);
    expect(text.slice(rest.start)).toBe(rest.text);
    expect(blocks.slice(0, -1).every((b) => b.type === 'paragraph')).toBe(true);
  });

  it('still reads what it can within its bounds', () => {
    const nested = parseInline('**bold *and em* and `code`** [x](https://acme.example)', 0);
    expect(nested.map((n) => n.type)).toEqual(['strong', 'text', 'link']);
    expect(parseAnswer('## C# tips ##\n#### Heading')).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'C# tips', start: 3 }] },
      { type: 'heading', level: 4, children: [{ type: 'text', text: 'Heading', start: 19 }] },
    ]);
  });
});

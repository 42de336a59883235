import { describe, expect, it } from 'vitest';
import { innermostBlocks, isVerdict, readStructure } from './structure';

const ANSWER = `Intro paragraph.

## Best kettles

### 1. Kettlemax
A decent kettle.

### 2. Brightkettle
It boils fast.

1. **Boilo**
   - nested praise
2. Steamly

| Kettle | Pros | Rank |
|---|---|---|
| Aquaheat | quiet | 3 |

**Bottom line:** pick Brightkettle.
`;

describe('readStructure', () => {
  const blocks = readStructure(ANSWER);
  const at = (fragment: string) => {
    const offset = ANSWER.indexOf(fragment);
    return blocks[innermostBlocks(blocks, [offset])[0]];
  };

  it('keeps offsets into the original text for every block', () => {
    for (const block of blocks) expect(block.end).toBeGreaterThan(block.start);
    expect(ANSWER.slice(at('Kettlemax').start, at('Kettlemax').end)).toBe('### 1. Kettlemax');
    expect(ANSWER.slice(at('A decent').start, at('A decent').end)).toBe('A decent kettle.');
  });

  it("gives a heading its section, up to the next heading of the same or a higher level, and numbered headings their rank", () => {
    const kettlemax = at('Kettlemax');
    expect(kettlemax).toMatchObject({ kind: 'heading', level: 3, rank: 1 });
    expect(kettlemax.scopeEnd).toBe(ANSWER.indexOf('### 2.'));
    expect(at('Best kettles').scopeEnd).toBe(ANSWER.length);
    expect(blocks[at('A decent').parent]).toBe(kettlemax);
  });

  it('reads a list item with its nested lines, nested items inside it', () => {
    const boilo = at('Boilo');
    expect(boilo).toMatchObject({ kind: 'item', rank: 1 });
    expect(boilo.end).toBeGreaterThan(ANSWER.indexOf('nested praise'));
    const nested = at('nested praise');
    expect(nested).toMatchObject({ kind: 'item', level: 2 });
    expect(blocks[nested.parent]).toBe(boilo);
    expect(at('Steamly')).toMatchObject({ kind: 'item', rank: 2 });
  });

  it('reads a table row with its column headers and a rank column', () => {
    const row = at('Aquaheat');
    expect(row).toMatchObject({ kind: 'row', headers: ['kettle', 'pros', 'rank'], rank: 3 });
    expect(row.cells!.map((cell) => ANSWER.slice(cell.start, cell.end).trim())).toEqual(['Aquaheat', 'quiet', '3']);
  });

  it('marks closing verdicts in four languages, and bold lines as headings', () => {
    expect(at('Bottom line')).toMatchObject({ verdict: true });
    for (const opening of ['## Verdict', 'In short, X wins.', 'En résumé : X.', '**Fazit:** X.', 'En resumen, X.', '### Conclusion']) {
      expect(isVerdict(opening), opening).toBe(true);
    }
    expect(isVerdict('Shortly after launch, X grew.')).toBe(false);
    expect(readStructure('**Services to avoid**\n\n- X')[0]).toMatchObject({ kind: 'heading', level: 7 });
  });

  it('stays bounded on nesting no engine writes, and past its parsing bound reads paragraphs', () => {
    const deep = `${'> '.repeat(5_000)}x`;
    expect(() => readStructure(deep)).not.toThrow();
    const long = `${'word '.repeat(9_000)}\n\nlast paragraph`;
    const tail = readStructure(long).at(-1)!;
    expect(long.slice(tail.start, tail.end)).toBe('last paragraph');
  });
});

// An engine's answer rendered from its Markdown (web/lib/answer-markdown.ts) as React elements:
// React escapes every text, nothing is set as HTML, links open in a new tab without referrer.
// The brand's excerpts are highlighted where they fall in the answer.
import { Fragment, useMemo, type ReactNode } from 'react';
import { parseAnswer, parseInline, type Inline } from '@/lib/answer-markdown';
import { excerptRanges } from '@/lib/answer-text';

export function AnswerMarkdown({ text, excerpts }: { text: string; excerpts: readonly string[] }) {
  const blocks = useMemo(() => parseAnswer(text), [text]);
  const ranges = useMemo(() => excerptRanges(text, excerpts), [text, excerpts]);
  const inline = (nodes: Inline[]) => nodes.map((node, i) => <Fragment key={i}>{renderInline(node, ranges)}</Fragment>);
  return (
    <>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'heading':
            return <h4 key={i}>{inline(block.children)}</h4>;
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>{inline(item)}</li>
                ))}
              </List>
            );
          }
          case 'quote':
            return <blockquote key={i}>{inline(block.children)}</blockquote>;
          case 'code':
            return <pre key={i}>{highlighted(block.text, block.start, ranges)}</pre>;
          case 'text':
            return (
              <p key={i} className="answer-rest">
                {highlighted(block.text, block.start, ranges)}
              </p>
            );
          default:
            return <p key={i}>{inline(block.children)}</p>;
        }
      })}
    </>
  );
}

/** One line of Markdown (an excerpt): emphasis, code and links, no blocks. */
export function InlineMarkdown({ text }: { text: string }) {
  const nodes = useMemo(() => parseInline(text, 0), [text]);
  return nodes.map((node, i) => <Fragment key={i}>{renderInline(node, [])}</Fragment>);
}

function renderInline(node: Inline, ranges: [number, number][]): ReactNode {
  switch (node.type) {
    case 'text':
      return highlighted(node.text, node.start, ranges);
    case 'code':
      return <code>{highlighted(node.text, node.start, ranges)}</code>;
    case 'strong':
      return <strong>{node.children.map((child, i) => <Fragment key={i}>{renderInline(child, ranges)}</Fragment>)}</strong>;
    case 'em':
      return <em>{node.children.map((child, i) => <Fragment key={i}>{renderInline(child, ranges)}</Fragment>)}</em>;
    case 'link':
      return (
        <a href={node.href} target="_blank" rel="noopener nofollow noreferrer">
          {node.children.map((child, i) => <Fragment key={i}>{renderInline(child, ranges)}</Fragment>)}
        </a>
      );
  }
}

/** `text` (at `start` in the answer) with the parts inside `ranges` marked. */
function highlighted(text: string, start: number, ranges: [number, number][]): ReactNode {
  if (start < 0 || ranges.length === 0) return text;
  const end = start + text.length;
  const parts: ReactNode[] = [];
  let cursor = start;
  for (const [from, to] of ranges) {
    if (to <= cursor || from >= end) continue;
    const a = Math.max(from, cursor);
    const b = Math.min(to, end);
    if (a > cursor) parts.push(text.slice(cursor - start, a - start));
    parts.push(<mark key={a}>{text.slice(a - start, b - start)}</mark>);
    cursor = b;
  }
  if (cursor < end) parts.push(text.slice(cursor - start));
  return parts.length === 1 ? parts[0] : parts;
}

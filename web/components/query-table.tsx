'use client';
// The report's table of answers (prompt × engine), fast at thousands of rows: only the rows
// in view are in the page (@tanstack/react-virtual), filters and search run on a prepared
// index. A row opens the full answer with the brand's excerpts highlighted. Answers are
// untrusted: they are rendered as text, and only http(s) sources become links.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { answerPieces, safeHref } from '@/lib/answer-text';
import { engineLabel, formatNumber, hostOf } from '@/lib/format';
import type { QueryRow, Sentiment } from '@/lib/types';
import { Badge, Dialog, type Tone } from './ui';

const ROW_HEIGHT = 44;
const SENTIMENT_TONE: Record<Sentiment, Tone> = { POSITIVE: 'success', NEUTRAL: 'neutral', NEGATIVE: 'danger' };
const sentimentLabel = (s: Sentiment) => s[0] + s.slice(1).toLowerCase();

export function QueryTable({ rows }: { rows: QueryRow[] }) {
  const [engine, setEngine] = useState('');
  const [cited, setCited] = useState<'' | 'yes' | 'no'>('');
  const [sentiment, setSentiment] = useState<'' | Sentiment>('');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim().toLowerCase());
  const [open, setOpen] = useState<QueryRow | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);

  const engines = useMemo(() => [...new Set(rows.map((r) => r.provider))].sort(), [rows]);
  // Lower-cased prompt and answer, computed once: search stays instant at 2,000 rows.
  const haystacks = useMemo(() => rows.map((r) => `${r.prompt}\n${r.response}`.toLowerCase()), [rows]);
  const visible = useMemo(
    () =>
      rows.filter(
        (r, i) =>
          (!engine || r.provider === engine) &&
          (!cited || r.cited === (cited === 'yes')) &&
          (!sentiment || r.sentiment === sentiment) &&
          (!deferredSearch || haystacks[i].includes(deferredSearch)),
      ),
    [rows, haystacks, engine, cited, sentiment, deferredSearch],
  );

  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [engine, cited, sentiment, deferredSearch]);
  useEffect(() => {
    // For `npm run bench` and the e2e tests: when the table first shows its rows.
    if (rows.length > 0) performance.mark('geo-audit:report-table-ready');
  }, [rows.length]);

  return (
    <div>
      <div className="card-body filters" style={{ paddingBottom: 12 }}>
        <label className="visually-hidden" htmlFor="qt-search">
          Search prompts and answers
        </label>
        <input id="qt-search" className="input input-sm" type="search" placeholder="Search prompts and answers" value={search} onChange={(e) => setSearch(e.target.value)} />
        <label className="visually-hidden" htmlFor="qt-engine">
          Engine
        </label>
        <select id="qt-engine" className="select select-sm" value={engine} onChange={(e) => setEngine(e.target.value)}>
          <option value="">All engines</option>
          {engines.map((e) => (
            <option key={e} value={e}>
              {engineLabel(e)}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor="qt-cited">
          Cited
        </label>
        <select id="qt-cited" className="select select-sm" value={cited} onChange={(e) => setCited(e.target.value as typeof cited)}>
          <option value="">Cited or not</option>
          <option value="yes">Cited</option>
          <option value="no">Not cited</option>
        </select>
        <label className="visually-hidden" htmlFor="qt-sentiment">
          Sentiment
        </label>
        <select id="qt-sentiment" className="select select-sm" value={sentiment} onChange={(e) => setSentiment(e.target.value as typeof sentiment)}>
          <option value="">Any sentiment</option>
          <option value="POSITIVE">Positive</option>
          <option value="NEUTRAL">Neutral</option>
          <option value="NEGATIVE">Negative</option>
        </select>
        <span className="faint small" aria-live="polite" data-testid="query-count">
          {visible.length === rows.length ? `${formatNumber(rows.length)} answers` : `${formatNumber(visible.length)} of ${formatNumber(rows.length)} answers`}
        </span>
      </div>
      <div className="qt" data-testid="query-table" data-total-rows={rows.length}>
        <div className="qt-head" aria-hidden="true">
          <span>Prompt</span>
          <span>Engine</span>
          <span>Cited</span>
          <span className="hide-sm">Sentiment</span>
          <span className="hide-sm">Sources</span>
        </div>
        {visible.length === 0 ? (
          <div className="qt-empty">{rows.length === 0 ? 'No answer yet.' : 'No answer matches these filters.'}</div>
        ) : (
          <div ref={scrollRef} className="qt-scroll" style={{ height: Math.min(560, visible.length * ROW_HEIGHT + 2) }}>
            <ul aria-label="Answers" style={{ height: virtualizer.getTotalSize(), listStyle: 'none', margin: 0, padding: 0, position: 'relative' }}>
              {virtualizer.getVirtualItems().map((item) => {
                const row = visible[item.index];
                return (
                  <li key={row.id}>
                    <button
                      type="button"
                      className="qt-row"
                      style={{ transform: `translateY(${item.start}px)` }}
                      onClick={() => setOpen(row)}
                      aria-label={`${row.prompt} — ${engineLabel(row.provider)}, ${row.cited ? 'cited' : 'not cited'}, ${sentimentLabel(row.sentiment)}. Open the answer.`}
                    >
                      <span className="ellipsis">{row.prompt}</span>
                      <span className="ellipsis muted">{engineLabel(row.provider)}</span>
                      <span>{row.cited ? <Badge tone="success">Cited</Badge> : <Badge>No</Badge>}</span>
                      <span className="hide-sm">
                        <Badge tone={SENTIMENT_TONE[row.sentiment]}>{sentimentLabel(row.sentiment)}</Badge>
                      </span>
                      <span className="hide-sm ellipsis faint small">
                        {row.sources.length ? `${row.sources.length} · ${hostOf(row.sources[0])}` : '—'}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </div>
      <AnswerDialog row={open} onClose={() => setOpen(null)} />
    </div>
  );
}

export function AnswerDialog({ row, onClose }: { row: QueryRow | null; onClose: () => void }) {
  const pieces = useMemo(() => (row ? answerPieces(row.response, row.citations.map((c) => c.excerpt)) : []), [row]);
  return (
    <Dialog
      open={!!row}
      onClose={onClose}
      wide
      title={row?.prompt ?? ''}
      description={
        row ? (
          <span className="row" style={{ marginTop: 6 }}>
            <Badge tone="accent">{engineLabel(row.provider)}</Badge>
            {row.cited ? <Badge tone="success">Cited</Badge> : <Badge>Not cited</Badge>}
            <Badge tone={SENTIMENT_TONE[row.sentiment]}>{sentimentLabel(row.sentiment)}</Badge>
          </span>
        ) : undefined
      }
    >
      {row && (
        <>
          <section aria-label="Answer">
            <h3 style={{ marginBottom: 8 }}>Answer</h3>
            <div className="answer" data-testid="answer-text">
              {pieces.map((piece, i) => {
                const content = piece.href ? (
                  <a href={piece.href} target="_blank" rel="noopener nofollow noreferrer">
                    {piece.text}
                  </a>
                ) : (
                  piece.text
                );
                return piece.highlight ? <mark key={i}>{content}</mark> : <span key={i}>{content}</span>;
              })}
            </div>
          </section>
          {row.citations.length > 0 && (
            <section aria-label="Brand excerpts">
              <h3 style={{ marginBottom: 8 }}>Where your brand appears</h3>
              <ul className="source-list">
                {row.citations.map((c) => (
                  <li key={c.id}>
                    <span>{c.excerpt}</span>{' '}
                    <span className="faint small">
                      · confidence {Math.round(c.confidence * 100)}% · {sentimentLabel(c.sentiment)}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-label="Sources">
            <h3 style={{ marginBottom: 8 }}>Sources cited by the engine</h3>
            {row.sources.length === 0 ? (
              <p className="muted small">None.</p>
            ) : (
              <ol className="source-list">
                {row.sources.map((source, i) => {
                  const href = safeHref(source);
                  return (
                    <li key={i}>
                      {href ? (
                        <a href={href} target="_blank" rel="noopener nofollow noreferrer">
                          {source}
                        </a>
                      ) : (
                        <span>{source}</span>
                      )}
                    </li>
                  );
                })}
              </ol>
            )}
          </section>
        </>
      )}
    </Dialog>
  );
}

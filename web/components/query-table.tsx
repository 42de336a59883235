'use client';
// The report's table of answers, fast at thousands of rows: only the rows in view are in the
// page (@tanstack/react-virtual), filters and search run on a prepared index. The samples of
// one prompt × engine are one row ("cited in 2 of 3") that opens to each answer; a row of a
// single answer opens it at once, its Markdown rendered with the brand's excerpts highlighted.
// Answers are untrusted: rendered as React text (no HTML), only http(s) addresses become links.
// On phones each row is a card: the prompt on its own lines, then engine, cited and sentiment.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useEffect, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { safeHref } from '@/lib/answer-text';
import { engineLabel, formatNumber, hostOf, plural } from '@/lib/format';
import { citedText, groupAnswers, sampleLabel, type AnswerGroup } from '@/lib/measurements';
import type { QueryRow, Sentiment } from '@/lib/types';
import { AnswerMarkdown, InlineMarkdown } from './answer-markdown';
import { ChevronRightIcon } from './icons';
import type { AnswersRequest } from './report-summary';
import { AnswerReview } from './answer-review';
import { Badge, Dialog, type Tone } from './ui';

const NO_ROWS: QueryRow[] = [];
const ROW_HEIGHT = 44;
/** a row as a card on phones: two lines of prompt, then engine and badges */
const CARD_HEIGHT = 84;
const PHONE = '(max-width: 860px)';

const SENTIMENT_TONE: Record<Sentiment, Tone> = { POSITIVE: 'success', NEUTRAL: 'neutral', NEGATIVE: 'danger' };
const sentimentLabel = (s: Sentiment) => s[0] + s.slice(1).toLowerCase();

/** Whether the screen is a phone's (the layout's breakpoint); false on the server, then the truth. */
function usePhone(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(PHONE);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}

/** A line of the virtual list: a prompt × engine, or one of its samples when the group is open. */
type Item = { group: AnswerGroup; row?: QueryRow };

/** `request`: what evidence elsewhere on the report asks of the table (open an answer, filter). */
export function QueryTable({ rows: latestRows, request }: { rows: QueryRow[]; request?: AnswersRequest | null }) {
  // Thousands of rows render in the background, in short slices (a deferred value), after the
  // rest of the report: a phone shows the report's top without a long blocking task.
  const rows = useDeferredValue(latestRows, NO_ROWS);
  const loading = rows !== latestRows;
  const [engine, setEngine] = useState('');
  const [cited, setCited] = useState<'' | 'yes' | 'no'>('');
  const [sentiment, setSentiment] = useState<'' | Sentiment>('');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim().toLowerCase());
  const [open, setOpen] = useState<{ row: QueryRow; of: number } | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowHeight = usePhone() ? CARD_HEIGHT : ROW_HEIGHT;
  // Each request is applied once (a later refetch of the rows does not apply it again).
  const applied = useRef<AnswersRequest | null>(null);
  useEffect(() => {
    if (!request || applied.current === request) return;
    applied.current = request;
    if ('openId' in request) {
      const row = latestRows.find((r) => r.id === request.openId);
      if (row) setOpen({ row, of: latestRows.filter((r) => r.prompt === row.prompt && r.provider === row.provider).length });
    } else if ('search' in request) {
      setEngine('');
      setSearch(request.search);
    } else {
      setSearch('');
      setEngine(request.engine);
    }
  }, [request, latestRows]);

  // The samples of one prompt × engine together (docs/guide/dashboard.md); filters and search pick
  // groups: "cited" is a group cited at least once, "not cited" one never cited.
  const groups = useMemo(() => groupAnswers(rows), [rows]);
  const grouped = groups.length < rows.length;
  const engines = useMemo(() => [...new Set(groups.map((g) => g.provider))].sort(), [groups]);
  // Lower-cased prompt and answers, computed when a search starts and kept while it goes on:
  // searching stays instant at 2,000 rows, and the first screen does not pay for it.
  const searching = deferredSearch !== '';
  const haystacks = useMemo(
    () => (searching ? groups.map((g) => `${g.prompt}\n${g.rows.map((r) => r.response).join('\n')}`.toLowerCase()) : []),
    [groups, searching],
  );
  const visible = useMemo(
    () =>
      groups.filter(
        (g, i) =>
          (!engine || g.provider === engine) &&
          (!cited || (g.cited > 0) === (cited === 'yes')) &&
          (!sentiment || g.rows.some((r) => r.sentiment === sentiment)) &&
          (!deferredSearch || haystacks[i].includes(deferredSearch)),
      ),
    [groups, haystacks, engine, cited, sentiment, deferredSearch],
  );
  const items = useMemo<Item[]>(
    () =>
      expanded.size === 0
        ? visible.map((group) => ({ group }))
        : visible.flatMap((group) => (expanded.has(group.key) ? [{ group }, ...group.rows.map((row) => ({ group, row }))] : [{ group }])),
    [visible, expanded],
  );
  const visibleAnswers = useMemo(() => visible.reduce((n, g) => n + g.rows.length, 0), [visible]);

  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => items[index].row?.id ?? items[index].group.key,
    overscan: 12,
  });
  // Rows change height between the table (desktop) and cards (phones): measure again.
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [engine, cited, sentiment, deferredSearch]);
  useEffect(() => {
    // For `npm run bench` and the e2e tests: when the table first shows its rows.
    if (rows.length > 0) performance.mark('geo-audit:report-table-ready');
  }, [rows.length]);

  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const count =
    visible.length === groups.length
      ? grouped
        ? `${formatNumber(rows.length)} answers to ${plural(groups.length, 'prompt × engine', 'prompts × engines')}`
        : `${formatNumber(rows.length)} answers`
      : `${formatNumber(visibleAnswers)} of ${formatNumber(rows.length)} answers`;

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
          <option value="yes">{grouped ? 'Cited at least once' : 'Cited'}</option>
          <option value="no">{grouped ? 'Never cited' : 'Not cited'}</option>
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
          {count}
        </span>
      </div>
      <div className="qt" data-testid="query-table" data-total-rows={latestRows.length}>
        <div className="qt-head" aria-hidden="true">
          <span>Prompt</span>
          <span>Engine</span>
          <span>Cited</span>
          <span className="hide-sm">Sentiment</span>
          <span className="hide-sm">Sources</span>
        </div>
        {loading ? (
          <div className="qt-empty" style={{ height: Math.min(560, latestRows.length * rowHeight + 2) }}>
            Loading the answers…
          </div>
        ) : visible.length === 0 ? (
          <div className="qt-empty">{rows.length === 0 ? 'No answer yet.' : 'No answer matches these filters.'}</div>
        ) : (
          <div ref={scrollRef} className="qt-scroll" style={{ height: Math.min(560, items.length * rowHeight + 2) }}>
            <ul aria-label="Answers" style={{ height: virtualizer.getTotalSize(), listStyle: 'none', margin: 0, padding: 0, position: 'relative' }}>
              {virtualizer.getVirtualItems().map((virtual) => {
                const { group, row } = items[virtual.index];
                const style = { transform: `translateY(${virtual.start}px)` };
                if (row) {
                  return (
                    <li key={virtual.key}>
                      <SampleRow row={row} of={group.rows.length} style={style} onOpen={() => setOpen({ row, of: group.rows.length })} />
                    </li>
                  );
                }
                const single = group.rows.length === 1;
                const isOpen = expanded.has(group.key);
                const citedLabel = citedText(group);
                return (
                  <li key={virtual.key}>
                    <button
                      type="button"
                      className="qt-row"
                      style={style}
                      data-testid="answer-group"
                      onClick={() => (single ? setOpen({ row: group.rows[0], of: 1 }) : toggle(group.key))}
                      aria-expanded={single ? undefined : isOpen}
                      aria-label={`${group.prompt} — ${engineLabel(group.provider)}, ${citedLabel.toLowerCase()}${single ? `, ${sentimentLabel(group.rows[0].sentiment)}. Open the answer.` : `. ${isOpen ? 'Hide' : 'Show'} the ${group.rows.length} answers.`}`}
                    >
                      <span className="qt-prompt">
                        {!single && <ChevronRightIcon className={`qt-chevron${isOpen ? ' open' : ''}`} width={14} height={14} aria-hidden="true" />}
                        <span className="ellipsis">{group.prompt}</span>
                        <CorrectedMark rows={group.rows} />
                      </span>
                      <span className="ellipsis muted">{engineLabel(group.provider)}</span>
                      <span>
                        <CitedBadge cited={group.cited} of={group.shown} />
                      </span>
                      <span className="hide-sm">
                        {group.sentiment ? <Badge tone={SENTIMENT_TONE[group.sentiment]}>{sentimentLabel(group.sentiment)}</Badge> : <Badge>Mixed</Badge>}
                      </span>
                      <span className="hide-sm ellipsis faint small">{group.sources.length ? `${group.sources.length} · ${hostOf(group.sources[0])}` : '—'}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </div>
      {/* The row as it is now: a correction made in the dialog shows at once in its header too. */}
      <AnswerDialog row={open ? (latestRows.find((r) => r.id === open.row.id) ?? open.row) : null} of={open?.of ?? 1} onClose={() => setOpen(null)} />
    </div>
  );
}

/** "Cited" / "No" for one answer; "Cited in 2 of 3" for the samples of a prompt × engine ("2 of 3" on phones). */
function CitedBadge({ cited, of }: { cited: number; of: number }) {
  if (of === 0) return <Badge>Not shown</Badge>;
  if (of === 1) return cited ? <Badge tone="success">Cited</Badge> : <Badge>No</Badge>;
  return (
    <Badge tone={cited === of ? 'success' : cited > 0 ? 'accent' : 'neutral'}>
      <span>
        <span className="hide-sm">Cited in </span>
        {cited} of {of}
      </span>
    </Badge>
  );
}

/** What the analysis said before a reviewer's correction, in words. */
const originalReading = (row: QueryRow) =>
  row.corrected ? `${row.corrected.original.cited ? 'cited' : 'not cited'}, ${sentimentLabel(row.corrected.original.sentiment)}` : '';

/** "corrected" beside a row a reviewer corrected; the analysis' own reading on hover. */
function CorrectedMark({ rows }: { rows: QueryRow[] }) {
  const corrected = rows.filter((r) => r.corrected);
  if (corrected.length === 0) return null;
  const title = corrected.map((r) => `${rows.length > 1 ? `${sampleLabel(r, rows.length)}: ` : ''}corrected by review; the analysis said ${originalReading(r)}`).join('\n');
  return (
    <span className="corrected-mark" title={title} data-testid="corrected-mark">
      {' '}corrected<span className="visually-hidden"> ({title})</span>
    </span>
  );
}

/** One sample of an open group: opens its answer. */
function SampleRow({ row, of, style, onOpen }: { row: QueryRow; of: number; style: CSSProperties; onOpen: () => void }) {
  return (
    <button
      type="button"
      className="qt-row qt-sample"
      style={style}
      data-testid="answer-sample"
      onClick={onOpen}
      aria-label={`${sampleLabel(row, of)}: ${row.cited ? 'cited' : 'not cited'}, ${sentimentLabel(row.sentiment)}. Open the answer.`}
    >
      <span className="ellipsis">
        {sampleLabel(row, of)}
        {row.modelVersion && <span className="faint small"> · {row.modelVersion}</span>}
        <CorrectedMark rows={[row]} />
      </span>
      <span />
      <span>{row.shown === false ? <Badge>Not shown</Badge> : row.cited ? <Badge tone="success">Cited</Badge> : <Badge>No</Badge>}</span>
      <span className="hide-sm">
        <Badge tone={SENTIMENT_TONE[row.sentiment]}>{sentimentLabel(row.sentiment)}</Badge>
      </span>
      <span className="hide-sm ellipsis faint small">{row.sources.length ? `${row.sources.length} · ${hostOf(row.sources[0])}` : '—'}</span>
    </button>
  );
}

export function AnswerDialog({ row, of = 1, onClose }: { row: QueryRow | null; of?: number; onClose: () => void }) {
  const excerpts = useMemo(() => row?.citations.map((c) => c.excerpt) ?? [], [row]);
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
            {of > 1 && <Badge>{sampleLabel(row, of)}</Badge>}
            {row.shown === false ? <Badge>No AI answer shown</Badge> : row.cited ? <Badge tone="success">Cited</Badge> : <Badge>Not cited</Badge>}
            <Badge tone={SENTIMENT_TONE[row.sentiment]}>{sentimentLabel(row.sentiment)}</Badge>
            {row.corrected && (
              <span className="faint small" data-testid="dialog-correction">
                Corrected by review; the analysis said {originalReading(row)}
              </span>
            )}
            {row.modelVersion && <span className="faint small">{row.modelVersion}</span>}
          </span>
        ) : undefined
      }
    >
      {row && (
        <>
          <section aria-label="Answer">
            <h3 style={{ marginBottom: 8 }}>Answer</h3>
            <div className="answer answer-md" data-testid="answer-text" tabIndex={0} role="region" aria-label="Answer text (scrolls)">
              {row.shown === false ? (
                <p className="muted">
                  {engineLabel(row.provider)} showed no AI answer for this search. That is a finding, not a failure: it is left out of every rate and counted as
                  not shown.
                </p>
              ) : (
                <AnswerMarkdown text={row.response} excerpts={excerpts} />
              )}
            </div>
          </section>
          {row.corrected && !row.cited && (
            <section aria-label="Brand excerpts">
              <h3 style={{ marginBottom: 8 }}>Where your brand appears</h3>
              <p className="small muted" data-testid="excerpts-corrected">
                Nowhere, after review: a reviewer marked this answer not about you. The analysis had read it as {originalReading(row)}.
              </p>
            </section>
          )}
          {row.citations.length > 0 && (
            <section aria-label="Brand excerpts">
              <h3 style={{ marginBottom: 8 }}>Where your brand appears</h3>
              {row.corrected && (
                <p className="small muted" data-testid="excerpts-corrected">
                  Corrected by review: {row.cited ? 'about you' : 'not about you'}, {sentimentLabel(row.sentiment)}. The analysis said {originalReading(row)}; the
                  sentiment beside each passage is the analysis&apos; own.
                </p>
              )}
              <ul className="source-list">
                {row.citations.map((c) => (
                  <li key={c.id}>
                    <span>
                      <InlineMarkdown text={c.excerpt} />
                    </span>{' '}
                    <span className="faint small">
                      · confidence {Math.round(c.confidence * 100)}% · {sentimentLabel(c.sentiment)}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <AnswerReview row={row} />
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

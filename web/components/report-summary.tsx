'use client';
// The top of the report, built around decisions (docs/guide/dashboard.md): what changed since the
// last comparable audit and whether it is beyond noise, where competitors are named or cited
// instead of you, and the top suggestions, each with a way to its evidence (an answer opened,
// the answers filtered, or the page that shows it).
import Link from 'next/link';
import { engineLabel, plural } from '@/lib/format';
import { changeVerdict, comparisonSentence, DEFINITIONS, likelyText, reportSentence, signed, type ComparisonState } from '@/lib/measurements';
import { useCitationGaps, useSuggestions } from '@/lib/queries';
import type { AuditDetail, ReportContext, Suggestion } from '@/lib/types';
import { InfoTip } from './measurements';
import { Badge, Card, CardHeader, ErrorState, Skeleton } from './ui';

/** What a piece of evidence asks the answers table to do. */
export type AnswersRequest = { openId: string } | { search: string } | { engine: string };

const TOP = 3;

export function ReportSummary({ audit, state, context, onAnswers }: {
  audit: AuditDetail;
  state: ComparisonState | null;
  context: ReportContext | undefined;
  onAnswers: (request: AnswersRequest) => void;
}) {
  return (
    <>
      <ReportSentence audit={audit} context={context} />
      <div className="summary-grid" data-testid="report-summary">
      <WhatChanged audit={audit} state={state} />
      <CompetitorGaps audit={audit} onAnswers={onAnswers} />
        <TopSuggestions audit={audit} onAnswers={onAnswers} />
      </div>
    </>
  );
}

/**
 * The report in one sentence, with the range, then the score and the share of voice in one
 * line: three figures that read differently, each with its (i) saying what it counts.
 */
function ReportSentence({ audit, context }: { audit: AuditDetail; context: ReportContext | undefined }) {
  const { citationRate, citationRateInterval } = audit.analytics;
  // The sentence compares namings over every answer, as its rate does; the share of voice
  // beside it covers the prompts that do not name you, as everywhere by default.
  const brandVoice = context?.shareOfVoice.unbranded.find((v) => v.isBrand);
  const hasRivals = !!context?.shareOfVoice.unbranded.some((v) => !v.isBrand);
  return (
    <Card aria-label="In one sentence" className="card-body stack" style={{ gap: 8 }}>
      <p className="report-sentence" data-testid="report-sentence">
        {context ? reportSentence(citationRate, citationRateInterval, context.shareOfVoice.all) : reportSentence(citationRate, citationRateInterval, [])}
      </p>
      <div className="row small muted" style={{ gap: 16, flexWrap: 'wrap', position: 'relative' }}>
        <span className="figure-label">
          Named in {citationRate}%
          <InfoTip label="What does “named in” mean?">{DEFINITIONS.namedIn}</InfoTip>
        </span>
        <span className="figure-label">
          Visibility score {audit.score} / 100
          <InfoTip label="What is the visibility score?">{DEFINITIONS.score}</InfoTip>
        </span>
        {hasRivals && brandVoice && (
          <span className="figure-label">
            Share of voice {brandVoice.share}% (prompts not naming you)
            <InfoTip label="What is the share of voice?">{DEFINITIONS.shareOfVoice}</InfoTip>
          </span>
        )}
      </div>
    </Card>
  );
}

function WhatChanged({ audit, state }: { audit: AuditDetail; state: ComparisonState | null }) {
  const comparison = state?.kind === 'compared' ? state.comparison : null;
  const { citationRate, citationRateInterval } = audit.analytics;
  const verdict = comparison ? changeVerdict(comparison.change) : null;
  const moved = comparison?.providers.filter((p) => p.significant) ?? [];
  return (
    <Card aria-labelledby="changed-title" className="summary-card">
      <CardHeader id="changed-title" title="Since the last audit" />
      <div className="card-body stack" style={{ gap: 10 }}>
        <p className="summary-lead">
          Cited in <strong>{citationRate}%</strong> of answers <span className="muted small">· {likelyText(citationRateInterval)}</span>
        </p>
        {comparison && verdict ? (
          <>
            <p className="row" style={{ gap: 8 }} data-testid="summary-change" data-change={comparison.change}>
              <Badge tone={verdict.tone}>{verdict.label}</Badge>
              <span>
                {comparison.citationRate}% → {citationRate}%, {signed(comparison.citationRateDelta)} points
                <span className="muted">
                  {' '}
                  (range {signed(comparison.citationRateDeltaInterval.low)} to {signed(comparison.citationRateDeltaInterval.high)})
                </span>
              </span>
            </p>
            <p className="small muted">
              {comparison.change === 'none'
                ? 'The range of the change includes 0: it could be the noise of the answers, not a real change.'
                : 'The range of the change excludes 0: a real change, not noise.'}
              {moved.length > 0 && ` Beyond noise: ${moved.map((p) => `${engineLabel(p.provider)} ${signed(p.rateDelta)} points`).join(', ')}.`}
            </p>
          </>
        ) : (
          // No state yet: the previous audit is still being read.
          state ? <p className="small muted">{comparisonSentence(state)}</p> : <Skeleton height={14} width="80%" />
        )}
      </div>
    </Card>
  );
}

function CompetitorGaps({ audit, onAnswers }: { audit: AuditDetail; onAnswers: (request: AnswersRequest) => void }) {
  const projectId = audit.project.id;
  const gaps = useCitationGaps(projectId, `audit_id=${audit.id}`);
  const rows = new Set(audit.queries.map((q) => q.id));
  return (
    <Card aria-labelledby="gaps-title" className="summary-card">
      <CardHeader id="gaps-title" title="Competitors cited instead of you" />
      <div className="card-body stack" style={{ gap: 10 }}>
        {gaps.isPending ? (
          <Skeleton height={14} width="80%" />
        ) : gaps.isError ? (
          <ErrorState error={gaps.error} onRetry={() => gaps.refetch()} />
        ) : gaps.data.length === 0 ? (
          <p className="small muted">No answer names or cites a competitor without naming you.</p>
        ) : (
          <>
            <ul className="summary-list">
              {gaps.data.slice(0, TOP).map((gap) => {
                const evidence = gap.evidence.find((e) => rows.has(e.query_id));
                return (
                  <li key={gap.id}>
                    <span className="summary-item-title">“{gap.prompt}”</span>
                    <span className="small muted">
                      {engineLabel(gap.engine)}: {gap.competitors.map((c) => c.name).join(', ')} and not you, in {gap.gap_answers} of {plural(gap.answers, 'answer')}.{' '}
                    </span>
                    {evidence && (
                      <button type="button" className="link-button small" onClick={() => onAnswers({ openId: evidence.query_id })}>
                        Read the answer
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
            <Link className="small" href={`/projects/${projectId}/gaps?audit=${audit.id}`}>
              {gaps.data.length > TOP ? `All ${gaps.data.length} gaps, with the pages behind them` : 'The pages behind them'}
            </Link>
          </>
        )}
      </div>
    </Card>
  );
}

function TopSuggestions({ audit, onAnswers }: { audit: AuditDetail; onAnswers: (request: AnswersRequest) => void }) {
  const projectId = audit.project.id;
  const suggestions = useSuggestions(projectId);
  const open = suggestions.data?.filter((s) => s.status === 'open').slice(0, TOP) ?? [];
  return (
    <Card aria-labelledby="todo-title" className="summary-card">
      <CardHeader id="todo-title" title="What to do" />
      <div className="card-body stack" style={{ gap: 10 }}>
        {suggestions.isPending ? (
          <Skeleton height={14} width="80%" />
        ) : suggestions.isError ? (
          <ErrorState error={suggestions.error} onRetry={() => suggestions.refetch()} />
        ) : open.length === 0 ? (
          <p className="small muted">No open suggestion.</p>
        ) : (
          <ol className="summary-list">
            {open.map((s) => (
              <li key={s.id}>
                <span className="summary-item-title">{s.title}</span>
                <EvidenceLink suggestion={s} audit={audit} onAnswers={onAnswers} />
              </li>
            ))}
          </ol>
        )}
        <Link className="small" href={`/projects/${projectId}`}>
          All suggestions
        </Link>
      </div>
    </Card>
  );
}

/** The way from a suggestion to what shows it (evidence shapes: docs/guide/sources-and-gaps.md). */
function EvidenceLink({ suggestion, audit, onAnswers }: { suggestion: Suggestion; audit: AuditDetail; onAnswers: (request: AnswersRequest) => void }) {
  const first = suggestion.evidence[0] as Record<string, unknown> | string | undefined;
  const projectId = audit.project.id;
  const button = (label: string, request: AnswersRequest) => (
    <button type="button" className="link-button small" onClick={() => onAnswers(request)}>
      {label}
    </button>
  );
  const link = (label: string, href: string) => (
    <Link className="small" href={href}>
      {label}
    </Link>
  );
  if (suggestion.type === 'competitor_gap' && first && typeof first === 'object') {
    const answers = (first.answers as { query_id: string }[] | undefined) ?? [];
    const here = answers.find((a) => audit.queries.some((q) => q.id === a.query_id));
    if (here) return button('Read the answer', { openId: here.query_id });
    if (typeof first.prompt === 'string') return button('See the answers', { search: first.prompt });
  }
  if (suggestion.type === 'negative_sentiment' && typeof first === 'string') return button('See the answers', { search: first.replace(/^…|…$/g, '').slice(0, 60) });
  if (suggestion.type === 'weak_engine' && first && typeof first === 'object' && typeof first.engine === 'string') {
    return button(`See ${engineLabel(first.engine)}'s answers`, { engine: first.engine });
  }
  if (suggestion.type === 'source_gap') return link('See the sources', `/projects/${projectId}/sources?audit=${audit.id}`);
  if (suggestion.type === 'site') return link('See the site check', `/projects/${projectId}#site-check`);
  return null;
}

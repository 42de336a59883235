'use client';
// The report of one audit (the GitHub Action links here), built around decisions 
// (docs/guide/dashboard.md): first what changed since the previous comparable audit and whether beyond
// noise, where competitors are cited instead of you, and what to do, each with its evidence;
// then every answer (the samples of a prompt × engine together); then the figures with their
// 95 % ranges, the charts (each saying how it is computed), the failed queries, and the raw
// data as CSV or JSON.
import { useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useParams } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AlertIcon, ChartIcon, DownloadIcon } from '@/components/icons';
import { DemoNotice } from '@/components/demo-notice';
import { ReviewFigures } from '@/components/answer-review';
import { CompetitorsCard } from '@/components/competitors';
import { QueryTable } from '@/components/query-table';
import { ReportSummary, type AnswersRequest } from '@/components/report-summary';
import { ShownFigures, SurfaceRates } from '@/components/search-pages';
import { SURFACES, surfaceOf } from '@/server/models/catalogue';
import { ChangeBadge, ComparisonCard, InfoTip, LikelyRange } from '@/components/measurements';
import { CrawlerWarning, DeployChanges, DeploymentLabel } from '@/components/deploys';
import { Alert, Card, CardHeader, DataTable, EmptyState, ErrorState, LoadingCard, ProgressBar, StatusBadge } from '@/components/ui';
import { ApiClientError } from '@/lib/api-client';
import { engineLabel, formatDateTime, formatDuration, formatNumber, formatUsd, plural } from '@/lib/format';
import { comparisonSentence, comparisonState, DEFINITIONS, rangeText, readerSentence, samplesText, type ComparisonState } from '@/lib/measurements';
import { isInProgress, keys, refreshAfterWrite, useAuditDetail, useAuditProgress, useReportContext } from '@/lib/queries';
import { regionName } from '@/lib/regions';
import type { AuditDetail, ReportContext } from '@/lib/types';

// The charts (recharts, the page's largest script) load when they come near the screen: on a
// phone they are far below the first screen, and the answers come first (docs/guide/dashboard.md).
const ReportCharts = dynamic(() => import('@/components/report-charts'), { ssr: false, loading: () => <ChartsPlaceholder /> });

export default function AuditReportPage() {
  const { projectId, auditId } = useParams<{ projectId: string; auditId: string }>();
  const detail = useAuditDetail(projectId, auditId);
  const running = isInProgress(detail.data?.status);
  const progress = useAuditProgress(projectId, running ? auditId : undefined);
  const context = useReportContext(projectId, auditId, !!detail.data && !running);
  const queryClient = useQueryClient();
  const [answersRequest, setAnswersRequest] = useState<AnswersRequest | null>(null);
  const answersRef = useRef<HTMLElement>(null);
  // Evidence asks the answers table to open an answer or to filter; the table comes into view.
  const showAnswers = (request: AnswersRequest) => {
    setAnswersRequest(request);
    if (!('openId' in request)) answersRef.current?.scrollIntoView({ block: 'start' });
  };

  // When the audit being followed ends, read the finished report.
  useEffect(() => {
    if (running && progress.data && !isInProgress(progress.data.status)) {
      refreshAfterWrite(queryClient, keys.audit(projectId, auditId));
      refreshAfterWrite(queryClient, keys.audits(projectId));
    }
  }, [running, progress.data, projectId, auditId, queryClient]);

  if (detail.isPending) return <LoadingCard rows={6} label="Loading the report" />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiClientError && detail.error.status === 404;
    return (
      <div className="page">
        <Card>
          {missing ? (
            <EmptyState icon={<ChartIcon />} title="Audit not found" actions={<Link className="btn" href="/projects">Back to projects</Link>}>
              This audit does not exist, was deleted with its project, or belongs to another organisation.
            </EmptyState>
          ) : (
            <ErrorState error={detail.error} onRetry={() => detail.refetch()} />
          )}
        </Card>
      </div>
    );
  }
  const audit = detail.data;
  // Compared only with an audit of the same basis (docs/guide/repeatable-measurements.md).
  const state = audit.status === 'COMPLETED' && context.data ? comparisonState(audit, context.data.previous) : null;
  const exportUrl = (format: 'csv' | 'json', table = 'answers') => `/api/app/projects/${projectId}/audits/${auditId}/export?format=${format}&table=${table}`;
  return (
    <div className="page">
      <div>
        <nav className="breadcrumbs" aria-label="Breadcrumb">
          <Link href="/projects">Projects</Link> <span aria-hidden="true">/</span>
          <Link href={`/projects/${projectId}`}>{audit.project.name}</Link> <span aria-hidden="true">/</span>
          <span>Audit</span>
        </nav>
        <div className="page-header">
          <div>
            <h1 className="row">
              Audit report <StatusBadge status={audit.status} />
            </h1>
            <p className="subtitle">
              {formatDateTime(audit.createdAt)} · {audit.technicalDetails.model} · {regionName(audit.technicalDetails.region)} · {samplesText(audit.samples)}
              {audit.completedAt && ` · ${formatDuration(audit.duration)}`} · from the {audit.source.replace('_', ' ')}
              {` · provider cost ${formatUsd(audit.usage.costUsd)}`}
              {audit.deployment && (
                <>
                  {' · after the '}
                  <DeploymentLabel deployment={audit.deployment} />
                </>
              )}
            </p>
          </div>
          {audit.status === 'COMPLETED' && (
            <div className="page-actions">
              <Link className="btn" href={`/projects/${projectId}/sources?audit=${audit.id}`}>
                Sources
              </Link>
              <Link className="btn" href={`/projects/${projectId}/gaps?audit=${audit.id}`}>
                Citation gaps
              </Link>
              <a className="btn" href={exportUrl('csv')} download title="One line per answer (docs: Exports)">
                <DownloadIcon /> Export CSV
              </a>
              <a className="btn" href={exportUrl('csv', 'prompts')} download title="One line per prompt and engine: answers, cited, rate and range">
                <DownloadIcon /> CSV per prompt
              </a>
              <a className="btn" href={exportUrl('csv', 'brands')} download title="One line per tracked brand and engine: answers naming it, rate and range, average position">
                <DownloadIcon /> CSV per brand
              </a>
              <a className="btn" href={exportUrl('json')} download>
                <DownloadIcon /> JSON
              </a>
            </div>
          )}
        </div>
      </div>

      {audit.simulated && <DemoNotice subject="audit" />}
      {running ? (
        <Card aria-labelledby="live-title">
          <CardHeader id="live-title" title="This audit is running" description="The report appears as soon as every engine has answered." />
          <div className="card-body stack" style={{ gap: 8 }}>
            <div className="spread">
              <span className="muted small">{(progress.data?.status ?? audit.status) === 'PENDING' ? 'Waiting for a worker…' : 'Asking the engines…'}</span>
              <strong aria-live="polite">{progress.data?.currentProgress ?? audit.currentProgress}%</strong>
            </div>
            <ProgressBar value={progress.data?.currentProgress ?? audit.currentProgress} label="Audit progress" />
          </div>
        </Card>
      ) : (
        <>
          {audit.status === 'FAILED' && (
            <Alert>
              <AlertIcon width={18} height={18} />
              <span>
                <strong>This audit failed.</strong> {context.data?.error ?? ''} Answers received before the failure are shown below.
              </span>
            </Alert>
          )}
          {/* A newly blocked AI crawler first: it explains a coming drop (docs/guide/deploys.md). */}
          {state?.kind === 'compared' && <CrawlerWarning comparison={state.comparison} />}
          {audit.status === 'COMPLETED' && <ReportSummary audit={audit} state={state} context={context.data} onAnswers={showAnswers} />}
          {audit.retention && (
            // docs/operations/retention.md: the texts are gone, the figures are not.
            <Alert tone="info">
              <span data-testid="retention-notice">
                <strong>
                  {plural(audit.retention.answersPruned, 'answer')} pruned on {formatDateTime(audit.retention.prunedAt)}
                </strong>{' '}
                under this server&apos;s retention setting: their texts and excerpts are no longer stored; the score, the figures and the
                sources are kept.
              </span>
            </Alert>
          )}
          <Card aria-labelledby="answers-title" ref={answersRef} style={{ scrollMarginTop: 64 }}>
            <CardHeader
              id="answers-title"
              title="Answers"
              description={
                audit.samples > 1
                  ? `Every prompt asked ${audit.samples} times to every engine. Open a row to see each answer.`
                  : 'Every prompt asked to every engine. Open a row to read the full answer.'
              }
            />
            <QueryTable rows={audit.queries} request={answersRequest} />
          </Card>
          <h2 className="section-title">The figures</h2>
          <Kpis audit={audit} state={state} context={context.data} />
          <ShownFigures audit={audit} trend={context.data?.trend} />
          {context.data && (
            <WhenNearScreen placeholder={<ChartsPlaceholder />}>
              <ReportCharts audit={audit} context={context.data} />
            </WhenNearScreen>
          )}
          {audit.failures.length > 0 && <Failures failures={audit.failures} />}
        </>
      )}
    </div>
  );
}

/** A headline figure's label with its (i): the same definition wherever the figure appears. */
function FigureLabel({ children, definition }: { children: ReactNode; definition: string }) {
  return (
    <div className="kpi-label figure-label">
      {children}
      <InfoTip label={`What is “${children}”?`}>{definition}</InfoTip>
    </div>
  );
}

function Kpis({ audit, state, context }: { audit: AuditDetail; state: ComparisonState | null; context: ReportContext | undefined }) {
  const { analytics } = audit;
  const completed = audit.status === 'COMPLETED';
  const comparison = state?.kind === 'compared' ? state.comparison : null;
  const noComparison = state?.kind === 'first' ? 'First completed audit' : state ? 'Not comparable with the previous audit' : null;
  const voice = context?.shareOfVoice.unbranded;
  const brandVoice = voice?.some((v) => !v.isBrand) ? voice.find((v) => v.isBrand) : undefined;
  return (
    <>
      <div className="kpis">
        <Card className="kpi">
          <FigureLabel definition={DEFINITIONS.namedIn}>Named in</FigureLabel>
          <div className="kpi-value" data-testid="report-citation-rate">
            {analytics.citationRate}
            <small>% of answers</small>
          </div>
          {completed && <LikelyRange interval={analytics.citationRateInterval} testId="citation-rate-range" />}
          {comparison && (
            <ChangeBadge
              change={comparison.change}
              delta={comparison.citationRateDelta}
              interval={comparison.citationRateDeltaInterval}
              since={comparison.createdAt}
              testId="citation-rate-change"
            />
          )}
          <div className="kpi-hint">
            {formatNumber(analytics.citedQueries)} of {plural(analytics.totalQueries, 'answer')} (the citation rate)
          </div>
          {completed && (
            // docs/guide/answer-reading.md#echoes-and-branded-prompts: prompts naming the brand left out.
            <div className="kpi-hint" data-testid="unbranded-rate">
              Prompts not naming you: <strong>{analytics.unbranded.citationRate}%</strong> ({rangeText(analytics.unbranded.citationRateInterval)}),{' '}
              {formatNumber(analytics.unbranded.citedQueries)} of {plural(analytics.unbranded.totalQueries, 'answer')}
            </div>
          )}
          <ReviewFigures analytics={analytics} />
        </Card>
        <Card className="kpi">
          <FigureLabel definition={DEFINITIONS.score}>Visibility score</FigureLabel>
          <div className="kpi-value" data-testid="report-score">
            {audit.score}
            <small>/ 100</small>
          </div>
          {completed && <LikelyRange interval={audit.scoreInterval} unit="" testId="score-range" />}
          {comparison ? (
            <ChangeBadge change={comparison.scoreChange} delta={comparison.scoreDelta} interval={comparison.scoreDeltaInterval} since={comparison.createdAt} testId="score-change" />
          ) : (
            noComparison && <div className="kpi-hint">{noComparison}</div>
          )}
        </Card>
        {brandVoice && (
          <Card className="kpi">
            <FigureLabel definition={DEFINITIONS.shareOfVoice}>Share of voice</FigureLabel>
            <div className="kpi-value">
              {brandVoice.share}
              <small>%</small>
            </div>
            <div className="kpi-hint" data-testid="share-of-voice-scope">
              Your part of the brand mentions, against your competitors, in answers to prompts not naming you ({plural(analytics.unbranded.totalQueries, 'answer')})
            </div>
          </Card>
        )}
      </div>
      <SurfaceRates analytics={analytics} />
      {completed && analytics.brands.length > 0 && <CompetitorsCard analytics={analytics} trend={context?.trend} />}
      <details className="card figure-details">
        <summary>How the answers were read</summary>
        <p className="card-body small" data-testid="reader-sentence">
          {readerSentence(audit.queries, analytics)}
        </p>
        <div className="kpis card-body">
          <div className="kpi">
            <FigureLabel definition={DEFINITIONS.passages}>Passages about you</FigureLabel>
            <div className="kpi-value">{formatNumber(analytics.totalCitations)}</div>
          </div>
          <div className="kpi">
            <FigureLabel definition={DEFINITIONS.readingConfidence}>How sure the reading is</FigureLabel>
            <div className="kpi-value">
              {analytics.avgConfidence}
              <small>%</small>
            </div>
            <div className="kpi-hint">
              {analytics.confidenceDistribution.high} sure, {analytics.confidenceDistribution.medium} fairly sure, {analytics.confidenceDistribution.low} unsure
            </div>
          </div>
        </div>
      </details>
      {state && (
        <p className="comparison-note" data-testid="comparison-note" data-state={state.kind}>
          {comparisonSentence(state)}
        </p>
      )}
      {/* One engine: its score is the score above. */}
      {Object.keys(audit.providerScores).length > 1 && (
        <div className="engine-scores" aria-label="Score by engine">
          {Object.entries(audit.providerScores)
            .sort(([a], [b]) => SURFACES.indexOf(surfaceOf(a)) - SURFACES.indexOf(surfaceOf(b)))
            .map(([engine, score]) => (
            <div key={engine} className="engine-score">
              <span className="muted small">{engineLabel(engine)}</span>
              <strong>{score}</strong>
            </div>
          ))}
        </div>
      )}
      {comparison && <ComparisonCard comparison={comparison} />}
      {comparison && <DeployChanges comparison={comparison} />}
    </>
  );
}

/** Renders `children` once its place comes within a screen of the viewport. */
function WhenNearScreen({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '100% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return <div ref={ref}>{near ? children : placeholder}</div>;
}

/** The charts' room while they load: the same height, so that nothing moves when they come. */
function ChartsPlaceholder() {
  return <div className="charts-placeholder" aria-hidden="true" />;
}

function Failures({ failures }: { failures: AuditDetail['failures'] }) {
  return (
    <Card aria-labelledby="failures-title">
      <CardHeader
        id="failures-title"
        title={`${plural(failures.length, 'query', 'queries')} failed`}
        description="These prompts got no answer after retries, or an answer that could not be read (kept here, unread). They are left out of the score and the charts."
      />
      <DataTable columns={[{ label: 'Prompt' }, { label: 'Engine' }, { label: 'Error' }]}>
        {failures.map((f, i) => (
          <tr key={i}>
            <td style={{ overflowWrap: 'anywhere' }}>{f.prompt}</td>
            <td className="nowrap">{engineLabel(f.provider)}</td>
            <td className="muted small" style={{ overflowWrap: 'anywhere' }}>
              {f.error}
              {f.response !== null && (
                <details>
                  <summary>The answer, unread</summary>
                  <p style={{ whiteSpace: 'pre-wrap' }}>{f.response}</p>
                </details>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </Card>
  );
}

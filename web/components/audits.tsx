'use client';
// Audits on the project page: launching one (model, region and samples limited by the plan,
// quota shown), its live progress, the latest score and citation rate with their 95 % ranges,
// and the list of past audits.
import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { api, fieldError } from '@/lib/api-client';
import { engineLabel, formatDateTime, formatDuration, formatShortDateTime, formatUsd, plural, timeAgo } from '@/lib/format';
import { isInProgress, keys, refreshAfterWrite, useAuditProgress, useOrg, useWrite } from '@/lib/queries';
import { regionName, regionOptions } from '@/lib/regions';
import type { AuditListItem, LaunchAuditResponse, ProjectOverview } from '@/lib/types';
import { enginesAsked } from '@/lib/engines';
import { DEFINITIONS, samplesText } from '@/lib/measurements';
import { CostEstimate } from './spend';
import { ChartIcon, MessageIcon, PlayIcon } from './icons';
import { InfoTip, LikelyRange, RateWithRange, SamplesField } from './measurements';
import { useSession } from './providers';
import { Alert, Button, Card, CardHeader, DataTable, EmptyState, ProgressBar, Skeleton, StatusBadge, WriteError } from './ui';

const SOURCE_LABELS: Record<string, string> = {
  dashboard: 'Dashboard',
  api: 'API',
  github_action: 'GitHub Action',
  schedule: 'Schedule',
  cli: 'CLI',
  mcp: 'AI assistant (MCP)',
};

/**
 * The project page's audit panel: the launch form, or the audit being followed — the one in
 * progress, or the one just launched — until the user is done reading its outcome.
 */
export function AuditPanel({ project, audits }: { project: ProjectOverview; audits: AuditListItem[] | undefined }) {
  const running = audits?.find((a) => isInProgress(a.status));
  const [followed, setFollowed] = useState<string | null>(null);
  useEffect(() => {
    if (running) setFollowed(running.id);
  }, [running]);
  const auditId = running?.id ?? followed;
  if (auditId) {
    return <AuditProgressCard projectId={project.id} auditId={auditId} audit={audits?.find((a) => a.id === auditId)} onDone={() => setFollowed(null)} />;
  }
  return <LaunchAuditForm project={project} audits={audits} onLaunched={setFollowed} />;
}

function LaunchAuditForm({ project, audits, onLaunched }: { project: ProjectOverview; audits: AuditListItem[] | undefined; onLaunched: (auditId: string) => void }) {
  const org = useOrg();
  const session = useSession();
  const [model, setModel] = useState<string>();
  const [region, setRegion] = useState(project.region);
  const [samples, setSamples] = useState<number>();
  const launching = useWrite(
    async (body: { model: string; region: string; samples: number }) => {
      const { auditId } = await api<LaunchAuditResponse>(`/projects/${project.id}/audits`, { body });
      onLaunched(auditId); // its progress shows at once, while the lists refresh
      return auditId;
    },
    () => [keys.audits(project.id), keys.org, keys.projects],
  );
  const { isPending: pending, error } = launching;

  if (!org.data || !audits) {
    return (
      <Card className="card-body stack" aria-busy="true">
        <Skeleton height={18} width="30%" />
        <Skeleton height={34} />
      </Card>
    );
  }
  const { limits, models } = org.data;
  const chosenModel = model ?? models.find((m) => m.isDefault && m.allowed)?.id ?? limits.models[0];
  const engines = enginesAsked(project.engines, org.data);
  // The project's setting by default, within the plan's cap (docs/guide/repeatable-measurements.md).
  const chosenSamples = samples ?? Math.min(project.samples, limits.maxSamples);
  // Members launch at the project's spending settings or below (docs/operations/security.md#third-review-decisions).
  const member = session.role !== 'owner';
  const maxSamples = member ? Math.min(project.samples, limits.maxSamples) : limits.maxSamples;
  const questions = project.counts.active_prompts * engines.length * chosenSamples;
  const samplesError = fieldError(error, 'samples');
  const quotaLeft = limits.monthlyAudits - limits.monthlyAuditsUsed;

  if (project.counts.active_prompts === 0) {
    return (
      <Card>
        <EmptyState
          icon={<MessageIcon />}
          title="Add prompts before your first audit"
          actions={
            <Link className="btn btn-primary" href={`/projects/${project.id}/prompts`}>
              Add prompts
            </Link>
          }
        >
          An audit asks AI engines your prompts — the questions your customers ask, like “best CRM for a small agency” — and records
          whether they cite {project.brand_name}.
        </EmptyState>
      </Card>
    );
  }

  const launch = () => launching.mutate({ model: chosenModel, region, samples: chosenSamples });

  return (
    <Card aria-labelledby="launch-title">
      <CardHeader
        id="launch-title"
        title="Run an audit"
        description={`Asks ${plural(project.counts.active_prompts, 'active prompt')} to ${engines.map(engineLabel).join(', ')}${chosenSamples > 1 ? `, ${chosenSamples} times each` : ''}: ${plural(questions, 'question')}.`}
      />
      <div className="card-body form">
        <WriteError error={error} fields={['samples']} />
        <div className="form-grid">
          <div className="field">
            <label className="label" htmlFor="audit-model">
              Model
            </label>
            <select id="audit-model" className="select" value={chosenModel} onChange={(e) => setModel(e.target.value)}>
              {models.map((m) => (
                <option key={m.id} value={m.id} disabled={!m.allowed || (member && !m.isDefault)}>
                  {m.id}
                  {!m.allowed ? ' — not in your plan' : member && !m.isDefault ? ' — owners only' : ''}
                </option>
              ))}
            </select>
            <span className="hint">{models.find((m) => m.id === chosenModel)?.description}</span>
          </div>
          <div className="field">
            <label className="label" htmlFor="audit-region">
              Region
            </label>
            <select id="audit-region" className="select" value={region} onChange={(e) => setRegion(e.target.value)}>
              {regionOptions(region).map((r) => (
                <option key={r.code} value={r.code}>
                  {r.name} ({r.code.toUpperCase()})
                </option>
              ))}
            </select>
            <span className="hint">Answers as for someone in {regionName(region)}.</span>
          </div>
          <SamplesField
            id="audit-samples"
            value={chosenSamples}
            onChange={setSamples}
            maxSamples={maxSamples}
            plan={limits.plan}
            capNote={member ? `The project's setting: up to ${maxSamples}; only an owner may ask more. ` : undefined}
            activePrompts={project.counts.active_prompts}
            engines={engines.length}
            error={samplesError}
            estimate={<CostEstimate projectId={project.id} launch={{ model: chosenModel, region, samples: chosenSamples }} />}
          />
        </div>
        <div className="spread">
          <div style={{ minWidth: 200, flex: 1 }}>
            <div className="small muted">
              {limits.monthlyAuditsUsed} of {limits.monthlyAudits} audits used this month ({limits.plan} plan)
            </div>
            <div className="meter" style={{ marginTop: 6, maxWidth: 320 }} aria-hidden="true">
              <span style={{ width: `${Math.min(100, (100 * limits.monthlyAuditsUsed) / Math.max(1, limits.monthlyAudits))}%` }} />
            </div>
          </div>
          <Button variant="primary" onClick={launch} loading={pending} disabled={quotaLeft <= 0}>
            <PlayIcon /> Run audit
          </Button>
        </div>
        {quotaLeft <= 0 && <Alert tone="warning">This month’s audit quota is used up. It renews on the first day of next month.</Alert>}
      </div>
    </Card>
  );
}

/**
 * Follows an audit: polls its progress every second while it runs (the poll stops by itself),
 * then shows how it ended, refreshes the page's data, and offers the report.
 */
function AuditProgressCard({ projectId, auditId, audit, onDone }: { projectId: string; auditId: string; audit?: AuditListItem; onDone: () => void }) {
  const progress = useAuditProgress(projectId, auditId);
  const queryClient = useQueryClient();
  const status = progress.data?.status ?? audit?.status ?? 'PENDING';
  const value = progress.data?.currentProgress ?? 0;
  const finished = !isInProgress(status);
  const refreshed = useRef(false);

  // The audits list shows the status too: re-read it when the status moves on.
  useEffect(() => {
    if (progress.data?.status) refreshAfterWrite(queryClient, keys.audits(projectId));
  }, [progress.data?.status, projectId, queryClient]);
  useEffect(() => {
    if (!finished || refreshed.current) return;
    refreshed.current = true;
    for (const key of [keys.audits(projectId), keys.project(projectId), keys.projects, keys.suggestions(projectId), keys.org]) {
      refreshAfterWrite(queryClient, key);
    }
  }, [finished, projectId, queryClient]);

  const reportHref = `/projects/${projectId}/audits/${auditId}`;
  const title = status === 'COMPLETED' ? 'Audit completed' : status === 'FAILED' ? 'Audit failed' : 'Audit in progress';
  return (
    <Card aria-labelledby="progress-title">
      <CardHeader
        id="progress-title"
        title={
          <span className="row">
            {title} <StatusBadge status={status} />
          </span>
        }
        description={audit ? `Started ${timeAgo(audit.created_at)} · ${audit.technical_details.model} · ${regionName(audit.technical_details.region)}` : undefined}
        actions={
          <>
            {finished && (
              <Button size="sm" variant="ghost" onClick={onDone}>
                Done
              </Button>
            )}
            <Link className={`btn btn-sm${status === 'COMPLETED' ? ' btn-primary' : ''}`} href={reportHref}>
              {finished ? 'Open report' : 'Live report'}
            </Link>
          </>
        }
      />
      <div className="card-body stack" style={{ gap: 8 }}>
        <div className="spread">
          <span className="muted small" aria-live="polite">
            {status === 'PENDING'
              ? 'Waiting for a worker…'
              : status === 'RUNNING'
                ? progress.data?.waitingForRateLimit.length
                  ? `Waiting for the provider's rate limit (${progress.data.waitingForRateLimit.join(', ')}); the audit resumes by itself.`
                  : 'Asking the engines and reading their answers…'
                : status === 'COMPLETED'
                  ? `Score ${progress.data?.score ?? audit?.score ?? 0} / 100.`
                  : 'Some engines could not answer. The report shows what was received.'}
          </span>
          <strong data-testid="audit-progress-value">{value}%</strong>
        </div>
        <ProgressBar value={value} label="Audit progress" indeterminate={status === 'PENDING' && value === 0} />
      </div>
    </Card>
  );
}

/**
 * The latest completed audit's score and citation rate with its 95 % range. Whether a change
 * since an earlier audit is real is for the report to say (it compares only audits of the
 * same basis): a bare difference of two estimates here would call noise a change.
 */
export function LatestScoreCard({ projectId, audits }: { projectId: string; audits: AuditListItem[] }) {
  const latest = audits.find((a) => a.status === 'COMPLETED');
  if (!latest) {
    return (
      <Card>
        <CardHeader title="Visibility score" />
        <div className="card-body muted small">The score appears after the first completed audit: 0 (never cited) to 100 (cited everywhere, first).</div>
      </Card>
    );
  }
  return (
    <Card aria-labelledby="score-title">
      <CardHeader
        id="score-title"
        title="Visibility score"
        actions={
          <Link className="btn btn-sm" href={`/projects/${projectId}/audits/${latest.id}`}>
            <ChartIcon /> Report
          </Link>
        }
      />
      <div className="card-body stack kpi">
        <div className="kpi-value" style={{ marginTop: 0, fontSize: 40 }}>
          {latest.score}
          <small>/ 100</small>
          <InfoTip label="What is the visibility score?">{DEFINITIONS.score}</InfoTip>
        </div>
        <div style={{ padding: 0 }} data-testid="latest-citation-rate">
          <div className="kpi-label figure-label">
            Named in (citation rate)
            <InfoTip label="What does “named in” mean?">{DEFINITIONS.namedIn}</InfoTip>
          </div>
          <div className="kpi-value" style={{ marginTop: 2, fontSize: 22 }}>
            {latest.citation_rate}
            <small>%</small>
          </div>
          <LikelyRange interval={latest.citation_rate_interval} />
        </div>
        <div className="engine-scores">
          {Object.entries(latest.provider_scores).map(([engine, score]) => (
            <div key={engine} className="engine-score">
              <span className="muted small">{engineLabel(engine)}</span>
              <strong>{score}</strong>
            </div>
          ))}
        </div>
        <span className="faint small">
          {formatDateTime(latest.completed_at ?? latest.created_at)} · {samplesText(latest.samples)}
        </span>
      </div>
    </Card>
  );
}

/** Model, region and duration of an audit: "geo-standard · FR · 4s". */
const runDetails = (a: AuditListItem) =>
  [a.technical_details.model, a.technical_details.region.toUpperCase(), a.completed_at ? formatDuration(a.duration) : null].filter(Boolean).join(' · ');

export function AuditsTable({ projectId, audits }: { projectId: string; audits: AuditListItem[] }) {
  const router = useRouter();
  return (
    <Card aria-labelledby="audits-title">
      <CardHeader id="audits-title" title="Audits" description={audits.length ? plural(audits.length, 'audit') : undefined} />
      {audits.length === 0 ? (
        <div className="card-body muted">No audit yet. Run one above: it takes a minute or two.</div>
      ) : (
        <DataTable
          className="table-compact"
          columns={[
            { label: 'Date' },
            { label: 'Status' },
            { label: 'Score', className: 'num' },
            { label: 'Citation rate', className: 'num' },
            { label: 'Samples', className: 'num hide-sm' },
            { label: 'Cost', className: 'num hide-sm' },
            { label: 'Run', className: 'hide-md' },
          ]}
        >
          {audits.map((a) => {
            const href = `/projects/${projectId}/audits/${a.id}`;
            return (
              <tr key={a.id} className="clickable" onClick={() => router.push(href)}>
                <td className="audit-date">
                  <Link href={href} title={`${formatDateTime(a.created_at)} · ${SOURCE_LABELS[a.source] ?? a.source} · ${runDetails(a)}`}>
                    {formatShortDateTime(a.created_at)}
                  </Link>
                </td>
                <td>
                  <StatusBadge status={a.status} />
                </td>
                <td className="num">{a.status === 'COMPLETED' ? <strong>{a.score}</strong> : <span className="faint">—</span>}</td>
                <td className="num" data-testid="audit-citation-rate">
                  {a.status === 'COMPLETED' ? <RateWithRange value={a.citation_rate} interval={a.citation_rate_interval} /> : <span className="faint">—</span>}
                </td>
                <td className="num hide-sm" title={samplesText(a.samples)}>
                  {a.samples}
                </td>
                <td className="num hide-sm muted" title="What the providers charged for its answers (USD)">
                  {formatUsd(a.cost_usd)}
                </td>
                <td className="hide-md small">
                  <div>{SOURCE_LABELS[a.source] ?? a.source}</div>
                  <div className="muted nowrap">{runDetails(a)}</div>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </Card>
  );
}

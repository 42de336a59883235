'use client';
// The project's site snapshot (pages, structured data, metadata, llms.txt) and its
// suggestions, each of which can be marked done or dismissed (and reopened).
import { useState } from 'react';
import { api, errorMessage } from '@/lib/api-client';
import { timeAgo } from '@/lib/format';
import { keys, useSuggestions, useWrite } from '@/lib/queries';
import type { ProjectOverview, Suggestion } from '@/lib/types';
import { SparkIcon } from './icons';
import { Badge, Button, Card, CardHeader, EmptyState, ErrorState, Skeleton, useToast, type Tone } from './ui';

function ScoreMeter({ label, value }: { label: string; value: number }) {
  return (
    <div className="stack" style={{ gap: 6 }}>
      <div className="spread small">
        <span className="muted">{label}</span>
        <strong>{value}/100</strong>
      </div>
      <div className="meter" role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
        <span style={{ width: `${value}%`, background: value >= 70 ? 'var(--success)' : value >= 40 ? 'var(--warning)' : 'var(--danger)' }} />
      </div>
    </div>
  );
}

export function SnapshotCard({ project }: { project: ProjectOverview }) {
  const snap = project.snapshot;
  return (
    <Card id="site-check" aria-labelledby="site-title">
      <CardHeader
        id="site-title"
        title="Site check"
        description={snap ? `Checked ${timeAgo(snap.checked_at)}` : undefined}
        actions={project.checking_site ? <Badge tone="accent" dot pulse>Checking</Badge> : undefined}
      />
      <div className="card-body stack">
        {!snap ? (
          <p className="muted small">
            {project.checking_site ? 'We are reading your site: pages, structured data, metadata and llms.txt. This takes a minute.' : 'Not checked yet.'}
          </p>
        ) : (
          <>
            <dl className="stat-list" style={{ margin: 0 }}>
              <div className="stat">
                <dt>Pages analysed</dt>
                <dd>{snap.pages}</dd>
              </div>
              <div className="stat">
                <dt>llms.txt</dt>
                <dd>{snap.llms_txt ? <Badge tone="success">Found</Badge> : <Badge tone="warning">Missing</Badge>}</dd>
              </div>
            </dl>
            <ScoreMeter label="Structured data" value={snap.structured_data_score} />
            <ScoreMeter label="Metadata quality" value={snap.meta_quality_score} />
            {snap.site_title && (
              <p className="small muted ellipsis" title={snap.site_title}>
                Title: {snap.site_title}
              </p>
            )}
            {snap.pages === 0 && snap.errors.length > 0 && (
              <p className="small" style={{ color: 'var(--warning)' }}>
                The site could not be read: {snap.errors[0]}
              </p>
            )}
          </>
        )}
      </div>
    </Card>
  );
}

const PRIORITY_TONE: Record<NonNullable<Suggestion['priority']>, Tone> = { high: 'danger', medium: 'warning', low: 'neutral' };
type Filter = Suggestion['status'];

export function SuggestionsCard({ projectId }: { projectId: string }) {
  const suggestions = useSuggestions(projectId);
  const toast = useToast();
  const [filter, setFilter] = useState<Filter>('open');
  const update = useWrite(
    ({ id, status }: { id: string; status: Filter }) => api(`/projects/${projectId}/suggestions/${id}`, { method: 'PATCH', body: { status } }),
    () => [keys.suggestions(projectId)],
  );
  const setStatus = (id: string, status: Filter) => update.mutate({ id, status }, { onError: (err) => toast(errorMessage(err), 'error') });

  const all = suggestions.data ?? [];
  const shown = all.filter((s) => s.status === filter);
  const count = (status: Filter) => all.filter((s) => s.status === status).length;
  return (
    <Card aria-labelledby="suggestions-title">
      <CardHeader id="suggestions-title" title="Suggestions" description="What to change so that engines cite you more, most important first." />
      <div className="tabs" role="tablist" aria-label="Suggestion status" style={{ padding: '0 12px' }}>
        {(['open', 'done', 'dismissed'] as const).map((status) => (
          <button key={status} type="button" role="tab" className="tab" aria-selected={filter === status} onClick={() => setFilter(status)}>
            {status[0].toUpperCase() + status.slice(1)}
            <span className="count">{count(status)}</span>
          </button>
        ))}
      </div>
      {suggestions.isPending ? (
        <div className="card-body stack">
          <Skeleton height={14} width="70%" />
          <Skeleton height={14} width="50%" />
        </div>
      ) : suggestions.isError ? (
        <ErrorState error={suggestions.error} onRetry={() => suggestions.refetch()} />
      ) : shown.length === 0 ? (
        filter === 'open' && all.length === 0 ? (
          <EmptyState icon={<SparkIcon />} title="No suggestions yet">
            They appear after the site check and the first audit: competitors cited instead of you, sources that engines trust, fixes on
            your pages.
          </EmptyState>
        ) : (
          <div className="card-body muted small">Nothing here.</div>
        )
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {shown.map((s) => (
            <li key={s.id} className={`suggestion${s.status === 'open' ? '' : ' closed'}`}>
              <div className="row">
                {/* Read from made-up answers: demo data, with no priority (docs/guide/demo-mode.md). */}
                {s.simulated || !s.priority ? <Badge tone="warning">Demo data</Badge> : <Badge tone={PRIORITY_TONE[s.priority]}>{s.priority}</Badge>}
                <span className="suggestion-title">{s.title}</span>
              </div>
              <p className="muted small">{s.detail}</p>
              <div className="row">
                {s.status === 'open' ? (
                  <>
                    <Button size="sm" onClick={() => setStatus(s.id, 'done')} disabled={update.isPending}>
                      Mark done
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setStatus(s.id, 'dismissed')} disabled={update.isPending}>
                      Dismiss
                    </Button>
                  </>
                ) : (
                  <Button size="sm" variant="ghost" onClick={() => setStatus(s.id, 'open')} disabled={update.isPending}>
                    Reopen
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

'use client';
// The organisation's projects: latest score and its change, the trend, what is going on.
import Link from 'next/link';
import { ChevronRightIcon, FolderIcon, PlusIcon } from '@/components/icons';
import { FirstRunChecklist } from '@/components/first-run';
import { Sparkline } from '@/components/sparkline';
import { Badge, Card, Delta, EmptyState, ErrorState, LoadingCard } from '@/components/ui';
import { formatShortDate, hostOf, plural, timeAgo } from '@/lib/format';
import { useProjects } from '@/lib/queries';
import type { ProjectSummary } from '@/lib/types';

export default function ProjectsPage() {
  const projects = useProjects();
  return (
    <div className="page">
      <div className="page-header">
        <div>
          <h1>Projects</h1>
          <p className="subtitle">Each project is a site and the brand whose citations by AI engines you measure.</p>
        </div>
        {!!projects.data?.length && (
          <Link className="btn btn-primary" href="/projects/new">
            <PlusIcon /> New project
          </Link>
        )}
      </div>
      <FirstRunChecklist />
      {projects.isPending ? (
        <LoadingCard rows={4} label="Loading projects" />
      ) : projects.isError ? (
        <Card>
          <ErrorState error={projects.error} onRetry={() => projects.refetch()} />
        </Card>
      ) : projects.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={<FolderIcon />}
            title="Create your first project"
            actions={
              <Link className="btn btn-primary" href="/projects/new">
                <PlusIcon /> New project
              </Link>
            }
          >
            A project is your site and your brand. Add the questions your customers ask AI assistants, run an audit, and see how often
            ChatGPT, Perplexity, Gemini and Claude cite you — and who they cite instead.
          </EmptyState>
        </Card>
      ) : (
        <Card aria-label="Projects">
          <div className="list-row project-row list-head hide-sm" aria-hidden="true">
            <span>Project</span>
            <span>Score</span>
            <span className="hide-sm">Trend</span>
            <span className="hide-sm">Activity</span>
            <span />
          </div>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {projects.data.map((p) => (
              <li key={p.id}>
                <ProjectRow project={p} />
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}

function ProjectRow({ project: p }: { project: ProjectSummary }) {
  const latest = p.trend.at(-1);
  const running = p.audit_in_progress;
  return (
    <Link href={`/projects/${p.id}`} className="list-row project-row">
      <div style={{ minWidth: 0 }}>
        <div className="project-name-line">
          <span className="project-name ellipsis">{p.name}</span>
          {/* Demo data: its latest audit's answers were made up by the simulator (docs/guide/demo-mode.md). */}
          {p.simulated && <Badge tone="warning">Demo data</Badge>}
        </div>
        <div className="faint small ellipsis">
          {hostOf(p.url)} · {plural(p.active_prompts, 'active prompt')}
        </div>
      </div>
      <div className="score">
        {latest ? (
          <>
            <span className="visually-hidden">Score</span>
            {latest.score}
            {p.score_change && <Delta value={p.score_change.delta} change={p.score_change.change} />}
          </>
        ) : (
          <span className="score-none" title="No score yet">
            —<span className="visually-hidden">No score yet</span>
          </span>
        )}
      </div>
      <div className="hide-sm">
        <Sparkline values={p.trend.map((t) => t.score)} label={p.trend.length > 1 ? `Score trend over ${p.trend.length} audits` : 'Not enough audits for a trend'} />
      </div>
      <div className="hide-sm small">
        {running ? (
          <Badge tone="accent" dot pulse>
            Audit running · {running.current_progress}%
          </Badge>
        ) : latest ? (
          <span className="muted" title={formatShortDate(latest.completedAt)}>
            Last audit {timeAgo(latest.completedAt)}
          </span>
        ) : p.active_prompts === 0 ? (
          <span className="muted">Add prompts to start</span>
        ) : (
          <span className="muted">No audit yet</span>
        )}
      </div>
      <ChevronRightIcon width={16} height={16} className="faint hide-sm" />
    </Link>
  );
}

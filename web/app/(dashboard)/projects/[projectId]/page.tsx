'use client';
// A project's overview: run an audit and follow it, the latest score, past audits, the site
// check and the suggestions.
import { useParams } from 'next/navigation';
import { AuditsTable, LatestScoreCard, AuditPanel } from '@/components/audits';
import { SnapshotCard, SuggestionsCard } from '@/components/site-and-suggestions';
import { Card, ErrorState, LoadingCard } from '@/components/ui';
import { useAudits, useProject } from '@/lib/queries';

export default function ProjectOverviewPage() {
  const { projectId } = useParams<{ projectId: string }>();
  const project = useProject(projectId);
  const audits = useAudits(projectId);
  if (project.isPending) return <LoadingCard rows={5} label="Loading the project" />;
  if (project.isError) return null; // the layout shows it
  // The demo notice is the layout's. `order`: on narrow screens the two columns become one, in
  // this order: the latest results first, then the launch form.
  return (
    <div className="grid-3">
      <div className="stack">
        <div style={{ order: 2 }}>
          <AuditPanel project={project.data} audits={audits.data} />
        </div>
        <div style={{ order: 3 }}>
          {audits.isError ? (
            <Card>
              <ErrorState error={audits.error} onRetry={() => audits.refetch()} />
            </Card>
          ) : audits.data ? (
            <AuditsTable projectId={projectId} audits={audits.data} />
          ) : (
            <LoadingCard rows={3} label="Loading audits" />
          )}
        </div>
        <div style={{ order: 4 }}>
          <SuggestionsCard projectId={projectId} />
        </div>
      </div>
      <div className="stack">
        <div style={{ order: 1 }}>{audits.data && <LatestScoreCard projectId={projectId} audits={audits.data} />}</div>
        <div style={{ order: 5 }}>
          <SnapshotCard project={project.data} />
        </div>
      </div>
    </div>
  );
}

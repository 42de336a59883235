'use client';
// A project's overview: run an audit and follow it, the latest score, past audits, the site
// check and the suggestions.
import { useParams } from 'next/navigation';
import { AuditsTable, LatestScoreCard, AuditPanel } from '@/components/audits';
import { DemoNotice, demoMode } from '@/components/demo-notice';
import { SnapshotCard, SuggestionsCard } from '@/components/site-and-suggestions';
import { Card, ErrorState, LoadingCard } from '@/components/ui';
import { useAudits, useOrg, useProject } from '@/lib/queries';

export default function ProjectOverviewPage() {
  const { projectId } = useParams<{ projectId: string }>();
  const project = useProject(projectId);
  const audits = useAudits(projectId);
  const org = useOrg();
  if (project.isPending) return <LoadingCard rows={5} label="Loading the project" />;
  if (project.isError) return null; // the layout shows it
  // Demo mode: the server has no provider key, or the latest audit was answered by the simulator.
  const demo = demoMode(org.data?.engines) || !!audits.data?.[0]?.simulated;
  // `order`: on narrow screens the two columns become one, in this order.
  return (
    <>
    {demo && <DemoNotice />}
    <div className="grid-3">
      <div className="stack">
        <div style={{ order: 1 }}>
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
        <div style={{ order: 2 }}>{audits.data && <LatestScoreCard projectId={projectId} audits={audits.data} />}</div>
        <div style={{ order: 5 }}>
          <SnapshotCard project={project.data} />
        </div>
      </div>
    </div>
    </>
  );
}

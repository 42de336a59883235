'use client';
// A project's pages: its header and tabs (the audit report has its own header).
import Link from 'next/link';
import { useParams, usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { DemoNotice, useDemoServer } from '@/components/demo-notice';
import { FirstRunChecklist } from '@/components/first-run';
import { ExternalIcon, FolderIcon } from '@/components/icons';
import { Card, EmptyState, ErrorState, Skeleton } from '@/components/ui';
import { ApiClientError } from '@/lib/api-client';
import { hostOf } from '@/lib/format';
import { useProject } from '@/lib/queries';

export default function ProjectLayout({ children }: { children: ReactNode }) {
  const { projectId } = useParams<{ projectId: string }>();
  const pathname = usePathname();
  const project = useProject(projectId);
  const demoServer = useDemoServer();

  if (project.isError) {
    const missing = project.error instanceof ApiClientError && project.error.status === 404;
    return (
      <div className="page">
        <Card>
          {missing ? (
            <EmptyState
              icon={<FolderIcon />}
              title="Project not found"
              actions={
                <Link className="btn" href="/projects">
                  Back to projects
                </Link>
              }
            >
              This project does not exist, was deleted, or belongs to another organisation.
            </EmptyState>
          ) : (
            <ErrorState error={project.error} onRetry={() => project.refetch()} />
          )}
        </Card>
      </div>
    );
  }
  if (pathname.includes('/audits/')) return <>{children}</>;

  const base = `/projects/${projectId}`;
  // Demo data on every tab of a simulated project; the overview says it in full.
  const demo = demoServer || !!project.data?.simulated;
  const tabs = [
    { href: base, label: 'Overview' },
    { href: `${base}/prompts`, label: 'Prompts', count: project.data?.counts.prompts },
    { href: `${base}/sources`, label: 'Sources' },
    { href: `${base}/gaps`, label: 'Gaps' },
    { href: `${base}/settings`, label: 'Settings' },
  ];
  return (
    <div className="page">
      <div>
        <nav className="breadcrumbs" aria-label="Breadcrumb">
          <Link href="/projects">Projects</Link> <span aria-hidden="true">/</span> <span>{project.data?.name ?? '…'}</span>
        </nav>
        <div className="page-header">
          <div style={{ minWidth: 0 }}>
            {project.data ? <h1>{project.data.name}</h1> : <Skeleton height={28} width={220} />}
            {project.data && (
              <p className="subtitle">
                <a href={project.data.url} target="_blank" rel="noopener noreferrer" className="row" style={{ display: 'inline-flex', gap: 4 }}>
                  {hostOf(project.data.url)} <ExternalIcon width={13} height={13} />
                </a>
                <span className="faint"> · brand “{project.data.brand_name}”</span>
              </p>
            )}
          </div>
        </div>
      </div>
      {demo && <DemoNotice compact={pathname !== base} />}
      <FirstRunChecklist />
      {/* On a phone the tabs scroll sideways; the faded edge says there are more. */}
      <div className="tabs-scroll">
        <nav className="tabs" aria-label="Project">
          {tabs.map((tab) => (
            <Link key={tab.href} href={tab.href} className="tab" aria-current={pathname === tab.href ? 'page' : undefined}>
              {tab.label}
              {tab.count !== undefined && <span className="count">{tab.count}</span>}
            </Link>
          ))}
        </nav>
      </div>
      {children}
    </div>
  );
}

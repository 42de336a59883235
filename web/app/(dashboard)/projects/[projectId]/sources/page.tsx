'use client';
// The project's Sources tab (docs/guide/sources-and-gaps.md); `?audit=` scopes it to one audit.
import { useParams, useSearchParams } from 'next/navigation';
import { SourcesView } from '@/components/sources';
import { LoadingCard } from '@/components/ui';
import { useProject } from '@/lib/queries';

export default function SourcesPage() {
  const { projectId } = useParams<{ projectId: string }>();
  const auditId = useSearchParams().get('audit') ?? undefined;
  const project = useProject(projectId);
  if (project.isPending) return <LoadingCard rows={5} label="Loading the project" />;
  if (project.isError) return null; // the layout shows it
  return <SourcesView projectId={projectId} brand={project.data.brand_name} auditId={auditId} />;
}

'use client';
// The project's Gaps tab: citation gaps (docs/guide/sources-and-gaps.md); `?audit=` scopes it to one audit.
import { useParams, useSearchParams } from 'next/navigation';
import { GapsView } from '@/components/sources';

export default function GapsPage() {
  const { projectId } = useParams<{ projectId: string }>();
  const auditId = useSearchParams().get('audit') ?? undefined;
  return <GapsView projectId={projectId} auditId={auditId} />;
}

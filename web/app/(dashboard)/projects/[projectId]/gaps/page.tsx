'use client';
// The project's Gaps tab: citation gaps (README "Sources and citation gaps"); `?audit=` scopes it to one audit.
import { useParams, useSearchParams } from 'next/navigation';
import { GapsView } from '@/components/sources';

export default function GapsPage() {
  const { projectId } = useParams<{ projectId: string }>();
  const auditId = useSearchParams().get('audit') ?? undefined;
  return <GapsView projectId={projectId} auditId={auditId} />;
}

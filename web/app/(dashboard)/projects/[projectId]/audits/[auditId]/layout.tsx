// The report's data starts loading with the page's scripts rather than after them: on a slow
// phone connection that is most of the wait (docs/guide/dashboard.md, Lighthouse figures). The
// page's own request (api-client.ts) then takes the preloaded response.
import type { ReactNode } from 'react';
import { preload } from 'react-dom';

export default async function AuditReportLayout({ children, params }: { children: ReactNode; params: Promise<{ projectId: string; auditId: string }> }) {
  const { projectId, auditId } = await params;
  preload(`/api/app/projects/${encodeURIComponent(projectId)}/audits/${encodeURIComponent(auditId)}`, { as: 'fetch', crossOrigin: 'anonymous' });
  return children;
}

import { appEndpoint } from '@/server/http/app-endpoint';
import { auditProgress } from '@/server/reports/report';
import { AuditProgress } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: { access: 'member', reply: AuditProgress, handle: async ({ sql, principal, params }) => ({ data: await auditProgress(sql, principal.orgId, params.id, params.auditId) }) },
});

import { appEndpoint } from '@/server/http/app-endpoint';
import { auditProgress } from '@/server/reports/report';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: { access: 'member', handle: async ({ sql, principal, params }) => ({ data: await auditProgress(sql, principal.orgId, params.id, params.auditId) }) },
});

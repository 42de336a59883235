// The report's context: previous completed audit (deltas), score trend, share of voice.
import { appEndpoint } from '@/server/http/app-endpoint';
import { auditReportContext } from '@/server/reports/report';
import { ReportContext } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: { access: 'member', reply: ReportContext, handle: async ({ sql, principal, params }) => ({ data: await auditReportContext(sql, principal.orgId, params.id, params.auditId) }) },
});

import { auditDetail } from '@/server/audits/read';
import { appEndpoint } from '@/server/http/app-endpoint';
import { AuditDetail } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: {
    access: 'member',
    reply: AuditDetail,
    async handle({ sql, principal, params }) {
      const detail = await auditDetail(sql, principal.orgId, params.id, params.auditId);
      // The dashboard revalidates every time (a reviewer's correction shows at once); its ETag makes that a 304.
      return detail.status === 'COMPLETED' ? { rawData: detail.json, cacheControl: 'private, no-cache', etag: detail.etag } : { rawData: detail.json };
    },
  },
});

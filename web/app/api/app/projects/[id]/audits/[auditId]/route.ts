import { auditDetail } from '@/server/audits/read';
import { appEndpoint } from '@/server/http/app-endpoint';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: {
    access: 'member',
    async handle({ sql, principal, params }) {
      const detail = await auditDetail(sql, principal.orgId, params.id, params.auditId);
      return { rawData: detail.json, cacheControl: detail.status === 'COMPLETED' ? 'private, no-cache' : 'no-store' };
    },
  },
});

import { auditDetail } from '@/server/audits/read';
import { endpoint } from '@/server/http/endpoint';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: {
    scope: 'read',
    async handle({ sql, principal, params }) {
      const detail = await auditDetail(sql, principal.orgId, params.id, params.auditId);
      // docs/api/rest.md#errors-limits-and-headers: a COMPLETED audit may be cached privately for 5 minutes; others not at all.
      return { rawData: detail.json, cacheControl: detail.status === 'COMPLETED' ? 'private, no-cache' : 'no-store' };
    },
  },
});

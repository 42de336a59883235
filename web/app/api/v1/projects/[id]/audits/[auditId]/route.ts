import { AUDIT_DETAIL_CACHE, auditDetail } from '@/server/audits/read';
import { endpoint } from '@/server/http/endpoint';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: {
    scope: 'read',
    async handle({ sql, principal, params }) {
      const detail = await auditDetail(sql, principal.orgId, params.id, params.auditId);
      // docs/api/caching.md: a COMPLETED audit may be kept privately for 5 minutes, and revalidated by its ETag.
      return detail.status === 'COMPLETED'
        ? { rawData: detail.json, cacheControl: AUDIT_DETAIL_CACHE.completed, etag: detail.etag }
        : { rawData: detail.json, cacheControl: AUDIT_DETAIL_CACHE.other };
    },
  },
});

import { SourcesQuery } from '@/server/contract/schemas';
import { endpoint } from '@/server/http/endpoint';
import { listCitationGaps } from '@/server/sources/read';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: { scope: 'read', handle: async ({ sql, principal, params, query }) => listCitationGaps(sql, principal.orgId, params.id, query(SourcesQuery)) },
});

import { SourcesQuery } from '@/server/contract/schemas';
import { appEndpoint } from '@/server/http/app-endpoint';
import { listCitationGaps } from '@/server/sources/read';
import { CitationGaps } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: { access: 'member', reply: CitationGaps, handle: async ({ sql, principal, params, query }) => listCitationGaps(sql, principal.orgId, params.id, query(SourcesQuery)) },
});

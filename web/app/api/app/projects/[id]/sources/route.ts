import { SourcesQuery } from '@/server/contract/schemas';
import { appEndpoint } from '@/server/http/app-endpoint';
import { listSources } from '@/server/sources/read';
import { Sources } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: { access: 'member', reply: Sources, handle: async ({ sql, principal, params, query }) => listSources(sql, principal.orgId, params.id, query(SourcesQuery)) },
});

import { endpoint } from '@/server/http/endpoint';
import { listSuggestions } from '@/server/suggestions/suggestions';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: {
    scope: 'read',
    handle: async ({ sql, principal, params }) => ({ data: await listSuggestions(sql, principal.orgId, params.id) }),
  },
});

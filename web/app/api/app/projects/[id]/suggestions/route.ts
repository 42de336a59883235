import { appEndpoint } from '@/server/http/app-endpoint';
import { listSuggestions } from '@/server/suggestions/suggestions';
import { Suggestions } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: { access: 'member', reply: Suggestions, handle: async ({ sql, principal, params }) => ({ data: await listSuggestions(sql, principal.orgId, params.id) }) },
});

import { appEndpoint } from '@/server/http/app-endpoint';
import { projectRuleSuggestions } from '@/server/review/rule-suggestions';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: { access: 'member', handle: async ({ sql, principal, params }) => ({ data: await projectRuleSuggestions(sql, principal.orgId, params.id) }) },
});

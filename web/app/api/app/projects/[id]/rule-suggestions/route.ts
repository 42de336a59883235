import { appEndpoint } from '@/server/http/app-endpoint';
import { projectRuleSuggestions } from '@/server/review/rule-suggestions';
import { RuleSuggestions } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: { access: 'member', reply: RuleSuggestions, handle: async ({ sql, principal, params }) => ({ data: await projectRuleSuggestions(sql, principal.orgId, params.id) }) },
});

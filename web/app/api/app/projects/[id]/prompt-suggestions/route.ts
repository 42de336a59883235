import { appEndpoint } from '@/server/http/app-endpoint';
import { projectPromptSuggestions, SuggestionQuery } from '@/server/prompts/suggested';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: {
    access: 'member',
    handle: async ({ sql, principal, params, query }) => ({ data: await projectPromptSuggestions(sql, principal.orgId, params.id, query(SuggestionQuery)) }),
  },
});

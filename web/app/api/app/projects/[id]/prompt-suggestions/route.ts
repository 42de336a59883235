import { appEndpoint } from '@/server/http/app-endpoint';
import { projectPromptSuggestions } from '@/server/prompts/suggested';
import { SuggestionQuery } from '@/server/contract/requests';
import { PromptSuggestions } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: {
    access: 'member',
    reply: PromptSuggestions,
    handle: async ({ sql, principal, params, query }) => ({ data: await projectPromptSuggestions(sql, principal.orgId, params.id, query(SuggestionQuery)) }),
  },
});

import { appEndpoint } from '@/server/http/app-endpoint';
import { setSuggestionStatus } from '@/server/suggestions/suggestions';
import { SuggestionStatusInput } from '@/server/contract/requests';
import { Suggestion } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  PATCH: {
    access: 'member',
    reply: Suggestion,
    async handle({ sql, principal, params, body }) {
      const { status } = await body(SuggestionStatusInput);
      return { data: await setSuggestionStatus(sql, principal.orgId, params.id, params.suggestionId, status) };
    },
  },
});

import { z } from 'zod';
import { appEndpoint } from '@/server/http/app-endpoint';
import { SUGGESTION_STATUSES, setSuggestionStatus } from '@/server/suggestions/suggestions';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  PATCH: {
    access: 'member',
    async handle({ sql, principal, params, body }) {
      const { status } = await body(z.strictObject({ status: z.enum(SUGGESTION_STATUSES) }));
      return { data: await setSuggestionStatus(sql, principal.orgId, params.id, params.suggestionId, status) };
    },
  },
});

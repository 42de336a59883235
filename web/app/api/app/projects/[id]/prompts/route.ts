import { appEndpoint } from '@/server/http/app-endpoint';
import { createPrompts, listPrompts } from '@/server/prompts/prompts';
import { CreatePromptsInput } from '@/server/contract/requests';
import { CreatedPrompts, Prompts } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: { access: 'member', reply: Prompts, handle: async ({ sql, principal, params }) => ({ data: await listPrompts(sql, principal.orgId, params.id) }) },
  POST: {
    access: 'member',
    reply: CreatedPrompts,
    async handle({ sql, principal, params, body }) {
      const { prompts } = await body(CreatePromptsInput);
      const result = await createPrompts(sql, { orgId: principal.orgId, projectId: params.id, prompts });
      return { status: result.created.length > 0 ? 201 : 200, data: result };
    },
  },
});

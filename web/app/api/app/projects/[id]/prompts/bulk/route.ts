// One action on several prompts: activate, deactivate or delete them.
import { appEndpoint } from '@/server/http/app-endpoint';
import { deletePrompts, setPromptsActive } from '@/server/prompts/prompts';
import { BulkPromptAction } from '@/server/contract/requests';
import { PromptsChanged } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  POST: {
    access: 'member',
    reply: PromptsChanged,
    async handle({ sql, principal, params, body }) {
      const { action, ids } = await body(BulkPromptAction);
      const target = { orgId: principal.orgId, projectId: params.id, ids };
      const changed = action === 'delete' ? await deletePrompts(sql, target) : await setPromptsActive(sql, { ...target, active: action === 'activate' });
      return { data: { changed } };
    },
  },
});

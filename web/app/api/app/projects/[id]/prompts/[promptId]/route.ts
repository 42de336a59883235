import { appEndpoint } from '@/server/http/app-endpoint';
import { DomainError } from '@/server/errors';
import { deletePrompts, updatePrompt } from '@/server/prompts/prompts';
import { PromptChanges } from '@/server/contract/requests';
import { PromptRecord, PromptsDeleted } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  PATCH: {
    access: 'member',
    reply: PromptRecord,
    async handle({ sql, principal, params, body }) {
      const changes = await body(PromptChanges);
      return { data: await updatePrompt(sql, { orgId: principal.orgId, projectId: params.id, promptId: params.promptId, changes }) };
    },
  },
  DELETE: {
    access: 'member',
    reply: PromptsDeleted,
    async handle({ sql, principal, params }) {
      const deleted = await deletePrompts(sql, { orgId: principal.orgId, projectId: params.id, ids: [params.promptId] });
      if (deleted === 0) throw new DomainError('not_found', 'Prompt not found.');
      return { data: { deleted } };
    },
  },
});

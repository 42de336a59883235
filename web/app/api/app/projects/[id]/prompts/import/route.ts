import { appEndpoint } from '@/server/http/app-endpoint';
import { importPrompts } from '@/server/prompts/prompts';
import { MAX_IMPORT_BYTES, PromptImport } from '@/server/contract/requests';
import { ImportReport } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  POST: {
    access: 'member',
    reply: ImportReport,
    async handle({ sql, principal, params, body }) {
      const input = await body(PromptImport, { maxBytes: MAX_IMPORT_BYTES });
      return { data: await importPrompts(sql, { orgId: principal.orgId, projectId: params.id, ...input }) };
    },
  },
});

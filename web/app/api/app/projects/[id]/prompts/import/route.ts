import { z } from 'zod';
import { appEndpoint } from '@/server/http/app-endpoint';
import { importPrompts } from '@/server/prompts/prompts';

const ImportRequest = z.strictObject({
  content: z.string(),
  format: z.enum(['csv', 'lines']),
  tag: z.string().max(100).nullable().optional(),
  dryRun: z.boolean().optional(),
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  POST: {
    access: 'member',
    async handle({ sql, principal, params, body }) {
      const input = await body(ImportRequest, { maxBytes: 1024 * 1024 });
      return { data: await importPrompts(sql, { orgId: principal.orgId, projectId: params.id, ...input }) };
    },
  },
});

import { CreateKeywordsRequest } from '@/server/contract/schemas';
import { endpoint } from '@/server/http/endpoint';
import { createKeywords, listKeywords } from '@/server/keywords/keywords';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: {
    scope: 'read',
    handle: async ({ sql, principal, params }) => ({ data: await listKeywords(sql, principal.orgId, params.id) }),
  },
  POST: {
    scope: 'write',
    async handle({ sql, principal, params, body }) {
      const { keywords } = await body(CreateKeywordsRequest);
      const { created, records } = await createKeywords(sql, principal.orgId, params.id, keywords);
      // 201 when something was created; a repeat of the same request is a 200 with the same records.
      return { status: created > 0 ? 201 : 200, data: records };
    },
  },
});

import { CreateKeywordsRequest } from '@/server/contract/schemas';
import { appEndpoint } from '@/server/http/app-endpoint';
import { createKeywords, listKeywords } from '@/server/keywords/keywords';
import { Keywords } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: { access: 'member', reply: Keywords, handle: async ({ sql, principal, params }) => ({ data: await listKeywords(sql, principal.orgId, params.id) }) },
  POST: {
    access: 'member',
    reply: Keywords,
    async handle({ sql, principal, params, body }) {
      const { keywords } = await body(CreateKeywordsRequest);
      const { created, records } = await createKeywords(sql, principal.orgId, params.id, keywords);
      return { status: created > 0 ? 201 : 200, data: records };
    },
  },
});

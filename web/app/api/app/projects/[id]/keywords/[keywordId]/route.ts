import { appEndpoint } from '@/server/http/app-endpoint';
import { deleteKeyword } from '@/server/keywords/keywords';
import { Deleted } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  DELETE: {
    access: 'member',
    reply: Deleted,
    async handle({ sql, principal, params }) {
      await deleteKeyword(sql, principal.orgId, params.id, params.keywordId);
      return { data: { deleted: true } };
    },
  },
});

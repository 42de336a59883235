import { appEndpoint } from '@/server/http/app-endpoint';
import { ApiError } from '@/server/http/errors';
import { isUuid } from '@/server/http/ids';
import { revokeKey } from '@/server/keys/keys';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  DELETE: {
    access: 'member',
    async handle({ sql, principal, params }) {
      if (!isUuid(params.id)) throw new ApiError(404, 'not_found', 'API key not found.');
      return { data: await revokeKey(sql, { id: params.id, orgId: principal.orgId }) };
    },
  },
});

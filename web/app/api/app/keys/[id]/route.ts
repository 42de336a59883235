import { appEndpoint } from '@/server/http/app-endpoint';
import { DomainError } from '@/server/errors';
import { isUuid } from '@/server/ids';
import { revokeKey } from '@/server/keys/keys';
import { ApiKey } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  DELETE: {
    access: 'member',
    reply: ApiKey,
    async handle({ sql, principal, params }) {
      if (!isUuid(params.id)) throw new DomainError('not_found', 'API key not found.');
      return { data: await revokeKey(sql, { id: params.id, orgId: principal.orgId, actor: principal }) };
    },
  },
});

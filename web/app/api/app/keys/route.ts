import { appEndpoint } from '@/server/http/app-endpoint';
import { createKey, listKeys } from '@/server/keys/keys';
import { CreateKeyInput } from '@/server/contract/requests';
import { ApiKey, ApiKeys } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: { access: 'member', reply: ApiKeys, handle: async ({ sql, principal }) => ({ data: await listKeys(sql, principal.orgId) }) },
  POST: {
    access: 'member',
    reply: ApiKey,
    async handle({ sql, principal, body }) {
      const input = await body(CreateKeyInput);
      const { record, key } = await createKey(sql, { orgId: principal.orgId, name: input.name, scopes: input.scopes, createdBy: principal.userId, source: 'dashboard' });
      // The full key, this once: only its hash is stored.
      return { status: 201, data: { ...record, key } };
    },
  },
});

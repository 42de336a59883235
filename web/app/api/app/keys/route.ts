import { appEndpoint } from '@/server/http/app-endpoint';
import { createKey, listKeys } from '@/server/keys/keys';
import { CreateKeyInput } from '@/server/contract/requests';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: { access: 'member', handle: async ({ sql, principal }) => ({ data: await listKeys(sql, principal.orgId) }) },
  POST: {
    access: 'member',
    async handle({ sql, principal, body }) {
      const input = await body(CreateKeyInput);
      const { record, key } = await createKey(sql, { orgId: principal.orgId, name: input.name, scopes: input.scopes, createdBy: principal.userId, source: 'dashboard' });
      // The full key, this once: only its hash is stored.
      return { status: 201, data: { ...record, key } };
    },
  },
});

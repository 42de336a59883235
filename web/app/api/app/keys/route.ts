import { z } from 'zod';
import { appEndpoint } from '@/server/http/app-endpoint';
import { createKey, listKeys } from '@/server/keys/keys';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: { access: 'member', handle: async ({ sql, principal }) => ({ data: await listKeys(sql, principal.orgId) }) },
  POST: {
    access: 'member',
    async handle({ sql, principal, body }) {
      const input = await body(z.strictObject({ name: z.string().max(100).optional(), scopes: z.array(z.string()).max(10) }));
      const { record, key } = await createKey(sql, { orgId: principal.orgId, name: input.name, scopes: input.scopes, createdBy: principal.userId, source: 'dashboard' });
      // The full key, this once: only its hash is stored.
      return { status: 201, data: { ...record, key } };
    },
  },
});

import { UpdateWebhookRequest } from '@/server/contract/schemas';
import { endpoint } from '@/server/http/endpoint';
import { deleteWebhook, getWebhook, updateWebhook } from '@/server/webhooks/webhooks';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: { scope: 'write', handle: async ({ sql, principal, params }) => ({ data: await getWebhook(sql, principal.orgId, params.id) }) },
  PATCH: {
    scope: 'write',
    async handle({ sql, principal, params, body }) {
      return { data: await updateWebhook(sql, principal.orgId, params.id, await body(UpdateWebhookRequest)) };
    },
  },
  DELETE: { scope: 'write', handle: async ({ sql, principal, params }) => ({ data: await deleteWebhook(sql, principal.orgId, params.id) }) },
});

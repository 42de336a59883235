import { UpdateWebhookRequest } from '@/server/contract/schemas';
import { appEndpoint } from '@/server/http/app-endpoint';
import { deleteWebhook, getWebhook, updateWebhook } from '@/server/webhooks/webhooks';
import { Webhook } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: { access: 'owner', reply: Webhook, handle: async ({ sql, principal, params }) => ({ data: await getWebhook(sql, principal.orgId, params.id) }) },
  PATCH: {
    access: 'owner',
    reply: Webhook,
    async handle({ sql, principal, params, body }) {
      return { data: await updateWebhook(sql, principal.orgId, params.id, await body(UpdateWebhookRequest)) };
    },
  },
  DELETE: { access: 'owner', reply: Webhook, handle: async ({ sql, principal, params }) => ({ data: await deleteWebhook(sql, principal.orgId, params.id) }) },
});

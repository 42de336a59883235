// The dashboard's webhooks (Settings → Webhooks): owners only (docs/guide/alerts.md).
import { CreateWebhookRequest } from '@/server/contract/schemas';
import { appEndpoint } from '@/server/http/app-endpoint';
import { createWebhook, listWebhooks } from '@/server/webhooks/webhooks';
import { Webhook, Webhooks } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: { access: 'owner', reply: Webhooks, handle: async ({ sql, principal }) => ({ data: await listWebhooks(sql, principal.orgId) }) },
  POST: {
    access: 'owner',
    reply: Webhook,
    async handle({ sql, principal, body }) {
      return { status: 201, data: await createWebhook(sql, principal.orgId, await body(CreateWebhookRequest)) };
    },
  },
});

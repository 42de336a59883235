import { CreateWebhookRequest } from '@/server/contract/schemas';
import { endpoint } from '@/server/http/endpoint';
import { createWebhook, listWebhooks } from '@/server/webhooks/webhooks';

// Every webhook operation asks `write`: a webhook URL can be a secret itself (Slack's, Discord's).
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: { scope: 'write', handle: async ({ sql, principal }) => ({ data: await listWebhooks(sql, principal.orgId) }) },
  POST: {
    scope: 'write',
    async handle({ sql, principal, body }) {
      return { status: 201, data: await createWebhook(sql, principal.orgId, await body(CreateWebhookRequest)) };
    },
  },
});

import { appEndpoint } from '@/server/http/app-endpoint';
import { listDeliveries } from '@/server/webhooks/webhooks';
import { WebhookDeliveries } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: { access: 'owner', reply: WebhookDeliveries, handle: async ({ sql, principal, params }) => ({ data: await listDeliveries(sql, principal.orgId, params.id) }) },
});

import { endpoint } from '@/server/http/endpoint';
import { listDeliveries } from '@/server/webhooks/webhooks';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: { scope: 'write', handle: async ({ sql, principal, params }) => ({ data: await listDeliveries(sql, principal.orgId, params.id) }) },
});

import { endpoint } from '@/server/http/endpoint';
import { sendTestEvent } from '@/server/webhooks/webhooks';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  POST: { scope: 'write', handle: async ({ sql, principal, params }) => ({ status: 202, data: await sendTestEvent(sql, principal.orgId, params.id) }) },
});

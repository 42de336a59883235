import { appEndpoint } from '@/server/http/app-endpoint';
import { sendTestEvent } from '@/server/webhooks/webhooks';
import { TestEventQueued } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  POST: { access: 'owner', reply: TestEventQueued, handle: async ({ sql, principal, params }) => ({ status: 202, data: await sendTestEvent(sql, principal.orgId, params.id) }) },
});

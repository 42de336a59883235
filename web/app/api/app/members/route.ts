import { listMembers } from '@/server/accounts/users';
import { appEndpoint } from '@/server/http/app-endpoint';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: { access: 'member', handle: async ({ sql, principal }) => ({ data: await listMembers(sql, principal.orgId) }) },
});

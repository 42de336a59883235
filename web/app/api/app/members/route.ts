import { listMembers } from '@/server/accounts/users';
import { appEndpoint } from '@/server/http/app-endpoint';
import { Members } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: { access: 'member', reply: Members, handle: async ({ sql, principal }) => ({ data: await listMembers(sql, principal.orgId) }) },
});

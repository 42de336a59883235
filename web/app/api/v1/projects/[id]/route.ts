import { endpoint } from '@/server/http/endpoint';
import { projectDetail } from '@/server/projects/projects';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: {
    scope: 'read',
    handle: async ({ sql, principal, params }) => ({ data: await projectDetail(sql, principal.orgId, params.id) }),
  },
});

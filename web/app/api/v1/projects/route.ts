import { ListQuery } from '@/server/contract/schemas';
import { endpoint } from '@/server/http/endpoint';
import { assertCursor, pageResult } from '@/server/http/pagination';
import { listProjects } from '@/server/projects/projects';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: {
    scope: 'read',
    async handle({ sql, principal, query }) {
      const page = query(ListQuery);
      await assertCursor(sql, 'projects', principal.orgId, page);
      return pageResult(await listProjects(sql, principal.orgId, page), page);
    },
  },
});

import { appEndpoint } from '@/server/http/app-endpoint';
import { createProject, ProjectInput } from '@/server/projects/projects';
import { listProjectSummaries } from '@/server/projects/summaries';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: { access: 'member', handle: async ({ sql, principal }) => ({ data: await listProjectSummaries(sql, principal.orgId) }) },
  POST: {
    access: 'member',
    async handle({ sql, principal, body }) {
      return { status: 201, data: await createProject(sql, principal.orgId, await body(ProjectInput), principal.role) };
    },
  },
});

import { appEndpoint } from '@/server/http/app-endpoint';
import { createProject, DASHBOARD_SAMPLES } from '@/server/projects/projects';
import { listProjectSummaries } from '@/server/projects/summaries';
import { ProjectInput } from '@/server/contract/requests';
import { ProjectRecord, ProjectSummaries } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: { access: 'member', reply: ProjectSummaries, handle: async ({ sql, principal }) => ({ data: await listProjectSummaries(sql, principal.orgId) }) },
  POST: {
    access: 'member',
    reply: ProjectRecord,
    async handle({ sql, principal, body }) {
      // A project made in the dashboard asks 3 answers per prompt unless told otherwise (the plan's cap when lower).
      return { status: 201, data: await createProject(sql, principal.orgId, await body(ProjectInput), { samplesDefault: DASHBOARD_SAMPLES, role: principal.role }) };
    },
  },
});

import { appEndpoint } from '@/server/http/app-endpoint';
import { deleteProject, updateProject } from '@/server/projects/projects';
import { projectOverview } from '@/server/projects/summaries';
import { ProjectChanges } from '@/server/contract/requests';
import { Deleted, ProjectOverview } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: { access: 'member', reply: ProjectOverview, handle: async ({ sql, principal, params }) => ({ data: await projectOverview(sql, principal.orgId, params.id) }) },
  PATCH: {
    access: 'member',
    reply: ProjectOverview,
    async handle({ sql, principal, params, body }) {
      await updateProject(sql, principal.orgId, params.id, await body(ProjectChanges), principal.role);
      return { data: await projectOverview(sql, principal.orgId, params.id) };
    },
  },
  DELETE: {
    access: 'owner',
    reply: Deleted,
    async handle({ sql, principal, params }) {
      await deleteProject(sql, principal.orgId, params.id);
      return { data: { deleted: true } };
    },
  },
});

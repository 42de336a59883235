import { appEndpoint } from '@/server/http/app-endpoint';
import { DomainError } from '@/server/errors';
import { deleteProject, findProject, ProjectChanges, updateProject } from '@/server/projects/projects';

/** Settings that spend the plan (automatic audits, answers per prompt, engines asked): owners only. */
const OWNER_SETTINGS = ['schedule', 'samples', 'engines'] as const;
import { projectOverview } from '@/server/projects/summaries';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: { access: 'member', handle: async ({ sql, principal, params }) => ({ data: await projectOverview(sql, principal.orgId, params.id) }) },
  PATCH: {
    access: 'member',
    async handle({ sql, principal, params, body }) {
      const changes = await body(ProjectChanges);
      // The form sends every field: only a setting that really changes is an owner's to make.
      const before = principal.role === 'owner' ? null : await findProject(sql, principal.orgId, params.id);
      const same = (a: unknown, b: unknown) => JSON.stringify(Array.isArray(a) ? [...a].sort() : a) === JSON.stringify(Array.isArray(b) ? [...b].sort() : b);
      const ownersOnly = before && OWNER_SETTINGS.find((setting) => changes[setting] !== undefined && !same(changes[setting], before[setting]));
      if (ownersOnly) {
        throw new DomainError('owner_only', `Only an owner can change ${ownersOnly}: it spends the plan's audits and provider calls.`, { param: ownersOnly });
      }
      await updateProject(sql, principal.orgId, params.id, changes);
      return { data: await projectOverview(sql, principal.orgId, params.id) };
    },
  },
  DELETE: {
    access: 'owner',
    async handle({ sql, principal, params }) {
      await deleteProject(sql, principal.orgId, params.id);
      return { data: { deleted: true } };
    },
  },
});

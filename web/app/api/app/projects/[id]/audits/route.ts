import { dryRunLaunch, launchAudit } from '@/server/audits/launch';
import { listAudits } from '@/server/audits/read';
import { DashboardLaunchInput } from '@/server/contract/requests';
import { appEndpoint } from '@/server/http/app-endpoint';
import { listKeywords } from '@/server/keywords/keywords';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: { access: 'member', handle: async ({ sql, principal, params }) => ({ data: await listAudits(sql, principal.orgId, params.id) }) },
  POST: {
    access: 'member',
    async handle({ sql, principal, params, body }) {
      const { model, region, samples, dry_run: dryRun } = await body(DashboardLaunchInput);
      const request = { orgId: principal.orgId, projectId: params.id, source: 'dashboard' as const, role: principal.role, model, region, samples };
      // The estimate shown beside the launch button (docs/operations/spend.md).
      if (dryRun) return { status: 200, data: await dryRunLaunch(sql, request) };
      // The project's saved keywords are the audit's context keywords (none: the site title).
      const keywords = (await listKeywords(sql, principal.orgId, params.id)).map((k) => k.keyword as string);
      const result = await launchAudit(sql, { ...request, keywords: keywords.length > 0 ? keywords.slice(0, 50) : undefined });
      return { status: 201, data: result };
    },
  },
});

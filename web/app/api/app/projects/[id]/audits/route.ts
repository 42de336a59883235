import { dryRunLaunch, launchAudit } from '@/server/audits/launch';
import { listAudits } from '@/server/audits/read';
import { DashboardLaunchInput } from '@/server/contract/requests';
import { appEndpoint } from '@/server/http/app-endpoint';
import { AuditList, Launch } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: { access: 'member', reply: AuditList, handle: async ({ sql, principal, params }) => ({ data: await listAudits(sql, principal.orgId, params.id) }) },
  POST: {
    access: 'member',
    reply: Launch,
    async handle({ sql, principal, params, body }) {
      const { model, region, samples, dry_run: dryRun } = await body(DashboardLaunchInput);
      const request = { orgId: principal.orgId, projectId: params.id, source: 'dashboard' as const, role: principal.role, model, region, samples };
      // The estimate shown beside the launch button (docs/operations/spend.md).
      if (dryRun) return { status: 200, data: await dryRunLaunch(sql, request) };
      return { status: 201, data: await launchAudit(sql, request) };
    },
  },
});

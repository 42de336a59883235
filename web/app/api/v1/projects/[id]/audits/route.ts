import { dryRunLaunch, launchAudit, requestFingerprint } from '@/server/audits/launch';
import { listAudits } from '@/server/audits/read';
import { LaunchAuditRequest, ListQuery } from '@/server/contract/schemas';
import { endpoint } from '@/server/http/endpoint';
import { invalidInput } from '@/server/errors';
import { assertCursor, pageResult } from '@/server/http/pagination';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: {
    scope: 'read',
    async handle({ sql, principal, params, query }) {
      const page = query(ListQuery);
      await assertCursor(sql, 'audits', principal.orgId, page);
      return pageResult(await listAudits(sql, principal.orgId, params.id, page), page);
    },
  },
  POST: {
    scope: 'write',
    async handle({ sql, principal, params, request, body }) {
      const { dry_run: dryRun, ...input } = await body(LaunchAuditRequest);
      const userAgent = request.headers.get('user-agent') ?? '';
      const source = userAgent.startsWith('geo-audit-action/') ? 'github_action' : 'api';
      if (dryRun) {
        return { status: 200, data: await dryRunLaunch(sql, { ...input, orgId: principal.orgId, projectId: params.id, source, role: principal.role }) };
      }
      const key = request.headers.get('idempotency-key');
      if (key !== null && (key.length < 1 || key.length > 255)) {
        throw invalidInput('invalid_request', 'Idempotency-Key must be 1 to 255 characters.', 'Idempotency-Key');
      }
      const result = await launchAudit(sql, {
        ...input,
        orgId: principal.orgId,
        projectId: params.id,
        source,
        role: principal.role,
        idempotency: key ? { key, fingerprint: requestFingerprint('POST', `/projects/${params.id}/audits`, input) } : undefined,
      });
      return { status: 201, data: result };
    },
  },
});

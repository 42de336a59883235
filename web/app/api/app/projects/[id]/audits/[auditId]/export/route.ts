import { appEndpoint } from '@/server/http/app-endpoint';
import { exportAudit } from '@/server/reports/export';
import { ExportQuery } from '@/server/contract/requests';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: {
    access: 'member',
    async handle({ sql, principal, params, query }) {
      // `table`: one line per answer, per prompt × engine, or per tracked brand (docs/guide/exports.md).
      const { format, table } = query(ExportQuery);
      const file = await exportAudit(sql, principal.orgId, params.id, params.auditId, format, table);
      return {
        unwrapped: file.body,
        contentType: file.contentType,
        headers: { 'Content-Disposition': `attachment; filename="${file.filename}"` },
      };
    },
  },
});

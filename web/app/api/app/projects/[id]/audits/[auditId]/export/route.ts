import { z } from 'zod';
import { appEndpoint } from '@/server/http/app-endpoint';
import { exportAudit } from '@/server/reports/export';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: {
    access: 'member',
    async handle({ sql, principal, params, query }) {
      const { format } = query(z.strictObject({ format: z.enum(['csv', 'json']).default('csv') }));
      const file = await exportAudit(sql, principal.orgId, params.id, params.auditId, format);
      return {
        unwrapped: file.body,
        contentType: file.contentType,
        headers: { 'Content-Disposition': `attachment; filename="${file.filename}"` },
      };
    },
  },
});

import { SourcesQuery } from '@/server/contract/schemas';
import { appEndpoint } from '@/server/http/app-endpoint';
import { sourcesCsv } from '@/server/sources/export';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: {
    access: 'member',
    async handle({ sql, principal, params, query }) {
      const file = await sourcesCsv(sql, principal.orgId, params.id, query(SourcesQuery));
      return { unwrapped: file.body, contentType: 'text/csv; charset=utf-8', headers: { 'Content-Disposition': `attachment; filename="${file.filename}"` } };
    },
  },
});

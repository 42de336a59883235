import { AnswersQuery } from '@/server/contract/schemas';
import { endpoint } from '@/server/http/endpoint';
import { answersPage, answersStream } from '@/server/reports/answers-feed';
import { DomainError } from '@/server/errors';
import { isUuid } from '@/server/ids';

/** NDJSON or CSV when asked by `format` or by Accept; a JSON page otherwise. */
function formatOf(request: Request, format: 'json' | 'ndjson' | 'csv' | undefined) {
  if (format) return format;
  const accept = request.headers.get('accept') ?? '';
  if (/application\/x-ndjson/i.test(accept)) return 'ndjson';
  if (/text\/csv/i.test(accept)) return 'csv';
  return 'json';
}

const DEFAULT_PAGE = 100;

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: {
    scope: 'read',
    async handle({ sql, principal, params, query, request }) {
      if (!isUuid(params.id)) throw new DomainError('not_found', 'Project not found.');
      const { format, limit, ...filter } = query(AnswersQuery);
      const chosen = formatOf(request, format);
      if (chosen === 'json') {
        const page = await answersPage(sql, principal.orgId, params.id, filter, limit ?? DEFAULT_PAGE);
        return { data: page.records, hasMore: page.hasMore };
      }
      const stream = await answersStream(sql, principal.orgId, params.id, filter, chosen);
      const contentType = chosen === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8';
      return { response: new Response(stream, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } }) };
    },
  },
});

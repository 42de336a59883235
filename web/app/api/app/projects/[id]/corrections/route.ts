import { appEndpoint } from '@/server/http/app-endpoint';
import { exportCorrections } from '@/server/review/corrections';

/** The project's corrected answers as labelled data, one JSON object a line (docs/guide/reviewing-answers.md). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: {
    access: 'member',
    async handle({ sql, principal, params }) {
      return {
        unwrapped: await exportCorrections(sql, principal.orgId, params.id),
        contentType: 'application/x-ndjson; charset=utf-8',
        headers: { 'Content-Disposition': 'attachment; filename="corrections.jsonl"' },
      };
    },
  },
});

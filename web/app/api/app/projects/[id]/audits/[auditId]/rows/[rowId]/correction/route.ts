import { appEndpoint } from '@/server/http/app-endpoint';
import { correctRow } from '@/server/review/corrections';
import { CorrectionInput } from '@/server/contract/requests';
import { Corrected } from '@/server/contract/replies';

// Owners only: a correction rewrites an audit's published figures (docs/guide/reviewing-answers.md).
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  POST: {
    access: 'owner',
    reply: Corrected,
    async handle({ sql, principal, params, body }) {
      await correctRow(sql, principal.orgId, principal.userId, { projectId: params.id, auditId: params.auditId, rowId: params.rowId }, await body(CorrectionInput));
      return { data: { corrected: true } };
    },
  },
});

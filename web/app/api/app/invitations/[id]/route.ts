import { revokeInvitation } from '@/server/accounts/invitations';
import { appEndpoint } from '@/server/http/app-endpoint';
import { Revoked } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  DELETE: {
    access: 'owner',
    reply: Revoked,
    async handle({ sql, principal, params }) {
      await revokeInvitation(sql, principal.orgId, params.id);
      return { data: { revoked: true } };
    },
  },
});

import { createInvitation, listPendingInvitations } from '@/server/accounts/invitations';
import { appEndpoint } from '@/server/http/app-endpoint';
import { serverOrigin } from '@/server/http/proxy-headers';
import { InvitationInput } from '@/server/contract/requests';
import { Invitation, Invitations } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: { access: 'owner', reply: Invitations, handle: async ({ sql, principal }) => ({ data: await listPendingInvitations(sql, principal.orgId) }) },
  POST: {
    access: 'owner',
    reply: Invitation,
    async handle({ sql, principal, request, body }) {
      const { record, token } = await createInvitation(sql, principal.orgId, principal.userId, await body(InvitationInput));
      // The link is returned this once: only its hash is kept.
      return { status: 201, data: { ...record, url: `${serverOrigin(request)}/invite/${token}` } };
    },
  },
});

// A signed-in person joins the organisation of an invitation link and starts working in it.
import { acceptInvitation } from '@/server/accounts/invitations';
import { switchSessionOrg } from '@/server/accounts/sessions';
import { appEndpoint } from '@/server/http/app-endpoint';
import { InvitationAcceptInput } from '@/server/contract/requests';
import { OrgSwitched } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  POST: {
    access: 'member',
    reply: OrgSwitched,
    async handle({ sql, principal, body }) {
      const { token } = await body(InvitationAcceptInput);
      const { orgId } = await acceptInvitation(sql, token, principal.userId);
      await switchSessionOrg(sql, principal.token, principal.userId, orgId);
      return { data: { orgId } };
    },
  },
});

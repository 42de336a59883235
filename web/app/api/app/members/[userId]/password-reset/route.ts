// An owner's one-time link that lets someone of the organisation set a new password (no mail is
// sent: the owner passes it on). Shown this once: only its hash is kept.
import { issueResetLink, RESET_LINK_HOURS } from '@/server/accounts/password-changes';
import { appEndpoint } from '@/server/http/app-endpoint';
import { serverOrigin } from '@/server/http/proxy-headers';
import { ResetLink } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  POST: {
    access: 'owner',
    reply: ResetLink,
    async handle({ sql, principal, params, request }) {
      const { token, expiresAt } = await issueResetLink(sql, { orgId: principal.orgId, issuerId: principal.userId, userId: params.userId });
      return { status: 201, data: { url: `${serverOrigin(request)}/reset-password/${token}`, expires_at: expiresAt, valid_hours: RESET_LINK_HOURS } };
    },
  },
});

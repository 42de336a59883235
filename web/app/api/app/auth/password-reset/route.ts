// A new password through an owner's one-time link; every session of that person ends, and a new
// one starts here.
import { resetPassword } from '@/server/accounts/password-changes';
import { appEndpoint, startSession } from '@/server/http/app-endpoint';
import { PasswordResetInput } from '@/server/contract/requests';
import { SessionStarted } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  POST: {
    access: 'public',
    reply: SessionStarted,
    async handle({ sql, request, principal, body }) {
      const { token, password } = await body(PasswordResetInput);
      const who = await resetPassword(sql, { token, password });
      return startSession(sql, request, who, principal);
    },
  },
});

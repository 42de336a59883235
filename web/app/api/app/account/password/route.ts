// The signed-in person changes their password, giving their current one; their other sessions end.
import { changePassword } from '@/server/accounts/password-changes';
import { appEndpoint } from '@/server/http/app-endpoint';
import { clientIp } from '@/server/http/proxy-headers';
import { PasswordChangeInput } from '@/server/contract/requests';
import { PasswordChanged } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  POST: {
    access: 'member',
    reply: PasswordChanged,
    async handle({ sql, principal, request, body }) {
      const { currentPassword, password } = await body(PasswordChangeInput);
      return { data: await changePassword(sql, { userId: principal.userId, currentSession: principal.token, currentPassword, password, clientIp: clientIp(request) }) };
    },
  },
});

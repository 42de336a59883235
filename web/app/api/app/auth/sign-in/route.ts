import { signIn } from '@/server/accounts/users';
import { appEndpoint, startSession } from '@/server/http/app-endpoint';
import { clientIp } from '@/server/http/proxy-headers';
import { SignInInput } from '@/server/contract/requests';
import { SessionStarted } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  POST: {
    access: 'public',
    reply: SessionStarted,
    async handle({ sql, request, principal, body }) {
      const who = await signIn(sql, await body(SignInInput), clientIp(request));
      return startSession(sql, request, who, principal);
    },
  },
});

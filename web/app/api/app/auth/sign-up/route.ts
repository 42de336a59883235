import { signUp } from '@/server/accounts/users';
import { appEndpoint, startSession } from '@/server/http/app-endpoint';
import { clientIp } from '@/server/http/proxy-headers';
import { SignUpInput } from '@/server/contract/requests';
import { SessionStarted } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  POST: {
    access: 'public',
    reply: SessionStarted,
    async handle({ sql, request, principal, body }) {
      const who = await signUp(sql, await body(SignUpInput), clientIp(request));
      return startSession(sql, request, who, principal, 201);
    },
  },
});

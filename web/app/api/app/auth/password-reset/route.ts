// A new password through an owner's one-time link; every session of that person ends, and a new
// one starts here.
import { z } from 'zod';
import { resetPassword } from '@/server/accounts/password-changes';
import { appEndpoint, startSession } from '@/server/http/app-endpoint';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  POST: {
    access: 'public',
    async handle({ sql, request, principal, body }) {
      const { token, password } = await body(z.strictObject({ token: z.string().max(100), password: z.string().max(1000) }));
      const who = await resetPassword(sql, { token, password });
      return startSession(sql, request, who, principal);
    },
  },
});

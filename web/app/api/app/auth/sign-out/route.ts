import { appEndpoint, endSession } from '@/server/http/app-endpoint';
import { SignedOut } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  POST: { access: 'member', reply: SignedOut, handle: ({ sql, request, principal }) => endSession(sql, request, principal) },
});

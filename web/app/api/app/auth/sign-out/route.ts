import { appEndpoint, endSession } from '@/server/http/app-endpoint';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  POST: { access: 'member', handle: ({ sql, request, principal }) => endSession(sql, request, principal) },
});

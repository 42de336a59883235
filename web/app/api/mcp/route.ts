// The MCP server (Streamable HTTP, stateless): an API key with the `write` scope, rate-limited
// like /api/v1. GET (a standing event stream) and DELETE (sessions) do not apply to a
// stateless server and get 405.
import { endpoint } from '@/server/http/endpoint';
import { handleMcpRequest } from '@/server/mcp/server';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  POST: {
    scope: 'write',
    handle: async ({ sql, principal, request }) => ({ response: await handleMcpRequest(sql, principal, request) }),
  },
});

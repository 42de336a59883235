// The MCP server (Streamable HTTP, stateless): an API key of a plan with API access, rate-limited
// like /api/v1, one JSON-RPC message per request; tools that change something also need the
// `write` scope (mcp/server.ts). GET (a standing event stream) and DELETE (sessions) do not apply
// to a stateless server and get 405.
import { endpoint } from '@/server/http/endpoint';
import { handleMcpRequest, MAX_REQUEST_BYTES } from '@/server/mcp/server';
import { McpMessage } from '@/server/contract/requests';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  POST: {
    scope: 'read',
    handle: async ({ sql, principal, request, body }) => ({
      response: await handleMcpRequest(sql, principal, request, await body(McpMessage, { maxBytes: MAX_REQUEST_BYTES })),
    }),
  },
});

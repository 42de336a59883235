import { openApiDocument } from '@/server/contract/openapi';
import { endpoint } from '@/server/http/endpoint';

const document = JSON.stringify(openApiDocument());

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: { scope: 'public', handle: async () => ({ unwrapped: document, cacheControl: 'public, max-age=300' }) },
});

// The API reference, rendered (web/server/http/api-reference.ts); the raw document stays at /api/v1/openapi.json.
import { referencePage } from '@/server/http/api-reference';

// Per request: its scripts carry the nonce of this response's Content-Security-Policy.
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  const nonce = /'nonce-([^']+)'/.exec(request.headers.get('content-security-policy') ?? '')?.[1];
  return new Response(referencePage(nonce), { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' } });
}

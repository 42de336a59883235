// The API reference, rendered (web/server/http/api-reference.ts); the raw document stays at /api/v1/openapi.json.
import { referencePage } from '@/server/http/api-reference';

export const dynamic = 'force-static';

export function GET() {
  return new Response(referencePage(), { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=300' } });
}

// The API reference's scripts and styles (a fixed list), served from the installed swagger-ui-dist.
import { referenceAsset } from '@/server/http/api-reference';

export async function GET(_request: Request, { params }: { params: Promise<{ asset: string }> }) {
  const asset = referenceAsset((await params).asset);
  if (!asset) {
    return Response.json({ error: { code: 'not_found', message: 'No such file.' } }, { status: 404 });
  }
  return new Response(asset.body, { headers: { 'Content-Type': asset.type, 'Cache-Control': 'public, max-age=86400' } });
}

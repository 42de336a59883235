// Benchmark baseline only (`npm run bench` sets GEO_AUDIT_BENCH=1): serves JSON bytes held
// in memory, so that a database-backed route can be compared with the same bytes served
// without any work. Absent (404) in a normal run.
import { config } from '@/server/config';

const KEY = Symbol.for('geo-audit.bench-memory');
type Holder = { [KEY]?: string };
const enabled = () => config().GEO_AUDIT_BENCH;
const notFound = () => Response.json({ error: { code: 'not_found', message: 'No such endpoint.' } }, { status: 404 });

export async function PUT(request: Request) {
  if (!enabled()) return notFound();
  (globalThis as Holder)[KEY] = await request.text();
  return Response.json({ data: { stored: true } });
}

export function GET() {
  if (!enabled()) return notFound();
  return new Response((globalThis as Holder)[KEY] ?? '{}', { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

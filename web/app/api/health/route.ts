// Liveness for load balancers and orchestrators: answers without touching the database.
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}

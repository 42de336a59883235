// What a request says about its client, trusting forwarding headers (X-Forwarded-For,
// -Proto, -Host) only behind TRUST_PROXY: the peer address is set by our own server
// (web/server/main.ts), so a client cannot supply it.
import { config, type Config } from '../config';

/** The settings these read (tests pass their own). */
type ProxySettings = Pick<Config, 'TRUST_PROXY' | 'PUBLIC_URL'>;

/** The client's address: the peer, or the one `TRUST_PROXY` hops from the right of X-Forwarded-For. */
export function clientIp(request: Request, settings: ProxySettings = config()): string {
  const peer = request.headers.get('x-geo-audit-peer') ?? 'unknown';
  const hops = settings.TRUST_PROXY;
  if (hops === 0) return peer;
  const chain = (request.headers.get('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  // Each trusted proxy appended the address it saw; the client is `hops` entries from the right.
  return chain[chain.length - hops] ?? peer;
}

/**
 * The origin browsers see for this server: PUBLIC_URL when set, else the request's own
 * scheme and host (forwarded ones behind TRUST_PROXY).
 */
export function serverOrigin(request: Request, settings: ProxySettings = config()): string {
  if (settings.PUBLIC_URL) return new URL(settings.PUBLIC_URL).origin;
  const url = new URL(request.url);
  const trusted = settings.TRUST_PROXY > 0;
  const proto = (trusted && firstValue(request.headers.get('x-forwarded-proto'))) || url.protocol.replace(':', '');
  const host = (trusted && firstValue(request.headers.get('x-forwarded-host'))) || request.headers.get('host') || url.host;
  return `${proto}://${host}`;
}

export function isHttps(request: Request, settings: ProxySettings = config()): boolean {
  return serverOrigin(request, settings).startsWith('https:');
}

const firstValue = (header: string | null) => header?.split(',')[0]?.trim() || undefined;

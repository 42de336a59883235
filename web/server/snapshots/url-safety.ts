/**
 * SSRF guard for the site crawler. Project URLs come from users, so every request the
 * crawler makes (pages, robots.txt, sitemaps on any host, every redirect hop) passes here:
 *
 * - Scheme: `http:` and `https:` only.
 * - Port: any port a browser would load. The Fetch standard's "bad ports" (SMTP, SSH, IMAP,
 *   LDAP, ...) are refused, so a site on :8080 works but mail and shell services cannot be
 *   poked with an HTTP request.
 * - Address: the crawler resolves the host itself and every address it gets back must be
 *   ordinary public unicast (ipaddr.js range `unicast`). That refuses loopback, RFC 1918
 *   private, unique-local, link-local (169.254.169.254 cloud metadata included),
 *   unspecified (0.0.0.0, ::), multicast, broadcast, CGNAT, reserved/documentation ranges,
 *   and IPv6 transition prefixes that embed IPv4 (NAT64, 6to4, Teredo). IPv4-mapped IPv6
 *   (::ffff:a.b.c.d) is judged as the IPv4 it carries; IPv4-compatible (::a.b.c.d) is refused.
 * - The connection then goes to exactly the addresses that were checked (safe-fetch pins
 *   them through the socket's `lookup`), so DNS cannot answer differently in between.
 *
 * `allowPrivate` (tests, intranet deployments) replaces the address rule with "anything but
 * cloud metadata": the link-local ranges (169.254.0.0/16, fe80::/10, where 169.254.169.254
 * answers on every major cloud) and the other providers' metadata addresses stay closed whatever
 * the setting. Scheme and port rules still apply.
 *
 * What a refusal says is shown to tenants (a project's site check): it names their own URL and
 * never the address it resolved to, which is a detail of the server's network; that detail
 * goes to the server log.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { log } from '../log';

export class UnsafeUrlError extends Error {
  override name = 'UnsafeUrlError';
  constructor(
    readonly url: string,
    reason: string,
  ) {
    super(`Refused to fetch ${url}: ${reason}`);
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to all its addresses; injectable so tests never need real DNS. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** Decides whether the crawler may connect to an IP address. */
export type AddressPolicy = (address: string) => boolean;

export const systemResolver: HostResolver = async (hostname) => {
  // The resolver's own error (`getaddrinfo ENOTFOUND …`) is not for tenants' eyes.
  const answers = await lookup(hostname, { all: true, verbatim: true }).catch((err: NodeJS.ErrnoException) => {
    throw new Error(err.code === 'ENOTFOUND' || err.code === 'ENODATA' ? `${hostname} was not found (no DNS record).` : `${hostname} could not be resolved.`);
  });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

// Metadata services outside link-local: Alibaba Cloud's, and AWS's IPv6 one.
const METADATA_ADDRESSES = new Set(['100.100.100.200', 'fd00:ec2::254']);

/** Any address but cloud metadata (link-local, and the known metadata addresses): intranets and tests. */
export const allowAnyButMetadata: AddressPolicy = (address) => {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() !== 'linkLocal' && !METADATA_ADDRESSES.has(parsed.toNormalizedString()) && !METADATA_ADDRESSES.has(parsed.toString());
};

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv6' && isIpv4Compatible(parsed as ipaddr.IPv6)) return false;
  return parsed.range() === 'unicast';
}

// ::a.b.c.d is deprecated and ipaddr.js files it under 'unicast'; nothing public lives there.
function isIpv4Compatible(address: ipaddr.IPv6): boolean {
  return address.parts.slice(0, 6).every((part) => part === 0);
}

// https://fetch.spec.whatwg.org/#bad-port
const BAD_PORTS = new Set([
  0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101,
  102, 103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427,
  465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990,
  993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667,
  6668, 6669, 6679, 6697, 10080,
]);

export function portOf(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/** URL.hostname keeps the brackets around IPv6 literals; sockets and DNS want them off. */
export function bareHostname(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** Scheme and port rules; needs no network. */
export function assertFetchableUrl(url: URL): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UnsafeUrlError(url.href, `scheme ${url.protocol} is not http or https`);
  }
  const port = portOf(url);
  if (BAD_PORTS.has(port)) throw new UnsafeUrlError(url.href, `port ${port} is not a web port`);
}

/**
 * Resolves the URL's host and checks every address against the policy. A host with any
 * refused address is refused as a whole: a public name that also points inward is a trap.
 */
export async function resolveCheckedAddresses(
  url: URL,
  resolveHost: HostResolver,
  isAddressAllowed: AddressPolicy,
): Promise<ResolvedAddress[]> {
  const host = bareHostname(url);
  const literalFamily = isIP(host);
  const addresses: ResolvedAddress[] =
    literalFamily === 0 ? await resolveHost(host) : [{ address: host, family: literalFamily as 4 | 6 }];
  if (addresses.length === 0) throw new Error(`${host} has no addresses`);
  for (const { address } of addresses) {
    if (!isAddressAllowed(address)) {
      if (!literalFamily) log.warn('crawler refused a host resolving to a non-public address', { host, address });
      throw new UnsafeUrlError(url.href, literalFamily ? 'not a public address' : 'its host resolves to a private address (refused)');
    }
  }
  return addresses;
}

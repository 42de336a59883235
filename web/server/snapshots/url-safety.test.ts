import { describe, expect, it, vi } from 'vitest';
import { allowAnyButMetadata, assertFetchableUrl, isPublicAddress, resolveCheckedAddresses, UnsafeUrlError, type HostResolver } from './url-safety';

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback /8'],
    ['::1', 'IPv6 loopback'],
    ['10.1.2.3', 'RFC 1918'],
    ['172.16.5.4', 'RFC 1918'],
    ['192.168.1.1', 'RFC 1918'],
    ['169.254.169.254', 'cloud metadata (link-local)'],
    ['fe80::1', 'IPv6 link-local'],
    ['fd00::1', 'unique local'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'IPv6 unspecified'],
    ['100.64.0.1', 'CGNAT'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'IPv6 multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.10', 'documentation'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata, hex form'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['2002:7f00:1::', '6to4 of 127.0.0.1'],
    ['not an address', 'garbage'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('accepts public %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('assertFetchableUrl', () => {
  it.each(['ftp://example.com/', 'file:///etc/passwd', 'gopher://example.com/', 'http://example.com:22/', 'https://example.com:25/'])(
    'refuses %s',
    (url) => {
      expect(() => assertFetchableUrl(new URL(url))).toThrow(UnsafeUrlError);
    },
  );

  it('accepts web ports', () => {
    for (const url of ['http://example.com/', 'https://example.com/', 'http://example.com:8080/', 'https://example.com:8443/']) {
      expect(() => assertFetchableUrl(new URL(url))).not.toThrow();
    }
  });
});

describe('resolveCheckedAddresses', () => {
  const resolverFor = (answers: Record<string, string[]>) =>
    vi.fn<HostResolver>(async (hostname) => (answers[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));

  it('refuses a host name that resolves to a private address, without telling the tenant which one', async () => {
    const resolver = resolverFor({ 'intranet.example': ['10.1.2.3'] });
    const refusal = resolveCheckedAddresses(new URL('http://intranet.example/'), resolver, isPublicAddress);
    await expect(refusal).rejects.toThrow('Refused to fetch http://intranet.example/: its host resolves to a private address (refused)');
    await expect(refusal).rejects.not.toThrow(/10\.1\.2\.3/);
  });

  it('keeps cloud metadata closed even when private addresses are allowed', async () => {
    for (const address of ['169.254.169.254', '169.254.170.2', 'fe80::1', 'fd00:ec2::254', '100.100.100.200', '::ffff:169.254.169.254']) {
      expect(allowAnyButMetadata(address), address).toBe(false);
    }
    for (const address of ['127.0.0.1', '10.0.0.8', '192.168.1.20', '::1', '93.184.216.34']) expect(allowAnyButMetadata(address), address).toBe(true);
    const resolver = resolverFor({ 'metadata.google.internal': ['169.254.169.254'] });
    await expect(resolveCheckedAddresses(new URL('http://metadata.google.internal/'), resolver, allowAnyButMetadata)).rejects.toBeInstanceOf(UnsafeUrlError);
  });

  it('refuses a host when any of its addresses is private', async () => {
    const resolver = resolverFor({ 'mixed.example': ['93.184.216.34', '127.0.0.1'] });
    await expect(resolveCheckedAddresses(new URL('http://mixed.example/'), resolver, isPublicAddress)).rejects.toBeInstanceOf(UnsafeUrlError);
  });

  it('checks IP literals without asking DNS', async () => {
    const resolver = resolverFor({});
    for (const url of ['http://127.0.0.1/', 'http://[::1]/', 'http://[::ffff:127.0.0.1]/', 'http://2130706433/', 'http://0x7f.1/', 'http://0.0.0.0/']) {
      await expect(resolveCheckedAddresses(new URL(url), resolver, isPublicAddress)).rejects.toBeInstanceOf(UnsafeUrlError);
    }
    expect(resolver).not.toHaveBeenCalled();
  });

  it('returns every address of a public host', async () => {
    const resolver = resolverFor({ 'www.example': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'] });
    await expect(resolveCheckedAddresses(new URL('https://www.example/'), resolver, isPublicAddress)).resolves.toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 },
    ]);
  });
});

import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, FetchError, fetchGuarded, type FetchOptions } from './safe-fetch';
import { redirectTo, serveSite, type TestSite } from '../../test/support/test-site';
import { allowAnyButMetadata, isPublicAddress, UnsafeUrlError, type HostResolver } from './url-safety';

// Stands in for "127.0.0.1 is a public web server": the real rules for every other address.
const onlyTestServerOrPublic = (address: string) => address === '127.0.0.1' || isPublicAddress(address);

const noDns: HostResolver = async (hostname) => {
  throw new Error(`unexpected DNS lookup of ${hostname}`);
};

const options = (overrides: Partial<FetchOptions> = {}): FetchOptions => ({
  timeoutMs: 2_000,
  maxBytes: 1024 * 1024,
  maxRedirects: 5,
  userAgent: 'test-agent',
  accept: '*/*',
  isAddressAllowed: allowAnyButMetadata,
  resolveHost: noDns,
  ...overrides,
});

const sites: TestSite[] = [];
const serve = async (...args: Parameters<typeof serveSite>) => {
  const site = await serveSite(...args);
  sites.push(site);
  return site;
};
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.close()));
});

describe('fetchGuarded', () => {
  it('connects to the address it resolved and checked, keeping the host name for Host', async () => {
    let hostHeader: string | undefined;
    const site = await serve({
      '/': (request, response) => {
        hostHeader = request.headers.host;
        response.end('hello');
      },
    });
    const resolveHost = vi.fn<HostResolver>(async () => [{ address: '127.0.0.1', family: 4 }]);
    const response = await fetchGuarded(`http://shop.test:${site.port}/`, options({ resolveHost, isAddressAllowed: onlyTestServerOrPublic }));
    expect(bodyText(response)).toBe('hello');
    expect(hostHeader).toBe(`shop.test:${site.port}`);
    // One lookup, ours: the socket did not resolve the name again (no rebinding window).
    expect(resolveHost).toHaveBeenCalledTimes(1);
  });

  it('refuses a redirect to a loopback address before connecting to it', async () => {
    const inward = await serve({ '/': 'secret' }, '127.0.0.2');
    const site = await serve({ '/': redirectTo(`http://127.0.0.2:${inward.port}/`) });
    await expect(fetchGuarded(`${site.origin}/`, options({ isAddressAllowed: onlyTestServerOrPublic }))).rejects.toThrow(UnsafeUrlError);
    expect(inward.connections).toBe(0);
  });

  it('refuses redirects to metadata, IPv4-mapped and privately resolving hosts', async () => {
    const site = await serve({
      '/metadata': redirectTo('http://169.254.169.254/latest/meta-data/'),
      '/mapped': redirectTo('http://[::ffff:127.0.0.2]/'),
      '/intranet': redirectTo('http://intranet.example/admin'),
      '/ssh': redirectTo('http://example.com:22/'),
      '/file': redirectTo('file:///etc/passwd'),
    });
    const resolveHost: HostResolver = async (hostname) => [{ address: hostname === 'intranet.example' ? '10.0.0.7' : '127.0.0.1', family: 4 }];
    for (const path of ['/metadata', '/mapped', '/intranet', '/ssh', '/file']) {
      await expect(fetchGuarded(`${site.origin}${path}`, options({ resolveHost, isAddressAllowed: onlyTestServerOrPublic }))).rejects.toThrow(
        UnsafeUrlError,
      );
    }
  });

  it('follows up to five redirects and fails on the sixth', async () => {
    const site = await serve({
      '/r0': redirectTo('/r1'),
      '/r1': redirectTo('/r2'),
      '/r2': redirectTo('/r3'),
      '/r3': redirectTo('/r4'),
      '/r4': redirectTo('/r5'),
      '/r5': 'arrived',
      '/loop': redirectTo('/loop'),
    });
    const arrived = await fetchGuarded(`${site.origin}/r0`, options());
    expect([arrived.status, arrived.url.pathname, bodyText(arrived)]).toEqual([200, '/r5', 'arrived']);
    const loop = fetchGuarded(`${site.origin}/loop`, options());
    await expect(loop).rejects.toMatchObject({ failure: 'too_many_redirects' });
    expect(site.hits.filter((path) => path === '/loop')).toHaveLength(6);
  });

  it('keeps at most maxBytes of the body, also after decompression', async () => {
    const big = 'x'.repeat(200_000);
    const site = await serve({
      '/plain': { type: 'text/plain', body: big },
      '/gzip': { type: 'text/plain', body: gzipSync(big), headers: { 'content-encoding': 'gzip' } },
    });
    for (const path of ['/plain', '/gzip']) {
      const response = await fetchGuarded(`${site.origin}${path}`, options({ maxBytes: 1000 }));
      expect(response.truncated).toBe(true);
      expect(response.body.length).toBe(1000);
    }
  });

  it('gives up when the server does not answer in time', async () => {
    const site = await serve({ '/slow': () => {} });
    const started = Date.now();
    const failure = await fetchGuarded(`${site.origin}/slow`, options({ timeoutMs: 150 })).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FetchError);
    expect((failure as FetchError).failure).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('skips bodies the caller does not want and never forwards URL credentials', async () => {
    let authorization: string | undefined;
    const site = await serve({
      '/report.pdf': (request, response) => {
        authorization = request.headers.authorization;
        response.writeHead(200, { 'content-type': 'application/pdf' });
        response.end(Buffer.alloc(50_000));
      },
    });
    const response = await fetchGuarded(`http://user:pass@127.0.0.1:${site.port}/report.pdf`, options({ wantsBody: (_status, type) => type === 'text/html' }));
    expect([response.mediaType, response.bodySkipped, response.body.length]).toEqual(['application/pdf', true, 0]);
    expect(authorization).toBeUndefined();
  });

  it('decodes text by the declared charset', async () => {
    const site = await serve({ '/': { type: 'text/html; charset=iso-8859-1', body: Buffer.from('caf\xe9', 'latin1') } });
    expect(bodyText(await fetchGuarded(`${site.origin}/`, options()))).toBe('café');
  });
});

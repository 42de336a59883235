/**
 * The crawler's only way onto the network (and the webhooks', webhooks/deliver.ts, which POST
 * through it with no redirects): one request through node:http(s) that
 * - checks scheme, port and resolved addresses before every hop (url-safety),
 * - connects to exactly the addresses it checked (a pinned `lookup`, so a second DNS answer
 *   cannot swap in an internal address), while Host and TLS SNI keep the real host name,
 * - follows at most `maxRedirects` redirects itself, re-checking each target,
 * - gives the whole fetch, redirects included, one deadline,
 * - keeps at most `maxBytes` of the (decompressed) body and stops reading there,
 * - skips the body entirely when the caller does not want it (e.g. a PDF found as a link).
 * No connection pooling: a socket is never reused across hosts or checks.
 */
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import {
  assertFetchableUrl,
  bareHostname,
  portOf,
  resolveCheckedAddresses,
  type AddressPolicy,
  type HostResolver,
  type ResolvedAddress,
  UnsafeUrlError,
} from './url-safety';

export interface FetchOptions {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
  accept: string;
  isAddressAllowed: AddressPolicy;
  resolveHost: HostResolver;
  signal?: AbortSignal;
  /** Hand back a redirect response instead of following it (its `location` header says where to). */
  returnRedirects?: boolean;
  /** Decides from the final response whether its body is worth downloading (default: yes). */
  wantsBody?: (status: number, mediaType: string | null) => boolean;
  /** A POST with this body and these headers instead of a GET (a redirect is then never followed). */
  post?: { body: Buffer; headers: Record<string, string> };
}

export interface FetchedResponse {
  /** Where the response came from, after redirects. */
  url: URL;
  status: number;
  headers: IncomingHttpHeaders;
  /** Lower-cased media type without parameters, e.g. `text/html`. */
  mediaType: string | null;
  charset: string | null;
  body: Buffer;
  /** The body was longer than `maxBytes` and was cut there. */
  truncated: boolean;
  /** `wantsBody` declined the body; `body` is empty. */
  bodySkipped: boolean;
}

export type FetchFailure = 'timeout' | 'too_many_redirects' | 'network' | 'aborted';

export class FetchError extends Error {
  override name = 'FetchError';
  constructor(
    readonly failure: FetchFailure,
    message: string,
  ) {
    super(message);
  }
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export async function fetchGuarded(target: string | URL, options: FetchOptions): Promise<FetchedResponse> {
  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(new FetchError('timeout', `timed out after ${options.timeoutMs} ms`)),
    options.timeoutMs,
  );
  const forwardAbort = () => deadline.abort(new FetchError('aborted', 'aborted'));
  if (options.signal?.aborted) forwardAbort();
  options.signal?.addEventListener('abort', forwardAbort);
  try {
    let url = new URL(target);
    for (let redirects = 0; ; redirects++) {
      assertFetchableUrl(url);
      const addresses = await untilAborted(
        resolveCheckedAddresses(url, options.resolveHost, options.isAddressAllowed),
        deadline.signal,
      );
      const response = await send(url, addresses, options, deadline.signal);
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(response.statusCode ?? 0) && location && !options.returnRedirects && !options.post) {
        response.destroy();
        if (redirects === options.maxRedirects) {
          throw new FetchError('too_many_redirects', `more than ${options.maxRedirects} redirects`);
        }
        url = new URL(location, url);
        continue;
      }
      return await readResponse(url, response, options);
    }
  } catch (error) {
    if (deadline.signal.aborted) throw deadline.signal.reason;
    if (error instanceof FetchError || error instanceof UnsafeUrlError) throw error;
    throw new FetchError('network', error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, lookupOptions, callback) => {
    const wanted = lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : 0;
    const matching = addresses.filter((candidate) => !wanted || candidate.family === wanted);
    const offered = matching.length > 0 ? matching : addresses;
    if (lookupOptions.all) callback(null, offered);
    else callback(null, offered[0].address, offered[0].family);
  };
}

function send(url: URL, addresses: ResolvedAddress[], options: FetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    // Built by hand rather than from the URL object so user:pass@ never becomes an Authorization header.
    const request = transport.request(
      {
        protocol: url.protocol,
        hostname: bareHostname(url),
        port: portOf(url),
        path: `${url.pathname}${url.search}`,
        method: options.post ? 'POST' : 'GET',
        agent: false,
        lookup: pinnedLookup(addresses),
        signal,
        headers: {
          'user-agent': options.userAgent,
          accept: options.accept,
          'accept-encoding': 'gzip, deflate, br',
          ...(options.post && { ...options.post.headers, 'content-length': String(options.post.body.length) }),
        },
      },
      resolve,
    );
    request.on('error', reject);
    request.end(options.post?.body);
  });
}

async function readResponse(url: URL, response: IncomingMessage, options: FetchOptions): Promise<FetchedResponse> {
  const status = response.statusCode ?? 0;
  const { mediaType, charset } = parseContentType(response.headers['content-type']);
  const wanted = options.wantsBody?.(status, mediaType) ?? true;
  let body: Buffer = Buffer.alloc(0);
  let truncated = false;
  try {
    if (wanted) ({ body, truncated } = await readAtMost(decoded(response), options.maxBytes));
  } finally {
    response.destroy();
  }
  return { url, status, headers: response.headers, mediaType, charset, body, truncated, bodySkipped: !wanted };
}

function decoded(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity') return response;
  const decoder =
    encoding === 'br' ? zlib.createBrotliDecompress()
    : encoding === 'gzip' || encoding === 'x-gzip' || encoding === 'deflate' ? zlib.createUnzip()
    : null;
  if (!decoder) throw new FetchError('network', `unsupported content-encoding ${encoding}`);
  // Errors on either side surface on the decoder, which is what the reader iterates.
  return pipeline(response, decoder, () => {});
}

/** Reads a stream up to `maxBytes`, then stops; the size limit applies to decoded bytes. */
export async function readAtMost(stream: Readable, maxBytes: number): Promise<{ body: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (size + chunk.length > maxBytes) {
      chunks.push(chunk.subarray(0, maxBytes - size));
      stream.destroy();
      return { body: Buffer.concat(chunks), truncated: true };
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  return { body: Buffer.concat(chunks), truncated: false };
}

function parseContentType(header: string | undefined): { mediaType: string | null; charset: string | null } {
  if (!header) return { mediaType: null, charset: null };
  const [type, ...parameters] = header.split(';');
  const charsetParameter = parameters.map((part) => part.trim()).find((part) => /^charset=/i.test(part));
  return {
    mediaType: type.trim().toLowerCase() || null,
    charset: charsetParameter ? charsetParameter.slice('charset='.length).replace(/"/g, '').trim() : null,
  };
}

/** Decodes a body as text: the header's charset, else a `<meta charset>` near the top, else UTF-8. */
export function bodyText(response: Pick<FetchedResponse, 'body' | 'charset'>): string {
  const declared = response.charset ?? sniffMetaCharset(response.body);
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(response.body);
  } catch {
    return new TextDecoder('utf-8').decode(response.body);
  }
}

function sniffMetaCharset(body: Buffer): string | null {
  const head = body.subarray(0, 1024).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ?? null;
}

// The request pipeline both HTTP faces share (/api/v1 with API keys, /api/app with the
// dashboard session): a guard first (authentication, rate limit, CSRF; its headers go on
// every response, errors included), then method dispatch (405 with Allow), the handler, and
// the response: the { data } envelope or the error body, Request-Id, Content-Type,
// Cache-Control, ETag (304 to a matching If-None-Match). Each face only supplies its guard;
// route files only say which handler serves which method. While the database does not answer,
// every request gets 503 service_unavailable with Retry-After (docs/operations/outages.md).
import crypto from 'node:crypto';
import type { z } from 'zod';
import { databaseDown, isDatabaseUnavailable, reportUnavailable } from '@db/availability';
import { getSql, type Sql } from '@db/connection';
import { log } from '../log';
import { DomainError, serviceUnavailable } from '../errors';
import { serverOrigin } from './proxy-headers';
import { parseBody, parseQuery } from './request-body';

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type Method = (typeof METHODS)[number];

export interface ApiContext<P> {
  request: Request;
  requestId: string;
  params: Record<string, string>;
  /** who is calling, as the guard established it */
  principal: P;
  sql: Sql;
  /** Parses the JSON body (empty body = {}) with `schema`; 400/413 on bad input. */
  body<S extends z.ZodType>(schema: S, options?: { maxBytes?: number }): Promise<z.output<S>>;
  /** Parses the query string with `schema`; 400 on bad input. */
  query<S extends z.ZodType>(schema: S): z.output<S>;
}

export interface ApiResult {
  status?: number;
  data?: unknown;
  /** an already serialised `data` value (large read models built by the database) */
  rawData?: string;
  /** a whole body sent as it is, without the envelope (the OpenAPI document, a CSV export) */
  unwrapped?: string;
  /** Content-Type of an unwrapped body; JSON otherwise */
  contentType?: string;
  /** lists read with `limit`: whether more items follow the last one */
  hasMore?: boolean;
  cacheControl?: string;
  /** a strong validator of the body: sent as ETag, and a matching If-None-Match gets 304 without it */
  etag?: string;
  headers?: Record<string, string>;
  /** Set-Cookie values */
  cookies?: string[];
  /** a response a protocol library built (the MCP transport), sent with the guard's headers added */
  response?: Response;
}

/**
 * What a handler returns. Given the operation's reply schema, `data` must be what that schema
 * takes in (`z.input`: before JSON turns a Date into its ISO string): checked when compiling
 * only; replies are not validated at run time.
 */
export type Result<R> = [R] extends [z.ZodType] ? Omit<ApiResult, 'data'> & { data?: z.input<R> } : ApiResult;

export interface Operation<P, R = unknown> {
  /** the schema of the reply's `data` (web/server/contract/), so that the handler is checked against it */
  reply?: R;
  // method syntax: an operation that needs a narrower principal (a signed-in caller) still fits;
  // NoInfer: `reply` alone says what R is, never what the handler happens to return
  handle(ctx: ApiContext<P>): Promise<Result<NoInfer<R>>>;
}

/** What a guard decided; `headers` and `cookies` go on the response whatever happens next. */
export interface Guarded<P> {
  principal?: P;
  failure?: DomainError;
  headers?: Record<string, string>;
  cookies?: string[];
}

/** `operation` is undefined when the method is not allowed (the guard still runs first). */
export type Guard<P, O> = (request: Request, sql: Sql, operation: O | undefined) => Promise<Guarded<P>>;

type RouteContext = { params?: Promise<Record<string, string | string[]>> };
export type RouteHandler = (request: Request, context: RouteContext) => Promise<Response>;
export type RouteHandlers = Record<Method, RouteHandler>;

/** An `endpoint()` for one face: handlers for every HTTP method, 405 for those not given. */
export function endpointFactory<P, O extends Operation<P>>(guard: Guard<P, O>) {
  return (operations: Partial<Record<Exclude<Method, 'HEAD'>, O>>): RouteHandlers => {
    const allowed = Object.keys(operations) as Method[];
    if (allowed.includes('GET')) allowed.push('HEAD');
    const handlers = {} as RouteHandlers;
    for (const method of METHODS) {
      const operation = method === 'HEAD' ? operations.GET : operations[method as Exclude<Method, 'HEAD'>];
      handlers[method] = (request, context) => serve(guard, request, context, operation, allowed, method === 'HEAD');
    }
    return handlers;
  };
}

/** Every method served by `operation` (catch-all routes). */
export function anyMethod<P, O extends Operation<P>>(guard: Guard<P, O>, operation: O): RouteHandlers {
  return Object.fromEntries(
    METHODS.map((m) => [m, (request: Request, context: RouteContext) => serve(guard, request, context, operation, [...METHODS], false)]),
  ) as RouteHandlers;
}

async function serve<P, O extends Operation<P>>(
  guard: Guard<P, O>,
  request: Request,
  context: RouteContext,
  operation: O | undefined,
  allowed: Method[],
  headOnly: boolean,
): Promise<Response> {
  const requestId = requestIdOf(request);
  const started = performance.now();
  let guarded: Guarded<P> = {};
  let response: Response;
  let sql: Sql | undefined;
  try {
    // Known down: answered at once, without queueing on a driver that cannot connect.
    if (databaseDown()) throw serviceUnavailable();
    sql = await getSql();
    guarded = await guard(request, sql, operation);
    if (guarded.failure) throw guarded.failure;
    if (!operation) {
      throw new DomainError('method_not_allowed', `${request.method} is not allowed here. Allowed: ${allowed.join(', ')}.`, {
        headers: { Allow: allowed.join(', ') },
      });
    }
    const result = await operation.handle({
      request,
      requestId,
      params: await resolveParams(context),
      principal: guarded.principal as P,
      sql,
      body: (schema, options) => parseBody(request, schema, options?.maxBytes),
      query: (schema) => parseQuery(request, schema),
    });
    // docs/api/caching.md: the client's copy is current; a 304 carries the 200's headers but no body.
    const notModified = result.etag !== undefined && matchesETag(request.headers.get('if-none-match'), result.etag);
    response = result.response
      ? withHeaders(result.response, { 'Request-Id': requestId, ...guarded.headers })
      : respond(notModified ? 304 : (result.status ?? 200), envelope(result), {
          requestId,
          headOnly: headOnly || notModified,
          cacheControl: result.cacheControl,
          contentType: result.unwrapped !== undefined ? result.contentType : undefined,
          headers: { ...guarded.headers, ...result.headers, ...(result.etag && { ETag: result.etag }) },
          cookies: [...(guarded.cookies ?? []), ...(result.cookies ?? [])],
        });
  } catch (err) {
    const apiError =
      err instanceof DomainError ? err : isDatabaseUnavailable(err) ? unavailable(sql, err) : internalError(err, requestId, request);
    response = respond(apiError.status, JSON.stringify(apiError.toBody(serverOrigin(request))), {
      requestId,
      headOnly,
      headers: { ...guarded.headers, ...apiError.extra.headers },
      cookies: guarded.cookies,
    });
  }
  if (log.enabled('debug')) {
    log.debug('request', { requestId, method: request.method, path: new URL(request.url).pathname, status: response.status, ms: Math.round(performance.now() - started) });
  }
  return response;
}

function envelope(result: ApiResult): string {
  if (result.unwrapped !== undefined) return result.unwrapped;
  const data = result.rawData ?? JSON.stringify(result.data);
  return result.hasMore === undefined ? `{"data":${data}}` : `{"data":${data},"has_more":${result.hasMore}}`;
}

/**
 * The request id main.ts gave the request (so its own logs and ours agree), or a new one when the
 * handler runs without it; never a value a client chose (main.ts overwrites that header).
 */
function requestIdOf(request: Request): string {
  const given = request.headers.get('x-geo-audit-request-id');
  return given && /^req_[\w-]{16}$/.test(given) ? given : newRequestId();
}

export const newRequestId = () => `req_${crypto.randomBytes(12).toString('base64url')}`;

/** If-None-Match against our strong ETag, with the weak comparison RFC 9110 asks for this header. */
function matchesETag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

function unavailable(sql: Sql | undefined, err: unknown): DomainError {
  if (sql) reportUnavailable(sql, err);
  return serviceUnavailable();
}

function internalError(err: unknown, requestId: string, request: Request): DomainError {
  log.error('unhandled error', { requestId, method: request.method, path: new URL(request.url).pathname, error: err });
  return new DomainError('internal_error', `Something went wrong on our side. Quote ${requestId} if you report it.`);
}

interface ResponseOptions {
  requestId: string;
  headOnly: boolean;
  cacheControl?: string;
  contentType?: string;
  headers?: Record<string, string>;
  cookies?: string[];
}

function respond(status: number, body: string, options: ResponseOptions): Response {
  const headers = new Headers({
    'Content-Type': options.contentType ?? 'application/json; charset=utf-8',
    'Request-Id': options.requestId,
    'Cache-Control': options.cacheControl ?? 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...options.headers,
  });
  for (const cookie of options.cookies ?? []) headers.append('Set-Cookie', cookie);
  return new Response(options.headOnly ? null : body, { status, headers });
}

function withHeaders(response: Response, extra: Record<string, string>): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

async function resolveParams(context: RouteContext): Promise<Record<string, string>> {
  const raw = (await context.params) ?? {};
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) params[k] = Array.isArray(v) ? v.join('/') : v;
  return params;
}

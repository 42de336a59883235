// The one place that knows how /api/v1 speaks HTTP: authentication and rate limit first
// (so X-RateLimit-* is on every response, errors included), then method dispatch (405 with
// Allow), body parsing (size limit, JSON, zod), the { data } envelope, the error body,
// Request-Id, Content-Type and Cache-Control. Route files only say which handler serves
// which method.
import crypto from 'node:crypto';
import { z } from 'zod';
import { getSql, type Sql } from '@db/connection';
import { authenticate, requireScope, type Authentication, type Principal } from '../auth/api-key';
import type { Scope } from '../keys/keys';
import { ANONYMOUS_LIMITS, hitRateLimit, rateLimitHeaders, type RateDecision } from '../ratelimit/ratelimit';
import { log } from '../log';
import { ApiError, badRequest } from './errors';

export const MAX_BODY_BYTES = 64 * 1024;
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
type Method = (typeof METHODS)[number];

export interface ApiContext {
  request: Request;
  requestId: string;
  params: Record<string, string>;
  /** absent only on public operations */
  principal: Principal;
  sql: Sql;
  /** Parses the JSON body (empty body = {}) with `schema`; 400/413 on bad input. */
  body<S extends z.ZodType>(schema: S): Promise<z.output<S>>;
  /** Parses the query string with `schema`; 400 on bad input. */
  query<S extends z.ZodType>(schema: S): z.output<S>;
}

export interface ApiResult {
  status?: number;
  data?: unknown;
  /** an already serialised `data` value (large read models built by the database) */
  rawData?: string;
  /** a whole body sent as it is, without the envelope (the OpenAPI document) */
  unwrapped?: string;
  /** lists read with `limit`: whether more items follow the last one */
  hasMore?: boolean;
  cacheControl?: string;
}

export interface Operation {
  /** 'public': no key needed (documentation); still rate-limited per IP */
  scope: Scope | 'public';
  handle: (ctx: ApiContext) => Promise<ApiResult>;
}

type RouteContext = { params?: Promise<Record<string, string | string[]>> };
type RouteHandler = (request: Request, context: RouteContext) => Promise<Response>;

/** Handlers for every HTTP method: the ones given, and 405 for the rest. */
export function endpoint(operations: Partial<Record<Exclude<Method, 'HEAD'>, Operation>>): Record<Method, RouteHandler> {
  const allowed = Object.keys(operations) as Method[];
  if (allowed.includes('GET')) allowed.push('HEAD');
  const handlers = {} as Record<Method, RouteHandler>;
  for (const method of METHODS) {
    const operation = method === 'HEAD' ? operations.GET : operations[method as Exclude<Method, 'HEAD'>];
    handlers[method] = (request, context) => serve(request, context, operation, allowed, method === 'HEAD');
  }
  return handlers;
}

/** For paths that match no route: authenticated like the rest, then a JSON 404. */
export const unknownRoute: Record<Method, RouteHandler> = Object.fromEntries(
  METHODS.map((m) => [
    m,
    (request: Request, context: RouteContext) =>
      serve(request, context, { scope: 'read', handle: async () => { throw new ApiError(404, 'not_found', 'No such endpoint.'); } }, [...METHODS], false),
  ]),
) as Record<Method, RouteHandler>;

async function serve(
  request: Request,
  context: RouteContext,
  operation: Operation | undefined,
  allowed: Method[],
  headOnly: boolean,
): Promise<Response> {
  const requestId = `req_${crypto.randomBytes(12).toString('base64url')}`;
  const started = performance.now();
  let rate: RateDecision | undefined;
  let response: Response;
  try {
    const sql = await getSql();
    const { principal, failure, rate: decision }: Authentication =
      operation?.scope === 'public'
        ? { rate: await hitRateLimit(sql, `ip:${clientIp(request)}`, ANONYMOUS_LIMITS.perMinute, ANONYMOUS_LIMITS.perDay) }
        : await authenticate(sql, request.headers.get('authorization'), clientIp(request));
    rate = decision;
    if (!rate.allowed) {
      const window = rate.span === 60 ? 'per-minute' : 'per-day';
      throw new ApiError(429, 'rate_limited', `Too many requests: the ${window} limit of ${rate.limit} is reached. Retry after the time in Retry-After (seconds).`);
    }
    if (failure) throw failure;
    if (!operation) {
      throw new ApiError(405, 'method_not_allowed', `${request.method} is not allowed here. Allowed: ${allowed.join(', ')}.`, {
        headers: { Allow: allowed.join(', ') },
      });
    }
    if (operation.scope !== 'public') requireScope(principal!, operation.scope);
    const params = await resolveParams(context);
    const result = await operation.handle({
      request,
      requestId,
      params,
      principal: principal as Principal,
      sql,
      body: (schema) => parseBody(request, schema),
      query: (schema) => parseQuery(request, schema),
    });
    const data = result.rawData ?? JSON.stringify(result.data);
    const body =
      result.unwrapped ?? (result.hasMore === undefined ? `{"data":${data}}` : `{"data":${data},"has_more":${result.hasMore}}`);
    response = respond(result.status ?? 200, body, requestId, rate, result.cacheControl, headOnly);
  } catch (err) {
    const apiError = err instanceof ApiError ? err : internalError(err, requestId, request);
    response = respond(apiError.status, JSON.stringify(apiError.toBody()), requestId, rate, undefined, headOnly, apiError.extra.headers);
  }
  if (log.enabled('debug')) {
    log.debug('request', { requestId, method: request.method, path: new URL(request.url).pathname, status: response.status, ms: Math.round(performance.now() - started) });
  }
  return response;
}

function internalError(err: unknown, requestId: string, request: Request): ApiError {
  log.error('unhandled error', { requestId, method: request.method, path: new URL(request.url).pathname, error: err });
  return new ApiError(500, 'internal_error', `Something went wrong on our side. Quote ${requestId} if you report it.`);
}

function respond(
  status: number,
  body: string,
  requestId: string,
  rate: RateDecision | undefined,
  cacheControl = 'no-store',
  headOnly = false,
  extra: Record<string, string> = {},
): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Request-Id': requestId,
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    ...(rate ? rateLimitHeaders(rate) : {}),
    ...extra,
  };
  return new Response(headOnly ? null : body, { status, headers });
}

async function resolveParams(context: RouteContext): Promise<Record<string, string>> {
  const raw = (await context.params) ?? {};
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) params[k] = Array.isArray(v) ? v.join('/') : v;
  return params;
}

/** The peer address set by our server (web/server/main.ts); X-Forwarded-For only behind TRUST_PROXY. */
export function clientIp(request: Request): string {
  const peer = request.headers.get('x-geo-audit-peer') ?? 'unknown';
  const hops = trustedProxyHops();
  if (hops === 0) return peer;
  const chain = (request.headers.get('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  // Each trusted proxy appended the address it saw; the client is `hops` entries from the right.
  return chain[chain.length - hops] ?? peer;
}

function trustedProxyHops(): number {
  const value = process.env.TRUST_PROXY;
  if (!value || value === 'false' || value === '0') return 0;
  if (value === 'true') return 1;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const text = await readLimited(request);
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      throw badRequest('invalid_json', 'The request body is not valid JSON.');
    }
  }
  return validate(schema, value);
}

function tooLarge() {
  return new ApiError(413, 'payload_too_large', `The request body exceeds ${MAX_BODY_BYTES} bytes.`);
}

async function readLimited(request: Request): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw badRequest('invalid_json', 'The request body is not valid UTF-8.');
  }
}

function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const params = new URL(request.url).searchParams;
  const value: Record<string, string> = {};
  for (const [k, v] of params) value[k] = v;
  return validate(schema, value);
}

function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0];
    const where = path ? `${path}.${key}` : key;
    throw badRequest('unknown_parameter', `Unknown parameter "${where}".`, where);
  }
  if (!path) throw badRequest('invalid_request', `The request body must be a JSON object: ${issue.message}.`);
  throw badRequest('invalid_request', `Invalid "${path}": ${issue.message}.`, path);
}

// What the operators' tools read, answered by our own HTTP server before Next.js sees the request
// (docs/operations/metrics.md): GET /metrics (Prometheus text), /api/health/live and
// /api/health/ready; and the HTTP metrics of every request. `npm start` serves them on PORT, a
// separate `npm run worker` on WORKER_METRICS_PORT.
//
// /metrics tells how busy the fleet is, which engines it calls and how they fail: with
// METRICS_TOKEN set it asks for `Authorization: Bearer <token>` (compared in constant time),
// else it answers loopback clients only, and not a request relayed by a proxy on this machine
// (X-Forwarded-For, Forwarded): to anyone else it does not exist (404).
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { getSql } from '@db/connection';
import { config } from '../config';
import { DomainError } from '../errors';
import { serverOrigin } from '../http/proxy-headers';
import { log } from '../log';
import { live, ready } from './health';
import { metrics } from './metrics';

const OWN_ROUTES = new Set(['/metrics', '/api/health/live', '/api/health/ready']);
/** Label values stay bounded: any other method a client invents is OTHER. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Serves /metrics and the health checks; false when the request is not for them. */
export function serveOperations(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  if (!OWN_ROUTES.has(pathname)) return false;
  void answer(req, res, pathname).catch((err) => {
    log.error('operations endpoint failed', { path: pathname, error: err });
    if (!res.headersSent) sendError(req, res, new DomainError('internal_error', 'Something went wrong on our side.'));
    else res.end();
  });
  return true;
}

async function answer(req: IncomingMessage, res: ServerResponse, pathname: string) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendError(req, res, new DomainError('method_not_allowed', `${req.method} is not allowed here. Allowed: GET, HEAD.`, { headers: { Allow: 'GET, HEAD' } }));
  }
  if (pathname === '/api/health/live') return sendJson(req, res, 200, live());
  if (pathname === '/api/health/ready') {
    try {
      return sendJson(req, res, 200, await ready(await getSql()));
    } catch (err) {
      if (err instanceof DomainError) return sendError(req, res, err);
      throw err;
    }
  }
  const refused = metricsRefusal(req);
  if (refused) return sendError(req, res, refused);
  const { registry } = metrics();
  const body = await registry.metrics();
  res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function metricsRefusal(req: IncomingMessage): DomainError | null {
  const token = config().METRICS_TOKEN;
  if (token) {
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    return sameSecret(given, token)
      ? null
      : new DomainError('unauthorized', 'Send Authorization: Bearer <METRICS_TOKEN>.', { headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' } });
  }
  const relayed = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return isLoopback(req.socket.remoteAddress) && !relayed ? null : new DomainError('not_found', 'No such endpoint.');
}

/** Constant time whatever the lengths: the digests are compared, never the texts. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => crypto.createHash('sha256').update(s).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

function isLoopback(address: string | undefined): boolean {
  return !!address && ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}

function sendJson(req: IncomingMessage, res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers });
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify(value));
}

/** An error in the API's shape, on a request Next.js never saw. */
export function sendError(req: IncomingMessage, res: ServerResponse, error: DomainError) {
  const url = `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`;
  const headers = new Headers();
  for (const name of ['host', 'x-forwarded-proto', 'x-forwarded-host']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const origin = URL.canParse(url) ? serverOrigin(new Request(url, { headers })) : 'http://localhost';
  sendJson(req, res, error.status, error.toBody(origin), error.extra.headers);
}

// ---------------------------------------------------------------- HTTP metrics

/**
 * The route pattern of a path, as Next.js names its routes (`/api/v1/projects/[id]`), read from
 * the build's routes manifest: the label of the HTTP metrics, never the raw path with its ids.
 * Paths that match no route share one label, so that scanners cannot grow the series.
 */
export function routePatterns(webDir: string): (pathname: string) => string {
  const manifest = JSON.parse(fs.readFileSync(path.join(webDir, '.next', 'routes-manifest.json'), 'utf8')) as {
    staticRoutes: { page: string; regex: string }[];
    dynamicRoutes: { page: string; regex: string }[];
  };
  const routes = [...manifest.staticRoutes, ...manifest.dynamicRoutes].map((r) => ({ page: r.page, regex: new RegExp(r.regex) }));
  return (pathname) => {
    if (OWN_ROUTES.has(pathname)) return pathname;
    if (pathname.startsWith('/_next/')) return '/_next/*';
    return routes.find((r) => r.regex.test(pathname))?.page ?? 'unmatched';
  };
}

/** Counts the request once its response is finished (or the client went away). */
export function measureRequest(req: IncomingMessage, res: ServerResponse, route: string) {
  const started = process.hrtime.bigint();
  res.once('close', () => {
    const labels = { route, method: METHODS.has(req.method ?? '') ? req.method! : 'OTHER', status: String(res.statusCode) };
    const { httpRequests, httpDuration } = metrics();
    httpRequests.inc(labels);
    httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
  });
}

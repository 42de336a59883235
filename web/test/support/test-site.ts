// Test helper: a throwaway web site on a loopback port (never imported by product code).
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Route =
  | string // an HTML page
  | { status?: number; type?: string; body?: string | Buffer; headers?: OutgoingHttpHeaders }
  | ((request: IncomingMessage, response: ServerResponse) => void);

export interface TestSite {
  origin: string;
  port: number;
  /** Request paths in arrival order. */
  hits: string[];
  /** TCP connections accepted, requests or not. */
  connections: number;
  close(): Promise<void>;
}

/** Serves `routes` by exact path (query included); `*` answers anything else, default 404. */
export async function serveSite(routes: Record<string, Route>, host = '127.0.0.1'): Promise<TestSite> {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    hits.push(path);
    const route = routes[path] ?? routes['*'] ?? { status: 404, type: 'text/plain', body: 'not found' };
    if (typeof route === 'function') return route(request, response);
    const { status = 200, type = 'text/html; charset=utf-8', body = '', headers = {} } = typeof route === 'string' ? { body: route } : route;
    response.writeHead(status, { 'content-type': type, ...headers });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const site: TestSite = {
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    hits,
    connections: 0,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  server.on('connection', () => site.connections++);
  return site;
}

export const redirectTo = (location: string): Route => ({ status: 302, headers: { location } });

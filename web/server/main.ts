// `npm start`: one process serving the API, the dashboard and the audit worker on
// PORT (default 3000), on the embedded database in DATA_DIR unless DATABASE_URL is set.
// Before Next.js, our own server answers /metrics and the health checks, counts every request in
// the HTTP metrics, and answers page requests 503 while the database is down.
// SIGTERM/SIGINT: stop accepting, let in-flight requests end, close the database; the
// process is gone within 8 seconds whatever happens.
import './check-config';
import http from 'node:http';
import next from 'next';
import { databaseDown } from '@db/availability';
import { openDatabase, setDatabase, type Sql } from '@db/connection';
import { setupTokenAtStart } from './accounts/setup';
import { ensureBuild, WEB_DIR } from './build';
import { closeAnalysisPool } from './analysis/pool';
import { startAdminSocket } from './cli/admin-socket';
import { applyBrowserSecurity } from './http/browser-security';
import { config, disableNextTelemetry, publicBaseUrl } from './config';
import { DomainError, serviceUnavailable } from './errors';
import { newRequestId } from './http/pipeline';
import { log } from './log';
import { measureRequest, routePatterns, sendError, serveOperations } from './monitoring/endpoint';
import { startWorker } from './worker/worker';

const SHUTDOWN_DEADLINE_MS = 7_500;

/**
 * Slow clients cannot hold connections open (docs/operations/security.md#third-review-decisions):
 * a request's headers must arrive within HTTP_HEADERS_TIMEOUT_MS, the whole request (a 1 MiB import
 * at most) within HTTP_REQUEST_TIMEOUT_MS, else 408; Node's defaults are 60 s and 5 minutes.
 */
function requestTimeouts() {
  const { HTTP_HEADERS_TIMEOUT_MS: headersTimeout, HTTP_REQUEST_TIMEOUT_MS } = config();
  const requestTimeout = Math.max(HTTP_REQUEST_TIMEOUT_MS, headersTimeout);
  // How often Node checks them: a fraction of the shorter, so that a limit is not overrun by much.
  return { headersTimeout, requestTimeout, connectionsCheckingInterval: Math.min(1_000, headersTimeout / 2) };
}

/** Without PUBLIC_URL, links and the cookie's Secure flag follow each request's Host and scheme: fine on this machine only. */
function warnWithoutPublicUrl(host: string) {
  if (config().PUBLIC_URL || /^(127\.|localhost$|::1$)/.test(host)) return;
  log.warn(
    'PUBLIC_URL is not set: invitation and password links are built from each request\'s Host header, and the session cookie is Secure only over https that this server sees itself. Set PUBLIC_URL=https://your.host on a server others reach.',
  );
}

/**
 * With no account yet, the link that creates the operator's: on standard output, for the person
 * at the terminal, and not in the JSON log (README.md#quick-start).
 */
async function announceSetup(sql: Sql, port: number) {
  const token = await setupTokenAtStart(sql).catch((err) => {
    log.error('cannot issue the setup token', { error: err });
    return null;
  });
  if (!token) return;
  const base = publicBaseUrl(port);
  process.stdout.write(
    `\nNo account yet. Create the operator's account (valid 24 hours, once):\n\n  ${base}/sign-up?setup=${config().SETUP_TOKEN ? '<your SETUP_TOKEN>' : token}\n\n` +
      'A new link: npm run cli -- setup token\n\n',
  );
  log.info('no account yet: the setup link is on standard output');
}

async function main() {
  const { PORT: port, HOST: host, RUN_WORKER } = config();
  disableNextTelemetry();

  ensureBuild();
  const routeOf = routePatterns(WEB_DIR);
  const db = await openDatabase();
  setDatabase(db);
  const admin = db.embedded ? await startAdminSocket(db.sql, db.dataDir) : null;
  // The embedded database allows one process, so the worker lives here; with DATABASE_URL
  // it does too unless RUN_WORKER=false (then run `npm run worker` processes).
  const worker = db.embedded || RUN_WORKER ? startWorker(db.sql) : null;

  const app = next({ dev: false, dir: WEB_DIR, hostname: host, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = http.createServer(requestTimeouts(), (req, res) => {
    // The peer address (per-IP limits) and the request id (logs, Request-Id): set here, so that a
    // client cannot supply them.
    req.headers['x-geo-audit-peer'] = req.socket.remoteAddress ?? 'unknown';
    const requestId = (req.headers['x-geo-audit-request-id'] = newRequestId());
    applyBrowserSecurity(req, res);
    const pathname = (req.url ?? '/').split('?')[0];
    measureRequest(req, res, routeOf(pathname));
    if (serveOperations(req, res, pathname)) return;
    // Pages read the session from the database: while it is down they get 503 too (the API's
    // routes answer it themselves, with their own headers).
    if (databaseDown() && !pathname.startsWith('/api/') && !pathname.startsWith('/_next/')) return unavailablePage(req, res);
    handle(req, res).catch((err) => {
      log.error('request failed', { requestId, error: err });
      if (!res.headersSent) sendError(req, res, new DomainError('internal_error', `Something went wrong on our side. Quote ${requestId} if you report it.`));
      else res.end();
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  await announceSetup(db.sql, actualPort);
  warnWithoutPublicUrl(host);
  log.info('geo-audit is ready', { url: `http://localhost:${actualPort}`, database: db.embedded ? `embedded (${db.dataDir})` : 'DATABASE_URL' });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    setTimeout(() => {
      log.warn('shutdown deadline reached; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    // In-flight engine calls are abandoned (their rows stay pending and are resumed later).
    const workerStopped = worker?.stop();
    await Promise.race([closed, new Promise((r) => setTimeout(r, 3_000))]);
    server.closeAllConnections();
    await workerStopped;
    await closeAnalysisPool();
    admin?.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** A browser gets a short page, any other client the API's error body. */
function unavailablePage(req: http.IncomingMessage, res: http.ServerResponse) {
  const error = serviceUnavailable();
  if (!(req.headers.accept ?? '').includes('text/html')) return sendError(req, res, error);
  res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...error.extra.headers });
  res.end(
    '<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>geo-audit: back in a moment</title>' +
      '<p>geo-audit is briefly unavailable: its database does not answer. This page reloads by itself.</p>',
  );
}

main().catch((err) => {
  log.error('geo-audit failed to start', { error: err });
  process.exit(1);
});

// `npm start`: one process serving the API, the dashboard and the audit worker on
// PORT (default 3000), on the embedded database in DATA_DIR unless DATABASE_URL is set.
// SIGTERM/SIGINT: stop accepting, let in-flight requests end, close the database; the
// process is gone within 8 seconds whatever happens.
import http from 'node:http';
import next from 'next';
import { openDatabase, setDatabase, type Sql } from '@db/connection';
import { setupTokenAtStart } from './accounts/setup';
import { ensureBuild, WEB_DIR } from './build';
import { closeAnalysisPool } from './analysis/pool';
import { startAdminSocket } from './cli/admin-socket';
import { applyBrowserSecurity } from './http/browser-security';
import { log } from './log';
import { startWorker } from './worker/worker';

const SHUTDOWN_DEADLINE_MS = 7_500;

/**
 * Slow clients cannot hold connections open (docs/operations/security.md#third-review-decisions):
 * a request's headers must arrive within HTTP_HEADERS_TIMEOUT_MS, the whole request (a 1 MiB import
 * at most) within HTTP_REQUEST_TIMEOUT_MS, else 408; Node's defaults are 60 s and 5 minutes.
 */
function requestTimeouts() {
  const ms = (name: string, fallback: number) => {
    const value = Number(process.env[name] ?? fallback);
    if (!Number.isInteger(value) || value < 100) throw new Error(`${name} must be a number of milliseconds ≥ 100, got "${process.env[name]}"`);
    return value;
  };
  const headersTimeout = ms('HTTP_HEADERS_TIMEOUT_MS', 10_000);
  const requestTimeout = Math.max(ms('HTTP_REQUEST_TIMEOUT_MS', 30_000), headersTimeout);
  // How often Node checks them: a fraction of the shorter, so that a limit is not overrun by much.
  return { headersTimeout, requestTimeout, connectionsCheckingInterval: Math.min(1_000, headersTimeout / 2) };
}

/** Without PUBLIC_URL, links and the cookie's Secure flag follow each request's Host and scheme: fine on this machine only. */
function warnWithoutPublicUrl(host: string) {
  if (process.env.PUBLIC_URL?.trim() || /^(127\.|localhost$|::1$)/.test(host)) return;
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
  const base = process.env.PUBLIC_URL?.trim().replace(/\/$/, '') || `http://localhost:${port}`;
  process.stdout.write(
    `\nNo account yet. Create the operator's account (valid 24 hours, once):\n\n  ${base}/sign-up?setup=${process.env.SETUP_TOKEN ? '<your SETUP_TOKEN>' : token}\n\n` +
      'A new link: npm run cli -- setup token\n\n',
  );
  log.info('no account yet: the setup link is on standard output');
}

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
  process.env.NEXT_TELEMETRY_DISABLED = '1';

  ensureBuild();
  const db = await openDatabase();
  setDatabase(db);
  const admin = db.embedded ? await startAdminSocket(db.sql, db.dataDir) : null;
  // The embedded database allows one process, so the worker lives here; with DATABASE_URL
  // it does too unless RUN_WORKER=false (then run `npm run worker` processes).
  const worker = db.embedded || process.env.RUN_WORKER !== 'false' ? startWorker(db.sql) : null;

  const app = next({ dev: false, dir: WEB_DIR, hostname: host, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = http.createServer(requestTimeouts(), (req, res) => {
    // The peer address, for per-IP limits; set here so that a client cannot supply it.
    req.headers['x-geo-audit-peer'] = req.socket.remoteAddress ?? 'unknown';
    applyBrowserSecurity(req, res);
    handle(req, res).catch((err) => {
      log.error('request failed', { error: err });
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'internal_error', message: 'Internal server error.' } }));
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

main().catch((err) => {
  log.error('geo-audit failed to start', { error: err });
  process.exit(1);
});

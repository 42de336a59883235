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
import { log } from './log';
import { startWorker } from './worker/worker';

const SHUTDOWN_DEADLINE_MS = 7_500;

/**
 * With no account yet, the link that creates the operator's: on standard output, for the person
 * at the terminal, and not in the JSON log (README "Quick start").
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
  const server = http.createServer((req, res) => {
    // The peer address, for per-IP limits; set here so that a client cannot supply it.
    req.headers['x-geo-audit-peer'] = req.socket.remoteAddress ?? 'unknown';
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

// `npm run worker`: a separate worker process against the PostgreSQL of DATABASE_URL (run
// as many as you like). The embedded database allows one process only: there, `npm start`
// runs the worker itself. With WORKER_METRICS_PORT it serves /metrics and the health checks
// (docs/operations/metrics.md).
import '../check-config';
import http from 'node:http';
import { openDatabase, setDatabase } from '@db/connection';
import { config } from '../config';
import { closeAnalysisPool } from '../analysis/pool';
import { log } from '../log';
import { sendError, serveOperations } from '../monitoring/endpoint';
import { DomainError } from '../errors';
import { startWorker } from './worker';

const { DATABASE_URL, WORKER_METRICS_PORT, HOST } = config();
if (!DATABASE_URL) {
  log.error('npm run worker needs DATABASE_URL: with the embedded database, `npm start` runs the worker in its own process.');
  process.exit(2);
}
const db = await openDatabase();
setDatabase(db);
const worker = startWorker(db.sql);
const metricsServer =
  WORKER_METRICS_PORT === undefined
    ? null
    : http
        .createServer((req, res) => {
          if (!serveOperations(req, res, (req.url ?? '/').split('?')[0])) sendError(req, res, new DomainError('not_found', 'No such endpoint.'));
        })
        .listen(WORKER_METRICS_PORT, HOST, () => log.info('worker metrics listening', { port: WORKER_METRICS_PORT }));
let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info('worker stopping', { signal });
  setTimeout(() => process.exit(1), 7_500).unref();
  metricsServer?.close();
  await worker.stop();
  await closeAnalysisPool();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

// `npm run worker`: a separate worker process against the PostgreSQL of DATABASE_URL (run
// as many as you like). The embedded database allows one process only: there, `npm start`
// runs the worker itself.
import { openDatabase } from '@db/connection';
import { closeAnalysisPool } from '../analysis/pool';
import { log } from '../log';
import { startWorker } from './worker';

if (!process.env.DATABASE_URL) {
  log.error('npm run worker needs DATABASE_URL: with the embedded database, `npm start` runs the worker in its own process.');
  process.exit(2);
}
const db = await openDatabase();
const worker = startWorker(db.sql);
let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info('worker stopping', { signal });
  setTimeout(() => process.exit(1), 7_500).unref();
  await worker.stop();
  await closeAnalysisPool();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

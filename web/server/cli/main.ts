// `npm run cli -- <noun> <verb> [flags] [--json]`: the operator's admin commands.
// With DATABASE_URL it connects directly; with the embedded database it asks the running
// server through its admin socket, or opens DATA_DIR itself when no server runs.
import '../check-config';
import { DataDirBusyError, openDatabase, resolveDataDir } from '@db/connection';
import { config } from '../config';
import { callAdminSocket, failure, type AdminReply } from './admin-socket';
import { parseCommand, runCommand, usage } from './commands';

async function execute(argv: string[]): Promise<AdminReply> {
  try {
    parseCommand(argv); // usage errors before touching any database
    if (!config().DATABASE_URL) {
      const viaServer = await callAdminSocket(resolveDataDir(), argv);
      if (viaServer) return viaServer;
    }
    const db = await openDatabase();
    try {
      return { ok: true, result: await runCommand(db.sql, parseCommand(argv)) };
    } finally {
      await db.close();
    }
  } catch (err) {
    if (err instanceof DataDirBusyError) {
      return { ok: false, error: { code: 'data_dir_busy', message: `${err.message} It does not answer on its admin socket; is it still starting?` } };
    }
    return failure(err);
  }
}

const argv = process.argv.slice(2);
const json = argv.includes('--json');
if (argv.length < 2 || argv.includes('--help') || argv.includes('-h')) {
  process.stderr.write(usage() + '\n');
  process.exit(argv.length < 2 && !argv.includes('--help') && !argv.includes('-h') ? 2 : 0);
}
const reply = await execute(argv);
if (reply.ok) {
  process.stdout.write(json ? JSON.stringify(reply.result) + '\n' : human(reply.result) + '\n');
} else {
  if (json) process.stdout.write(JSON.stringify({ error: reply.error }) + '\n');
  process.stderr.write(`error: ${reply.error!.message}\n`);
  process.exitCode = reply.error!.usage ? 2 : 1;
}

function human(value: unknown, indent = ''): string {
  if (Array.isArray(value)) return value.map((v) => human(v, indent)).join('\n\n');
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.entries(value)
      .map(([k, v]) => (v && typeof v === 'object' && !Array.isArray(v) ? `${indent}${k}:\n${human(v, indent + '  ')}` : `${indent}${k}: ${Array.isArray(v) ? v.join(', ') : v}`))
      .join('\n');
  }
  return `${indent}${String(value)}`;
}

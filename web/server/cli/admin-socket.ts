// With the embedded database only one process may open DATA_DIR, and while the server runs
// that process is the server. So the server also answers admin commands on a Unix socket in
// DATA_DIR (mode 0600: only the owner can talk to it), and the CLI goes through it when it
// is there; when no server runs, the CLI opens the database itself.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Sql } from '@db/connection';
import { DomainError } from '../errors';
import { log } from '../log';
import { parseCommand, runCommand, UsageError } from './commands';

export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock');

export interface AdminReply {
  ok: boolean;
  result?: unknown;
  error?: { code: string; message: string; usage?: boolean };
}

export async function startAdminSocket(sql: Sql, dataDir: string): Promise<http.Server> {
  const socketPath = adminSocketPath(dataDir);
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer(async (req, res) => {
    const reply = await answer(sql, req).catch((err) => failure(err));
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply));
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(socketPath, resolve));
  fs.chmodSync(socketPath, 0o600);
  return server;
}

async function answer(sql: Sql, req: http.IncomingMessage): Promise<AdminReply> {
  let text = '';
  for await (const chunk of req) text += chunk;
  const { argv } = JSON.parse(text) as { argv: string[] };
  return { ok: true, result: await runCommand(sql, parseCommand(argv)) };
}

export function failure(err: unknown): AdminReply {
  if (err instanceof UsageError) return { ok: false, error: { code: 'usage', message: err.message, usage: true } };
  if (err instanceof DomainError) return { ok: false, error: { code: err.code, message: err.message } };
  log.error('admin command failed', { error: err });
  return { ok: false, error: { code: 'internal_error', message: (err as Error).message } };
}

/** Sends a command to the running server; null when no server listens in DATA_DIR. */
export function callAdminSocket(dataDir: string, argv: string[]): Promise<AdminReply | null> {
  const socketPath = adminSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    // A connection per command (agent: false): a kept-alive one may be closed by the server just
    // as the next command is written to it (EPIPE).
    const req = http.request({ socketPath, path: '/command', method: 'POST', agent: false, headers: { 'Content-Type': 'application/json' } }, async (res) => {
      let text = '';
      for await (const chunk of res) text += chunk;
      resolve(JSON.parse(text));
    });
    req.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'ECONNREFUSED' || err.code === 'ENOENT' ? resolve(null) : reject(err),
    );
    req.end(JSON.stringify({ argv }));
  });
}

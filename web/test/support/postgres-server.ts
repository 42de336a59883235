// A PostgreSQL server of the test's own, in a temporary directory on a free port, that the test
// can stop and start again (pg_ctl, from `pg_config --bindir`). pg_ctl refuses to run as root:
// as root, every command runs as the `postgres` user (runuser), in a directory it owns.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface PostgresServer {
  url: string;
  start(): void;
  /** pg_ctl stop -m fast: sessions are ended and new connections refused until start(). */
  stop(): void;
  destroy(): void;
}

/** Why this machine cannot run one (no PostgreSQL binaries, no postgres user as root), or null. */
export function postgresUnavailable(): string | null {
  const bindir = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (bindir.status !== 0) return 'pg_config is not installed (apt-get install postgresql)';
  if (!fs.existsSync(path.join(bindir.stdout.trim(), 'pg_ctl'))) return `no pg_ctl in ${bindir.stdout.trim()}`;
  if (process.getuid?.() === 0 && spawnSync('id', ['postgres']).status !== 0) return 'running as root, and there is no postgres user to run pg_ctl as';
  return null;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const bindir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:', dir]);
  const run = (binary: string, args: string[]) => {
    const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bindir, binary), ...args]] : [path.join(bindir, binary), args];
    execFileSync(command, argv, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']),
    destroy() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// Site checks run in a child process, never on the server's event loop (docs/architecture.md): a hostile site (a pathological robots.txt, a page built to make a parser
// spin, a memory bomb) can only stall or bloat that child, which is killed at its limits:
// - wall time SNAPSHOT_DEADLINE_MS (default 90 s),
// - CPU time SNAPSHOT_CPU_SECONDS (default 30 s; read from /proc on Linux, where we run),
// - heap SNAPSHOT_HEAP_MB (default 256).
// A check stopped at a limit is a result like any unreachable site: recorded on the snapshot
// as its error, and not retried (the next weekly check will try again).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SnapshotResult } from './types';
import { config } from '../config';

const CHILD = fileURLToPath(new URL('./crawl-process.ts', import.meta.url));
// The child runs TypeScript as this process does; resolved here, whatever its working directory.
const TSX = import.meta.resolve('tsx');
const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ on Linux

export interface SandboxLimits {
  wallMs?: number;
  cpuSeconds?: number;
  heapMb?: number;
}

const INTERRUPTED = 'The site check was interrupted.';

/** The site check's limit that stopped it, or its own error, as a tenant may read it. */
export class SiteCheckStopped extends Error {}

export function checkSiteInSandbox(url: string, signal?: AbortSignal, limits: SandboxLimits = {}): Promise<SnapshotResult> {
  const settings = config();
  const wallMs = limits.wallMs ?? settings.SNAPSHOT_DEADLINE_MS;
  const cpuSeconds = limits.cpuSeconds ?? settings.SNAPSHOT_CPU_SECONDS;
  const heapMb = limits.heapMb ?? settings.SNAPSHOT_HEAP_MB;
  return new Promise((resolve, reject) => {
    // Stopping already: no child is started (the timers below do not exist yet to be cleared).
    if (signal?.aborted) return reject(new SiteCheckStopped(INTERRUPTED));
    const child = fork(CHILD, [url], {
      execArgv: ['--import', TSX, `--max-old-space-size=${heapMb}`],
      // stderr is the server's: the crawler's log lines (refusals with their details) belong there.
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(wallTimer);
      clearInterval(cpuTimer);
      signal?.removeEventListener('abort', onAbort);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      outcome();
    };
    const stop = (reason: string) => finish(() => reject(new SiteCheckStopped(reason)));
    const onAbort = () => stop(INTERRUPTED);
    signal?.addEventListener('abort', onAbort);

    const wallTimer = setTimeout(() => stop(`The site check was stopped at its time limit (${Math.round(wallMs / 1000)} s).`), wallMs);
    const cpuTimer = setInterval(() => {
      if (child.pid && cpuSecondsOf(child.pid) > cpuSeconds) stop(`The site check was stopped at its CPU limit (${cpuSeconds} s).`);
    }, 250);
    child.on('message', (message: { ok: true; result: SnapshotResult } | { ok: false; error: string }) =>
      finish(() => (message.ok ? resolve(message.result) : reject(new SiteCheckStopped(message.error)))),
    );
    child.on('error', (err) => stop(`The site check could not run: ${err.message}`));
    child.on('exit', (code, sig) => stop(`The site check ended without a result (${sig ?? `exit ${code}`}; out of memory?).`));
  });
}

/** CPU seconds (user + system) a process has used; 0 where /proc is not there to tell. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

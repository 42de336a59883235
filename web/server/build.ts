// Builds the Next.js app when no current build exists. "Current" means built from the same
// sources: a hash of every file that goes into the build is kept beside the build output,
// so `npm start` after a `git pull` rebuilds, and otherwise serves within seconds.
// Run directly (`npm run build`) it rebuilds unconditionally with --force.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { childEnvironment } from './config';
import { log } from './log';

export const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(WEB_DIR, '..');
const STAMP = path.join(WEB_DIR, '.next', 'geo-audit-source-hash');
const INPUTS = ['web/app', 'web/server', 'web/components', 'web/lib', 'db', 'web/next.config.ts', 'tsconfig.json', 'package-lock.json'];

export function sourceHash(): string {
  const hash = crypto.createHash('sha256');
  const visit = (rel: string) => {
    const abs = path.join(ROOT, rel);
    if (!fs.existsSync(abs)) return;
    if (fs.statSync(abs).isDirectory()) {
      for (const entry of fs.readdirSync(abs).sort()) {
        if (entry === 'node_modules' || entry === '.next' || entry.endsWith('.test.ts')) continue;
        visit(path.join(rel, entry));
      }
    } else {
      hash.update(rel).update('\0').update(fs.readFileSync(abs)).update('\0');
    }
  };
  INPUTS.forEach(visit);
  return hash.digest('hex');
}

export function ensureBuild({ force = false } = {}): void {
  const current = sourceHash();
  if (!force && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === current) return;
  log.info('building the web app (first start or sources changed); this takes a minute or two');
  const nextBin = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
  const result = spawnSync(process.execPath, [nextBin, 'build', WEB_DIR], {
    cwd: ROOT,
    stdio: ['ignore', process.stderr, process.stderr],
    env: childEnvironment({ NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }),
  });
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status ?? result.signal})`);
  fs.writeFileSync(STAMP, current);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  ensureBuild({ force: process.argv.includes('--force') });
}

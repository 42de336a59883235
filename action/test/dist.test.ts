// The committed bundle is what the runner executes: it must be fresh, and it must run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { completedAudit } from './fake-geo-api';
import { PROJECT_ID, pullRequestEvent, useFakeServers } from './harness';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const servers = useFakeServers();

function node(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('action/dist/index.js', () => {
  it('is what action/src builds to', async () => {
    const result = await node(['--import', 'tsx', 'action/build.ts', '--check'], process.env);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('runs as the runner runs it: node action/dist/index.js', async () => {
    servers.geo.addProject({ id: PROJECT_ID, audits: [completedAudit(68, {})] });
    servers.github.openPullRequest(7);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'geo-audit-dist-'));
    const file = (name: string, content = '') => {
      fs.writeFileSync(path.join(dir, name), content);
      return path.join(dir, name);
    };
    const inputs = Object.fromEntries(Object.entries(servers.inputs()).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value]));

    const result = await node(['action/dist/index.js'], {
      PATH: process.env.PATH,
      ...inputs,
      GITHUB_API_URL: servers.github.url,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: file('event.json', JSON.stringify(pullRequestEvent(7))),
      GITHUB_REPOSITORY: 'acme/site',
      GITHUB_RUN_ID: '1',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_OUTPUT: file('output'),
      GITHUB_STEP_SUMMARY: file('summary.md'),
    });

    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'output'), 'utf8')).toMatch(/^score<<(\S+)\n72\n\1$/m);
    expect(servers.github.comments.get(7)).toHaveLength(1);
  });
});

// The log as an operator reads it: JSON lines on stderr, secrets censored whatever a caller passes.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Runs `code` (with `log` imported) in a fresh process with `env`, and returns its stderr lines. */
function logLines(code: string, env: Record<string, string> = {}) {
  const script = `import { log } from './web/server/log.ts';\n${code}`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stderr.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line));
}

describe('the log', () => {
  it('writes one JSON object per line, the message before its fields, at the configured level', () => {
    const lines = logLines(`log.debug('hidden'); log.info('audit done', { auditId: 'a1', rows: 3 }); log.error('failed', { error: Object.assign(new Error('boom'), { code: 'E1' }) });`);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'audit done', auditId: 'a1', rows: 3, time: expect.stringMatching(/Z$/) });
    expect(Object.keys(lines[0]).indexOf('msg')).toBeLessThan(Object.keys(lines[0]).indexOf('auditId'));
    expect(lines[1].error).toMatchObject({ type: 'Error', message: 'boom', code: 'E1' });
    expect(logLines(`log.debug('shown');`, { LOG_LEVEL: 'debug' })).toMatchObject([{ level: 'debug', msg: 'shown' }]);
  });

  it('never writes keys, cookies, passwords, tokens or bodies, nor what an error carries besides its message', () => {
    const [line] = logLines(`
      const providerError = Object.assign(new Error('401 Incorrect API key'), { status: 401, headers: { authorization: 'Bearer sk-SECRET-7' }, request: { body: 'SECRET-8' } });
      log.warn('careless caller', {
        authorization: 'Bearer svc_live_SECRET1', cookie: 'ga_session=SECRET2', password: 'SECRET3', token: 'SECRET4', apiKey: 'SECRET5',
        headers: { authorization: 'Bearer SECRET6', cookie: 'SECRET9', 'set-cookie': 'SECRET10', accept: 'application/json' },
        body: '{"password":"SECRET11"}', request: { body: 'SECRET12', path: '/api/v1/projects' },
        error: providerError,
      });`);
    expect(JSON.stringify(line)).not.toMatch(/SECRET/);
    expect(line).toMatchObject({
      authorization: '[redacted]',
      headers: { authorization: '[redacted]', cookie: '[redacted]', 'set-cookie': '[redacted]', accept: 'application/json' },
      request: { body: '[redacted]', path: '/api/v1/projects' },
      error: { type: 'Error', message: '401 Incorrect API key', status: 401 },
    });
  });
});

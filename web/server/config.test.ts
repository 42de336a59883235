import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, settingsTable } from './config';
import { CONFIGURATION_DOC, ROOT, configurationTable, withGenerated } from './reference-docs';

const problemsOf = (env: Record<string, string>) => {
  try {
    parseConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).message;
  }
  throw new Error('parsed without a problem');
};

describe('the configuration', () => {
  it('has a typed default for what is unset or blank', () => {
    const settings = parseConfig({ PORT: ' ', WORKER_AUDITS: '' });
    expect(settings).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', WORKER_AUDITS: 2, RUN_WORKER: true, TRUST_PROXY: 0, LOG_LEVEL: 'info' });
    expect(settings.RETENTION_DAYS).toBeUndefined();
    expect(settings.METRICS_TOKEN).toBeUndefined();
    expect(settings.ENGINE_CONCURRENCY_OPENAI).toBeUndefined();
  });

  it('parses what each variable accepts', () => {
    const settings = parseConfig({
      PORT: '8080',
      RUN_WORKER: 'No',
      TRUST_PROXY: 'true',
      CRAWL_ALLOW_PRIVATE: '1',
      RETENTION_DAYS: '90',
      ANALYSIS_JUDGE: 'Anthropic',
      DATABASE_URL: 'postgresql://u:p@db:5432/geo',
      MODEL_GEO_STANDARD_OPENAI: 'gpt-5.4-nano',
      ENGINE_CONCURRENCY_SIMULATED: '3',
    });
    expect(settings).toMatchObject({
      PORT: 8080,
      RUN_WORKER: false,
      TRUST_PROXY: 1,
      CRAWL_ALLOW_PRIVATE: true,
      RETENTION_DAYS: 90,
      ANALYSIS_JUDGE: 'anthropic',
      MODEL_GEO_STANDARD_OPENAI: 'gpt-5.4-nano',
      ENGINE_CONCURRENCY_SIMULATED: 3,
    });
    expect(parseConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseConfig({ AUDIT_DEADLINE_MINUTES: '0.5' }).AUDIT_DEADLINE_MINUTES).toBe(0.5);
  });

  it('names every bad variable and what it accepts, in one line, without repeating a secret', () => {
    const message = problemsOf({ PORT: 'abc', WORKER_LEASE_SECONDS: '0', RUN_WORKER: 'flase', LOG_LEVEL: 'verbose', DATABASE_URL: 'mysql://root:hunter2@db/x', PUBLIC_URL: 'ftp://x' });
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain('PORT="abc" must be an integer from 0 to 65535');
    expect(message).toContain('WORKER_LEASE_SECONDS="0" must be an integer from 1 to 3600 s');
    expect(message).toContain('RUN_WORKER="flase" must be true or false');
    expect(message).toContain('LOG_LEVEL="verbose" must be one of trace, debug, info, warn, error, fatal, silent');
    expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(message).toContain('PUBLIC_URL="ftp://x" must be an http:// or https:// URL');
    expect(message).not.toContain('hunter2');
    expect(problemsOf({ PORT: '70000' })).toContain('PORT="70000"');
    expect(problemsOf({ PORT: '3.5' })).toContain('PORT="3.5"');
    expect(problemsOf({ SETUP_TOKEN: 'short' })).toMatch(/^invalid configuration: SETUP_TOKEN must be a text of 20 to 200 characters$/);
  });

  it('reads and checks PRICES_FILE when it parses it', () => {
    const dir = fs.mkdtempSync(path.join(ROOT, 'node_modules', '.prices-'));
    try {
      const good = path.join(dir, 'good.json');
      fs.writeFileSync(good, JSON.stringify({ 'gpt-5.4-mini': { inputPerMTok: 0.2 } }));
      expect(parseConfig({ PRICES_FILE: good }).PRICES_FILE).toEqual({ 'gpt-5.4-mini': { inputPerMTok: 0.2 } });
      const negative = path.join(dir, 'negative.json');
      fs.writeFileSync(negative, JSON.stringify({ x: { outputPerMTok: -1 } }));
      expect(problemsOf({ PRICES_FILE: negative })).toContain('PRICES_FILE=');
      expect(problemsOf({ PRICES_FILE: path.join(dir, 'missing.json') })).toContain('PRICES_FILE=');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is documented variable for variable in docs/operations/configuration.md (npm run docs)', () => {
    const doc = fs.readFileSync(path.join(ROOT, CONFIGURATION_DOC), 'utf8');
    const documented = new Set([...doc.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1]));
    const known = Object.keys(settingsTable());
    expect(known.filter((name) => !documented.has(name)), 'variables missing from the doc').toEqual([]);
    expect([...documented].filter((name) => !known.includes(name)), 'documented variables the code does not know').toEqual([]);
    expect(doc, 'the generated table is current: run npm run docs').toBe(withGenerated(doc, configurationTable()));
  });
});

/** An entry point as package.json starts it, with `env` over the test's environment. */
function run(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, stderr });
    });
  });
}

describe('a bad value stops every entry point at once', () => {
  it.each([
    ['start', []],
    ['worker', []],
    ['cli', ['org', 'list']],
  ])('npm run %s with PORT=abc: one line naming PORT, exit 78, before opening anything', async (script, args) => {
    // A process that hangs is killed at 20 s and has no exit code: the check below fails then.
    const { code, stderr } = await run(script, args, { PORT: 'abc', DATA_DIR: path.join(ROOT, 'node_modules', '.never-created') });
    expect(code).toBe(78);
    expect(stderr.trim().split('\n')).toEqual(['geo-audit: invalid configuration: PORT="abc" must be an integer from 0 to 65535']);
    expect(fs.existsSync(path.join(ROOT, 'node_modules', '.never-created'))).toBe(false);
  });
});

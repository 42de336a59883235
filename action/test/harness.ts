// Runs the action in-process the way the runner does: inputs as INPUT_* variables, context
// as GITHUB_* variables and an event file, outputs and summary through the files the
// runner provides. Returns what the runner would see. Also starts the fake APIs per test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';
import { run } from '../src/main';
import { EXPERT_KEY, FakeGeoApi } from './fake-geo-api';
import { FakeGitHubApi, WRITE_TOKEN } from './fake-github-api';

export const PROJECT_ID = '0b6f2a8e-5c1d-4e7a-9f3b-2d8c6e1a4b70';

/** The fake APIs of the running test, and inputs and environment that point at them. */
export class FakeServers {
  // Set by the beforeEach hook of useFakeServers, before any test body runs.
  geo!: FakeGeoApi;
  github!: FakeGitHubApi;

  /** the inputs of a typical workflow, with fast polling; `overrides` win */
  inputs(overrides: Record<string, string> = {}): Record<string, string> {
    return {
      'api-key': EXPERT_KEY,
      'project-id': PROJECT_ID,
      'base-url': this.geo.baseUrl,
      'poll-interval-seconds': '0.02',
      'wait-timeout-minutes': '0.5',
      'github-token': WRITE_TOKEN,
      ...overrides,
    };
  }

  /** GITHUB_API_URL pointing at the fake GitHub, plus `overrides` */
  env(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
    return { GITHUB_API_URL: this.github.url, ...overrides };
  }
}

/** Fresh fake APIs for every test of the calling file. */
export function useFakeServers(): FakeServers {
  const servers = new FakeServers();
  beforeEach(async () => {
    servers.geo = await new FakeGeoApi().start();
    servers.github = await new FakeGitHubApi().start();
  });
  afterEach(async () => {
    // The fake stands for the real API only while its replies match the document.
    expect(servers.geo.documentMismatches).toEqual([]);
    await servers.geo.close();
    await servers.github.close();
  });
  return servers;
}

export interface RunOptions {
  inputs: Record<string, string>;
  /** GITHUB_* overrides; undefined removes a variable */
  env?: Record<string, string | undefined>;
  event?: unknown;
}

export interface RunResult {
  exitCode: number;
  outputs: Record<string, string>;
  summary: string;
  /** everything written to stdout, workflow commands (::error::, ::warning::) included */
  log: string;
  /** the log as GitHub shows it: the escapes of workflow commands (%25 for %, %0A…) decoded */
  shown: string;
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'geo-audit-action-'));
// @actions/core remembers the summary file's path after the first write: keep one per process.
const summaryPath = path.join(workDir, 'step-summary.md');
let runNumber = 0;

export const pullRequestEvent = (number: number, options: { fork?: boolean } = {}) => ({
  action: 'synchronize',
  number,
  pull_request: {
    number,
    head: { repo: { full_name: options.fork ? 'contributor/site' : 'acme/site' } },
    base: { repo: { full_name: 'acme/site' } },
  },
  repository: { full_name: 'acme/site' },
});

export async function runAction(options: RunOptions): Promise<RunResult> {
  runNumber += 1;
  const outputPath = path.join(workDir, `output-${runNumber}`);
  const eventPath = path.join(workDir, `event-${runNumber}.json`);
  fs.writeFileSync(outputPath, '');
  fs.writeFileSync(summaryPath, '');
  fs.writeFileSync(eventPath, JSON.stringify(options.event ?? {}));

  const savedEnv = { ...process.env };
  for (const name of Object.keys(process.env)) {
    if (name.startsWith('INPUT_') || name.startsWith('GITHUB_')) delete process.env[name];
  }
  const env: Record<string, string | undefined> = {
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_REPOSITORY: 'acme/site',
    GITHUB_SHA: 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8c9d0',
    GITHUB_RUN_ID: String(9_000_000 + runNumber),
    GITHUB_RUN_ATTEMPT: '1',
    ...options.env,
  };
  for (const [name, value] of Object.entries(options.inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }

  let log = '';
  const write = process.stdout.write;
  process.stdout.write = ((chunk: string | Uint8Array) => {
    log += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  }) as typeof process.stdout.write;
  process.exitCode = undefined;
  let exitCode: number;
  try {
    await run();
  } finally {
    process.stdout.write = write;
    exitCode = Number(process.exitCode ?? 0);
    process.exitCode = undefined;
    for (const name of Object.keys(process.env)) if (!(name in savedEnv)) delete process.env[name];
    Object.assign(process.env, savedEnv);
  }
  const shown = log.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%');
  return { exitCode, outputs: parseOutputs(fs.readFileSync(outputPath, 'utf8')), summary: fs.readFileSync(summaryPath, 'utf8'), log, shown };
}

/** GITHUB_OUTPUT holds `name<<delimiter`, the value, `delimiter` per output. */
function parseOutputs(file: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const match of file.matchAll(/^(.+?)<<(ghadelimiter_[\w-]+)\n([\s\S]*?)\n\2$/gm)) outputs[match[1]] = match[3];
  return outputs;
}

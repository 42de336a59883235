// The one place the action reads its environment: the runner's GITHUB_* variables and the
// webhook payload at GITHUB_EVENT_PATH (its inputs come through @actions/core, inputs.ts).
import fs from 'node:fs';
import type { GitHubContext, WebhookPayload } from './github-context';

export function readGitHubContext(env: NodeJS.ProcessEnv = process.env): GitHubContext {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  return {
    apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
    repository: owner && repo ? { owner, repo } : undefined,
    eventName: env.GITHUB_EVENT_NAME ?? '',
    sha: env.GITHUB_SHA || undefined,
    ref: env.GITHUB_REF || undefined,
    runId: env.GITHUB_RUN_ID || undefined,
    runAttempt: env.GITHUB_RUN_ATTEMPT || undefined,
    stepSummaryPath: env.GITHUB_STEP_SUMMARY || undefined,
    event: readEvent(env.GITHUB_EVENT_PATH),
  };
}

function readEvent(path: string | undefined): WebhookPayload {
  if (!path || !fs.existsSync(path)) return {};
  try {
    return JSON.parse(fs.readFileSync(path, 'utf8')) as WebhookPayload;
  } catch {
    return {};
  }
}

// What the runner tells the action about the run, from its environment variables and the
// webhook payload at GITHUB_EVENT_PATH.
import fs from 'node:fs';

export interface Repository {
  owner: string;
  repo: string;
}

export interface GitHubContext {
  apiUrl: string;
  repository: Repository | undefined;
  eventName: string;
  sha: string | undefined;
  /** GITHUB_REF: the branch or tag (refs/heads/main), refs/pull/N/merge on a pull request */
  ref: string | undefined;
  runId: string | undefined;
  runAttempt: string | undefined;
  event: WebhookPayload;
}

/** The few payload fields the action reads; every one may be absent. */
export interface WebhookPayload {
  pull_request?: {
    number?: number;
    head?: { repo?: { full_name?: string } | null };
    base?: { repo?: { full_name?: string } };
  };
  // deployment and deployment_status events (GitHub's webhook docs, "deployment_status")
  deployment?: { sha?: string; ref?: string; environment?: string };
  deployment_status?: { state?: string; environment?: string; environment_url?: string; target_url?: string };
}

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

/** The pull request the event is about, for pull_request and pull_request_target. */
export function eventPullRequest(context: GitHubContext): { number: number; fromFork: boolean } | undefined {
  const pullRequest = context.event.pull_request;
  if (typeof pullRequest?.number !== 'number') return undefined;
  const head = pullRequest.head?.repo?.full_name;
  const base = pullRequest.base?.repo?.full_name;
  // pull_request_target runs with the base repository's token, so a fork can be commented on.
  const fromFork = context.eventName !== 'pull_request_target' && head !== base;
  return { number: pullRequest.number, fromFork };
}

/** The commit whose pull request should get the comment on non-PR events. */
export function eventCommitSha(context: GitHubContext): string | undefined {
  return stringOrUndefined(context.event.deployment?.sha) ?? context.sha;
}

/** A payload field that is a non-empty string; anything else (a number, an object) is absent. */
export const stringOrUndefined = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

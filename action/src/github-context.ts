// What the runner tells the action about the run (read from its environment by config.ts), and
// what the action makes of it.

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
  /** GITHUB_STEP_SUMMARY: the file the job summary is appended to; unset outside a job */
  stepSummaryPath: string | undefined;
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

// One comment per project on the pull request, updated in place on later runs (edits do
// not notify; new comments do). The comment is found by a hidden marker that names the
// project, across every page of comments, and is reused only when the token's own account
// wrote it: on a public repository anyone can post the marker, and a token that may write
// comments may edit theirs too. Commenting is best effort: problems become warnings, never
// failures. docs/action.md#the-pull-request-comment.
import { eventCommitSha, eventPullRequest, type GitHubContext, type Repository } from './github-context';
import { ForeignOriginError, createGitHubClient, requestFailure, type GitHubClient } from './github-api';

export function commentMarker(projectId: string): string {
  // encodeURIComponent leaves no '>' that could close the HTML comment.
  return `<!-- geo-audit-action project=${encodeURIComponent(projectId)} -->`;
}

export interface StickyCommentOptions {
  context: GitHubContext;
  token: string;
  projectId: string;
  /** the report; must leave room for the marker line within GitHub's comment limit */
  markdown: string;
  /** first retry wait, ms */
  retryBaseMs: number;
  log: (message: string) => void;
  warn: (message: string) => void;
}

const PER_PAGE = 100;
// A rate limit that frees up later than this is not waited for: the report is in the summary.
const MAX_RATE_LIMIT_WAIT_MS = 120_000;

export async function publishStickyComment(options: StickyCommentOptions): Promise<void> {
  const { context, token, projectId, log, warn } = options;
  const repository = context.repository;
  if (!repository) return warn('GITHUB_REPOSITORY is not set: no pull-request comment.');
  const eventPr = eventPullRequest(context);
  if (eventPr?.fromFork) {
    return warn(
      `Pull request #${eventPr.number} comes from a fork, whose GITHUB_TOKEN cannot write comments: the report is in the job summary only. See docs/action.md (pull requests from forks) for the fork pattern.`,
    );
  }
  if (!token) return warn('The github-token input is empty: no pull-request comment; the report is in the job summary.');

  const github = createGitHubClient({
    apiUrl: context.apiUrl,
    token,
    retryBaseMs: options.retryBaseMs,
    maxRateLimitWaitMs: MAX_RATE_LIMIT_WAIT_MS,
    log,
    warn,
  });
  let number = eventPr?.number;
  try {
    number ??= await pullRequestOfCommit(github, repository, eventCommitSha(context));
    if (number === undefined) return log('No pull request for this commit: the report is in the job summary only.');
    const marker = commentMarker(projectId);
    const body = `${marker}\n${options.markdown}`;
    const existing = await ownComment(github, repository, number, marker, warn);
    if (existing) {
      await github.rest.issues.updateComment({ ...repository, comment_id: existing, body });
      log(`Updated the report comment on pull request #${number}.`);
    } else {
      // Not retried after a 5xx or a lost answer, which may hide a success: no twin comments.
      await github.rest.issues.createComment({ ...repository, issue_number: number, body, request: { retries: 0 } });
      log(`Commented the report on pull request #${number}.`);
    }
  } catch (error) {
    const failure = requestFailure(error);
    if (!failure && !(error instanceof ForeignOriginError)) throw error;
    const reason = failure ? `${failure.status}: ${failure.message}` : (error as Error).message;
    const where = number === undefined ? 'find the pull request of this commit' : `comment on pull request #${number}`;
    const fix =
      failure?.status === 403 || failure?.status === 404
        ? ' Give the job `permissions: pull-requests: write` (or a github-token that may write pull-request comments).'
        : '';
    warn(`Could not ${where} (${reason}).${fix} The report is in the job summary.`);
  }
}

/**
 * For push, workflow_dispatch and deployment_status: an open pull request of the commit whose
 * head is a branch of this repository, else the merged one that brought it in. A fork's open pull
 * request may contain the commit too (its author branched from it): it is not this run's, and
 * is never chosen.
 */
async function pullRequestOfCommit(github: GitHubClient, repository: Repository, sha: string | undefined) {
  if (!sha) return undefined;
  const { data: pulls } = await github.rest.repos.listPullRequestsAssociatedWithCommit({ ...repository, commit_sha: sha });
  const thisRepository = `${repository.owner}/${repository.repo}`.toLowerCase();
  const fromHere = (pull: (typeof pulls)[number]) => pull.head.repo?.full_name.toLowerCase() === thisRepository;
  return (pulls.find((pull) => pull.state === 'open' && fromHere(pull)) ?? pulls.find((pull) => pull.merged_at))?.number;
}

/**
 * The id of the first comment that starts with the marker and was written by the token's own
 * account. The account is looked up only when some comment carries the marker.
 */
async function ownComment(github: GitHubClient, repository: Repository, number: number, marker: string, warn: (message: string) => void) {
  let login: string | null | undefined;
  const pages = github.paginate.iterator(github.rest.issues.listComments, { ...repository, issue_number: number, per_page: PER_PAGE });
  for await (const { data: comments } of pages) {
    // startsWith: a reply quoting our comment holds the marker too, but not at its start.
    for (const comment of comments.filter((candidate) => candidate.body?.trimStart().startsWith(marker))) {
      login ??= (await tokenLogin(github)) ?? null;
      if (login === null) {
        warn('Could not tell which account the github-token belongs to: a new report comment is posted rather than editing one that may not be ours.');
        return undefined;
      }
      if (comment.user?.login.toLowerCase() === login.toLowerCase()) return comment.id;
    }
  }
  return undefined;
}

/**
 * The login the token acts as: GraphQL's `viewer` answers for every kind of token
 * (`github-actions[bot]` for GITHUB_TOKEN, `<app>[bot]` for another app's installation token,
 * the user for a personal access token); REST `GET /user` answers for user tokens only, should
 * GraphQL be unavailable. Undefined when neither can say.
 */
async function tokenLogin(github: GitHubClient): Promise<string | undefined> {
  try {
    const { viewer } = await github.graphql<{ viewer: { login: string } }>('query { viewer { login } }');
    if (viewer?.login) return viewer.login;
  } catch (error) {
    if (!requestFailure(error) && !isGraphqlError(error)) throw error;
  }
  try {
    return (await github.rest.users.getAuthenticated()).data.login;
  } catch (error) {
    if (!requestFailure(error)) throw error;
    return undefined;
  }
}

/** GraphQL answers a query it cannot run with 200 and `errors`, which Octokit throws as a GraphqlResponseError. */
const isGraphqlError = (error: unknown) => error instanceof Error && error.name === 'GraphqlResponseError';

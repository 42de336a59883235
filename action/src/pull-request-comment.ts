// One comment per project on the pull request, updated in place on later runs (edits do
// not notify; new comments do). The comment is found by a hidden marker that names the
// project, across every page of comments: GITHUB_TOKEN cannot call GET /user, so the author
// cannot be the key. Commenting is best effort: problems become warnings, never failures.
import { eventCommitSha, eventPullRequest, type GitHubContext, type Repository } from './github-context';
import { HttpClient, HttpError, type RetryPolicy } from './http';
import { USER_AGENT } from './geo-audit-client';

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
  retry: RetryPolicy;
  log: (message: string) => void;
  warn: (message: string) => void;
}

interface IssueComment {
  id: number;
  body?: string;
}

interface PullRequest {
  number: number;
  state: string;
}

const PER_PAGE = 100;

export async function publishStickyComment(options: StickyCommentOptions): Promise<void> {
  const { context, token, projectId, log, warn } = options;
  const repository = context.repository;
  if (!repository) return warn('GITHUB_REPOSITORY is not set: no pull-request comment.');
  const eventPr = eventPullRequest(context);
  if (eventPr?.fromFork) {
    return warn(
      `Pull request #${eventPr.number} comes from a fork, whose GITHUB_TOKEN cannot write comments: the report is in the job summary only. See the README for the fork pattern.`,
    );
  }
  if (!token) return warn('The github-token input is empty: no pull-request comment; the report is in the job summary.');

  const github = new GitHubRestClient(context.apiUrl, token, options.retry, log);
  let number = eventPr?.number;
  try {
    number ??= await pullRequestOfCommit(github, repository, eventCommitSha(context));
    if (number === undefined) return log('No pull request for this commit: the report is in the job summary only.');
    const marker = commentMarker(projectId);
    const body = `${marker}\n${options.markdown}`;
    const existing = await findComment(github, repository, number, marker);
    const repoPath = `/repos/${encodeURIComponent(repository.owner)}/${encodeURIComponent(repository.repo)}`;
    if (existing) {
      await github.request('PATCH', `${repoPath}/issues/comments/${existing.id}`, { body });
      log(`Updated the report comment on pull request #${number}.`);
    } else {
      await github.request('POST', `${repoPath}/issues/${number}/comments`, { body });
      log(`Commented the report on pull request #${number}.`);
    }
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const reason = `${error.status ?? 'no response'}: ${error.body.message ?? 'no message'}`;
    const where = number === undefined ? 'find the pull request of this commit' : `comment on pull request #${number}`;
    const fix =
      error.status === 403 || error.status === 404
        ? ' Give the job `permissions: pull-requests: write` (or a github-token that may write pull-request comments).'
        : '';
    warn(`Could not ${where} (${reason}).${fix} The report is in the job summary.`);
  }
}

/** For push, workflow_dispatch and deployment_status: an open pull request of the commit, else the merged one. */
async function pullRequestOfCommit(github: GitHubRestClient, { owner, repo }: Repository, sha: string | undefined) {
  if (!sha) return undefined;
  const path = `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/commits/${encodeURIComponent(sha)}/pulls`;
  const pulls = (await github.request('GET', path)).body as PullRequest[];
  return (pulls.find((pull) => pull.state === 'open') ?? pulls[0])?.number;
}

async function findComment(github: GitHubRestClient, { owner, repo }: Repository, number: number, marker: string) {
  let url: string | undefined = `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/issues/${number}/comments?per_page=${PER_PAGE}`;
  while (url) {
    const page = await github.request('GET', url);
    // startsWith: a reply quoting our comment holds the marker too, but not at its start.
    const found = (page.body as IssueComment[]).find((comment) => comment.body?.trimStart().startsWith(marker));
    if (found) return found;
    url = nextPageUrl(page.headers.get('link'));
  }
  return undefined;
}

/** The rel="next" target of a Link header (RFC 8288), as GitHub paginates. */
function nextPageUrl(link: string | null): string | undefined {
  for (const match of (link ?? '').matchAll(/<([^>]*)>\s*;\s*rel="([^"]*)"/g)) {
    if (match[2].split(/\s+/).includes('next')) return match[1];
  }
  return undefined;
}

class GitHubRestClient {
  private readonly http: HttpClient;

  constructor(
    private readonly apiUrl: string,
    token: string,
    retry: RetryPolicy,
    log: (message: string) => void,
  ) {
    this.http = new HttpClient({
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${token}`,
        'x-github-api-version': '2022-11-28',
        'user-agent': USER_AGENT,
      },
      retry,
      log,
    });
  }

  /** `pathOrUrl`: a path under the API root, or an absolute URL from a Link header. */
  request(method: 'GET' | 'POST' | 'PATCH', pathOrUrl: string, body?: unknown) {
    const url = pathOrUrl.startsWith('/') ? `${this.apiUrl}${pathOrUrl}` : pathOrUrl;
    return this.http.request({ method, url, body });
  }
}

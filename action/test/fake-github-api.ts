// A local stand-in for the parts of GitHub's API the action calls, written after GitHub's
// docs: issue comments (list with per_page/page and a Link header whose URLs use the
// /repositories/{id} form as github.com does, create, update — any comment, as a token with
// write access may on GitHub), pull requests of a commit, `GET /user` (an installation token
// such as GITHUB_TOKEN gets 403 "Resource not accessible by integration"), GraphQL's
// `viewer { login }` (which answers for every kind of token: `github-actions[bot]` for
// GITHUB_TOKEN), bearer tokens with or without write access, the 65,536-character body
// limit (422), and x-ratelimit-* headers. Every request is recorded with its Authorization
// header, so a test can tell where the token went.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface IssueComment {
  id: number;
  node_id: string;
  url: string;
  html_url: string;
  issue_url: string;
  body: string;
  user: { login: string; id: number; type: string };
  author_association: string;
  created_at: string;
  updated_at: string;
}

export interface PullRequestSummary {
  number: number;
  state: 'open' | 'closed';
  merged_at: string | null;
  /** the branch it comes from: `repo` is null once a fork is deleted */
  head: { repo: { full_name: string } | null };
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: { body?: string; query?: string } | undefined;
  authorization: string | undefined;
}

/** Who a token acts as: its comments carry this `user`. */
export interface Identity {
  login: string;
  id: number;
  type: 'User' | 'Bot';
  /** installation tokens (ghs_…, GITHUB_TOKEN among them) cannot call GET /user */
  installation: boolean;
  write: boolean;
}

interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export const WRITE_TOKEN = 'ghs_writeWriteWriteWriteWriteWrite01';
export const READ_TOKEN = 'ghs_readReadReadReadReadReadRead0001';
/** A fine-grained personal access token of a user account with write access. */
export const PAT_TOKEN = 'github_pat_11AAAAAAA0deployRobotDeployRobot01';
/** GITHUB_TOKEN's comments are by this app bot (github.com's id for it). */
export const ACTIONS_BOT: Identity = { login: 'github-actions[bot]', id: 41898282, type: 'Bot', installation: true, write: true };
export const PAT_USER: Identity = { login: 'deploy-robot', id: 5_551_234, type: 'User', installation: false, write: true };
const TOKENS: Record<string, Identity> = {
  [WRITE_TOKEN]: ACTIONS_BOT,
  [READ_TOKEN]: { ...ACTIONS_BOT, write: false },
  [PAT_TOKEN]: PAT_USER,
};
const REPOSITORY_ID = 1296269;
const MAX_BODY = 65_536;

export class FakeGitHubApi {
  readonly requests: RecordedRequest[] = [];
  /** comments by issue number, oldest first (GitHub lists them by ascending id) */
  readonly comments = new Map<number, IssueComment[]>();
  readonly pullsByCommit = new Map<string, PullRequestSummary[]>();
  /** Where the Link header's page URLs point; GitHub's own origin unless a test says otherwise. */
  linkOrigin: string | undefined;
  /** answer POST /graphql with a 502, as an outage or a proxy without GraphQL would */
  graphqlDown = false;
  private nextCommentId = 1000;
  private server: http.Server | undefined;
  url = '';

  constructor(readonly owner = 'acme', readonly repo = 'site') {}

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  openPullRequest(number: number): void {
    if (!this.comments.has(number)) this.comments.set(number, []);
  }

  /** A comment as `author` (a login, a bot when it ends in [bot]) or as a token's identity. */
  addComment(number: number, body: string, author: string | Identity = 'someone'): IssueComment {
    const user =
      typeof author === 'string'
        ? { login: author, id: loginId(author), type: author.endsWith('[bot]') ? 'Bot' : 'User' }
        : { login: author.login, id: author.id, type: author.type };
    this.openPullRequest(number);
    const id = this.nextCommentId++;
    const now = new Date().toISOString();
    const base = `${this.url}/repos/${this.owner}/${this.repo}`;
    const comment: IssueComment = {
      id,
      node_id: `IC_${id}`,
      url: `${base}/issues/comments/${id}`,
      html_url: `https://github.com/${this.owner}/${this.repo}/pull/${number}#issuecomment-${id}`,
      issue_url: `${base}/issues/${number}`,
      body,
      user,
      author_association: 'NONE',
      created_at: now,
      updated_at: now,
    };
    this.comments.get(number)!.push(comment);
    return comment;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const raw = await new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk) => (data += chunk));
      req.on('end', () => resolve(data));
    });
    const url = new URL(req.url ?? '/', this.url);
    const method = req.method ?? 'GET';
    const body = raw ? JSON.parse(raw) : undefined;
    this.requests.push({ method, path: url.pathname, query: url.searchParams, body, authorization: req.headers.authorization });
    const reply = this.route(method, url, req.headers.authorization, body);
    res.writeHead(reply.status, {
      'content-type': 'application/json; charset=utf-8',
      'x-github-media-type': 'github.v3; format=json',
      'x-github-request-id': 'C0DE:1234:5678:9ABC:DEF0',
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': '4990',
      'x-ratelimit-used': '10',
      'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 3600),
      'x-ratelimit-resource': 'core',
      ...reply.headers,
    });
    res.end(JSON.stringify(reply.body));
  }

  private route(method: string, url: URL, authorization: string | undefined, body: { body?: unknown; query?: unknown } | undefined): Reply {
    const identity = TOKENS[(authorization ?? '').replace(/^(Bearer|token) /i, '')];
    const path = url.pathname;
    if (!identity) return failure(401, 'Bad credentials', path === '/graphql' ? GRAPHQL_DOCS : DOCS);
    const repoPrefix = `(?:/repos/${this.owner}/${this.repo}|/repositories/${REPOSITORY_ID})`;

    if (path === '/graphql' && method === 'POST') return this.graphql(identity, body?.query);
    if (path === '/user' && method === 'GET') {
      // GitHub's answer to an installation token on this user-only endpoint.
      if (identity.installation) return failure(403, 'Resource not accessible by integration', USER_DOCS);
      return { status: 200, body: userOf(identity) };
    }

    const list = new RegExp(`^${repoPrefix}/issues/(\\d+)/comments$`).exec(path);
    if (list && method === 'GET') return this.listComments(Number(list[1]), url);
    if (list && method === 'POST') {
      if (!identity.write) return notAccessible();
      const number = Number(list[1]);
      if (!this.comments.has(number)) return failure(404, 'Not Found');
      const invalid = validateBody(body);
      if (invalid) return invalid;
      return { status: 201, body: this.addComment(number, body!.body as string, identity) };
    }
    const single = new RegExp(`^${repoPrefix}/issues/comments/(\\d+)$`).exec(path);
    // Write access lets a token edit anyone's comment, as on GitHub: whose comment to edit is
    // the action's own decision.
    if (single && method === 'PATCH') {
      if (!identity.write) return notAccessible();
      const comment = [...this.comments.values()].flat().find((candidate) => candidate.id === Number(single[1]));
      if (!comment) return failure(404, 'Not Found');
      const invalid = validateBody(body);
      if (invalid) return invalid;
      comment.body = body!.body as string;
      comment.updated_at = new Date().toISOString();
      return { status: 200, body: comment };
    }
    const pulls = new RegExp(`^${repoPrefix}/commits/([^/]+)/pulls$`).exec(path);
    if (pulls && method === 'GET') return { status: 200, body: this.pullsByCommit.get(pulls[1]) ?? [] };
    return failure(404, 'Not Found');
  }

  private listComments(number: number, url: URL): Reply {
    const comments = this.comments.get(number);
    if (!comments) return failure(404, 'Not Found');
    const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 30)));
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
    const lastPage = Math.max(1, Math.ceil(comments.length / perPage));
    const pageUrl = (n: number) => `${this.linkOrigin ?? this.url}/repositories/${REPOSITORY_ID}/issues/${number}/comments?per_page=${perPage}&page=${n}`;
    const links = [
      ...(page > 1 ? [`<${pageUrl(page - 1)}>; rel="prev"`] : []),
      ...(page < lastPage ? [`<${pageUrl(page + 1)}>; rel="next"`, `<${pageUrl(lastPage)}>; rel="last"`] : []),
      ...(page > 1 ? [`<${pageUrl(1)}>; rel="first"`] : []),
    ];
    return {
      status: 200,
      body: comments.slice((page - 1) * perPage, page * perPage),
      headers: links.length ? { link: links.join(', ') } : undefined,
    };
  }

  /** GraphQL answers 200 with `data`, or with `errors` for a query it cannot run. */
  private graphql(identity: Identity, query: unknown): Reply {
    if (this.graphqlDown) return failure(502, 'Server Error', GRAPHQL_DOCS);
    if (typeof query !== 'string' || !/^\s*(query\s*\w*\s*)?\{\s*viewer\s*\{\s*login\s*\}\s*\}\s*$/.test(query)) {
      return { status: 200, body: { errors: [{ type: 'UNSUPPORTED', message: 'The fake GitHub API answers only { viewer { login } }.' }] } };
    }
    return { status: 200, body: { data: { viewer: { login: identity.login } } } };
  }
}

function userOf(identity: Identity) {
  return {
    login: identity.login,
    id: identity.id,
    node_id: `U_${identity.id}`,
    type: identity.type,
    site_admin: false,
    html_url: `https://github.com/${identity.login}`,
  };
}

/** A stable id per login, as GitHub's user ids are. */
function loginId(login: string): number {
  if (login === ACTIONS_BOT.login) return ACTIONS_BOT.id;
  return 1 + [...login].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 1_000_000, 7);
}

function validateBody(body: { body?: unknown } | undefined): Reply | undefined {
  if (typeof body?.body !== 'string' || body.body === '') {
    return validationFailed('missing_field', 'body is missing');
  }
  if (body.body.length > MAX_BODY) {
    return validationFailed('custom', `body is too long (maximum is ${MAX_BODY} characters)`);
  }
  return undefined;
}

const DOCS = 'https://docs.github.com/rest/issues/comments';
const USER_DOCS = 'https://docs.github.com/rest/users/users#get-the-authenticated-user';
const GRAPHQL_DOCS = 'https://docs.github.com/graphql';
const failure = (status: number, message: string, documentation = DOCS): Reply => ({
  status,
  body: { message, documentation_url: documentation, status: String(status) },
});
const notAccessible = () => failure(403, 'Resource not accessible by integration');
const validationFailed = (code: string, message: string): Reply => ({
  status: 422,
  body: { message: 'Validation Failed', errors: [{ resource: 'IssueComment', code, field: 'body', message }], documentation_url: DOCS, status: '422' },
});

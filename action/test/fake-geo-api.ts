// A local stand-in for the geo-audit REST API (SPEC.md), faithful where the action depends
// on it: bearer keys with plan scopes, the { data } envelope and error body, rate-limit and
// Request-Id headers, Idempotency-Key replays, at most one audit in progress per project
// (reused: true), audits that advance one step per read of the audit list, and injected
// faults (429 storms, 5xx, dropped connections).
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AuditDetail, AuditListItem, Suggestion } from '../src/geo-audit-client';

type Query = AuditDetail['queries'][number];
type QueryFailure = AuditDetail['failures'][number];

export interface AuditOutcome {
  /** list reads that still show the audit PENDING, then RUNNING */
  pendingReads: number;
  runningReads: number;
  /** RUNNING forever: for timeouts */
  final: 'COMPLETED' | 'FAILED' | 'NEVER';
  score: number;
  providerScores: Record<string, number>;
  queries: Query[];
  failures: QueryFailure[];
}

export interface FakeProject {
  id: string;
  name: string;
  url: string;
  audits: FakeAudit[];
  suggestions: Suggestion[];
  /** outcomes of the next launched audits, in order (then defaultOutcome) */
  nextOutcomes: AuditOutcome[];
  /** a launch failure to answer instead of creating an audit */
  launchFailure?: { status: number; code: string; detail: string };
}

export interface FakeAudit {
  id: string;
  createdAt: string;
  model: string;
  region: string;
  source: string;
  listReads: number;
  outcome: AuditOutcome;
}

export type Fault =
  | { status: number; code?: string; retryAfter?: number; rateLimitRemaining?: number }
  /** close the connection without answering, before (or after) handling the request */
  | { drop: 'before' | 'after' };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  at: number;
}

type Plan = 'pro' | 'expert' | 'free';

export const EXPERT_KEY = 'svc_live_expertExpertExpertExpertExpert01';
export const PRO_KEY = 'svc_live_proProProProProProProProProProPro01';
const KEYS: Record<string, Plan> = { [EXPERT_KEY]: 'expert', [PRO_KEY]: 'pro', svc_live_freeFreeFreeFreeFreeFreeFree01: 'free' };

export class FakeGeoApi {
  readonly requests: RecordedRequest[] = [];
  readonly projects = new Map<string, FakeProject>();
  /** what X-RateLimit-* say on each successful response */
  rateLimit: () => { limit: number; remaining: number; resetAt: number } = () => ({
    limit: 120,
    remaining: 119,
    resetAt: Math.ceil(Date.now() / 1000) + 60,
  });
  private readonly faults: { method: string; path: RegExp; fault: Fault }[] = [];
  private readonly idempotentReplies = new Map<string, { status: number; body: unknown }>();
  private server: http.Server | undefined;
  private origin = '';

  get baseUrl(): string {
    return `${this.origin}/api/v1`;
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  addProject(project: Partial<FakeProject> & { id: string }): FakeProject {
    const full: FakeProject = { name: 'Acme', url: 'https://acme.example', audits: [], suggestions: [], nextOutcomes: [], ...project };
    this.projects.set(project.id, full);
    return full;
  }

  /** The next requests matching method and path get these faults, one each, in order. */
  injectFaults(method: string, path: RegExp, faults: Fault[]): void {
    for (const fault of faults) this.faults.push({ method, path, fault });
  }

  requestsTo(method: string, path: RegExp): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && path.test(request.path));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const raw = await new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk) => (data += chunk));
      req.on('end', () => resolve(data));
    });
    const url = new URL(req.url ?? '/', this.origin);
    const path = url.pathname;
    const method = req.method ?? 'GET';
    this.requests.push({ method, path, headers: req.headers, body: raw ? JSON.parse(raw) : undefined, at: Date.now() });

    const faultIndex = this.faults.findIndex((entry) => entry.method === method && entry.path.test(path));
    const fault = faultIndex >= 0 ? this.faults.splice(faultIndex, 1)[0].fault : undefined;
    if (fault && 'drop' in fault && fault.drop === 'before') return void req.socket.destroy();

    let reply: { status: number; body: unknown; headers?: Record<string, string> };
    if (fault && 'status' in fault) {
      const { limit } = this.rateLimit();
      // As the real server: a spent window frees capacity when Retry-After says.
      const resetAt = Math.floor(Date.now() / 1000) + (fault.retryAfter ?? 0);
      reply = {
        status: fault.status,
        body: { error: { code: fault.code ?? (fault.status === 429 ? 'rate_limited' : 'internal_error'), message: 'Injected fault.' } },
        headers: {
          'x-ratelimit-limit': String(limit),
          'x-ratelimit-remaining': String(fault.rateLimitRemaining ?? (fault.status === 429 ? 0 : 100)),
          'x-ratelimit-reset': String(resetAt),
          ...(fault.retryAfter !== undefined ? { 'retry-after': String(fault.retryAfter) } : {}),
        },
      };
    } else {
      reply = this.route(method, url, req.headers, raw ? JSON.parse(raw) : {});
    }
    if (fault && 'drop' in fault) return void req.socket.destroy();

    const { limit, remaining, resetAt } = this.rateLimit();
    res.writeHead(reply.status, {
      'content-type': 'application/json',
      'request-id': `req_${crypto.randomBytes(6).toString('hex')}`,
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(remaining),
      'x-ratelimit-reset': String(resetAt),
      ...reply.headers,
    });
    res.end(JSON.stringify(reply.body));
  }

  private route(method: string, url: URL, headers: http.IncomingHttpHeaders, body: Record<string, unknown>) {
    const path = url.pathname;
    const plan = KEYS[(headers.authorization ?? '').replace(/^Bearer /, '')];
    if (!plan) return error(401, 'unauthorized', 'Invalid API key.');
    if (plan === 'free') return error(403, 'plan_without_api_access', 'The free plan has no API access.');

    const match = /^\/api\/v1\/projects\/([^/]+)(?:\/(audits|suggestions)(?:\/([^/]+))?)?$/.exec(path);
    const project = match ? this.projects.get(decodeURIComponent(match[1])) : undefined;
    if (!match || !project) return error(404, 'not_found', 'Project not found.');
    const [, , collection, auditId] = match;

    if (method === 'POST' && collection === 'audits' && !auditId) {
      if (plan !== 'expert') return error(403, 'insufficient_scope', 'This key lacks the write scope.');
      const key = headers['idempotency-key'] as string | undefined;
      const replay = key ? this.idempotentReplies.get(key) : undefined;
      if (replay) return replay;
      const reply = this.launch(project, body, String(headers['user-agent'] ?? ''));
      if (key) this.idempotentReplies.set(key, reply);
      return reply;
    }
    if (method === 'GET' && collection === 'audits' && !auditId) {
      for (const audit of project.audits) audit.listReads++;
      // Complete by default; `limit` pages, and then has_more says whether more follow.
      const limit = Number(url.searchParams.get('limit') ?? 0);
      if (!limit) return ok(project.audits.map(listItem));
      return { status: 200, body: { data: project.audits.slice(0, limit).map(listItem), has_more: project.audits.length > limit } };
    }
    if (method === 'GET' && collection === 'audits') {
      const audit = project.audits.find((candidate) => candidate.id === auditId);
      return audit ? ok(detail(project, audit)) : error(404, 'not_found', 'Audit not found.');
    }
    if (method === 'GET' && collection === 'suggestions') return ok(project.suggestions);
    return error(404, 'not_found', 'No such endpoint.');
  }

  private launch(project: FakeProject, body: Record<string, unknown>, userAgent: string) {
    if (project.launchFailure) {
      const { status, code, detail } = project.launchFailure;
      return { status, body: { error: { code, message: 'Failed to start audit', detail } } };
    }
    const busy = project.audits.find((audit) => !isFinished(audit));
    if (busy) return { status: 201, body: { data: { auditId: busy.id, jobId: null, reused: true } } };
    const audit: FakeAudit = {
      id: crypto.randomUUID(),
      createdAt: new Date().toISOString(),
      model: (body.model as string) ?? 'geo-standard',
      region: (body.region as string) ?? 'fr',
      source: userAgent.startsWith('geo-audit-action/') ? 'github_action' : 'api',
      listReads: 0,
      outcome: project.nextOutcomes.shift() ?? defaultOutcome(),
    };
    project.audits.unshift(audit);
    return { status: 201, body: { data: { auditId: audit.id, jobId: crypto.randomUUID() } } };
  }
}

export function defaultOutcome(overrides: Partial<AuditOutcome> = {}): AuditOutcome {
  const queries: Query[] = [
    query('best crm for startups', 'openai', true, 'Acme is the best CRM for startups.', 0.92),
    query('best crm for startups', 'perplexity', false),
    query('acme vs rivalsoft', 'openai', true, 'Acme beats RivalSoft on price.', 0.81),
    query('acme vs rivalsoft', 'perplexity', true, 'Many teams pick Acme.', 0.64),
  ];
  return { pendingReads: 1, runningReads: 2, final: 'COMPLETED', score: 72, providerScores: { openai: 80, perplexity: 64 }, queries, failures: [], ...overrides };
}

export function query(prompt: string, provider: string, cited: boolean, excerpt?: string, confidence = 0.9): Query {
  return {
    id: crypto.randomUUID(),
    prompt,
    response: excerpt ? `An answer. ${excerpt}` : 'An answer that does not name the brand.',
    provider,
    cited,
    sources: ['https://acme.example/'],
    sentiment: cited ? 'POSITIVE' : 'NEUTRAL',
    citations: excerpt ? [{ id: crypto.randomUUID(), excerpt, confidence, sentiment: 'POSITIVE' }] : [],
  };
}

/** A finished audit already on the project: the baseline for deltas. */
export function completedAudit(score: number, providerScores: Record<string, number>, daysAgo = 1): FakeAudit {
  return {
    id: crypto.randomUUID(),
    createdAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
    model: 'geo-standard',
    region: 'fr',
    source: 'api',
    listReads: 100,
    outcome: { ...defaultOutcome(), pendingReads: 0, runningReads: 0, score, providerScores },
  };
}

function statusOf(audit: FakeAudit): AuditListItem['status'] {
  const { pendingReads, runningReads, final } = audit.outcome;
  if (audit.listReads <= pendingReads) return 'PENDING';
  if (final === 'NEVER' || audit.listReads <= pendingReads + runningReads) return 'RUNNING';
  return final;
}

const isFinished = (audit: FakeAudit) => ['COMPLETED', 'FAILED'].includes(statusOf(audit));

function progressOf(audit: FakeAudit): number {
  const { pendingReads, runningReads } = audit.outcome;
  if (isFinished(audit)) return 100;
  return Math.min(99, Math.round((100 * Math.max(0, audit.listReads - pendingReads)) / (runningReads + 1)));
}

function listItem(audit: FakeAudit): AuditListItem {
  const status = statusOf(audit);
  const finished = isFinished(audit);
  return {
    id: audit.id,
    score: status === 'COMPLETED' ? audit.outcome.score : 0,
    status,
    duration: finished ? 95 : 0,
    created_at: audit.createdAt,
    completed_at: finished ? new Date(Date.parse(audit.createdAt) + 95_000).toISOString() : null,
    technical_details: { model: audit.model, region: audit.region },
    provider_scores: status === 'COMPLETED' ? audit.outcome.providerScores : {},
    source: audit.source as AuditListItem['source'],
    is_automatic: false,
  };
}

function detail(project: FakeProject, audit: FakeAudit): AuditDetail {
  const item = listItem(audit);
  const queries = isFinished(audit) ? audit.outcome.queries : [];
  const cited = queries.filter((row) => row.cited);
  const citations = queries.flatMap((row) => row.citations);
  const providers = [...new Set(queries.map((row) => row.provider))];
  const rate = (part: number, whole: number) => (whole ? Math.round((100 * part) / whole) : 0);
  return {
    id: audit.id,
    score: item.score,
    status: item.status,
    currentProgress: progressOf(audit),
    duration: item.duration,
    technicalDetails: item.technical_details,
    providerScores: item.provider_scores,
    source: item.source,
    isAutomatic: false,
    createdAt: item.created_at,
    completedAt: item.completed_at,
    project: { id: project.id, name: project.name, url: project.url },
    analytics: {
      totalQueries: queries.length,
      citedQueries: cited.length,
      citationRate: rate(cited.length, queries.length),
      totalCitations: citations.length,
      avgConfidence: citations.length ? Math.round((100 * citations.reduce((sum, c) => sum + c.confidence, 0)) / citations.length) : 0,
      confidenceDistribution: {
        high: citations.filter((c) => c.confidence >= 0.8).length,
        medium: citations.filter((c) => c.confidence >= 0.5 && c.confidence < 0.8).length,
        low: citations.filter((c) => c.confidence < 0.5).length,
      },
      providerBreakdown: providers.map((provider) => {
        const rows = queries.filter((row) => row.provider === provider);
        const citedRows = rows.filter((row) => row.cited).length;
        return { provider: provider.toUpperCase(), cited: citedRows, total: rows.length, rate: rate(citedRows, rows.length) };
      }),
    },
    queries,
    failures: isFinished(audit) ? audit.outcome.failures : [],
  };
}

const ok = (data: unknown) => ({ status: 200, body: { data } });
const error = (status: number, code: string, message: string) => ({ status, body: { error: { code, message } } });

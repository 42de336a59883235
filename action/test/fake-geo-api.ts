// A local stand-in for the geo-audit REST API (docs/api/rest.md, docs/guide/repeatable-measurements.md; the served OpenAPI document), faithful where the action depends on it:
// bearer keys with plan scopes, the { data } envelope and error body, rate-limit and
// Request-Id headers, Idempotency-Key replays, at most one audit in progress per project
// (reused: true), `samples` with the plan's cap (400 too_many_samples), audits that advance
// one step per read of the audit list, and injected faults (429 storms, 5xx, dropped
// connections). Analytics, 95 % intervals, the basis and the comparison with the previous
// COMPLETED audit of the same basis are computed from the audit's rows with the server's own
// functions (web/server/analysis, web/server/audits/comparison.ts). Every reply is checked against
// the OpenAPI document as the product's are (web/test/openapi-check.ts): a mismatch fails the test.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { computeAnalytics } from '@/server/analysis/analytics';
import { surfaceOf } from '@/server/models/catalogue';
import { changeInterval, changeOf, rateInterval, scoreInterval } from '@/server/analysis/intervals';
import { promptSetFingerprint, type AuditBasis } from '@/server/audits/comparison';
import { openApiDocument } from '@/server/contract/openapi';
import type { AuditComparison, AuditDeployment, AuditDetail, AuditListItem, SiteComparison, SourceChange, Suggestion } from '../src/geo-audit-client';
import { checkAgainstDocument } from '../../web/test/openapi-check';

type Query = AuditDetail['queries'][number];
type QueryFailure = AuditDetail['failures'][number];

export interface AuditOutcome {
  /** list reads that still show the audit PENDING, then RUNNING */
  pendingReads: number;
  runningReads: number;
  /** RUNNING forever: for timeouts */
  final: 'COMPLETED' | 'FAILED' | 'NEVER';
  /** the mean row score, 0–100 (the server keeps it unrounded; the fake's is what it is given) */
  score: number;
  providerScores: Record<string, number>;
  queries: Query[];
  failures: QueryFailure[];
  /** the audit's tracked brands, the project's first (each has a leaderboard entry) */
  trackedBrands?: string[];
  /** what the comparison's `site` says against the previous audit (the fake takes no site snapshots) */
  site?: SiteComparison | null;
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
  /** the organisation's cap on samples (default: the plan's, expert 10, pro 3) */
  maxSamples?: number;
  /** a server from before deploys: refuses the launch body's `deployment` as an unknown parameter */
  predatesDeploys?: boolean;
  /** the monthly budget a dry run reports (default: no cap) */
  budget?: { capUsd: number; spentUsd: number; reservedUsd: number };
}

export interface FakeAudit {
  id: string;
  createdAt: string;
  model: string;
  region: string;
  source: string;
  /** answers per prompt × engine; the outcome's rows carry the sample indexes */
  samples: number;
  listReads: number;
  outcome: AuditOutcome;
  /** the launch body's deployment; null without one */
  deployment?: AuditDeployment | null;
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
const PROXY_STATUSES = new Set([502, 504]);
const PLAN_MAX_SAMPLES: Record<Plan, number> = { free: 1, pro: 3, expert: 10 };

export const EXPERT_KEY = 'svc_live_expertExpertExpertExpertExpert01';
export const PRO_KEY = 'svc_live_proProProProProProProProProProPro01';
const KEYS: Record<string, Plan> = { [EXPERT_KEY]: 'expert', [PRO_KEY]: 'pro', svc_live_freeFreeFreeFreeFreeFreeFree01: 'free' };

export class FakeGeoApi {
  readonly requests: RecordedRequest[] = [];
  readonly projects = new Map<string, FakeProject>();
  /** Replies that do not match the served OpenAPI document, checked as the product's are (web/test/openapi-check.ts). */
  readonly documentMismatches: string[] = [];
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

  /** Requests to `method` and `path`, dry runs (`dry_run: true`) left out: see dryRuns(). */
  requestsTo(method: string, path: RegExp): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && path.test(request.path) && !isDryRun(request.body));
  }

  dryRuns(): RecordedRequest[] {
    return this.requests.filter((request) => isDryRun(request.body));
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

    // Injected faults are meant for the launch (and reads), not the estimate before it.
    const faultIndex = isDryRun(this.requests.at(-1)!.body) ? -1 : this.faults.findIndex((entry) => entry.method === method && entry.path.test(path));
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
    // As the server's pipeline does for every error: the code's anchor on its /docs/api page.
    const failure = (reply.body as { error?: { code: string; doc_url?: string } }).error;
    if (failure) failure.doc_url = `${this.origin}/docs/api#error-${failure.code}`;
    // A 502 or 504 stands for a proxy in front of the server, which the document does not describe.
    const fromProxy = fault && 'status' in fault && PROXY_STATUSES.has(fault.status);
    try {
      if (!fromProxy) checkAgainstDocument(method, path, reply);
    } catch (err) {
      this.documentMismatches.push((err as Error).message);
    }

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
      const reply = this.launch(project, plan, body, String(headers['user-agent'] ?? ''));
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

  private launch(project: FakeProject, plan: Plan, body: Record<string, unknown>, userAgent: string) {
    const samples = body.samples;
    if (samples !== undefined && !(Number.isInteger(samples) && (samples as number) >= 1 && (samples as number) <= 10)) {
      return error(400, 'invalid_request', 'Invalid "samples": must be a whole number from 1 to 10.', 'samples');
    }
    const cap = project.maxSamples ?? PLAN_MAX_SAMPLES[plan];
    if (samples !== undefined && (samples as number) > cap) {
      return error(400, 'too_many_samples', `The ${plan} plan allows at most ${cap} sample${cap === 1 ? '' : 's'} per prompt and engine; ${samples} were asked.`, 'samples');
    }
    if (project.predatesDeploys && 'deployment' in body) return error(400, 'unknown_parameter', 'Unknown parameter "deployment".', 'deployment');
    const deployment = deploymentOf(body.deployment);
    if (typeof deployment === 'string') return error(400, 'invalid_request', `"${deployment}" is not valid.`, deployment);
    if (body.dry_run === true) return ok(estimate(project, (samples as number | undefined) ?? 1, (body.model as string) ?? 'geo-standard'));
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
      samples: (samples as number | undefined) ?? 1,
      listReads: 0,
      outcome: project.nextOutcomes.shift() ?? defaultOutcome(),
      deployment,
    };
    project.audits.unshift(audit);
    return { status: 201, body: { data: { auditId: audit.id, jobId: crypto.randomUUID() } } };
  }
}

/**
 * The launch body's deployment as the server stores it (its contract: sha 4-64 hex characters,
 * ref 1-255, environment 1-100, both one line; url http(s) ≤ 2048; no other field), or the field it refuses.
 */
function deploymentOf(value: unknown): AuditDeployment | null | string {
  if (value === undefined) return null;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'deployment';
  const fields = value as Record<string, unknown>;
  const text = (v: string, max: number) => v.trim().length >= 1 && v.trim().length <= max && !/[\u0000-\u001f\u007f]/.test(v);
  const valid: Record<string, (v: string) => boolean> = {
    sha: (v) => /^[0-9a-fA-F]{4,64}$/.test(v),
    ref: (v) => text(v, 255),
    environment: (v) => text(v, 100),
    url: (v) => /^https?:\/\//.test(v) && URL.canParse(v) && v.length <= 2048,
  };
  const refused = Object.keys(fields).find((key) => !valid[key] || typeof fields[key] !== 'string' || !valid[key](fields[key] as string));
  if (refused) return `deployment.${refused}`;
  if (Object.keys(fields).length === 0) return null;
  const field = (key: string) => (fields[key] as string | undefined) ?? null;
  return { sha: field('sha'), ref: field('ref'), environment: field('environment'), url: field('url') };
}

const isDryRun = (body: unknown) => (body as { dry_run?: unknown } | undefined)?.dry_run === true;

/** What the server's dry run answers (docs/operations/spend.md): two prompts × two engines × samples, $0.01 to $0.04 a call. */
function estimate(project: FakeProject, samples: number, model: string) {
  const calls = 4 * samples;
  const cost = { low: Math.round(calls * 1e4) / 1e6, high: Math.round(calls * 4e4) / 1e6 };
  const cap = project.budget;
  const left = cap ? Math.max(0, Math.round((cap.capUsd - cap.spentUsd - cap.reservedUsd) * 1e6) / 1e6) : null;
  const perEngine = { calls: calls / 2, model, estimatedCostUsd: { low: cost.low / 2, high: cost.high / 2 }, basis: 'default' as const, answersSeen: 0 };
  return {
    dryRun: true as const,
    calls,
    samples,
    model,
    currency: 'USD' as const,
    estimatedCostUsd: cost,
    byProvider: { openai: perEngine, perplexity: perEngine },
    // The rules read the answers (no model reader): nothing to add (docs/guide/answer-reading.md#the-model-reader).
    reader: null,
    budget: {
      month: new Date().toISOString().slice(0, 7),
      currency: 'USD' as const,
      capUsd: cap?.capUsd ?? null,
      operatorCapUsd: cap?.capUsd ?? null,
      ownerCapUsd: null,
      spentUsd: cap?.spentUsd ?? 0,
      reservedUsd: cap?.reservedUsd ?? 0,
      leftUsd: left,
      fits: left === null || cost.high <= left,
    },
  };
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

export function query(prompt: string, provider: string, cited: boolean, excerpt?: string, confidence = 0.9, sample = 0): Query {
  return {
    id: crypto.randomUUID(),
    prompt,
    response: excerpt ? `An answer. ${excerpt}` : 'An answer that does not name the brand.',
    provider,
    surface: surfaceOf(provider),
    shown: true,
    simulated: provider === 'simulated',
    sample,
    modelVersion: null,
    cited,
    unknownToEngine: false,
    corrected: null,
    sources: ['https://acme.example/'],
    sentiment: cited ? 'POSITIVE' : 'NEUTRAL',
    citations: excerpt ? [{ id: crypto.randomUUID(), excerpt, confidence, sentiment: 'POSITIVE' }] : [],
    unsure: [],
    judge: null,
    usage: null,
    brands: [],
    reader: 'rules@9',
    branded: false,
  };
}

export interface SampledOutcomeOptions {
  prompts: string[];
  engines: string[];
  samples: number;
  /** whether the answer of this prompt × engine × sample cites the brand */
  cites: (prompt: string, engine: string, sample: number) => boolean;
}

/**
 * Every prompt × engine asked `samples` times. Each answer citing the brand names it first
 * (a row score of 80, docs/guide/how-an-audit-measures.md), so the score is 80 × the citation rate.
 */
export function sampledOutcome({ prompts, engines, samples, cites }: SampledOutcomeOptions, overrides: Partial<AuditOutcome> = {}): AuditOutcome {
  const queries = prompts.flatMap((prompt) =>
    engines.flatMap((engine) =>
      Array.from({ length: samples }, (_, sample) => {
        const cited = cites(prompt, engine, sample);
        return query(prompt, engine, cited, cited ? `Acme answers “${prompt}” well.` : undefined, 0.8, sample);
      }),
    ),
  );
  const scoreOf = (rows: Query[]) => (rows.length ? (80 * rows.filter((row) => row.cited).length) / rows.length : 0);
  const providerScores = Object.fromEntries(engines.map((engine) => [engine, Math.round(scoreOf(queries.filter((row) => row.provider === engine)))]));
  return defaultOutcome({ queries, score: Math.round(scoreOf(queries)), providerScores, ...overrides });
}

/** A finished audit already on the project: the baseline of the comparison when its basis matches. */
export function completedAudit(score: number, providerScores: Record<string, number>, daysAgo = 1, outcome: Partial<AuditOutcome> = {}): FakeAudit {
  return {
    id: crypto.randomUUID(),
    createdAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
    model: 'geo-standard',
    region: 'fr',
    source: 'api',
    samples: Math.max(1, ...(outcome.queries ?? []).map((row) => row.sample + 1)),
    listReads: 100,
    outcome: { ...defaultOutcome(), pendingReads: 0, runningReads: 0, score, providerScores, ...outcome },
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

/** The answered rows of a COMPLETED audit, as the server counts them (failures left out). */
function answered(audit: FakeAudit): Query[] {
  return statusOf(audit) === 'COMPLETED' ? audit.outcome.queries : [];
}

const UNKNOWN = { low: 0, high: 100 };
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : 0);

function listItem(audit: FakeAudit): AuditListItem {
  const status = statusOf(audit);
  const finished = isFinished(audit);
  const rows = answered(audit);
  const cited = rows.filter((row) => row.cited).length;
  return {
    id: audit.id,
    score: status === 'COMPLETED' ? audit.outcome.score : 0,
    citation_rate: status === 'COMPLETED' ? percent(cited, rows.length) : 0,
    citation_rate_interval: status === 'COMPLETED' ? rateInterval(cited, rows.length) : UNKNOWN,
    samples: audit.samples,
    status,
    duration: finished ? 95 : 0,
    created_at: audit.createdAt,
    completed_at: finished ? new Date(Date.parse(audit.createdAt) + 95_000).toISOString() : null,
    technical_details: { model: audit.model, region: audit.region },
    provider_scores: status === 'COMPLETED' ? audit.outcome.providerScores : {},
    source: audit.source as AuditListItem['source'],
    is_automatic: false,
    cost_usd: 0,
    simulated: audit.outcome.queries.some((q) => q.provider === 'simulated'),
    deployment: audit.deployment ?? null,
  };
}

function detail(project: FakeProject, audit: FakeAudit): AuditDetail {
  const item = listItem(audit);
  const completed = item.status === 'COMPLETED';
  const queries = isFinished(audit) ? audit.outcome.queries : [];
  const failures = isFinished(audit) ? audit.outcome.failures : [];
  return {
    id: audit.id,
    score: item.score,
    scoreInterval: completed ? scoreInterval(audit.outcome.score, queries.length) : UNKNOWN,
    samples: audit.samples,
    status: item.status,
    currentProgress: progressOf(audit),
    duration: item.duration,
    technicalDetails: item.technical_details,
    providerScores: item.provider_scores,
    source: item.source,
    isAutomatic: false,
    simulated: item.simulated,
    createdAt: item.created_at,
    completedAt: item.completed_at,
    project: { id: project.id, name: project.name, url: project.url },
    analytics: { ...computeAnalytics(queries, audit.outcome.trackedBrands), unreadQueries: failures.filter((f) => f.response !== null).length, topSources: [] },
    queries,
    failures,
    deployment: audit.deployment ?? null,
    basis: completed ? basisOf(audit) : null,
    comparison: completed ? comparison(project, audit) : null,
    usage: { inputTokens: 0, outputTokens: 0, searches: 0, costUsd: 0, byProvider: {} },
    retention: null,
    reread: null,
  };
}

/** What produced the figures: prompts asked, engines, region, model and model versions. */
function basisOf(audit: FakeAudit): AuditBasis {
  const { queries, failures } = audit.outcome;
  const asked = [...queries, ...failures];
  const engines = [...new Set(asked.map((row) => row.provider))].sort();
  return {
    promptSetFingerprint: promptSetFingerprint([...new Set(asked.map((row) => row.prompt))]),
    engines,
    region: audit.region,
    model: audit.model,
    modelVersions: Object.fromEntries(
      engines.map((engine) => [engine, [...new Set(queries.filter((row) => row.provider === engine && row.modelVersion).map((row) => row.modelVersion!))].sort()]),
    ),
  };
}

/** What the server matches (compareWithPrevious: jsonb equality of the basis but for its prompt set), keys in one order. */
function comparableKey(basis: AuditBasis): string {
  const { promptSetFingerprint: _asked, ...matched } = basis;
  const canonical = (value: unknown): string =>
    Array.isArray(value)
      ? `[${value.map(canonical).join(',')}]`
      : value && typeof value === 'object'
        ? `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`
        : JSON.stringify(value);
  return canonical(matched);
}

/**
 * Against the latest earlier COMPLETED audit of the same basis, as the server compares when an
 * audit completes (web/server/audits/comparison.ts): rates and deltas of the answered rows,
 * Newcombe intervals, significance when the shown interval excludes 0.
 */
function comparison(project: FakeProject, audit: FakeAudit): AuditComparison | null {
  const key = comparableKey(basisOf(audit));
  const previous = project.audits
    .filter((other) => other !== audit && statusOf(other) === 'COMPLETED' && other.createdAt < audit.createdAt && comparableKey(basisOf(other)) === key)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0];
  if (!previous) return null;
  const now = answered(audit);
  const before = answered(previous);
  const counts = (rows: Query[]) => ({ successes: rows.filter((row) => row.cited).length, n: rows.length });
  const paired = (key: (row: Query) => string) =>
    [...new Set([...now, ...before].map(key))].sort().map((value) => ({
      key: value,
      current: counts(now.filter((row) => key(row) === value)),
      previous: counts(before.filter((row) => key(row) === value)),
    }));
  const rate = (c: { successes: number; n: number }) => percent(c.successes, c.n);
  const rateDeltaInterval = changeInterval(counts(before), counts(now));
  const scoreDeltaInterval = changeInterval(
    { successes: (previous.outcome.score / 100) * before.length, n: before.length },
    { successes: (audit.outcome.score / 100) * now.length, n: now.length },
  );
  const change = changeOf(rateDeltaInterval);
  return {
    auditId: previous.id,
    createdAt: previous.createdAt,
    score: previous.outcome.score,
    citationRate: rate(counts(before)),
    scoreDelta: Math.round(audit.outcome.score) - previous.outcome.score,
    scoreDeltaInterval,
    scoreChange: changeOf(scoreDeltaInterval),
    citationRateDelta: rate(counts(now)) - rate(counts(before)),
    citationRateDeltaInterval: rateDeltaInterval,
    significant: change !== 'none',
    change,
    providers: paired((row) => row.provider).map((p) => {
      const interval = changeInterval(p.previous, p.current);
      const providerChange = changeOf(interval);
      return {
        provider: p.key.toUpperCase(),
        rate: rate(p.current),
        previousRate: rate(p.previous),
        rateDelta: rate(p.current) - rate(p.previous),
        rateDeltaInterval: interval,
        significant: providerChange !== 'none',
        change: providerChange,
      };
    }),
    deployment: previous.deployment ?? null,
    ...whatChanged(project, now, before),
    brands: [],
    site: audit.outcome.site ?? null,
  };
}

/**
 * Which prompt × engine pairs changed their citation rate (significant first, then by size; top
 * 20), and which cited domains appeared and vanished (top 10 by answers), over the prompts both
 * audits asked, as docs/api/rest.md describes the comparison.
 */
function whatChanged(project: FakeProject, now: Query[], before: Query[]) {
  const promptsOf = (rows: Query[]) => new Set(rows.map((row) => row.prompt));
  const [nowPrompts, beforePrompts] = [promptsOf(now), promptsOf(before)];
  const common = [...nowPrompts].filter((prompt) => beforePrompts.has(prompt));
  const brandHost = new URL(project.url).hostname;
  const side = (rows: Query[]) => {
    const cited = rows.filter((row) => row.cited).length;
    const citations = [...new Set(rows.filter((row) => row.cited).flatMap((row) => row.sources).filter((url) => new URL(url).hostname === brandHost))].slice(0, 5);
    return { cited, total: rows.length, rate: percent(cited, rows.length), citations };
  };
  const pairs = [...new Set(now.filter((row) => beforePrompts.has(row.prompt)).map((row) => `${row.provider}\u0000${row.prompt}`))];
  const flips = pairs
    .map((pair) => {
      const [provider, prompt] = pair.split('\u0000');
      const rows = (set: Query[]) => set.filter((row) => row.provider === provider && row.prompt === prompt);
      const [after, earlier] = [side(rows(now)), side(rows(before))];
      const changeInterval_ = changeInterval({ successes: earlier.cited, n: earlier.total }, { successes: after.cited, n: after.total });
      return { prompt, provider: provider.toUpperCase(), before: earlier, after, change: Math.round(100 * (after.cited / after.total - (earlier.total ? earlier.cited / earlier.total : 0))), changeInterval: changeInterval_, significant: changeOf(changeInterval_) !== 'none' };
    })
    .filter((flip) => flip.change !== 0)
    .sort((a, b) => Number(b.significant) - Number(a.significant) || Math.abs(b.change) - Math.abs(a.change) || (a.prompt < b.prompt ? -1 : 1));
  const domains = (rows: Query[]) => {
    const byDomain = new Map<string, { pages: Set<string>; answers: number }>();
    for (const row of rows.filter((r) => common.includes(r.prompt))) {
      for (const host of new Set(row.sources.map((url) => new URL(url).hostname))) {
        const entry = byDomain.get(host) ?? { pages: new Set(), answers: 0 };
        entry.answers += 1;
        row.sources.filter((url) => new URL(url).hostname === host).forEach((url) => entry.pages.add(url));
        byDomain.set(host, entry);
      }
    }
    return byDomain;
  };
  const [nowDomains, beforeDomains] = [domains(now), domains(before)];
  const only = (mine: typeof nowDomains, other: typeof nowDomains): SourceChange[] =>
    [...mine]
      .filter(([domain]) => !other.has(domain))
      .map(([domain, entry]) => ({ domain, pages: [...entry.pages].slice(0, 5), answers: entry.answers }))
      .sort((a, b) => b.answers - a.answers || (a.domain < b.domain ? -1 : 1));
  const [gained, lost] = [only(nowDomains, beforeDomains), only(beforeDomains, nowDomains)];
  return {
    prompts: { common: common.length, added: [...nowPrompts].filter((p) => !beforePrompts.has(p)).length, removed: [...beforePrompts].filter((p) => !nowPrompts.has(p)).length },
    flips: flips.slice(0, 20),
    flipsTotal: flips.length,
    sources: { gained: gained.slice(0, 10), lost: lost.slice(0, 10), gainedTotal: gained.length, lostTotal: lost.length },
  };
}

const ok = (data: unknown) => ({ status: 200, body: { data } });
const error = (status: number, code: string, message: string, param?: string) => ({
  status,
  body: { error: { code, message, ...(param ? { param } : {}) } },
});

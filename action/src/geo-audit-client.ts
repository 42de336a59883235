// The geo-audit REST API as the action uses it (docs/api/rest.md; the OpenAPI document at
// GET /api/v1/openapi.json). Types come from the server's contract (type-only imports:
// nothing of zod reaches the bundle).
import type { z } from 'zod';
import type {
  AuditDetail as AuditDetailSchema,
  AuditListItem as AuditListItemSchema,
  LaunchAuditRequest,
  LaunchAuditResponse as LaunchAuditResponseSchema,
  LaunchEstimate as LaunchEstimateSchema,
  Suggestion as SuggestionSchema,
} from '@/server/contract/schemas';
import { version } from '../../package.json';
import { HttpClient, HttpError, type RetryPolicy } from './http';

export type AuditDetail = z.output<typeof AuditDetailSchema>;
export type AuditListItem = z.output<typeof AuditListItemSchema>;
export type AuditComparison = NonNullable<AuditDetail['comparison']>;
export type AuditDeployment = NonNullable<AuditDetail['deployment']>;
export type Flip = AuditComparison['flips'][number];
export type SourceChange = AuditComparison['sources']['gained'][number];
export type SiteComparison = NonNullable<AuditComparison['site']>;
export type SiteValue = SiteComparison['changes'][number]['before'];
export type AuditStatus = AuditListItem['status'];
export type LaunchAuditBody = z.input<typeof LaunchAuditRequest>;
export type LaunchAuditResult = z.output<typeof LaunchAuditResponseSchema>;
export type LaunchEstimate = z.output<typeof LaunchEstimateSchema>;
export type Suggestion = z.output<typeof SuggestionSchema>;

/** The server records audits launched with this User-Agent as `source: "github_action"`. */
export const USER_AGENT = `geo-audit-action/${version}`;

export const isFinished = (status: AuditStatus) => status === 'COMPLETED' || status === 'FAILED';

// Launch failures (500 "Failed to start audit") that no retry can fix.
const PERMANENT_LAUNCH_FAILURES = new Set(['quota_exhausted', 'budget_exhausted', 'model_not_allowed']);

export class GeoAuditClient {
  private readonly http: HttpClient;

  constructor(
    private readonly baseUrl: string,
    apiKey: string,
    retry: RetryPolicy,
    log: (message: string) => void,
  ) {
    this.http = new HttpClient({
      headers: { authorization: `Bearer ${apiKey}`, 'user-agent': USER_AGENT },
      retry,
      log,
      isPermanentServerError: (body) => PERMANENT_LAUNCH_FAILURES.has(body.code ?? ''),
    });
  }

  get rateLimit() {
    return this.http.rateLimit;
  }

  /** Safe to retry: the server answers a repeated Idempotency-Key with the first response. */
  async launchAudit(projectId: string, body: LaunchAuditBody, idempotencyKey: string): Promise<LaunchAuditResult> {
    const response = await this.http.request({
      method: 'POST',
      url: `${this.projectUrl(projectId)}/audits`,
      headers: { 'idempotency-key': idempotencyKey },
      body,
      idempotent: true,
    });
    return dataOf(response.body);
  }

  /** What the launch would ask and cost, and the monthly budget it meets (`dry_run`: nothing is created). */
  async estimateLaunch(projectId: string, body: LaunchAuditBody): Promise<LaunchEstimate> {
    const response = await this.http.request({ method: 'POST', url: `${this.projectUrl(projectId)}/audits`, body: { ...body, dry_run: true }, idempotent: true });
    return dataOf(response.body);
  }

  /** The project's `limit` newest audits, newest first. */
  async listAudits(projectId: string, limit: number): Promise<AuditListItem[]> {
    return this.get(`${this.projectUrl(projectId)}/audits?limit=${limit}`);
  }

  async getAudit(projectId: string, auditId: string): Promise<AuditDetail> {
    return this.get(`${this.projectUrl(projectId)}/audits/${encodeURIComponent(auditId)}`);
  }

  async listSuggestions(projectId: string): Promise<Suggestion[]> {
    return this.get(`${this.projectUrl(projectId)}/suggestions`);
  }

  private async get<T>(url: string): Promise<T> {
    return dataOf((await this.http.request({ method: 'GET', url })).body);
  }

  private projectUrl(projectId: string): string {
    return `${this.baseUrl}/projects/${encodeURIComponent(projectId)}`;
  }
}

function dataOf<T>(body: unknown): T {
  return (body as { data: T }).data;
}

/** The dashboard page of an audit: the API root without its /api/v1 suffix. */
export function reportUrl(baseUrl: string, projectId: string, auditId: string): string {
  const site = baseUrl.replace(/\/api\/v1$/, '');
  return `${site}/projects/${encodeURIComponent(projectId)}/audits/${encodeURIComponent(auditId)}`;
}

export interface FailureContext {
  projectId: string;
  model: string | undefined;
  samples: number | undefined;
  baseUrl: string;
}

/** A message that says what went wrong and what to change. */
export function explainFailure(error: HttpError, context: FailureContext): string {
  const { status, body } = error;
  const said = `${status ?? 'no response'}${body.code ? ` ${body.code}` : ''}: ${[body.message, body.detail].filter(Boolean).join(' — ') || 'no message'}`;
  const requestId = error.requestId ? ` (Request-Id ${error.requestId})` : '';
  const site = context.baseUrl.replace(/\/api\/v1$/, '');
  return `${advice(error, context, site)} [${error.method} ${new URL(error.url).pathname} → ${said}]${requestId}`;
}

function advice(error: HttpError, { projectId, model, samples, baseUrl }: FailureContext, site: string): string {
  const { status, body } = error;
  const launching = error.method === 'POST';
  if (status === undefined) return `Could not reach the geo-audit server at ${baseUrl}: check base-url and that the server is reachable from the runner.`;
  if (status === 401) return `The API key was refused: check the api-key input holds a live key (svc_live_…) created under Settings → API Keys on ${site}, passed from a secret.`;
  if (status === 403 && body.code === 'plan_without_api_access') return `The plan of this API key has no API access: the API needs the Pro or Expert plan (launching audits needs Expert).`;
  if (status === 403 && launching) return `This API key cannot launch audits: launching needs the write scope, which only Expert plan keys carry (a Pro key is read-only). Use an Expert plan key with the write scope.`;
  if (status === 403) return `This API key may not read this resource: check its scopes under Settings → API Keys.`;
  if (status === 404 && /\/audits\/[^/]+$/.test(new URL(error.url).pathname)) return `The audit is no longer on ${site}: it may have been deleted while the action followed it.`;
  if (status === 404) return `Project ${projectId} was not found: check the project-id input; it must be a project of the API key's organisation (its id is in the project's dashboard URL).`;
  if (status === 429) return `The API rate limit of this key is spent: retry later, or spread the jobs that share this key.`;
  if (body.code === 'quota_exhausted') return `The monthly audit quota of the plan is exhausted: wait for the next month or upgrade the plan.`;
  if (body.code === 'budget_exhausted') return `The organisation's monthly provider budget does not leave enough for this audit (what was spent and what is left below): lower samples or the project's prompts and engines, wait for next month, or ask an owner or the operator to raise the budget.`;
  if (body.code === 'model_not_allowed') return `The plan does not allow the model "${model ?? 'default'}": choose a model of your plan, or leave the model input empty for the default.`;
  if (body.code === 'unknown_model') return `The model "${model}" is unknown to the server: check the model input.`;
  if (body.code === 'too_many_samples') return `The plan allows fewer samples per prompt and engine than the samples input asks (${samples}): lower samples to the cap the server names below, or leave it empty to use the project's setting (an operator can raise the cap with \`npm run cli -- org update --max-samples\`).`;
  if (body.code === 'no_active_prompts') return `Project ${projectId} has no active prompts: add prompts in the dashboard before launching an audit.`;
  if (body.code === 'no_engines') return 'The server has no key for an engine the engines input (or the project) names: ask the operator to add its key, or remove it (the message below names the engines it can ask).';
  if (status === 400) return `The server refused the request${body.param ? ` (input behind "${body.param}")` : ''}: check keywords, model, region, samples and engines.`;
  if (status >= 500) return `The geo-audit server failed${launching ? ' to start the audit' : ''} and kept failing after retries: try again later.`;
  return `The geo-audit API answered with an unexpected status.`;
}

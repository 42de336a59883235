// What went wrong, for people and machines: the one error type every domain service throws, and
// the one table of error codes (docs/api/errors.md, generated from ERROR_CODES and ERROR_DOCS by
// web/server/reference-docs.ts). A service says what happened (`code`, `message`, the offending
// `param`, a `detail`); the HTTP layer (http/) maps the code to its status with this table and
// writes the body { "error": { "code", "message", "param"?, "detail"?, "doc_url" } }, doc_url
// being the code's anchor on the server's own /docs/api page. Services never import http/.

/** Every error code, with the HTTP status it is answered with. */
export const ERROR_CODES = {
  // 400: the request cannot be served as it is
  invalid_json: 400,
  invalid_request: 400,
  unknown_parameter: 400,
  unknown_model: 400,
  no_active_prompts: 400,
  too_many_active_prompts: 400,
  too_many_samples: 400,
  no_engines: 400,
  idempotency_key_reused: 400,
  invalid_plan: 400,
  invalid_scopes: 400,
  duplicate_prompt: 400,
  empty_import: 400,
  email_taken: 400,
  weak_password: 400,
  not_in_progress: 400,
  batch_not_supported: 400,
  // 401: who is asking is not established
  unauthorized: 401,
  unauthenticated: 401,
  invalid_credentials: 401,
  // 403: known, but not allowed
  plan_without_api_access: 403,
  insufficient_scope: 403,
  owner_only: 403,
  no_organization: 403,
  project_limit_reached: 403,
  prompt_limit_reached: 403,
  webhook_limit_reached: 403,
  signup_closed: 403,
  setup_token_invalid: 403,
  cross_site_request: 403,
  invitation_email_mismatch: 403,
  csrf_token_invalid: 403,
  // 404: not found in the caller's organisation
  not_found: 404,
  invitation_invalid: 404,
  reset_link_invalid: 404,
  // 409: the thing is not in a state that allows it
  job_not_dead: 409,
  last_owner: 409,
  audit_not_completed: 409,
  // 405, 413, 429
  method_not_allowed: 405,
  payload_too_large: 413,
  rate_limited: 429,
  too_many_attempts: 429,
  server_busy: 429,
  // 500: audit launch failures keep the message "Failed to start audit"; internal errors
  quota_exhausted: 500,
  budget_exhausted: 500,
  model_not_allowed: 500,
  internal_error: 500,
  // 503: the database does not answer (docs/operations/outages.md); with Retry-After
  service_unavailable: 503,
} as const satisfies Record<string, 400 | 401 | 403 | 404 | 405 | 409 | 413 | 429 | 500 | 503>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** What each code means and what to do about it: docs/api/errors.md and the /docs/api page. */
export const ERROR_DOCS: Record<ErrorCode, string> = {
  invalid_json: 'The body is not valid JSON. Send a JSON object (or nothing) with `Content-Type: application/json`.',
  invalid_request: 'A field has a wrong type or value; `param` names it and `message` says what it accepts.',
  unknown_parameter: 'The request names a field or query parameter the endpoint does not have (`param`).',
  unknown_model: '`model` is not an id of the catalogue; the message lists the valid ones.',
  no_active_prompts: 'The project has no active prompt: create or activate one before launching an audit.',
  too_many_active_prompts: 'The project would have more active prompts than the plan allows: deactivate some first.',
  too_many_samples: "`samples` is above the plan's cap (free 1, pro 3, expert 10, unless the operator changed it).",
  no_engines: "None of the project's engines is configured on this server; the message lists those that are.",
  idempotency_key_reused: 'This `Idempotency-Key` was used with a different request in the last 24 hours: use a new key.',
  invalid_plan: 'Not a plan of this server (free, pro, expert).',
  invalid_scopes: 'Scopes must be `read` or `read,write`, within what the plan allows.',
  duplicate_prompt: 'The project already has a prompt with this text (compared case-insensitively).',
  empty_import: 'The import holds no prompt once blank lines, duplicates and headers are left out.',
  email_taken: 'An account with this e-mail address exists: sign in instead.',
  weak_password: 'The password is too short; the message says how long it must be.',
  not_in_progress: 'Admin CLI: only a PENDING or RUNNING audit can be cancelled.',
  batch_not_supported: 'MCP: send one JSON-RPC message per request; batches were removed from MCP in its 2025-06-18 revision (docs/api/limits.md#mcp-one-message-per-request).',
  unauthorized: 'The API key is missing, malformed, unknown or revoked. Send `Authorization: Bearer svc_live_…`.',
  unauthenticated: 'The dashboard session has ended: sign in again.',
  invalid_credentials: 'Wrong e-mail address or password.',
  plan_without_api_access: "The organisation's plan has no API access (Free): move to Pro or Expert.",
  insufficient_scope: 'The key lacks the `write` scope this operation needs (launching audits, creating keywords).',
  owner_only: 'Only an owner of the organisation can do this.',
  no_organization: 'The signed-in account belongs to no organisation any more.',
  project_limit_reached: "The organisation has as many projects as its plan allows: delete one, or ask the operator to raise the cap.",
  prompt_limit_reached: 'The project holds as many prompts as its plan allows, inactive ones included: delete some, or ask the operator to raise the cap (docs/api/limits.md#prompts-per-project).',
  webhook_limit_reached: 'The organisation has as many webhooks as one may hold (20): delete one first (docs/guide/alerts.md).',
  signup_closed: 'Sign-up is closed on this server (ALLOW_SIGNUP=false): ask an owner for an invitation.',
  setup_token_invalid: "The first operator's setup token is missing, wrong or expired: `npm run cli -- setup token` prints a new link.",
  cross_site_request: 'A state-changing dashboard request did not come from the dashboard itself (Origin mismatch).',
  csrf_token_invalid: 'The dashboard request lacks the session\'s CSRF token: reload the page.',
  not_found: "No such project, audit, resource or endpoint in the caller's organisation (anything outside it is a 404 too).",
  invitation_invalid: 'The invitation link is unknown, used or expired: ask for a new one.',
  invitation_email_mismatch: 'The invitation names another e-mail address: sign in (or sign up) with the address it was sent to, or ask for a new one.',
  reset_link_invalid: 'The password link is unknown, used, expired or replaced by a newer one: ask an owner for a new one.',
  job_not_dead: 'Admin CLI: only a dead job can be retried.',
  last_owner: 'The last owner of an organisation can neither leave nor be demoted: make someone else an owner first.',
  audit_not_completed: 'Only the answers of a COMPLETED audit can be corrected.',
  method_not_allowed: 'The endpoint does not accept this HTTP method; `Allow` lists those it does.',
  payload_too_large: 'The request body is over 64 KiB.',
  rate_limited: 'Too many requests in the window (X-RateLimit-* headers say which); retry after `Retry-After` seconds.',
  too_many_attempts: 'Too many failed sign-ins from this client; retry after `Retry-After` seconds.',
  server_busy: 'The server is busy checking passwords; retry after `Retry-After` seconds.',
  quota_exhausted: "Message `Failed to start audit`: the organisation's monthly audit quota is used up (`detail` says how many).",
  budget_exhausted: "Message `Failed to start audit`: the audit's estimated cost does not fit in the monthly budget (`detail` says what is left).",
  model_not_allowed: 'Message `Failed to start audit`: the plan may not use this model.',
  internal_error: 'Something went wrong on our side. Quote the `Request-Id` header if you report it.',
  service_unavailable: 'The database does not answer for the moment (an outage or a restart); retry after `Retry-After` seconds.',
};

/** The anchor of a code on the server's /docs/api page (`origin` without a trailing slash). */
export const errorDocUrl = (origin: string, code: ErrorCode) => `${origin}/docs/api#error-${code}`;

export interface ErrorExtra {
  /** the offending field (`keywords.1`, `model`, `starting_after`…) */
  param?: string;
  /** explains a fixed message (audit launch failures) */
  detail?: string;
  /** response headers that go with it (`Retry-After` on a 429, `Allow` on a 405) */
  headers?: Record<string, string>;
}

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: ErrorExtra = {},
  ) {
    super(message);
  }

  /** The HTTP status of this error's code. */
  get status(): number {
    return ERROR_CODES[this.code];
  }

  /** The error body; `origin` (the server's, as clients reach it) makes doc_url. */
  toBody(origin: string) {
    const { param, detail } = this.extra;
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(param ? { param } : {}),
        ...(detail ? { detail } : {}),
        doc_url: errorDocUrl(origin, this.code),
      },
    };
  }
}

/** A request that cannot be served as it is; `param` names the field. */
export const invalidInput = (code: ErrorCode, message: string, param?: string) => new DomainError(code, message, { param });

export const notFound = (what: string) => new DomainError('not_found', `${what} not found.`);

/** The database does not answer (docs/operations/outages.md): try again in a few seconds. */
export const serviceUnavailable = () =>
  new DomainError('service_unavailable', 'The service is briefly unavailable (its database does not answer). Retry after the time in Retry-After (seconds).', {
    headers: { 'Retry-After': '5' },
  });

/** Audit launch failures keep their fixed message; `code` and `detail` say why. */
export const launchFailed = (code: ErrorCode, detail: string) => new DomainError(code, 'Failed to start audit', { detail });

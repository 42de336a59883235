// What went wrong, for people and machines: the one error type every domain service throws, and
// the one table of error codes (docs/api/rest.md#errors-limits-and-headers). A service says what
// happened (`code`, `message`, the offending `param`, a `detail`); the HTTP layer (http/) maps
// the code to its status with this table and writes the body
// { "error": { "code", "message", "param"?, "detail"? } }. Services never import http/.

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
  signup_closed: 403,
  setup_token_invalid: 403,
  cross_site_request: 403,
  invitation_email_mismatch: 403,
  csrf_token_invalid: 403,
  // 404: not found in the caller's organisation
  not_found: 404,
  invitation_invalid: 404,
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
} as const satisfies Record<string, 400 | 401 | 403 | 404 | 405 | 409 | 413 | 429 | 500>;

export type ErrorCode = keyof typeof ERROR_CODES;

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

  toBody() {
    const { param, detail } = this.extra;
    return {
      error: { code: this.code, message: this.message, ...(param ? { param } : {}), ...(detail ? { detail } : {}) },
    };
  }
}

/** A request that cannot be served as it is; `param` names the field. */
export const invalidInput = (code: ErrorCode, message: string, param?: string) => new DomainError(code, message, { param });

export const notFound = (what: string) => new DomainError('not_found', `${what} not found.`);

/** Audit launch failures keep their fixed message; `code` and `detail` say why. */
export const launchFailed = (code: ErrorCode, detail: string) => new DomainError(code, 'Failed to start audit', { detail });

// The one error type the API speaks. Every error body is
// { "error": { "code": "...", "message": "...", "param"?: "...", "detail"?: "..." } }
// (Stripe-like): `code` is for machines, `message` for people, `param` names the offending
// field when there is one, `detail` explains a fixed message (audit launch failures).
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: { param?: string; detail?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
  }

  toBody() {
    const { param, detail } = this.extra;
    return {
      error: { code: this.code, message: this.message, ...(param ? { param } : {}), ...(detail ? { detail } : {}) },
    };
  }
}

export const badRequest = (code: string, message: string, param?: string) =>
  new ApiError(400, code, message, { param });

export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} not found.`);

/** Audit launch failures keep the spec's message; `code` and `detail` say why. */
export const launchFailed = (code: string, detail: string) =>
  new ApiError(500, code, 'Failed to start audit', { detail });

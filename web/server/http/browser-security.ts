// What the server asks of browsers, on every response (docs/operations/security.md#third-review-decisions),
// set by the custom server (web/server/main.ts) before Next.js handles the request:
// - pages: a Content-Security-Policy whose scripts must carry a nonce made for this response
//   (Next.js reads it from the request's own CSP header and puts it on every script it writes), so
//   that markup slipped into a page cannot run; no framing (a hidden "Revoke" click), no plugins,
//   no <base>, forms only to this site; no full URL sent to the sites answers link to;
// - everything, when PUBLIC_URL is https: HSTS, so that browsers never come back over http.
import { config } from '../config';
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A year, in seconds; no includeSubDomains: other hosts of the domain are not ours to decide for. */
const HSTS = 'max-age=31536000';

export function applyBrowserSecurity(req: IncomingMessage, res: ServerResponse, publicUrl = config().PUBLIC_URL): void {
  // Only our nonce counts: never one a client sent.
  delete req.headers['content-security-policy'];
  delete req.headers['content-security-policy-report-only'];
  if (publicUrl?.trim().toLowerCase().startsWith('https://')) res.setHeader('Strict-Transport-Security', HSTS);
  if (/^\/api(\/|\?|$)/.test(req.url ?? '/')) return;
  const nonce = crypto.randomBytes(16).toString('base64');
  const policy = [`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`, "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"].join('; ');
  req.headers['content-security-policy'] = policy;
  res.setHeader('Content-Security-Policy', policy);
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

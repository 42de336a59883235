// Bearer secrets of the dashboard (session cookies, invitation links): 256 random bits,
// URL-safe. Only their SHA-256 is stored, and rows are found by that hash.
import crypto from 'node:crypto';

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): Buffer {
  return crypto.createHash('sha256').update(token).digest();
}

/** A token we issued is 43 base64url characters; anything else cannot name a row. */
export function isWellFormedToken(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}

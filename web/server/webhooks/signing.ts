// Standard Webhooks signatures (https://www.standardwebhooks.com, docs/guide/alerts.md#verifying-a-delivery):
// the secret is `whsec_` + base64 of 32 random bytes; each attempt is signed with
// HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<body>") sent as `v1,<base64>`.
//
// The secret is stored as it is, not hashed: signing needs the key itself at every delivery, and a
// hash cannot sign. It is shown once, at creation; the API and the dashboard never return it again.
import crypto from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

export function generateSecret(): string {
  return SECRET_PREFIX + crypto.randomBytes(32).toString('base64');
}

/** The `v1,<base64>` signature of one attempt. */
export function signature(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const mac = crypto.createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three headers of one attempt: the id is the message's (stable across retries), the time the attempt's. */
export function signatureHeaders(secret: string, messageId: string, body: string, now = new Date()): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signature(secret, messageId, timestamp, body),
  };
}

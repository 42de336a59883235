// API keys: `svc_live_` + 40 random base62 characters. Only the SHA-256 of a key is stored;
// the key itself is returned once, at creation. `display` (prefix + last four characters)
// lets people tell their keys apart.
import crypto from 'node:crypto';
import type { Sql } from '@db/connection';
import { DomainError, invalidInput } from '../errors';

export const KEY_PREFIX = 'svc_live_';
const KEY_RANDOM_LENGTH = 40;
export const KEY_PATTERN = /^svc_live_[0-9A-Za-z]{32,}$/;
export const SCOPES = ['read', 'write'] as const;
export type Scope = (typeof SCOPES)[number];

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function generateKey(): string {
  let out = '';
  while (out.length < KEY_RANDOM_LENGTH) {
    for (const byte of crypto.randomBytes(64)) {
      // 248 = 4 x 62: rejecting larger bytes keeps every character equally likely.
      if (byte < 248 && out.length < KEY_RANDOM_LENGTH) out += BASE62[byte % 62];
    }
  }
  return KEY_PREFIX + out;
}

export function hashKey(key: string): Buffer {
  return crypto.createHash('sha256').update(key).digest();
}

export function displayKey(key: string): string {
  return `${KEY_PREFIX}…${key.slice(-4)}`;
}

export interface ApiKeyRecord {
  id: string;
  name: string;
  display: string;
  scopes: Scope[] | null;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

/** Checks requested scopes against the plan: a key may not be created with rights its plan lacks. */
export function validateScopes(requested: string[] | null | undefined, planScopes: string[], plan: string): Scope[] | null {
  if (requested == null) return null;
  const unique = [...new Set(requested.map((s) => s.trim()).filter(Boolean))];
  if (unique.length === 0) throw invalidInput('invalid_scopes', 'Give at least one scope, or none for the plan\'s full rights.', 'scopes');
  for (const scope of unique) {
    if (!(SCOPES as readonly string[]).includes(scope)) {
      throw invalidInput('invalid_scopes', `Unknown scope "${scope}". Valid scopes: ${SCOPES.join(', ')}.`, 'scopes');
    }
    if (!planScopes.includes(scope)) {
      throw invalidInput('invalid_scopes', `The ${plan} plan does not allow the "${scope}" scope.`, 'scopes');
    }
  }
  return unique as Scope[];
}

export async function createKey(
  sql: Sql,
  input: { orgId: string; name?: string; scopes?: string[] | null },
): Promise<{ record: ApiKeyRecord; key: string }> {
  const [org] = await sql`
    SELECT o.plan, p.scopes, p.api_access FROM organizations o JOIN plans p ON p.id = o.plan WHERE o.id = ${input.orgId}`;
  if (!org) throw new DomainError('not_found', 'Organisation not found.');
  const scopes = validateScopes(input.scopes, org.scopes, org.plan);
  const name = (input.name ?? '').trim() || 'API key';
  if (name.length > 100) throw invalidInput('invalid_request', 'name must be at most 100 characters', 'name');
  const key = generateKey();
  const [record] = await sql<ApiKeyRecord[]>`
    INSERT INTO api_keys (org_id, name, key_hash, display, scopes)
    VALUES (${input.orgId}, ${name}, ${hashKey(key)}, ${displayKey(key)}, ${scopes})
    RETURNING id, name, display, scopes, created_at, last_used_at, revoked_at`;
  return { record, key };
}

/** Revokes a key of `orgId` (or of any organisation when the operator's CLI passes none). */
export async function revokeKey(sql: Sql, input: { id: string; orgId?: string }): Promise<ApiKeyRecord> {
  const [record] = await sql<ApiKeyRecord[]>`
    UPDATE api_keys SET revoked_at = coalesce(revoked_at, now())
    WHERE id = ${input.id} ${input.orgId ? sql`AND org_id = ${input.orgId}` : sql``}
    RETURNING id, name, display, scopes, created_at, last_used_at, revoked_at`;
  if (!record) throw new DomainError('not_found', 'API key not found.');
  return record;
}

export async function listKeys(sql: Sql, orgId: string): Promise<ApiKeyRecord[]> {
  return sql<ApiKeyRecord[]>`
    SELECT id, name, display, scopes, created_at, last_used_at, revoked_at
    FROM api_keys WHERE org_id = ${orgId} ORDER BY created_at, id`;
}

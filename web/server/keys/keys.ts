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
  /** who made it (null: the operator's CLI, or made before creators were recorded) */
  created_by: { id: string; name: string | null; email: string } | null;
  /** where it was made: 'dashboard' or 'cli' (null: before this was recorded) */
  source: KeySource | null;
}

export type KeySource = 'dashboard' | 'cli';

/** Who acts on keys in the dashboard: members manage their own keys, owners everyone's. */
export interface KeyActor {
  userId: string;
  role: 'owner' | 'member';
}

const RECORD_COLUMNS = (sql: Sql) => sql`
  k.id, k.name, k.display, k.scopes, k.created_at, k.last_used_at, k.revoked_at, k.source,
  CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'name', u.name, 'email', u.email) END AS created_by`;

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
  input: { orgId: string; name?: string; scopes?: string[] | null; createdBy?: string | null; source: KeySource },
): Promise<{ record: ApiKeyRecord; key: string }> {
  const [org] = await sql`
    SELECT o.plan, p.scopes, p.api_access FROM organizations o JOIN plans p ON p.id = o.plan WHERE o.id = ${input.orgId}`;
  if (!org) throw new DomainError('not_found', 'Organisation not found.');
  const scopes = validateScopes(input.scopes, org.scopes, org.plan);
  const name = (input.name ?? '').trim() || 'API key';
  if (name.length > 100) throw invalidInput('invalid_request', 'name must be at most 100 characters', 'name');
  const key = generateKey();
  const [record] = await sql<ApiKeyRecord[]>`
    WITH k AS (
      INSERT INTO api_keys (org_id, name, key_hash, display, scopes, created_by, source)
      VALUES (${input.orgId}, ${name}, ${hashKey(key)}, ${displayKey(key)}, ${scopes}, ${input.createdBy ?? null}, ${input.source})
      RETURNING *)
    SELECT ${RECORD_COLUMNS(sql)} FROM k LEFT JOIN users u ON u.id = k.created_by`;
  return { record, key };
}

/**
 * Revokes a key of `orgId` (or of any organisation when the operator's CLI passes none). In the
 * dashboard, a member may revoke only the keys they made; owners any key of the organisation.
 */
export async function revokeKey(sql: Sql, input: { id: string; orgId?: string; actor?: KeyActor }): Promise<ApiKeyRecord> {
  const [key] = await sql`SELECT created_by FROM api_keys WHERE id = ${input.id} ${input.orgId ? sql`AND org_id = ${input.orgId}` : sql``}`;
  if (!key) throw new DomainError('not_found', 'API key not found.');
  if (input.actor && input.actor.role !== 'owner' && key.created_by !== input.actor.userId) {
    throw new DomainError('owner_only', "Only an owner can revoke another member's key.");
  }
  const [record] = await sql<ApiKeyRecord[]>`
    WITH k AS (UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE id = ${input.id} RETURNING *)
    SELECT ${RECORD_COLUMNS(sql)} FROM k LEFT JOIN users u ON u.id = k.created_by`;
  return record;
}

export async function listKeys(sql: Sql, orgId: string): Promise<ApiKeyRecord[]> {
  return sql<ApiKeyRecord[]>`
    SELECT ${RECORD_COLUMNS(sql)}
    FROM api_keys k LEFT JOIN users u ON u.id = k.created_by WHERE k.org_id = ${orgId} ORDER BY k.created_at, k.id`;
}

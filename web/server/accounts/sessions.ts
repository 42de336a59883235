// Dashboard sessions: a random token in an httpOnly, SameSite=Lax cookie; the database keeps
// its SHA-256, the user, the organisation being worked in and its expiry: SESSION_IDLE_DAYS after
// it was last used (sliding), and never later than SESSION_MAX_DAYS after sign-in, however much
// it is used (docs/operations/security.md#third-review-decisions). Membership is re-checked on
// every lookup, so removing someone from an organisation takes effect at once.
//
// CSRF: every state-changing dashboard request must carry X-CSRF-Token, an HMAC of the session
// token (OWASP's "signed double-submit" bound to the session). Pages receive it with the
// session; another site can neither read it nor compute it, since the cookie is httpOnly.
import crypto from 'node:crypto';
import type { Sql, TxSql } from '@db/connection';
import { hashToken, isWellFormedToken, newToken } from './tokens';

export const SESSION_COOKIE = 'ga_session';
/** A session unused this long ends. */
export const SESSION_IDLE_DAYS = 7;
/** A session ends this long after sign-in, used or not: then one signs in again. */
export const SESSION_MAX_DAYS = 30;
/** Expiry slides forward at most once per this many minutes (one write, not one per request). */
const REFRESH_MINUTES = 60;

export type Role = 'owner' | 'member';

export interface Session {
  userId: string;
  email: string;
  userName: string | null;
  orgId: string;
  orgName: string;
  plan: string;
  role: Role;
  csrfToken: string;
  /** true when this lookup pushed the expiry forward: the cookie should be sent again */
  refreshed: boolean;
  /** seconds until the session ends, for the cookie's Max-Age */
  secondsLeft: number;
}

export async function createSession(sql: Sql, userId: string, orgId: string): Promise<string> {
  const token = newToken();
  await sql`
    INSERT INTO sessions (token_hash, user_id, org_id, expires_at)
    VALUES (${hashToken(token)}, ${userId}, ${orgId}, now() + make_interval(days => ${SESSION_IDLE_DAYS}))`;
  // Housekeeping on a path that is rare and not latency-critical.
  await sql`DELETE FROM sessions WHERE expires_at < now() OR created_at < now() - make_interval(days => ${SESSION_MAX_DAYS})`;
  return token;
}

export async function findSession(sql: Sql, token: string | undefined | null): Promise<Session | null> {
  if (!isWellFormedToken(token)) return null;
  const [row] = await sql`
    WITH touched AS (
      UPDATE sessions
      SET expires_at = least(now() + make_interval(days => ${SESSION_IDLE_DAYS}), created_at + make_interval(days => ${SESSION_MAX_DAYS})),
          refreshed_at = now()
      WHERE token_hash = ${hashToken(token)} AND expires_at > now()
        AND refreshed_at < now() - make_interval(mins => ${REFRESH_MINUTES})
      RETURNING expires_at)
    SELECT s.user_id, s.org_id, u.email, u.name AS user_name, o.name AS org_name, o.plan, m.role,
           EXISTS (SELECT 1 FROM touched) AS refreshed,
           ceil(extract(epoch FROM coalesce((SELECT expires_at FROM touched), s.expires_at) - now()))::int AS seconds_left
    FROM sessions s
    JOIN users u ON u.id = s.user_id
    JOIN memberships m ON m.user_id = s.user_id AND m.org_id = s.org_id
    JOIN organizations o ON o.id = s.org_id
    WHERE s.token_hash = ${hashToken(token)} AND s.expires_at > now()
      AND s.created_at > now() - make_interval(days => ${SESSION_MAX_DAYS})`;
  if (!row) return null;
  return {
    userId: row.user_id,
    email: row.email,
    userName: row.user_name,
    orgId: row.org_id,
    orgName: row.org_name,
    plan: row.plan,
    role: row.role,
    csrfToken: csrfTokenFor(token),
    refreshed: row.refreshed,
    secondsLeft: row.seconds_left,
  };
}

export async function deleteSession(sql: Sql, token: string | undefined | null): Promise<void> {
  if (isWellFormedToken(token)) await sql`DELETE FROM sessions WHERE token_hash = ${hashToken(token)}`;
}

/** Moves the session to another organisation of the same user. */
export async function switchSessionOrg(sql: Sql, token: string, userId: string, orgId: string): Promise<boolean> {
  const rows = await sql`
    UPDATE sessions SET org_id = ${orgId}
    WHERE token_hash = ${hashToken(token)}
      AND EXISTS (SELECT 1 FROM memberships WHERE user_id = ${userId} AND org_id = ${orgId})`;
  return rows.count === 1;
}

export function csrfTokenFor(sessionToken: string): string {
  return crypto.createHmac('sha256', sessionToken).update('geo-audit csrf').digest('base64url');
}

export function csrfTokenMatches(sessionToken: string, given: string | null): boolean {
  if (!given) return false;
  const expected = Buffer.from(csrfTokenFor(sessionToken));
  const actual = Buffer.from(given);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

/** The session's cookie, kept by the browser as long as the session lasts (a new one: SESSION_IDLE_DAYS). */
export function sessionCookie(token: string, secure: boolean, secondsLeft = SESSION_IDLE_DAYS * 86_400): string {
  return serializeCookie(SESSION_COOKIE, token, secondsLeft, secure);
}

/** Ends every session of a user, in every organisation, but `keep` (a token) when given. */
export async function endUserSessions(sql: Sql | TxSql, userId: string, keep?: string): Promise<number> {
  const rows = await sql`
    DELETE FROM sessions WHERE user_id = ${userId} ${keep && isWellFormedToken(keep) ? sql`AND token_hash <> ${hashToken(keep)}` : sql``}`;
  return rows.count;
}

export function clearedSessionCookie(secure: boolean): string {
  return serializeCookie(SESSION_COOKIE, '', 0, secure);
}

function serializeCookie(name: string, value: string, maxAge: number, secure: boolean): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The session token from a Cookie header. */
export function sessionTokenFrom(cookieHeader: string | null): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=');
  }
  return undefined;
}

// Changing a password (docs/operations/security.md#third-review-decisions): the person themselves,
// their current password required (and throttled like a sign-in), or through a one-time link an
// owner issues for someone of their organisation (the server sends no mail: the owner passes the
// link on). Either way, every other session of that person ends, in every organisation.
//
// An owner's link could take over the account, so it is issued only for someone whose every
// organisation the owner also owns (it gives them nothing they cannot already do), never for
// themselves, and it works once, for RESET_LINK_HOURS, while that still holds.
import type { Sql, TxSql } from '@db/connection';
import { DomainError, invalidInput } from '../errors';
import { isUuid } from '../ids';
import { checkPasswordRules, hashPassword, verifyPassword } from './password';
import { endUserSessions } from './sessions';
import { clearSignInFailures, reserveSignInAttempt } from './throttle';
import { hashToken, isWellFormedToken, newToken } from './tokens';

export const RESET_LINK_HOURS = 24;

const invalidLink = () =>
  new DomainError('reset_link_invalid', 'This password link is invalid, was already used or has expired. Ask an owner of your organisation for a new one.');

/** The signed-in person's new password, given their current one; their other sessions end. */
export async function changePassword(
  sql: Sql,
  input: { userId: string; currentSession: string; currentPassword: string; password: string; clientIp: string },
): Promise<{ sessionsEnded: number }> {
  checkPasswordRules(input.password);
  const [user] = await sql`SELECT email, password_hash FROM users WHERE id = ${input.userId}`;
  if (!user) throw new DomainError('unauthenticated', 'Your session has ended. Sign in to continue.');
  // Whoever holds a session may not guess the password it was opened with any faster than a sign-in.
  const attempt = await reserveSignInAttempt(sql, user.email, input.clientIp);
  if (!(await verifyPassword(input.currentPassword, user.password_hash))) {
    throw new DomainError('invalid_credentials', 'That is not your current password.', { param: 'currentPassword' });
  }
  await clearSignInFailures(sql, attempt);
  const passwordHash = await hashPassword(input.password);
  return sql.begin(async (tx) => {
    await tx`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${input.userId}`;
    await tx`DELETE FROM password_resets WHERE user_id = ${input.userId} AND used_at IS NULL`;
    return { sessionsEnded: await endUserSessions(tx, input.userId, input.currentSession) };
  });
}

/** Conditions under which the link `r` may still be used (see the file's comment). */
const usable = (sql: Sql | TxSql) => sql`
  r.used_at IS NULL AND r.expires_at > now()
  AND EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = r.user_id AND m.org_id = r.org_id)
  AND NOT EXISTS (
    SELECT 1 FROM memberships theirs
    WHERE theirs.user_id = r.user_id
      AND NOT EXISTS (SELECT 1 FROM memberships ours WHERE ours.user_id = r.created_by AND ours.org_id = theirs.org_id AND ours.role = 'owner'))`;

/** A one-time link's token for `userId`, issued by the owner `issuerId`; earlier unused links for them stop working. */
export async function issueResetLink(sql: Sql, input: { orgId: string; issuerId: string; userId: string }): Promise<{ token: string; expiresAt: Date }> {
  if (!isUuid(input.userId)) throw new DomainError('not_found', 'No such member in this organisation.');
  if (input.userId === input.issuerId) {
    throw invalidInput('invalid_request', 'Change your own password under Settings → Account, with your current one.', 'userId');
  }
  return sql.begin(async (tx) => {
    const [target] = await tx`
      SELECT (SELECT count(*)::int FROM memberships theirs WHERE theirs.user_id = m.user_id
                AND NOT EXISTS (SELECT 1 FROM memberships ours WHERE ours.user_id = ${input.issuerId} AND ours.org_id = theirs.org_id AND ours.role = 'owner')) AS elsewhere
      FROM memberships m WHERE m.org_id = ${input.orgId} AND m.user_id = ${input.userId}`;
    if (!target) throw new DomainError('not_found', 'No such member in this organisation.');
    if (target.elsewhere > 0) {
      throw new DomainError('owner_only', 'This person also belongs to an organisation you are not an owner of: only they can change their password (Settings → Account).');
    }
    const token = newToken();
    await tx`DELETE FROM password_resets WHERE user_id = ${input.userId} AND used_at IS NULL`;
    const [link] = await tx`
      INSERT INTO password_resets (token_hash, user_id, org_id, created_by, expires_at)
      VALUES (${hashToken(token)}, ${input.userId}, ${input.orgId}, ${input.issuerId}, now() + make_interval(hours => ${RESET_LINK_HOURS}))
      RETURNING expires_at`;
    return { token, expiresAt: link.expires_at };
  });
}

/** What the link's page shows before the new password is chosen: whose password it sets. */
export async function describeResetLink(sql: Sql, token: string): Promise<{ email: string; expiresAt: Date }> {
  if (!isWellFormedToken(token)) throw invalidLink();
  const [row] = await sql`
    SELECT u.email, r.expires_at FROM password_resets r JOIN users u ON u.id = r.user_id
    WHERE r.token_hash = ${hashToken(token)} AND ${usable(sql)}`;
  if (!row) throw invalidLink();
  return { email: row.email, expiresAt: row.expires_at };
}

/** Sets the new password through the link (once, even under concurrency); every session of that person ends. */
export async function resetPassword(sql: Sql, input: { token: string; password: string }): Promise<{ userId: string; orgId: string }> {
  checkPasswordRules(input.password);
  await describeResetLink(sql, input.token); // before the costly hash
  const passwordHash = await hashPassword(input.password);
  return sql.begin(async (tx) => {
    const [link] = await tx`
      UPDATE password_resets r SET used_at = now()
      WHERE r.token_hash = ${hashToken(input.token)} AND ${usable(tx)}
      RETURNING r.user_id, r.org_id`;
    if (!link) throw invalidLink();
    await tx`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${link.user_id}`;
    await tx`DELETE FROM password_resets WHERE user_id = ${link.user_id} AND used_at IS NULL`;
    await endUserSessions(tx, link.user_id);
    return { userId: link.user_id, orgId: link.org_id };
  });
}

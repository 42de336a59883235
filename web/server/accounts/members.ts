// An organisation's members and their roles (docs/operations/security.md): owners manage members,
// everyone's API keys, project deletion and the settings that spend the plan; members do the
// rest. The last owner can neither leave nor be demoted: an organisation always has one.
import type { Sql, TxSql } from '@db/connection';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import type { Role } from './sessions';

const memberNotFound = () => new DomainError('not_found', 'No such member in this organisation.');

/** Locks the organisation's memberships and returns the target's role and the number of owners. */
async function lockMembers(tx: TxSql, orgId: string, userId: string) {
  const members = await tx<{ user_id: string; role: Role }[]>`
    SELECT user_id, role FROM memberships WHERE org_id = ${orgId} ORDER BY user_id FOR UPDATE`;
  const target = members.find((m) => m.user_id === userId);
  if (!target) throw memberNotFound();
  return { role: target.role, owners: members.filter((m) => m.role === 'owner').length };
}

/** Changes a member's role; the last owner cannot be made a member. */
export async function changeRole(sql: Sql, orgId: string, userId: string, role: Role) {
  if (!isUuid(userId)) throw memberNotFound();
  return sql.begin(async (tx) => {
    const current = await lockMembers(tx, orgId, userId);
    if (current.role === 'owner' && role !== 'owner' && current.owners === 1) {
      throw new DomainError('last_owner', 'The organisation needs at least one owner: make someone else an owner first.');
    }
    await tx`UPDATE memberships SET role = ${role} WHERE org_id = ${orgId} AND user_id = ${userId}`;
    return { id: userId, role };
  });
}

/**
 * Removes a member (an owner removing someone, or anyone leaving), in one transaction: their
 * membership, their sessions in this organisation, the API keys they made and the invitations
 * they sent all end at once, so someone who leaves keeps no access nobody can trace.
 */
export async function removeMember(sql: Sql, orgId: string, userId: string) {
  if (!isUuid(userId)) throw memberNotFound();
  return sql.begin(async (tx) => {
    const current = await lockMembers(tx, orgId, userId);
    if (current.role === 'owner' && current.owners === 1) {
      throw new DomainError('last_owner', 'The last owner cannot leave: make someone else an owner first.');
    }
    await tx`DELETE FROM memberships WHERE org_id = ${orgId} AND user_id = ${userId}`;
    const sessions = await tx`DELETE FROM sessions WHERE org_id = ${orgId} AND user_id = ${userId}`;
    const keys = await tx`UPDATE api_keys SET revoked_at = now() WHERE org_id = ${orgId} AND created_by = ${userId} AND revoked_at IS NULL`;
    const invitations = await tx`
      UPDATE invitations SET revoked_at = now()
      WHERE org_id = ${orgId} AND created_by = ${userId} AND revoked_at IS NULL AND accepted_at IS NULL`;
    return { id: userId, removed: true, sessionsEnded: sessions.count, keysRevoked: keys.count, invitationsRevoked: invitations.count };
  });
}

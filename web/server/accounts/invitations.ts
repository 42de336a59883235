// Invitation links: an owner invites someone by e-mail address with a role (member or owner),
// copies the link (it is shown once: only its hash is stored) and sends it; the person it names
// joins the organisation with that role, by signing up or signing in with that address. A link
// works once and for INVITATION_DAYS days, and can be revoked before; inviting the same address
// again replaces its pending link. Links made before invitations named an address (email null)
// can be used by whoever holds them, as they always could.
import { z } from 'zod';
import type { Sql, TxSql } from '@db/connection';
import { DomainError, invalidInput } from '../errors';
import { isUuid } from '../ids';
import type { InvitationInput } from '../contract/requests';
import type { Role } from './sessions';
import { hashToken, isWellFormedToken, newToken } from './tokens';

export const INVITATION_DAYS = 7;

const invalidInvitation = () =>
  new DomainError('invitation_invalid', 'This invitation link is invalid, was already used, was revoked or has expired. Ask for a new one.');

export interface InvitationRecord {
  id: string;
  /** the address that may accept it; null for links made before invitations named one */
  email: string | null;
  role: Role;
  created_at: Date;
  expires_at: Date;
  created_by_email: string | null;
}

/** Invites `email` with `role`; a pending invitation of the same address is replaced (its link stops working). */
export async function createInvitation(
  sql: Sql,
  orgId: string,
  createdBy: string,
  input: z.output<typeof InvitationInput>,
): Promise<{ record: InvitationRecord; token: string }> {
  const token = newToken();
  return sql.begin(async (tx) => {
    const [member] = await tx`
      SELECT 1 FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.org_id = ${orgId} AND lower(u.email) = lower(${input.email})`;
    if (member) throw invalidInput('invalid_request', `${input.email} is already a member of this organisation.`, 'email');
    await tx`
      UPDATE invitations SET revoked_at = now()
      WHERE org_id = ${orgId} AND lower(email) = lower(${input.email}) AND accepted_at IS NULL AND revoked_at IS NULL`;
    const [record] = await tx<InvitationRecord[]>`
      WITH inserted AS (
        INSERT INTO invitations (org_id, token_hash, email, role, created_by, expires_at)
        VALUES (${orgId}, ${hashToken(token)}, ${input.email}, ${input.role}, ${createdBy}, now() + make_interval(days => ${INVITATION_DAYS}))
        RETURNING id, email, role, created_at, expires_at, created_by)
      SELECT i.id, i.email, i.role, i.created_at, i.expires_at, u.email AS created_by_email
      FROM inserted i LEFT JOIN users u ON u.id = i.created_by`;
    return { record, token };
  });
}

/** Links that can still be used. */
export async function listPendingInvitations(sql: Sql, orgId: string): Promise<InvitationRecord[]> {
  return sql<InvitationRecord[]>`
    SELECT i.id, i.email, i.role, i.created_at, i.expires_at, u.email AS created_by_email
    FROM invitations i LEFT JOIN users u ON u.id = i.created_by
    WHERE i.org_id = ${orgId} AND i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()
    ORDER BY i.created_at DESC, i.id`;
}

export async function revokeInvitation(sql: Sql, orgId: string, id: string): Promise<void> {
  const rows = isUuid(id)
    ? await sql`UPDATE invitations SET revoked_at = now() WHERE id = ${id} AND org_id = ${orgId} AND accepted_at IS NULL AND revoked_at IS NULL`
    : { count: 0 };
  if (rows.count === 0) throw new DomainError('not_found', 'Invitation not found.');
}

/** What the invitation page shows to whoever holds the link: the organisation, the address invited and the role. */
export async function describeInvitation(sql: Sql, token: string): Promise<{ orgName: string; email: string | null; role: string; expiresAt: Date }> {
  if (!isWellFormedToken(token)) throw invalidInvitation();
  const [row] = await sql`
    SELECT o.name, i.email, i.role, i.expires_at FROM invitations i JOIN organizations o ON o.id = i.org_id
    WHERE i.token_hash = ${hashToken(token)} AND i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()`;
  if (!row) throw invalidInvitation();
  return { orgName: row.name, email: row.email, role: row.role, expiresAt: row.expires_at };
}

/**
 * Uses the link up (once, even under concurrency) and makes `userId` a member with the
 * invitation's role; refused when the link names another address than the user's.
 */
export async function claimInvitation(tx: TxSql, token: string, userId: string): Promise<{ orgId: string }> {
  if (!isWellFormedToken(token)) throw invalidInvitation();
  const [invitation] = await tx`
    UPDATE invitations i SET accepted_at = now(), accepted_by = ${userId}
    FROM users u
    WHERE u.id = ${userId} AND i.token_hash = ${hashToken(token)} AND i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()
    RETURNING i.org_id, i.role, i.email IS NULL OR lower(i.email) = lower(u.email) AS addressed_to_user`;
  if (!invitation) throw invalidInvitation();
  // The transaction rolls back with the error: the link stays usable by the person it names.
  if (!invitation.addressed_to_user) {
    throw new DomainError(
      'invitation_email_mismatch',
      'This invitation was sent to another e-mail address. Sign in (or sign up) with the address it was sent to, or ask the owner for a new invitation.',
    );
  }
  await tx`
    INSERT INTO memberships (org_id, user_id, role) VALUES (${invitation.org_id}, ${userId}, ${invitation.role})
    ON CONFLICT (org_id, user_id) DO NOTHING`;
  return { orgId: invitation.org_id };
}

export async function acceptInvitation(sql: Sql, token: string, userId: string): Promise<{ orgId: string }> {
  return sql.begin((tx) => claimInvitation(tx, token, userId));
}

// Invitation links: an owner creates one, copies it (it is shown once: only its hash is
// stored) and sends it; whoever opens it joins the organisation as a member, by signing up or
// signing in. A link works once and for INVITATION_DAYS days, and can be revoked before.
import type { Sql, TxSql } from '@db/connection';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { hashToken, isWellFormedToken, newToken } from './tokens';

export const INVITATION_DAYS = 7;

const invalidInvitation = () =>
  new DomainError('invitation_invalid', 'This invitation link is invalid, was already used, was revoked or has expired. Ask for a new one.');

export interface InvitationRecord {
  id: string;
  role: string;
  created_at: Date;
  expires_at: Date;
  created_by_email: string | null;
}

export async function createInvitation(sql: Sql, orgId: string, createdBy: string): Promise<{ record: InvitationRecord; token: string }> {
  const token = newToken();
  const [record] = await sql<InvitationRecord[]>`
    WITH inserted AS (
      INSERT INTO invitations (org_id, token_hash, created_by, expires_at)
      VALUES (${orgId}, ${hashToken(token)}, ${createdBy}, now() + make_interval(days => ${INVITATION_DAYS}))
      RETURNING id, role, created_at, expires_at, created_by)
    SELECT i.id, i.role, i.created_at, i.expires_at, u.email AS created_by_email
    FROM inserted i LEFT JOIN users u ON u.id = i.created_by`;
  return { record, token };
}

/** Links that can still be used. */
export async function listPendingInvitations(sql: Sql, orgId: string): Promise<InvitationRecord[]> {
  return sql<InvitationRecord[]>`
    SELECT i.id, i.role, i.created_at, i.expires_at, u.email AS created_by_email
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

/** What the invitation page shows before anyone signs in: the organisation's name. */
export async function describeInvitation(sql: Sql, token: string): Promise<{ orgName: string; expiresAt: Date }> {
  if (!isWellFormedToken(token)) throw invalidInvitation();
  const [row] = await sql`
    SELECT o.name, i.expires_at FROM invitations i JOIN organizations o ON o.id = i.org_id
    WHERE i.token_hash = ${hashToken(token)} AND i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()`;
  if (!row) throw invalidInvitation();
  return { orgName: row.name, expiresAt: row.expires_at };
}

/** Uses the link up (once, even under concurrency) and makes `userId` a member. */
export async function claimInvitation(tx: TxSql, token: string, userId: string): Promise<{ orgId: string }> {
  if (!isWellFormedToken(token)) throw invalidInvitation();
  const [invitation] = await tx`
    UPDATE invitations SET accepted_at = now(), accepted_by = ${userId}
    WHERE token_hash = ${hashToken(token)} AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()
    RETURNING org_id, role`;
  if (!invitation) throw invalidInvitation();
  await tx`
    INSERT INTO memberships (org_id, user_id, role) VALUES (${invitation.org_id}, ${userId}, ${invitation.role})
    ON CONFLICT (org_id, user_id) DO NOTHING`;
  return { orgId: invitation.org_id };
}

export async function acceptInvitation(sql: Sql, token: string, userId: string): Promise<{ orgId: string }> {
  return sql.begin((tx) => claimInvitation(tx, token, userId));
}

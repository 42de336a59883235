// People: sign-up, sign-in, and the organisations each one belongs to.
//
// Sign-up creates a user and an organisation they own. The first sign-up of a fresh install
// (no user yet) is the operator's, needs the one-time setup token (accounts/setup.ts), and gets
// the `expert` plan; later ones get `free` until an
// operator changes the plan with the admin CLI. ALLOW_SIGNUP=false closes sign-up; an
// invitation link still lets someone join the organisation that invited them.
import { z } from 'zod';
import type { Sql, TxSql } from '@db/connection';
import type { Member, Membership as MembershipReply } from '../contract/replies';
import type { SignInInput, SignUpInput } from '../contract/requests';
import { DomainError } from '../errors';
import { createOrg } from '../orgs/orgs';
import { claimInvitation } from './invitations';
import { consumeSetupToken, setupPending } from './setup';
import { checkPasswordRules, hashPassword, verifyNothing, verifyPassword } from './password';
import type { Role } from './sessions';
import { assertSignUpAllowed, clearSignInFailures, reserveSignInAttempt } from './throttle';
import { settingsOf, type RawEnv } from '../config';

/** Serialises first sign-ups, so that exactly one of two simultaneous ones is the operator's. */
const FIRST_SIGNUP_LOCK = 720_451_904;

export function signUpOpen(env?: RawEnv): boolean {
  return settingsOf(env).ALLOW_SIGNUP;
}

export interface SignedIn {
  userId: string;
  orgId: string;
}

export async function signUp(sql: Sql, input: SignUpInput, clientIp: string): Promise<SignedIn> {
  if (!input.invitation && !signUpOpen()) {
    throw new DomainError('signup_closed', 'Sign-up is closed on this server. Ask an owner of your organisation for an invitation link.');
  }
  checkPasswordRules(input.password);
  await assertSignUpAllowed(sql, clientIp);
  const passwordHash = await hashPassword(input.password);
  return sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${FIRST_SIGNUP_LOCK})`;
    const fresh = await setupPending(tx);
    // The failed transaction rolls back, so a wrong token uses nothing up.
    if (fresh) await consumeSetupToken(tx, input.setupToken);
    const userId = await insertUser(tx, input, passwordHash, fresh);
    if (input.invitation) {
      const { orgId } = await claimInvitation(tx, input.invitation, userId);
      return { userId, orgId };
    }
    const org = await createOrg(tx, { name: input.organization ?? defaultOrgName(input), plan: fresh ? 'expert' : 'free' });
    await tx`INSERT INTO memberships (org_id, user_id, role) VALUES (${org.id}, ${userId}, 'owner')`;
    return { userId, orgId: org.id };
  });
}

/** `operator`: the first account of the install, who runs the server (docs/guide/demo-mode.md). */
async function insertUser(tx: TxSql, input: SignUpInput, passwordHash: string, operator: boolean): Promise<string> {
  const [user] = await tx`
    INSERT INTO users (email, name, password_hash, operator) VALUES (${input.email}, ${input.name ?? null}, ${passwordHash}, ${operator})
    ON CONFLICT (lower(email)) DO NOTHING
    RETURNING id`;
  if (!user) throw new DomainError('email_taken', 'An account with this e-mail address already exists. Sign in instead.', { param: 'email' });
  return user.id;
}

function defaultOrgName(input: SignUpInput): string {
  const who = input.name?.split(/\s+/)[0] || input.email.split('@')[0];
  return `${who}'s team`;
}

export async function signIn(sql: Sql, input: z.output<typeof SignInInput>, clientIp: string): Promise<SignedIn> {
  // Counted as a failure before the hash is computed; forgotten below if the password is right.
  const attempt = await reserveSignInAttempt(sql, input.email, clientIp);
  const [user] = await sql`SELECT id, password_hash FROM users WHERE lower(email) = lower(${input.email})`;
  const valid = user ? await verifyPassword(input.password, user.password_hash) : await verifyNothing(input.password);
  if (!valid) throw new DomainError('invalid_credentials', 'Wrong e-mail address or password.');
  await clearSignInFailures(sql, attempt);
  const [first] = await listMemberships(sql, user.id);
  if (!first) throw new DomainError('no_organization', 'This account belongs to no organisation any more. Ask an owner for an invitation link.');
  return { userId: user.id, orgId: first.orgId };
}

export type Membership = z.output<typeof MembershipReply>;

/** The user's organisations, the one they joined first first. */
export async function listMemberships(sql: Sql, userId: string): Promise<Membership[]> {
  const rows = await sql`
    SELECT o.id, o.name, o.plan, m.role FROM memberships m JOIN organizations o ON o.id = m.org_id
    WHERE m.user_id = ${userId} ORDER BY m.created_at, o.id`;
  return rows.map((r) => ({ orgId: r.id, orgName: r.name, plan: r.plan, role: r.role }));
}

/** The members of an organisation, for its team page. */
export async function listMembers(sql: Sql, orgId: string) {
  return sql<z.input<typeof Member>[]>`
    SELECT u.id, u.name, u.email, m.role, m.created_at AS joined_at
    FROM memberships m JOIN users u ON u.id = m.user_id
    WHERE m.org_id = ${orgId} ORDER BY m.created_at, u.id`;
}

/** What the dashboard shows one member of an organisation: whether they run this server, and whether they put the checklist away. */
export async function memberView(sql: Sql, userId: string, orgId: string): Promise<{ operator: boolean; checklistDismissed: boolean }> {
  const [row] = await sql`
    SELECT u.operator, m.checklist_dismissed_at IS NOT NULL AS dismissed
    FROM users u JOIN memberships m ON m.user_id = u.id AND m.org_id = ${orgId} WHERE u.id = ${userId}`;
  return { operator: !!row?.operator, checklistDismissed: !!row?.dismissed };
}

/** Puts the "Get started" checklist away for this member of this organisation, or brings it back. */
export async function setChecklistDismissed(sql: Sql, userId: string, orgId: string, dismissed: boolean): Promise<void> {
  await sql`
    UPDATE memberships SET checklist_dismissed_at = ${dismissed ? sql`now()` : null}
    WHERE user_id = ${userId} AND org_id = ${orgId}`;
}

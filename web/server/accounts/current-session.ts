// The signed-in person of a page request (server components only): the session cookie,
// checked against the database like every API request.
import { cookies } from 'next/headers';
import { getSql } from '@db/connection';
import { findSession, SESSION_COOKIE } from '@/server/accounts/sessions';
import { listMemberships } from '@/server/accounts/users';
import type { SessionInfo } from '@/lib/types';

export async function currentSession(): Promise<SessionInfo | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return null;
  const sql = await getSql();
  const session = await findSession(sql, token);
  if (!session) return null;
  return {
    user: { id: session.userId, email: session.email, name: session.userName },
    org: { id: session.orgId, name: session.orgName, plan: session.plan },
    role: session.role,
    csrfToken: session.csrfToken,
    memberships: await listMemberships(sql, session.userId),
  };
}

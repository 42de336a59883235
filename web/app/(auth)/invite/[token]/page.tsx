// An invitation link: who invites, then join (signed in) or create an account to join.
import type { Metadata } from 'next';
import Link from 'next/link';
import { AcceptInvitation } from '@/components/accept-invitation';
import { AuthForm } from '@/components/auth-form';
import { BrandMark } from '@/components/icons';
import { currentSession } from '@/server/accounts/current-session';
import { getSql } from '@db/connection';
import { describeInvitation } from '@/server/accounts/invitations';
import { DomainError } from '@/server/errors';

export const metadata: Metadata = { title: 'Invitation' };

export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  let invitation: { orgName: string; email: string | null; role: string } | null = null;
  let problem = '';
  try {
    invitation = await describeInvitation(await getSql(), token);
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    problem = err.message;
  }
  if (!invitation) {
    return (
      <div className="card auth-card">
        <div className="brand">
          <BrandMark /> geo-audit
        </div>
        <h1>Invitation not valid</h1>
        <p className="muted">{problem}</p>
        <Link className="btn" href="/sign-in">
          Go to sign-in
        </Link>
      </div>
    );
  }
  const session = await currentSession();
  if (session) {
    return (
      <AcceptInvitation token={token} orgName={invitation.orgName} invitedEmail={invitation.email} role={invitation.role} email={session.user.email} csrfToken={session.csrfToken} />
    );
  }
  return <AuthForm mode="sign-up" next="/projects" signUpOpen invitation={{ token, orgName: invitation.orgName, email: invitation.email, role: invitation.role }} />;
}

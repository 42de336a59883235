'use client';
// A signed-in person joins the organisation of an invitation link.
import Link from 'next/link';
import { api, setCsrfToken } from '@/lib/api-client';
import { useWrite } from '@/lib/queries';
import { BrandMark } from './icons';
import { Alert, Button, WriteError } from './ui';

export function AcceptInvitation({ token, orgName, invitedEmail, role, email, csrfToken }: {
  token: string;
  orgName: string;
  /** the address the invitation was sent to (null: an older link that names none) */
  invitedEmail: string | null;
  role: string;
  email: string;
  csrfToken: string;
}) {
  // Only the address invited may accept (the server refuses the others): said before the click.
  const otherAddress = invitedEmail !== null && invitedEmail.toLowerCase() !== email.toLowerCase();
  const joining = useWrite(() => {
    setCsrfToken(csrfToken);
    return api('/invitations/accept', { body: { token } });
  });
  // Pending until the next page replaces this one.
  const pending = joining.isPending || joining.isSuccess;
  const join = () => joining.mutate(undefined, { onSuccess: () => window.location.assign('/projects') });
  return (
    <div className="card auth-card">
      <div className="brand">
        <BrandMark /> geo-audit
      </div>
      <div>
        <h1>Join {orgName}</h1>
        <p className="muted" style={{ marginTop: 4 }}>
          You are signed in as <strong>{email}</strong>. Joining adds {orgName} to your organisations as {role === 'owner' ? 'an owner' : 'a member'}; you can
          switch between them in the sidebar.
        </p>
      </div>
      {otherAddress && (
        <Alert tone="warning">
          This invitation was sent to <strong>{invitedEmail}</strong>. Sign out, then sign in or sign up with that address to join.
        </Alert>
      )}
      <WriteError error={joining.error} />
      <Button variant="primary" className="btn-block" onClick={join} loading={pending} disabled={otherAddress}>
        Join {orgName}
      </Button>
      <p className="auth-footer">
        <Link href="/projects">Not now</Link>
      </p>
    </div>
  );
}

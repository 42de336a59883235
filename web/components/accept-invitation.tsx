'use client';
// A signed-in person joins the organisation of an invitation link.
import Link from 'next/link';
import { useState } from 'react';
import { api, errorMessage, setCsrfToken } from '@/lib/api-client';
import { BrandMark } from './icons';
import { Alert, Button } from './ui';

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
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const join = async () => {
    setPending(true);
    setError(null);
    try {
      setCsrfToken(csrfToken);
      await api('/invitations/accept', { body: { token } });
      window.location.assign('/projects');
    } catch (err) {
      setError(err);
      setPending(false);
    }
  };
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
      {error ? <Alert>{errorMessage(error)}</Alert> : null}
      <Button variant="primary" className="btn-block" onClick={join} loading={pending} disabled={otherAddress}>
        Join {orgName}
      </Button>
      <p className="auth-footer">
        <Link href="/projects">Not now</Link>
      </p>
    </div>
  );
}

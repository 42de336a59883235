// An owner's one-time link to choose a new password: whose it is, then the new password.
import type { Metadata } from 'next';
import Link from 'next/link';
import { BrandMark } from '@/components/icons';
import { ResetPassword } from '@/components/reset-password';
import { getSql } from '@db/connection';
import { describeResetLink } from '@/server/accounts/password-changes';
import { DomainError } from '@/server/errors';

export const metadata: Metadata = { title: 'New password' };

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  let email: string | null = null;
  let problem = '';
  try {
    email = (await describeResetLink(await getSql(), token)).email;
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    problem = err.message;
  }
  return (
    <div className="card auth-card">
      <div className="brand">
        <BrandMark /> geo-audit
      </div>
      {email ? (
        <>
          <h1>Choose a new password</h1>
          <p className="muted">For {email}. Every session of this account ends, and you are signed in here.</p>
          <ResetPassword token={token} />
        </>
      ) : (
        <>
          <h1>Link not valid</h1>
          <p className="muted">{problem}</p>
          <Link className="btn" href="/sign-in">
            Go to sign-in
          </Link>
        </>
      )}
    </div>
  );
}

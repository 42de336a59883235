'use client';
// The form of the reset page: a new password, then the dashboard, signed in.
import { PasswordForm } from './password-form';

export function ResetPassword({ token }: { token: string }) {
  return <PasswordForm mode="reset" token={token} onDone={() => window.location.assign('/projects')} />;
}

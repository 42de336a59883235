'use client';
// The signed-in person's account: their password (changing it ends their other sessions).
import { PasswordForm } from '@/components/password-form';
import { useSession } from '@/components/providers';
import { Card, CardHeader, useToast } from '@/components/ui';

export default function AccountPage() {
  const session = useSession();
  const toast = useToast();
  return (
    <div className="page page-narrow">
      <div>
        <h1>Account</h1>
        <p className="subtitle">Signed in as {session.user.email}. Sessions end after 7 days without use, and 30 days after signing in.</p>
      </div>
      <Card aria-labelledby="password-title">
        <CardHeader id="password-title" title="Password" description="Changing it signs you out everywhere else: other browsers and devices." />
        <div className="card-body">
          <PasswordForm mode="change" onDone={() => toast('Password changed. Your other sessions have ended.')} />
        </div>
      </Card>
    </div>
  );
}

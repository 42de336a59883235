// Every dashboard page: signed-in people only (the session is checked here, on the server),
// inside the shell, with the client-side providers.
import type { ReactNode } from 'react';
import { DashboardProviders } from '@/components/providers';
import { Shell } from '@/components/shell';
import { SignInRedirect } from '@/components/sign-in-redirect';
import { currentSession } from '@/server/accounts/current-session';

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const session = await currentSession();
  if (!session) return <SignInRedirect />;
  return (
    <DashboardProviders session={session}>
      <Shell>{children}</Shell>
    </DashboardProviders>
  );
}

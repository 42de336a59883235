import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthForm } from '@/components/auth-form';
import { currentSession } from '@/server/accounts/current-session';
import { getSql } from '@db/connection';
import { setupPending } from '@/server/accounts/setup';
import { signUpOpen } from '@/server/accounts/users';

export const metadata: Metadata = { title: 'Create your account' };

export default async function SignUpPage({ searchParams }: { searchParams: Promise<{ setup?: string | string[] }> }) {
  if (await currentSession()) redirect('/projects');
  const setup = (await setupPending(await getSql())) ? { token: typeof (await searchParams).setup === 'string' ? ((await searchParams).setup as string) : '' } : undefined;
  return <AuthForm mode="sign-up" next="/projects" signUpOpen={signUpOpen()} setup={setup} />;
}

import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthForm } from '@/components/auth-form';
import { safeNextPath } from '@/lib/paths';
import { currentSession } from '@/server/accounts/current-session';
import { signUpOpen } from '@/server/accounts/users';

export const metadata: Metadata = { title: 'Sign in' };

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const next = safeNextPath((await searchParams).next);
  if (await currentSession()) redirect(next);
  return <AuthForm mode="sign-in" next={next} signUpOpen={signUpOpen()} />;
}

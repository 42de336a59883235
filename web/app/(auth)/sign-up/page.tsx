import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthForm } from '@/components/auth-form';
import { currentSession } from '@/lib/session';
import { signUpOpen } from '@/server/accounts/users';

export const metadata: Metadata = { title: 'Create your account' };

export default async function SignUpPage() {
  if (await currentSession()) redirect('/projects');
  return <AuthForm mode="sign-up" next="/projects" signUpOpen={signUpOpen()} />;
}

// The front door: the dashboard for people who are signed in, sign-up on a fresh install (the
// operator's account comes first), sign-in for everyone else.
import { redirect } from 'next/navigation';
import { getSql } from '@db/connection';
import { currentSession } from '@/server/accounts/current-session';
import { setupPending } from '@/server/accounts/setup';

export default async function Home() {
  if (await currentSession()) redirect('/projects');
  redirect((await setupPending(await getSql())) ? '/sign-up' : '/sign-in');
}

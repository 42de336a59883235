// The front door: the dashboard for people who are signed in, sign-in for everyone else.
import { redirect } from 'next/navigation';
import { currentSession } from '@/lib/session';

export default async function Home() {
  redirect((await currentSession()) ? '/projects' : '/sign-in');
}

'use client';
// Sign-in and sign-up (optionally through an invitation link). A successful one sets the
// session cookie; a full page load then lets the server render the dashboard with it.
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { api, fieldError } from '@/lib/api-client';
import { useWrite } from '@/lib/queries';
import { isEmailAddress } from '@/server/accounts/email';
import { BrandMark } from './icons';
import { Button, Field, WriteError } from './ui';

interface Props {
  mode: 'sign-in' | 'sign-up';
  next: string;
  signUpOpen: boolean;
  invitation?: { token: string; orgName: string; email: string | null; role: string };
  /** a fresh install: this first account is the operator's and needs the setup token */
  setup?: { token: string };
}

export function AuthForm({ mode, next, signUpOpen, invitation, setup }: Props) {
  // What is missing, checked before the server is asked, in plain words under each field.
  const [missing, setMissing] = useState<Record<string, string>>({});
  const signUp = mode === 'sign-up';
  const entry = useWrite((body: Record<string, string | undefined>) => api(signUp ? '/auth/sign-up' : '/auth/sign-in', { body }));
  // Pending until the next page replaces this one.
  const pending = entry.isPending || entry.isSuccess;
  const fieldProblem = (param: string) => missing[param] ?? fieldError(entry.error, param);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    const problems = requiredFields({ email: value('email'), password: String(form.get('password') ?? ''), setupToken: setup ? value('setupToken') : 'given' }, signUp);
    setMissing(problems);
    entry.reset();
    const first = Object.keys(problems)[0];
    if (first) {
      document.getElementById(first)?.focus();
      return;
    }
    const password = String(form.get('password') ?? '');
    const body = signUp
      ? { name: value('name'), email: value('email'), password, organization: invitation ? undefined : value('organization'), invitation: invitation?.token, setupToken: setup ? value('setupToken') : undefined }
      : { email: value('email') ?? '', password };
    entry.mutate(body, { onSuccess: () => window.location.assign(next) });
  };

  const clear = (field: string) => setMissing(({ [field]: _cleared, ...rest }) => rest);

  if (signUp && !signUpOpen && !invitation && !setup) {
    return (
      <div className="card auth-card">
        <div className="brand">
          <BrandMark /> geo-audit
        </div>
        <h1>Sign-up is closed</h1>
        <p className="muted">This server does not accept new accounts. Ask an owner of your organisation for an invitation link.</p>
        <Link className="btn" href="/sign-in">
          Sign in
        </Link>
      </div>
    );
  }

  return (
    <form className="card auth-card" onSubmit={submit} noValidate>
      <div className="brand">
        <BrandMark /> geo-audit
      </div>
      <div>
        <h1>{invitation ? `Join ${invitation.orgName}` : setup && signUp ? 'Set up geo-audit' : signUp ? 'Create your account' : 'Welcome back'}</h1>
        <p className="muted" style={{ marginTop: 4 }}>
          {invitation
            ? `You were invited to work with this organisation on geo-audit${invitation.role === 'owner' ? ', as an owner' : ''}. Create your account to join it.`
            : setup && signUp
              ? "This server has no account yet. The first one is the operator's: it gets the Expert plan, and it needs the setup token printed in the terminal where the server started."
            : signUp
              ? 'Measure how often ChatGPT, Perplexity, Gemini and Claude cite your brand.'
              : 'Sign in to your geo-audit dashboard.'}
        </p>
      </div>
      <WriteError error={entry.error} fields={['setupToken', 'email', 'password']} />
      {signUp && setup && (
        <Field label="Setup token" htmlFor="setupToken" error={fieldProblem('setupToken')} hint="Lost it? Run npm run cli -- setup token for a new one.">
          <input id="setupToken" name="setupToken" className="input mono" defaultValue={setup.token} autoComplete="off" required aria-invalid={!!fieldProblem('setupToken')} onChange={() => clear('setupToken')} />
        </Field>
      )}
      {signUp && (
        <Field label="Your name" htmlFor="name" optional>
          <input id="name" name="name" className="input" autoComplete="name" />
        </Field>
      )}
      <Field label="Work e-mail" htmlFor="email" error={fieldProblem('email')} hint={invitation?.email ? 'The address this invitation was sent to.' : undefined}>
        <input
          id="email"
          name="email"
          type="email"
          className="input"
          autoComplete="email"
          required
          aria-invalid={!!fieldProblem('email')}
          defaultValue={invitation?.email ?? undefined}
          readOnly={!!invitation?.email}
          onChange={() => clear('email')}
        />
      </Field>
      <Field label="Password" htmlFor="password" hint={signUp ? 'At least 10 characters.' : undefined} error={fieldProblem('password')}>
        <input
          id="password"
          name="password"
          type="password"
          className="input"
          autoComplete={signUp ? 'new-password' : 'current-password'}
          required
          minLength={signUp ? 10 : undefined}
          aria-invalid={!!fieldProblem('password')}
          onChange={() => clear('password')}
        />
      </Field>
      {signUp && !invitation && (
        <Field label="Organisation" htmlFor="organization" optional hint="Your company or team. You can invite colleagues later.">
          <input id="organization" name="organization" className="input" autoComplete="organization" />
        </Field>
      )}
      <Button type="submit" variant="primary" className="btn-block" loading={pending}>
        {invitation ? `Create account and join` : signUp ? 'Create account' : 'Sign in'}
      </Button>
      <p className="auth-footer">
        {signUp ? (
          <>
            Already have an account?{' '}
            <Link href={invitation ? `/sign-in?next=${encodeURIComponent(`/invite/${invitation.token}`)}` : '/sign-in'}>Sign in</Link>
          </>
        ) : signUpOpen ? (
          <>
            New here? <Link href="/sign-up">Create an account</Link>
          </>
        ) : (
          'New accounts join through an invitation link from an owner.'
        )}
      </p>
    </form>
  );
}

/** Empty fields, in plain words (keys: the fields' ids, which are the API's param names). */
function requiredFields(values: { email?: string; password: string; setupToken?: string }, signUp: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!values.setupToken) problems.setupToken = 'Paste the setup token printed in the terminal where the server started.';
  if (!values.email) problems.email = 'Enter your e-mail address.';
  else if (!isEmailAddress(values.email)) problems.email = 'This is not an e-mail address. Write it as you@example.com.';
  if (!values.password) problems.password = signUp ? 'Choose a password of at least 10 characters.' : 'Enter your password.';
  else if (signUp && values.password.length < 10) problems.password = 'Use at least 10 characters.';
  return problems;
}

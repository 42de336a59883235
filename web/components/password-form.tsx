'use client';
// Choosing a new password: the signed-in person's (their current one asked, Settings → Account)
// or through an owner's one-time link (the reset page). Field errors come from the API's `param`.
import type { FormEvent } from 'react';
import { api, fieldError } from '@/lib/api-client';
import { useWrite } from '@/lib/queries';
import { Button, Field, WriteError } from './ui';

export function PasswordForm({ mode, token, onDone }: { mode: 'change' | 'reset'; token?: string; onDone: () => void }) {
  const change = useWrite((form: FormData) => {
    const password = String(form.get('password') ?? '');
    return mode === 'change'
      ? api('/account/password', { body: { currentPassword: String(form.get('currentPassword') ?? ''), password } })
      : api('/auth/password-reset', { body: { token, password } });
  });
  const pending = change.isPending;
  const fieldProblem = (param: string) => fieldError(change.error, param);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    change.mutate(new FormData(element), {
      onSuccess: () => {
        element.reset();
        onDone();
      },
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <WriteError error={change.error} fields={['currentPassword', 'password']} />
      {mode === 'change' && (
        <Field label="Current password" htmlFor="currentPassword" error={fieldProblem('currentPassword')}>
          <input id="currentPassword" name="currentPassword" type="password" className="input" autoComplete="current-password" required aria-invalid={!!fieldProblem('currentPassword')} />
        </Field>
      )}
      <Field label="New password" htmlFor="password" hint="At least 10 characters." error={fieldProblem('password')}>
        <input id="password" name="password" type="password" className="input" autoComplete="new-password" required minLength={10} aria-invalid={!!fieldProblem('password')} />
      </Field>
      <Button type="submit" variant="primary" loading={pending}>
        {mode === 'change' ? 'Change password' : 'Set password and sign in'}
      </Button>
    </form>
  );
}

'use client';
// Choosing a new password: the signed-in person's (their current one asked, Settings → Account)
// or through an owner's one-time link (the reset page). Field errors come from the API's `param`.
import { useState, type FormEvent } from 'react';
import { api, ApiClientError, errorMessage } from '@/lib/api-client';
import { Alert, Button, Field } from './ui';

export function PasswordForm({ mode, token, onDone }: { mode: 'change' | 'reset'; token?: string; onDone: () => void }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const fieldError = (param: string) => (error instanceof ApiClientError && error.param === param ? error.message : null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const password = String(form.get('password') ?? '');
    setPending(true);
    setError(null);
    try {
      if (mode === 'change') await api('/account/password', { body: { currentPassword: String(form.get('currentPassword') ?? ''), password } });
      else await api('/auth/password-reset', { body: { token, password } });
      element.reset();
      onDone();
    } catch (err) {
      setError(err);
    } finally {
      setPending(false);
    }
  };

  const generalError = error && !(error instanceof ApiClientError && error.param) ? errorMessage(error) : null;
  return (
    <form className="form" onSubmit={submit} noValidate>
      {generalError && <Alert>{generalError}</Alert>}
      {mode === 'change' && (
        <Field label="Current password" htmlFor="currentPassword" error={fieldError('currentPassword')}>
          <input id="currentPassword" name="currentPassword" type="password" className="input" autoComplete="current-password" required aria-invalid={!!fieldError('currentPassword')} />
        </Field>
      )}
      <Field label="New password" htmlFor="password" hint="At least 10 characters." error={fieldError('password')}>
        <input id="password" name="password" type="password" className="input" autoComplete="new-password" required minLength={10} aria-invalid={!!fieldError('password')} />
      </Field>
      <Button type="submit" variant="primary" loading={pending}>
        {mode === 'change' ? 'Change password' : 'Set password and sign in'}
      </Button>
    </form>
  );
}

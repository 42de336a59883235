'use client';
// Sends someone without a session to sign-in, remembering the page they wanted (a report link
// from a pull request, say) so that they land there afterwards.
import { useEffect } from 'react';

export function SignInRedirect() {
  useEffect(() => {
    const next = window.location.pathname + window.location.search;
    window.location.replace(`/sign-in?next=${encodeURIComponent(next)}`);
  }, []);
  return (
    <p className="visually-hidden" role="status">
      Redirecting to sign-in…
    </p>
  );
}

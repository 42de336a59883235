import type { ReactNode } from 'react';
import { AuthProviders } from '@/components/providers';

export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <main className="auth">
      <AuthProviders>{children}</AuthProviders>
    </main>
  );
}

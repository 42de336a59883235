'use client';
// What every dashboard page shares: the session (with its CSRF token for the API client),
// React Query's cache, and toasts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { ApiClientError, setCsrfToken } from '@/lib/api-client';
import type { SessionInfo } from '@/lib/types';
import { ToastProvider } from './ui';

const SessionContext = createContext<SessionInfo | null>(null);

export function useSession(): SessionInfo {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside DashboardProviders');
  return session;
}

/** Client errors (4xx) are answers, not glitches: they are not retried. */
const retry = (failures: number, error: unknown) =>
  !(error instanceof ApiClientError && error.status >= 400 && error.status < 500) && failures < 2;

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: 15_000, retry }, mutations: { retry: false } } });

/** The sign-in, sign-up, invitation and reset pages: no session yet, but their writes go through React Query too (`useWrite`). */
export function AuthProviders({ children }: { children: ReactNode }) {
  const [client] = useState(newQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export function DashboardProviders({ session, children }: { session: SessionInfo; children: ReactNode }) {
  const [client] = useState(newQueryClient);
  setCsrfToken(session.csrfToken);
  return (
    <SessionContext.Provider value={session}>
      <QueryClientProvider client={client}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </SessionContext.Provider>
  );
}

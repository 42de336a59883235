'use client';
// The dashboard's frame: a sidebar (organisation, navigation, account) that becomes a menu
// behind a top bar on narrow screens.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { api, errorMessage } from '@/lib/api-client';
import { useWrite } from '@/lib/queries';
import { DemoPill } from './demo-notice';
import { BellIcon, BookIcon, BrandMark, CoinsIcon, FolderIcon, KeyIcon, LockIcon, LogOutIcon, MenuIcon, ServerIcon, UsersIcon, XIcon } from './icons';
import { useSession } from './providers';
import { Badge, useToast } from './ui';

const NAV = [
  { href: '/projects', label: 'Projects', icon: FolderIcon },
  { section: 'Settings' },
  { href: '/settings/api-keys', label: 'API keys', icon: KeyIcon },
  { href: '/settings/team', label: 'Team', icon: UsersIcon },
  { href: '/settings/spend', label: 'Spend', icon: CoinsIcon },
  { href: '/settings/webhooks', label: 'Webhooks', icon: BellIcon },
  { href: '/settings/account', label: 'Account', icon: LockIcon },
  { href: '/settings/engines', label: 'Engines', icon: ServerIcon },
] as const;

/** The name and the demo pill: in the top bar on a narrow screen, atop the sidebar on a wide one. */
function Brand() {
  return (
    <>
      <Link href="/projects" className="brand">
        <BrandMark />
        geo-audit
      </Link>
      <DemoPill />
    </>
  );
}

export function Shell({ children }: { children: ReactNode }) {
  const session = useSession();
  const pathname = usePathname();
  const toast = useToast();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => setMenuOpen(false), [pathname]);
  // Escape closes the phone menu and gives focus back to its button (WCAG 2.1.2).
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  // Both end on another page: nothing of this one to refresh.
  const toastError = (err: unknown) => toast(errorMessage(err), 'error');
  const signingOut = useWrite(() => api('/auth/sign-out', { method: 'POST' }));
  const signOut = () => signingOut.mutate(undefined, { onSuccess: () => window.location.assign('/sign-in'), onError: toastError });
  const switching = useWrite((orgId: string) => api('/session', { method: 'PUT', body: { orgId } }));
  const switchOrg = (orgId: string) => switching.mutate(orgId, { onSuccess: () => window.location.assign('/projects'), onError: toastError });
  const initials = (session.user.name || session.user.email).slice(0, 1).toUpperCase();

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <Brand />
        <button
          ref={menuButton}
          type="button"
          className="btn btn-ghost btn-icon"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="sidebar"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <XIcon /> : <MenuIcon />}
        </button>
      </header>
      <nav id="sidebar" className={`sidebar${menuOpen ? ' open' : ''}`} aria-label="Main">
        <div className="sidebar-brand">
          <Brand />
        </div>
        <div className="org-switch">
          {session.memberships.length > 1 ? (
            <>
              <label className="visually-hidden" htmlFor="org-select">
                Organisation
              </label>
              <select id="org-select" className="select" value={session.org.id} onChange={(e) => switchOrg(e.target.value)}>
                {session.memberships.map((m) => (
                  <option key={m.orgId} value={m.orgId}>
                    {m.orgName}
                  </option>
                ))}
              </select>
            </>
          ) : (
            <div className="org-name" title={session.org.name}>
              <span>{session.org.name}</span>
              <Badge tone={session.org.plan === 'free' ? 'neutral' : 'accent'}>{session.org.plan}</Badge>
            </div>
          )}
        </div>
        {NAV.map((item) =>
          'section' in item ? (
            <div className="nav-section" key={item.section}>
              {item.section}
            </div>
          ) : (
            <Link key={item.href} href={item.href} className="nav-link" aria-current={pathname.startsWith(item.href) ? 'page' : undefined}>
              <item.icon />
              {item.label}
            </Link>
          ),
        )}
        <a className="nav-link" href="/docs/api" target="_blank" rel="noopener">
          <BookIcon />
          API reference
        </a>
        <div className="sidebar-footer">
          <div className="user-line">
            <span className="avatar" aria-hidden="true">
              {initials}
            </span>
            <span title={session.user.email}>{session.user.email}</span>
          </div>
          <button type="button" className="btn btn-ghost btn-sm" onClick={signOut} style={{ justifyContent: 'flex-start' }}>
            <LogOutIcon />
            Sign out
          </button>
        </div>
      </nav>
      {/* While the phone menu covers the page, the page behind it takes no focus. */}
      <main id="main" className="main" tabIndex={-1} inert={menuOpen}>
        {children}
      </main>
    </div>
  );
}

import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'geo-audit', template: '%s · geo-audit' },
  description: 'How often AI answer engines cite your brand.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

// Every page is rendered per request, the not-found page too: its scripts carry the nonce of the
// response's Content-Security-Policy (web/server/http/browser-security.ts), which a page built
// ahead of time could not know.
export const dynamic = 'force-dynamic';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

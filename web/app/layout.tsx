import type { ReactNode } from 'react';

export const metadata = { title: 'geo-audit', description: 'How often AI answer engines cite your brand.' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

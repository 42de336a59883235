import path from 'node:path';
import type { NextConfig } from 'next';

const root = path.resolve(import.meta.dirname, '..');

const config: NextConfig = {
  poweredByHeader: false,
  // `npm run typecheck` checks types; the build that `npm start` may run stays fast.
  typescript: { ignoreBuildErrors: true, tsconfigPath: '../tsconfig.json' },
  // The database drivers run as plain Node modules, shared with the custom server.
  // prom-client too: one copy of it per process, whichever bundle counts.
  serverExternalPackages: ['postgres', '@electric-sql/pglite', '@electric-sql/pglite-socket', 'prom-client'],
  turbopack: { root },
  outputFileTracingRoot: root,
  // The dashboard's pages may not be framed by another site (clickjacking: a hidden "Revoke"
  // or "Delete" click) and send no full URL to the sites that answers link to.
  async headers() {
    return [
      {
        source: '/((?!api/).*)',
        headers: [
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Content-Security-Policy', value: "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'" },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
        ],
      },
    ];
  },
};

export default config;

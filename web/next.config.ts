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
  // Security headers (CSP with a nonce per response, HSTS) are set by the custom server: web/server/http/browser-security.ts.
};

export default config;

import path from 'node:path';
import type { NextConfig } from 'next';

const root = path.resolve(import.meta.dirname, '..');

const config: NextConfig = {
  poweredByHeader: false,
  // `npm run typecheck` checks types; the build that `npm start` may run stays fast.
  typescript: { ignoreBuildErrors: true, tsconfigPath: '../tsconfig.json' },
  // The database drivers run as plain Node modules, shared with the custom server.
  serverExternalPackages: ['postgres', '@electric-sql/pglite', '@electric-sql/pglite-socket'],
  turbopack: { root },
  outputFileTracingRoot: root,
};

export default config;

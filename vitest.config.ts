import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Unit tests live beside their code (web/server/<domain>/*.test.ts, action/src/*.test.ts);
// integration tests that start the real product live in web/test/.
export default defineConfig({
  resolve: {
    alias: {
      '@db': path.resolve(import.meta.dirname, 'db'),
      '@': path.resolve(import.meta.dirname, 'web'),
    },
  },
  test: {
    include: ['web/**/*.test.ts', 'db/**/*.test.ts', 'action/src/**/*.test.ts', 'action/test/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'web/.next/**'],
    testTimeout: Number(process.env.TEST_TIMEOUT_MS ?? 30_000),
    hookTimeout: Number(process.env.TEST_HOOK_TIMEOUT_MS ?? 240_000),
    pool: 'forks',
    maxWorkers: 2,
  },
});

import path from 'node:path';
import { defineConfig } from 'vitest/config';

const resolve = {
  alias: {
    '@db': path.resolve(import.meta.dirname, 'db'),
    '@': path.resolve(import.meta.dirname, 'web'),
  },
};

// Two projects: unit tests beside their code (web/server/<domain>/*.test.ts, action/), and
// integration tests (web/test/) that start the real product over HTTP; those need the
// Next.js build, made once by their global setup.
export default defineConfig({
  resolve,
  test: {
    testTimeout: Number(process.env.TEST_TIMEOUT_MS ?? 30_000),
    hookTimeout: Number(process.env.TEST_HOOK_TIMEOUT_MS ?? 240_000),
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['web/server/**/*.test.ts', 'web/lib/**/*.test.ts', 'db/**/*.test.ts', 'action/src/**/*.test.ts', 'action/test/**/*.test.ts'],
          exclude: ['action/test/e2e*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['web/test/**/*.test.ts', 'action/test/e2e*.test.ts', 'e2e/**/*.spec.ts'],
          globalSetup: ['web/test/global-setup.ts'],
          testTimeout: Number(process.env.TEST_TIMEOUT_MS ?? 60_000),
        },
      },
    ],
  },
});

import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Three projects:
// - unit: beside their code (web/server/<domain>/*.test.ts, web/lib, action/);
// - integration: web/test/ and the action's end-to-end test start the real product and drive
//   it over HTTP; they need the Next.js build, made once by their global setup;
// - e2e: e2e/*.spec.ts drive the dashboard in Debian's Chromium. Without a Chromium they are
//   left out with a warning, unless E2E_REQUIRED=1 (CI), where a missing browser fails.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runE2e = fs.existsSync(chromium) || process.env.E2E_REQUIRED === '1';
// Said once per run (vitest reads this file more than once), naming each spec left out.
if (!runE2e && !process.env.GEO_AUDIT_E2E_SKIP_SAID) {
  process.env.GEO_AUDIT_E2E_SKIP_SAID = '1';
  const specs = fs.readdirSync(path.join(import.meta.dirname, 'e2e')).filter((f) => f.endsWith('.spec.ts'));
  const reason = `no Chromium at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH)`;
  console.warn(`\n${specs.map((spec) => `⚠ skipped: e2e/${spec}: ${reason}`).join('\n')}\n`);
}

const productTests = {
  globalSetup: ['web/test/global-setup.ts'],
  testTimeout: Number(process.env.TEST_TIMEOUT_MS ?? 60_000),
};

export default defineConfig({
  resolve: {
    alias: {
      '@db': path.resolve(import.meta.dirname, 'db'),
      '@': path.resolve(import.meta.dirname, 'web'),
    },
  },
  test: {
    testTimeout: Number(process.env.TEST_TIMEOUT_MS ?? 30_000),
    hookTimeout: Number(process.env.TEST_HOOK_TIMEOUT_MS ?? 240_000),
    pool: 'forks',
    // Tests give the engines fake keys: the rules read unless a test asks for the model reader
    // (docs/contributing/testing.md).
    env: { ANALYSIS_READER: 'rules' },
    // Test files at once. Most of a product test's time is spent waiting (engine fakes' latency,
    // polls, a worker's lease), so more files than cores keeps the cores busy: 3 by default, as
    // measured on 2 cores (docs/contributing/testing.md#ci); TEST_WORKERS overrides it.
    maxWorkers: Number(process.env.TEST_WORKERS ?? 3),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['web/server/**/*.test.ts', 'web/lib/**/*.test.ts', 'db/**/*.test.ts', 'action/src/**/*.test.ts', 'action/test/**/*.test.ts'],
          exclude: ['action/test/e2e*.test.ts'],
        },
      },
      { extends: true, test: { name: 'integration', include: ['web/test/**/*.test.ts', 'action/test/e2e*.test.ts'], ...productTests } },
      ...(runE2e ? [{ extends: true as const, test: { name: 'e2e', include: ['e2e/**/*.spec.ts'], ...productTests } }] : []),
    ],
  },
});

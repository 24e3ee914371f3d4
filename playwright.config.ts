import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from './tests/support/chromium.js';

// E2E_PORT and E2E_OUTPUT_DIR let several runs share the machine without clashing.
const PORT = Number(process.env.E2E_PORT ?? 4319);
const OUTPUT = process.env.E2E_OUTPUT_DIR ?? 'test-results';
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789';
/** The demo database and media that every server of the run starts on a copy of (scripts/e2e-server.mjs builds it). */
export const E2E_DEMO_TEMPLATE = path.resolve(OUTPUT, 'e2e-demo-template');

// Browser tests run in Debian's Chromium, its headless shell when installed (tests/support/chromium.ts),
// against the built app, served by the real server on a fresh demo database.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  workers: 2,
  // No retries: a test that fails once is a failure to fix, not a flake to hide.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: `${OUTPUT}/artifacts`,
  reporter: [['list'], ['json', { outputFile: `${OUTPUT}/e2e-results.json` }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'ca-ES',
    launchOptions: { executablePath: TEST_CHROMIUM, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), ADMIN_TOKEN: E2E_ADMIN_TOKEN, E2E_DEMO_TEMPLATE },
  },
});

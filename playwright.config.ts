import { defineConfig } from '@playwright/test';
import { scaled } from './e2e/support/time-scale.js';

/**
 * End-to-end tests against the production build (`npm run build` first), each worker with its
 * own server on a free port and a fresh DATA_DIR (see e2e/support/fixtures.ts). The browser is
 * Debian's Chromium: Playwright never downloads one here.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  // Stretched on a slow or loaded machine (E2E_TIME_SCALE, see e2e/support/time-scale.ts).
  timeout: scaled(60_000),
  expect: { timeout: scaled(10_000) },
  // The JSON report gives each test's time to the end of `npm test` (scripts/test/run-phases.ts).
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright-report.json' }]],
  outputDir: '.tmp/test-results',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});

import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * The browser: CHROMIUM_PATH, else Debian's headless shell (`chromium-headless-shell`, the
 * same engine without the full browser's UI processes: on two cores, where the suite is
 * CPU-bound, it runs in about 30 % less time than in `chromium`), else Debian's
 * `chromium`, else Playwright's bundled browser (not downloadable in CI).
 */
const executablePath = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
].find((candidate) => candidate && fs.existsSync(candidate));

/**
 * Traces are kept for failed tests with DOM snapshots but without the screencast, which
 * encoded frames of every page all along and made the suite 40-55 % slower;
 * E2E_TRACE=full brings the screencast back when a failure needs it, E2E_TRACE=off drops
 * tracing.
 */
const trace =
  process.env.E2E_TRACE === 'off'
    ? 'off'
    : ({
        mode: 'retain-on-failure',
        screenshots: process.env.E2E_TRACE === 'full',
        snapshots: true,
        sources: true,
      } as const);

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Budgets, not speed checks (benchmarks measure speed): CI has run one tree's suite in
  // 12 and in 28 minutes, and at the slower pace 30 s a test cut off sound tests; at load
  // 20 here an editor's first look has taken over the 10 s an expectation had.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    // Set by the global setup, which started the site on a free port.
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: { executablePath },
    trace,
    screenshot: 'only-on-failure',
  },
});

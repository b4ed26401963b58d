import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Debian's Chromium by default (Playwright's own download is not reachable in CI);
 * CHROMIUM_PATH overrides, and Playwright's bundled browser is used when neither exists.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const executablePath = fs.existsSync(chromium) ? chromium : undefined;

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    // Set by the global setup, which started the site on a free port.
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: { executablePath },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});

import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/**
 * Browser tests in Debian's Chromium (never a downloaded browser). Each worker starts the built
 * app on a free port with a fresh SQLite database: see fixtures.ts.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A whole flow with its accessibility checks: on a slow two-core machine running two workers,
  // the longest took 40 to 55 s and one passed 60 s. A step that hangs still fails at its own
  // 10 s (expect) or the action's.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});

import { defineConfig } from '@playwright/test';

// Browsers cannot be downloaded here: Playwright drives Debian's Chromium.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two workers in CI too: each runs its own portal and SMTP server, and a journey mostly waits on
  // the browser and the server, so two at a time fit a 2-core machine (measured with CI's settings on
  // seven journey files: all 28 pass, in 133 s instead of 171 s with one worker).
  workers: 2,
  // CI retries a failed journey once and reports it as flaky (the list says so), so one slow moment
  // of a busy machine does not fail a run; a journey that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});

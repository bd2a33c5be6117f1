import { defineConfig, devices } from '@playwright/test';
import { E2E_REVALIDATE_SECRET } from './e2e/constants';

const PORT = 3100;
const isCI = Boolean(process.env.CI);

/**
 * End-to-end tests in a real Chromium against the production server. The system Chromium
 * is used (no browser download); the test script builds first (`npm run build`).
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: isCI ? 1 : 2,
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npm run start',
    // A known webhook secret, so e2e can send a correctly signed revalidation request.
    // DEV_PAYMENTS_IN_PRODUCTION: the dev payment provider stands in for Stripe under `next start`.
    env: {
      PORT: String(PORT),
      SANITY_REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
      DEV_PAYMENTS_IN_PRODUCTION: 'true',
    },
    url: `http://127.0.0.1:${PORT}/de-ch/check-up`,
    reuseExistingServer: !isCI,
    timeout: 120_000,
  },
});

import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4329);
export const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium; the flags keep it from reaching for the network (DEVELOPERS.md). */
const chromium = { executablePath: chromiumPath, args: chromiumFlags };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    launchOptions: chromium,
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
      testIgnore: /no-js\.spec\.ts/,
    },
    // A phone as a person holds it: 390 px wide, touch, mobile viewport rules. The "as seen" checks run here too.
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions: chromium,
      },
      testMatch: /as-seen\.spec\.ts/,
    },
    { name: 'no-js', use: { ...devices['Desktop Chrome'], javaScriptEnabled: false, launchOptions: chromium }, testMatch: /no-js\.spec\.ts/ },
  ],
  webServer: {
    // The production server, exactly as `npm start` runs it, on the build `npm test` just made.
    command: `node scripts/serve.mjs`,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});

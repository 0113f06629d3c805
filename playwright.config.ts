import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';
import { fontEnv, type TestFont } from './tests/fonts/fonts';

const port = Number(process.env.E2E_PORT ?? 4329);
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * Debian's Chromium; the flags keep it from reaching for the network (DEVELOPERS.md). It draws with
 * the test fonts (tests/fonts), not the machine's, so a layout check gives one answer everywhere.
 */
const chromium = (font: TestFont) => ({ executablePath: chromiumPath, args: chromiumFlags, env: { ...process.env, ...fontEnv(font) } });

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
// A phone as a person holds it: 390 px wide, touch, mobile viewport rules.
const phone = { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
/** The checks whose answer depends on the font's metrics: text cut off or spilling, labels overlapping, wrapping, page lengths. */
const layoutChecks = /\/(art|careers\.as-seen|diagrams\.as-seen|layout\.as-seen|phone-length|fonts)\.spec\.ts$/;
/**
 * What runs in the phone projects: the "as seen" checks (phone.spec.ts sets its own phone viewport in a desktop project;
 * art-frame.as-seen.spec.ts sets every width itself, so the desktop project covers it).
 */
const phoneChecks = /as-seen\.spec\.ts|fonts\.spec\.ts/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three on CI too: on a 2-core machine two workers kept the processor busy about 37% of the time (the tests wait on
  // pages, not on it), and the run took 18 minutes; CI must end within 20.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: { baseURL, trace: 'on-first-retry' },
  // One full pass in Roboto; the layout checks again in Noto Sans, a taller line box (metadata.layoutOnly).
  projects: [
    { name: 'desktop', use: { ...desktop, launchOptions: chromium('main') }, testIgnore: /no-js\.spec\.ts/, metadata: { font: 'main' } },
    // The "as seen" checks run on the phone too.
    {
      name: 'phone',
      use: { ...phone, launchOptions: chromium('main') },
      testMatch: phoneChecks,
      testIgnore: /art-frame/,
      metadata: { font: 'main' },
    },
    { name: 'no-js', use: { ...desktop, javaScriptEnabled: false, launchOptions: chromium('main') }, testMatch: /no-js\.spec\.ts/ },
    {
      name: 'desktop-noto',
      use: { ...desktop, launchOptions: chromium('tall') },
      testMatch: layoutChecks,
      metadata: { font: 'tall', layoutOnly: true },
    },
    {
      name: 'phone-noto',
      use: { ...phone, launchOptions: chromium('tall') },
      testMatch: /\/(as-seen|careers\.as-seen|diagrams\.as-seen|fonts)\.spec\.ts$/,
      metadata: { font: 'tall', layoutOnly: true },
    },
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

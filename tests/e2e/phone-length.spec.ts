import { test, expect, type Page } from '@playwright/test';
import { builtRoutes } from './helpers';
import { layOutWholePage } from './as-seen';

/**
 * Page lengths on a phone: at 390 x 844 px, with every lazily laid-out section laid out, no page is
 * taller than 12 screens (the policies and single articles excepted, and /careers, which has its own,
 * lower target); the footer is about one screen. Run in both test fonts (Noto Sans sets taller lines).
 */

const SCREEN = { width: 390, height: 844 };
const MAX_SCREENS = 12;
const longReads = (route: string) => /policy|terms-of-service|^\/insights\/./.test(route);
const routes = builtRoutes().filter((r) => !longReads(r) && r !== '/careers');

test.use({ viewport: SCREEN, isMobile: true, hasTouch: true });

async function laidOut(page: Page, route: string) {
  expect((await page.goto(route))?.status()).toBe(200);
  await layOutWholePage(page);
}

test.describe('page height at 390 px', () => {
  for (const route of routes) {
    test(`${route} is at most ${MAX_SCREENS} screens tall`, async ({ page }) => {
      await laidOut(page, route);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height, `${route}: ${(height / SCREEN.height).toFixed(1)} screens`).toBeLessThanOrEqual(MAX_SCREENS * SCREEN.height);
    });
  }
});

test.describe('footer on a phone', () => {
  test('is at most about one screen tall', async ({ page }) => {
    await laidOut(page, '/');
    const height = await page.locator('footer.site-footer').evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(900);
  });
});

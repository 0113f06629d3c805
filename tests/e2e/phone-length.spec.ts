import { test, expect } from '@playwright/test';
import { SCREEN, laidOut, phoneRoutes } from './phone';

/**
 * Page lengths on a phone: at 390 x 844 px, with every lazily laid-out section laid out, no page is
 * taller than 12 screens (the policies, single articles and the ledger of figures excepted, and /careers, which has its own,
 * lower target); the footer is about one screen. Run in both test fonts (Noto Sans sets taller lines).
 */

const MAX_SCREENS = 12;
const routes = phoneRoutes();

test.use({ viewport: SCREEN, isMobile: true, hasTouch: true });

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

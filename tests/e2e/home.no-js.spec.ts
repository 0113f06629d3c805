import { test, expect } from '@playwright/test';

// Runs in the `no-js` project: with scripting off, every collapsible panel reads in full.
const PANELS = ['quick-facts', 'impact-stats', 'contact-options', 'additional-metrics', 'training-approach'];

for (const width of [390, 1280]) {
  test(`without JavaScript every home panel is open and no toggle is shown at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    for (const id of PANELS) {
      await expect(page.locator(`#${id}`), id).toBeVisible();
      await expect(page.locator(`details:has(> #${id}) > summary`), id).toBeHidden();
    }
    await expect(page.locator('#quick-facts')).toContainText('15-minute setup');
    await expect(page.locator('#additional-metrics')).toContainText('3.1x');
  });
}

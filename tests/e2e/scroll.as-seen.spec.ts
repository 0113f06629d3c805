import { test, expect } from '@playwright/test';
import { sampleScroll } from './as-seen';

/** "View Services" and "Discover How" glide to #services, sampled frame by frame, on the phone and the desktop. */
test.describe('smooth scrolling to the services', () => {
  /** Positions strictly between where the scroll started and where it came to rest. */
  const between = (samples: number[]) => new Set(samples.filter((y) => y !== samples[0] && y !== samples.at(-1))).size;

  for (const name of ['View Services', 'Discover How']) {
    test(`"${name}" glides to #services by pointer and by keyboard, and jumps under reduced motion`, async ({ page }) => {
      await page.goto('/');
      const link = page.getByRole('link', { name, exact: true });
      // Bring the link on screen first (as a visitor's own scroll or Tab would), without moving after.
      const ready = async () => {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await link.evaluate((el) => el.scrollIntoView({ block: 'nearest', behavior: 'instant' }));
      };

      await ready();
      const byPointer = await sampleScroll(page, () => link.click());
      const target = await page.locator('#services').evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
      expect(Math.abs(byPointer.at(-1)! - target), `lands at the services section: ${byPointer.join(' ')}`).toBeLessThan(150);
      // A glide shows on several frames; a busy machine drops frames, so one position in between is the floor.
      expect(between(byPointer), `passes through positions on the way: ${byPointer.join(' ')}`).toBeGreaterThan(0);

      await ready();
      await link.evaluate((el) => el.focus({ preventScroll: true }));
      const byKeyboard = await sampleScroll(page, () => page.keyboard.press('Enter'));
      expect(byKeyboard.at(-1), `lands at the services section: ${byKeyboard.join(' ')}`).toBe(byPointer.at(-1));
      expect(between(byKeyboard), `passes through positions on the way: ${byKeyboard.join(' ')}`).toBeGreaterThan(0);

      await page.emulateMedia({ reducedMotion: 'reduce' });
      await ready();
      const reduced = await sampleScroll(page, () => link.click());
      expect(reduced.at(-1), 'lands at the services section').toBe(byPointer.at(-1));
      expect(between(reduced), `jumps straight there: ${reduced.join(' ')}`).toBe(0);
    });
  }
});

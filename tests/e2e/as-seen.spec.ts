import { test, expect, type Page } from '@playwright/test';
import { builtRoutes, expectNoSeriousAxeViolations, hydrated, islandsHydrated, recordCspViolations, violations, watchConsole } from './helpers';
import { badBreaks, expectPaintedWell, firstScreenPicture, idleSummaries, layOutWholePage } from './as-seen';

/**
 * "As seen": runs in the phone (390 px, touch) and desktop (1280 px) projects. On every route, and
 * in every state a visitor can open (menus, panels, tabs, tooltips), what the page paints must be
 * usable: controls on screen, on top and unclipped; no text cut off; no figure or hyphenated heading
 * word broken across lines. On the same page load: no horizontal overflow from 320 to 1920 px, no
 * serious accessibility violation (axe) in this layout, and, with every island hydrated and every
 * menu opened, no request to another origin, no console error and no CSP or Trusted Types violation.
 * A page top on the navy ground shows a picture in the first screen, not only words. In the projects that repeat the layout checks in
 * another font (metadata.layoutOnly), only what the font can change is checked again.
 */

/** Every built route, and the not-found page a visitor lands on from a broken link (answered with HTTP 404). */
const NOT_FOUND = '/no-such-page';
const routes = [...builtRoutes(), NOT_FOUND];
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/** A figure and its unit: "14 months", "90 days", "2-5 days", "₹10-50 LPA", "C$2.4 billion". */
const FIGURE =
  /(?:[₹$]|C\$)?\d[\d,.]*(?:[-–]\d[\d,.]*)?\+?\s(?:seconds?|minutes?|mins?|hours?|hrs|days?|weeks?|months?|years?|LPA|lakhs?|crores?|Cr|billion|million)\b/gu;

async function open(page: Page, route: string) {
  expect((await page.goto(route))?.status()).toBe(route === NOT_FOUND ? 404 : 200);
  // Nothing spills sideways at the widths this layout covers (phone: 320-390 px; desktop: 768-1920 px).
  const screen = page.viewportSize()!;
  for (const width of isPhone(page) ? [320] : [768, 1024, 1920]) {
    await page.setViewportSize({ width, height: screen.height });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${route}: horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(screen);
  await layOutWholePage(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

for (const route of routes) {
  test(`${route} as seen: controls, text, accessibility and open states`, async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const layoutOnly = !!testInfo.project.metadata.layoutOnly;
    const errors = watchConsole(page);
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') foreign.push(request.url());
    });
    await recordCspViolations(page);
    await open(page, route);
    // A page top on the navy ground shows a picture, not only words (at least a 160 x 120 px area of it painted); reading
    // pages (articles, lists, policies) open on a light header of words alone (docs/brand.md).
    const reading = await page.locator('main > :first-child').evaluate((el) => !el.classList.contains('on-dark'));
    const picture = await firstScreenPicture(page);
    if (!reading) expect(picture.area, `${route}: the largest picture in the first screen is ${picture.what}`).toBeGreaterThanOrEqual(160 * 120);
    await expectPaintedWell(page.locator('body'), `${route}`);
    expect(await badBreaks(page.locator('main'), FIGURE), 'line breaks').toEqual([]);
    // A fold's summary is a control only where it folds something.
    expect(await idleSummaries(page), `${route}: summaries that open nothing`).toEqual([]);
    if (!layoutOnly) await expectNoSeriousAxeViolations(page);

    // Every fold on show (a `<details>`: the home panels, job details, a phone's contents list, footer groups), opened in turn.
    const folds = page.locator('details > summary:visible');
    for (let i = 0; i < (await folds.count()); i++) {
      const summary = folds.nth(i);
      const fold = summary.locator('xpath=..');
      if (!(await fold.evaluate((el) => (el as HTMLDetailsElement).open))) await summary.click();
      await expect(fold).toHaveAttribute('open', '');
      await expectPaintedWell(fold, `${route} fold "${(await summary.innerText()).trim().slice(0, 40)}"`);
    }

    // Every tab, selected in turn.
    const tabs = page.locator('main [role="tab"]:visible');
    for (let i = 0; i < (await tabs.count()); i++) {
      const tab = tabs.nth(i);
      await hydrated(tab);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      const panel = page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`);
      await expect(panel).toBeVisible();
      await expectPaintedWell(panel, `${route} tab "${await tab.innerText()}"`);
    }

    // Every explained term's tooltip, opened from the keyboard.
    const terms = page.locator('main button[aria-describedby]:visible');
    for (let i = 0; i < (await terms.count()); i++) {
      const term = terms.nth(i);
      await hydrated(term);
      await term.focus();
      const tip = page.locator(`[id="${await term.getAttribute('aria-describedby')}"]`);
      await expect(tip).toBeVisible();
      await expectPaintedWell(tip, `${route} tooltip of "${await term.innerText()}"`);
      await term.blur();
    }

    // The header's menu in this layout.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    if (isPhone(page)) {
      const button = page.getByRole('button', { name: 'Open menu' });
      await hydrated(button);
      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await expect(dialog).toBeVisible();
      const box = (await dialog.boundingBox())!;
      const screen = page.viewportSize()!;
      expect(box.x <= 0 && box.y <= 0 && box.width >= screen.width && box.height >= screen.height, 'the open menu covers the screen').toBe(true);
      expect(await dialog.getByRole('link').count()).toBeGreaterThan(10);
      // The call to action is on the menu's first screen, whole and on top, before anything is scrolled.
      const start = dialog.getByRole('link', { name: /Start AI Training/ });
      expect(
        await start.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= innerHeight && el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
        }),
        `${route} menu call to action on the first screen`,
      ).toBe(true);
      await expectPaintedWell(dialog, `${route} mobile menu`);
    } else {
      const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Industries' });
      await hydrated(trigger);
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
      await expect(panel.getByRole('link')).toHaveCount(8);
      await expectPaintedWell(panel, `${route} Industries menu`);
    }
    if (layoutOnly) return;
    // Every island that hydrates in this layout (client:visible ones once scrolled to) has hydrated.
    await page.keyboard.press('Escape');
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((r) => requestAnimationFrame(r));
      }
    });
    await islandsHydrated(page);
    // Nothing the page did in any of these states broke the Content-Security-Policy or Trusted Types.
    expect(await violations(page), 'CSP and Trusted Types violations').toEqual([]);
    expect(foreign, 'requests to other origins').toEqual([]);
    // The not-found page's own 404 answer is the one error Chromium logs there.
    const own404 = (e: string) => route === NOT_FOUND && /status of 404/.test(e);
    expect(
      errors.filter((e) => !own404(e)),
      'console errors',
    ).toEqual([]);
  });
}

import { test, expect, type Page } from '@playwright/test';
import { builtRoutes } from './helpers';

/**
 * The first screen of every route, on a common laptop (1280 x 720) and a phone (390 x 844): the page's
 * statement (its h1) is painted whole inside it, and so is the page top's primary button where the page
 * top has one (docs/brand.md). Reading pages (articles, lists, policies) open on words alone.
 */

const routes = builtRoutes();

/** The screen each project stands for: the phone project's own, a 1280 x 720 laptop for the desktop. */
const screenOf = (page: Page) => ((page.viewportSize()?.width ?? 0) < 1024 ? { width: 390, height: 844 } : { width: 1280, height: 720 });

for (const route of routes) {
  test(`${route}: the statement and its primary button are on the first screen`, async ({ page }) => {
    await page.setViewportSize(screenOf(page));
    await page.goto(route);
    const inside = (box: { y: number; height: number } | null) => !!box && box.y >= 0 && box.y + box.height <= page.viewportSize()!.height;
    const h1 = page.locator('main h1');
    expect(inside(await h1.boundingBox()), `${route}: the h1 ends at ${JSON.stringify(await h1.boundingBox())}`).toBe(true);
    // The page top: the band that holds the h1. Its primary button, if it has one, is the first link styled as a button.
    const top = page.locator('main > :first-child');
    const primary = top.locator('a.rounded-button').first();
    if ((await primary.count()) === 0) return;
    const box = await primary.boundingBox();
    expect(inside(box), `${route}: "${(await primary.innerText()).trim()}" ends at ${box ? Math.round(box.y + box.height) : '-'} px`).toBe(true);
  });
}

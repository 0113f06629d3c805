import { test, expect } from '@playwright/test';
import { SEARCH_COPY } from '../../src/lib/site-search';
import { builtRoutes } from './helpers';

/** Issue 39, point 3: without JavaScript the header's search is a link to a page that lists every route by kind. */
test('the header links to /search, which lists every page by kind and shows no dead search box', async ({ page }) => {
  await page.goto('/contact');
  const link = page.getByRole('banner').getByRole('link', { name: SEARCH_COPY.open, exact: true });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('searchbox')).toBeHidden();
  const listed = new Set(await page.locator('#every-page a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))));
  const routes = builtRoutes().filter((r) => !/\/page\/\d+$/.test(r) && r !== '/search');
  expect(routes.filter((r) => !listed.has(r))).toEqual([]);
  for (const name of ['Services and industries', 'Articles', 'Open roles', 'AI Marketplace tools', 'Other pages'])
    await expect(page.getByRole('heading', { name: new RegExp(`^${name}`) })).toBeVisible();
});

test('on a phone the header and the menu page both lead to /search', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${test.info().project.use.baseURL}/about`);
  await expect(page.getByRole('banner').getByRole('link', { name: SEARCH_COPY.open, exact: true })).toBeVisible();
  await context.close();
});

import { test, expect, type Page } from '@playwright/test';
import { paths } from '../../src/lib/routes';

// Runs in the `no-js` project: with scripting off, every opening and every detail of it is reachable,
// and the department links filter the list (CSS `:target`, no script).

// The department groups are the regions inside the openings band, each named by its heading.
const groups = (page: Page) => page.locator('#openings').getByRole('region');
const visibleRows = (page: Page) => page.locator('#openings article').filter({ visible: true });

for (const width of [390, 1280]) {
  test(`every opening's details open without JavaScript at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(paths.careers);
    const rows = page.locator('#openings article');
    await expect(rows).toHaveCount(19);
    await expect(visibleRows(page)).toHaveCount(19);
    for (const row of await rows.all()) {
      await expect(row.locator('details p').first()).toBeHidden();
      await row.locator('summary').click();
      await expect(row.locator('details')).toHaveAttribute('open', '');
      await expect(row.locator('details p').first()).toBeVisible();
      await expect(row.locator('details p').first()).toHaveText(/\w.{40,}/);
      await expect(row.locator('details time')).toHaveCount(2);
      await expect(row.getByRole('link', { name: /^Apply Now/ })).toHaveAttribute('href', /^mailto:/);
    }
  });
}

test('without JavaScript a department link shows only that department, and "All departments" all 19', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(paths.careers);
  const nav = page.locator('#openings').getByRole('navigation', { name: 'Filter by department' });
  const links = (await nav.getByRole('link').all()).slice(1);
  expect(links).toHaveLength(3);
  let total = 0;
  for (const link of links) {
    const href = (await link.getAttribute('href'))!;
    const count = Number((await link.textContent())!.match(/(\d+)$/)![1]);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(groups(page).filter({ visible: true })).toHaveCount(1);
    await expect(page.locator(href)).toBeVisible();
    await expect(page.locator(`${href} h3`)).toBeInViewport();
    await expect(visibleRows(page)).toHaveCount(count);
    await expect(page.locator(`${href} article`)).toHaveCount(count);
    total += count;
  }
  expect(total).toBe(19);
  await nav.getByRole('link', { name: /^All departments/ }).click();
  await expect(groups(page).filter({ visible: true })).toHaveCount(3);
  await expect(visibleRows(page)).toHaveCount(19);
});

import { test, expect } from '@playwright/test';
import { companyLinks, companyMenuLabel, servicesMenuLabel, trainingLink } from '../../src/lib/nav';
import { servicePath } from '../../src/lib/routes';
import { SPEC_SERVICES } from '../spec/spec';

/** Without JavaScript the Services and Company menus are plain links to the footer's navigation, which lists all their pages. */
test('on a desktop the Services and Company menus are plain links to the pages they hold', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about');
  const main = page.getByRole('navigation', { name: 'Main' });
  const groups = [
    { label: servicesMenuLabel, hrefs: [trainingLink.href, ...SPEC_SERVICES.map(servicePath)] },
    { label: companyMenuLabel, hrefs: companyLinks.map((l) => l.href) },
  ];
  for (const { label, hrefs } of groups) {
    await expect(main.getByRole('button', { name: label })).toBeHidden();
    const link = main.getByRole('link', { name: label, exact: true });
    await expect(link).toBeVisible();
    await link.click();
    const target = page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`);
    await expect(target, `${label} leads to a place on the page`).toHaveCount(1);
    await expect(target).toBeInViewport();
    const listed = await target
      .locator('a[href]')
      .evaluateAll((as) => as.filter((a) => (a as HTMLElement).checkVisibility()).map((a) => a.getAttribute('href')));
    expect(listed, `where ${label} leads lists its pages`).toEqual(expect.arrayContaining(hrefs));
    await page.goto('/about');
  }
});

import { test, expect, type Locator, type Page } from '@playwright/test';
import { SPEC_TIMING } from '../spec/spec';
import { builtRoutes, hydrated } from './helpers';
import { primaryMenuLabel } from '../../src/lib/nav';

/**
 * Issue 19, point 2: the header shows the whole business. Its menus (Industries, Services, Company)
 * and the mobile menu each reach every page of the sitemap's main families, the new menus keep the
 * spec's timings (§9), and the current page is marked.
 */

const LONG_PAGE = '/privacy-policy';

/** Every service, industry, programme and company page: the sitemap without the home page, policies, single articles and /search (the header's search control, search.spec.ts). */
const mainRoutes = () => builtRoutes().filter((r) => r !== '/' && r !== '/search' && !/policy|terms-of-service|^\/insights\/./.test(r));

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const trigger = (page: Page, name: string) => mainNav(page).getByRole('button', { name, exact: true });
const visibleHrefs = (scope: Locator) =>
  scope.locator('a[href]').evaluateAll((as) => as.filter((a) => (a as HTMLElement).checkVisibility()).map((a) => a.getAttribute('href')));

test.describe('desktop header', () => {
  test('its links and its three menus reach every page of the main families', async ({ page }) => {
    await page.goto(LONG_PAGE);
    const reached = new Set(await visibleHrefs(mainNav(page)));
    for (const name of ['Industries', 'Services', 'Company']) {
      await hydrated(trigger(page, name));
      await trigger(page, name).click();
      await expect(trigger(page, name)).toHaveAttribute('aria-expanded', 'true');
      for (const href of await visibleHrefs(mainNav(page))) reached.add(href);
    }
    const routes = mainRoutes();
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) expect([...reached], `the header reaches ${route}`).toContain(route);
    expect([...reached], 'the Services menu keeps the training tiers').toContain('/#services');
  });

  for (const name of ['Services', 'Company']) {
    test(`${name} opens on hover after the spec delay (200 ms), closes after 150 ms, and re-opens at once within 300 ms`, async ({ page }) => {
      const { open, close } = SPEC_TIMING.menu;
      await page.clock.install();
      await page.goto(LONG_PAGE);
      const button = trigger(page, name);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await hydrated(button);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await button.hover();
      await page.clock.runFor(open - 50);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await page.clock.runFor(50);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(
        page
          .locator(`#${await button.getAttribute('aria-controls')}`)
          .getByRole('link')
          .first(),
      ).toBeVisible();

      await page.mouse.move(5, 700);
      await page.clock.runFor(close - 50);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.clock.runFor(50);
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      await button.hover();
      await page.clock.runFor(10);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
    });

    test(`${name} works from the keyboard, closing on Escape with focus returned`, async ({ page }) => {
      await page.goto(LONG_PAGE);
      const button = trigger(page, name);
      await hydrated(button);
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.focus();
      await page.keyboard.press('ArrowDown');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await expect(panel.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
    });
  }

  test('moving from an open menu to its neighbour swaps them at once', async ({ page }) => {
    await page.clock.install();
    await page.goto(LONG_PAGE);
    const [industries, services] = [trigger(page, 'Industries'), trigger(page, 'Services')];
    await hydrated(industries);
    await hydrated(services);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await industries.hover();
    await page.clock.runFor(SPEC_TIMING.menu.open);
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
    await services.hover();
    await page.clock.runFor(10);
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(industries).toHaveAttribute('aria-expanded', 'false');
  });

  test('fits on one line from 1024 to 1280 px', async ({ page }) => {
    await page.goto(LONG_PAGE);
    for (const width of [1024, 1100, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // The bar's content box: nothing may run into its side padding, let alone off the screen.
      const bar = page.locator('header .container-page').first();
      const overflow = await bar.evaluate((el) => {
        const outer = el.getBoundingClientRect();
        const pad = parseFloat(getComputedStyle(el).paddingLeft);
        const box = { left: outer.left + pad, right: outer.right - pad, bottom: outer.bottom };
        const items = [...el.querySelectorAll('a, button')].filter((n) => (n as HTMLElement).checkVisibility());
        return items
          .map((n) => ({ text: (n.textContent ?? '').trim(), r: n.getBoundingClientRect() }))
          .filter(({ r }) => r.height > 48 || r.right > box.right + 0.5 || r.left < box.left - 0.5 || r.bottom > box.bottom)
          .map(({ text }) => text);
      });
      expect(overflow, `${width} px: items wrapped or outside the bar`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBe(width);
    }
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('reaches every page of the main families, in four headed groups', async ({ page }) => {
    await page.goto(LONG_PAGE);
    const open = page.getByRole('button', { name: 'Open menu' });
    await hydrated(open);
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    const hrefs = await visibleHrefs(dialog);
    for (const route of mainRoutes()) expect(hrefs, `the mobile menu reaches ${route}`).toContain(route);
    for (const name of [primaryMenuLabel, 'Services', 'Industries', 'Company']) await expect(dialog.getByRole('group', { name })).toBeVisible();
    // The first group (Edge and Plus) is headed too: its label is the first thing under "Menu".
    const first = dialog.getByRole('navigation').getByRole('group').first();
    await expect(first).toHaveAccessibleName(primaryMenuLabel);
    await expect(first.getByRole('link')).toHaveText([/Edge/, /Plus/]);
    const [title, label] = await Promise.all([
      dialog.getByText('Menu', { exact: true }).boundingBox(),
      dialog.getByText(primaryMenuLabel).boundingBox(),
    ]);
    const firstLink = await first.getByRole('link').first().boundingBox();
    expect(label!.y, 'the label under "Menu"').toBeGreaterThan(title!.y + title!.height);
    expect(label!.y + label!.height, 'the label above its links').toBeLessThanOrEqual(firstLink!.y);
    // Compact: each page once, in two columns, within about a screen and a half.
    const internal = hrefs.filter((h) => h?.startsWith('/'));
    expect(new Set(internal).size, 'no page listed twice').toBe(internal.length);
    expect(await dialog.evaluate((el) => el.scrollHeight)).toBeLessThan(844 * 1.5);
  });
});

/** Pages and the header link that names each of them. */
const CURRENT = [
  { route: '/kriyon-edge', menu: null },
  { route: '/campus-hiring', menu: 'Services' },
  { route: '/ai-consulting', menu: 'Services' },
  { route: '/training/bfsi', menu: 'Industries' },
  { route: '/about', menu: 'Company' },
  { route: '/contact', menu: 'Company' },
];

test.describe('the current page', () => {
  for (const { route, menu } of CURRENT) {
    test(`${route} is marked in the header${menu ? ` and its ${menu} menu` : ''}`, async ({ page }) => {
      await page.goto(route);
      const marked = page.locator('header [aria-current="page"]');
      const hrefs = await marked.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs.length, 'marked links (header, menu, mobile menu)').toBeGreaterThanOrEqual(2);
      expect(new Set(hrefs), 'only the page itself is marked').toEqual(new Set([route]));
      // The desktop bar shows it: the link itself, or the menu that holds it, is underlined.
      const shown = menu ? trigger(page, menu) : mainNav(page).getByRole('link', { name: /Edge/ });
      const other = trigger(page, menu === 'Company' ? 'Industries' : 'Company');
      const deco = (l: Locator) => l.evaluate((el) => getComputedStyle(el).textDecorationLine);
      expect(await deco(shown)).toContain('underline');
      expect(await deco(other)).not.toContain('underline');
      if (menu) {
        await hydrated(trigger(page, menu));
        await trigger(page, menu).click();
        const panel = page.locator(`#${await trigger(page, menu).getAttribute('aria-controls')}`);
        const link = panel.locator(`a[href="${route}"]`);
        await expect(link).toHaveAttribute('aria-current', 'page');
        const bg = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
        const sibling = panel.locator('a:not([aria-current])').first();
        expect(await bg(link), 'the current page stands out in its menu').not.toBe(await bg(sibling));
      }
    });
  }

  test('the home page marks the logo, and no anchor link', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('header [aria-current="page"]')).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('link', { name: /home/ })).toHaveAttribute('aria-current', 'page');
  });

  test('a phone shows it in the mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/case-studies');
    const open = page.getByRole('button', { name: 'Open menu' });
    await hydrated(open);
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    const link = dialog.getByRole('link', { name: 'Case Studies', exact: true });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(dialog.locator('[aria-current]')).toHaveCount(1);
    const bg = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await bg(link)).not.toBe(await bg(dialog.getByRole('link', { name: 'Contact', exact: true })));
  });
});

test.describe('on a phone with JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the header shows one menu control: the button, not also the no-JavaScript Menu link', async ({ page }) => {
    await page.goto('/about');
    const header = page.locator('header').first();
    await hydrated(header.getByRole('button', { name: 'Open menu' }));
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Menu', exact: true })).toBeHidden();
  });
});

import { test, expect, type Browser, type Page } from '@playwright/test';
import { industryPath, legalPath, paths, servicePath } from '../../src/lib/routes';
import { LEGAL_SLUGS, SPEC_INDUSTRIES, SPEC_SERVICES } from '../spec/spec';
import { companyLinks, industriesMenuLabel, primaryNav, trainingLink } from '../../src/lib/nav';
import { builtRoutes } from './helpers';

/**
 * The `no-js` project: JavaScript is off. Every page must read completely and every page must be
 * reachable by following visible links, on a phone-sized screen as on a desktop.
 */

const routes = builtRoutes();

/** Opens `path` with JavaScript on and waits for the islands that hydrate on load or idle. */
async function openWithJs(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr][client="load"], astro-island[ssr][client="idle"]'));
  return { page, close: () => context.close() };
}

/** Texts of the headings (h2-h4) inside <main> that a visitor can see. */
async function visibleHeadings(page: Page) {
  return page
    .locator('main')
    .locator('h2, h3, h4')
    .evaluateAll((els) => els.filter((el) => (el as HTMLElement).checkVisibility()).map((el) => el.textContent.replace(/\s+/g, ' ').trim()));
}

for (const route of routes) {
  test(`${route} reads completely without JavaScript`, async ({ page, browser }) => {
    // A page is one request: no font, icon, manifest or stylesheet competes with it on a slow network.
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect((await page.goto(route))?.status()).toBe(200);
      await expect(page.locator('h1'), `${width}px`).toBeVisible();
      await expect(page.locator('h1')).not.toHaveText('');
      const main = page.locator('main');
      await expect(main).toBeVisible();
      expect((await main.innerText()).length, `${route} main text at ${width}px`).toBeGreaterThan(80);

      // Panels that islands open and close (disclosures, tabs) are shown without JavaScript.
      for (const control of await main.locator('[aria-controls]').all()) {
        const id = await control.getAttribute('aria-controls');
        const panel = page.locator(`[id="${id}"]`);
        await expect(panel, `${route} ${width}px: panel #${id} is in the HTML`).toHaveCount(1);
        await expect(panel, `${route} ${width}px: panel #${id} is visible`).toBeVisible();
        // Rendered text, as a visitor who scrolls there reads it: first to its band (laid out as it
        // nears the screen), then to the panel.
        await panel.locator('xpath=ancestor::section[1]').scrollIntoViewIfNeeded();
        await panel.scrollIntoViewIfNeeded();
        await expect(panel, `panel #${id} has content`).toHaveText(/\S/, { useInnerText: true });
      }
      // Native disclosures open without JavaScript.
      for (const details of await main.locator('details').all()) {
        if (!(await details.isVisible())) continue;
        // A summary hidden at this width (a fold for phones only) leaves its content shown: nothing to open.
        const summary = details.locator('summary').first();
        if (!(await summary.isVisible())) continue;
        if ((await details.getAttribute('open')) === null) await summary.click();
        await expect(details).toHaveAttribute('open', '');
        expect((await details.innerText()).trim().length, `${route}: an opened <details> shows content`).toBeGreaterThan(0);
      }
    }

    expect(new Set(requested), `${route} loads nothing besides its HTML`).toEqual(new Set([route]));

    // Everything the page shows with JavaScript at load, it shows without. Only islands can make the
    // two differ, so pages whose main content has none are the same page either way.
    if ((await page.locator('main astro-island').count()) === 0) return;
    const withJs = await openWithJs(browser, route);
    const expected = await visibleHeadings(withJs.page);
    await withJs.close();
    expect(await visibleHeadings(page)).toEqual(expect.arrayContaining(expected));
  });
}

/** Opens every folded `<details>` shown on the page by tapping its summary, as a visitor would. */
async function openFolded(page: Page) {
  const folded = page.locator('details:not([open]) > summary:visible');
  for (let i = 0; i < 50 && (await folded.count()) > 0; i++) await folded.first().click();
}

test('every page of the sitemap is reachable from / through visible links on a phone', async ({ page }) => {
  test.setTimeout(15_000 + routes.length * 3_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const queue = ['/'];
  const reached = new Set<string>();
  const missing = new Map<string, string>();
  while (queue.length) {
    const path = queue.shift()!;
    if (reached.has(path) || missing.has(path)) continue;
    const status = (await page.goto(path))?.status();
    if (status !== 200) {
      missing.set(path, `HTTP ${status}`);
      continue;
    }
    reached.add(path);
    await openFolded(page);
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.filter((a) => (a as HTMLElement).checkVisibility()).map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== new URL(page.url()).origin || /\.[a-z0-9]+$/i.test(url.pathname)) continue;
      if (!reached.has(url.pathname)) queue.push(url.pathname);
    }
  }
  expect([...reached].sort()).toEqual(expect.arrayContaining([...routes].sort()));
  // A link to a page that does not exist is a defect.
  expect([...missing.keys()], 'links to pages that do not exist').toEqual([]);
});

test('on a phone the header offers a Menu link to the footer navigation, which lists every link', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(routes.find((r) => r !== '/') ?? '/');
  await expect(page.locator('button[aria-haspopup="dialog"]').filter({ visible: true }), 'no menu or search button without JavaScript').toHaveCount(
    0,
  );
  const menu = page.getByRole('banner').getByRole('link', { name: 'Menu', exact: true });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute('href', '#site-footer-nav');
  await menu.click();
  await expect(page).toHaveURL(/#site-footer-nav$/);
  await expect(page.locator('#site-footer-nav')).toBeInViewport();
  // On a phone the footer's link groups are folded `<details>`: each opens in place with a tap.
  await openFolded(page);

  const footerHrefs = await page
    .getByRole('contentinfo')
    .locator('a[href]')
    .evaluateAll((links) => links.filter((a) => (a as HTMLElement).checkVisibility()).map((a) => a.getAttribute('href')));
  const everyLink = [...primaryNav, trainingLink, ...companyLinks].map((l) => l.href);
  const generated = [...SPEC_INDUSTRIES.map(industryPath), ...SPEC_SERVICES.map(servicePath), ...LEGAL_SLUGS.map(legalPath)];
  expect(footerHrefs).toEqual(expect.arrayContaining([...everyLink, ...generated, paths.home]));
});

test('on a desktop the Industries menu is a plain link to the industries section', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('button', { name: industriesMenuLabel })).toBeHidden();
  const industries = main.getByRole('link', { name: industriesMenuLabel, exact: true });
  await expect(industries).toBeVisible();
  await expect(industries).toHaveAttribute('href', paths.industries);
  for (const link of primaryNav) await expect(main.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);

  // Once the home page has its industries section, the link lands on all eight industry pages.
  const section = page.locator('#industries');
  await expect(section).toHaveCount(1);
  await industries.click();
  await expect(page).toHaveURL(/\/#industries$/);
  await expect(section).toBeInViewport();
  for (const slug of SPEC_INDUSTRIES) {
    await expect(section.locator(`a[href="${industryPath(slug)}"]`).first(), slug).toBeVisible();
  }
});

test('the marketplace lists all six tools without JavaScript', async ({ page, browser }) => {
  // With JavaScript the page opens on "All" with an empty search: every tool is listed.
  const withJs = await openWithJs(browser, paths.marketplace);
  const tools = await withJs.page
    .locator('main h3')
    .evaluateAll((els) => els.filter((el) => (el as HTMLElement).checkVisibility()).map((el) => el.textContent.trim()));
  await withJs.close();
  expect(tools.length, 'tool cards (h3) with JavaScript').toBeGreaterThanOrEqual(6);

  await page.goto(paths.marketplace);
  for (const name of tools) await expect(page.locator('main h3', { hasText: name }).first(), name).toBeVisible();
  await expect(page.getByText('No AI tools found')).toBeHidden();
});

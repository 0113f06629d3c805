import { readFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { test, expect, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, hydrated, recordCspViolations, violations, watchConsole } from './helpers';
import { expectPaintedWell } from './as-seen';
import { SEARCH_COPY } from '../../src/lib/site-search';

/**
 * Issue 39: search on every page. Opened by its button, "/" or Ctrl/⌘+K (and from the phone menu), closed by Escape
 * with focus back on the button; results grouped by kind, matched words in bold, typos and word starts found; hostile
 * input answered with results or "nothing matches", never an error, a policy violation or a request off the page.
 * Runs at 1280 px (desktop) and at 390 px with touch (phone).
 */

const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: SEARCH_COPY.open, exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: SEARCH_COPY.title });
const box = (page: Page) => dialog(page).getByRole('combobox', { name: SEARCH_COPY.label });
const options = (page: Page) => dialog(page).getByRole('option');

async function openSearch(page: Page, route = '/about') {
  await page.goto(route);
  await hydrated(searchButton(page));
  await searchButton(page).click();
  await expect(box(page)).toBeFocused();
}

/** What leaves the browser while `action` runs: any request that is not for this origin's index or pages. */
async function requestsDuring(page: Page, action: () => Promise<void>) {
  const seen: string[] = [];
  const listener = (r: { url(): string }) => seen.push(r.url());
  page.on('request', listener);
  await action();
  page.off('request', listener);
  return seen;
}

test('the index is built from the content and weighs at most 60 KB as the server sends it (brotli)', () => {
  const index = readFileSync('dist/search-index.json');
  const documents = JSON.parse(index.toString('utf8')) as { kind: string; url: string }[];
  expect(new Set(documents.map((d) => d.kind))).toEqual(new Set(['offer', 'article', 'role', 'tool', 'page']));
  expect(brotliCompressSync(index).length / 1000).toBeLessThanOrEqual(60);
});

test.describe('search', () => {
  test('opens from the header, shows its dialog painted on the screen, and closes on Escape with focus back', async ({ page }) => {
    await openSearch(page);
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('status')).toHaveText(SEARCH_COPY.hint);
    await expectPaintedWell(dialog(page), 'the open search');
    // With words typed, too (a search field's own Escape would only empty it).
    await box(page).fill('cloud');
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
    await expect(searchButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('opens with "/" and with Ctrl+K, but "/" typed in a field stays a character', async ({ page }) => {
    await page.goto('/ai-marketplace');
    await hydrated(searchButton(page));
    await page.keyboard.press('/');
    await expect(box(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await expect(box(page)).toBeFocused();
    await page.keyboard.press('Escape');
    const filter = page.getByRole('searchbox').first();
    await filter.fill('');
    await filter.press('/');
    await expect(filter).toHaveValue('/');
    await expect(dialog(page)).toBeHidden();
  });

  test('finds by word start and despite a typo, groups by kind, bolds the matched words, and goes with the arrow keys', async ({ page }) => {
    await openSearch(page);
    for (const query of ['migration', 'migrat', 'migraton']) {
      await box(page).fill(query);
      await expect(options(page).first(), query).toBeVisible();
      await expect(
        dialog(page)
          .getByRole('option', { name: /Cloud Migration/ })
          .first(),
        query,
      ).toBeVisible();
    }
    await expect(dialog(page).getByRole('group', { name: 'Services and industries' })).toBeVisible();
    await expect(dialog(page).getByRole('group', { name: 'Articles' })).toBeVisible();
    await expect(dialog(page).locator('[role=option] mark').first()).toHaveText(/migrat/i);
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');

    await box(page).fill('pega');
    await expect(dialog(page).getByRole('group', { name: 'Open roles' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const first = options(page).first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    const href = (await first.getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === href);
  });

  test('answers hostile input with results or "nothing matches", with no error, violation or request off the page', async ({ page }) => {
    const errors = watchConsole(page);
    await recordCspViolations(page);
    await openSearch(page);
    await expect(dialog(page).getByRole('status')).toHaveText(SEARCH_COPY.hint);
    const hostile = [
      '<img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
      '.*+?^${}()|[]\\',
      '((((',
      'x'.repeat(5000),
      'cloud\u0000\u0007\u200b\u202emigration',
      '"; DROP TABLE pages; --',
      '%00%2e%2e%2f',
      '🙂🙂🙂',
    ];
    const requests = await requestsDuring(page, async () => {
      for (const query of hostile) {
        await box(page).fill(query);
        const status = dialog(page).getByRole('status');
        await expect(status, query.slice(0, 40)).toHaveText(/^(\d+ results?|Nothing matches “.*”\.)$/s);
        if (/Nothing/.test((await status.textContent()) ?? ''))
          await expect(dialog(page).getByText(SEARCH_COPY.noneHint, { exact: false })).toBeVisible();
      }
    });
    expect(requests, 'a query never leaves the browser').toEqual([]);
    expect(await page.locator('img[src=x]').count()).toBe(0);
    expect(errors).toEqual([]);
    expect(await violations(page)).toEqual([]);
    await box(page).fill('xqzzv migratoin');
    await expect(dialog(page).getByRole('status')).toHaveText(/results?$/);
  });

  test('offers the nearest word when nothing matches, and links every page by kind', async ({ page }) => {
    await openSearch(page);
    await box(page).fill('qqqqqq');
    await expect(dialog(page).getByRole('status')).toHaveText(SEARCH_COPY.none('qqqqqq'));
    await expect(dialog(page).getByRole('link', { name: SEARCH_COPY.all })).toHaveAttribute('href', '/search');
    await box(page).fill('modernisatoin playbok');
    await expect(options(page).first()).toBeVisible();
  });

  test('loads its engine and index only when opened, from this origin', async ({ page }) => {
    const requests = await requestsDuring(page, async () => {
      await page.goto('/about');
      await hydrated(searchButton(page));
    });
    expect(
      requests.filter((u) => /search-index|minisearch|search-dialog/.test(u)),
      'nothing of search before it is opened',
    ).toEqual([]);
    const opened = await requestsDuring(page, async () => {
      await searchButton(page).click();
      await box(page).fill('cloud');
      await expect(options(page).first()).toBeVisible();
    });
    expect(opened.some((u) => u.endsWith('/search-index.json'))).toBe(true);
    expect(opened.filter((u) => !u.startsWith(new URL(page.url()).origin))).toEqual([]);
  });

  test('has no serious accessibility problems, open and with results', async ({ page }) => {
    await openSearch(page);
    await box(page).fill('cloud');
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('search on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('opens from the header and from the menu, fills the screen, and its results are painted and tappable', async ({ page }) => {
    await page.goto('/careers');
    await hydrated(searchButton(page));
    await searchButton(page).tap();
    await expect(box(page)).toBeFocused();
    await box(page).fill('developer');
    await expect(options(page).first()).toBeVisible();
    await expectPaintedWell(dialog(page), 'search on a phone');
    const size = await dialog(page).evaluate((d) => d.getBoundingClientRect().toJSON() as DOMRect);
    expect(size.width).toBeGreaterThanOrEqual(389);
    await dialog(page).getByRole('button', { name: SEARCH_COPY.close }).tap();
    await expect(dialog(page)).toBeHidden();

    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await hydrated(menuButton);
    await menuButton.tap();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: SEARCH_COPY.title }).tap();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(box(page)).toBeFocused();
    await expect(page).toHaveURL(/\/careers$/);
  });
});

test.describe('the /search page', () => {
  test('lists every page by kind and searches from the address', async ({ page }) => {
    await page.goto('/search?q=pega');
    for (const name of ['Services and industries', 'Articles', 'Open roles', 'AI Marketplace tools', 'Other pages'])
      await expect(page.locator('#every-page').getByRole('heading', { name: new RegExp(`^${name} \\(\\d+\\)$`) })).toBeVisible();
    await expect(page.getByRole('search').getByRole('heading', { name: 'Open roles' })).toBeVisible();
    await expect(page.getByRole('search').getByRole('status')).toHaveText(/\d+ results?/);
    await expect(page.getByRole('search').getByRole('link', { name: /PEGA/ }).first()).toBeVisible();
    await page.getByRole('search').getByRole('searchbox').fill('cloud migration');
    await expect(page).toHaveURL(/\?q=cloud\+migration$/);
    await expectNoSeriousAxeViolations(page);
  });
});

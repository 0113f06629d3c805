import { test, expect, type Page } from '@playwright/test';
import { SCREEN, laidOut, phoneRoutes } from './phone';

/**
 * Designed for the phone, at 390 x 844 px (page lengths: phone-length.spec.ts): every footer link can
 * be reached without JavaScript; stat rows are 2 x 2 grids unless a description would run long in a
 * half-width card, then one column; no grid ends a row with an empty cell.
 */

const routes = phoneRoutes();

test.use({ viewport: SCREEN, isMobile: true, hasTouch: true });

test.describe('footer without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('on a phone every link group opens in place and every link is then on show', async ({ page }) => {
    await laidOut(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Footer' });
    const groups = nav.locator('details');
    await expect(groups).toHaveCount(3);
    const links = nav.locator('details a');
    expect(await links.count()).toBeGreaterThan(20);
    // Closed at first, so the footer stays short.
    expect(await links.first().isVisible()).toBe(false);
    for (let i = 0; i < 3; i++) await groups.nth(i).locator('summary').click();
    for (let i = 0; i < (await links.count()); i++) await expect(links.nth(i)).toBeVisible();
  });

  test('from the tablet width up the groups are open lists with no click', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await laidOut(page, '/about');
    const links = page.getByRole('navigation', { name: 'Footer' }).getByRole('link');
    expect(await links.count()).toBeGreaterThan(20);
    for (let i = 0; i < (await links.count()); i++) await expect(links.nth(i)).toBeVisible();
  });
});

/**
 * Stat rows at 390 px: two columns while every description is short; a row with a long one (the
 * designers found 7-10 lines of ~18 characters beside a half-empty card) is one column of full-width
 * cards. Either way no description runs past five lines, and `long` pages show one column.
 */
// Since the ledger (issue 37) carries each figure's base, most rows are a figure and a plain label: two across.
const STAT_ROWS: { route: string; long: boolean }[] = [
  { route: '/insights', long: false },
  { route: '/careers', long: false },
  { route: '/ai-consulting', long: false },
  { route: '/ai-marketplace', long: false },
  { route: '/kriyon-edge', long: true },
  { route: '/case-studies', long: false },
  { route: '/app-modernization', long: false },
];

test.describe('stat rows on a phone', () => {
  for (const { route, long } of STAT_ROWS) {
    test(`${route}: stat rows are 2 x 2 grids, or one column when a description is long`, async ({ page }) => {
      await laidOut(page, route);
      const rows = await page.locator('[data-stat-row]').evaluateAll((grids) =>
        grids
          .filter((g) => g.getClientRects().length > 0)
          .map((g) => ({
            columns: getComputedStyle(g).gridTemplateColumns.split(' ').filter(Boolean).length,
            // Lines of each description as painted: its height over its line height.
            lines: [...g.children].flatMap((card) =>
              [...card.querySelectorAll('dd')]
                .filter((dd) => getComputedStyle(dd).order === '3')
                .map((dd) => Math.round(dd.getBoundingClientRect().height / parseFloat(getComputedStyle(dd).lineHeight))),
            ),
          })),
      );
      expect(rows.length, `${route} has a stat row`).toBeGreaterThan(0);
      for (const row of rows) {
        expect([1, 2], `${route}: columns`).toContain(row.columns);
        expect(Math.max(0, ...row.lines), `${route}: longest description, in lines (${row.columns} columns)`).toBeLessThanOrEqual(5);
      }
      if (long)
        expect(
          rows.map((r) => r.columns),
          `${route}: a row of long descriptions is one column`,
        ).toContain(1);
      else
        expect(
          rows.map((r) => r.columns),
          route,
        ).toEqual(rows.map(() => 2));
    });
  }
});

/**
 * The grids of equal columns whose last row leaves its last cell empty. Each shown child covers the
 * columns from where it starts for as many as its width spans; a child spanning rows from above
 * (its bottom below the last row's top) covers its columns in the last row too.
 */
function gridHoles(page: Page) {
  return page.locator('main').evaluate((main) =>
    [...main.querySelectorAll<HTMLElement>('*')]
      .filter((g) => getComputedStyle(g).display === 'grid' && g.getClientRects().length > 0)
      .flatMap((g) => {
        const s = getComputedStyle(g);
        const tracks = s.gridTemplateColumns.split(' ').filter(Boolean).map(parseFloat);
        const items = [...g.children].filter((c) => c.getClientRects().length > 0 && getComputedStyle(c).position !== 'absolute');
        if (tracks.length < 2 || items.length < tracks.length || Math.max(...tracks) - Math.min(...tracks) > 1) return [];
        const gap = parseFloat(s.columnGap) || 0;
        const start = g.getBoundingClientRect().left + parseFloat(s.paddingLeft) + parseFloat(s.borderLeftWidth);
        const step = tracks[0] + gap;
        const boxes = items.map((c) => c.getBoundingClientRect());
        const lastTop = Math.max(...boxes.map((b) => b.top));
        const covered = new Set<number>();
        for (const b of boxes.filter((b) => b.bottom > lastTop + 1)) {
          const from = Math.round((b.left - start) / step);
          const span = Math.max(1, Math.round((b.width + gap) / step));
          for (let c = from; c < from + span; c++) covered.add(c);
        }
        if (covered.has(tracks.length - 1)) return [];
        const what = `${g.tagName.toLowerCase()}.${[...g.classList].slice(0, 4).join('.')} in #${g.closest('[id]')?.id ?? '?'}`;
        return [`${what}: ${items.length} items in ${tracks.length} columns, the last row ends with an empty cell`];
      }),
  );
}

test.describe('no grid ends a row with an empty cell', () => {
  for (const route of routes) {
    test(`${route}: grids at 390 and 1280 px`, async ({ page }) => {
      await laidOut(page, route);
      const holes = [...(await gridHoles(page))];
      await page.setViewportSize({ width: 1280, height: 800 });
      holes.push(...(await gridHoles(page)).map((h) => `1280 px: ${h}`));
      expect(holes, route).toEqual([]);
    });
  }
});

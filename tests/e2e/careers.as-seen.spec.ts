import { test, expect, type Locator } from '@playwright/test';
import { site } from '../../src/lib/site';
import { paths } from '../../src/lib/routes';
import { controlProblems, layOutWholePage } from './as-seen';

/**
 * /careers as a visitor sees it, in the phone (390 px) and desktop (1280 px) projects: a short page
 * whose openings are compact rows (title, department, experience, location, package, "Apply Now")
 * that open their details in place.
 */

const SCREEN = 844;
const rows = (page: import('@playwright/test').Page) => page.locator('#openings article');

/** The text a visitor can read in a row, from its painted elements only. */
const readable = (row: Locator) => row.evaluate((el) => (el as HTMLElement).innerText.replace(/\s+/g, ' '));

test.beforeEach(async ({ page }) => {
  await page.goto(paths.careers);
});

test('at 390 px the whole page is under 8 screens, with every section laid out', async ({ page }) => {
  // Issue 19's target for /careers: under 8 screens (6,752 px) at 390 px, footer included.
  await page.setViewportSize({ width: 390, height: SCREEN });
  await layOutWholePage(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, `${height} px is ${(height / SCREEN).toFixed(1)} screens`).toBeLessThan(8 * SCREEN);
  // Short because it is compact, not because anything was left out.
  await expect(rows(page)).toHaveCount(19);
  for (const id of ['culture', 'perks', 'openings', 'hiring-process', 'join']) await expect(page.locator(`#${id}`)).toBeVisible();
});

/** The text a row prints on screen: its painted text without what only screen readers hear. */
const printed = (row: Locator) =>
  row.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll('.sr-only, details > :not(summary)')) hidden.remove();
    return (copy.textContent ?? '').replace(/\s+/g, ' ');
  });

test('each row shows title, department, experience, location, package and "Apply Now", its details folded', async ({ page }) => {
  await expect(rows(page)).toHaveCount(19);
  for (const row of await rows(page).all()) {
    const text = await readable(row);
    await expect(row.locator('h4')).toBeVisible();
    expect(text).toMatch(/Software Development|Consulting|Education/);
    expect(text).toMatch(/\d+–\d+ years?|\d+\+ years/);
    expect(text).toMatch(/Hyderabad/);
    expect(text).toMatch(/₹\d+–\d+ LPA/);
    // The department is the heading of the row's group: the row says it to screen readers, and prints no separators.
    const department = (await row.locator('xpath=ancestor::section[1]/h3').textContent())!.replace(/\s*\d+$/, '').trim();
    expect(text).toContain(department);
    expect(await printed(row)).not.toContain(department);
    expect(await printed(row)).not.toMatch(/[·•|]/);
    // "Apply Now" is a list's action: a text link, not a filled or outlined button.
    const apply = row.getByRole('link', { name: /^Apply Now/ });
    await expect(apply).toBeVisible();
    const look = await apply.evaluate((a) => {
      const s = getComputedStyle(a);
      return { fill: s.backgroundColor, ring: s.boxShadow, border: parseFloat(s.borderTopWidth) };
    });
    expect(look).toEqual({ fill: 'rgba(0, 0, 0, 0)', ring: 'none', border: 0 });
    // Folded: the description and skills wait behind the row's "Details".
    await expect(row.locator('details')).not.toHaveAttribute('open');
    await expect(row.locator('details p').first()).toBeHidden();
    // A row is short: at most a third of the phone's screen.
    expect((await row.boundingBox())!.height).toBeLessThan(SCREEN / 3);
  }
  // Rows keep one rhythm: the facts line sits right under the title whether the title takes one line or two.
  const gaps = await rows(page).evaluateAll((articles) =>
    articles.map((row) => row.querySelector('summary')!.getBoundingClientRect().top - row.querySelector('h4')!.getBoundingClientRect().bottom),
  );
  expect(Math.max(...gaps) - Math.min(...gaps), `gaps under the titles: ${gaps.map(Math.round).join(', ')}`).toBeLessThanOrEqual(4);
  expect(await controlProblems(page.locator('#openings'))).toEqual([]);
});

test('a row opens in place to its description, skills and dates, and "Apply Now" mails that role', async ({ page }) => {
  const row = rows(page).nth(4);
  const title = (await row.locator('h4').textContent())!.trim();
  const before = (await row.boundingBox())!.height;
  await row.locator('summary').click();
  await expect(row.locator('details')).toHaveAttribute('open', '');
  const text = await readable(row);
  expect(text).toMatch(/Posted \w+/);
  expect(text).toMatch(/Apply by \w+/);
  await expect(row.locator('details li').first()).toBeVisible();
  expect((await row.boundingBox())!.height).toBeGreaterThan(before + 60);
  expect(await controlProblems(row)).toEqual([]);

  const apply = row.getByRole('link', { name: /^Apply Now/ });
  await expect(apply).toBeVisible();
  const url = new URL((await apply.getAttribute('href'))!);
  expect(url.protocol).toBe('mailto:');
  expect(decodeURIComponent(url.pathname)).toBe(site.careersEmail);
  expect(url.searchParams.get('subject')).toBe(`Application: ${title}`);
  // Folds again.
  await row.locator('summary').click();
  await expect(row.locator('details')).not.toHaveAttribute('open');
});

test('from 768 px the fold chevron of each row sits on the centre line of its "Apply Now"', async ({ page }) => {
  // On a phone the chevron ends the detail line under the button: the phone project checks a tablet width.
  if (page.viewportSize()!.width < 768) await page.setViewportSize({ width: 800, height: 900 });
  await layOutWholePage(page);
  const offsets = await rows(page).evaluateAll((articles) =>
    articles.map((row) => {
      const apply = [...row.querySelectorAll('a')].find((a) => /Apply/.test(a.textContent ?? ''))!.getBoundingClientRect();
      const chevron = row.querySelector('summary svg')!.getBoundingClientRect();
      return Math.abs(apply.top + apply.height / 2 - (chevron.top + chevron.height / 2));
    }),
  );
  expect(offsets.length).toBe(19);
  expect(Math.max(...offsets), 'largest gap between the two centres (px)').toBeLessThanOrEqual(1.5);
});

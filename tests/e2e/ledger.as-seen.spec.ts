import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { parse } from 'yaml';
import { formatClaim, type ClaimValue } from '../../src/lib/claims';
import { claimAnchor, claimHref, LEDGER_PATH } from '../../src/lib/ledger';
import { parseHtml, routeFile } from './built-html';
import { builtRoutes } from './helpers';
import { expectPaintedWell } from './as-seen';

/**
 * The public ledger of figures (issue 37), read from the built HTML: one line for every claim of
 * src/content/claims.yaml, no more and no fewer; every stat tile and hero fact that prints a claim links to its line;
 * every such link lands on a line that states the same figure.
 */

const claims = Object.entries(parse(readFileSync('src/content/claims.yaml', 'utf8')) as Record<string, ClaimValue>);
const printed = new Map(claims.map(([id, claim]) => [id, formatClaim(claim)]));
const values = new Set(printed.values());
const norm = (s: string | null | undefined) => (s ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const page = (route: string) => parseHtml(readFileSync(routeFile(route), 'utf8'));
const routes = builtRoutes();

test('the ledger has a line for every claim in claims.yaml, in its order, no more and no fewer, each stating its figure', () => {
  const ledger = page(LEDGER_PATH);
  const lines = [...ledger.querySelectorAll('main article[id]')];
  expect(lines.map((l) => l.id)).toEqual(claims.map(([id]) => claimAnchor(id)));
  for (const [id] of claims) {
    const line = ledger.getElementById(claimAnchor(id))!;
    expect(norm(line.querySelector('.figure-num')?.textContent), id).toBe(norm(printed.get(id)));
    // What it counts, its period, how it is checked and when: on every line; its pages where any page states it.
    const terms = [...line.querySelectorAll('dt')].map((dt) => norm(dt.textContent));
    expect(terms, id).toEqual(expect.arrayContaining(['What it counts', 'Period', 'How we check it', 'Last checked', 'Stated on']));
  }
});

test("every figure link on the site lands on its claim's line, which states the same figure", () => {
  const ledger = page(LEDGER_PATH);
  let links = 0;
  for (const route of routes) {
    for (const a of page(route).querySelectorAll('a[data-claim]')) {
      links++;
      const id = a.getAttribute('data-claim')!;
      expect(a.getAttribute('href'), `${route}: ${id}`).toBe(claimHref(id));
      expect(ledger.getElementById(claimAnchor(id)), `${route}: a line for ${id}`).toBeTruthy();
      expect(norm(a.textContent), `${route}: the link of ${id} shows its figure`).toBe(norm(printed.get(id)));
      // Named by its figure first (visible words in the name), then what the link does.
      expect(a.getAttribute('aria-label'), `${route}: ${id}`).toBe(`${norm(printed.get(id))}, how we measure it`);
    }
  }
  expect(links, 'figure links across the site').toBeGreaterThan(60);
});

test('every stat tile and hero fact that prints a claim links to its line', () => {
  const unlinked: string[] = [];
  for (const route of routes.filter((r) => r !== LEDGER_PATH)) {
    for (const tile of page(route).querySelectorAll('main [data-figure]')) {
      const text = norm(tile.textContent);
      if (values.has(text) && !tile.querySelector('a[data-claim]')) unlinked.push(`${route}: "${text}"`);
    }
  }
  expect(unlinked).toEqual([]);
});

test('the ledger is linked from the footer of every page and from the About page, and lists each page that states a figure', () => {
  for (const route of routes) expect(page(route).querySelector(`footer a[href="${LEDGER_PATH}"]`), route).toBeTruthy();
  expect(page('/about').querySelector(`main a[href^="${LEDGER_PATH}"]`), 'About links to the ledger').toBeTruthy();
  // A page that prints a claim in a tile is among the pages its line says state it.
  const ledger = page(LEDGER_PATH);
  for (const route of ['/', '/ai-consulting', '/contact', '/careers', '/kriyon-edge']) {
    for (const a of page(route).querySelectorAll('main [data-figure] a[data-claim]')) {
      const line = ledger.getElementById(claimAnchor(a.getAttribute('data-claim')!))!;
      const stated = [...line.querySelectorAll('dd a')].map((l) => l.getAttribute('href'));
      expect(stated, `${a.getAttribute('data-claim')} is stated on ${route}`).toContain(route);
    }
  }
});

test('crore, lakh and LPA are defined once, on the ledger: a page explains them only in those words', () => {
  const ledger = page(LEDGER_PATH);
  const definitions = ['crore', 'lakh', 'lpa'].map((id) => {
    expect(ledger.getElementById(id), id).toBeTruthy();
    return norm(ledger.querySelector(`#${id} dd`)?.textContent);
  });
  const glosses = routes
    .filter((r) => r !== LEDGER_PATH)
    .filter((r) =>
      /1,00,00,000|hundred lakh|1 lakh is/.test(definitions.reduce((t, d) => t.replaceAll(d, ''), norm(page(r).querySelector('main')?.textContent))),
    );
  expect(glosses, 'pages that explain crore or lakh in their own words').toEqual([]);
});

test.describe('a figure link as a visitor follows it', () => {
  test('clicking a figure lands on its line, in view below the header, and marks it', async ({ page: tab }) => {
    await tab.goto('/ai-consulting');
    const link = tab.locator('main a[data-claim="aiConsultingRoi"]').first();
    await link.scrollIntoViewIfNeeded();
    await expectPaintedWell(link, 'the five-year ROI figure link');
    await link.click();
    await expect(tab).toHaveURL(new RegExp(`${LEDGER_PATH}#ai-consulting-roi$`));
    const line = tab.locator('#ai-consulting-roi');
    await expect(line).toBeInViewport();
    // Not under the fixed header: the header's bottom is above the line's top.
    const [header, box] = await Promise.all([tab.locator('body > header, header.fixed').first().boundingBox(), line.boundingBox()]);
    expect(box!.y, 'the line starts below the header').toBeGreaterThanOrEqual(header!.y + header!.height - 1);
    await expect(line).toContainText('9 engagements live five years or more');
    const marked = await line.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(marked, 'the line a link lands on is marked').not.toBe('rgba(0, 0, 0, 0)');
  });
});

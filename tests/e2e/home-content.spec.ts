import { test, expect, type Locator } from '@playwright/test';
import { SPEC_INDUSTRIES } from '../spec/spec';
import { pageJsonLd } from './helpers';

/** Every home figure of spec §2 and §9, with the words printed beside it. */
const FIGURES: { scope: string; value: string; label: string }[] = [
  { scope: '#quick-facts', value: '15-minute', label: 'setup' },
  { scope: '#quick-facts', value: '40%', label: 'productivity boost' },
  { scope: '#quick-facts', value: '90-day', label: 'guarantee' },
  { scope: '#impact-stats', value: '48 hours', label: 'Quick start: from consultation' },
  { scope: '#impact-stats', value: '200+', label: 'Enterprise clients' },
  { scope: '#impact-stats', value: '95%', label: 'projects on time and on budget' },
  { scope: '#impact-stats', value: '24/7', label: 'Expert support' },
  { scope: '#services', value: '60 minutes', label: 'consultation' },
  { scope: '#services', value: '90-day', label: 'implementation support' },
  { scope: '#why-choose-us', value: '4.2x', label: 'Learning velocity' },
  { scope: '#why-choose-us', value: '92%', label: 'Retention of trained staff' },
  { scope: '#why-choose-us', value: '88%', label: 'Leadership readiness' },
  { scope: '#why-choose-us', value: '82%', label: 'Internal mobility' },
  { scope: '#additional-metrics', value: '3.1x', label: 'Implementation speed' },
  { scope: '#additional-metrics', value: '70%', label: 'Efficiency gain' },
  // Spec: "5-month average ROI": the time a programme takes to pay for itself.
  { scope: '#additional-metrics', value: '5 months', label: 'Training payback' },
  { scope: '#additional-metrics', value: '91%', label: 'Tool integration' },
  { scope: '#additional-metrics', value: '78%', label: 'Automation' },
  { scope: '#additional-metrics', value: '86%', label: 'Collaboration' },
  { scope: '#why-choose-us', value: '24 hours', label: 'call with a senior consultant' },
  { scope: '#why-choose-us', value: '2 hours', label: 'priority support' },
  { scope: '#industries', value: '93–98%', label: 'of learners rate it 4–5 out of 5' },
];

const TIERS = [
  ['Executive AI Leadership', '2–5 days'],
  ['Technical AI Upskilling', '4–12 weeks'],
  ['Organization-wide Training', 'Flexible modules'],
];

const LEVELS = [
  ['C-suite', '12 weeks'],
  ['Middle management', '8 weeks'],
  ['Technical teams', '16 weeks'],
  ['Entry-level', '4 weeks'],
];

/** The figure and its label sit in the same small block (a card, list item or dl group). */
async function expectFigure(scope: Locator, value: string, label: string) {
  const figure = scope.getByText(value, { exact: true }).first();
  await expect(figure, value).toBeVisible();
  await expect(figure.locator('xpath=ancestor::*[self::li or self::div][1]'), `${value} ${label}`).toContainText(label);
}

test('every home figure is shown with its label', async ({ page }) => {
  await page.goto('/');
  for (const id of ['additional-metrics', 'training-approach']) await page.locator(`details:has(> #${id}) > summary`).click();
  for (const { scope, value, label } of FIGURES) await expectFigure(page.locator(scope), value, label);
  for (const [title, duration] of TIERS) {
    await expect(page.locator('#services article', { hasText: title })).toContainText(duration);
  }
  for (const [level, duration] of LEVELS) {
    await expect(page.locator('#industries li', { hasText: level }).first()).toContainText(duration);
  }
});

test('the five businesses come right after the hero, before the training detail, each with one line and a way in', async ({ page, request }) => {
  await page.goto('/');
  // Every §2 home section follows, in the spec's order.
  const order = await page.locator('main > section').evaluateAll((sections) => sections.map((s) => s.id || 'hero'));
  // The strategic implementation section hands over to the page's one closing call (its assessment), joined to the footer.
  expect(order).toEqual([
    'hero',
    'what-we-do',
    'services',
    'why-choose-us',
    'industries',
    'global-ai-developments',
    'strategic-implementation',
    'assessment',
  ]);
  const businesses = page.locator('#what-we-do li');
  const expected: [string, string[]][] = [
    ['AI training', ['/#services']],
    ['Consulting and technology', ['/ai-consulting']],
    ['Hiring', ['/campus-hiring', '/leadership-hiring']],
    ['Startups', ['/kriyon-plus']],
    ['Universities', ['/kriyon-edge']],
  ];
  await expect(businesses).toHaveCount(expected.length);
  for (const [i, [title, hrefs]] of expected.entries()) {
    const business = businesses.nth(i);
    await expect(business.getByRole('heading', { level: 3 })).toHaveText(title);
    await expect(business.locator('p').first()).toBeVisible();
    const links = business.getByRole('link');
    await expect(links).toHaveCount(hrefs.length);
    for (const [j, href] of hrefs.entries()) {
      await expect(links.nth(j)).toBeVisible();
      await expect(links.nth(j)).toHaveAttribute('href', href);
      expect((await request.get(href)).status(), href).toBe(200);
    }
  }
  // "Near the top": on a phone it starts within the second screen, on a desktop within the first two.
  const top = await page.locator('#what-we-do').evaluate((el) => el.getBoundingClientRect().top + scrollY);
  expect(top).toBeLessThan(2 * page.viewportSize()!.height);
});

/** Where each drawn scale's node stands along its scale, as a share of the scale's length (0 at its start, 1 at its end). */
const nodeShares = (rows: Locator) =>
  rows.evaluateAll((els) =>
    els.map((el) => {
      const svg = el.querySelector('svg[data-scale]')!;
      const scale = svg.querySelector('line')!.getBoundingClientRect();
      const node = svg.querySelector('circle')!.getBoundingClientRect();
      return (node.left + node.width / 2 - scale.left) / scale.width;
    }),
  );

test('the four programme levels are drawn on one scale of weeks, the longest track its full length', async ({ page }) => {
  await page.goto('/');
  const rows = page.locator('#industries ol > li');
  await expect(rows).toHaveCount(LEVELS.length);
  await rows.first().scrollIntoViewIfNeeded();
  const weeks = LEVELS.map(([, duration]) => Number.parseInt(duration, 10));
  const shares = await nodeShares(rows);
  for (const [i, share] of shares.entries()) expect(share, LEVELS[i][0]).toBeCloseTo(weeks[i] / Math.max(...weeks), 2);
});

test.describe('industry table', () => {
  test('eight rows, each one link to its /training page with its headline result and its satisfaction on one scale', async ({ page }) => {
    await page.goto('/');
    const rows = page.locator('#industries ul article');
    await expect(rows).toHaveCount(8);
    for (const [i, slug] of SPEC_INDUSTRIES.entries()) {
      const row = rows.nth(i);
      await row.scrollIntoViewIfNeeded();
      await expect(row.locator('a')).toHaveCount(1);
      await expect(row.getByRole('link')).toHaveAttribute('href', `/training/${slug}`);
      await expect(row.getByRole('heading', { level: 4 })).toHaveText(/\w{4,}/, { useInnerText: true });
      await expect(row.locator('dd').first()).toHaveText(/\d/);
      await expect(row.locator('dd').nth(1)).toHaveText(/^\d+%$/, { useInnerText: true });
    }
    // Satisfaction is drawn on one scale, from the tens below the lowest to the tens above the highest (93-98% on 90-100%).
    const values = await rows.evaluateAll((els) => els.map((el) => Number.parseInt(el.querySelectorAll('dd')[1].textContent ?? '', 10)));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(93);
    expect(Math.max(...values)).toBeLessThanOrEqual(98);
    const shares = await nodeShares(rows);
    for (const [i, share] of shares.entries()) expect(share, SPEC_INDUSTRIES[i]).toBeCloseTo((values[i] - 90) / 10, 2);
  });

  test('the rows share one look: no colour of their own, no coloured strip', async ({ page }) => {
    await page.goto('/');
    const rows = page.locator('#industries ul article');
    await rows.first().scrollIntoViewIfNeeded();
    // Every colour each row paints (text, borders, backgrounds of it and all inside it): the same set in every row.
    const palettes = await rows.evaluateAll((els) =>
      els.map((el) => {
        const colours = new Set<string>();
        for (const e of [el, ...el.querySelectorAll('*')]) {
          const s = getComputedStyle(e);
          for (const c of [s.color, s.backgroundColor, s.borderTopColor, s.borderLeftColor, s.fill, s.stroke]) colours.add(c);
        }
        return [...colours].sort().join(' ');
      }),
    );
    expect(new Set(palettes).size).toBe(1);
  });

  for (const slug of SPEC_INDUSTRIES) {
    test(`clicking anywhere on the ${slug} row goes to /training/${slug}`, async ({ page }) => {
      await page.goto('/');
      const row = page.locator('#industries ul article').filter({ has: page.locator(`a[href="/training/${slug}"]`) });
      // Click the row at its satisfaction scale, away from the name: the stretched link covers the whole row.
      const box = (await row.boundingBox())!;
      await row.click({ position: { x: box.width - 24, y: box.height / 2 } });
      await expect(page).toHaveURL(new RegExp(`/training/${slug}$`));
    });
  }
});

test('JSON-LD has WebSite and ProfessionalService with the postal address', async ({ page }) => {
  await page.goto('/');
  const data = (await pageJsonLd(page)) as { '@type': string; address?: { postalCode: string; addressCountry: string } }[];
  expect(data.map((d) => d['@type'])).toEqual(['Organization', 'WebSite', 'ProfessionalService']);
  expect(data[2].address).toMatchObject({ postalCode: '500081', addressCountry: 'IN' });
});

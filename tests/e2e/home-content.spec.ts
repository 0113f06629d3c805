import { test, expect, type Locator } from '@playwright/test';
import { SPEC_INDUSTRIES } from '../spec/spec';
import { pageJsonLd } from './helpers';

/** Every home figure of spec §2 and §9, with the words printed beside it. */
const FIGURES: { scope: string; value: string; label: string }[] = [
  { scope: '#quick-facts', value: '15-minute', label: 'setup' },
  { scope: '#quick-facts', value: '40%', label: 'productivity boost' },
  { scope: '#quick-facts', value: '90-day', label: 'guarantee' },
  { scope: '#impact-stats', value: '48 hours', label: 'Consultation to development launch' },
  { scope: '#impact-stats', value: '200+', label: 'Enterprise clients' },
  { scope: '#impact-stats', value: '95%', label: 'Projects on time and budget' },
  { scope: '#impact-stats', value: '24/7', label: 'Expert support' },
  { scope: '#services', value: '60 minutes', label: 'consultation' },
  { scope: '#services', value: '90 days', label: 'Implementation support' },
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
  { scope: '#industries', value: '93–98%', label: 'Learner satisfaction across sectors' },
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
  expect(order).toEqual(['hero', 'what-we-do', 'services', 'why-choose-us', 'industries', 'global-ai-developments', 'strategic-implementation']);
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

test.describe('industry cards', () => {
  test('eight cards, each one link to its /training page with description, headline figure and satisfaction', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('#industries article');
    await expect(cards).toHaveCount(8);
    for (const [i, slug] of SPEC_INDUSTRIES.entries()) {
      const card = cards.nth(i);
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator('a')).toHaveCount(1);
      await expect(card.getByRole('link')).toHaveAttribute('href', `/training/${slug}`);
      await expect(card.locator('p').nth(1)).toHaveText(/.{40,}/);
      await expect(card.locator('dd').nth(1)).toHaveText(/^\d+%$/, { useInnerText: true });
      const satisfaction = Number((await card.locator('dd').nth(1).innerText()).replace('%', ''));
      expect(satisfaction).toBeGreaterThanOrEqual(93);
      expect(satisfaction).toBeLessThanOrEqual(98);
      await expect(card.locator('dd').first()).toHaveText(/\d/);
    }
  });

  for (const slug of SPEC_INDUSTRIES) {
    test(`clicking anywhere on the ${slug} card goes to /training/${slug}`, async ({ page }) => {
      await page.goto('/');
      const card = page.locator('#industries article').filter({ has: page.locator(`a[href="/training/${slug}"]`) });
      // Click the card body, away from the heading text: the stretched link covers the whole card.
      await card.click({ position: { x: 24, y: (await card.boundingBox())!.height - 60 } });
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

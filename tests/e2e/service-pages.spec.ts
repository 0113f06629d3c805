import { test, expect } from '@playwright/test';
import { servicePath } from '../../src/lib/routes';
import { SPEC_SERVICES } from '../spec/spec';

type ServiceSlug = (typeof SPEC_SERVICES)[number];
import { site } from '../../src/lib/site';
import { expectNewTabLink, pageJsonLd } from './helpers';

interface Expected {
  button: string;
  /** Text that must be on the page: the §9 figures and what they measure. */
  figures: string[];
  metricCards?: number;
  /** The two detail labels of the service cards (§3). */
  details?: [string, string];
}

const PAGES: Record<ServiceSlug, Expected> = {
  'ai-consulting': {
    button: 'Start AI Transformation',
    figures: [
      '312%',
      'Five-year ROI',
      '58%',
      'Lower cost in the processes we automate',
      '₹5.2Cr',
      'Average first-year savings',
      '18 months',
      'Break-even',
      '73%',
      'more cases handled per staff hour',
    ],
    metricCards: 4,
    details: ['Deliverables', 'Impact'],
  },
  'cloud-migration': {
    button: 'Start Cloud Migration',
    figures: [
      '64%',
      '99.9%',
      'Uptime we commit to in the SLA',
      '₹3.8Cr',
      '3-year savings',
      '14 months',
      'Payback',
      '2–3 weeks',
      '4–12 weeks',
      'Ongoing',
    ],
    metricCards: 4,
    details: ['Timeline', 'Savings'],
  },
  'app-modernization': {
    button: 'Modernize Your Applications',
    figures: ['285%', 'Faster', '52%', '₹2.1Cr', '16 weeks', '8–16 weeks', '6–12 weeks', '4–8 weeks'],
    metricCards: 4,
    details: ['Duration', 'Benefit'],
  },
  'enterprise-strategy': {
    button: 'Transform Your Strategy',
    figures: [
      '34%',
      'Revenue growth',
      '58%',
      'More output per rupee of cost-to-serve',
      '₹8.5Cr',
      'Revenue impact over 24 months',
      '12 months',
      'Average implementation',
    ],
    metricCards: 4,
    details: ['Outcome', 'Timeframe'],
  },
  'campus-hiring': {
    button: 'Start Your Consultation',
    figures: [
      '1,200+',
      '90 days',
      'to billable-ready',
      '90-day support',
      '100% replacement guarantee',
      '60%',
      '95%',
      'Hire retention',
      '5,000+',
      'Graduates deployed',
      '30 days',
      'Average time to deploy',
      '200+',
      'Client companies',
    ],
  },
  'leadership-hiring': {
    button: 'Start Your Consultation',
    figures: ['21 days', '64 days', '94%', 'Retention at 18 months', '45–60 days', '30–45 days', '21–35 days'],
    metricCards: 4,
    details: ['Timeframe', 'Cost model'],
  },
};

for (const slug of SPEC_SERVICES) {
  const expected = PAGES[slug];
  test.describe(`service page ${servicePath(slug)}`, () => {
    test.beforeEach(async ({ page }) => {
      const response = await page.goto(servicePath(slug));
      expect(response?.status()).toBe(200);
    });

    test('shows every figure of the specification', async ({ page }) => {
      const main = page.locator('main');
      for (const figure of expected.figures) await expect(main, figure).toContainText(figure);
      if (expected.metricCards) await expect(page.locator('#results dl')).toHaveCount(expected.metricCards);
    });

    if (expected.details) {
      test('shows three services, each with its two detail fields', async ({ page }) => {
        const cards = page.locator('#services article');
        await expect(cards).toHaveCount(3);
        for (const card of await cards.all()) {
          await expect(card.locator('dt')).toHaveText(expected.details!.map((l) => new RegExp(`^${l}$`, 'i')));
          await expect(card.locator('dd').first()).not.toBeEmpty();
        }
      });
    }

    test(`closes with "${expected.button}", which opens the intake form in a new tab`, async ({ page }) => {
      const button = page.locator('#get-started').getByRole('link', { name: `${expected.button} (opens in a new tab)`, exact: true });
      await expect(button).toBeVisible();
      await expectNewTabLink(button, site.intakeFormUrl);
    });

    test('its page top offers the intake form as "Start Your Consultation" and a jump that says "See …"', async ({ page }) => {
      const top = page.locator('main > :first-child');
      await expect(top.locator('a.rounded-button')).toHaveText([/^Start Your Consultation/, /^See [A-Z]/]);
      await expect(top.locator('a.rounded-button').nth(1)).toHaveAttribute('href', /^#[a-z-]+$/);
    });

    test('the closing call states no figure the page shows above it', async ({ page }) => {
      const closing = (await page.locator('#get-started').innerText()).replace(/\s+/g, ' ');
      const above = await page.locator('main dd, main tbody th').allTextContents();
      const figures = above.map((f) => f.replace(/\s+/g, ' ').trim()).filter((f) => /^₹?\d[\d.,]*(\+|%|Cr|x)?( [a-z]+)?$/.test(f));
      expect(figures.length).toBeGreaterThan(0);
      for (const figure of figures) expect(closing, figure).not.toMatch(new RegExp(`(^|[^\\d.,])${figure.replace(/[.+₹]/g, '\\$&')}(?!\\d)`));
    });

    test('every intake button on the page opens in a new tab', async ({ page }) => {
      const links = page.locator(`main a[href="${site.intakeFormUrl}"]`);
      expect(await links.count()).toBeGreaterThanOrEqual(2);
      for (const link of await links.all()) await expectNewTabLink(link, site.intakeFormUrl);
    });

    test('describes itself as a Service with a BreadcrumbList', async ({ page }) => {
      const data = await pageJsonLd(page);
      const service = data.find((d) => d['@type'] === 'Service');
      expect(service).toMatchObject({ url: `${site.url}${servicePath(slug)}`, provider: { '@type': 'Organization' } });
      const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')!.itemListElement as { item: string }[];
      expect(crumbs.at(-1)!.item).toBe(`${site.url}${servicePath(slug)}`);
    });
  });
}

test('campus hiring shows the five steps in order, four capabilities, nine domains and the operations block', async ({ page }) => {
  await page.goto(servicePath('campus-hiring'));
  await expect(page.locator('#process ol > li h3')).toHaveText([
    /Smart sourcing$/,
    /AI assessment$/,
    /Custom training$/,
    /Skill validation$/,
    /Deployment$/,
  ]);
  await expect(page.locator('#process ol > li p:last-child').filter({ hasText: /^.{40,}$/ })).toHaveCount(5);
  // The chart gives each step's weeks; the cards under it do not repeat them.
  await expect(page.locator('#process-timeline')).toContainText('Weeks 1–2');
  for (const card of await page.locator('#process ol > li').all()) await expect(card).not.toContainText(/\bWeeks? \d|\bDay \d/);
  await expect(page.locator('#capabilities article')).toHaveCount(4);
  expect(await page.locator('#benefits article').count()).toBeGreaterThanOrEqual(3);
  // The track record is a table (the page's one band of figure cards is elsewhere): a figure and what it counts on each row.
  const record = page.getByRole('table', { name: 'Proven at scale' });
  await expect(record.getByRole('row')).toHaveCount(5);
  await expect(record.getByRole('rowheader')).toHaveText(['5,000+', '30 days', '200+', '95%']);
  await expect(page.getByRole('list', { name: /nine domains/i }).getByRole('listitem')).toHaveCount(9);
  await expect(page.locator('#operations').getByRole('heading', { level: 2 })).toBeVisible();
});

test('leadership hiring names three searches with their timeframes and cost models', async ({ page }) => {
  await page.goto(servicePath('leadership-hiring'));
  const timeframes = page.locator('#services article').locator('dt:text-is("Timeframe") + dd');
  await expect(timeframes).toHaveText(['45–60 days', '30–45 days', '21–35 days']);
  await expect(page.locator('#services article').locator('dt:text-is("Cost model") + dd')).toHaveCount(3);
});

for (const [slug, term, definition] of [
  ['cloud-migration', 'SLA', /Service level agreement/],
  ['ai-consulting', 'Cr', /crore/i],
] as const) {
  test(`${servicePath(slug)} explains ${term} in text and in a keyboard-reachable tooltip`, async ({ page }) => {
    await page.goto(servicePath(slug));
    const note = page.locator('#results');
    const trigger = note.getByRole('button', { name: term, exact: true });
    await trigger.scrollIntoViewIfNeeded();
    const tooltip = note.getByRole('tooltip').filter({ hasText: definition });
    await expect(tooltip).toBeHidden();
    await expect(async () => {
      await trigger.blur();
      await trigger.focus();
      await expect(tooltip).toBeVisible({ timeout: 1500 });
    }).toPass({ timeout: 10_000 });
    await expect(trigger).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id'))!);
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
  });
}

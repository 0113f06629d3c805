import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { parse } from 'yaml';
import { industryPath } from '../../src/lib/routes';
import { PROGRAM_HOURS as HOURS, SPEC_INDUSTRIES } from '../spec/spec';
import { site } from '../../src/lib/site';
import { expectNewTabLink, pageJsonLd } from './helpers';

/** The spec fixes no label for these buttons: our own intake label (docs/brand.md). */
const INTAKE_LABEL = 'Start Your Consultation';

/** The label over a programme's impact line, by what the line is (src/content/pages/training.yaml). */
const IMPACT_LABELS = (parse(readFileSync('src/content/pages/training.yaml', 'utf8')) as { programs: { impactLabels: Record<string, string> } })
  .programs.impactLabels;

/** What an industry's file says of its programmes and base. */
const industryFile = (slug: string) =>
  parse(readFileSync(`src/content/industries/${slug}.yaml`, 'utf8')) as {
    programs: { impactKind: string }[];
    base: { programmes: number; learners: number; since: number };
  };

for (const slug of SPEC_INDUSTRIES) {
  test.describe(`industry page ${industryPath(slug)}`, () => {
    test.beforeEach(async ({ page }) => {
      const response = await page.goto(industryPath(slug));
      expect(response?.status()).toBe(200);
    });

    test('has an intro with the use case, sub-sectors and training focus', async ({ page }) => {
      const intro = page.locator('#overview');
      await expect(intro.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(intro.getByRole('heading', { name: 'Who we train' })).toBeVisible();
      await expect(intro.getByRole('heading', { name: 'What the training covers' })).toBeVisible();
      expect(await intro.getByRole('listitem').count()).toBeGreaterThanOrEqual(6);
    });

    test('lists four programmes with title, impact and the §9 hours in table order', async ({ page }) => {
      const programs = page.getByRole('list', { name: /programmes/i }).getByRole('listitem');
      await expect(programs).toHaveCount(4);
      const hours = await programs.getByText(/^\d+ hours$/).allTextContents();
      expect(hours).toEqual(HOURS[slug].map((h) => `${h} hours`));
      const { programs: filed } = industryFile(slug);
      for (const [i, program] of (await programs.all()).entries()) {
        await expect(program.getByRole('heading', { level: 3 })).toHaveText(/\w{4,}/);
        // The impact line is labelled for what it is: a client average six months on, or what the cohort leaves with.
        await expect(program.locator('dt')).toHaveText(IMPACT_LABELS[filed[i].impactKind]);
      }
    });

    test('gives the base of its averages, from its file: programmes and learners since 2022, as of its month', async ({ page }) => {
      const { base } = industryFile(slug);
      const line = page.locator('#impact [data-base]');
      await expect(line).toBeVisible();
      await expect(line.locator('[data-count="programmes"]')).toHaveText(base.programmes.toLocaleString('en-IN'));
      await expect(line.locator('[data-count="learners"]')).toHaveText(base.learners.toLocaleString('en-IN'));
      await expect(line).toHaveText(
        new RegExp(`^Base: ${base.programmes} programmes, ${base.learners.toLocaleString('en-IN')} learners since ${base.since}, as of \\w+ \\d{4}$`),
      );
    });

    test('shows four impact metrics, each drawn before and after on one scale with its change beside it', async ({ page }) => {
      const metrics = page.locator('#impact dl');
      await expect(metrics).toHaveCount(4);
      // The after bar against the baseline's: as long as 100 plus the change, for every metric on one scale.
      const drawn = await metrics.evaluateAll((dls) =>
        dls.map((dl) => {
          const [before, after] = [...dl.querySelectorAll('svg rect')].map((r) => r.getBoundingClientRect().width);
          const change = (dl.querySelector('dd')!.textContent ?? '').replace('−', '-').replace('%', '');
          return { ratio: Math.round((after / before) * 100), expected: 100 + Number(change), before: Math.round(before) };
        }),
      );
      for (const m of drawn) expect(m.ratio, JSON.stringify(m)).toBeCloseTo(m.expected, -1);
      expect(new Set(drawn.map((m) => m.before)).size, 'one baseline length').toBe(1);
    });

    test('opens and closes on a button that opens the intake form in a new tab', async ({ page }) => {
      for (const where of [page.locator('main section').first(), page.locator('#get-started')]) {
        const button = where.getByRole('link', { name: `${INTAKE_LABEL} (opens in a new tab)`, exact: true });
        await expect(button).toBeVisible();
        await expectNewTabLink(button, site.intakeFormUrl);
      }
    });

    test("wears no colour of its own: amber only on the picture's one point, no other hue than the brand's", async ({ page }) => {
      const stray = await page.locator('main').evaluate((main) =>
        [...main.querySelectorAll('[class]')]
          .filter((el) =>
            /(?:^|\s)(?:[a-z:]*:)?(?:fill|stroke|bg|text|border|from|to|ring)-(?:emerald|sky|rose|teal|orange|violet|amber|accent)-/.test(
              el.getAttribute('class')!,
            ),
          )
          .filter((el) => !el.closest('[data-point="result"]'))
          .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class')}">`),
      );
      expect(stray).toEqual([]);
    });

    test('describes the programs as Courses and the path as a BreadcrumbList', async ({ page }) => {
      const data = await pageJsonLd(page);
      const courses = data.filter((d) => d['@type'] === 'Course');
      expect(courses.map((c) => (c.hasCourseInstance as { courseWorkload: string }).courseWorkload)).toEqual(HOURS[slug].map((h) => `PT${h}H`));
      const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')!.itemListElement as { item: string }[];
      expect(crumbs.map((c) => new URL(c.item).pathname + new URL(c.item).hash)).toEqual(['/', '/#industries', industryPath(slug)]);
    });
  });
}

test('each Course in the JSON-LD points at its program on the page', async ({ page }) => {
  await page.goto(industryPath('bfsi'));
  const courses = (await pageJsonLd(page)).filter((d) => d['@type'] === 'Course');
  for (const course of courses) {
    const id = new URL(course.url as string).hash;
    await expect(page.locator(`${id} h3`)).toHaveText(course.name as string);
  }
});

test('an unknown sector is a real 404 with the not-found page', async ({ page, request }) => {
  const response = await request.get('/training/unknown');
  expect(response.status()).toBe(404);
  await page.goto('/training/unknown');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
});

test('a title that names (an industry, an insights category) ends without the amber full stop a headline sentence has', async ({ page }) => {
  const stopAfter = async (path: string) => {
    expect((await page.goto(path))?.status()).toBe(200);
    return page.locator('h1').evaluate((h1) => getComputedStyle(h1, '::after').content);
  };
  for (const path of [...SPEC_INDUSTRIES.map(industryPath), '/insights/category/talent', '/insights/category/ai-strategy']) {
    expect(await stopAfter(path), `${path} title`).not.toContain('.');
  }
  expect(await stopAfter('/'), 'the home headline').toContain('.');
});

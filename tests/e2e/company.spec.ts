import { readdirSync } from 'node:fs';
import { layOutWholePage } from './as-seen';
import { test, expect, type Page } from '@playwright/test';
import { site } from '../../src/lib/site';
import { paths } from '../../src/lib/routes';
import { expectNewTabLink, hydrated } from './helpers';

type Node = { '@type': string; [key: string]: unknown };

async function jsonLd(page: Page): Promise<Node[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((b) => JSON.parse(b) as Node | Node[]);
}

const main = (page: Page) => page.locator('main');

test.describe('/careers', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(paths.careers);
  });

  test('19 "Apply Now" links mail the careers address with the job title, in the same window', async ({ page }) => {
    const links = main(page).getByRole('link', { name: /^Apply Now/ });
    await expect(links).toHaveCount(19);
    for (const link of await links.all()) {
      await expect(link).toHaveText(/^Apply Now/);
      await expect(link).not.toHaveAttribute('target');
      const title = (await link.locator('xpath=ancestor::article[1]//h4').textContent())!.trim();
      const href = (await link.getAttribute('href'))!;
      const url = new URL(href);
      expect(url.protocol).toBe('mailto:');
      expect(decodeURIComponent(url.pathname)).toBe(site.careersEmail);
      expect(url.searchParams.get('subject')).toBe(`Application: ${title}`);
      expect(href).not.toContain('+');
    }
  });

  test('every card shows department, experience, location and a package within ₹10–50 LPA', async ({ page }) => {
    const cards = main(page).locator('#openings article');
    await expect(cards).toHaveCount(19);
    for (const card of await cards.all()) {
      await expect(card.locator('h4')).toHaveText(/\S/);
      const text = (await card.textContent())!;
      expect(text).toMatch(/Software Development|Consulting|Education/);
      expect(text).toMatch(/\d+–\d+\s+years?|\d+\+\s+years/);
      expect(text).toMatch(/Hyderabad \/ Remote|Hyderabad/);
      const [, min, max] = text.match(/₹(\d+)–(\d+)\s+LPA/)!;
      expect(Number(min)).toBeGreaterThanOrEqual(10);
      expect(Number(max)).toBeLessThanOrEqual(50);
    }
  });

  test('department links jump to groups that together hold all 19 openings', async ({ page }) => {
    const nav = main(page).getByRole('navigation', { name: 'Filter by department' });
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(4);
    await expect(links.first()).toHaveText(/All departments\s*19/);
    let total = 0;
    for (const link of (await links.all()).slice(1)) {
      const href = (await link.getAttribute('href'))!;
      const count = Number((await link.textContent())!.match(/(\d+)$/)![1]);
      await expect(page.locator(`${href} article`)).toHaveCount(count);
      total += count;
    }
    expect(total).toBe(19);
    await nav.getByRole('link', { name: /^Education/ }).click();
    await expect(page).toHaveURL(/#dept-education$/);
    await expect(page.locator('#dept-education h3')).toBeInViewport();
  });

  test('publishes one JobPosting per opening with location, remote flag and a yearly INR salary', async ({ page }) => {
    const postings = (await jsonLd(page)).filter((n) => n['@type'] === 'JobPosting');
    expect(postings).toHaveLength(19);
    const cardTitles = await main(page).locator('#openings article h4').allTextContents();
    expect(postings.map((p) => p.title).sort()).toEqual(cardTitles.map((t) => t.trim()).sort());
    for (const p of postings) {
      expect(p).toMatchObject({
        description: expect.any(String),
        datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        employmentType: 'FULL_TIME',
        hiringOrganization: { '@type': 'Organization', name: site.name },
        jobLocation: { '@type': 'Place', address: { addressLocality: 'Hyderabad', postalCode: '500081', addressCountry: 'IN' } },
        baseSalary: { '@type': 'MonetaryAmount', currency: 'INR', value: { '@type': 'QuantitativeValue', unitText: 'YEAR' } },
      });
      const { minValue, maxValue } = (p.baseSalary as { value: { minValue: number; maxValue: number } }).value;
      expect(minValue).toBeGreaterThanOrEqual(1_000_000);
      expect(maxValue).toBeLessThanOrEqual(5_000_000);
      expect(minValue % 100_000).toBe(0);
      // The card's package and location agree with the structured data.
      const card = main(page).locator(`article#${(p.url as string).split('#')[1]}`);
      await expect(card).toContainText(`₹${minValue / 100_000}–${maxValue / 100_000} LPA`);
      const remote = (await card.textContent())!.includes('Hyderabad / Remote');
      expect(p.jobLocationType).toBe(remote ? 'TELECOMMUTE' : undefined);
      if (remote) expect(p.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'India' });
    }
  });

  test('shows the culture metrics, explains LPA once and offers "Join Our Team"', async ({ page }) => {
    for (const figure of ['₹2.5L', '3.2x', '4.8/5', '94%']) await expect(main(page).getByText(figure, { exact: true })).toBeVisible();
    const term = main(page).getByRole('button', { name: 'LPA' });
    await expect(term).toHaveCount(1);
    await expect(main(page).getByText('1 lakh is ₹1,00,000').filter({ visible: true })).toHaveCount(0);
    await hydrated(main(page).locator('astro-island[component-export="Term"]').first());
    await term.focus();
    await expect(page.getByRole('tooltip')).toContainText('1 lakh is ₹1,00,000');
    await expectNewTabLink(main(page).getByRole('link', { name: /^Join Our Team/ }), site.intakeFormUrl);
  });
});

test.describe('/insights', () => {
  // Spec §2: four article cards at launch; every article published since is on the list too (12 a page).
  const ARTICLES = readdirSync('src/content/insights').filter((f) => f.endsWith('.md')).length;

  test('shows four research metrics and a card for every article, with category, date, read time and impact', async ({ page }) => {
    expect(ARTICLES).toBeGreaterThanOrEqual(4);
    await page.goto(paths.insights);
    await expect(
      main(page)
        .locator('#research dd')
        .filter({ hasText: /^[\d₹]/ }),
    ).toHaveCount(4);
    const cards = main(page).locator('#articles article');
    await expect(cards).toHaveCount(Math.min(ARTICLES, 12));
    for (const card of await cards.all()) {
      await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
      await expect(card).toContainText(/\d+ min read/);
      await expect(card).toContainText(/Key impact/i);
      await expect(card.getByRole('link', { name: /^Read Full Insight/ })).toHaveCount(1);
      await expect(card.getByRole('button', { name: /^Share/ }).or(card.getByRole('link', { name: /^Share/ }))).toHaveCount(1);
    }
    // The banner's button, and the same button in the hero (the first screen's next step).
    const buttons = main(page).getByRole('link', { name: /^Subscribe to Insights/ });
    await expect(buttons).toHaveCount(2);
    for (const button of await buttons.all()) await expectNewTabLink(button, site.intakeFormUrl);
  });

  test('"Share" copies the article link and confirms with a toast when Web Share is missing', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
    await page.goto(paths.insights);
    // The notification area hydrates on idle; a toast raised before it mounts would not show.
    await expect(page.locator('astro-island[component-export="Notifications"]')).not.toHaveAttribute('ssr');
    const card = main(page).locator('#articles article').first();
    const path = (await card.getByRole('link', { name: /^Read Full Insight/ }).getAttribute('href'))!;
    // One island serves every card's Share (ShareList); the card sits inside it.
    await hydrated(card);
    await card.getByRole('button', { name: /^Share/ }).click();
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Link copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.url}${path}`);
  });

  test('"Share" uses the Web Share API where the browser has it', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      (window as unknown as { shareCalls: ShareData[] }).shareCalls = calls;
      Object.defineProperty(navigator, 'share', { value: (data: ShareData) => Promise.resolve(void calls.push(data)), configurable: true });
    });
    await page.goto(paths.insights);
    const card = main(page).locator('#articles article').nth(1);
    const title = (await card.locator('h3').textContent())!.trim();
    const path = (await card.getByRole('link', { name: /^Read Full Insight/ }).getAttribute('href'))!;
    // One island serves every card's Share (ShareList); the card sits inside it.
    await hydrated(card);
    await card.getByRole('button', { name: /^Share/ }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls))
      .toEqual([{ title, url: `${site.url}${path}` }]);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('without JavaScript, "Share" is a plain link and careers still explains LPA', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(paths.insights);
    const cards = main(page).locator('#articles article');
    for (const card of await cards.all()) {
      const read = await card.getByRole('link', { name: /^Read Full Insight/ }).getAttribute('href');
      await expect(card.getByRole('link', { name: /^Share/ })).toHaveAttribute('href', read!);
    }
    await page.goto(paths.careers);
    await expect(main(page).getByText('1 lakh is ₹1,00,000').filter({ visible: true })).toHaveCount(1);
    await expect(main(page).getByRole('link', { name: /^Apply Now/ })).toHaveCount(19);
    await context.close();
  });

  test('"Read Full Insight" opens each full article', async ({ page }) => {
    await page.goto(paths.insights);
    const count = await main(page).locator('#articles article').count();
    expect(count).toBe(Math.min(ARTICLES, 12));
    for (let i = 0; i < count; i++) {
      await page.goto(paths.insights);
      const card = main(page).locator('#articles article').nth(i);
      const title = (await card.locator('h3').textContent())!.trim();
      const category = (await card.locator('span').first().textContent())!.trim();
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().includes('/insights/')),
        card.getByRole('link', { name: /^Read Full Insight/ }).click(),
      ]);
      expect(response.status()).toBe(200);
      await expect(page).toHaveURL(/\/insights\/[a-z0-9-]+$/);
      await expect(page.locator('h1')).toHaveText(title);
      await expect(main(page)).toContainText(category);
      await expect(main(page).locator('header time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
      await expect(main(page).locator('header')).toContainText(/\d+ min read/);
      expect((await main(page).locator('article p').allTextContents()).join(' ').split(/\s+/).length).toBeGreaterThan(500);
      await expectNewTabLink(main(page).getByRole('link', { name: /^Start Your Consultation/ }), site.intakeFormUrl);
      const nodes = await jsonLd(page);
      const node = nodes.find((n) => n['@type'] === 'Article')!;
      expect(node).toMatchObject({ headline: title, author: { '@type': 'Organization' }, publisher: { '@type': 'Organization' } });
      expect(node.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': `${site.url}${new URL(page.url()).pathname}` });
      expect(nodes.some((n) => n['@type'] === 'BreadcrumbList')).toBe(true);
    }
  });
});

test.describe('/about', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(paths.about);
  });

  test('the founder profile button opens the configured profile in a new tab', async ({ page }) => {
    await expectNewTabLink(main(page).getByRole('link', { name: /^View Founder Profile/ }), site.founderProfileUrl);
  });

  test('until there is a photograph, the founder is a plate with his initials beside his name, not a drawn person', async ({ page }) => {
    const figure = main(page).locator('#founder figure');
    const plate = figure.locator('[data-portrait="initials"]');
    await expect(plate).toBeVisible();
    const name = (await figure.locator('figcaption > span').first().textContent())!.trim();
    const initials = name
      .split(/\s+/)
      .filter((_, i, words) => i === 0 || i === words.length - 1)
      .map((w) => w[0])
      .join('');
    await expect(plate).toHaveText(initials);
    await expect(plate).toHaveAttribute('aria-hidden', 'true');
    await expect(figure.locator('img, image')).toHaveCount(0);
  });

  test('at 1280 px the portrait column, with its facts, ends near the bio column: no blank column beside the bio', async ({ page }) => {
    const bottoms = await page.locator('#founder').evaluate((section) => {
      const bottom = (el: Element | null) => el!.getBoundingClientRect().bottom;
      return { portrait: bottom(section.querySelector('dl')), bio: bottom(section.querySelector('a[href]:last-of-type')) };
    });
    expect(Math.abs(bottoms.portrait - bottoms.bio), `portrait column ends at ${bottoms.portrait}, bio at ${bottoms.bio}`).toBeLessThan(160);
  });

  test('the timeline runs 2019 to the 2024 rebrand, from the former name, and on to the years since', async ({ page }) => {
    const items = main(page).locator('#journey ol > li');
    await expect(items).toHaveCount(8);
    await expect(items.locator('time')).toHaveText(['2019', '2020', '2021', '2022', '2023', '2024', '2025', '2026']);
    await expect(items.first()).toContainText(`Founded as ${site.formerName}`);
    await expect(items.nth(5)).toContainText(`Rebranded as ${site.name}`);
  });

  test('the sectors show completion, impact and growth, completion drawn as bars on one scale', async ({ page }) => {
    const bars: { track: number; bar: number; left: number }[] = [];
    // Measured once the whole page is laid out: a band laid out as it nears the screen settles its columns then.
    await layOutWholePage(page);
    await main(page).locator('#sectors').scrollIntoViewIfNeeded();
    for (const [sector, completion] of [
      ['Government', '95%'],
      ['Corporate', '92%'],
      ['Retail', '88%'],
    ]) {
      const row = main(page)
        .locator('#sectors li')
        .filter({ has: page.getByRole('heading', { name: sector }) });
      await expect(row.locator('dd').first()).toHaveText(completion);
      await expect(row.locator('dt')).toHaveText(['Completion', 'Impact', 'Growth']);
      const [track, bar] = await row.locator('dd svg rect').evaluateAll((rects) => rects.map((r) => r.getBoundingClientRect()));
      bars.push({ track: track.width, bar: bar.width, left: bar.left });
    }
    // One scale: the tracks are as wide as each other and start on one line, each bar its share of its track.
    for (const [i, share] of [0.95, 0.92, 0.88].entries()) {
      expect(Math.abs(bars[i].track - bars[0].track)).toBeLessThanOrEqual(1);
      expect(Math.abs(bars[i].left - bars[0].left)).toBeLessThanOrEqual(1);
      expect(Math.abs(bars[i].bar - share * bars[i].track)).toBeLessThanOrEqual(1);
    }
  });

  test('mission and the "Software Development Redefined" heritage are told', async ({ page }) => {
    await expect(main(page).locator('#mission')).toContainText(/mission/i);
    const heritage = main(page).locator('#heritage');
    await expect(heritage).toContainText('Software Development Redefined');
    for (const pillar of ['Legacy migration', 'AI corporate upskilling', 'Digital transformation', '200+'])
      await expect(heritage).toContainText(pillar);
  });
});

test.describe('/case-studies', () => {
  test('four metrics, three studies with four results each, and "Start Your Transformation"', async ({ page }) => {
    await page.goto(paths.caseStudies);
    for (const figure of ['100+', '278%', '₹4.2Cr', '96%'])
      await expect(main(page).locator('#impact').getByText(figure, { exact: true })).toBeVisible();
    const studies = main(page).locator('#case-studies article');
    await expect(studies).toHaveCount(3);
    for (const study of await studies.all()) {
      await expect(study.getByRole('heading', { level: 4 })).toHaveText(['The challenge', 'Our solution', 'Results']);
      await expect(study).toContainText(/Client:\s*\S/);
      await expect(study).toContainText(/Timeline:\s*\d+\s+months/);
      await expect(study.locator('header a')).toHaveAttribute('href', /^\/training\/[a-z]+$/);
      await expect(study.locator('ul').last().locator('li')).toHaveCount(4);
      // A story on hairlines: no card inside it.
      await expect(study.locator('.card-surface, .rounded-xl')).toHaveCount(0);
    }
    // A result that measures a before and an after draws both, as bars on one scale.
    const turnaround = main(page).locator('#case-studies article ul > li').filter({ hasText: 'Shorter loan turnaround' });
    await expect(turnaround.locator('dl dd')).toHaveText(['', '5 days', '', '1.5 days']);
    const [before, after] = await turnaround.locator('dl svg rect').evaluateAll((rects) => rects.map((r) => r.getBoundingClientRect().width));
    expect(Math.abs(after / before - 1.5 / 5)).toBeLessThan(0.01);
    // The banner's button, and the same button in the hero (the first screen's next step).
    const buttons = main(page).getByRole('link', { name: /^Start Your Transformation/ });
    await expect(buttons).toHaveCount(2);
    for (const button of await buttons.all()) await expectNewTabLink(button, site.intakeFormUrl);
  });
});

test.describe('/contact', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(paths.contact);
  });

  test('call opens tel: in the same window; email and booking open in a new tab', async ({ page }) => {
    const call = main(page).getByRole('link', { name: 'Call Now' });
    await expect(call).toHaveAttribute('href', site.phoneHref);
    await expect(call).not.toHaveAttribute('target');
    await expectNewTabLink(main(page).getByRole('link', { name: /^Send Email/ }), `mailto:${site.email}`);
    await expectNewTabLink(main(page).getByRole('link', { name: /^Book Now/ }), site.bookingUrl);
    for (const tel of await main(page).locator('a[href^="tel:"]').all()) await expect(tel).not.toHaveAttribute('target');
    for (const mail of await main(page).locator('a[href^="mailto:"]').all()) await expectNewTabLink(mail, `mailto:${site.email}`);
    // The banner's button, and the same button in the hero (the first screen's next step).
    const buttons = main(page).getByRole('link', { name: /^Start Your Consultation/ });
    await expect(buttons).toHaveCount(2);
    for (const button of await buttons.all()) await expectNewTabLink(button, site.intakeFormUrl);
  });

  test('response commitments, office hours and quick facts are all shown', async ({ page }) => {
    const text = (await main(page).textContent())!.replace(/\s+/g, ' ');
    for (const phrase of [
      'under 4 hours',
      'free 30-minute consultation',
      'meeting within 24 hours',
      'proposal within 48 hours',
      'Kickoff 1 week after contract',
      'Mon–Fri 9:00 AM–6:00 PM IST',
      site.address.street,
      '500081',
      site.phone,
      site.email,
    ])
      expect(text.toLowerCase()).toContain(phrase.toLowerCase());
    // The four promises are steps on one path, in order, each timed.
    const steps = main(page).locator('#commitments ol > li');
    await expect(steps).toHaveCount(4);
    await expect(steps.locator(':scope > p:first-of-type')).toHaveText(['Under 4 hours', '24 hours', '48 hours', '1 week']);
    const facts = main(page).locator('#office section dl > div');
    await expect(facts).toHaveCount(4);
    await expect(facts.locator('dd:first-of-type')).toHaveText(['100+', '96%', '278%', '₹4.2Cr']);
    // Each figure links to its line on the ledger, which says what it counts, its base and its period (issue 37).
    await expect(facts.locator('dd:first-of-type a[data-claim]')).toHaveCount(4);
    // The closing call does not repeat them.
    const closing = (await main(page).locator('#consultation').textContent())!;
    for (const figure of ['100+', '96%', '278%', '₹4.2Cr']) expect(closing).not.toContain(figure);
  });

  test('the office card draws where the office is beside its address, and the page has one navy band besides its top', async ({ page }) => {
    const office = main(page).locator('#office');
    const address = office.locator('address');
    const map = office.locator('svg').first();
    await expect(map).toBeVisible();
    await expect(map).toContainText('Madhapur');
    if (page.viewportSize()!.width >= 1024) {
      const [a, m] = [(await address.boundingBox())!, (await map.boundingBox())!];
      expect(m.x, 'the map is beside the address').toBeGreaterThan(a.x + a.width);
    }
    const navy = await main(page)
      .locator(':scope > section')
      .evaluateAll((bands) => bands.filter((b) => getComputedStyle(b).backgroundColor === 'rgb(6, 13, 36)').map((b) => b.id || 'top'));
    expect(navy).toEqual(['top', 'consultation']);
  });

  test('says "under 4 hours" in its metadata and publishes LocalBusiness data with opening hours', async ({ page }) => {
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /under 4 hours/);
    const business = (await jsonLd(page)).find((n) => n['@type'] === 'ProfessionalService')!;
    expect(business).toMatchObject({
      name: site.name,
      telephone: site.phone,
      address: { '@type': 'PostalAddress', addressLocality: 'Hyderabad', postalCode: '500081' },
      openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', opens: '09:00', closes: '18:00' }],
    });
  });
});

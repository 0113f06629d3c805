import { test, expect, type Page } from '@playwright/test';
import { paths } from '../../src/lib/routes';
import { site } from '../../src/lib/site';
import { expectNewTabLink, hydrated, island, watchConsole } from './helpers';
import { SPEC_TIMING } from '../spec/spec';

// ── /kriyon-plus: tech stack tabs ────────────────────────────────────────────
test.describe('Plus tech stack tabs', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(paths.plus);
    await hydrated(island(page, 'TechStackTabs'));
  });

  test('start on frontend, with six tabs and four or five technologies each', async ({ page }) => {
    const tabs = page.getByRole('tablist', { name: 'The tech stack we build with' }).getByRole('tab');
    await expect(tabs).toHaveText(['Frontend', 'Backend', 'Mobile', 'Database', 'Cloud', 'AI']);
    await expect(page.getByRole('tab', { name: 'Frontend' })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Backend', 'Mobile', 'Database', 'Cloud', 'AI']) {
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'false');
    }
    const panel = page.getByRole('tabpanel', { name: 'Frontend' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('React', { exact: true })).toBeVisible();
    await expect(page.locator('[role="tabpanel"]:visible')).toHaveCount(1);
    const counts = await page.locator('[role="tabpanel"]').evaluateAll((panels) => panels.map((p) => p.querySelectorAll('li').length));
    expect(counts).toHaveLength(6);
    for (const n of counts) expect(n === 4 || n === 5, `a panel lists ${n} technologies`).toBe(true);
  });

  test('a click moves to another tab and shows only its panel', async ({ page }) => {
    await page.getByRole('tab', { name: 'Database' }).click();
    await expect(page.getByRole('tab', { name: 'Database' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Frontend' })).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel', { name: 'Database' }).getByText('PostgreSQL')).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Frontend', includeHidden: true })).toBeHidden();
    await page.getByRole('tab', { name: 'Frontend' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Frontend' })).toBeVisible();
  });

  test('arrow keys, Home and End move between tabs with one tab stop', async ({ page }) => {
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    await tab('Frontend').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Backend')).toBeFocused();
    await expect(tab('Backend')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Backend' }).getByText('Node.js')).toBeVisible();
    // Radix moves focus in a timer after each key, so a second key sent before it fires would start
    // from the old tab: wait for each move, as a person's next key press would.
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Frontend')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('AI')).toBeFocused();
    await expect(tab('AI')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab('Frontend')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tab('AI')).toHaveAttribute('aria-selected', 'true');
    // One tab stop: only the selected tab is in the tab order, and Tab leaves the list for the panel.
    await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'AI' })).toBeFocused();
  });
});

test('the tech stack tablist is one tablist whose markup does not change when it hydrates', async ({ page }) => {
  await page.goto(paths.plus);
  // Before the island hydrates (it waits until it is on screen), take the server's tablist and tab.
  await expect(page.locator('astro-island[component-export="TechStackTabs"]')).toHaveAttribute('ssr', /.*/);
  const tablist = page.getByRole('tablist');
  await expect(tablist).toHaveCount(1);
  const serverTab = await page.getByRole('tab', { name: 'Frontend' }).elementHandle();
  const serverMarkup = await tablist.evaluate((el) => el.outerHTML);
  await hydrated(island(page, 'TechStackTabs'));
  expect(await serverTab.evaluate((el) => el.isConnected), 'the tab a visitor saw is the tab that hydrated').toBe(true);
  expect(await tablist.evaluate((el) => el.outerHTML)).toBe(serverMarkup);
  await expect(page.getByRole('tablist')).toHaveCount(1);
  await serverTab.click();
  await expect(page.getByRole('tab', { name: 'Frontend' })).toHaveAttribute('aria-selected', 'true');
});

// ── /kriyon-plus: partner highlight ───────────────────────────────────────────
test.describe('Plus partner highlight', () => {
  const current = (page: Page) => page.locator('[data-partner-index][aria-current="true"]');
  const expectHighlighted = async (page: Page, index: number) => {
    await expect(current(page)).toHaveCount(1);
    await expect(current(page)).toHaveAttribute('data-partner-index', String(index));
  };

  async function open(page: Page) {
    // Time stands still until the test moves it.
    await page.clock.install({ time: new Date('2025-01-06T09:00:00+05:30') });
    await page.clock.pauseAt(new Date('2025-01-06T09:00:01+05:30'));
    await page.goto(paths.plus);
    await page.mouse.move(0, 0);
    await hydrated(island(page, 'PartnerRotator'));
  }

  test('six platforms, the first highlighted and named as such for assistive tech', async ({ page }) => {
    await page.goto(paths.plus);
    await expect(page.locator('[data-partner-index]')).toHaveCount(6);
    await expectHighlighted(page, 0);
    await expect(current(page).getByText('In focus')).toBeVisible();
    await expect(page.getByText('In focus', { exact: true }).filter({ visible: true })).toHaveCount(1);
  });

  test('nothing invented drawn as real: the platforms Plus builds on by their own names in our type, clients by kind', async ({ page }) => {
    await page.goto(paths.plus);
    const partners = page.locator('#partners');
    await expect(partners.getByRole('heading', { level: 2 })).toHaveText('Platforms we build on');
    await expect(page.locator('[data-partner-index] h3')).toHaveText([
      'Amazon Web Services',
      'Microsoft Azure',
      'Google Cloud',
      'Razorpay',
      'SAP',
      'Salesforce',
    ]);
    // The spec's four kinds of provider, each named in words.
    const kinds = await page.locator('[data-partner-index] > p:first-child').evaluateAll((ps) => ps.map((p) => p.firstChild?.textContent?.trim()));
    expect(new Set(kinds)).toEqual(new Set(['Cloud', 'Payments', 'ERP', 'CRM']));
    // No logo, glyph or picture stands for a name.
    await expect(partners.locator('li svg, img, [data-wordmark]')).toHaveCount(0);
    const clients = page.getByRole('list', { name: 'Startups we have worked with' }).getByRole('listitem');
    await expect(clients).toHaveCount(5);
    for (const client of (await clients.allTextContents()).map((t) => t.trim()))
      expect(client, 'a client named by kind, stage and city').toMatch(/^An? .+ in [A-Z]\w+$/);
    await expect(page.locator('main')).not.toContainText(/illustrative/i);
  });

  test('advances every 3000 ms (spec §9) and wraps after the sixth', async ({ page }) => {
    const interval = SPEC_TIMING.partnerInterval;
    await open(page);
    await expectHighlighted(page, 0);
    await page.clock.runFor(interval - 1);
    await expectHighlighted(page, 0);
    await page.clock.runFor(1);
    await expectHighlighted(page, 1);
    await expect(current(page).getByText('In focus')).toBeVisible();
    for (const next of [2, 3, 4, 5, 0]) {
      await page.clock.runFor(interval);
      await expectHighlighted(page, next);
    }
  });

  test('pauses while hovered and resumes when the pointer leaves', async ({ page }) => {
    await open(page);
    await page.locator('[data-partner-index="3"]').hover();
    await page.clock.runFor(9_000);
    await expectHighlighted(page, 0);
    await page.mouse.move(0, 0);
    await page.clock.runFor(3_000);
    await expectHighlighted(page, 1);
  });

  test('pauses while focus is inside and with the visible pause/play button', async ({ page }) => {
    await open(page);
    const pause = page.getByRole('button', { name: 'Pause platform rotation' });
    await pause.focus();
    await page.clock.runFor(6_000);
    await expectHighlighted(page, 0);
    await pause.click();
    const play = page.getByRole('button', { name: 'Play platform rotation' });
    await expect(play).toBeVisible();
    await play.blur();
    await page.mouse.move(0, 0);
    await page.clock.runFor(9_000);
    await expectHighlighted(page, 0);
    await play.click();
    await expect(page.getByRole('button', { name: 'Pause platform rotation' })).toBeVisible();
    await page.getByRole('button', { name: 'Pause platform rotation' }).blur();
    await page.mouse.move(0, 0);
    await page.clock.runFor(3_000);
    await expectHighlighted(page, 1);
  });

  test('does not advance when the visitor prefers reduced motion, unless they press play', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page);
    await expect(page.getByRole('button', { name: 'Play platform rotation' })).toBeVisible();
    await page.clock.runFor(12_000);
    await expectHighlighted(page, 0);
    await page.getByRole('button', { name: 'Play platform rotation' }).click();
    await page.getByRole('button', { name: 'Pause platform rotation' }).blur();
    await page.mouse.move(0, 0);
    await page.clock.runFor(3_000);
    await expectHighlighted(page, 1);
  });
});

test('Plus page: spec figures, four services with timeframes, process, cards and the closing button', async ({ page }) => {
  await page.goto(paths.plus);
  const services = page.locator('#startup-services article');
  await expect(services).toHaveCount(4);
  for (const [title, timeframe] of [
    ['Product strategy and development', '2–6 months'],
    ['Growth strategy and scaling', '3–12 months'],
    ['Mobile and web app development', '3–8 months'],
    ['Go-to-market strategy', '1–4 months'],
  ]) {
    const card = services.filter({ hasText: title });
    await expect(card).toContainText(`Timeframe: ${timeframe}`);
    await expect(card).toContainText('Expected outcome');
  }
  for (const duration of ['1–2 weeks', '2–3 weeks', '1 week', 'Ongoing']) {
    await expect(page.locator('#process ol').getByText(duration, { exact: true })).toBeVisible();
  }
  for (const [value, label] of [
    ['85%', 'success rate'],
    ['$2M+', 'Raised'],
    ['60%', 'Less time to market'],
  ]) {
    await expect(page.locator('#results dl', { hasText: label })).toContainText(value);
  }
  await expect(page.locator('#capabilities article')).toHaveCount(6);
  await expect(page.locator('#markets h3')).toHaveText(['Fintech', 'Healthcare', 'Govtech', 'Edtech', 'Retail and logistics']);
  await expectNewTabLink(page.locator('#plus-cta').getByRole('link'), site.intakeFormUrl);
  // Our own labels: the intake form is "Start Your Consultation", a jump within the page "See …".
  await expect(page.locator('#plus-cta').getByRole('link')).toHaveText(/^Start Your Consultation/);
  await expect(page.locator('main > section').first().getByRole('link', { name: 'See Startup Services' })).toHaveAttribute(
    'href',
    '#startup-services',
  );
  await expectNewTabLink(page.getByRole('link', { name: /^Start Your Consultation/ }).first(), site.intakeFormUrl);
});

test.describe('Plus page on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('each service card shows its outcome and timeframe; its description and what it includes open in place', async ({ page }) => {
    await page.goto(paths.plus);
    const cards = page.locator('#startup-services article');
    await expect(cards).toHaveCount(4);
    const timeframes = ['2–6 months', '3–12 months', '3–8 months', '1–4 months'];
    for (const [i, card] of (await cards.all()).entries()) {
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByText('Expected outcome')).toBeVisible();
      await expect(card.getByText(timeframes[i])).toBeVisible();
      const [description, list] = [card.locator('details p'), card.locator('details ul')];
      await expect(description).toBeHidden();
      await expect(list).toBeHidden();
      await card.locator('summary').click();
      await expect(description).toBeVisible();
      await expect(list).toBeVisible();
      await expect(list.locator('li')).toHaveCount(4);
    }
  });

  test('platforms, capabilities and markets are one column (no half-width cards of six-line text); each market opens its solutions in place', async ({
    page,
  }) => {
    await page.goto(paths.plus);
    const lefts = (selector: string) =>
      page.locator(selector).evaluateAll((els) => [...new Set(els.map((el) => Math.round(el.getBoundingClientRect().left)))]);
    await page.locator('#partners').scrollIntoViewIfNeeded();
    expect(await lefts('[data-partner-index]')).toHaveLength(1);
    await page.locator('#capabilities').scrollIntoViewIfNeeded();
    expect(await lefts('#capabilities article')).toHaveLength(1);
    await page.locator('#markets').scrollIntoViewIfNeeded();
    expect(await lefts('#markets article')).toHaveLength(1);
    const market = page.locator('#markets article').first();
    await expect(market.locator('details ul')).toBeHidden();
    await market.locator('summary').click();
    await expect(market.locator('details ul li')).toHaveCount(3);
    await expect(market.locator('details ul')).toBeVisible();
  });
});

test("Plus page on a wide screen: each service's inclusions and each market's solutions are shown with no fold", async ({ page }) => {
  await page.goto(paths.plus);
  // The five markets are rows on one left edge: no last card centred on its own.
  await page.locator('#markets').scrollIntoViewIfNeeded();
  const lefts = await page.locator('#markets h3').evaluateAll((hs) => [...new Set(hs.map((h) => Math.round(h.getBoundingClientRect().left)))]);
  expect(lefts, 'market names on one left edge').toHaveLength(1);
  for (const section of ['#startup-services', '#markets']) {
    await page.locator(section).scrollIntoViewIfNeeded();
    for (const fold of await page.locator(`${section} details`).all()) {
      await expect(fold.locator('summary')).toBeHidden();
      await expect(fold.locator('ul')).toBeVisible();
    }
  }
});

// ── /kriyon-edge ──────────────────────────────────────────────────────────────
test.describe('Edge page', () => {
  test('both hero buttons open the intake form in a new tab', async ({ page }) => {
    await page.goto(paths.edge);
    const hero = page.locator('main > section').first();
    await expectNewTabLink(hero.getByRole('link', { name: /^Join Smart India AI Challenge/ }), site.intakeFormUrl);
    await expectNewTabLink(hero.getByRole('link', { name: /^Partner with Universities/ }), site.intakeFormUrl);
    for (const link of await page.locator('#edge-cta').getByRole('link').all()) await expectNewTabLink(link, site.intakeFormUrl);
  });

  test('shows every Edge figure and the three phases', async ({ page }) => {
    await page.goto(paths.edge);
    const expectFigure = (label: string, value: string) =>
      expect(
        page
          .locator('#figures dl')
          .filter({ has: page.getByText(label, { exact: true }) })
          .locator('dd')
          .first(),
      ).toHaveText(value, {
        useInnerText: true,
      });
    // One band of four figures; the cloud credits and the revenue share are told where they are explained.
    await expect(page.locator('#figures dl')).toHaveCount(4);
    await expectFigure('Placement increase', '340%');
    await expectFigure('Average package', '₹12 LPA');
    await expectFigure('To placement readiness', '6 months');
    await expectFigure('Global job readiness', '85%');
    await expect(page.locator('#benefits')).toContainText('$300 in cloud credits');
    await expect(page.locator('#monetisation dl dd').first()).toHaveText('30%');
    await expect(page.locator('#monetisation dl dt')).toHaveText('of project revenue goes to the university');
    // The split is drawn: thirty of a hundred dots are the university's.
    await expect(page.locator('#monetisation svg[data-art="share-split"] [data-share="30"] circle')).toHaveCount(100);
    const phases = page.locator('#challenge');
    // The phases as steps on one path, each with its weeks; the intro does not repeat them.
    await expect(phases).toContainText('from idea to a live product in three phases');
    await expect(phases).not.toContainText(/\d-week/);
    await expect(phases.locator('ol > li h3')).toHaveText(['Step 1: Foundation', 'Step 2: Development', 'Step 3: Deployment']);
    await expect(phases.locator('ol > li')).toContainText(['4 weeks', '8 weeks', '4 weeks']);
    await expect(phases.locator('#pitch-events h4')).toHaveText(['Campus Demo Day', 'Regional Finals', 'National Showcase']);
    for (const id of ['#benefits', '#pitch-events', '#projects', '#placement', '#faq']) await expect(page.locator(id)).toBeVisible();
  });

  test('the average package links to its ledger line, where LPA is explained once', async ({ page }) => {
    await page.goto(paths.edge);
    const figure = page.locator('#figures a[data-claim="edgePackage"]');
    await expect(figure).toHaveText('₹12 LPA');
    await figure.click();
    await expect(page).toHaveURL(/\/how-we-measure#edge-package$/);
    await expect(page.locator('#lpa')).toContainText('1 lakh is ₹1,00,000');
  });

  test('government investment is a real table with a caption, described by its sources', async ({ page }) => {
    await page.goto(paths.edge);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Country', 'Programme', 'Amount', 'Year', 'Focus']);
    await expect(table.locator('caption')).toContainText('Selected national AI programmes');
    await expect(table).toHaveAccessibleDescription(/^Sources: .*Press Information Bureau, Government of India/);
    const india = table.getByRole('row', { name: /India/ }).first();
    await expect(india).toContainText('IndiaAI Mission');
    await expect(india).toContainText('₹10,371.92 crore');
    await expect(india).toContainText('2024');
  });

  test.describe('on a phone (390 px)', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the figures are one column of full-width cards: their descriptions are too long for half a phone', async ({ page }) => {
      await page.goto(paths.edge);
      const columns = await page.locator('#figures [data-stat-row]').evaluate((g) => getComputedStyle(g).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(1);
    });

    test('each country is three lines of one card: country, amount and year, then programme, then focus; still a table', async ({ page }) => {
      await page.goto(paths.edge);
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText(['Country', 'Programme', 'Amount', 'Year', 'Focus']);
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(6);
      for (const row of await rows.all()) {
        await expect(row.getByRole('rowheader')).toBeVisible();
        const [country, programme, amount, year, focus] = await row
          .locator('th, td')
          .evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect()).map(({ top, bottom, left, right }) => ({ top, bottom, left, right })));
        const label = (await row.getByRole('rowheader').innerText()).trim();
        // Country, amount and year side by side on the first line; every cell inside the row, none hidden.
        for (const cell of [amount, year]) expect(cell.top, `${label}: first line`).toBeLessThan(country.bottom);
        expect(country.right, label).toBeLessThanOrEqual(amount.left);
        expect(amount.right, label).toBeLessThanOrEqual(year.left);
        expect(programme.top, `${label}: programme below`).toBeGreaterThanOrEqual(Math.max(country.bottom, amount.bottom) - 1);
        expect(focus.top, `${label}: focus below the programme`).toBeGreaterThanOrEqual(programme.bottom - 1);
        for (const cell of [country, programme, amount, year, focus]) expect(cell.bottom - cell.top, label).toBeGreaterThan(0);
      }
      const sideways = await table.evaluate((t) => t.scrollWidth - t.clientWidth);
      expect(sideways, 'the table scrolls sideways').toBeLessThanOrEqual(0);
      // The sources fold into a <details> that opens on a tap.
      const sources = page.locator('#investment details');
      await expect(sources.getByText(/^Sources:/)).toBeHidden();
      await sources.locator('summary').tap();
      await expect(sources.getByText(/^Sources:/)).toBeVisible();
    });

    test('sample projects show title, domain and stack, the brief opens under the title', async ({ page }) => {
      await page.goto(paths.edge);
      const project = page.locator('#projects article').first();
      await expect(project.getByRole('heading', { level: 3 })).toBeVisible();
      await expect(project.locator('ul li').first()).toBeVisible();
      const brief = project.locator('details > p');
      await expect(brief).toBeHidden();
      await project.locator('summary').tap();
      await expect(brief).toBeVisible();
    });
  });

  test('from sm up the sample-project briefs and the investment sources are shown with no tap', async ({ page }) => {
    await page.goto(paths.edge);
    for (const brief of await page.locator('#projects details > p').all()) await expect(brief).toBeVisible();
    await expect(page.locator('#investment details').getByText(/^Sources:/)).toBeVisible();
  });
});

// ── /ai-marketplace ───────────────────────────────────────────────────────────
test.describe('AI Marketplace', () => {
  const cards = (page: Page) => page.locator('[data-tool-id]');
  const visibleNames = (page: Page) => page.locator('[data-tool-id]:visible h3');
  const search = (page: Page) => page.getByRole('searchbox', { name: 'Search AI tools' });
  const category = (page: Page, name: string) => page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name, exact: true });
  const status = (page: Page) => page.getByRole('status');

  test.beforeEach(async ({ page }) => {
    await page.goto(paths.marketplace);
    await hydrated(island(page, 'ToolFilter'));
  });

  test('lists six tools with ratings drawn to the half star beside the value, stat tiles and category buttons', async ({ page }) => {
    await expect(cards(page)).toHaveCount(6);
    await expect(status(page)).toHaveText('6 of 6 featured tools shown');
    await expect(page.getByRole('group', { name: 'Filter by category' }).getByRole('button')).toHaveText([
      'All',
      'Training',
      'Analytics',
      'Automation',
      'Content',
      'Customer Service',
      'HR & Recruiting',
    ]);
    await expect(category(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(category(page, 'Training')).toHaveAttribute('aria-pressed', 'false');
    const rating = page.getByRole('img', { name: 'Rated 4.9 out of 5' });
    await expect(rating).toHaveCount(1);
    // 4.9 is drawn as four stars and a half (the half star below it: a rating is never rounded up), the value beside them.
    await expect(rating.locator('polygon.fill-sky-600:not([data-half])')).toHaveCount(4);
    await expect(rating.locator('polygon[data-half]')).toHaveCount(1);
    await expect(rating.locator('xpath=following-sibling::*[1]')).toHaveText('4.9');
    await expect(page.getByRole('img', { name: 'Rated 4.8 out of 5' })).toHaveCount(2);
    // 4.5 is four stars and a half, not five.
    const half = page.getByRole('img', { name: 'Rated 4.5 out of 5' });
    await expect(half.locator('polygon.fill-sky-600:not([data-half])')).toHaveCount(4);
    await expect(half.locator('polygon[data-half]')).toHaveCount(1);
    await expect(half.locator('xpath=following-sibling::*[1]')).toHaveText('4.5');
    // No gradient headers: nothing in a card is painted with a gradient, and the prices are as the content has them.
    const gradients = await cards(page).evaluateAll(
      (items) =>
        items.flatMap((item) => [item, ...item.querySelectorAll('*')]).filter((el) => getComputedStyle(el).backgroundImage.includes('gradient'))
          .length,
    );
    expect(gradients).toBe(0);
    await expect(cards(page).first()).toContainText('Enterprise');
    await expect(cards(page).nth(1)).toContainText('From $99/mo');
    const hero = page.locator('main > section').first();
    for (const [value, label] of [
      ['100+', 'AI tools'],
      ['50K+', 'Active users'],
      ['95%', 'Success rate'],
      ['24/7', 'Support'],
    ]) {
      await expect(hero.locator('dl', { hasText: label })).toContainText(value);
    }
    await expect(search(page)).toHaveCSS('font-size', '16px');
    // The block's two buttons: our intake label, and the free call on the booking form.
    const buttons = page.locator('#marketplace-cta').getByRole('link');
    await expect(buttons).toHaveCount(2);
    await expectNewTabLink(buttons.filter({ hasText: 'Start Your Consultation' }), site.intakeFormUrl);
    await expectNewTabLink(buttons.filter({ hasText: 'Get Free Consultation' }), site.bookingUrl);
  });

  test('filters by name or description, case-insensitively, and by category', async ({ page }) => {
    await search(page).fill('ANALYTICS');
    await expect(visibleNames(page)).toHaveText(['Predictive Analytics Suite']);
    await expect(status(page)).toHaveText('1 of 6 featured tools shown');
    await search(page).fill('invoice');
    await expect(visibleNames(page)).toHaveText(['Workflow Automation Bot']);
    await search(page).fill('');
    await category(page, 'Content').click();
    await expect(category(page, 'Content')).toHaveAttribute('aria-pressed', 'true');
    await expect(category(page, 'All')).toHaveAttribute('aria-pressed', 'false');
    await expect(visibleNames(page)).toHaveText(['Content Generation Studio']);
    await search(page).fill('ai');
    await expect(visibleNames(page)).toHaveText(['Content Generation Studio']);
    await category(page, 'All').click();
    // "ai" is in four names and in "explainable" (Predictive Analytics Suite's description).
    await expect(visibleNames(page)).toHaveText([
      'AI Training Assistant',
      'Predictive Analytics Suite',
      'Content Generation Studio',
      'Customer Support Agent',
      'Talent Screening AI',
    ]);
  });

  test('shows the empty state and resets from it', async ({ page }) => {
    await category(page, 'HR & Recruiting').click();
    await search(page).fill('forecast');
    await expect(visibleNames(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No AI tools found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filter criteria', { exact: true })).toBeVisible();
    await expect(status(page)).toHaveText('0 of 6 featured tools shown');
    await page.getByRole('button', { name: 'Clear Search and Filters' }).click();
    await expect(visibleNames(page)).toHaveCount(6);
    await expect(search(page)).toHaveValue('');
    await expect(search(page)).toBeFocused();
    await expect(category(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'No AI tools found' })).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('');
  });

  test('keeps search and category in the URL across reload and Back', async ({ page }) => {
    await category(page, 'Customer Service').click();
    await search(page).fill('agent');
    await expect(page).toHaveURL(/\?q=agent&category=Customer\+Service$/);
    await page.reload();
    await hydrated(island(page, 'ToolFilter'));
    await expect(search(page)).toHaveValue('agent');
    await expect(category(page, 'Customer Service')).toHaveAttribute('aria-pressed', 'true');
    await expect(visibleNames(page)).toHaveText(['Customer Support Agent']);

    await category(page, 'Analytics').click();
    await expect(visibleNames(page)).toHaveCount(0);
    await page.goBack();
    await expect(category(page, 'Customer Service')).toHaveAttribute('aria-pressed', 'true');
    await expect(search(page)).toHaveValue('agent');
    await expect(visibleNames(page)).toHaveText(['Customer Support Agent']);
    await page.goForward();
    await expect(category(page, 'Analytics')).toHaveAttribute('aria-pressed', 'true');
  });

  test('a shared link opens the filtered view', async ({ page }) => {
    await page.goto(`${paths.marketplace}?q=${encodeURIComponent('CVs')}&category=${encodeURIComponent('HR & Recruiting')}`);
    await hydrated(island(page, 'ToolFilter'));
    await expect(visibleNames(page)).toHaveText(['Talent Screening AI']);
    await expect(category(page, 'HR & Recruiting')).toHaveAttribute('aria-pressed', 'true');
  });

  test('hostile input is plain text: no error, no dialog, just the empty state', async ({ page }) => {
    const errors = watchConsole(page);
    page.on('dialog', (dialog) => {
      errors.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    for (const text of ['(', '[a-', '.*', '\\', '<script>alert(1)</script>', 'a('.repeat(5_000)]) {
      await search(page).fill(text);
      await expect(search(page)).toHaveValue(text);
      await expect(page.getByRole('heading', { name: 'No AI tools found' })).toBeVisible();
    }
    await page.goto(`${paths.marketplace}?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}&category=%3Cscript%3E`);
    await hydrated(island(page, 'ToolFilter'));
    await expect(category(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'No AI tools found' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

// ── Without JavaScript ────────────────────────────────────────────────────────
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the marketplace shows all six tools and no dead controls', async ({ page }) => {
    await page.goto(`${paths.marketplace}?q=nothing-matches`);
    await expect(page.locator('[data-tool-id]:visible')).toHaveCount(6);
    await expect(page.getByRole('searchbox')).toBeHidden();
  });

  test('the tech stack shows every panel and the partner grid reads fully', async ({ page }) => {
    await page.goto(paths.plus);
    await expect(page.locator('[role="tabpanel"]:visible')).toHaveCount(6);
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Database', level: 3 })).toBeVisible();
    await expect(page.locator('[data-partner-index]:visible')).toHaveCount(6);
    await expect(page.getByRole('button', { name: /platform rotation/ })).toBeHidden();
  });
});

test('AI Marketplace: words typed into the search before the filter has woken up still filter the list', async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  // Hold the filter's code back, as a slow phone network would, while the visitor types.
  await page.route(/tool-filter\.island\.[^/]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(paths.marketplace);
  await page.getByRole('searchbox', { name: 'Search AI tools' }).fill('invoice');
  release();
  await hydrated(island(page, 'ToolFilter'));
  await expect(page.locator('[data-tool-id]:visible h3')).toHaveText(['Workflow Automation Bot']);
  await expect(page.getByRole('status')).toHaveText('1 of 6 featured tools shown');
});

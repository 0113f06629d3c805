import { test, expect, type Page } from '@playwright/test';
import { site } from '../../src/lib/site';
import { SPEC_INDUSTRIES, SPEC_TIMING } from '../spec/spec';
import { builtRoutes, expectNewTabLink, hydrated, recordCspViolations, violations } from './helpers';
import { expectPaintedWell } from './as-seen';

/** A long page, so scrolling and scroll locking can be observed. */
const LONG_PAGE = '/privacy-policy';

const header = (page: Page) => page.locator('header').first();

/** Resolves once the browser has drawn `count` more frames: what a change made now has been laid out and painted by. */
const animationFrames = (page: Page, count = 2) =>
  page.evaluate(async (n) => {
    for (let i = 0; i < n; i++) await new Promise(requestAnimationFrame);
  }, count);

/** Turns the mouse wheel and resolves once the page has received the wheel and drawn two frames since (a scroll it causes has begun). */
async function wheel(page: Page, deltaY: number) {
  type Waiting = { __wheel?: Promise<unknown> };
  await page.evaluate(() => {
    (window as unknown as Waiting).__wheel = new Promise((resolve) => addEventListener('wheel', resolve, { once: true, passive: true }));
  });
  await page.mouse.wheel(0, deltaY);
  await page.evaluate(() => (window as unknown as Waiting).__wheel);
  await animationFrames(page);
}

test.describe('skip link and header (desktop)', () => {
  test('"Skip to content" is the first tab stop and moves focus to main', async ({ page }) => {
    await page.goto(LONG_PAGE);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('is fixed, links home, and carries the spec links in order', async ({ page }) => {
    await page.goto(LONG_PAGE);
    await expect(header(page)).toHaveCSS('position', 'fixed');
    await expect(header(page).getByRole('link', { name: /Kriyon.*home/ })).toHaveAttribute('href', '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    await expect(links).toHaveText(['AI Training Services', 'Campus Hiring', 'Kriyon Edge', 'Kriyon Plus']);
    await expect(nav.getByRole('link', { name: 'AI Training Services' })).toHaveAttribute('href', '/#services');
    await expect(nav.getByRole('button', { name: 'Industries' })).toBeVisible();
    await expectNewTabLink(header(page).getByRole('link', { name: /Start AI Training/ }), site.intakeFormUrl);
  });

  test('turns more opaque only once scrolled beyond 50 px', async ({ page }) => {
    const threshold = SPEC_TIMING.headerScrollThreshold;
    const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.goto(LONG_PAGE);
    const bar = header(page);
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
    const before = await bar.evaluate((el) => getComputedStyle(el).backgroundColor);
    // Past the threshold first, so the header is known to be listening when it is scrolled back to it.
    await scrollTo(threshold + 1);
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
    await scrollTo(threshold);
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
    await scrollTo(threshold + 1);
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before);
    const alpha = (c: string) => Number(c.match(/[\d.]+(?=\))/)?.[0] ?? 1);
    const after = await bar.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(alpha(after)).toBeGreaterThan(alpha(before));
    await scrollTo(0);
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
  });
});

test('the header shows "Start AI Training" from 640 px, and on a phone leaves it to the menu', async ({ page }) => {
  await page.goto(LONG_PAGE);
  const cta = header(page).getByRole('link', { name: /Start AI Training/ });
  for (const width of [320, 390, 639]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(cta, `${width} px`).toBeHidden();
  }
  for (const width of [640, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(cta, `${width} px`).toBeVisible();
  }
});

test('one primary in view: the header\'s "Start AI Training" is drawn as a line, so the page top\'s own step is the one filled button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  for (const route of ['/', '/ai-consulting', '/careers', '/kriyon-plus', '/contact']) {
    await page.goto(route);
    const filled = await page.locator('a.min-h-12, button.min-h-12').evaluateAll((buttons) =>
      buttons
        .filter((b) => {
          const box = b.getBoundingClientRect();
          const ground = getComputedStyle(b).backgroundColor;
          const painted = ground !== 'transparent' && !/rgba\(.*, 0\)$/.test(ground);
          return box.width > 0 && box.bottom > 0 && box.top < innerHeight && painted;
        })
        .map((b) => ({ text: (b.textContent ?? '').trim(), inHeader: !!b.closest('header') })),
    );
    expect(filled, route).toHaveLength(1);
    expect(filled[0]?.inHeader, `${route}: the filled button is the page's, not the header's`).toBe(false);
  }
});

test.describe('Industries dropdown', () => {
  test('opens on hover after the spec delay (200 ms), closes after 150 ms, and re-opens at once within 300 ms', async ({ page }) => {
    const { open, close } = SPEC_TIMING.menu;
    await page.clock.install();
    await page.goto(LONG_PAGE);
    const trigger = page.getByRole('button', { name: 'Industries' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await hydrated(trigger);
    // Stop time flowing on its own, so the delays below are measured exactly.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await trigger.hover();
    await page.clock.runFor(open - 50);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(50);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    const links = panel.getByRole('link');
    // The eight industries of the specification (an industry added later is one more link).
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      expect.arrayContaining(SPEC_INDUSTRIES.map((s) => `/training/${s}`)),
    );
    const columns = await panel.locator('ul').evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);

    await page.mouse.move(5, 700);
    await page.clock.runFor(close - 50);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(50);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await trigger.hover();
    await page.clock.runFor(10);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  test('opens on click and works from the keyboard, closing on Escape with focus returned', async ({ page }) => {
    await page.goto(LONG_PAGE);
    const trigger = page.getByRole('button', { name: 'Industries' });
    await hydrated(trigger);
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'BFSI' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Healthcare' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  test('opens when reached with Tab', async ({ page }) => {
    await page.goto(LONG_PAGE);
    const trigger = page.getByRole('button', { name: 'Industries' });
    await hydrated(trigger);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Kriyon Plus' }).focus();
    await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('is a modal dialog that keeps focus, locks scrolling, closes on Escape and returns focus', async ({ page }) => {
    await page.goto(LONG_PAGE);
    const open = page.getByRole('button', { name: 'Open menu' });
    await hydrated(open);
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.matches(':modal')), 'a modal dialog in the top layer').toBe(true);
    await expect(open).toHaveAttribute('aria-expanded', 'true');

    // Focus starts inside and never reaches the page behind, however far the user tabs, both ways.
    // (A native modal dialog lets Tab pass from its last control to the browser's own toolbar, where
    // the page sees no focused element, and from there back into the dialog.)
    const where = () =>
      page.evaluate(() =>
        document.activeElement?.closest('dialog')
          ? 'dialog'
          : document.activeElement === document.body
            ? 'browser'
            : document.activeElement?.outerHTML.slice(0, 80),
      );
    expect(await where()).toBe('dialog');
    const seen = new Set<string | undefined>();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      seen.add(await where());
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      seen.add(await where());
    }
    expect(
      [...seen].filter((w) => w !== 'dialog' && w !== 'browser'),
      'focus behind the menu',
    ).toEqual([]);
    expect(seen.has('dialog')).toBe(true);

    // Scrolling the page is locked, and the rest of the page is inert.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.mouse.move(200, 600);
    await wheel(page, 800);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const mainTakesFocus = () =>
      page.evaluate(() => {
        const link = [...document.querySelectorAll<HTMLElement>('main a[href], main summary')].find((a) => a.checkVisibility())!;
        link.focus();
        return document.activeElement === link;
      });
    expect(await mainTakesFocus(), 'the page behind the menu is inert').toBe(false);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    expect(await mainTakesFocus()).toBe(true);
    await open.focus();
    await wheel(page, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('lists the whole navigation and closes when a link is followed', async ({ page }) => {
    await page.goto(LONG_PAGE);
    await hydrated(page.getByRole('button', { name: 'Open menu' }));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    for (const label of ['AI Training Services', 'Campus Hiring', 'Kriyon Edge', 'Kriyon Plus', 'BFSI', 'Consulting', 'Careers', 'Contact']) {
      await expect(dialog.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expectNewTabLink(dialog.getByRole('link', { name: /Start AI Training/ }), site.intakeFormUrl);
    await dialog
      .getByRole('link', { name: 'Cookie Policy' })
      .or(dialog.getByRole('link', { name: 'Careers' }))
      .first()
      .click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('the close button (a method="dialog" form) closes the menu, within the policy', async ({ page }) => {
    await recordCspViolations(page);
    await page.goto(LONG_PAGE);
    await hydrated(page.getByRole('button', { name: 'Open menu' }));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('section layout', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const contentVisibility = (page: Page, selector: string) =>
    page.locator(selector).evaluate((el) => getComputedStyle(el).getPropertyValue('content-visibility'));
  const rendered = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));

  test('light sections after the first are laid out as they near the screen', async ({ page }) => {
    await page.goto('/kriyon-plus');
    expect(await contentVisibility(page, 'main > section:first-child')).toBe('visible');
    // Light since the brand keeps navy for the page top, the closing call and the footer (docs/brand.md).
    expect(await contentVisibility(page, '#results')).toBe('auto');
    expect(await contentVisibility(page, '#capabilities')).toBe('auto');
    expect(await rendered(page, '#capabilities h2')).toBe(false);
    await page.locator('#capabilities h2').scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(page, '#capabilities h2')).toBe(true);
  });

  test('long Markdown bodies lay out later blocks as they near the screen', async ({ page }) => {
    // Record each block's latest skipped state as the browser reports it.
    await page.addInitScript(() => {
      document.addEventListener(
        'contentvisibilityautostatechange',
        (e) => ((e.target as HTMLElement).dataset.skipped = String((e as ContentVisibilityAutoStateChangeEvent).skipped)),
        true,
      );
    });
    await page.goto('/insights/why-enterprise-ai-training-stalls');
    const blocks = page.locator('article .prose-flow > *');
    expect(await blocks.count()).toBeGreaterThan(6);
    expect(await blocks.first().evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('visible');
    const last = blocks.last();
    expect(await last.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('auto');
    await expect(last).toHaveAttribute('data-skipped', 'true');
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute('data-skipped', 'false');
  });

  test('a policy contents link lands on its heading below the header', async ({ page }) => {
    await page.goto(LONG_PAGE);
    // On a phone the contents are folded: closed at first, they open in place.
    const toc = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
    await expect(toc).toHaveCount(0);
    await page.getByRole('navigation', { name: 'On this page' }).locator('summary').click();
    const entry = toc.last();
    const id = ((await entry.getAttribute('href')) ?? '').slice(1);
    const heading = page.locator(`[id="${id}"]`);
    expect(await heading.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('auto');
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    // Distance from the bottom of the fixed header to the top of the heading.
    const gap = async () =>
      (await heading.evaluate((el) => el.getBoundingClientRect().top)) - (await header(page).evaluate((el) => el.getBoundingClientRect().bottom));
    const landed = async () => {
      const px = await gap();
      return px >= 0 && px < 120;
    };
    await expect.poll(landed).toBe(true);
    // Nothing laid out around it as it came on screen moves it: still there once the next frames are drawn.
    await animationFrames(page);
    expect(await landed()).toBe(true);
  });

  test('every light band on every route is laid out near the screen, every dark one at once', async ({ page }) => {
    test.setTimeout(120_000);
    for (const route of builtRoutes()) {
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      const bands = await page.locator('main > section').evaluateAll((sections) =>
        sections.map((el, i) => ({
          id: el.id,
          top: i === 0 && el === el.parentElement!.firstElementChild,
          dark: el.classList.contains('on-dark'),
          lazy: getComputedStyle(el).contentVisibility === 'auto',
        })),
      );
      // Laid out at once although light: the page top (a reading page's light header is the first screen), the openings
      // (a filter link jumps into them), the bands that hold a dark panel (a contrast checker reads a skipped band's
      // light text against white), an industry's impact band (Lighthouse read its rows over the closing band) and every
      // band of the ledger of figures, which links from every page land in.
      const eager = ['openings', 'office', 'operations', 'programs', 'impact'];
      const wrong = bands.filter((b) => (b.dark || b.top ? b.lazy : !b.lazy && !eager.includes(b.id) && route !== '/how-we-measure'));
      expect(wrong, route).toEqual([]);
    }
  });

  test("the footer's stand-in height covers its real height at every breakpoint", async ({ page }) => {
    await page.goto(LONG_PAGE);
    const footer = page.locator('footer.site-footer');
    expect(await footer.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('auto');
    // The narrowest width of each breakpoint is where the footer is tallest.
    for (const width of [320, 640, 768, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      const { standIn, real } = await footer.evaluate((el) => {
        const standIn = parseFloat(getComputedStyle(el).containIntrinsicBlockSize.replace('auto', ''));
        el.style.contentVisibility = 'visible';
        const real = el.getBoundingClientRect().height;
        el.style.contentVisibility = '';
        return { standIn, real };
      });
      expect(standIn, `stand-in height at ${width} px`).toBeGreaterThanOrEqual(real);
      expect(standIn, `stand-in height at ${width} px`).toBeLessThan(real * 1.5);
    }
  });

  test('the careers openings are always laid out', async ({ page }) => {
    await page.goto('/careers');
    expect(await contentVisibility(page, '#culture')).toBe('auto');
    expect(await contentVisibility(page, '#openings')).toBe('visible');
    expect(await rendered(page, '#openings h2')).toBe(true);
  });
});

test.describe('footer', () => {
  test('has the address, link groups, policies, copyright and the three promos', async ({ page }) => {
    await page.goto(LONG_PAGE);
    const footer = page.locator('footer');
    await expect(footer.locator('address')).toContainText('Hyderabad, Telangana 500081');
    await expect(footer.getByRole('link', { name: site.phone })).toHaveAttribute('href', site.phoneHref);
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    const policies = footer.getByRole('list', { name: 'Policies' }).getByRole('link');
    await expect(policies).toHaveText(['Privacy Policy', 'Terms of Service', 'Cookie Policy', 'Refund Policy', 'Super 30 Policy']);
    // Spec §2: copyright 2024, carried to the current year.
    await expect(footer).toContainText(`© 2024–${new Date().getFullYear()} ${site.legalName}`);
    const marketplace = footer.getByRole('link', { name: /AI Marketplace.*100\+ AI agents and tools/ });
    await expect(marketplace).toHaveAttribute('href', '/ai-marketplace');
    await expect(footer.getByRole('link', { name: /^Kriyon Plus/ })).toHaveAttribute('href', '/kriyon-plus');
    await expect(footer.getByRole('link', { name: /^Kriyon Edge/ })).toHaveAttribute('href', '/kriyon-edge');
    for (const name of ['AI Consulting', 'Cloud Migration', 'Leadership Hiring', 'About Us', 'Careers', 'Case Studies', 'Contact']) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveCount(1);
    }
    await expect(footer.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Government', exact: true })).toHaveAttribute(
      'href',
      '/training/government',
    );
  });
});

test.describe('404 page', () => {
  test('answers HTTP 404 with the page, a way home, and the missing path in the console', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    const response = await page.goto('/no-such-page/here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    const home = page.getByRole('link', { name: 'Return to Home' });
    await expect(home).toHaveAttribute('href', '/');
    await expect.poll(() => messages.join('\n')).toContain('/no-such-page/here');
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('leads on to a short set of the main destinations, each with a line on what is there', async ({ page }) => {
    await page.goto('/no-such-page');
    const nav = page.getByRole('navigation', { name: 'Or go straight to' });
    const links = nav.getByRole('link');
    // A few destinations, not the footer's list again (the footer right below links every page).
    expect(await links.count()).toBeGreaterThanOrEqual(4);
    expect(await links.count()).toBeLessThanOrEqual(6);
    const routes = builtRoutes();
    for (const link of await links.all()) {
      const href = (await link.getAttribute('href'))!;
      expect(routes.includes(href.replace(/#.*$/, '')), `${href} is a page of the site`).toBe(true);
      // A name and a line: two pieces of text.
      expect((await link.innerText()).split('\n').filter((l) => l.trim()).length, `${href} has a line on what is there`).toBe(2);
    }
    await expectPaintedWell(nav, '404 destinations');
  });
});

test.describe('notification area', () => {
  const { visible, hotkey, swipeThreshold } = SPEC_TIMING.toasts;
  const toasts = (page: Page) => page.locator('[data-sonner-toast]');
  /** The toasts whose words are shown (a stacked toast behind the front one keeps its box but hides its content). */
  const readableToasts = (page: Page) =>
    toasts(page).evaluateAll(
      (all) => all.filter((t) => getComputedStyle(t).opacity !== '0' && getComputedStyle(t.querySelector('[data-content]')!).opacity !== '0').length,
    );

  /** Drags the front toast straight down by `distance` px over a second of the page's clock (too slow to count as a flick). */
  async function swipeFront(page: Page, distance: number) {
    const front = page.locator('[data-sonner-toast][data-front="true"]');
    await front.hover();
    await front.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    const box = (await front.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + distance, { steps: 10 });
    await page.clock.runFor(1000);
    await page.mouse.up();
  }

  test(`shows one toast at a time from a stack of ${visible}, opens with ${hotkey}, and a swipe down past ${swipeThreshold} px dismisses one`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
    await recordCspViolations(page);
    await page.clock.install();
    await page.goto('/insights');
    const card = page.locator('main #articles article').first();
    await hydrated(card);
    const share = card.getByRole('button', { name: /^Share/ });
    await share.click();
    await expect(toasts(page)).toHaveCount(1);
    // Stop the page's clock: the toasts stay until they are dismissed. sonner shows each toast from a
    // timer, so the clock steps on while a test waits for one. Half a second ahead (a busy machine can
    // pass a nearer time before the pause lands), well inside the 4 s a toast stays.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    for (let count = 2; count <= visible + 1; count++) {
      await share.click();
      await expect
        .poll(async () => {
          await page.clock.runFor(1);
          return toasts(page).count();
        })
        .toBe(count);
    }

    // Three in the stack, the oldest gone from it; of those only the newest, in front, is readable.
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(visible);
    await expect.poll(() => readableToasts(page)).toBe(1);
    await expect(page.locator('[data-sonner-toast][data-front="true"]')).toHaveCount(1);

    // The hotkey moves focus to the area and spreads the stack out: all three readable; Escape folds it.
    await page.keyboard.press(hotkey);
    await expect(page.locator('[data-sonner-toaster]')).toBeFocused();
    await expect.poll(() => readableToasts(page)).toBe(visible);
    await page.keyboard.press('Escape');
    await expect.poll(() => readableToasts(page)).toBe(1);

    // A swipe just short of the threshold springs back; one just past it dismisses the front toast.
    await swipeFront(page, swipeThreshold - 3);
    await expect(page.locator('[data-sonner-toast][data-removed="true"]')).toHaveCount(0);
    await swipeFront(page, swipeThreshold + 3);
    await expect(page.locator('[data-sonner-toast][data-removed="true"]')).toHaveCount(1);
    await page.clock.runFor(1000);
    await expect(toasts(page)).toHaveCount(visible);

    // sonner's own stylesheet did all of this within the policy.
    expect(await violations(page)).toEqual([]);
  });
});

import { test, expect, type Page } from '@playwright/test';
import { builtRoutes } from './helpers';

/**
 * In the browser, against the `npm start` server: the Content-Security-Policy (header and <meta>)
 * never blocks anything the site itself does, on any route, in desktop and mobile layouts with the
 * islands hydrated and opened; and the site stores nothing on the visitor's device.
 */

const routes = builtRoutes();

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/** Records every `securitypolicyviolation` event from the first byte of every document. */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations);

/** Waits until every island that can hydrate at this viewport has hydrated. */
async function islandsHydrated(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island[ssr]')].every((island) => {
      if (island.getAttribute('client') !== 'media') return false;
      const query = (JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: string }).value;
      return !!query && !matchMedia(query).matches;
    }),
    undefined,
    { timeout: 10_000 },
  );
}

/** Hydrates every island: scrolls through the page (client:visible), waits for them, opens the menus. */
async function exercise(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(r));
    }
    window.scrollTo(0, 0);
  });
  await islandsHydrated(page);
  const industries = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Industries' });
  if (await industries.isVisible()) {
    await industries.click();
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
  }
  // The mobile layout: the menu island hydrates when the media query starts to match.
  await page.setViewportSize({ width: 390, height: 844 });
  const menu = page.locator('button[aria-haspopup="dialog"]');
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await islandsHydrated(page);
}

test('the policy blocks and reports an injected inline script (the listener works)', async ({ page }) => {
  await recordCspViolations(page);
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
  });
  // Reported once per policy that blocks it (the header and the page's <meta>).
  await expect.poll(async () => (await violations(page)).length).toBeGreaterThan(0);
  for (const v of await violations(page)) expect(v).toMatch(/^script-src(-elem)? blocked inline/);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});

for (const route of [...routes, '/this-page-does-not-exist']) {
  test(`${route} raises no Content-Security-Policy violation, islands hydrated`, async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) refused.push(msg.text());
    });
    await recordCspViolations(page);
    await page.goto(route);
    // A blocked script can stop the islands from hydrating: report the violations first.
    const failure = await exercise(page).then(() => null, (error: Error) => error);
    expect(await violations(page)).toEqual([]);
    expect(refused).toEqual([]);
    if (failure) throw failure;
  });
}

test('the site sets no cookies and stores nothing on any route', async ({ page, context }) => {
  test.setTimeout(15_000 + routes.length * 5_000);
  const setCookie: string[] = [];
  page.on('response', async (res) => {
    if ((await res.headerValue('set-cookie')) !== null) setCookie.push(res.url());
  });
  for (const route of [...routes, '/this-page-does-not-exist']) {
    await page.goto(route, { waitUntil: 'networkidle' });
    const stored = await page.evaluate(() => ({
      cookie: document.cookie,
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
    }));
    expect(stored, route).toEqual({ cookie: '', local: [], session: [] });
  }
  expect(setCookie, 'responses with Set-Cookie').toEqual([]);
  expect(await context.cookies()).toEqual([]);
});

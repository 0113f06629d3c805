import { test, expect } from '@playwright/test';
import { builtRoutes, exercise, recordCspViolations, violations } from './helpers';

/**
 * In the browser, against the `npm start` server: the Content-Security-Policy (header and <meta>)
 * never blocks anything the site itself does, on any route, in desktop and mobile layouts with the
 * islands hydrated and opened; and the site stores nothing on the visitor's device.
 */

const routes = builtRoutes();

test('the policy blocks and reports an injected inline script (the listener works)', async ({ page }) => {
  await recordCspViolations(page);
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    // A plain string into a script element: refused by Trusted Types before the hash check is reached.
    try {
      script.textContent = 'window.__injected = true;';
    } catch {
      /* reported below */
    }
    document.body.append(script);
  });
  await expect.poll(async () => (await violations(page)).length).toBeGreaterThan(0);
  for (const v of await violations(page)) expect(v).toMatch(/^(require-trusted-types-for|script-src(-elem)?) blocked/);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});

test('Trusted Types refuse HTML strings and policies, and the hash check still blocks markup-made scripts', async ({ page }) => {
  await recordCspViolations(page);
  await page.goto('/about');
  const outcome = await page.evaluate(() => {
    const results: string[] = [];
    try {
      document.body.insertAdjacentHTML('beforeend', '<img src="x" onerror="window.__xss = 1">');
      results.push('insertAdjacentHTML allowed');
    } catch (e) {
      results.push(`insertAdjacentHTML: ${(e as Error).name}`);
    }
    try {
      (window as unknown as { trustedTypes: { createPolicy(n: string, o: object): unknown } }).trustedTypes.createPolicy('sneaky', {
        createHTML: (s: string) => s,
      });
      results.push('createPolicy allowed');
    } catch (e) {
      results.push(`createPolicy: ${(e as Error).name}`);
    }
    return results;
  });
  expect(outcome).toEqual(['insertAdjacentHTML: TypeError', 'createPolicy: TypeError']);
  await expect.poll(async () => (await violations(page)).join('\n')).toMatch(/require-trusted-types-for/);
  expect(await violations(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^trusted-types blocked/)]));
});

// Every built route gets the same check in as-seen.spec.ts; the 404 page is not in the sitemap.
for (const route of ['/this-page-does-not-exist']) {
  test(`${route} raises no Content-Security-Policy violation, islands hydrated`, async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) refused.push(msg.text());
    });
    await recordCspViolations(page);
    await page.goto(route);
    // A blocked script can stop the islands from hydrating: report the violations first.
    const failure = await exercise(page).then(
      () => null,
      (error: Error) => error,
    );
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

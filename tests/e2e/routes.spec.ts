import { test, expect } from '@playwright/test';
import { SPEC_ROUTES } from '../spec/spec';
import { builtRoutes, exercise, pageJsonLd, expectNoSeriousAxeViolations, recordCspViolations, violations, watchConsole } from './helpers';

const routes = builtRoutes();

test('the sitemap lists every route of the specification', () => {
  for (const route of SPEC_ROUTES) expect(routes, `sitemap is missing ${route}`).toContain(route);
});

test('titles, descriptions and canonicals are unique across pages', async ({ request }) => {
  const seen = { title: new Map<string, string>(), description: new Map<string, string>(), canonical: new Map<string, string>() };
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    const values = {
      title: html.match(/<title>([^<]*)<\/title>/)?.[1],
      description: html.match(/<meta name="description" content="([^"]*)"/)?.[1],
      canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    };
    for (const key of ['title', 'description', 'canonical'] as const) {
      const value = values[key];
      expect(value, `${route} has a ${key}`).toBeTruthy();
      expect(seen[key].get(value!), `${route} repeats the ${key} of ${seen[key].get(value!)}`).toBeUndefined();
      seen[key].set(value!, route);
    }
  }
});

for (const route of routes) {
  test.describe(`page ${route}`, () => {
    test('serves 200 with complete metadata, valid JSON-LD, no outside request, no CSP violation, and fits 320-1920 px', async ({ page }) => {
      const errors = watchConsole(page);
      const foreign: string[] = [];
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (!['127.0.0.1', 'localhost'].includes(url.hostname) && !url.protocol.startsWith('data')) foreign.push(req.url());
      });
      await recordCspViolations(page);
      const response = await page.goto(route, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(/.+\| Kriyon|Kriyon/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{15,}/);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname).toBe(route);
      for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) {
        await expect(page.locator(`meta[property="${property}"]`)).toHaveAttribute('content', /.+/);
      }
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      const data = await pageJsonLd(page);
      expect(data.some((d) => d['@type'] === 'Organization')).toBe(true);

      for (const width of [320, 768, 1024, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
      }

      // Hydrate every island (scrolling, desktop menu, then the mobile menu at 390 px): the
      // Content-Security-Policy must never block anything the site itself does.
      await page.setViewportSize({ width: 1280, height: 800 });
      await exercise(page);
      expect(await violations(page), 'CSP violations').toEqual([]);
      expect(foreign, 'requests to other origins').toEqual([]);
      expect(errors, 'console errors').toEqual([]);
    });

    test('has no serious accessibility violations at 1280 and 390 px', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(route);
      await expectNoSeriousAxeViolations(page);
      await page.setViewportSize({ width: 390, height: 900 });
      await expectNoSeriousAxeViolations(page);
    });
  });
}

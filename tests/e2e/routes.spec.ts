import { test, expect } from '@playwright/test';
import { SPEC_ROUTES } from '../spec/spec';
import { builtRoutes, type JsonLdNode } from './helpers';

/**
 * Every route as served: status, head metadata and structured data, read from the HTML the server
 * sends. What the page paints, its accessibility and its behaviour under the CSP are checked per
 * route in as-seen.spec.ts, at a phone's and a desktop's width, on the same page load.
 */

const routes = builtRoutes();

test('the sitemap lists every route of the specification', () => {
  for (const route of SPEC_ROUTES) expect(routes, `sitemap is missing ${route}`).toContain(route);
});

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

test('titles, descriptions and canonicals are unique across pages', async ({ request }) => {
  const seen = { title: new Map<string, string>(), description: new Map<string, string>(), canonical: new Map<string, string>() };
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    const values = {
      title: attr(html, /<title>([^<]*)<\/title>/),
      description: attr(html, /<meta name="description" content="([^"]*)"/),
      canonical: attr(html, /<link rel="canonical" href="([^"]*)"/),
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
  test(`${route} serves 200 with one h1, complete metadata and valid JSON-LD`, async ({ request }) => {
    const response = await request.get(route);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g), 'one h1').toHaveLength(1);
    // No frames: nothing from another origin, and axe (as-seen.spec.ts) checks the page in one pass.
    expect(html).not.toMatch(/<iframe/i);
    expect(attr(html, /<title>([^<]*)<\/title>/)).toMatch(/Kriyon/);
    expect(attr(html, /<meta name="description" content="([^"]*)"/)).toMatch(/.{15,}/);
    expect(new URL(attr(html, /<link rel="canonical" href="([^"]*)"/)!).pathname).toBe(route);
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) {
      expect(attr(html, new RegExp(`<meta property="${property}" content="([^"]+)"`)), property).toBeTruthy();
    }
    expect(attr(html, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');
    const data = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap(
      (m) => JSON.parse(m[1]) as JsonLdNode | JsonLdNode[],
    );
    expect(data.some((d) => d['@type'] === 'Organization')).toBe(true);
  });
}

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { htmlFiles, metaContent, pngSize, readable, routeFile, siteFile, unnamedPictures } from './built-html';
import { builtRoutes } from './helpers';
import { claimsRegister } from '../../scripts/claims-register.mjs';

/**
 * The built HTML of every page, read as text: no template token, "undefined", "NaN" or
 * "[object Object]" may reach a visitor, in visible text or in any attribute (alt, aria-label, meta).
 */

const LEAKS = [
  { name: 'a template token', pattern: /\{\{?\s*[A-Za-z_][\w.]*\s*\}\}?/ },
  { name: '"undefined"', pattern: /\bundefined\b/ },
  { name: '"NaN"', pattern: /\bNaN\b/ },
  { name: '"[object Object]"', pattern: /\[object \w+\]/ },
];

for (const file of htmlFiles()) {
  test(`${file} carries no unfilled template or broken value`, () => {
    const strings = readable(readFileSync(file, 'utf8'));
    expect(strings.length).toBeGreaterThan(20);
    for (const { name, pattern } of LEAKS) {
      expect(
        strings.filter((s) => pattern.test(s)),
        `${name} in ${file}`,
      ).toEqual([]);
    }
  });
}

test('no island asks for its JavaScript before the page is painted: each waits for the first paint (client:afterpaint)', () => {
  // `client:visible` fetches as soon as the island is laid out on screen, often before the first frame: on an article,
  // its share button put the 62 KB runtime ahead of the first paint, and Lighthouse's slow phone counted it there
  // (LCP 1.5 s instead of 0.8 s). Islands the page never shows at first still wait for the screen after the paint.
  const early = htmlFiles().flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<astro-island\b[^>]*\bclient="([^"]+)"/g)]
      .filter(([, directive]) => directive !== 'afterpaint')
      .map(([, directive]) => `${file}: client:${directive}`),
  );
  expect(early).toEqual([]);
});

test('every picture on every page has a text alternative or is marked decorative', () => {
  const problems = htmlFiles().flatMap((file) => unnamedPictures(readFileSync(file, 'utf8')).map((tag) => `${file}: ${tag}`));
  expect(problems).toEqual([]);
});

test('the picture check finds what it must', () => {
  expect(unnamedPictures('<svg viewBox="0 0 1 1"><svg aria-hidden="true"></svg></svg><img src="a.png">')).toHaveLength(2);
  expect(unnamedPictures('<svg aria-hidden="true"><svg x="1"></svg></svg><svg role="img" aria-label="A chart"></svg><img alt="">')).toEqual([]);
});

/**
 * Social cards: every page's og:image and twitter:image is a 1200 x 630 PNG that the build wrote, and
 * every route in the sitemap has its own, different from every other page's.
 */
for (const file of htmlFiles()) {
  test(`${file} links a 1200 x 630 PNG in dist as its social image`, () => {
    const html = readFileSync(file, 'utf8');
    const og = metaContent(html, 'og:image');
    expect(og, 'og:image').toBeTruthy();
    expect(metaContent(html, 'twitter:image'), 'twitter:image').toBe(og);
    expect([metaContent(html, 'og:image:width'), metaContent(html, 'og:image:height')]).toEqual(['1200', '630']);
    expect(metaContent(html, 'og:image:alt'), 'og:image:alt').toMatch(/^Kriyon: .{10,}/);
    const image = siteFile(og!);
    expect(existsSync(image), `${image} exists`).toBe(true);
    expect(pngSize(readFileSync(image)), `${image} is a PNG of 1200 x 630`).toEqual({ width: 1200, height: 630 });
  });
}

test('every route in the sitemap has its own social card, different from every other', () => {
  const routes = builtRoutes();
  const images = new Map<string, string>();
  const hashes = new Map<string, string>();
  for (const route of routes) {
    const og = metaContent(readFileSync(routeFile(route), 'utf8'), 'og:image');
    expect(og, `${route} has an og:image`).toBeTruthy();
    expect(images.get(og!), `${route} shares its card with ${images.get(og!)}`).toBeUndefined();
    images.set(og!, route);
    const hash = createHash('sha256')
      .update(readFileSync(siteFile(og!)))
      .digest('hex');
    expect(hashes.get(hash), `${route}'s card has the same bytes as ${hashes.get(hash)}'s`).toBeUndefined();
    hashes.set(hash, route);
  }
  expect(hashes.size).toBe(routes.length);
});

test('docs/claims-register.md is the register this build makes (npm run claims rewrites it)', () => {
  expect(readFileSync('docs/claims-register.md', 'utf8'), 'run `npm run claims` after `npm run build` and commit docs/claims-register.md').toBe(
    claimsRegister(),
  );
});

import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { builtRoutes } from './helpers';

/**
 * Each page ships only the style rules it can use (scripts/page-styles.mjs). The proof that none it
 * uses were dropped: every element (and its ::before/::after) computes exactly the same style with
 * the page's stylesheet as with the whole site stylesheet the build started from, on a phone and on
 * a desktop. JavaScript is off so both passes see the same, settled page; the classes scripts add
 * are kept by the build because it reads the page's scripts too (scripts/page-styles.test.mjs).
 */

const routes = [...builtRoutes(), '/this-page-does-not-exist'];
const siteCss = readFileSync('.build/site.css', 'utf8');

// The test swaps the stylesheet's text, which the page's own CSP would rightly refuse.
test.use({ javaScriptEnabled: false, bypassCSP: true });

/** Differences between the computed styles with the page's stylesheet and with the site's. */
function compareWithSiteStylesheet(page: Page, css: string) {
  return page.evaluate((css) => {
    const elements = [...document.querySelectorAll('body, body *')];
    const snapshot = () =>
      elements.map((el) =>
        ['', '::before', '::after'].map((pseudo) => {
          const cs = getComputedStyle(el, pseudo);
          if (pseudo && (cs.content === 'none' || cs.content === 'normal')) return 'no content';
          const values: string[] = [];
          for (let i = 0; i < cs.length; i++) {
            const name = cs[i]!;
            // Custom properties differ by design: the page keeps only the theme values it uses.
            if (!name.startsWith('--')) values.push(`${name}:${cs.getPropertyValue(name)}`);
          }
          return values.join(';');
        }),
      );
    const style = [...document.querySelectorAll('style')].find((s) => s.textContent?.startsWith('/*! tailwindcss'));
    if (!style) return ['no inline Tailwind stylesheet'];
    const own = snapshot();
    const ownLength = style.textContent!.length;
    style.textContent = css;
    const full = snapshot();
    const differences: string[] = [];
    own.forEach((states, i) =>
      states.forEach((value, j) => {
        if (value === full[i]![j]) return;
        const a = value.split(';');
        const b = new Set(full[i]![j]!.split(';'));
        const el = elements[i]!;
        differences.push(`<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">${['', '::before', '::after'][j]}: ${a.filter((x) => !b.has(x)).slice(0, 4).join('; ')}`);
      }),
    );
    if (ownLength >= css.length) differences.push(`the page stylesheet (${ownLength}) is not smaller than the site's (${css.length})`);
    return differences.slice(0, 10);
  }, css);
}

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`every page styles every element as the site stylesheet would (${device})`, () => {
    test.use({ viewport });
    for (const route of routes) {
      test(route, async ({ page }) => {
        await page.goto(route);
        expect(await compareWithSiteStylesheet(page, siteCss)).toEqual([]);
      });
    }
  });
}

import { test, expect } from '@playwright/test';
import { builtRoutes } from './helpers';
import { layOutWholePage } from './as-seen';

/**
 * One type scale (docs/brand.md): outside pictures, the text a page paints comes in at most six sizes at a
 * given screen width, and none below 14 px; headings are set in the brand face.
 */

const routes = builtRoutes();

for (const route of routes) {
  test(`${route}: text in at most six sizes, none under 14 px, headings in the brand face`, async ({ page }) => {
    await page.goto(route);
    await layOutWholePage(page);
    const found = await page.evaluate(() => {
      const sizes = new Map<number, string>();
      const small: string[] = [];
      const faces: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (!el || !node.textContent?.trim() || el.closest('svg, script, style, template, noscript')) continue;
        if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        // Screen-reader-only text is clipped to nothing; it is not painted.
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        const style = getComputedStyle(el);
        const size = Math.round(parseFloat(style.fontSize) * 10) / 10;
        const sample = `<${el.tagName.toLowerCase()}> "${node.textContent.trim().slice(0, 30)}" ${size}px`;
        if (!sizes.has(size)) sizes.set(size, sample);
        if (size < 14) small.push(sample);
      }
      for (const h of document.querySelectorAll('h1, h2, h3'))
        if (h.checkVisibility() && !getComputedStyle(h).fontFamily.startsWith('"Familjen Grotesk"'))
          faces.push(`<${h.tagName}> "${h.textContent?.trim().slice(0, 30)}"`);
      return { sizes: [...sizes.entries()].sort((a, b) => a[0] - b[0]), small, faces };
    });
    expect(found.small, `${route}: text under 14 px`).toEqual([]);
    expect(found.sizes.length, `${route}: sizes ${found.sizes.map(([s, where]) => `${s} (${where})`).join('; ')}`).toBeLessThanOrEqual(6);
    expect(found.faces, `${route}: headings not in the brand face`).toEqual([]);
  });
}

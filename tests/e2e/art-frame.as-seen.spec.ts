import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { builtRoutes } from './helpers';
import { LEGAL_SLUGS, SPEC_INDUSTRIES, SPEC_SERVICES } from '../spec/spec';

/**
 * Hero pictures drawn for their frame: at widths from 320 to 1440 px (each side of the 1024 px switch), everything a hero picture
 * draws (each shape, label and icon) is painted inside the box that shows it: the picture's own
 * viewport and every ancestor that clips. A picture cropped by its box (a square drawing in a short
 * band, a frame made smaller than its drawing) fails, as does a picture under the fixed header.
 */

const routes = builtRoutes();
const html = (route: string) => readFileSync(`dist${route === '/' ? '/index' : route}.html`, 'utf8');
/** The routes whose hero has a picture: a drawing marked `data-art` (one per frame it is drawn for), or an article's cover. */
const pictured = routes.filter((route) => /data-art=|<header[^>]*>[\s\S]*data-cover=/.test(html(route)));
/** The hero pictures: the drawings, and the cover in an article's header (its backdrop, marked `data-bleed`, is meant to fill and be cut). */
const PICTURES = 'svg[data-art], header svg[data-cover]';
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/**
 * Every leaf a visible hero picture paints whose painted box (its bounding box, grown by half its
 * stroke, in screen pixels) reaches more than 1 px outside what the frame shows; and a picture whose
 * shown box starts under the site header. One line per problem.
 */
function clippedArt(page: Page): Promise<string[]> {
  return page.evaluate((pictures) => {
    const problems: string[] = [];
    const header = document.querySelector('body header')?.getBoundingClientRect();
    const drawn = 'rect, circle, ellipse, line, polyline, polygon, path, text, use';
    for (const svg of document.querySelectorAll<SVGSVGElement>(pictures)) {
      if (!svg.checkVisibility()) continue;
      const name = `${svg.dataset.art ?? svg.dataset.cover} (${svg.dataset.frame ?? 'one frame'})`;
      // What the frame shows: the viewBox as placed on screen, cut by the svg's box and every clipping ancestor.
      const ctm = svg.getScreenCTM()!;
      const vb = svg.viewBox.baseVal;
      const a = new DOMPoint(vb.x, vb.y).matrixTransform(ctm);
      const b = new DOMPoint(vb.x + vb.width, vb.y + vb.height).matrixTransform(ctm);
      const box = svg.getBoundingClientRect();
      let [left, top, right, bottom] = [Math.max(a.x, box.left), Math.max(a.y, box.top), Math.min(b.x, box.right), Math.min(b.y, box.bottom)];
      for (let el = svg.parentElement; el && el !== document.body; el = el.parentElement) {
        const s = getComputedStyle(el);
        const r = el.getBoundingClientRect();
        if (s.overflowX !== 'visible') [left, right] = [Math.max(left, r.left), Math.min(right, r.right)];
        if (s.overflowY !== 'visible') [top, bottom] = [Math.max(top, r.top), Math.min(bottom, r.bottom)];
      }
      if (header && top < header.bottom - 1)
        problems.push(`${name}: shown from y=${Math.round(top)}, under the header (to ${Math.round(header.bottom)})`);
      for (const leaf of svg.querySelectorAll<SVGGraphicsElement>(drawn)) {
        if (leaf.closest('defs, symbol, pattern, mask, clipPath, marker, [data-bleed]')) continue;
        const bb = leaf.getBBox();
        const style = getComputedStyle(leaf);
        const half = style.stroke !== 'none' ? Number.parseFloat(style.strokeWidth) / 2 : 0;
        const m = leaf.getScreenCTM()!;
        const corners = [
          [bb.x - half, bb.y - half],
          [bb.x + bb.width + half, bb.y - half],
          [bb.x - half, bb.y + bb.height + half],
          [bb.x + bb.width + half, bb.y + bb.height + half],
        ].map(([x, y]) => new DOMPoint(x, y).matrixTransform(m));
        const xs = corners.map((p) => p.x);
        const ys = corners.map((p) => p.y);
        const out = Math.max(left - Math.min(...xs), top - Math.min(...ys), Math.max(...xs) - right, Math.max(...ys) - bottom);
        if (out > 1) {
          const what = `<${leaf.tagName}${leaf.getAttribute('href') ? ` ${leaf.getAttribute('href')}` : ''}>${leaf.textContent?.trim() ?? ''}`;
          problems.push(`${name}: ${what} painted ${Math.round(out)} px outside its frame`);
        }
      }
    }
    return problems;
  }, PICTURES);
}

test('every page family has a hero picture to check', () => {
  const expected = [
    ...SPEC_SERVICES.map((s) => `/${s}`),
    ...SPEC_INDUSTRIES.map((i) => `/training/${i}`),
    ...LEGAL_SLUGS.map((l) => `/${l}`),
    ...['/', '/about', '/careers', '/contact', '/case-studies', '/kriyon-edge', '/kriyon-plus', '/ai-marketplace', '/insights'],
    ...routes.filter((route) => route.startsWith('/insights/') && !route.startsWith('/insights/category/') && !route.startsWith('/insights/page/')),
  ];
  expect(expected.filter((route) => !pictured.includes(route))).toEqual([]);
});

for (const route of pictured) {
  test(`${route}: the hero picture is whole in its frame at every width`, async ({ page }) => {
    expect((await page.goto(route))?.status()).toBe(200);
    const screen = page.viewportSize()!;
    // Phones and tablets draw the band; from 1024 px the column (and 1280 x 720, a short laptop screen).
    const sizes = isPhone(page)
      ? [320, 390, 640, 1023].map((width) => ({ width, height: screen.height }))
      : [1024, 1440].map((width) => ({ width, height: screen.height })).concat({ width: 1280, height: 720 });
    for (const size of sizes) {
      await page.setViewportSize(size);
      expect(await clippedArt(page), `${route} at ${size.width} x ${size.height}`).toEqual([]);
    }
  });
}

test('the check fails when a frame is smaller than its picture', async ({ page }) => {
  await page.goto(`/training/${SPEC_INDUSTRIES[0]}`);
  expect(await clippedArt(page)).toEqual([]);
  // Squeeze the frame to half its height and let it clip, as a fixed band once did.
  await page.evaluate(() => {
    const frame = [...document.querySelectorAll<SVGSVGElement>('svg[data-art]')].find((svg) => svg.checkVisibility())!.parentElement!;
    frame.style.height = `${frame.getBoundingClientRect().height / 2}px`;
    frame.style.overflow = 'hidden';
  });
  expect((await clippedArt(page)).length).toBeGreaterThan(0);
});

/** The text a visible hero picture writes, with the rects each text box overlaps (the dot-grid backdrop, drawn first, apart). */
function artTexts(page: Page, pictures: string) {
  return page.locator(pictures).evaluateAll((svgs) =>
    svgs
      .filter((svg) => svg.checkVisibility())
      .flatMap((svg) => {
        const rects = [...svg.querySelectorAll('rect')].slice(1).map((r) => r.getBoundingClientRect());
        return [...svg.querySelectorAll('text')].map((t) => {
          const b = t.getBoundingClientRect();
          const on = rects.filter(
            (r) => Math.min(b.right, r.right) - Math.max(b.left, r.left) > 0.5 && Math.min(b.bottom, r.bottom) - Math.max(b.top, r.top) > 0.5,
          );
          return { frame: (svg as SVGSVGElement).dataset.frame, text: t.textContent ?? '', on: on.length };
        });
      }),
  );
}

/** Each programme's short name, as the hero picture writes it beside its bar. */
const shortNames = (industry: string) =>
  (parse(readFileSync(`src/content/industries/${industry}.yaml`, 'utf8')) as { programs: { short: string }[] }).programs.map((p) => p.short);

test('industry heroes: the bars say what they measure, each is named on its line, and no label touches a bar, track or tile', async ({ page }) => {
  for (const industry of SPEC_INDUSTRIES) {
    await page.goto(`/training/${industry}`);
    for (const width of isPhone(page) ? [320, 390] : [1024, 1280]) {
      await page.setViewportSize({ width, height: page.viewportSize()!.height });
      const texts = await artTexts(page, 'svg[data-art="sector-art"]');
      // The text painted left of each bar, its middle within the bar's height.
      const named = await page.locator('svg[data-art="sector-art"]').evaluateAll((svgs) =>
        svgs
          .filter((svg) => svg.checkVisibility())
          .flatMap((svg) =>
            [...svg.querySelectorAll('rect[data-value]')].map((bar) => {
              const b = bar.getBoundingClientRect();
              const names = [...svg.querySelectorAll('text')].filter((t) => {
                const r = t.getBoundingClientRect();
                return r.right <= b.left && (r.top + r.bottom) / 2 > b.top && (r.top + r.bottom) / 2 < b.bottom;
              });
              return names.map((t) => t.textContent).join(' ');
            }),
          ),
      );
      const found = { caption: texts.some((t) => /programme/i.test(t.text)), named, onABar: texts.filter((t) => t.on) };
      expect(found, `${industry} at ${width}px`).toEqual({ caption: true, named: shortNames(industry), onABar: [] });
    }
  }
});

test('/kriyon-edge: the hero names its stops and restates none of the challenge chart', async ({ page }) => {
  await page.goto('/kriyon-edge');
  for (const width of isPhone(page) ? [320, 390] : [1024, 1280]) {
    await page.setViewportSize({ width, height: page.viewportSize()!.height });
    const texts = await artTexts(page, 'svg[data-art]');
    expect(texts.length, `at ${width}px`).toBeGreaterThan(0);
    expect(
      texts.filter((t) => /\d|\bwk\b|week/i.test(t.text) || t.on),
      `at ${width}px`,
    ).toEqual([]);
    await expect(page.locator('svg[data-art] [data-value]')).toHaveCount(0);
  }
});

import { test, expect, type Page } from '@playwright/test';
import { layOutWholePage } from './as-seen';

/**
 * Diagrams and charts as a visitor sees them, in the phone (320 and 390 px) and desktop (768 to
 * 1920 px) projects: each drawing is on the page, inside the screen, its type at 12 px or more, no
 * label cut off by the drawing's frame or lying on another label or on a plotted line, and every bar
 * painted as long as its number says. Nothing scrolls sideways.
 */

/** The drawings each route shows: a CSS selector for each drawing's <svg>, and how many. */
const DRAWINGS: Record<string, Record<string, number>> = {
  '/': { '#industries [data-diagram="stack"]': 1 },
  '/campus-hiring': { '#process [data-diagram="timeline"]': 1 },
  '/kriyon-edge': { '#challenge [data-diagram="timeline"]': 1 },
  '/kriyon-plus': { '#process [data-diagram="timeline"]': 1 },
  '/careers': { '#hiring-process [data-diagram="timeline"]': 1 },
  '/about': { '#journey [data-diagram="timeline"]': 1 },
  '/case-studies': { '[data-chart="before-after"] svg': 6 },
  '/ai-consulting': { '#results [data-chart="payback"] > div > svg': 1 },
  '/cloud-migration': { '#results [data-chart="before-after"] svg': 1 },
  '/leadership-hiring': { '#results [data-chart="before-after"] svg': 1 },
};

/**
 * Drawings left out below 640 px, where the cards right under them carry the same figures (the
 * home page's level lengths: each level card shows its weeks): hidden there, drawn from 640 px up.
 */
const WIDE_ONLY = new Set(['#industries [data-diagram="stack"]']);

/** Problems with the drawings matching `selector`, as painted at the current width. */
function drawingProblems(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((svgs) => {
    const problems: string[] = [];
    const where = (el: Element) => `${el.closest('[id]')?.id ?? ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    for (const svg of svgs) {
      const box = svg.getBoundingClientRect();
      const frame = svg.parentElement!.getBoundingClientRect();
      if (box.width < 200 || box.height < 40) problems.push(`${where(svg)}: drawn at ${Math.round(box.width)}x${Math.round(box.height)}`);
      if (frame.left < -0.5 || frame.right > innerWidth + 0.5) problems.push(`${where(svg)}: reaches outside the screen`);
      const texts = [...svg.querySelectorAll('text')].map((t) => ({ t, r: t.getBoundingClientRect() })).filter(({ r }) => r.width > 0);
      for (const { t, r } of texts) {
        // Inside the drawing's frame (the padding beside it is for node rings and sparks).
        if (r.left < frame.left - 1 || r.right > frame.right + 1) problems.push(`${where(t)}: label spills out of the drawing`);
        for (const span of [t, ...t.querySelectorAll('tspan')]) {
          const size = parseFloat(getComputedStyle(span).fontSize);
          if (size < 12) problems.push(`${where(span)}: ${size}px type`);
        }
      }
      for (let i = 0; i < texts.length; i++) {
        for (let j = i + 1; j < texts.length; j++) {
          const [a, b] = [texts[i].r, texts[j].r];
          const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
          if (overlap) problems.push(`${where(texts[i].t)} lies on ${where(texts[j].t)}`);
        }
      }
      // A plotted line (a chart's series, its cost line) never runs through a label: sampled along its length, on screen.
      for (const line of svg.querySelectorAll<SVGGeometryElement>('[data-line]')) {
        const matrix = line.getScreenCTM()!;
        const length = line.getTotalLength();
        for (let i = 0; i <= 60; i++) {
          const p = line.getPointAtLength((length * i) / 60).matrixTransform(matrix);
          const hit = texts.find(({ r }) => p.x > r.left + 1 && p.x < r.right - 1 && p.y > r.top + 1 && p.y < r.bottom - 1);
          if (hit) {
            problems.push(`the ${line.getAttribute('data-line')} line runs through ${where(hit.t)}`);
            break;
          }
        }
      }
      // Bars: painted as long as their number, on the drawing's scale.
      const total = Number(svg.getAttribute('data-total'));
      const bars = [...svg.querySelectorAll('rect[data-value]')];
      const most = Math.max(...bars.map((b) => Number(b.getAttribute('data-value'))));
      for (const bar of bars) {
        const value = Number(bar.getAttribute('data-value'));
        const expected = (box.width * value) / (total || most);
        const painted = bar.getBoundingClientRect().width;
        if (Math.abs(painted - expected) > 1)
          problems.push(`${where(bar)}: bar of ${value} painted ${painted.toFixed(1)}px, not ${expected.toFixed(1)}px`);
      }
    }
    return problems;
  });
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

for (const [route, drawings] of Object.entries(DRAWINGS)) {
  test(`${route}: its diagrams and charts read at every width`, async ({ page }) => {
    await page.goto(route);
    await layOutWholePage(page);
    const screen = page.viewportSize()!;
    for (const width of isPhone(page) ? [320, screen.width] : [768, 1024, screen.width, 1920]) {
      await page.setViewportSize({ width, height: screen.height });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${route} at ${width}px: horizontal overflow`).toBeLessThanOrEqual(0);
      for (const [selector, count] of Object.entries(drawings)) {
        const svgs = page.locator(selector);
        await expect(svgs, `${route} at ${width}px: ${selector}`).toHaveCount(count);
        if (WIDE_ONLY.has(selector) && width < 640) {
          for (const svg of await svgs.all()) await expect(svg).toBeHidden();
          continue;
        }
        for (const svg of await svgs.all()) await expect(svg).toBeVisible();
        expect(await drawingProblems(page, selector), `${route} at ${width}px`).toEqual([]);
      }
    }
  });
}

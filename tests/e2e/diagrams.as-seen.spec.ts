import { test, expect, type Page } from '@playwright/test';
import { layOutWholePage } from './as-seen';

/**
 * Charts and diagrams as a visitor sees them, measured from the rendered geometry at 320 and 390 px
 * (phone projects) and 768, 1024, 1280 and 1440 px (desktop projects), in Roboto and in Noto Sans:
 * each drawing is inside the screen; every label inside its <svg>, at 12 px or more, clear of every
 * other label and of every plotted line, bar and dot but its own node; each label within a few pixels
 * of the mark it names (the label and its mark share a <g>: a step's row, a point, the cost line, a
 * gridline); every axis of bare numbers has its unit written under it, and a money axis shows ₹0;
 * every bar as long as its number. Nothing scrolls sideways.
 */

/** The charts each route shows, found by what they are: a <figure>'s image, or a process's timeline. */
const CHART = 'figure > div > svg[role="img"], svg[data-diagram]';
const DRAWINGS: Record<string, number> = {
  '/ai-consulting': 1,
  '/campus-hiring': 1,
};
/** Routes whose charts were retired because the cards beside them said the same: none may come back unchecked. */
const NONE = ['/', '/about', '/careers', '/kriyon-plus', '/kriyon-edge', '/case-studies', '/cloud-migration', '/leadership-hiring'];

/** How far (px) a label may sit from the mark it names. */
const NEAR = 16;
/** A unit an axis can be in. */
const UNIT = /\b(weeks?|months?|years?|days?)\b|₹|%|crore/i;

/** Problems with the charts matching `selector`, as painted at the current width. A node's number (a text inside a circle) is part of its node. */
function drawingProblems(page: Page, selector: string, near: number, unit: RegExp) {
  return page.locator(selector).evaluateAll(
    (svgs, [near, unitSource]) => {
      const unit = new RegExp(unitSource, 'i');
      const problems: string[] = [];
      const where = (el: Element) => `${el.closest('[id]')?.id ?? ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
      type Box = { left: number; right: number; top: number; bottom: number };
      const overlap = (a: Box, b: Box) =>
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
      const gap = (a: Box, b: Box) => Math.hypot(Math.max(0, a.left - b.right, b.left - a.right), Math.max(0, a.top - b.bottom, b.top - a.bottom));
      /** `a` within `b`, give or take a pixel (a glyph's box can overhang its anchor by a fraction). */
      const inside = (a: Box, b: Box) => a.left >= b.left - 1 && a.right <= b.right + 1 && a.top >= b.top - 1 && a.bottom <= b.bottom + 1;
      for (const svg of svgs as SVGSVGElement[]) {
        const box = svg.getBoundingClientRect();
        const frame = svg.parentElement!.getBoundingClientRect();
        if (box.width < 200 || box.height < 40) problems.push(`${where(svg)}: drawn at ${Math.round(box.width)}x${Math.round(box.height)}`);
        if (frame.left < -0.5 || frame.right > innerWidth + 0.5) problems.push(`${where(svg)}: reaches outside the screen`);
        const texts = [...svg.querySelectorAll('text')].map((t) => ({ t, r: t.getBoundingClientRect() })).filter(({ r }) => r.width > 0);
        // Marks: what the chart plots (bars, nodes, dots, and the lines it names as data).
        const marks = [...svg.querySelectorAll<SVGGraphicsElement>('rect, circle, [data-line]')].filter((m) => m.getBoundingClientRect().width > 0);
        const px = (b: Box) => `${Math.round(b.left)}-${Math.round(b.right)} x ${Math.round(b.top)}-${Math.round(b.bottom)}`;
        // A node's number sits in its node, which may stand on the drawing's edge (in its frame).
        const circles = [...svg.querySelectorAll('circle')].map((c) => c.getBoundingClientRect());
        const inNode = (r: Box) => circles.some((c) => inside(r, c));
        for (const { t, r } of texts) {
          if (!inside(r, inNode(r) ? frame : box)) problems.push(`${where(t)}: label at ${px(r)} reaches outside the drawing at ${px(box)}`);
          for (const span of [t, ...t.querySelectorAll('tspan')]) {
            const size = parseFloat(getComputedStyle(span).fontSize);
            if (size < 12) problems.push(`${where(span)}: ${size}px type`);
          }
        }
        for (const m of marks)
          if (!inside(m.getBoundingClientRect(), frame)) problems.push(`${where(m.parentElement!)}: a ${m.tagName} reaches past the drawing's frame`);
        // No label on another.
        for (let i = 0; i < texts.length; i++)
          for (let j = i + 1; j < texts.length; j++)
            if (overlap(texts[i].r, texts[j].r)) problems.push(`${where(texts[i].t)} lies on ${where(texts[j].t)}`);
        // No line, bar or dot through a label (a node may hold its own number).
        for (const m of marks) {
          if (m.tagName === 'line' || m.tagName === 'path' || m.tagName === 'polyline') {
            const matrix = m.getScreenCTM()!;
            const g = m as SVGGeometryElement;
            const length = g.getTotalLength();
            for (let i = 0; i <= 80; i++) {
              const p = g.getPointAtLength((length * i) / 80).matrixTransform(matrix);
              const hit = texts.find(({ r }) => p.x > r.left + 1 && p.x < r.right - 1 && p.y > r.top + 1 && p.y < r.bottom - 1);
              if (hit) {
                problems.push(
                  `the ${m.getAttribute('data-line')} line runs through ${where(hit.t)} at ${Math.round(p.x)},${Math.round(p.y)} (label ${px(hit.r)})`,
                );
                break;
              }
            }
            continue;
          }
          const mr = m.getBoundingClientRect();
          for (const { t, r } of texts)
            if (overlap(mr, r) && !inNode(r)) problems.push(`a ${m.tagName} of ${where(m.parentElement!)} lies on ${where(t)}`);
        }
        // Each label near the mark it names: the marks of its own <g>.
        for (const { t, r } of texts) {
          const g = t.parentElement;
          if (g?.tagName !== 'g') continue;
          const own = [...g.querySelectorAll('rect, circle, line')].map((m) => m.getBoundingClientRect()).filter((b) => b.width > 0 || b.height > 0);
          if (!own.length) continue;
          const d = Math.min(...own.map((b) => gap(r, b)));
          if (d > near) problems.push(`${where(t)}: ${Math.round(d)}px from the mark it names`);
        }
        // Every axis has a unit: bare numbers (ticks) need a unit written under them; money starts at ₹0.
        const bare = texts.filter(({ t, r }) => !inNode(r) && /^\d+(\.\d+)?$/.test((t.textContent ?? '').trim()));
        const units = texts.filter(({ t }) => unit.test(t.textContent ?? ''));
        if (!units.length) problems.push(`${where(svg)}: no unit anywhere`);
        if (bare.length) {
          const below = Math.max(...bare.map(({ r }) => r.bottom));
          if (!units.some(({ r }) => r.top >= below - 1))
            problems.push(`${where(svg)}: the axis ${bare.map(({ t }) => t.textContent).join(' ')} has no unit under it`);
        }
        if (units.some(({ t }) => /₹/.test(t.textContent ?? '')) && !texts.some(({ t }) => /^₹0(Cr)?$/.test((t.textContent ?? '').trim())))
          problems.push(`${where(svg)}: a money axis that does not show ₹0`);
        // Bars: painted as long as their number, on the drawing's scale.
        const total = Number(svg.getAttribute('data-total'));
        for (const bar of svg.querySelectorAll('rect[data-value]')) {
          const value = Number(bar.getAttribute('data-value'));
          const expected = (box.width * value) / total;
          const painted = bar.getBoundingClientRect().width;
          if (Math.abs(painted - expected) > 1)
            problems.push(`${where(bar)}: bar of ${value} painted ${painted.toFixed(1)}px, not ${expected.toFixed(1)}px`);
        }
      }
      return problems;
    },
    [near, unit.source] as const,
  );
}

const widths = (page: Page) => ((page.viewportSize()?.width ?? 0) < 1024 ? [320, 390] : [768, 1024, 1280, 1440]);

for (const [route, count] of Object.entries(DRAWINGS)) {
  test(`${route}: its charts read at every width`, async ({ page }) => {
    await page.goto(route);
    await layOutWholePage(page);
    const screen = page.viewportSize()!;
    for (const width of widths(page)) {
      await page.setViewportSize({ width, height: screen.height });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${route} at ${width}px: horizontal overflow`).toBeLessThanOrEqual(0);
      const svgs = page.locator(CHART);
      await expect(svgs, `${route} at ${width}px`).toHaveCount(count);
      for (const svg of await svgs.all()) await expect(svg).toBeVisible();
      expect(await drawingProblems(page, CHART, NEAR, UNIT), `${route} at ${width}px`).toEqual([]);
    }
  });
}

test('charts that repeated the cards beside them are gone', async ({ page }) => {
  for (const route of NONE) {
    await page.goto(route);
    await expect(page.locator(CHART), route).toHaveCount(0);
  }
});

test('/ai-consulting: the month axis starts at 0 and holds no money; ₹0Cr is on the ₹ axis, left of the plot', async ({ page }) => {
  await page.goto('/ai-consulting');
  await layOutWholePage(page);
  for (const width of widths(page)) {
    await page.setViewportSize({ width, height: page.viewportSize()!.height });
    const { row, zero, plotLeft } = await page.locator('[data-chart="payback"] svg[role="img"]').evaluate((svg) => {
      const texts = [...svg.querySelectorAll('text')].map((t) => ({ text: (t.textContent ?? '').trim(), r: t.getBoundingClientRect() }));
      const months = texts.filter((t) => /^\d+$/.test(t.text));
      const [top, bottom] = [Math.min(...months.map((t) => t.r.top)), Math.max(...months.map((t) => t.r.bottom))];
      return {
        // The month row: every text whose middle is in the band of the month numbers.
        row: texts.filter(({ r }) => (r.top + r.bottom) / 2 > top && (r.top + r.bottom) / 2 < bottom).map((t) => t.text),
        zero: texts.find((t) => t.text === '₹0Cr')?.r.right ?? Infinity,
        plotLeft: svg.querySelector('[data-line="cost"]')!.getBoundingClientRect().left,
      };
    });
    expect(row[0], `at ${width}px`).toBe('0');
    expect(
      row.filter((t) => /₹/.test(t)),
      `at ${width}px`,
    ).toEqual([]);
    expect(zero, `at ${width}px`).toBeLessThanOrEqual(plotLeft);
  }
});

test('/campus-hiring: the open step ends in an arrowhead inside the plot, in solid colour, its label in weeks only and clear of the edge', async ({
  page,
}) => {
  await page.goto('/campus-hiring');
  await layOutWholePage(page);
  for (const width of widths(page)) {
    await page.setViewportSize({ width, height: page.viewportSize()!.height });
    const steps = await page.locator('[data-diagram="timeline"] [data-step]').evaluateAll((gs) =>
      gs.map((g) => {
        const right = g.closest('svg')!.getBoundingClientRect().right;
        // The label drawn at this width (a step can carry one for wide screens and one for narrow).
        const label = [...g.querySelectorAll('text')].find((t) => t.getBoundingClientRect().width > 0)!;
        const marker = g.querySelector('circle')!.getBoundingClientRect();
        return {
          text: label.textContent,
          label: right - label.getBoundingClientRect().right,
          fromMarker: label.getBoundingClientRect().left - (marker.left + marker.width / 2),
          // Room right of the marker against the label's width as label-fit.ts estimates it (title 14 px bold, note 13 px).
          fits: (() => {
            const [title, note = ''] = [...label.querySelectorAll('tspan')].map((t) => t.textContent ?? '');
            return right - (marker.left + marker.width / 2) >= title.length * 14 * 0.64 + 8 + note.length * 13 * 0.58 + 16;
          })(),
          bars: [...g.querySelectorAll('rect')].map((r) => ({ room: right - r.getBoundingClientRect().right, fill: getComputedStyle(r).fill })),
          arrow: g.querySelector('[data-onwards] path') ? right - g.querySelector('[data-onwards] path')!.getBoundingClientRect().right : null,
        };
      }),
    );
    for (const s of steps) {
      // On a wide screen each label with room for it starts at its own step's marker.
      if (width >= 1024 && s.fits) expect(Math.abs(s.fromMarker), `${s.text} at ${width}px: label start from its marker`).toBeLessThanOrEqual(2);
      expect(/\bdays?\b/i.test(s.text) && /weeks?\b/i.test(s.text), `${s.text} at ${width}px: days and weeks`).toBe(false);
      expect(s.label, `${s.text} at ${width}px: room right of the label`).toBeGreaterThanOrEqual(4);
      for (const bar of s.bars) {
        expect(bar.fill, `${s.text} at ${width}px`).not.toMatch(/url/);
        expect(bar.room, `${s.text} at ${width}px: room right of the bar`).toBeGreaterThanOrEqual(4);
      }
    }
    // "Onwards" is drawn: the open step, and only it, ends in an arrowhead inside the plot.
    expect(
      steps.filter((s) => s.arrow !== null).map((s) => s.text),
      `${width}px: steps ending in an arrow`,
    ).toEqual([expect.stringMatching(/onwards/)]);
    expect(steps.find((s) => s.arrow !== null)!.arrow!, `${width}px: room right of the arrow`).toBeGreaterThanOrEqual(2);
  }
});

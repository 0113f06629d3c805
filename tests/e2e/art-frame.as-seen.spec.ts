import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { builtRoutes } from './helpers';
import { SPEC_INDUSTRIES, SPEC_SERVICES } from '../spec/spec';

/**
 * Hero pictures drawn for their frame: at widths from 320 to 1440 px (each side of the 1024 px switch), everything a hero picture
 * draws (each shape, label and icon) is painted inside the box that shows it: the picture's own
 * viewport and every ancestor that clips. A picture cropped by its box (a square drawing in a short
 * band, a frame made smaller than its drawing) fails, as does a picture under the fixed header.
 */

const routes = builtRoutes();
const html = (route: string) => readFileSync(`dist${route === '/' ? '/index' : route}.html`, 'utf8');
/** The routes with a picture: a drawing marked `data-art` (one per frame it is drawn for), or an article's cover (its figure, drawn). */
const pictured = routes.filter((route) => /data-art=|data-cover=/.test(html(route)));
/** The pictures: the page-top drawings, and the articles' covers in their key impact. */
const PICTURES = 'svg[data-art], svg[data-cover]';
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

// The policies and the insights lists open on words alone (docs/brand.md); each article draws its own figure.
test('every page family has a picture to check', () => {
  const expected = [
    ...SPEC_SERVICES.map((s) => `/${s}`),
    ...SPEC_INDUSTRIES.map((i) => `/training/${i}`),
    ...['/', '/about', '/careers', '/contact', '/case-studies', '/kriyon-edge', '/kriyon-plus', '/ai-marketplace'],
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

/** Each programme's short name and hours, and the programme the headline is the result of, as the industry file gives them. */
const industryFile = (industry: string) =>
  parse(readFileSync(`src/content/industries/${industry}.yaml`, 'utf8')) as {
    programs: { short: string; hours: number }[];
    stats: { program: string };
  };

test('industry heroes: each bar named and counted on its line, the headline on a line of its own under its programme, led by the amber point clear of the hours scale, no label on a bar or the point', async ({
  page,
}) => {
  for (const industry of SPEC_INDUSTRIES) {
    const { programs, stats } = industryFile(industry);
    await page.goto(`/training/${industry}`);
    // The band on phones, the column from 1024 px (this file runs in the desktop project, which sets each width).
    for (const width of [320, 390, 1024, 1280]) {
      await page.setViewportSize({ width, height: page.viewportSize()!.height });
      const seen = await page.locator('svg[data-art="programme-ledger"]').evaluateAll((svgs) => {
        const svg = svgs.find((s) => s.checkVisibility())!;
        const box = (el: Element) => el.getBoundingClientRect();
        const overlaps = (a: DOMRect, b: DOMRect) =>
          Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
        const texts = [...svg.querySelectorAll('text')];
        const bars = [...svg.querySelectorAll('rect[data-value]')];
        const ring = box(svg.querySelector('[data-point="result"] circle')!);
        const named = bars.map((bar) => {
          const b = box(bar);
          return texts
            .filter((t) => box(t).right <= b.left && (box(t).top + box(t).bottom) / 2 > b.top && (box(t).top + box(t).bottom) / 2 < b.bottom)
            .map((t) => t.textContent)
            .join(' ');
        });
        // The headline's line: under the bar of its programme and above the next, the point left of every bar (a result, not an
        // hour), its figure the text just right of the ring on its line.
        const ringMiddle = (ring.top + ring.bottom) / 2;
        const pointed = bars.findIndex((bar, n) => box(bar).bottom < ring.top && (n === bars.length - 1 || box(bars[n + 1]).top > ring.bottom));
        const clear = bars.every((bar) => ring.right < box(bar).left);
        const figure = texts.find(
          (t) => box(t).left >= ring.right - 0.5 && box(t).left - ring.right < 12 && ringMiddle > box(t).top && ringMiddle < box(t).bottom,
        );
        const onAMark = texts.filter((t) => [...bars.map(box), ring].some((m) => overlaps(box(t), m))).map((t) => t.textContent);
        const caption = texts.some((t) => /programme/i.test(t.textContent ?? ''));
        // The smallest type drawn, in CSS px: its font size as the picture is scaled on screen.
        const smallest = Math.min(...texts.map((t) => Number.parseFloat(getComputedStyle(t).fontSize) * (svg as SVGSVGElement).getScreenCTM()!.a));
        return { named, pointed, clear, figure: figure?.textContent ?? null, onAMark, caption, smallest };
      });
      expect(seen, `${industry} at ${width}px`).toMatchObject({
        named: programs.map((p) => `${p.short} ${p.hours} h`),
        pointed: programs.findIndex((p) => p.short === stats.program),
        clear: true,
        figure: expect.stringMatching(/^\S*\d\S* \p{L}/u),
        onAMark: [],
        caption: true,
      });
      // 16 units in the 480-wide band: 12 px at 390 (docs/brand.md: text in a picture to 12 px, no lower), to the rounding of its width.
      if (width >= 390) expect(seen.smallest, `${industry} at ${width}px: smallest type (px)`).toBeGreaterThanOrEqual(11.9);
    }
  }
});

/**
 * The texts and marks a visible picture paints: each label's box, and the path's lines and the nodes and points (circles of
 * 4 units and more; the field's dots are ground) as screen geometry.
 */
function productArt(page: Page, art: string) {
  return page.locator(`svg[data-art="${art}"]`).evaluateAll((svgs) => {
    const problems: string[] = [];
    type Box = { left: number; right: number; top: number; bottom: number };
    const overlap = (a: Box, b: Box) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
    for (const svg of svgs as SVGSVGElement[]) {
      if (!svg.checkVisibility()) continue;
      const texts = [...svg.querySelectorAll('text')].map((t) => ({ label: (t.textContent ?? '').trim(), r: t.getBoundingClientRect() }));
      const marks = [...svg.querySelectorAll('circle')].filter((c) => c.r.baseVal.value >= 4).map((c) => c.getBoundingClientRect());
      for (let i = 0; i < texts.length; i++) {
        for (let j = i + 1; j < texts.length; j++)
          if (overlap(texts[i].r, texts[j].r)) problems.push(`"${texts[i].label}" lies on "${texts[j].label}"`);
        if (marks.some((m) => overlap(texts[i].r, m))) problems.push(`"${texts[i].label}" lies on a node or the point`);
        // From a 390 px phone up; the narrowest phones (320 px) set the band smaller.
        const size =
          parseFloat(getComputedStyle(svg.querySelectorAll('text')[i]).fontSize) * (svg.getBoundingClientRect().width / svg.viewBox.baseVal.width);
        if (innerWidth >= 390 && size < 11.5) problems.push(`"${texts[i].label}" is drawn at ${size.toFixed(1)} px`);
      }
      for (const line of svg.querySelectorAll<SVGPolylineElement>('[data-path] polyline')) {
        const m = line.getScreenCTM()!;
        const length = line.getTotalLength();
        for (let k = 0; k <= 120; k++) {
          const p = line.getPointAtLength((length * k) / 120).matrixTransform(m);
          const hit = texts.find(({ r }) => p.x > r.left + 1 && p.x < r.right - 1 && p.y > r.top + 1 && p.y < r.bottom - 1);
          if (hit) {
            problems.push(`the path runs through "${hit.label}"`);
            break;
          }
        }
      }
    }
    return problems;
  });
}

for (const [route, art] of [
  ['/kriyon-edge', 'challenge-art'],
  ['/kriyon-plus', 'engagement-art'],
  ['/ai-marketplace', 'catalogue-art'],
]) {
  test(`${route}: every label of the page top beside its mark, clear of the others, the path and the point, 12 px or more`, async ({ page }) => {
    await page.goto(route);
    for (const width of [320, 390, 640, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: page.viewportSize()!.height });
      expect(await productArt(page, art), `at ${width}px`).toEqual([]);
    }
  });
}

/**
 * The labels of a service page top as painted: none on another, none crossed by the path or a line, every label of a mark
 * within a few pixels of it (or of a label beside it), and at 390 px none under 12 px. The words on the axis stand under
 * the field.
 */
function serviceLabelProblems(page: Page) {
  return page.locator('svg[data-art^="service-"]').evaluateAll((svgs) => {
    const problems: string[] = [];
    type Box = { left: number; right: number; top: number; bottom: number };
    const overlap = (a: Box, b: Box) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const gap = (a: Box, b: Box) => Math.hypot(Math.max(0, a.left - b.right, b.left - a.right), Math.max(0, a.top - b.bottom, b.top - a.bottom));
    for (const svg of svgs as SVGSVGElement[]) {
      if (!svg.checkVisibility()) continue;
      const name = `${svg.dataset.art} (${svg.dataset.frame})`;
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      const texts = [...svg.querySelectorAll('text')].map((t) => ({ t, r: t.getBoundingClientRect(), label: (t.textContent ?? '').trim() }));
      for (const { t, label } of texts) {
        const size = parseFloat(getComputedStyle(t).fontSize) * scale;
        if (innerWidth >= 390 && innerWidth < 1024 && size < 11.95) problems.push(`${name}: "${label}" at ${size.toFixed(1)} px`);
      }
      for (let i = 0; i < texts.length; i++)
        for (let j = i + 1; j < texts.length; j++)
          if (overlap(texts[i].r, texts[j].r)) problems.push(`${name}: "${texts[i].label}" lies on "${texts[j].label}"`);
      // No line of the picture through a label: the path, the lines it is measured against.
      for (const line of svg.querySelectorAll<SVGGeometryElement>('polyline, line')) {
        const m = line.getScreenCTM()!;
        const length = line.getTotalLength();
        for (let k = 0; k <= 120; k++) {
          const p = line.getPointAtLength((length * k) / 120).matrixTransform(m);
          const hit = texts.find(({ r }) => p.x > r.left + 1 && p.x < r.right - 1 && p.y > r.top + 1 && p.y < r.bottom - 1);
          if (hit) {
            problems.push(`${name}: a ${line.tagName} runs through "${hit.label}"`);
            break;
          }
        }
      }
      // Each label beside its mark: near a mark of its own group, or next to a label of that group which is.
      const field = svg.querySelector('[data-field]')!.getBoundingClientRect();
      for (const group of new Set(texts.map(({ t }) => t.parentElement!))) {
        const own = texts.filter(({ t }) => t.parentElement === group);
        if (group.hasAttribute('data-axis')) {
          for (const { r, label } of own) if (r.top < field.bottom) problems.push(`${name}: the axis word "${label}" is not under the field`);
          continue;
        }
        const marks = [...group.querySelectorAll('circle, line, polyline')].map((m) => m.getBoundingClientRect());
        if (!marks.length) problems.push(`${name}: "${own.map((o) => o.label).join(' / ')}" names no mark`);
        const placed = own.filter(({ r }) => Math.min(...marks.map((b) => gap(r, b))) <= 16);
        for (let grew = true; grew;) {
          grew = false;
          for (const o of own)
            if (!placed.includes(o) && placed.some((p) => gap(p.r, o.r) <= 8)) {
              placed.push(o);
              grew = true;
            }
        }
        for (const o of own.filter((o) => !placed.includes(o))) problems.push(`${name}: "${o.label}" is far from its mark`);
      }
    }
    return problems;
  });
}

for (const slug of SPEC_SERVICES) {
  test(`/${slug}: the page top's labels sit beside their marks, clear of each other and of the lines, legible on a phone`, async ({ page }) => {
    await page.goto(`/${slug}`);
    // The band on phones (at 390 px its words are 12 px or more), the column from 1024 px.
    for (const width of [320, 390, 1024, 1280]) {
      await page.setViewportSize({ width, height: page.viewportSize()!.height });
      expect(await serviceLabelProblems(page), `/${slug} at ${width}px`).toEqual([]);
    }
  });
}

import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Checks of what is painted, not of what is in the DOM. A control can exist, carry the right
 * attributes and count as "visible" while a person sees nothing: clipped by an ancestor's overflow,
 * drawn under another element, or off the screen. These read geometry the way a person looks.
 */

/**
 * Lays out every part of the page that `content-visibility: auto` keeps unrendered until it nears the
 * screen (light sections, long Markdown bodies), as a visitor's scroll would. Geometry and contrast
 * checks of the whole page need it first.
 */
export async function layOutWholePage(page: Page) {
  const laidOut = await page.evaluate(() => {
    const lazy = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => getComputedStyle(el).contentVisibility === 'auto');
    for (const el of lazy) el.style.setProperty('content-visibility', 'visible');
    return lazy.every((el) => el.checkVisibility({ contentVisibilityAuto: true }) || !el.checkVisibility());
  });
  expect(laidOut, 'every lazily laid-out part of the page is rendered').toBe(true);
}

/**
 * Every link, button, tab, summary or field inside `scope` that is shown, once scrolled into view:
 * inside the viewport, not clipped by any ancestor that clips or scrolls, and the topmost element at
 * its centre. Returns one line per problem.
 */
export function controlProblems(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const problems: string[] = [];
    const name = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${text}"`;
    };
    const clips = (el: Element) => {
      const s = getComputedStyle(el);
      return s.overflowX !== 'visible' || s.overflowY !== 'visible';
    };
    // Visually hidden on purpose (screen-reader-only text, the skip link until focused): clipped to nothing or 1 px.
    const hiddenOnPurpose = (el: Element) => {
      for (let a: Element | null = el; a; a = a.parentElement) {
        const s = getComputedStyle(a);
        const box = a.getBoundingClientRect();
        if (s.clipPath === 'inset(50%)' || box.width <= 1 || box.height <= 1) return true;
      }
      return false;
    };
    const selector = 'a[href], button, summary, [role="tab"], input:not([type="hidden"]), select, textarea';
    const controls = [...root.querySelectorAll<HTMLElement>(selector)].filter(
      (el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !hiddenOnPurpose(el),
    );
    for (const el of controls) {
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const r = el.getBoundingClientRect();
      const fitsScreen = r.width <= innerWidth && r.height <= innerHeight;
      const inside = r.left >= -1 && r.top >= -1 && r.right <= innerWidth + 1 && r.bottom <= innerHeight + 1;
      if (fitsScreen && !inside)
        problems.push(
          `${name(el)} is outside the viewport (${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)})`,
        );
      for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
        if (!clips(a)) continue;
        const b = a.getBoundingClientRect();
        if (r.left < b.left - 1 || r.right > b.right + 1 || r.top < b.top - 1 || r.bottom > b.bottom + 1) {
          problems.push(`${name(el)} is clipped by ${name(a)}`);
          break;
        }
      }
      // A link that wraps inside a sentence is tapped on one of its lines: its bounding box's centre can fall on the
      // paragraph between them, so the centre of its first line is tried.
      const lines = el.getClientRects();
      const spot = lines.length > 1 ? lines[0] : r;
      const x = Math.min(Math.max(spot.left + spot.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(spot.top + spot.height / 2, 0), innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(el === hit || el.contains(hit))) problems.push(`${name(el)} is covered by ${hit ? name(hit) : 'nothing'}`);
      // A pill-shaped button keeps its label on one line.
      if (parseFloat(getComputedStyle(el).borderTopLeftRadius) >= r.height / 2) {
        const boxes: DOMRect[] = [];
        const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let t = texts.nextNode(); t; t = texts.nextNode()) {
          if (!t.textContent?.trim() || hiddenOnPurpose(t.parentElement!)) continue;
          const range = document.createRange();
          range.selectNodeContents(t);
          boxes.push(...[...range.getClientRects()].filter((b) => b.width > 1));
        }
        // Boxes that overlap vertically share a line (a count badge sits a little lower than its label).
        let lines = 0;
        let bottom = -Infinity;
        for (const b of boxes.sort((a, c) => a.top - c.top)) {
          if (b.top >= bottom - 1) lines++;
          bottom = Math.max(bottom, b.bottom);
        }
        if (lines > 1) problems.push(`${name(el)} wraps its label onto ${lines} lines`);
      }
    }
    return problems;
  });
}

/**
 * Text inside `scope` that a box cuts off or spills out of: any line of text that reaches outside an
 * ancestor that clips or scrolls it (overflow other than visible, which includes the page's own
 * width), or outside a box the page paints around it (a card, a badge, a button).
 */
export function clippedText(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const problems: string[] = [];
    const clipping = new Map<Element, DOMRect | null>();
    /** A box that clips or scrolls its content, or paints a visible box (a card, a badge) that text must stay inside. */
    const clipBox = (el: Element) => {
      if (!clipping.has(el)) {
        const s = getComputedStyle(el);
        const clips = s.overflowX !== 'visible' || s.overflowY !== 'visible';
        const painted =
          (s.backgroundColor !== 'rgba(0, 0, 0, 0)' && s.backgroundColor !== 'transparent') ||
          s.backgroundImage !== 'none' ||
          ['Top', 'Right', 'Bottom', 'Left'].some((side) => parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0);
        const box = el.getBoundingClientRect();
        clipping.set(el, clips || (painted && el !== document.body) ? box : null);
      }
      return clipping.get(el)!;
    };
    const hiddenOnPurpose = (el: Element) => {
      for (let a: Element | null = el; a; a = a.parentElement) {
        const box = a.getBoundingClientRect();
        const s = getComputedStyle(a);
        if (s.clipPath === 'inset(50%)' || box.width <= 1 || box.height <= 1) return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!text.trim() || !parent || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (parent.closest('script, style, template')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (!rects.length || hiddenOnPurpose(parent)) continue;
      let reported = false;
      for (let a: Element | null = parent; a && a !== document.documentElement && !reported; a = a.parentElement) {
        const b = clipBox(a);
        if (!b) continue;
        for (const r of rects) {
          if (r.left < b.left - 1.5 || r.right > b.right + 1.5 || r.top < b.top - 1.5 || r.bottom > b.bottom + 1.5) {
            const tag = `<${a.tagName.toLowerCase()}${a.id ? `#${a.id}` : ''} class="${(a.getAttribute('class') ?? '').slice(0, 60)}">`;
            problems.push(`"${text.trim().slice(0, 50)}" is cut off by or spills out of ${tag}`);
            reported = true;
            break;
          }
        }
      }
    }
    return problems;
  });
}

/** Both checks at once, for a state of the page (the whole page, an open menu, an open panel). */
export async function expectPaintedWell(scope: Locator, what: string) {
  expect(await controlProblems(scope), `controls in ${what}`).toEqual([]);
  expect(await clippedText(scope), `text in ${what}`).toEqual([]);
}

/**
 * Line breaks a reader should never see: a figure split from its unit ("14 / months") anywhere in
 * `scope`, or a heading broken inside a hyphenated word ("AI- / ready").
 */
export function badBreaks(scope: Locator, figure: RegExp): Promise<string[]> {
  return scope.evaluate(
    (root, { source, flags }) => {
      const problems: string[] = [];
      const lines = (node: Text, start: number, end: number) => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top));
        return new Set(tops).size;
      };
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const parent = node.parentElement;
        if (!parent || !parent.checkVisibility() || parent.closest('script, style')) continue;
        const text = node.data;
        for (const m of text.matchAll(new RegExp(source, flags))) {
          if (lines(node, m.index, m.index + m[0].length) > 1)
            problems.push(`figure "${m[0]}" breaks across lines in <${parent.tagName.toLowerCase()}>`);
        }
        if (parent.closest('h1, h2, h3, h4')) {
          for (const m of text.matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu)) {
            if (lines(node, m.index, m.index + m[0].length) > 1) problems.push(`heading word "${m[0]}" breaks at its hyphen`);
          }
        }
      }
      return problems;
    },
    { source: figure.source, flags: figure.flags },
  );
}

/**
 * scrollY on every animation frame from just before `action` until the page has come to rest (no
 * movement for 400 ms after it first moved, or `ms` in all), to see whether a scroll glided or jumped.
 */
export async function sampleScroll(page: Page, action: () => Promise<void>, ms = 6000): Promise<number[]> {
  await page.evaluate((ms) => {
    const w = window as unknown as { __scrollSamples: number[]; __scrollDone: boolean };
    w.__scrollSamples = [];
    w.__scrollDone = false;
    const start = window.scrollY;
    const end = performance.now() + ms;
    let lastChange = performance.now();
    const sample = () => {
      const y = Math.round(window.scrollY);
      if (y !== w.__scrollSamples.at(-1)) lastChange = performance.now();
      w.__scrollSamples.push(y);
      const rested = y !== Math.round(start) && performance.now() - lastChange > 400;
      if (rested || performance.now() > end) w.__scrollDone = true;
      else requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, ms);
  await action();
  await page.waitForFunction(() => (window as unknown as { __scrollDone: boolean }).__scrollDone, undefined, { timeout: ms + 2000 });
  return page.evaluate(() => (window as unknown as { __scrollSamples: number[] }).__scrollSamples);
}

/**
 * The largest picture (an `<svg>` or `<img>` in `main`, not an icon inside text) painted in the first
 * screen, in CSS pixels of visible area: inside the viewport, inside every ancestor that clips it, at
 * an opacity a person notices. Returns its area and what it is.
 */
export function firstScreenPicture(page: Page): Promise<{ area: number; what: string }> {
  return page.evaluate(() => {
    let best = { area: 0, what: 'nothing' };
    const pictures = [...document.querySelectorAll<Element>('main svg, main img')].filter((el) => !el.parentElement?.closest('svg'));
    for (const el of pictures) {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      let opacity = 1;
      let { left, top, right, bottom } = el.getBoundingClientRect();
      [left, top, right, bottom] = [Math.max(left, 0), Math.max(top, 0), Math.min(right, innerWidth), Math.min(bottom, innerHeight)];
      for (let a: Element | null = el; a && a !== document.documentElement; a = a.parentElement) {
        const s = getComputedStyle(a);
        opacity *= Number(s.opacity);
        if (a !== el && (s.overflowX !== 'visible' || s.overflowY !== 'visible')) {
          const b = a.getBoundingClientRect();
          [left, top, right, bottom] = [Math.max(left, b.left), Math.max(top, b.top), Math.min(right, b.right), Math.min(bottom, b.bottom)];
        }
      }
      const area = Math.max(0, right - left) * Math.max(0, bottom - top);
      if (opacity >= 0.6 && area > best.area)
        best = { area: Math.round(area), what: `<${el.tagName.toLowerCase()}> ${el.getAttribute('data-art') ?? el.getAttribute('alt') ?? ''}` };
    }
    return best;
  });
}

/**
 * Summaries on show whose fold is closed yet shows its content anyway (a fold that is only a fold on
 * phones, seen on a wider screen): a control that toggles nothing. One line per such summary.
 */
export function idleSummaries(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('details:not([open])')].flatMap((details) => {
      const summary = details.querySelector(':scope > summary');
      if (!summary?.checkVisibility()) return [];
      const content = [...details.children].filter((child) => child !== summary);
      return content.some((child) => child.checkVisibility()) ? [`"${(summary.textContent ?? '').trim().slice(0, 40)}"`] : [];
    }),
  );
}

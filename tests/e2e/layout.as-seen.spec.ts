import { test, expect, type Page } from '@playwright/test';
import { paths } from '../../src/lib/routes';
import { builtRoutes } from './helpers';
import { layOutWholePage } from './as-seen';

/**
 * What a designer sees, read from painted geometry, in the phone (390 px) and desktop (1280 px)
 * projects: a next step in the first screen of every company page, cards in a row whose parts line
 * up, job detail lines that never start with a separator, and the newest article near the top of
 * /insights on a phone. Then the second design review's defects: footer promos (links in line, a
 * straight accent, no self-link), the home's rows of cards (what we do, the training tiers, the
 * government news), the industry hero facts (the satisfaction pill, right under the buttons), the
 * centred reading column, measure and title of articles and policies, and centred section heads.
 */

// Pages whose hero once had words only (designer review): each shows a button in the first screen.
const HERO_PAGES = [paths.about, paths.contact, paths.caseStudies, paths.insights, '/insights/category/ai-training', paths.marketplace];

for (const route of HERO_PAGES) {
  test(`${route}: the first screen offers a next step, a button in the hero`, async ({ page }) => {
    expect((await page.goto(route))?.status()).toBe(200);
    const screen = page.viewportSize()!;
    const buttons = await page.locator('main > :first-child').evaluate((hero, height) => {
      // Buttons are links or buttons drawn as one: a filled or outlined pill, not a text link.
      return [...hero.querySelectorAll<HTMLElement>('a, button')]
        .filter((el) => {
          const style = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          const drawn = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(style.borderTopWidth) > 0;
          return drawn && box.height >= 40 && box.width > 0 && box.top >= 0 && box.bottom <= height && el.checkVisibility();
        })
        .map((el) => el.textContent?.trim() ?? '');
    }, screen.height);
    expect(buttons, `${route}: buttons wholly inside the first ${screen.width} x ${screen.height} screen`).not.toEqual([]);
  });
}

/**
 * Every row of cards on a page: children of one grid that share their shape (tags) and whose tops
 * are equal. In such a row the same part of each card must sit on one line: its dividers, its
 * small labels ("Key impact", "Timeline"), its figures (`dl`) and its last link or button; and a
 * later row of two or more is as wide per card as the first. Returns one line per part that does not.
 */
function unevenRows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && (el as HTMLElement).checkVisibility?.({ visibilityProperty: true, opacityProperty: true }) !== false;
    };
    const name = (el: Element) => (el.querySelector('h2, h3, h4')?.textContent ?? el.textContent ?? '').trim().slice(0, 40);
    // Cards of one kind share their element's tag and their children's (a card spanning more columns has other classes).
    const shape = (el: Element) => `${el.tagName}>${[...el.children].map((c) => c.tagName).join(',')}`;
    /** The parts of a card that a row lines up, by kind, each with its top. */
    const partsOf = (card: Element) => {
      const cardBox = card.getBoundingClientRect();
      const all = [...card.querySelectorAll('*')].filter(shown);
      const tops = (els: Element[]) => els.map((el) => el.getBoundingClientRect().top);
      const dividers = all.filter((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return (
          (el.tagName === 'HR' || (style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) >= 1)) &&
          box.width >= cardBox.width * 0.5 &&
          box.top > cardBox.top + 8
        );
      });
      const labels = all.filter((el) => {
        const own = [...el.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent)
          .join('')
          .trim();
        return /^(key impact|impact|timeline|results?)$/i.test(own);
      });
      const figures = all.filter((el) => el.tagName === 'DL' && !el.parentElement?.closest('dl'));
      // A figure's value, label and description: a label that wraps must not push its description below its neighbours'.
      const terms = all.filter((el) => el.tagName === 'DD' || el.tagName === 'DT');
      const links = all.filter((el) => el.matches('a[href], button, summary'));
      return {
        divider: tops(dividers),
        label: tops(labels),
        figures: tops(figures).slice(0, 1),
        'figure part': tops(terms),
        'last link': tops(links).slice(-1),
      };
    };
    for (const grid of document.querySelectorAll('main *')) {
      if (!['grid', 'inline-grid'].includes(getComputedStyle(grid).display) || !shown(grid)) continue;
      const cards = [...grid.children].filter((el) => shown(el) && el.getBoundingClientRect().height >= 80);
      const rows = new Map<number, Element[]>();
      for (const card of cards) {
        const top = Math.round(card.getBoundingClientRect().top / 2);
        const row = [...rows.keys()].find((t) => Math.abs(t - top) <= 1) ?? top;
        rows.set(row, [...(rows.get(row) ?? []), card]);
      }
      // A later row of two or more cards keeps the first row's card width (a short last row is centred, not stretched).
      const [first, ...later] = [...rows.values()];
      const width = (el: Element) => Math.round(el.getBoundingClientRect().width);
      for (const row of later) {
        if (first.length < 2 || row.length < 2 || new Set([...first, ...row].map(shape)).size > 1) continue;
        const odd = row.filter((card) => Math.abs(width(card) - width(first[0])) > 2);
        if (odd.length)
          problems.push(`the cards ${odd.map(name).join(' | ')} are ${odd.map(width).join(', ')} px wide beside ${width(first[0])} px above`);
      }
      for (const row of rows.values()) {
        if (row.length < 2 || new Set(row.map(shape)).size > 1) continue;
        const parts = row.map(partsOf);
        for (const kind of Object.keys(parts[0]) as (keyof (typeof parts)[0])[]) {
          const counts = new Set(parts.map((p) => p[kind].length));
          if (counts.size > 1 || counts.has(0)) continue;
          for (let i = 0; i < parts[0][kind].length; i++) {
            const tops = parts.map((p) => p[kind][i]);
            const spread = Math.max(...tops) - Math.min(...tops);
            if (spread > 2) problems.push(`${kind} ${i + 1} of the cards ${row.map(name).join(' | ')}: tops differ by ${Math.round(spread)} px`);
          }
        }
      }
    }
    return problems;
  });
}

for (const route of builtRoutes().filter((r) => !/^\/insights\/(?!category)[^/]+$/.test(r))) {
  test(`${route}: in every row of cards the same part of each card sits on one line`, async ({ page }) => {
    expect((await page.goto(route))?.status()).toBe(200);
    await layOutWholePage(page);
    expect(await unevenRows(page)).toEqual([]);
  });
}

test('/careers: no line of a job detail line starts with a separator', async ({ page }) => {
  await page.goto(paths.careers);
  await layOutWholePage(page);
  const lines = await page.locator('#openings article').evaluateAll((rows) => {
    const bad: string[] = [];
    for (const row of rows) {
      const title = row.querySelector('h4')?.textContent ?? '';
      // Every text fragment on its own line box: a "·" that begins a line is the first thing on it.
      const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
      const pieces: { top: number; left: number; text: string }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          if (!text[i].trim()) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getBoundingClientRect();
          if (box.width) pieces.push({ top: Math.round(box.top), left: box.left, text: text[i] });
        }
      }
      // Separators drawn by CSS (::before, ::after) are no text nodes: find the line each one sits on.
      for (const el of row.querySelectorAll('*')) {
        const rects = [...el.getClientRects()].filter((r) => r.width);
        if (!rects.length) continue;
        if (/[·•|]/.test(getComputedStyle(el, '::before').content)) pieces.push({ top: Math.round(rects[0].top), left: rects[0].left, text: '·' });
        if (/[·•|]/.test(getComputedStyle(el, '::after').content)) {
          // The element's own text ends on one line; a box of it on a later line holds only the separator, first on that line.
          const range = document.createRange();
          range.selectNodeContents(el);
          const text = [...range.getClientRects()].filter((r) => r.width);
          const lastText = text.length ? text[text.length - 1].top : rects[0].top;
          const last = rects[rects.length - 1];
          if (last.top > lastText + 4) pieces.push({ top: Math.round(last.top), left: last.left - 1000, text: '·' });
        }
      }
      const lines = new Map<number, { left: number; text: string }>();
      for (const piece of pieces) {
        const top = [...lines.keys()].find((t) => Math.abs(t - piece.top) <= 4) ?? piece.top;
        const first = lines.get(top);
        if (!first || piece.left < first.left) lines.set(top, piece);
      }
      for (const first of lines.values()) if (/[·•|]/.test(first.text)) bad.push(title);
    }
    return bad;
  });
  expect(lines, 'jobs with a detail line that starts with "·"').toEqual([]);
});

test("/insights: the newest article starts within the first two screens; each card's date and reading time share a line", async ({ page }) => {
  await page.goto(paths.insights);
  await layOutWholePage(page);
  const top = await page
    .locator('#articles article')
    .first()
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  expect(top, 'the first article card top, in px from the top of the page').toBeLessThanOrEqual(2 * page.viewportSize()!.height);
  const split = await page.locator('#articles article').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const [date, read] = [card.querySelector('time')!, [...card.querySelectorAll('span')].findLast((s) => /min read/.test(s.textContent ?? ''))!];
      return Math.abs(date.getBoundingClientRect().top - read.getBoundingClientRect().top) > 4 ? [card.querySelector('h2, h3')!.textContent] : [];
    }),
  );
  expect(split, 'cards whose reading time drops below the date').toEqual([]);
});

/** The footer promos: the card, its accent bar (the one `aria-hidden` box drawn in the accent) and its link line. */
function promoCards(page: Page) {
  return page.locator('footer.site-footer').evaluate((footer) =>
    [...footer.querySelectorAll<HTMLAnchorElement>(':scope > div:first-child > a')].map((card) => {
      const box = card.getBoundingClientRect();
      const bar = card.querySelector(':scope > [aria-hidden="true"]')!.getBoundingClientRect();
      const link = card.lastElementChild!.getBoundingClientRect();
      const style = getComputedStyle(card);
      return {
        href: card.getAttribute('href'),
        card: { left: box.left, top: box.top, width: box.width, height: box.height },
        bar: { left: bar.left, top: bar.top, width: bar.width, height: bar.height },
        linkTop: link.top,
        borderTop: parseFloat(style.borderTopWidth),
        borderLeft: parseFloat(style.borderLeftWidth),
        clips: style.overflow === 'hidden' || style.overflow === 'clip',
        radius: parseFloat(style.borderTopLeftRadius),
        // What is painted just inside the card's top edge, halfway across: the accent bar.
        topPaint: (() => {
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + 1);
          return hit === card.firstElementChild ? 'bar' : (hit?.tagName ?? 'nothing');
        })(),
      };
    }),
  );
}

for (const route of ['/', paths.about, paths.marketplace, paths.plus, paths.edge]) {
  test(`${route}: the footer promos line up their links, draw a straight accent and do not advertise the page itself`, async ({ page }) => {
    await page.goto(route);
    await layOutWholePage(page);
    await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
    const cards = await promoCards(page);
    expect(cards.length, 'promos shown').toBeGreaterThanOrEqual(2);
    expect(
      cards.map((c) => c.href),
      'no promo links to the page it is on',
    ).not.toContain(route);
    const wide = page.viewportSize()!.width >= 640;
    for (const c of cards) {
      // The accent is a straight bar clipped by the rounded card, not a border the radius bends.
      expect(c.borderTop + c.borderLeft, `${c.href}: no border drawn as the accent`).toBe(0);
      expect(c.clips && c.radius > 0, `${c.href}: a rounded card that clips its bar`).toBe(true);
      if (wide) {
        expect(c.bar.top, `${c.href}: bar along the top`).toBeCloseTo(c.card.top, 0);
        expect(c.bar.width, `${c.href}: bar across the whole card`).toBeCloseTo(c.card.width, 0);
        expect(c.bar.height).toBeGreaterThanOrEqual(3);
        expect(c.bar.height).toBeLessThanOrEqual(6);
        expect(c.topPaint, `${c.href}: painted at the top edge`).toBe('bar');
      } else {
        expect(c.bar.left, `${c.href}: bar down the left side`).toBeCloseTo(c.card.left, 0);
        expect(c.bar.height, `${c.href}: bar the card's whole height`).toBeCloseTo(c.card.height, 0);
        expect(c.bar.width).toBeGreaterThanOrEqual(3);
        expect(c.bar.width).toBeLessThanOrEqual(6);
      }
    }
    if (page.viewportSize()!.width >= 768) {
      // One row: the cards' links sit on one line whatever the length of each card's text.
      const tops = cards.map((c) => c.card.top);
      expect(Math.max(...tops) - Math.min(...tops), 'cards in one row').toBeLessThanOrEqual(1);
      const links = cards.map((c) => c.linkTop);
      expect(Math.max(...links) - Math.min(...links), 'link tops across the row').toBeLessThanOrEqual(1);
    }
  });
}

/**
 * Home rows of cards whose parts line up (design reviews), each part found in a card by a selector (its last shown match):
 * "Five ways we help" (line and last link, the title above may wrap), the training tiers ("What it covers" and
 * "Who it is for", under summaries of different lengths) and "What governments are doing" ("Why it matters").
 */
const HOME_ROWS: { list: string; cards: number; parts: Record<string, string> }[] = [
  { list: '#what-we-do ul', cards: 5, parts: { line: 'p:not(:has(a))', 'last link': 'a[href]' } },
  { list: '#services ul:has(> li > article)', cards: 3, parts: { 'What it covers': 'h4', 'Who it is for': 'p:has(strong)' } },
  { list: '#global-ai-developments ul:has(> li > article)', cards: 6, parts: { 'Why it matters': 'p:has(strong)' } },
];

test('home: from 768 px, in each row of cards the same part of each card starts on one line', async ({ page }) => {
  // Below 768 px the cards stand in one column: the phone project checks a tablet width.
  if (page.viewportSize()!.width < 768) await page.setViewportSize({ width: 800, height: 900 });
  await page.goto(paths.home);
  await layOutWholePage(page);
  for (const { list, cards, parts } of HOME_ROWS) {
    const found = await page.locator(list).evaluateAll(
      (lists, parts) =>
        lists.flatMap((ul) =>
          [...ul.children].map((card) => ({
            top: Math.round(card.getBoundingClientRect().top),
            parts: Object.entries(parts).map(([part, selector]) => {
              const el = [...card.querySelectorAll(selector)].filter((e) => e.checkVisibility()).pop();
              return [part, el?.getBoundingClientRect().top ?? NaN] as const;
            }),
          })),
        ),
      parts,
    );
    expect(found.length, `${list}: cards`).toBe(cards);
    for (const top of new Set(found.map((c) => c.top))) {
      const row = found.filter((c) => Math.abs(c.top - top) <= 1);
      if (row.length < 2) continue;
      for (const [i, [part]] of row[0].parts.entries()) {
        const tops = row.map((c) => c.parts[i][1]);
        expect(tops.some(Number.isNaN), `${list}: "${part}" shown in every card`).toBe(false);
        expect(Math.max(...tops) - Math.min(...tops), `${list}: "${part}" tops across a row of ${row.length}`).toBeLessThanOrEqual(1);
      }
    }
  }
});

const INDUSTRIES = ['bfsi', 'consulting', 'education', 'government', 'healthcare', 'manufacturing', 'retail', 'technology'];

for (const industry of INDUSTRIES) {
  test(`/training/${industry}: the satisfaction pill is one line inside the page, the facts right under the buttons, from 320 to 1440 px`, async ({
    page,
  }) => {
    await page.goto(`/training/${industry}`);
    const phone = page.viewportSize()!.width < 1024;
    for (const width of phone ? [320, 360, 390, 430] : [768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 844 });
      const pill = await page.locator('main [data-satisfaction]').evaluate((li) => {
        // The lines its text is painted on (text nodes only: the icon is no line of text).
        const lines = new Set<number>();
        const walker = document.createTreeWalker(li, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of range.getClientRects()) if (r.width > 1) lines.add(Math.round((r.top + r.bottom) / 2 / 4));
        }
        const box = li.getBoundingClientRect();
        const container = li.closest('.container-page')!;
        const inner = container.getBoundingClientRect().right - parseFloat(getComputedStyle(container).paddingRight);
        // The facts follow the hero's buttons, not the picture's foot (a dead band once opened between them at 1280 px).
        const buttons = [...li.closest('section')!.querySelectorAll('a')].filter(
          (a) => a.compareDocumentPosition(li) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
        const gap = li.parentElement!.getBoundingClientRect().top - Math.max(...buttons.map((a) => a.getBoundingClientRect().bottom));
        return { lines: lines.size, right: box.right, inner, text: li.textContent, gap };
      });
      expect(pill.lines, `${width} px: "${pill.text}" on one line`).toBe(1);
      expect(pill.right, `${width} px: the pill inside the page's gutter`).toBeLessThanOrEqual(pill.inner + 0.5);
      expect(pill.gap, `${width} px: from the hero's buttons to its facts`).toBeLessThanOrEqual(48.5);
    }
  });
}

test('/training/government: a hero fact that wraps sits in a box with corners, not in a pill', async ({ page }) => {
  await page.goto('/training/government');
  const facts = await page.locator('main [data-satisfaction]').evaluate((li) =>
    [...li.parentElement!.children].map((fact) => {
      const box = fact.getBoundingClientRect();
      const lineHeight = parseFloat(getComputedStyle(fact).lineHeight);
      return {
        text: fact.textContent,
        lines: Math.round((box.height - 16) / lineHeight),
        radius: parseFloat(getComputedStyle(fact).borderTopLeftRadius),
        height: box.height,
      };
    }),
  );
  // The headline "50% less time to resolve a grievance on average" wraps at 390 px.
  if (page.viewportSize()!.width < 640)
    expect(
      facts.some((f) => f.lines > 1),
      'a fact wraps on a phone',
    ).toBe(true);
  for (const fact of facts) if (fact.lines > 1) expect(fact.radius, `"${fact.text}" on ${fact.lines} lines`).toBeLessThan(fact.height / 4);
});

/** The articles and the policies. */
const LONG_READS = builtRoutes().filter((r) => /^\/insights\/(?!category)[^/]+$|policy$|terms-of-service$/.test(r));

for (const route of LONG_READS) {
  test(`${route}: title and body share one left edge in a centred reading column, the body about 70 characters a line, no brand full stop`, async ({
    page,
  }) => {
    await page.goto(route);
    await layOutWholePage(page);
    const seen = await page.evaluate(() => {
      const h1 = document.querySelector('main h1')!;
      const title = document.createRange();
      title.selectNodeContents(h1);
      const prose = document.querySelector<HTMLElement>('main article .prose-flow')!;
      const grid = prose.closest('.container-reading')!;
      const box = grid.getBoundingClientRect();
      const left = box.left + parseFloat(getComputedStyle(grid).paddingLeft);
      const right = box.right - parseFloat(getComputedStyle(grid).paddingRight);
      // The rail beside the text (an article's key impact and call to action; a policy's contents): no wide gap between them.
      const rail = grid.querySelector('aside, nav')!.getBoundingClientRect();
      const text = prose.getBoundingClientRect();
      // Characters on each full line of the first paragraphs (their last lines are short); the measure is held from 1024 px.
      const counts: number[] = [];
      for (const p of innerWidth >= 1024 ? [...prose.querySelectorAll(':scope > p')].slice(0, 6) : []) {
        const lines = new Map<number, number>();
        const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < (node.textContent ?? '').length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const box = range.getBoundingClientRect();
            if (box.height) lines.set(Math.round(box.top), (lines.get(Math.round(box.top)) ?? 0) + 1);
          }
        }
        counts.push(...[...lines.values()].slice(0, -1));
      }
      return {
        title: title.getClientRects()[0].left,
        left,
        margins: [left, innerWidth - right],
        gap: rail.left > text.right ? rail.left - text.right : text.left - rail.right,
        measure: counts.reduce((a, b) => a + b, 0) / counts.length,
        stop: getComputedStyle(h1, '::after').content,
      };
    });
    expect(seen.title, 'the title starts where the body does').toBeCloseTo(seen.left, 0);
    expect(seen.margins[0], 'the reading column is centred').toBeCloseTo(seen.margins[1], 0);
    expect(seen.stop, 'no full stop drawn after the title').not.toContain('.');
    if (page.viewportSize()!.width >= 1024) {
      expect(seen.gap, 'space between the text and its rail (px)').toBeLessThanOrEqual(128);
      expect(seen.measure, 'characters a line').toBeGreaterThanOrEqual(66);
      expect(seen.measure, 'characters a line').toBeLessThanOrEqual(74);
    }
  });
}

/** Section heads without an eyebrow follow the house rule: centred over their band. */
const HEADS = [
  { route: paths.home, selector: '#industries h3', name: 'A four-level programme structure' },
  { route: paths.home, selector: '#industries h3', name: 'Choose your industry' },
  { route: '/training/bfsi', selector: '#overview h2', name: 'AI training built around how' },
];

for (const { route, selector, name } of HEADS) {
  test(`${route}: the section head "${name}" is centred`, async ({ page }) => {
    await page.goto(route);
    await layOutWholePage(page);
    const head = page.locator(selector).filter({ hasText: name });
    await head.scrollIntoViewIfNeeded();
    const offset = await head.evaluate((h) => {
      // Each painted line of the head, from the pieces of text on it: its left and right ends.
      const lines = new Map<number, { left: number; right: number }>();
      const walker = document.createTreeWalker(h, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          if (r.width < 1) continue;
          const key = [...lines.keys()].find((top) => Math.abs(top - r.top) <= 4) ?? r.top;
          const line = lines.get(key);
          lines.set(key, { left: Math.min(line?.left ?? r.left, r.left), right: Math.max(line?.right ?? r.right, r.right) });
        }
      }
      const container = h.closest('.container-page')!;
      const box = container.getBoundingClientRect();
      const style = getComputedStyle(container);
      const centre = (box.left + parseFloat(style.paddingLeft) + box.right - parseFloat(style.paddingRight)) / 2;
      return Math.max(...[...lines.values()].map((l) => Math.abs((l.left + l.right) / 2 - centre)));
    });
    expect(offset, 'each line of the head, off the band centre (px)').toBeLessThanOrEqual(2);
  });
}

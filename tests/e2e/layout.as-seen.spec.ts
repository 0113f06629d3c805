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
      // A card's action: a figure's link to its ledger line is part of the figure, not the card's last link.
      const links = all.filter((el) => el.matches('a[href]:not([data-claim]), button, summary'));
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

/** The footer promos: each card, its product-colour rule (a border: along the top when wide, down the left on a phone) and its link line. */
function promoCards(page: Page) {
  return page.locator('footer.site-footer').evaluate((footer) =>
    [...footer.querySelectorAll<HTMLAnchorElement>('ul[aria-label="Our products"] a')].map((card) => {
      const box = card.getBoundingClientRect();
      const link = card.lastElementChild!.getBoundingClientRect();
      const style = getComputedStyle(card);
      return {
        href: card.getAttribute('href'),
        current: card.getAttribute('aria-current'),
        linkText: card.lastElementChild!.textContent?.trim() ?? '',
        card: { left: box.left, top: box.top, width: box.width, height: box.height },
        linkTop: link.top,
        borderTop: parseFloat(style.borderTopWidth),
        borderLeft: parseFloat(style.borderLeftWidth),
        rule: style.borderTopWidth !== '0px' ? style.borderTopColor : style.borderLeftColor,
      };
    }),
  );
}

for (const route of ['/', paths.about, paths.marketplace, paths.plus, paths.edge]) {
  test(`${route}: the footer carries all three promos, marks the page's own, and lines up their links`, async ({ page }) => {
    await page.goto(route);
    await layOutWholePage(page);
    await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
    const cards = await promoCards(page);
    // The specification gives every page the same footer with the three promos; the page's own stays, marked as current.
    expect(cards.map((c) => c.href).sort(), 'the three promos').toEqual([paths.marketplace, paths.edge, paths.plus].sort());
    for (const c of cards) {
      const own = c.href === route;
      expect(c.current, `${c.href}: aria-current on the page's own promo only`).toBe(own ? 'page' : null);
      if (own) expect(c.linkText).toBe('You are here');
    }
    const wide = page.viewportSize()!.width >= 640;
    for (const c of cards) {
      // The product's colour is a rule: along the top when wide, down the left on a phone, never both.
      expect(wide ? [c.borderTop, c.borderLeft] : [c.borderLeft, c.borderTop], `${c.href}: the rule's side`).toEqual([2, 0]);
    }
    expect(new Set(cards.map((c) => c.rule)).size, 'a colour per product').toBe(3);
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
  test(`/training/${industry}: the satisfaction figure is one plain line (no pill) inside the page, right under the buttons, from 320 to 1440 px`, async ({
    page,
  }) => {
    await page.goto(`/training/${industry}`);
    const phone = page.viewportSize()!.width < 1024;
    for (const width of phone ? [320, 360, 390, 430] : [768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 844 });
      const pill = await page.locator('main [data-satisfaction]').evaluate((li) => {
        // The lines its text is painted on (text nodes only): pieces whose heights overlap share a line, whatever their size (the figure is larger).
        const pieces: DOMRect[] = [];
        const walker = document.createTreeWalker(li, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of range.getClientRects()) if (r.width > 1) pieces.push(r);
        }
        const lines = new Set(
          pieces.map((r) => pieces.filter((o) => o.top < r.bottom - 2 && o.bottom > r.top + 2).reduce((top, o) => Math.min(top, o.top), r.top)),
        );
        const box = li.getBoundingClientRect();
        const container = li.closest('.container-page')!;
        const inner = container.getBoundingClientRect().right - parseFloat(getComputedStyle(container).paddingRight);
        // The facts follow the hero's buttons, not the picture's foot (a dead band once opened between them at 1280 px).
        const buttons = [...li.closest('section')!.querySelectorAll('a')].filter(
          (a) => a.compareDocumentPosition(li) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
        const gap = li.parentElement!.getBoundingClientRect().top - Math.max(...buttons.map((a) => a.getBoundingClientRect().bottom));
        return { lines: lines.size, right: box.right, inner, text: li.textContent, gap, ground: getComputedStyle(li).backgroundColor };
      });
      expect(pill.ground, `${width} px: a line of text, not a pill`).toBe('rgba(0, 0, 0, 0)');
      expect(pill.lines, `${width} px: "${pill.text}" on one line`).toBe(1);
      expect(pill.right, `${width} px: the pill inside the page's gutter`).toBeLessThanOrEqual(pill.inner + 0.5);
      expect(pill.gap, `${width} px: from the hero's buttons to its facts`).toBeLessThanOrEqual(48.5);
    }
  });
}

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
      // About 70 characters a line in either test font: the two fonts' widths differ by some nine characters at one width.
      expect(seen.measure, 'characters a line').toBeGreaterThanOrEqual(64);
      expect(seen.measure, 'characters a line').toBeLessThanOrEqual(76);
    }
  });
}

test('home: every section head and sub-head starts at the left edge of its column (docs/brand.md: sections are left-aligned)', async ({ page }) => {
  await page.goto(paths.home);
  await layOutWholePage(page);
  const offsets = await page.locator('main section h2, main section h3:not(.sr-only)').evaluateAll((heads) =>
    heads
      .filter((h) => h.checkVisibility() && !h.closest('li, article, summary, details'))
      .map((h) => {
        const container = h.closest('.container-page')!;
        const left = container.getBoundingClientRect().left + parseFloat(getComputedStyle(container).paddingLeft);
        // The first painted line of the head: where its text starts.
        const range = document.createRange();
        range.selectNodeContents(h);
        return `${(h.textContent ?? '').trim().slice(0, 30)}: ${Math.round(range.getClientRects()[0].left - left)}`;
      }),
  );
  expect(offsets.length, 'heads checked').toBeGreaterThanOrEqual(10);
  expect(offsets.filter((o) => !o.endsWith(': 0'))).toEqual([]);
});

test('the header bar holds its logo, links, search and call to action at every width from 320 to 1440 px, each painted', async ({ page }) => {
  const { controlProblems } = await import('./as-seen');
  const banner = page.getByRole('banner');
  for (const width of [320, 360, 390, 640, 768, 1024, 1100, 1180, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/about');
    await page.locator('astro-island[component-export="SiteSearch"] template[data-island="ready"]').waitFor({ state: 'attached' });
    const bar = await banner
      .locator('.container-page')
      .first()
      .evaluate((el) => {
        const box = el.getBoundingClientRect();
        const pad = parseFloat(getComputedStyle(el).paddingRight);
        const overflow = [...el.children]
          .filter((c) => c.checkVisibility() && c.tagName !== 'DIALOG')
          .filter((c) => c.getBoundingClientRect().right > box.right - pad + 0.5 || c.getBoundingClientRect().left < box.left);
        return { scroll: el.scrollWidth - el.clientWidth, overflow: overflow.map((c) => c.tagName) };
      });
    expect(bar, `${width} px: nothing spills out of the bar`).toEqual({ scroll: 0, overflow: [] });
    expect(await controlProblems(banner), `${width} px`).toEqual([]);
    await expect(banner.getByRole('button', { name: 'Search', exact: true }), `${width} px`).toBeVisible();
  }
});

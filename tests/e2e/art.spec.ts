import { readFileSync, readdirSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { parse } from 'yaml';
import { parseHtml } from './built-html';
import { builtRoutes } from './helpers';
import { SPEC_INDUSTRIES } from '../spec/spec';

/**
 * The drawn pictures, read from the built HTML: every article has a cover of its own in its header
 * (and the list draws one, the newest article's, on its featured card), every partner and trusted-by
 * name is a wordmark whose text is the name, and the founder's portrait is named. Each picture is
 * decorative (aria-hidden) or named (role="img").
 */

const built = (route: string) => parseHtml(readFileSync(`dist${route}.html`, 'utf8'));
const slugs = readdirSync('src/content/insights')
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.replace(/\.md$/, ''));
const plus = parse(readFileSync('src/content/pages/plus.yaml', 'utf8')) as {
  partners: { items: { name: string }[] };
  trustedBy: { names: string[] };
};
const about = parse(readFileSync('src/content/pages/about.yaml', 'utf8')) as { founder: { name: string } };

/** The elements matching `selector` whose `attribute` is exactly `value`. */
const withAttribute = (root: ParentNode, selector: string, attribute: string, value: string) =>
  [...root.querySelectorAll(selector)].filter((el) => el.getAttribute(attribute) === value);
const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
/** A cover's drawing without its own name: what is left must differ from article to article. */
const drawing = (cover: Element, slug: string) => cover.outerHTML.replaceAll(slug, '…');

/** The newest article, by the dates the articles give (the list draws its cover on the featured card). */
const newest = slugs
  .map((slug) => ({ slug, date: /^date:\s*(\S+)/m.exec(readFileSync(`src/content/insights/${slug}.md`, 'utf8'))?.[1] ?? '' }))
  .sort((a, b) => b.date.localeCompare(a.date))[0]?.slug;
/** The pages that list articles: /insights, its later pages and the category pages. */
const listPages = () => builtRoutes().filter((route) => /^\/insights(\/page\/\d+|\/category\/.+)?$/.test(route));

test.describe('article covers', () => {
  const covers = (route: string, slug: string) => withAttribute(built(route), 'svg[data-cover]', 'data-cover', slug);

  test('there are articles to check', () => {
    expect(slugs.length).toBeGreaterThanOrEqual(4);
  });

  for (const slug of slugs) {
    test(`${slug}: one decorative cover in its header`, () => {
      const [header, ...others] = covers(`/insights/${slug}`, slug);
      expect(header, 'the article page has its cover').toBeDefined();
      expect(others).toEqual([]);
      expect(header.getAttribute('aria-hidden')).toBe('true');
      expect(header.getAttribute('preserveAspectRatio')).toBe('xMidYMid slice');
    });
  }

  test("the list draws one cover, the newest article's on its featured card, the same as in its header", () => {
    const all = [...built('/insights').querySelectorAll('svg[data-cover]')];
    expect(all, 'covers on /insights').toHaveLength(1);
    expect(all[0].outerHTML).toBe(covers(`/insights/${newest}`, newest)[0].outerHTML);
  });

  test('no other list page draws a cover: a page weighs the same however many articles there are', () => {
    const lists = listPages();
    expect(lists.length, 'the list and its category pages').toBeGreaterThan(1);
    for (const route of lists.filter((r) => r !== '/insights')) expect(built(route).querySelectorAll('[data-cover]'), route).toHaveLength(0);
  });

  test('no two articles share a cover', () => {
    const drawings = slugs.map((slug) => {
      const [cover] = covers(`/insights/${slug}`, slug);
      return cover ? drawing(cover, slug) : '';
    });
    expect(drawings.every(Boolean)).toBe(true);
    expect(new Set(drawings).size).toBe(slugs.length);
  });
});

test('the insights list and each category page draw a hero picture of their own', () => {
  const routes = listPages().filter((route) => !route.includes('/page/'));
  expect(routes.length, 'the list and its four categories').toBeGreaterThanOrEqual(5);
  const heroes = routes.map((route) => [...built(route).querySelectorAll('svg[data-art="pages-art"]')].map((svg) => svg.outerHTML).join(''));
  expect(heroes.every(Boolean), 'each draws the insights hero').toBe(true);
  expect(new Set(heroes).size).toBe(routes.length);
});

test.describe('partner wordmarks', () => {
  const wordmarks = (name: string) => withAttribute(built('/kriyon-plus'), 'span[data-wordmark]', 'data-wordmark', name);
  const names = [...plus.partners.items.map((p) => p.name), ...plus.trustedBy.names];

  for (const name of names) {
    test(`"${name}" is a wordmark that reads as its name`, () => {
      const marks = wordmarks(name);
      expect(marks, `one wordmark for ${name}`).toHaveLength(1);
      expect(text(marks[0])).toBe(name);
      const glyphs = marks[0].querySelectorAll('svg');
      expect(glyphs, 'a drawn glyph beside the name').toHaveLength(1);
      expect(glyphs[0].getAttribute('aria-hidden')).toBe('true');
    });
  }

  test('each wall mixes its glyphs: no two names in one list share a drawing', () => {
    for (const list of [plus.partners.items.map((p) => p.name), plus.trustedBy.names]) {
      const glyphs = list.map((name) => wordmarks(name)[0]?.querySelector('svg')?.outerHTML);
      expect(glyphs.every(Boolean)).toBe(true);
      expect(new Set(glyphs).size).toBe(list.length);
    }
  });
});

test('the founder portrait is an illustration named for the founder', () => {
  const portraits = [...built('/about').querySelectorAll('svg[role="img"]')].filter((svg) =>
    svg.getAttribute('aria-label')?.startsWith('Illustrated portrait of '),
  );
  expect(portraits).toHaveLength(1);
  expect(portraits[0].getAttribute('aria-label')).toBe(`Illustrated portrait of ${about.founder.name}`);
  // Drawn, not a photograph and not initials: no raster image, no text in the picture.
  expect(portraits[0].querySelectorAll('image, text')).toHaveLength(0);
});

test('the largest paint of an article page is its words, not its cover picture', async ({ page }) => {
  for (const slug of slugs) {
    await page.goto(`/insights/${slug}`);
    // Read the entries once the page is loaded and painted: an observer's first batch can hold only
    // an early candidate painted before the rest. Which text wins (heading, paragraph, a link) depends
    // on the font's metrics; what matters is that no picture does.
    const largest = await page.evaluate(
      async () =>
        await document.fonts.ready
          .then(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))))
          .then(
            () =>
              new Promise<{ tag: string; url: string; inCover: boolean; text: string }>((resolve) => {
                new PerformanceObserver((list) => {
                  const entry = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null; url?: string };
                  const el = entry.element;
                  resolve({
                    tag: el?.tagName.toLowerCase() ?? '',
                    url: entry.url ?? '',
                    inCover: !!el?.closest('[data-cover], svg, picture, figure'),
                    text: (el?.textContent ?? '').trim(),
                  });
                }).observe({ type: 'largest-contentful-paint', buffered: true });
              }),
          ),
    );
    expect(largest.url, `/insights/${slug}: no image is the largest paint`).toBe('');
    expect(largest.inCover, `/insights/${slug}: the largest paint is not in the cover`).toBe(false);
    expect(['img', 'svg', 'image', 'video'], `/insights/${slug}: largest paint <${largest.tag}>`).not.toContain(largest.tag);
    expect(largest.text, `/insights/${slug}: the largest paint is text`).not.toBe('');
  }
});

test.describe('company heroes', () => {
  const routes = ['/about', '/careers', '/case-studies', '/contact'];
  const frames = (route: string) => [...built(route).querySelectorAll('svg[data-art]')];
  /** A drawing's structure: its elements as a tree of tag names, a run of alike siblings counted once (so more stops is not a new picture). */
  const structure = (el: Element): string => {
    const kids = [...el.children].map(structure).filter((kid, i, all) => kid !== all[i - 1]);
    return `${el.tagName.toLowerCase()}(${kids.join(' ')})`;
  };

  test('each draws a composition of its own, not one template in four colours', () => {
    for (const route of routes)
      expect(
        frames(route)
          .map((svg) => svg.getAttribute('data-frame'))
          .sort(),
        route,
      ).toEqual(['band', 'column']);
    const names = routes.map((route) => frames(route)[0].getAttribute('data-art'));
    expect(new Set(names).size, `drawings: ${names.join(', ')}`).toBe(routes.length);
    for (const frame of ['band', 'column']) {
      const drawn = routes.map((route) => structure(frames(route).find((svg) => svg.getAttribute('data-frame') === frame)!));
      expect(new Set(drawn).size, `${frame} structures`).toBe(routes.length);
    }
  });

  const years = (parse(readFileSync('src/content/pages/about.yaml', 'utf8')) as { timeline: { items: { year: number }[] } }).timeline.items;

  test('every figure they print carries its word or unit: no bare numbers (the years on the about path are dates)', () => {
    for (const route of routes) {
      const labels = frames(route).flatMap((svg) => [...svg.querySelectorAll('text')].map(text));
      const dates = new Set(route === '/about' ? years.map(({ year }) => String(year)) : []);
      for (const label of labels.filter((l) => !dates.has(l))) expect(label, `${route}: "${label}"`).toMatch(/\p{L}|%|₹/u);
    }
  });

  test('about names its first and last milestone and marks every year between; careers counts steps in weeks, naming the first and last', () => {
    const about = frames('/about').flatMap((svg) => [...svg.querySelectorAll('text')].map(text));
    for (const { year } of [years[0], years.at(-1)!])
      expect(
        about.filter((label) => label.endsWith(` ${year}`)),
        String(year),
      ).toHaveLength(2);
    for (const { year } of years.slice(1, -1))
      expect(
        about.filter((label) => label === String(year)),
        String(year),
      ).toHaveLength(2);
    const steps = (parse(readFileSync('src/content/pages/careers.yaml', 'utf8')) as { process: { steps: { title: string }[] } }).process.steps;
    const careers = frames('/careers').flatMap((svg) => [...svg.querySelectorAll('text')].map(text));
    expect(careers.filter((label) => /^Week \d+$/.test(label)).length).toBeGreaterThan(0);
    expect(careers.filter((label) => !/^Week \d+$/.test(label)).sort()).toEqual(
      [steps[0].title, steps[0].title, steps.at(-1)!.title, steps.at(-1)!.title].sort(),
    );
  });
});

test('the six service heroes each draw a scene of their own, not one staircase with six icons', () => {
  const routes = readdirSync('src/content/services').map((f) => `/${f.replace(/\.yaml$/, '')}`);
  expect(routes).toHaveLength(6);
  const frames = (route: string) => [...built(route).querySelectorAll('svg[data-art]')];
  const names = routes.map((route) => frames(route)[0]?.getAttribute('data-art'));
  expect(new Set(names).size, `scenes: ${names.join(', ')}`).toBe(routes.length);
  // The drawing itself differs, not just its name: each frame's shapes and their places, with icons and ids left out.
  for (const frame of ['band', 'column']) {
    const drawn = routes.map((route) =>
      frames(route)
        .find((svg) => svg.getAttribute('data-frame') === frame)!
        .innerHTML.replace(/(href|fill|mask)="[^"]*"/g, ''),
    );
    expect(new Set(drawn).size, `${frame} drawings`).toBe(routes.length);
  }
});

test('the industry heroes draw their bars on one scale: an hour is one length on every industry page', () => {
  for (const frame of ['band', 'column']) {
    const perHour = new Set(
      SPEC_INDUSTRIES.flatMap((industry) =>
        [...built(`/training/${industry}`).querySelectorAll(`svg[data-art="sector-art"][data-frame="${frame}"] rect[data-value]`)].map((bar) =>
          (Number(bar.getAttribute('width')) / Number(bar.getAttribute('data-value'))).toFixed(3),
        ),
      ),
    );
    expect(perHour.size, `${frame}: widths per hour ${[...perHour].join(', ')}`).toBe(1);
  }
});

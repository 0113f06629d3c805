import { readFileSync, readdirSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { parse } from 'yaml';

/**
 * The drawn pictures, read from the built HTML: every article has a cover of its own in its header
 * (and the list draws one, the newest article's, on its featured card), every partner and trusted-by name is a wordmark whose text is the name, and
 * the founder's portrait is named. Each picture is decorative (aria-hidden) or named (role="img").
 */

const html = (route: string) => readFileSync(`dist${route}.html`, 'utf8');
const slugs = readdirSync('src/content/insights')
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.replace(/\.md$/, ''));
const plus = parse(readFileSync('src/content/pages/plus.yaml', 'utf8')) as {
  partners: { items: { name: string }[] };
  trustedBy: { names: string[] };
};
const about = parse(readFileSync('src/content/pages/about.yaml', 'utf8')) as { founder: { name: string } };

/** Every element `<tag …>…</tag>` whose opening tag matches `open`, nested tags of the same name included. */
function elements(page: string, tag: string, open: RegExp): string[] {
  const found: string[] = [];
  for (const start of [...page.matchAll(new RegExp(open.source, 'g'))].map((m) => m.index)) {
    const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
    tags.lastIndex = start;
    let depth = 0;
    for (let m = tags.exec(page); m; m = tags.exec(page)) {
      depth += m[1] ? -1 : m[0].endsWith('/>') ? 0 : 1;
      if (depth === 0) {
        found.push(page.slice(start, tags.lastIndex));
        break;
      }
    }
  }
  return found;
}

const openingTag = (element: string) => element.slice(0, element.indexOf('>') + 1);
const text = (element: string) =>
  element
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
/** A cover's drawing without its own name: what is left must differ from article to article. */
const drawing = (cover: string, slug: string) => cover.replaceAll(slug, '…');

/** The newest article, by the dates the articles give (the list draws its cover on the featured card). */
const newest = slugs
  .map((slug) => ({ slug, date: /^date:\s*(\S+)/m.exec(readFileSync(`src/content/insights/${slug}.md`, 'utf8'))?.[1] ?? '' }))
  .sort((a, b) => b.date.localeCompare(a.date))[0]?.slug;
/** The pages that list articles: /insights, its later pages and the category pages. */
const listPages = () =>
  [...readFileSync('dist/sitemap-0.xml', 'utf8').matchAll(/<loc>[^<]*?(\/insights(?:\/page\/\d+|\/category\/[^<]+)?)<\/loc>/g)].map((m) => m[1]);

test.describe('article covers', () => {
  const covers = (route: string, slug: string) => elements(html(route), 'svg', new RegExp(`<svg[^>]*data-cover="${slug}"`));

  test('there are articles to check', () => {
    expect(slugs.length).toBeGreaterThanOrEqual(4);
  });

  for (const slug of slugs) {
    test(`${slug}: one decorative cover in its header`, () => {
      const [header, ...others] = covers(`/insights/${slug}`, slug);
      expect(header, 'the article page has its cover').toBeDefined();
      expect(others).toEqual([]);
      expect(openingTag(header)).toContain('aria-hidden="true"');
      expect(openingTag(header)).toMatch(/preserveAspectRatio="xMidYMid slice"/);
    });
  }

  test("the list draws one cover, the newest article's on its featured card, the same as in its header", () => {
    const all = elements(html('/insights'), 'svg', /<svg[^>]*data-cover="/);
    expect(all, 'covers on /insights').toHaveLength(1);
    expect(all[0]).toBe(covers(`/insights/${newest}`, newest)[0]);
  });

  test('no other list page draws a cover: a page weighs the same however many articles there are', () => {
    const lists = listPages();
    expect(lists.length, 'the list and its category pages').toBeGreaterThan(1);
    for (const route of lists.filter((r) => r !== '/insights')) expect(html(route), route).not.toContain('data-cover=');
  });

  test('no two articles share a cover', () => {
    const drawings = slugs.map((slug) => drawing(covers(`/insights/${slug}`, slug)[0] ?? '', slug));
    expect(drawings.every(Boolean)).toBe(true);
    expect(new Set(drawings).size).toBe(slugs.length);
  });
});

test.describe('partner wordmarks', () => {
  const page = () => html('/kriyon-plus');
  const names = [...plus.partners.items.map((p) => p.name), ...plus.trustedBy.names];

  for (const name of names) {
    test(`"${name}" is a wordmark that reads as its name`, () => {
      const marks = elements(page(), 'span', new RegExp(`<span[^>]*data-wordmark="${name}"`));
      expect(marks, `one wordmark for ${name}`).toHaveLength(1);
      expect(text(marks[0])).toBe(name);
      const glyphs = elements(marks[0], 'svg', /<svg/);
      expect(glyphs, 'a drawn glyph beside the name').toHaveLength(1);
      expect(openingTag(glyphs[0])).toContain('aria-hidden="true"');
    });
  }

  test('each wall mixes its glyphs: no two names in one list share a drawing', () => {
    for (const list of [plus.partners.items.map((p) => p.name), plus.trustedBy.names]) {
      const glyphs = list.map(
        (name) => elements(page(), 'span', new RegExp(`<span[^>]*data-wordmark="${name}"`))[0]?.match(/<svg[\s\S]*?<\/svg>/)?.[0],
      );
      expect(glyphs.every(Boolean)).toBe(true);
      expect(new Set(glyphs).size).toBe(list.length);
    }
  });
});

test('the founder portrait is an illustration named for the founder', () => {
  const portraits = elements(html('/about'), 'svg', /<svg[^>]*role="img"[^>]*aria-label="Illustrated portrait of /);
  expect(portraits).toHaveLength(1);
  expect(openingTag(portraits[0])).toContain(`aria-label="Illustrated portrait of ${about.founder.name}"`);
  // Drawn, not a photograph and not initials: no raster image, no text in the picture.
  expect(portraits[0]).not.toMatch(/<image\b|<text\b/);
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

import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, test, expect, type Browser, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { site } from '../../src/lib/site';
import { buildProject, copyProject, generateArticles, removeProject } from '../../bench/fixture-site.mjs';
import { createServer } from '../../server/app.mjs';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium.mjs';
import { fontEnv, type TestFont } from '../fonts/fonts';
import { expectPaintedWell, layOutWholePage } from './as-seen';
import { builtRoutes, expectNoSeriousAxeViolations, hydrated, recordCspViolations, violations } from './helpers';
import { rawRequest } from './http';

/**
 * The insights archive: list pages, category pages, the feed, an article's neighbours and
 * related articles, and Share on the list. Read against the content, never against the code's own
 * constants. The site has four articles, so the long lists are tested on a copy of the site with 80
 * more (bench/fixture-site.mjs), built and served as `npm start` serves the real one.
 */

interface Article {
  slug: string;
  title: string;
  category: string;
  date: string;
}

/** The articles of a project, newest first, from their front matter. */
function articlesIn(root: string): Article[] {
  const folder = path.join(root, 'src/content/insights');
  return readdirSync(folder)
    .filter((f) => f.endsWith('.md'))
    .map((f) => {
      const data = parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(folder, f), 'utf8'))![1]) as Record<string, unknown>;
      const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date);
      return { slug: f.replace(/\.md$/, ''), title: String(data.title), category: String(data.category), date };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

const copy = parse(readFileSync('src/content/pages/insights.yaml', 'utf8')) as {
  categories: { name: string; description: string }[];
  archive: { filters: string; pagination: string; allTitle: string; previous: string; next: string; page: string };
  article: { sequence: { label: string } };
  list: { labels: { share: string; read: string } };
};
const articles = articlesIn('.');
const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
/** The categories with articles, in the order of the list in insights.yaml. */
const usedCategories = copy.categories.filter((c) => articles.some((a) => a.category === c.name));
const FEED = `${site.url}/insights/feed.xml`;

const main = (page: Page) => page.locator('main');
const readLinks = (page: Page) => main(page).getByRole('link', { name: new RegExp(`^${copy.list.labels.read}`) });
const hrefs = async (page: Page) => (await readLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')))) as string[];
const filters = (page: Page) => page.getByRole('navigation', { name: copy.archive.filters });
const pagination = (page: Page) => page.getByRole('navigation', { name: copy.archive.pagination });

/** The feed's items as an XML parser in the browser reads them; fails on XML that is not well-formed. */
async function feedItems(page: Page, xml: string) {
  // A blank page of its own: the site's pages enforce Trusted Types, which setContent would trip over.
  await page.goto('about:blank');
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.getElementsByTagName('parsererror').length) throw new Error(`Not well-formed: ${doc.getElementsByTagName('parsererror')[0].textContent}`);
    const get = (el: Element, name: string) => el.getElementsByTagName(name)[0]?.textContent ?? '';
    return {
      root: doc.documentElement.nodeName,
      channelLink: get(doc.documentElement, 'link'),
      self: doc.getElementsByTagName('atom:link')[0]?.getAttribute('href'),
      items: [...doc.getElementsByTagName('item')].map((item) => ({
        title: get(item, 'title'),
        link: get(item, 'link'),
        guid: get(item, 'guid'),
        category: get(item, 'category'),
        pubDate: get(item, 'pubDate'),
      })),
    };
  }, xml);
}

test.describe('the site as built', () => {
  test('every page links the feed from its head, with the absolute address from the site config', async ({ request }) => {
    for (const route of [...builtRoutes(), '/no-such-page']) {
      const html = await (await request.get(route)).text();
      const links = [...html.matchAll(/<link rel="alternate"[^>]*>/g)].map((m) => m[0]);
      expect(links, `${route} has one feed link`).toHaveLength(1);
      expect(links[0]).toContain('type="application/rss+xml"');
      expect(links[0]).toContain(`href="${FEED}"`);
      expect(links[0]).toMatch(/title="[^"]+"/);
    }
  });

  test('the feed is well-formed RSS of the newest articles, with absolute links, served as RSS', async ({ request, page, baseURL }) => {
    for (const encoding of ['identity', 'br', 'gzip']) {
      const response = await rawRequest(baseURL!, '/insights/feed.xml', { headers: { 'Accept-Encoding': encoding } });
      expect(response.status).toBe(200);
      expect(response.headers['content-type'], encoding).toBe('application/rss+xml; charset=utf-8');
    }
    const xml = await (await request.get('/insights/feed.xml')).text();
    const feed = await feedItems(page, xml);
    expect(feed.root).toBe('rss');
    expect(feed.channelLink).toBe(`${site.url}/insights`);
    expect(feed.self).toBe(FEED);
    const newest = articles.slice(0, 20);
    expect(feed.items.map((i) => i.link)).toEqual(newest.map((a) => `${site.url}/insights/${a.slug}`));
    expect(feed.items.map((i) => i.guid)).toEqual(feed.items.map((i) => i.link));
    expect(feed.items.map((i) => i.category)).toEqual(newest.map((a) => a.category));
    expect(feed.items.map((i) => new Date(i.pubDate).toISOString().slice(0, 10))).toEqual(newest.map((a) => a.date));
    for (const item of feed.items) expect((await request.get(new URL(item.link).pathname)).status(), item.link).toBe(200);
  });

  test('category filters are plain links to every list and to each category with articles, the current one marked', async ({ page }) => {
    const expected = [
      { name: copy.archive.allTitle, href: '/insights' },
      ...usedCategories.map((c) => ({ name: c.name, href: `/insights/category/${slugOf(c.name)}` })),
    ];
    for (const current of expected) {
      await page.goto(current.href);
      const links = filters(page).getByRole('link');
      const found = await links.evaluateAll((as) => as.map((a) => ({ name: a.textContent.trim(), href: a.getAttribute('href') })));
      expect(found, current.href).toEqual(expected);
      await expect(filters(page).locator('[aria-current]')).toHaveCount(1);
      await expect(filters(page).getByRole('link', { name: current.name, exact: true })).toHaveAttribute('aria-current', 'page');
    }
    // A filter leads where it says.
    await page.goto('/insights');
    const last = usedCategories.at(-1)!;
    await filters(page).getByRole('link', { name: last.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/insights/category/${slugOf(last.name)}$`));
    await expect(page.locator('h1')).toContainText(last.name);
  });

  test('a category page lists exactly its own articles, newest first, under its description', async ({ page }) => {
    for (const category of usedCategories) {
      await page.goto(`/insights/category/${slugOf(category.name)}`);
      await expect(main(page)).toContainText(category.description.replace(/\s+/g, ' ').slice(0, 40));
      const own = articles.filter((a) => a.category === category.name);
      expect(await hrefs(page), category.name).toEqual(own.map((a) => `/insights/${a.slug}`));
      for (const card of await main(page).locator('#articles article').all()) await expect(card.locator('span').first()).toHaveText(category.name);
    }
  });

  test('an article links the articles published before and after it, and other related ones of its category first', async ({ page }) => {
    for (const [i, article] of articles.entries()) {
      await page.goto(`/insights/${article.slug}`);
      const sequence = page.getByRole('navigation', { name: copy.article.sequence.label });
      const older = articles[i + 1];
      const newer = articles[i - 1];
      await expect(sequence.locator('a[rel="prev"]')).toHaveCount(older ? 1 : 0);
      await expect(sequence.locator('a[rel="next"]')).toHaveCount(newer ? 1 : 0);
      if (older) await expect(sequence.locator('a[rel="prev"]')).toHaveAttribute('href', `/insights/${older.slug}`);
      if (newer) await expect(sequence.locator('a[rel="next"]')).toHaveAttribute('href', `/insights/${newer.slug}`);

      const related = (await page.locator('#related a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))) as string[];
      // Related articles are others than itself and the two the sequence already links.
      const others = articles.filter((a) => a !== article && a !== older && a !== newer);
      expect(related.length).toBe(Math.min(3, others.length));
      expect(new Set(related).size).toBe(related.length);
      for (const linked of [article, older, newer]) if (linked) expect(related).not.toContain(`/insights/${linked.slug}`);
      const sameCategory = others.filter((a) => a.category === article.category).length;
      const categories = related.map((href) => others.find((a) => `/insights/${a.slug}` === href)!.category);
      // Same category first: as many of them as there are, before any other.
      expect(categories.slice(0, Math.min(sameCategory, 3))).toEqual(categories.slice(0, Math.min(sameCategory, 3)).map(() => article.category));
      // Its category links to its list.
      await expect(main(page).locator('header').getByRole('link', { name: article.category, exact: true })).toHaveAttribute(
        'href',
        `/insights/category/${slugOf(article.category)}`,
      );
    }
    // The links lead to those articles.
    await page.goto(`/insights/${articles[1].slug}`);
    await page.getByRole('navigation', { name: copy.article.sequence.label }).locator('a[rel="prev"]').click();
    await expect(page).toHaveURL(new RegExp(`/insights/${articles[2].slug}$`));
    await expect(page.locator('h1')).toHaveText(articles[2].title);
    await page.locator('#related a').first().click();
    await expect(page).toHaveURL(/\/insights\/[a-z0-9-]+$/);
    await expect(page.locator('h1')).not.toHaveText(articles[2].title);
  });

  test('Share on a list page: a plain link without JavaScript, one island for the whole list with it', async ({
    page,
    browser,
    context,
    baseURL,
  }) => {
    const route = `/insights/category/${slugOf(usedCategories[0].name)}`;
    const own = articles.filter((a) => a.category === usedCategories[0].name);

    const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const plain = await noJs.newPage();
    await plain.goto(route);
    const shareLinks = main(plain).getByRole('link', { name: new RegExp(`^${copy.list.labels.share}`) });
    expect(await shareLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(own.map((a) => `/insights/${a.slug}`));
    await expect(main(plain).getByRole('button', { name: new RegExp(`^${copy.list.labels.share}`) })).toHaveCount(0);
    await shareLinks.first().click();
    await expect(plain).toHaveURL(new RegExp(`/insights/${own[0].slug}$`));
    await noJs.close();

    // With JavaScript: the cards are not islands; one island serves every Share on the page.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await recordCspViolations(page);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
    await page.goto(route);
    await expect(main(page).locator('astro-island')).toHaveCount(1);
    await expect(main(page).locator('astro-island')).toHaveAttribute('component-export', 'ShareList');
    const card = main(page).locator('#articles article').first();
    await hydrated(card);
    await expect(page.locator('astro-island[component-export="Notifications"]')).not.toHaveAttribute('ssr');
    await card.getByRole('button', { name: new RegExp(`^${copy.list.labels.share}`) }).click();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.url}/insights/${own[0].slug}`);
    await expect(card.getByRole('link', { name: new RegExp(`^${copy.list.labels.share}`) })).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });

  test('a list has page links exactly when it runs to a second page', async ({ page }) => {
    const routes = builtRoutes();
    const lists = ['/insights', ...usedCategories.map((c) => `/insights/category/${slugOf(c.name)}`)];
    for (const route of lists) {
      await page.goto(route);
      const later = routes.includes(`${route}/page/2`);
      await expect(pagination(page), route).toHaveCount(later ? 1 : 0);
    }
  });
});

test.describe('a long archive: a copy of the site with 80 more articles', () => {
  // One build for the whole group: its tests run in one worker, in order.
  test.describe.configure({ mode: 'default' });

  const root = path.resolve('.');
  const port = Number(process.env.E2E_PORT ?? 4329) + 50;
  const origin = `http://127.0.0.1:${port}`;
  let dir = '';
  let all: Article[] = [];
  let server: Awaited<ReturnType<typeof createServer>> | undefined;
  const at = (route: string) => `${origin}${route}`;
  const ADDED = {
    slug: 'field-notes-from-the-zanskar-pilot',
    title: 'Field Notes From the Zanskar Pilot',
    paragraph: 'One last word on the glaciology team, who kept the pilot honest.',
  };

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    dir = copyProject(root, 'kriyon-e2e-archive-');
    const [template] = generateArticles(dir, 80);
    // One more, written as an editor would, with words no other article has: search must find it after this build.
    const folder = path.join(dir, 'src/content/insights');
    const text = readFileSync(path.join(folder, `${template.slug}.md`), 'utf8');
    writeFileSync(
      path.join(folder, `${ADDED.slug}.md`),
      `${text.replace(/^title: .*$/m, `title: ${ADDED.title}`).trimEnd()}\n\n${ADDED.paragraph}\n`,
    );
    buildProject(dir);
    all = articlesIn(dir);
    server = await createServer({ root: path.join(dir, 'dist') });
    await server.listen({ port, host: '127.0.0.1' });
  });

  test.afterAll(async () => {
    await server?.close();
    if (dir) removeProject(dir);
  });

  test('search finds an article added before this build, by its title and by a word only its body holds', async ({ page }) => {
    const index = (await (await fetch(at('/search-index.json'))).json()) as { url: string; title: string }[];
    expect(index.find((d) => d.url === `/insights/${ADDED.slug}`)?.title).toBe(ADDED.title);
    await page.goto(at('/about'));
    const button = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
    await hydrated(button);
    await button.click();
    const box = page.getByRole('combobox');
    for (const word of ['zanskar', 'glaciology']) {
      await box.fill(word);
      await expect(page.getByRole('option').first(), word).toHaveAttribute('href', `/insights/${ADDED.slug}`);
    }
    await expect(page.getByRole('option').first()).toContainText('glaciology');
  });

  /** Follows "Next" from `start` to the last page: each page's path and the articles it lists. */
  async function walk(page: Page, start: string) {
    const pages: { path: string; slugs: string[] }[] = [];
    await page.goto(at(start));
    for (;;) {
      pages.push({ path: new URL(page.url()).pathname, slugs: (await hrefs(page)).map((h) => h.replace('/insights/', '')) });
      const next = pagination(page).locator('a[rel="next"]');
      if ((await next.count()) === 0) break;
      await next.click();
      expect(pages.length, 'the list ends').toBeLessThan(50);
    }
    return pages;
  }

  test('every article is on exactly one page of the list, newest first, in pages of one size', async ({ page }) => {
    const pages = await walk(page, '/insights');
    expect(pages.map((p) => p.path)).toEqual(pages.map((_, i) => (i === 0 ? '/insights' : `/insights/page/${i + 1}`)));
    expect(pages.flatMap((p) => p.slugs)).toEqual(all.map((a) => a.slug));
    const size = pages[0].slugs.length;
    expect(size).toBeGreaterThanOrEqual(9);
    expect(size).toBeLessThanOrEqual(12);
    for (const p of pages.slice(0, -1)) expect(p.slugs, p.path).toHaveLength(size);
    expect(pages.at(-1)!.slugs.length).toBeGreaterThan(0);
  });

  test("a category's pages list exactly its articles, newest first", async ({ page }) => {
    const biggest = copy.categories
      .map((c) => ({ ...c, own: all.filter((a) => a.category === c.name) }))
      .sort((a, b) => b.own.length - a.own.length)[0];
    const pages = await walk(page, `/insights/category/${slugOf(biggest.name)}`);
    expect(pages.length, `${biggest.name} runs to several pages`).toBeGreaterThan(1);
    expect(pages[1].path).toBe(`/insights/category/${slugOf(biggest.name)}/page/2`);
    expect(pages.flatMap((p) => p.slugs)).toEqual(biggest.own.map((a) => a.slug));
    await expect(filters(page).getByRole('link', { name: biggest.name, exact: true })).toHaveAttribute('aria-current', 'true');
  });

  test('the page links are a real nav: numbers, the current page marked, previous and next, and they work', async ({ page }) => {
    await page.goto(at('/insights'));
    const nav = pagination(page);
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
    await expect(nav.locator('[aria-current="page"]')).toHaveAccessibleName(`${copy.archive.page} 1`);
    await expect(nav.locator('a[rel="prev"]')).toHaveCount(0);
    await expect(nav.getByRole('link', { name: copy.archive.next })).toHaveAttribute('href', '/insights/page/2');
    const total = Number(
      (await nav
        .getByRole('link', { name: new RegExp(`^${copy.archive.page} \\d+$`) })
        .last()
        .textContent())!.match(/\d+/)![0],
    );
    expect(total).toBeGreaterThanOrEqual(7);

    await nav.getByRole('link', { name: copy.archive.next }).click();
    await expect(page).toHaveURL(at('/insights/page/2'));
    await expect(pagination(page).locator('[aria-current="page"]')).toHaveAccessibleName(`${copy.archive.page} 2`);
    await expect(pagination(page).getByRole('link', { name: copy.archive.previous })).toHaveAttribute('href', '/insights');

    await pagination(page)
      .getByRole('link', { name: `${copy.archive.page} 3`, exact: true })
      .click();
    await expect(page).toHaveURL(at('/insights/page/3'));
    await pagination(page)
      .getByRole('link', { name: `${copy.archive.page} ${total}`, exact: true })
      .click();
    await expect(page).toHaveURL(at(`/insights/page/${total}`));
    await expect(pagination(page).locator('a[rel="next"]')).toHaveCount(0);
    await expect(pagination(page).locator('[aria-current="page"]')).toHaveAccessibleName(`${copy.archive.page} ${total}`);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    await pagination(page).getByRole('link', { name: copy.archive.previous }).click();
    await expect(page).toHaveURL(at(`/insights/page/${total - 1}`));
  });

  test('the page links work without JavaScript, and on a phone show first, current and last between the arrows', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(at('/insights/page/4'));
    const nav = pagination(page);
    const shown = await nav
      .locator('li')
      .evaluateAll((items) =>
        items
          .filter((li) => (li as HTMLElement).checkVisibility())
          .map((li) => ({ text: li.textContent.trim(), top: Math.round(li.getBoundingClientRect().top) })),
      );
    expect(shown.map((s) => s.text)).toEqual([
      copy.archive.previous,
      `${copy.archive.page} 1`,
      '…',
      `${copy.archive.page} 4`,
      '…',
      expect.stringMatching(/\d+$/),
      copy.archive.next,
    ]);
    expect(new Set(shown.map((s) => s.top)).size, 'one line').toBe(1);
    const box = (await nav.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await nav.getByRole('link', { name: copy.archive.next }).tap();
    await expect(page).toHaveURL(at('/insights/page/5'));
    await expect(pagination(page).locator('[aria-current="page"]')).toHaveAccessibleName(`${copy.archive.page} 5`);
    await context.close();
  });

  test('the sitemap lists every article and every list page, and the feed the newest 20', async ({ page, request }) => {
    const sitemap = await (await request.get(at('/sitemap-0.xml'))).text();
    const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    for (const article of all) expect(routes).toContain(`/insights/${article.slug}`);
    for (const p of await walk(page, '/insights')) expect(routes).toContain(p.path);
    const feed = await feedItems(page, await (await request.get(at('/insights/feed.xml'))).text());
    expect(feed.items.map((i) => i.link)).toEqual(all.slice(0, 20).map((a) => `${site.url}/insights/${a.slug}`));
  });

  test('in a long archive an article suggests three others of its own category, the nearest in date, and links its neighbours', async ({ page }) => {
    for (const i of [0, Math.floor(all.length / 2), all.length - 1]) {
      const article = all[i];
      await page.goto(at(`/insights/${article.slug}`));
      const related = (await page.locator('#related a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))) as string[];
      const distance = (a: Article) => Math.abs(Date.parse(a.date) - Date.parse(article.date));
      // Not itself, nor the previous and next articles its sequence already links.
      const nearest = all
        .filter((a) => a.category === article.category && ![article, all[i + 1], all[i - 1]].includes(a))
        .sort((a, b) => distance(a) - distance(b) || b.date.localeCompare(a.date))
        .slice(0, 3);
      expect(related, article.slug).toEqual(nearest.map((a) => `/insights/${a.slug}`));
      const sequence = page.getByRole('navigation', { name: copy.article.sequence.label });
      await expect(sequence.locator('a[rel="prev"]')).toHaveCount(all[i + 1] ? 1 : 0);
      await expect(sequence.locator('a[rel="next"]')).toHaveCount(all[i - 1] ? 1 : 0);
      if (all[i + 1]) await expect(sequence.locator('a[rel="prev"]')).toHaveAttribute('href', `/insights/${all[i + 1].slug}`);
      if (all[i - 1]) await expect(sequence.locator('a[rel="next"]')).toHaveAttribute('href', `/insights/${all[i - 1].slug}`);
    }
  });

  test('a list page weighs the same however long the archive: a small drawing per card and nothing more, one island for the list', async ({
    request,
  }) => {
    const firstPage = await (await request.get(at('/insights'))).text();
    const size = Buffer.byteLength(firstPage);
    const cardsOn = (html: string) => html.match(/<article\b/g)?.length ?? 0;
    expect(firstPage.match(/data-cover="/g)).toBeNull();
    for (const route of ['/insights/page/2', '/insights/page/5', `/insights/category/${slugOf(copy.categories[0].name)}/page/2`]) {
      const html = await (await request.get(at(route))).text();
      expect(html.match(/data-cover="/g), `${route}: no drawing on a list`).toBeNull();
      expect(cardsOn(html), route).toBeLessThanOrEqual(12);
      const inMain = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(inMain.match(/<astro-island\b/g), `${route}: islands in main`).toHaveLength(1);
      expect(Buffer.byteLength(html), route).toBeLessThanOrEqual(size * 1.05);
    }
  });

  /** A browser that draws with one of the test fonts (tests/fonts), as the projects' browsers do. */
  const browsers = new Map<TestFont, Browser>();
  test.afterAll(async () => {
    for (const b of browsers.values()) await b.close();
  });
  const browserFor = async (font: TestFont) => {
    if (!browsers.has(font))
      browsers.set(font, await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, env: { ...process.env, ...fontEnv(font) } }));
    return browsers.get(font)!;
  };

  for (const font of ['main', 'tall'] as const) {
    test(`long lists read well at 390 and 1280 px (${font === 'main' ? 'Roboto' : 'Noto Sans'})`, async () => {
      test.setTimeout(180_000);
      const browser = await browserFor(font);
      for (const viewport of [
        { width: 390, height: 844, isMobile: true, hasTouch: true },
        { width: 1280, height: 800, isMobile: false, hasTouch: false },
      ]) {
        const { width, height, ...device } = viewport;
        const context = await browser.newContext({ viewport: { width, height }, ...device });
        const page = await context.newPage();
        for (const route of ['/insights', '/insights/page/2', `/insights/category/${slugOf(copy.categories[0].name)}/page/2`]) {
          const what = `${route} at ${width} px`;
          expect((await page.goto(at(route)))?.status(), what).toBe(200);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${what}: horizontal overflow`).toBeLessThanOrEqual(0);
          await layOutWholePage(page);
          await expectPaintedWell(page.locator('body'), what);
          if (font === 'main') await expectNoSeriousAxeViolations(page);
          if (width === 390) {
            // A full page of cards still fits the phone budget of 12 screens (tests/e2e/phone-length.spec.ts).
            const tall = await page.evaluate(() => document.documentElement.scrollHeight);
            expect(tall / height, `${what}: screens`).toBeLessThanOrEqual(12);
          }
        }
        await context.close();
      }
    });
  }
});

import { readFileSync, readdirSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { parse } from 'yaml';
import { parseHtml } from './built-html';
import { builtRoutes } from './helpers';
import { SPEC_INDUSTRIES } from '../spec/spec';
import { site } from '../../src/lib/site';
import { CLAIMS, filled } from '../spec/claims';

/**
 * The drawn pictures, read from the built HTML: every article draws its own figure once, in its key impact (and every
 * list card draws its article's, the same drawing), reading pages open on words, the product page tops draw their own
 * content, the Plus platforms and clients are plain names (no invented glyph logos), and the founder's portrait is named.
 * Each picture is
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

/** The pages that list articles: /insights, its later pages and the category pages. */
const listPages = () => builtRoutes().filter((route) => /^\/insights(\/page\/\d+|\/category\/.+)?$/.test(route));

test.describe('article covers: each article draws its own figure', () => {
  const covers = (route: string, slug: string) => withAttribute(built(route), 'svg[data-cover]', 'data-cover', slug);
  const impactOf = (slug: string) => (parse(readFileSync(`src/content/insights/${slug}.md`, 'utf8').split(/^---$/m)[1]) as { impact: string }).impact;

  test('there are articles to check', () => {
    expect(slugs.length).toBeGreaterThanOrEqual(4);
  });

  for (const slug of slugs) {
    test(`${slug}: one decorative cover, in its key impact beside the figure, none in its header`, () => {
      const page = built(`/insights/${slug}`);
      const [cover, ...others] = covers(`/insights/${slug}`, slug);
      expect(cover, 'the article page draws its figure').toBeDefined();
      expect(others).toEqual([]);
      expect(cover.getAttribute('aria-hidden')).toBe('true');
      expect(page.querySelectorAll('main header svg:not(.lucide)'), 'the header is words alone, but for the trail').toHaveLength(0);
      // The figure it draws is written beside it, in the brand face.
      const aside = cover.closest('aside')!;
      expect(aside, 'in the key impact aside').toBeTruthy();
      expect(text(aside)).toContain(text(parseHtml(`<p>${impactOf(slug)}</p>`).querySelector('p')!));
      expect(aside.querySelector('.figure-num'), 'the figure in the brand face').toBeTruthy();
      // One amber point, on the path's end; every line named (a comparison's two, a lone measure's ends).
      expect(cover.querySelectorAll('[data-point="result"]')).toHaveLength(1);
      const labels = [...cover.querySelectorAll('text')].map(text);
      expect(labels, slug).toEqual(cover.querySelectorAll('polyline').length === 2 ? ['Before', 'After'] : ['0', expect.stringMatching(/\d/)]);
    });
  }

  test('every list card sets its key impact in words, the figure in the brand face, and draws nothing: no amber point on a list', () => {
    for (const route of listPages()) {
      const page = built(route);
      const cards = [...page.querySelectorAll('#articles article')];
      expect(cards.length, route).toBeGreaterThan(0);
      for (const card of cards) {
        const slug = card.querySelector('a[href^="/insights/"]')!.getAttribute('href')!.replace('/insights/', '');
        expect(text(card), `${route}: the card of ${slug}`).toContain(text(parseHtml(`<p>${impactOf(slug)}</p>`).querySelector('p')!));
        expect(card.querySelector('.figure-num'), `${route}: the figure of ${slug} in the brand face`).toBeTruthy();
      }
      expect(
        page.querySelectorAll('main svg[data-cover], main svg[data-art], main [data-point="result"]'),
        `${route}: no picture, no point`,
      ).toHaveLength(0);
    }
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

test('the policies and the insights lists open on words: no page-top picture', () => {
  const routes = [...listPages(), ...builtRoutes().filter((route) => /policy$|terms-of-service$/.test(route))];
  expect(routes.length, 'the lists and the five policies').toBeGreaterThanOrEqual(10);
  for (const route of routes) expect(built(route).querySelectorAll('main > :first-child svg:not(.lucide)'), route).toHaveLength(0);
});

test.describe('product page tops (docs/brand.md: the field, the path in the product colour, one amber point)', () => {
  const edge = parse(readFileSync('src/content/pages/edge.yaml', 'utf8')) as {
    hero: { art: { ready: string; result: string } };
    figures: { items: { label: string; value: string }[] };
    phases: { steps: { duration: { from: number; unit: 'week' } }[] };
  };
  const marketplace = parse(readFileSync('src/content/pages/marketplace.yaml', 'utf8')) as { stats: { value: string; label: string }[] };
  const figure = (label: string) => {
    const found = edge.figures.items.find((f) => f.label === label)!;
    return { ...found, value: filled(found.value) };
  };
  const frames = (route: string, art: string) => [...built(route).querySelectorAll(`svg[data-art="${art}"]`)];
  const texts = (svg: Element) => [...svg.querySelectorAll('text')].map(text);

  const pages = [
    { route: '/kriyon-edge', art: 'challenge-art', colour: 'emerald' },
    { route: '/kriyon-plus', art: 'engagement-art', colour: 'violet' },
    { route: '/ai-marketplace', art: 'catalogue-art', colour: 'sky' },
  ];
  for (const { route, art, colour } of pages) {
    test(`${route}: drawn for the band and the column, its path in ${colour}, one amber point, no icons`, () => {
      const drawn = frames(route, art);
      expect(drawn.map((svg) => svg.getAttribute('data-frame')).sort()).toEqual(['band', 'column']);
      for (const svg of drawn) {
        expect(svg.querySelectorAll('[data-point="result"]'), 'one point').toHaveLength(1);
        expect(svg.querySelectorAll('[data-field]'), 'one field').toHaveLength(1);
        const strokes = [...svg.querySelectorAll('[data-path] polyline')].map((l) => l.getAttribute('class'));
        expect(strokes.length).toBeGreaterThan(0);
        for (const stroke of strokes) expect(stroke).toContain(`stroke-${colour}-`);
        expect(svg.querySelectorAll('use, image, symbol'), 'no icon constellation').toHaveLength(0);
        const amber = [...svg.querySelectorAll('[class*="accent-"], [class*="amber-"]')].filter((el) => !el.closest('[data-point]'));
        expect(amber, 'amber only for the point').toHaveLength(0);
      }
    });
  }

  test('/kriyon-edge: the phases for as many weeks as they last, on to placement readiness, the placement increase at the point', () => {
    const weeks = edge.phases.steps.map((s) => s.duration.from);
    const ready = Math.round((Number(/^(\d+) months?$/.exec(figure(edge.hero.art.ready).value)![1]) * 52) / 12);
    const legs = weeks.map((w, i) => {
      const from = weeks.slice(0, i).reduce((a, b) => a + b, 0);
      return `${from}-${from + w}`;
    });
    legs.push(`${weeks.reduce((a, b) => a + b, 0)}-${ready}`);
    for (const svg of frames('/kriyon-edge', 'challenge-art')) {
      expect(svg.querySelector('[data-legs]')!.getAttribute('data-legs')).toBe(legs.join(' '));
      expect(svg.querySelector('[data-field]')!.getAttribute('data-field')).toBe(`${ready}x${weeks.length}`);
      expect(texts(svg)).toContain(figure(edge.hero.art.result).value);
      expect(
        texts(svg).filter((t) => t.endsWith(figure(edge.hero.art.ready).value)),
        'the point stands at placement readiness',
      ).toHaveLength(1);
    }
  });

  test('/kriyon-plus: the four steps on their weeks, the ongoing one running on past the field to the time to market', () => {
    for (const svg of frames('/kriyon-plus', 'engagement-art')) {
      // Discovery 1–2 weeks, strategy 2–3, planning 1: drawn to the longest; execution ongoing, open-ended and dashed.
      expect(svg.querySelector('[data-legs]')!.getAttribute('data-legs')).toBe('0-2 2-5 5-6 6-');
      expect(svg.querySelectorAll('[data-path="open"]')).toHaveLength(1);
      expect(texts(svg)).toContain('60%');
    }
  });

  test('/ai-marketplace: a dot for each of the 100+ tools, the six featured on the path, the count at the point', () => {
    const stat = marketplace.stats.find((s) => s.label === 'AI tools')!;
    const total = { ...stat, value: filled(stat.value) };
    for (const svg of frames('/ai-marketplace', 'catalogue-art')) {
      expect(svg.querySelectorAll('[data-field] circle')).toHaveLength(Number.parseInt(total.value, 10));
      expect(svg.querySelectorAll('[data-path] circle')).toHaveLength(6);
      expect(texts(svg)).toContain(total.value);
    }
  });
});

test('/kriyon-plus: the platforms and the clients are words in our type, no glyph logo beside any name', () => {
  const page = built('/kriyon-plus');
  expect(page.querySelectorAll('[data-wordmark]')).toHaveLength(0);
  const cards = [...page.querySelectorAll('[data-partner-index]')];
  expect(cards.map((card) => text(card.querySelector('h3')!))).toEqual(plus.partners.items.map((p) => p.name));
  for (const card of cards) expect(card.querySelectorAll('svg, img'), text(card)).toHaveLength(0);
  const clients = [...page.querySelectorAll('ul[aria-labelledby="trusted-by-title"] li')];
  expect(clients.map(text)).toEqual(plus.trustedBy.names);
  for (const client of clients) expect(client.querySelectorAll('svg, img')).toHaveLength(0);
});

test('until there is a photograph, the founder is a plate with his initials, named by the caption beside it', () => {
  const plates = [...built('/about').querySelectorAll('[data-portrait]')];
  expect(plates).toHaveLength(1);
  expect(plates[0].getAttribute('data-portrait')).toBe('initials');
  // Silent: the caption names him. Set, not drawn: no person, no raster image, just his initials.
  expect(plates[0].getAttribute('aria-hidden')).toBe('true');
  expect(plates[0].querySelectorAll('image, img, circle, ellipse')).toHaveLength(0);
  const initials = about.founder.name
    .split(/\s+/)
    .filter((_, i, words) => i === 0 || i === words.length - 1)
    .map((word) => word[0])
    .join('');
  expect(text(plates[0])).toBe(initials);
  expect(text(plates[0].closest('figure')!.querySelector('figcaption')!)).toContain(about.founder.name);
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

  test('every figure they print carries its word or unit: no bare numbers (the years on the about path are dates, its client count stands under its label)', () => {
    for (const route of routes) {
      const labels = frames(route).flatMap((svg) => [...svg.querySelectorAll('text')].map(text));
      const dates = new Set(route === '/about' ? [...years.map(({ year }) => String(year)), CLAIMS.clients.value] : []);
      for (const label of labels.filter((l) => !dates.has(l))) expect(label, `${route}: "${label}"`).toMatch(/\p{L}|%|₹/u);
    }
  });

  const count = (labels: string[], label: string) => labels.filter((l) => l === label).length;
  const labelsOf = (route: string) => frames(route).map((svg) => [...svg.querySelectorAll('text')].map(text));

  test('each draws its one amber point (docs/brand.md), on the path', () => {
    for (const route of routes)
      for (const svg of frames(route)) {
        expect(svg.querySelectorAll('[data-point="result"]'), `${route} ${svg.getAttribute('data-frame')}`).toHaveLength(1);
        expect(svg.querySelectorAll('[data-path]').length, `${route}: a path`).toBeGreaterThan(0);
        expect(svg.querySelectorAll('[class*="accent"]'), `${route}: amber only in the point`).toHaveLength(2);
      }
  });

  test('about: a flat path through every milestone year, under the two names, to the clients served today (no growth line)', () => {
    const about = parse(readFileSync('src/content/pages/about.yaml', 'utf8')) as { heritage: { clients: { value: string } } };
    for (const svg of frames('/about')) {
      const labels = [...svg.querySelectorAll('text')].map(text);
      for (const { year } of years) expect(count(labels, String(year)), String(year)).toBe(1);
      for (const name of [site.formerName, site.name]) expect(count(labels, name), name).toBe(1);
      expect(labels).toContain(about.heritage.clients.value.replace('{clients}', CLAIMS.clients.value));
      // A timeline, not a chart: every node and the point on one line.
      const ys = [...svg.querySelectorAll('[data-path] circle, [data-point] circle')].map((c) => c.getAttribute('cy'));
      expect(new Set(ys).size, 'nodes on one line').toBe(1);
    }
  });

  test('careers: the steps on a calendar of weeks, each week numbered, the first and last step named', () => {
    const steps = (parse(readFileSync('src/content/pages/careers.yaml', 'utf8')) as { process: { steps: { title: string }[] } }).process.steps;
    for (const labels of labelsOf('/careers')) {
      expect(labels.filter((label) => /^Week \d+$/.test(label))).toEqual(['Week 1', 'Week 2', 'Week 3']);
      expect(labels.filter((label) => !/^Week \d+$/.test(label)).sort()).toEqual([steps[0].title, steps.at(-1)!.title].sort());
    }
  });

  test('contact: every promise named and timed on one field of time, the contract between, the point on kickoff', () => {
    const { commitments } = parse(readFileSync('src/content/pages/contact.yaml', 'utf8')) as {
      commitments: { contract: string; items: { short: string }[] };
    };
    for (const labels of labelsOf('/contact')) {
      for (const { short } of commitments.items) expect(count(labels, short), short).toBe(1);
      expect(labels).toContain(commitments.contract);
      expect(labels.filter((label) => /\b(hours?|weeks?|days?)\b/.test(label))).toHaveLength(commitments.items.length);
    }
  });

  test('case studies: each study names its cut and its size on one field of per cent, the deepest the point', () => {
    const cuts = readdirSync('src/content/case-studies').map((file) => {
      const study = parse(readFileSync(`src/content/case-studies/${file}`, 'utf8')) as { results: { change?: { what: string } }[] };
      return study.results.find((r) => r.change)!.change!.what;
    });
    for (const labels of labelsOf('/case-studies')) {
      expect(labels.filter((label) => !/%$/.test(label)).sort()).toEqual(cuts.sort());
      expect(labels.filter((label) => /^−\d+%$/.test(label))).toHaveLength(cuts.length);
    }
  });
});

test.describe('service page tops', () => {
  const routes = readdirSync('src/content/services').map((f) => `/${f.replace(/\.yaml$/, '')}`);
  const frames = (route: string) => [...built(route).querySelectorAll('svg[data-art]')];

  test('each of the six draws its own result, not one template with six names', () => {
    expect(routes).toHaveLength(6);
    const names = routes.map((route) => frames(route)[0]?.getAttribute('data-art'));
    expect(new Set(names).size, `drawings: ${names.join(', ')}`).toBe(routes.length);
    // The drawing itself differs, not just its name: each frame's shapes and their places.
    for (const frame of ['band', 'column']) {
      const drawn = routes.map((route) => frames(route).find((svg) => svg.getAttribute('data-frame') === frame)!.innerHTML);
      expect(new Set(drawn).size, `${frame} drawings`).toBe(routes.length);
    }
  });

  test('each frame is a field, a path and one amber point: no icons, no amber but the point', () => {
    for (const route of routes) {
      expect(
        frames(route)
          .map((svg) => svg.getAttribute('data-frame'))
          .sort(),
        route,
      ).toEqual(['band', 'column']);
      for (const svg of frames(route)) {
        const where = `${route} (${svg.getAttribute('data-frame')})`;
        expect(svg.querySelectorAll('[data-field]'), `${where}: the field`).toHaveLength(1);
        expect(svg.querySelectorAll('[data-path]').length, `${where}: the path`).toBeGreaterThan(0);
        expect(svg.querySelectorAll('[data-point="result"]'), `${where}: one point`).toHaveLength(1);
        // No icon constellations: no symbols, no icon glyphs, no tiles.
        expect(svg.querySelectorAll('use, symbol, rect, path'), `${where}: icons or tiles`).toHaveLength(0);
        const amber = [...svg.querySelectorAll('[class*="accent"]')].filter((el) => !el.closest('[data-point="result"]'));
        expect(amber, `${where}: amber outside the point`).toHaveLength(0);
        // Every number it writes carries its word or unit, or is a tick on the axis that ends in the unit.
        for (const t of svg.querySelectorAll('text')) {
          if (t.closest('[data-axis]')) continue;
          expect(text(t), where).toMatch(/\p{L}/u);
        }
        expect(text([...svg.querySelectorAll('[data-axis] text')].at(-1)!), `${where}: the axis ends in its unit`).toMatch(/\d (days|weeks|months)$/);
      }
    }
  });
});

test('the industry heroes draw their bars on one scale: an hour is one length on every industry page', () => {
  for (const frame of ['band', 'column']) {
    const perHour = new Set(
      SPEC_INDUSTRIES.flatMap((industry) =>
        [...built(`/training/${industry}`).querySelectorAll(`svg[data-art="programme-ledger"][data-frame="${frame}"] rect[data-value]`)].map((bar) =>
          (Number(bar.getAttribute('width')) / Number(bar.getAttribute('data-value'))).toFixed(3),
        ),
      ),
    );
    expect(perHour.size, `${frame}: widths per hour ${[...perHour].join(', ')}`).toBe(1);
  }
});

test("the industry heroes each draw their own sector's programmes, in one hue, with one amber point", () => {
  for (const frame of ['band', 'column']) {
    const drawings = SPEC_INDUSTRIES.map((industry) => {
      const svgs = built(`/training/${industry}`).querySelectorAll(`svg[data-art="programme-ledger"][data-frame="${frame}"]`);
      expect(svgs, `${industry} ${frame}`).toHaveLength(1);
      const svg = svgs[0];
      // Each programme named on its bar, with its hours; one point, on the headline's figure; no colour of the industry's own.
      const { programs, stats } = parse(readFileSync(`src/content/industries/${industry}.yaml`, 'utf8')) as {
        programs: { short: string; hours: number }[];
        stats: { program: string };
      };
      const texts = [...svg.querySelectorAll('text')].map(text);
      for (const p of programs) expect(texts, `${industry} ${frame}`).toEqual(expect.arrayContaining([p.short, `${p.hours} h`]));
      expect(svg.querySelectorAll('[data-point="result"]'), `${industry} ${frame}: amber points`).toHaveLength(1);
      expect(svg.innerHTML, `${industry} ${frame}`).not.toMatch(/(?:fill|stroke|stop)-(?:emerald|sky|rose|teal|orange|violet|amber)-/);
      expect(stats.program, industry).toBe(programs.find((p) => p.short === stats.program)?.short);
      return svg.innerHTML;
    });
    expect(new Set(drawings).size, `${frame}: distinct drawings`).toBe(SPEC_INDUSTRIES.length);
  }
});

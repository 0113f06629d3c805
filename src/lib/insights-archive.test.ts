import { describe, expect, it } from 'vitest';
import {
  RESERVED_INSIGHT_SLUGS,
  archiveProblems,
  categoryPath,
  listPath,
  neighbours,
  newestFirst,
  pageNumbers,
  paginate,
  paginationItems,
  related,
  toCategory,
  type Dated,
  type PaginationItem,
} from './insights-archive';

const CATEGORIES = [
  { name: 'AI Training', description: 'How enterprises build AI skills that last.' },
  { name: 'Talent', description: 'Hiring, training and deploying tech talent.' },
];
const article = (id: string, category: string) => ({ id, file: `src/content/insights/${id}.md`, category });

describe('list addresses', () => {
  it('page 1 is the list itself, later pages /page/N, for every article and for one category', () => {
    expect(listPath(1)).toBe('/insights');
    expect(listPath(2)).toBe('/insights/page/2');
    expect(listPath(1, 'ai-training')).toBe('/insights/category/ai-training');
    expect(listPath(3, 'ai-training')).toBe('/insights/category/ai-training/page/3');
  });

  it('a category takes its address from its name', () => {
    expect(toCategory({ name: 'AI Strategy', description: 'x' })).toMatchObject({ slug: 'ai-strategy', path: categoryPath('ai-strategy') });
    expect(toCategory({ name: 'Modernisation & Cloud', description: 'x' }).slug).toBe('modernisation-cloud');
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 25 }, (_, i) => i + 1);

  it('cuts a list into pages of the given size, the last one shorter, each knowing its neighbours', () => {
    const pages = paginate(items, 12, (n) => listPath(n));
    expect(pages.map((p) => p.items.length)).toEqual([12, 12, 1]);
    expect(pages.map((p) => p.path)).toEqual(['/insights', '/insights/page/2', '/insights/page/3']);
    expect(pages[0]).toMatchObject({ number: 1, total: 3, first: 1, last: 12, count: 25, previous: undefined, next: '/insights/page/2' });
    expect(pages[1]).toMatchObject({ first: 13, last: 24, previous: '/insights', next: '/insights/page/3' });
    expect(pages[2]).toMatchObject({ items: [25], first: 25, last: 25, previous: '/insights/page/2', next: undefined });
  });

  it('keeps every item exactly once, in order', () => {
    for (const size of [1, 5, 12, 25, 40]) expect(paginate(items, size, String).flatMap((p) => p.items)).toEqual(items);
  });

  it('a list that fills its pages exactly has no empty page after them', () => {
    expect(paginate(items.slice(0, 24), 12, String)).toHaveLength(2);
  });

  it('an empty list still has its first page', () => {
    expect(paginate([], 12, String)).toEqual([expect.objectContaining({ number: 1, total: 1, items: [], first: 0, last: 0, count: 0 })]);
  });

  it('refuses a page size below one', () => {
    expect(() => paginate(items, 0, String)).toThrow(/at least one/);
  });
});

describe('page numbers', () => {
  it('shows the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageNumbers(6, 25, 1)).toEqual([1, null, 5, 6, 7, null, 25]);
    expect(pageNumbers(1, 25, 1)).toEqual([1, 2, null, 25]);
    expect(pageNumbers(25, 25, 1)).toEqual([1, null, 24, 25]);
    expect(pageNumbers(6, 25, 0)).toEqual([1, null, 6, null, 25]);
  });

  it('never hides a single number behind a gap', () => {
    expect(pageNumbers(4, 25, 1)).toEqual([1, 2, 3, 4, 5, null, 25]);
    expect(pageNumbers(3, 25, 0)).toEqual([1, 2, 3, null, 25]);
    expect(pageNumbers(1, 3, 0)).toEqual([1, 2, 3]);
  });

  it('shows every page of a short list and just "1" for one page', () => {
    expect(pageNumbers(2, 5, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(1, 1, 1)).toEqual([1]);
  });

  const shownAt = (items: PaginationItem[], width: 'wide' | 'narrow') =>
    items.filter((i) => i.shown === 'always' || i.shown === width).map((i) => (i.kind === 'gap' ? null : i.number));

  it('one list of items serves the phone and the wider layout, each reading as its own bar', () => {
    for (const total of [1, 2, 3, 5, 7, 25]) {
      for (let current = 1; current <= total; current++) {
        const items = paginationItems(current, total);
        expect(shownAt(items, 'wide'), `${current} of ${total}, wide`).toEqual(pageNumbers(current, total, 1));
        expect(shownAt(items, 'narrow'), `${current} of ${total}, narrow`).toEqual(pageNumbers(current, total, 0));
        expect(items.filter((i) => i.kind === 'page' && i.current).map((i) => i.kind === 'page' && i.number)).toEqual([current]);
      }
    }
  });

  it('a phone shows at most five items between its arrows', () => {
    for (let current = 1; current <= 25; current++) expect(shownAt(paginationItems(current, 25), 'narrow').length).toBeLessThanOrEqual(5);
  });
});

describe('read-time checks of the articles and the category list', () => {
  it('accepts articles whose categories are in the list', () => {
    expect(archiveProblems([article('a', 'AI Training'), article('b', 'Talent')], CATEGORIES)).toEqual([]);
  });

  it('names the article file, the field and the list to extend for a category that is not in it', () => {
    const [problem, ...more] = archiveProblems([article('cloud-costs', 'Cloud')], CATEGORIES);
    expect(more).toEqual([]);
    expect(problem).toBe(
      'src/content/insights/cloud-costs.md: its "category" is "Cloud", which is not an insight category. Use one of "AI Training", "Talent", ' +
        'or add it to the "categories" list in src/content/pages/insights.yaml (a name and a one-line description).',
    );
  });

  it('matches category names exactly: a different case is another category', () => {
    expect(archiveProblems([article('a', 'ai training')], CATEGORIES)).toHaveLength(1);
  });

  it.each(RESERVED_INSIGHT_SLUGS)('stops an article file named "%s", which would take an address of the archive', (slug) => {
    const [problem] = archiveProblems([article(slug, 'Talent')], CATEGORIES);
    expect(problem).toContain(`src/content/insights/${slug}.md: the file name gives the article the address /insights/${slug}`);
    expect(problem).toContain('/insights/page, /insights/category, /insights/feed');
    expect(problem).toContain('Rename the file');
  });

  it('reports every problem at once, one line each', () => {
    expect(archiveProblems([article('page', 'Cloud'), article('b', 'Data')], CATEGORIES)).toHaveLength(3);
  });

  it('names the category file when two categories would share an address', () => {
    const problems = archiveProblems([], [...CATEGORIES, { name: 'AI training', description: 'Same address, other case.' }]);
    expect(problems).toEqual([
      'src/content/pages/insights.yaml: the categories "AI Training" and "AI training" would share the address /insights/category/ai-training; rename one or merge them under "categories".',
    ]);
  });

  it('names an article whose impact has no figure its card can draw, and how to write one', () => {
    const withImpact = (impact: string) => ({ ...article('hiring-notes', 'Talent'), impact });
    expect(archiveProblems([withImpact('21 days to a shortlist, on average'), withImpact('55% lower hiring cost')], CATEGORIES)).toEqual([]);
    const [problem, ...more] = archiveProblems([withImpact('Better hiring, sooner')], CATEGORIES);
    expect(more).toEqual([]);
    expect(problem).toContain('src/content/insights/hiring-notes.md');
    expect(problem).toContain('"impact" ("Better hiring, sooner")');
    expect(problem).toMatch(/e\.g\. "21 days to a shortlist"/);
  });

  it('names a category with nothing to make an address from', () => {
    expect(archiveProblems([], [{ name: '—', description: 'A dash only.' }])[0]).toMatch(
      /^src\/content\/pages\/insights.yaml: the category "—" has no letters or digits/,
    );
  });
});

describe('related and neighbouring articles', () => {
  const at = (slug: string, category: string, date: string): Dated => ({ slug, category, date: new Date(date) });
  const articles = [
    at('f', 'Talent', '2025-02-03'),
    at('e', 'AI Training', '2025-01-27'),
    at('d', 'Talent', '2025-01-20'),
    at('c', 'AI Training', '2025-01-13'),
    at('b', 'Talent', '2024-06-03'),
    at('a', 'AI Training', '2024-01-01'),
  ].sort(newestFirst);

  it('lists newest first, and articles of one day by slug', () => {
    expect([at('y', 'T', '2025-01-01'), at('x', 'T', '2025-01-01'), at('z', 'T', '2025-02-01')].sort(newestFirst).map((a) => a.slug)).toEqual([
      'z',
      'x',
      'y',
    ]);
  });

  it('previous is the article published before, next the one after; the ends have one only', () => {
    expect(neighbours(articles, 'd')).toEqual({ previous: articles[3], next: articles[1] });
    expect(neighbours(articles, 'f')).toEqual({ previous: articles[1], next: undefined });
    expect(neighbours(articles, 'a')).toEqual({ previous: undefined, next: articles[4] });
  });

  it('suggests the same category first, nearest in date, then the others, never the article itself', () => {
    expect(related(articles, 'd', 3).map((a) => a.slug)).toEqual(['f', 'b', 'e']);
    expect(related(articles, 'e', 3).map((a) => a.slug)).toEqual(['c', 'a', 'f']);
    expect(related(articles, 'a', 10).map((a) => a.slug)).not.toContain('a');
  });

  it('suggests fewer when there are fewer to suggest', () => {
    expect(related(articles.slice(0, 2), 'f', 3).map((a) => a.slug)).toEqual(['e']);
  });

  it('throws for an article it does not know', () => {
    expect(() => related(articles, 'nope')).toThrow(/No article "nope"/);
    expect(() => neighbours(articles, 'nope')).toThrow(/No article "nope"/);
  });
});

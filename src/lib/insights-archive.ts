import { coverPlan } from './impact';
import { slugify } from './text';

/** Articles per list page: two full columns of six (and one column of twelve on a phone). */
export const INSIGHTS_PAGE_SIZE = 12;

export const INSIGHTS_BASE = '/insights';
export const INSIGHTS_FEED_PATH = `${INSIGHTS_BASE}/feed.xml`;
export const INSIGHTS_FEED_SIZE = 20;
const RELATED_COUNT = 3;

/** Names under /insights/ that the archive's own pages use: an article file with one would shadow them. */
export const RESERVED_INSIGHT_SLUGS = ['page', 'category', 'feed', 'feed.xml'] as const;

export const ARTICLES_FOLDER = 'src/content/insights';
const CATEGORIES_FILE = 'src/content/pages/insights.yaml';

export const categoryPath = (slug: string) => `${INSIGHTS_BASE}/category/${slug}`;

/** Page `n` of the whole list or of one category: page 1 is the list's own address, then `/page/2`. */
export function listPath(n: number, categorySlug?: string): string {
  const base = categorySlug ? categoryPath(categorySlug) : INSIGHTS_BASE;
  return n === 1 ? base : `${base}/page/${n}`;
}

type CategoryCopy = { name: string; description: string };

export const toCategory = (copy: CategoryCopy) => {
  const slug = slugify(copy.name);
  return { ...copy, slug, path: categoryPath(slug) };
};

export type Category = ReturnType<typeof toCategory>;

/**
 * Every reason the articles (`id` is the file name: the address) and the category list cannot make an archive; an
 * article's `impact`, when given, must hold a figure its card can draw (every card draws one).
 */
export function archiveProblems(articles: { id: string; file: string; category: string; impact?: string }[], categories: CategoryCopy[]): string[] {
  const problems: string[] = [];
  const names = categories.map((c) => c.name);
  const bySlug = new Map<string, string>();
  for (const { name } of categories) {
    const slug = slugify(name);
    const other = bySlug.get(slug);
    if (!slug)
      problems.push(`${CATEGORIES_FILE}: the category "${name}" has no letters or digits to make its address from; give it a name with some.`);
    else if (other !== undefined)
      problems.push(
        `${CATEGORIES_FILE}: the categories "${other}" and "${name}" would share the address ${categoryPath(slug)}; rename one or merge them under "categories".`,
      );
    else bySlug.set(slug, name);
  }
  for (const article of articles) {
    if ((RESERVED_INSIGHT_SLUGS as readonly string[]).includes(article.id)) {
      problems.push(
        `${article.file}: the file name gives the article the address ${INSIGHTS_BASE}/${article.id}, which the insights archive keeps for its own pages (${RESERVED_INSIGHT_SLUGS.map((s) => `${INSIGHTS_BASE}/${s}`).join(', ')}). Rename the file: its name is the article's address.`,
      );
    }
    if (article.impact !== undefined && !coverPlan(article.impact)) {
      problems.push(
        `${article.file}: its "impact" ("${article.impact}") has no figure its card can draw. Start it with the figure and what it counts, e.g. "21 days to a shortlist", "55% lower hiring cost", "3.1x faster pilot to production" or "4 questions for every figure".`,
      );
    }
    if (!names.includes(article.category)) {
      problems.push(
        `${article.file}: its "category" is "${article.category}", which is not an insight category. Use one of ${names.map((n) => `"${n}"`).join(', ')}, or add it to the "categories" list in ${CATEGORIES_FILE} (a name and a one-line description).`,
      );
    }
  }
  return problems;
}

/** Splits `items` into pages of `size`; an empty list still has its first page. */
export function paginate<T>(items: T[], size: number, pathOf: (n: number) => string) {
  if (!Number.isInteger(size) || size < 1) throw new Error(`A page holds at least one item (asked for ${size})`);
  const total = Math.max(1, Math.ceil(items.length / size));
  return Array.from({ length: total }, (_, i) => {
    const number = i + 1;
    const pageItems = items.slice(i * size, number * size);
    return {
      number,
      total,
      path: pathOf(number),
      items: pageItems,
      // 1-based positions of its first and last items in the whole list, and the list's length.
      first: pageItems.length ? i * size + 1 : 0,
      last: i * size + pageItems.length,
      count: items.length,
      previous: number > 1 ? pathOf(number - 1) : undefined,
      next: number < total ? pathOf(number + 1) : undefined,
    };
  });
}

export type ListPage<T> = ReturnType<typeof paginate<T>>[number];

/** The first, the last and `siblings` each side of the current page; `null` for a gap (never one hiding a single number). */
export function pageNumbers(current: number, total: number, siblings: number): (number | null)[] {
  const shown = new Set([1, total]);
  for (let n = current - siblings; n <= current + siblings; n++) if (n >= 1 && n <= total) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => {
    const step = i > 0 ? n - sorted[i - 1] : 1;
    return step === 2 ? [n - 1, n] : step > 2 ? [null, n] : [n];
  });
}

/** Where a pagination item shows: at every width, only from 640 px, or only below it. */
export type Shown = 'always' | 'wide' | 'narrow';

export type PaginationItem = { kind: 'page'; number: number; current: boolean; shown: Shown } | { kind: 'gap'; shown: Shown };

/** The pagination bar at both widths as one server-rendered list: a phone (about 330 px) shows no siblings. */
export function paginationItems(current: number, total: number): PaginationItem[] {
  const wide = pageNumbers(current, total, 1);
  const narrow = pageNumbers(current, total, 0);
  const numbersIn = (list: (number | null)[]) => new Set(list.filter((n): n is number => n !== null));
  const gapsAfter = (list: (number | null)[]) => new Set(list.flatMap((n, i) => (n === null ? [list[i - 1] as number] : [])));
  const [wideNumbers, narrowNumbers] = [numbersIn(wide), numbersIn(narrow)];
  const [wideGaps, narrowGaps] = [gapsAfter(wide), gapsAfter(narrow)];
  const where = (inWide: boolean, inNarrow: boolean): Shown => (inWide && inNarrow ? 'always' : inWide ? 'wide' : 'narrow');
  const items: PaginationItem[] = [];
  for (const number of [...wideNumbers].sort((a, b) => a - b)) {
    items.push({ kind: 'page', number, current: number === current, shown: where(true, narrowNumbers.has(number)) });
    const [gapWide, gapNarrow] = [wideGaps.has(number), narrowGaps.has(number)];
    if (gapWide || gapNarrow) items.push({ kind: 'gap', shown: where(gapWide, gapNarrow) });
  }
  return items;
}

export type Dated = { slug: string; category: string; date: Date };

/** Newest first; the same day by slug, so every build lists them alike. */
export const newestFirst = (a: Dated, b: Dated) => b.date.getTime() - a.date.getTime() || a.slug.localeCompare(b.slug);

/** `previous` is the older neighbour, `next` the newer; `articles` is newest first. */
export function neighbours<T extends Dated>(articles: T[], slug: string): { previous?: T; next?: T } {
  const i = articles.findIndex((a) => a.slug === slug);
  if (i < 0) throw new Error(`No article "${slug}"`);
  return { previous: articles[i + 1], next: i > 0 ? articles[i - 1] : undefined };
}

/** Same category first, then the rest, each nearest in date first. */
export function related<T extends Dated>(articles: T[], slug: string, count = RELATED_COUNT): T[] {
  const self = articles.find((a) => a.slug === slug);
  if (!self) throw new Error(`No article "${slug}"`);
  const distance = (a: T) => Math.abs(a.date.getTime() - self.date.getTime());
  const rank = (a: T) => (a.category === self.category ? 0 : 1);
  return articles
    .filter((a) => a.slug !== slug)
    .sort((a, b) => rank(a) - rank(b) || distance(a) - distance(b) || newestFirst(a, b))
    .slice(0, count);
}

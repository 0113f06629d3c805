import type { CollectionEntry } from 'astro:content';
import {
  ARTICLES_FOLDER,
  INSIGHTS_FEED_PATH,
  INSIGHTS_PAGE_SIZE,
  archiveProblems,
  listPath,
  neighbours,
  newestFirst,
  paginate,
  related,
  toCategory,
  type Category,
  type ListPage,
} from '@/lib/insights-archive';
import { insightPath } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site';
import { formatDate, isoDate } from '@/lib/format';
import { formatClaim } from '@/lib/claims';
import { claimHref } from '@/lib/ledger';
import { plainText } from '@/lib/typeset';
import { entries, page } from './collections';

export const getInsightsPage = () => page('insightsPage');

type InsightsPage = CollectionEntry<'insightsPage'>['data'];

export type InsightSummary = ReturnType<typeof toInsightSummary>;

/** An article's figures that have moved since its date: as it states them, and as the ledger states them now. */
function movedFigures(entry: CollectionEntry<'insights'>, claims: Map<string, { label: string; value: string }>) {
  return (entry.data.moved ?? []).map(({ claim, then }) => {
    const now = claims.get(claim);
    if (!now) throw new Error(`${entry.filePath ?? entry.id}: moved names the claim "${claim}", which src/content/claims.yaml does not have`);
    return { claim, label: now.label, then, now: now.value, href: claimHref(claim) };
  });
}

function toInsightSummary(entry: CollectionEntry<'insights'>, minutesLabel: string, category: Category) {
  const { title, description, date, readTime, impact } = entry.data;
  const path = insightPath(entry.id);
  return {
    slug: entry.id,
    path,
    url: absoluteUrl(path),
    title,
    description,
    category: category.name,
    categoryPath: category.path,
    date,
    dateIso: isoDate(date),
    dateLabel: formatDate(date),
    readTime: `${readTime} ${minutesLabel}`,
    impact,
    /** The month its figures are of, when some have moved since (the card says so beside its key impact). */
    figuresOf: entry.data.moved?.length ? formatDate(date, 'month') : undefined,
  };
}

/** Every article, the categories that have articles and every list page; checked here as the cache re-validates only changed files. */
export async function getInsightArchive() {
  const copy = await getInsightsPage();
  const articles = await entries('insights');
  const facts = articles.map((e) => ({
    id: e.id,
    file: e.filePath ?? `${ARTICLES_FOLDER}/${e.id}.md`,
    category: e.data.category,
    impact: e.data.impact,
  }));
  const problems = archiveProblems(facts, copy.categories);
  if (problems.length) throw new Error(`The insights archive cannot be built:\n- ${problems.join('\n- ')}`);

  const categories = copy.categories.map(toCategory);
  const categoryOf = (e: CollectionEntry<'insights'>) => categories.find((c) => c.name === e.data.category)!;
  const claims = new Map((await entries('claims')).map((c) => [c.id, { label: c.data.label, value: formatClaim(c.data) }]));
  const insights = articles
    .map((entry) => ({ entry, summary: toInsightSummary(entry, copy.list.labels.minutes, categoryOf(entry)), moved: movedFigures(entry, claims) }))
    .sort((a, b) => newestFirst(a.summary, b.summary));
  const summaries = insights.map((i) => i.summary);
  const { archive } = copy;
  const pageOf = (p: ListPage<unknown>) => (p.number > 1 ? `${archive.page} ${p.number} ${archive.of} ${p.total}` : undefined);
  const withPage = (text: string, p: ListPage<unknown>) => (p.number > 1 ? `${text}: ${pageOf(p)}` : text);

  type Text = Record<'title' | 'description' | 'heading' | 'lead', string>;
  /** A list's pages: all articles (no `category`) or one category's. */
  const pagesOf = (items: InsightSummary[], category: Category | undefined, text: (p: ListPage<InsightSummary>) => Text) =>
    paginate(items, INSIGHTS_PAGE_SIZE, (n) => listPath(n, category?.slug)).map((p) => ({ ...p, category, ...text(p), pageOf: pageOf(p) }));

  const everything = pagesOf(summaries, undefined, (p) =>
    p.number > 1
      ? {
          title: withPage(archive.allTitle, p),
          description: `${archive.allDescription} (${pageOf(p)})`,
          heading: archive.allTitle,
          lead: archive.allLead,
        }
      : { title: copy.seo.title, description: copy.seo.description, heading: copy.hero.title, lead: copy.hero.lead },
  );
  const withArticles = categories
    .map((category) => ({ category, items: summaries.filter((s) => s.category === category.name) }))
    .filter(({ items }) => items.length > 0);
  const byCategory = withArticles.flatMap(({ category, items }) =>
    pagesOf(items, category, (p) => ({
      title: withPage(`${archive.categoryTitle} ${category.name}`, p),
      description: p.number > 1 ? `${category.description} (${pageOf(p)})` : category.description,
      heading: `${archive.categoryTitle} ${category.name}`,
      lead: category.description,
    })),
  );
  return {
    copy,
    insights,
    categories: withArticles.map(({ category, items }) => ({ ...category, count: items.length })),
    lists: [...everything, ...byCategory],
  };
}

type InsightArchive = Awaited<ReturnType<typeof getInsightArchive>>;

export function articleContext(archive: InsightArchive, slug: string) {
  const summaries = archive.insights.map((i) => i.summary);
  const near = neighbours(summaries, slug);
  // The previous and next links already name their articles: "More insights" offers others.
  const linked = new Set([near.previous?.slug, near.next?.slug]);
  return {
    ...near,
    related: related(
      summaries.filter((a) => !linked.has(a.slug)),
      slug,
    ),
  };
}

export function listControls(archive: InsightArchive, list: InsightArchive['lists'][number]) {
  const { archive: copy } = archive.copy;
  return {
    filters: {
      label: copy.filters,
      all: { name: copy.allTitle, path: listPath(1) },
      categories: archive.categories.map(({ name, path }) => ({ name, path })),
      selected: listPath(1, list.category?.slug),
      current: list.path,
    },
    pagination: {
      labels: { label: copy.pagination, previous: copy.previous, next: copy.next, page: copy.page },
      current: list.number,
      total: list.total,
      pathOf: (n: number) => listPath(n, list.category?.slug),
    },
    feed: { label: copy.feedLink, href: INSIGHTS_FEED_PATH },
  };
}

export function shareProps({ url, path, title }: InsightSummary, labels: InsightsPage['list']['labels']) {
  return { url, path, title, label: labels.share, copiedMessage: labels.copied, copyFailedMessage: labels.copyFailed };
}

export async function getFeedLink() {
  const { feed } = await getInsightsPage();
  return { title: plainText(feed.title), href: absoluteUrl(INSIGHTS_FEED_PATH) };
}

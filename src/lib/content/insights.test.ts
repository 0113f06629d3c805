import { describe, expect, it } from 'vitest';
import { INSIGHTS_PAGE_SIZE, listPath } from '@/lib/insights-archive';
import { articleContext, getInsightArchive, getInsightsPage } from './insights';

/** The archive over the site's own content (the store `astro sync` wrote). */
describe('the insights archive', async () => {
  const archive = await getInsightArchive();
  const copy = await getInsightsPage();

  it("has the launch categories, the ones today's articles use, in the list editors keep", () => {
    const used = new Set(archive.insights.map((i) => i.summary.category));
    expect(copy.categories.map((c) => c.name).sort()).toEqual([...used].sort());
    expect(archive.categories.map((c) => c.path)).toEqual(copy.categories.map((c) => listPath(1, c.name.toLowerCase().replace(/\s+/g, '-'))));
  });

  it('lists every article newest first, on pages no longer than the page size', () => {
    const dates = archive.insights.map((i) => i.summary.date.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const list of archive.lists) expect(list.items.length).toBeLessThanOrEqual(INSIGHTS_PAGE_SIZE);
    const all = archive.lists.filter((l) => !l.category).flatMap((l) => l.items.map((i) => i.slug));
    expect(all).toEqual(archive.insights.map((i) => i.entry.id));
  });

  it('gives each category a list of exactly its articles', () => {
    for (const category of archive.categories) {
      const pages = archive.lists.filter((l) => l.category?.slug === category.slug);
      const items = pages.flatMap((p) => p.items);
      expect(items.length, category.name).toBe(category.count);
      expect(new Set(items.map((i) => i.category))).toEqual(new Set([category.name]));
    }
  });

  it('gives every list page its own address, title and description', () => {
    for (const key of ['path', 'title', 'description'] as const) {
      const values = archive.lists.map((l) => l[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
    expect(archive.lists[0]).toMatchObject({ path: '/insights', title: copy.seo.title, heading: copy.hero.title });
  });

  it('links every article to its neighbours by date and to related articles, never to itself or a neighbour twice', () => {
    const slugs = archive.insights.map((i) => i.summary.slug);
    slugs.forEach((slug, i) => {
      const context = articleContext(archive, slug);
      expect(context.next?.slug).toBe(slugs[i - 1]);
      expect(context.previous?.slug).toBe(slugs[i + 1]);
      const linked = [context.previous, context.next].filter(Boolean).length;
      expect(context.related.length).toBe(Math.min(3, slugs.length - 1 - linked));
      expect(context.related.map((r) => r.slug)).not.toContain(slug);
      expect(context.related.map((r) => r.slug)).not.toContain(context.previous?.slug);
      expect(context.related.map((r) => r.slug)).not.toContain(context.next?.slug);
    });
  });
});

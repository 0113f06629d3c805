import { describe, expect, it } from 'vitest';
import { getSocialCards } from './social-cards';
import { contentHeadings, getSearchDocuments } from './site-search';
import { getJobs } from './company';
import { getTools } from './offerings';
import { getInsightArchive } from './insights';

describe('the search index', () => {
  it('has a document for every route (a new page kind needs a line in getSearchDocuments)', async () => {
    const urls = new Set((await getSearchDocuments()).map((d) => d.url));
    const routes = (await getSocialCards()).map((c) => c.path).filter((p) => !/\/page\/\d+$/.test(p) && p !== '/search');
    expect(routes.filter((p) => !urls.has(p))).toEqual([]);
  });

  it('holds every open role with its department and place, every tool with its category, every article in full', async () => {
    const docs = await getSearchDocuments();
    for (const job of await getJobs()) {
      const d = docs.find((x) => x.url === `/careers#${job.id}`);
      expect(d?.text, job.id).toBe(`${job.department} · ${job.location}`);
    }
    for (const tool of await getTools()) expect(docs.find((x) => x.kind === 'tool' && x.title === tool.name)?.text).toContain(tool.category);
    const { insights } = await getInsightArchive();
    for (const { entry, summary } of insights) {
      const d = docs.find((x) => x.url === summary.path)!;
      // A word from the end of the article is found as well as one from the start.
      const last = (entry.body ?? '')
        .trim()
        .split(/\s+/)
        .map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''))
        .filter((w) => w.length > 5)
        .at(-1)!;
      expect(d.words.split(' '), `${summary.path}: ${last}`).toContain(last);
    }
  });

  it('gives ids in order and keeps each page under its kind', async () => {
    const docs = await getSearchDocuments();
    expect(docs.map((d) => d.id)).toEqual(docs.map((_, i) => i));
    expect(docs.find((d) => d.url === '/cloud-migration')?.kind).toBe('offer');
    expect(docs.find((d) => d.url === '/training/bfsi')?.kind).toBe('offer');
    expect(docs.find((d) => d.url === '/about')?.kind).toBe('page');
  });

  it('reads headings from any depth of a page, its seo block aside', () => {
    expect(contentHeadings({ seo: { title: 'x' }, hero: { title: 'A' }, cards: [{ title: 'B', body: 'no' }, { heading: 'C' }] })).toEqual([
      'A',
      'B',
      'C',
    ]);
  });
});

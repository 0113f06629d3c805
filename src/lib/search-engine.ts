/**
 * The search engine in the browser (issue 39): MiniSearch over /search-index.json, made in slices small enough that
 * no task blocks the page, on first use only. Queries never leave the browser.
 */
import MiniSearch from 'minisearch';
import { cleanQuery, groupResults, SEARCH_INDEX_PATH, searchOptions, type SearchDocument, type SearchGroup } from './site-search';

export type Engine = {
  search: (raw: string, perGroup?: number) => { query: string; groups: SearchGroup[]; total: number; suggestion?: string };
};

/**
 * How long indexing runs before it yields to the page. A slice of a fixed number of documents did not stay small:
 * articles carry every word they use, and twenty long ones took over 50 ms on a slow phone (the scale run's archive).
 */
const SLICE_MS = 8;

let loading: Promise<Engine> | undefined;

export function loadEngine(): Promise<Engine> {
  loading ??= build().catch((error: unknown) => {
    loading = undefined; // the next opening tries again
    throw error;
  });
  return loading;
}

async function build(): Promise<Engine> {
  const response = await fetch(SEARCH_INDEX_PATH, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
  const documents = (await response.json()) as SearchDocument[];
  const index = new MiniSearch<SearchDocument>(searchOptions);
  for (let i = 0; i < documents.length;) {
    const started = performance.now();
    do index.add(documents[i++]);
    while (i < documents.length && performance.now() - started < SLICE_MS);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return {
    search(raw, perGroup) {
      const query = cleanQuery(raw);
      if (!query) return { query, groups: [], total: 0 };
      let results = index.search(query);
      // Every word must match; when that finds nothing, any word will do.
      if (results.length === 0) results = index.search(query, { combineWith: 'OR' });
      const suggestion =
        results.length === 0 ? index.autoSuggest(query, { fuzzy: 0.34, prefix: false, combineWith: 'OR' })[0]?.suggestion : undefined;
      return { query, groups: groupResults(results, perGroup), total: results.length, suggestion };
    },
  };
}

import { ALL_CATEGORIES, toCategoryFilter } from '../../lib/search';

/** A store over the filter in the URL, with its own copy of the query string: typing still works if the browser throttles history updates. */
export type FilterState = Record<'query' | 'category', string>;

const CHANGE = 'marketplace-filter-change';
let search: string | null = null;

export function parseFilter(text: string, categories: readonly string[]): FilterState {
  const params = new URLSearchParams(text);
  return { query: params.get('q') ?? '', category: toCategoryFilter(params.get('category'), categories) };
}

/** The query string for a state (`?q=…&category=…`), keeping any other parameters such as campaign tags. */
export function filterSearch(state: FilterState, current: string): string {
  const params = new URLSearchParams(current);
  params.delete('q');
  params.delete('category');
  if (state.query) params.set('q', state.query);
  if (state.category !== ALL_CATEGORIES) params.set('category', state.category);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function subscribe(onChange: () => void) {
  const onPopState = () => {
    search = window.location.search;
    onChange();
  };
  window.addEventListener('popstate', onPopState);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onPopState);
    window.removeEventListener(CHANGE, onChange);
  };
}

export const getSnapshot = () => (search ??= window.location.search);
export const getServerSnapshot = () => '';

export function writeFilter(state: FilterState, mode: 'push' | 'replace') {
  const next = filterSearch(state, getSnapshot());
  if (next === search) return;
  search = next;
  const url = `${window.location.pathname}${next}${window.location.hash}`;
  try {
    if (mode === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(window.history.state, '', url);
  } catch {
    // Safari limits history calls per second; the view still updates from `search`.
  }
  window.dispatchEvent(new Event(CHANGE));
}

import { useEffect, useId, useState } from 'react';
import { Search } from 'lucide-react';
import { withErrorBoundary } from '@/components/ui/error-boundary';
import { SearchResults, searchFieldProps } from '@/components/site/search-results';
import { loadEngine, type Engine } from '@/lib/search-engine';
import { MAX_QUERY_LENGTH, SEARCH_COPY, searchStatus } from '@/lib/site-search';

/** The /search page's own search (`?q=` in the address, every result shown); the page lists every route below it. */
function SearchBoxInner() {
  const [engine, setEngine] = useState<Engine | 'loading' | 'failed'>('loading');
  const [query, setQuery] = useState('');
  const inputId = useId();

  // The address's query fills the box once the engine is ready to answer it.
  useEffect(() => {
    const fromAddress = () => setQuery(new URLSearchParams(window.location.search).get('q')?.slice(0, MAX_QUERY_LENGTH * 4) ?? '');
    loadEngine().then(
      (e) => {
        fromAddress();
        setEngine(e);
      },
      () => {
        fromAddress();
        setEngine('failed');
      },
    );
  }, []);

  const update = (next: string) => {
    setQuery(next);
    const url = new URL(window.location.href);
    if (next) url.searchParams.set('q', next);
    else url.searchParams.delete('q');
    try {
      window.history.replaceState(window.history.state, '', url);
    } catch {
      // Safari limits history calls per second; the results still follow the box.
    }
  };

  const found = typeof engine === 'object' ? engine.search(query) : undefined;
  const status = searchStatus(typeof engine === 'object' ? 'ready' : engine, found, { hint: true, typed: query });

  return (
    <form role="search" onSubmit={(e) => e.preventDefault()} className="rounded-card bg-white p-4 ring-1 ring-line sm:p-6">
      <label htmlFor={inputId} className="font-semibold text-navy-900">
        {SEARCH_COPY.label}
      </label>
      <div className="mt-2 flex items-center gap-2 rounded-lg px-3 ring-1 ring-slate-300 focus-within:ring-2 focus-within:ring-indigo-600">
        <Search aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
        <input id={inputId} type="search" name="q" {...searchFieldProps} value={query} onChange={(e) => update(e.target.value)} />
      </div>
      <p role="status" className="mt-3 text-sm text-slate-600">
        {status}
        {found?.suggestion && (
          <>
            {' '}
            {SEARCH_COPY.suggest}{' '}
            <button type="button" className="font-semibold text-indigo-700 underline underline-offset-4" onClick={() => update(found.suggestion!)}>
              {found.suggestion}
            </button>
            ?
          </>
        )}
      </p>
      {found && found.groups.length > 0 && (
        <div className="mt-4">
          <SearchResults groups={found.groups} prefix="search-page" />
        </div>
      )}
    </form>
  );
}

export const SearchBox = withErrorBoundary(SearchBoxInner);

import { useEffect, useId, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import type { CollectionEntry } from 'astro:content';
import { withErrorBoundary } from '@/components/ui/error-boundary';
import { fillTokens } from '@/lib/copy';
import { ALL_CATEGORIES, categoryFilters, filterTools, type SearchableTool } from '@/lib/search';
import { getServerSnapshot, getSnapshot, parseFilter, subscribe, writeFilter, type FilterState } from './filter-url';
import { keepWords } from '@/components/ui/keep-words';

type Copy = CollectionEntry<'marketplacePage'>['data']['catalogue'];
/** `children`: the server-rendered tool list, whose items carry data-tool-id. */
type Props = { tools: (SearchableTool & { id: string })[]; categories: string[]; copy: Copy; children?: ReactNode };

function ToolFilterInner({ tools, categories, copy, children }: Props) {
  const search = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const { query, category } = useMemo(() => parseFilter(search, categories), [search, categories]);
  const shownIds = useMemo(() => new Set(filterTools(tools, query, category).map((t) => t.id)), [tools, query, category]);
  const grid = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const groupId = useId();

  useEffect(() => {
    for (const item of grid.current?.querySelectorAll<HTMLElement>('[data-tool-id]') ?? []) {
      item.classList.toggle('hidden', !shownIds.has(item.dataset.toolId ?? ''));
    }
  }, [shownIds]);

  const set = (next: Partial<FilterState>, mode: 'push' | 'replace') => writeFilter({ query, category, ...next }, mode);

  // Words typed into the server-rendered box before this island woke up are a search, not lost.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed && typed !== query) set({ query: typed }, 'replace');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);
  const reset = () => {
    writeFilter({ query: '', category: ALL_CATEGORIES }, 'push');
    input.current?.focus();
  };
  const status = fillTokens(copy.resultsTemplate, { shown: String(shownIds.size), total: String(tools.length) });

  return (
    <div>
      <div className="flex flex-col gap-6 noscript:hidden">
        {/* Centred under the centred section head, not left with two-thirds of the row empty. */}
        <div className="mx-auto w-full max-w-xl">
          <label htmlFor={inputId} className="block font-semibold text-navy-900">
            {copy.searchLabel}
          </label>
          <div className="relative mt-2">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500" />
            <input
              ref={input}
              id={inputId}
              type="search"
              value={query}
              onChange={(e) => set({ query: e.target.value }, 'replace')}
              placeholder={copy.searchPlaceholder}
              autoComplete="off"
              enterKeyHint="search"
              className="min-h-12 w-full rounded-pill border border-slate-400 bg-white py-3 pr-4 pl-12 text-base text-ink placeholder:text-slate-500"
            />
          </div>
        </div>
        <div role="group" aria-labelledby={groupId} className="text-center">
          <p id={groupId} className="font-semibold text-navy-900">
            {copy.categoryLabel}
          </p>
          <div className="mt-2 flex flex-wrap justify-center gap-2">
            {categoryFilters(categories).map((c) => (
              <button
                key={c}
                type="button"
                aria-pressed={c === category}
                onClick={() => set({ category: c }, 'push')}
                className="min-h-11 rounded-pill bg-white px-4 text-sm font-semibold text-navy-900 ring-1 ring-line hover:bg-indigo-50 aria-pressed:bg-navy-900 aria-pressed:text-white aria-pressed:ring-navy-900"
              >
                {c}
              </button>
            ))}
          </div>
        </div>
      </div>
      <p role="status" className="mt-8 mb-4 text-center text-sm font-medium text-muted noscript:hidden">
        {status}
      </p>
      <div ref={grid}>{children}</div>
      {shownIds.size === 0 ? (
        <div className="mx-auto max-w-xl card-surface px-6 py-12 text-center">
          <h3 className="text-h3 font-bold text-navy-900">{keepWords(copy.emptyTitle)}</h3>
          <p className="mt-2 text-muted">{copy.emptyHint}</p>
          <button
            type="button"
            onClick={reset}
            className="mt-6 inline-flex min-h-11 items-center rounded-pill bg-indigo-600 px-5 text-sm font-semibold text-white hover:bg-indigo-700"
          >
            {copy.resetLabel}
          </button>
        </div>
      ) : null}
    </div>
  );
}

export const ToolFilter = withErrorBoundary(ToolFilterInner);

import { useEffect, useId, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import type { CollectionEntry } from 'astro:content';
import { withErrorBoundary } from '@/components/ui/error-boundary';
import { fillTokens } from '@/lib/copy';
import { ALL_CATEGORIES, categoryFilters, filterTools, type SearchableTool } from '@/lib/search';
import { getServerSnapshot, getSnapshot, parseFilter, subscribe, writeFilter, type FilterState } from './filter-url';
import { keepWords } from '@/components/ui/keep-words';
import { buttonClasses } from '@/components/ui/button-styles';

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
      // The attribute, not a class: a card laid out as a grid from 768 px stays hidden (preflight's [hidden] wins).
      item.hidden = !shownIds.has(item.dataset.toolId ?? '');
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
        <div className="w-full max-w-xl">
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
              className="min-h-12 w-full rounded-button border border-slate-400 bg-white py-3 pr-4 pl-12 text-base text-ink placeholder:text-slate-500"
            />
          </div>
        </div>
        <div role="group" aria-labelledby={groupId}>
          <p id={groupId} className="font-semibold text-navy-900">
            {copy.categoryLabel}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {categoryFilters(categories).map((c) => (
              <button
                key={c}
                type="button"
                aria-pressed={c === category}
                onClick={() => set({ category: c }, 'push')}
                className="min-h-11 rounded-button bg-white px-4 text-sm font-semibold text-navy-900 ring-1 ring-navy-900/20 ring-inset hover:bg-navy-900/5 aria-pressed:bg-navy-900 aria-pressed:text-white aria-pressed:ring-navy-900"
              >
                {c}
              </button>
            ))}
          </div>
        </div>
      </div>
      <p role="status" className="mt-8 mb-4 text-sm font-medium text-muted noscript:hidden">
        {status}
      </p>
      <div ref={grid}>{children}</div>
      {shownIds.size === 0 ? (
        <div className="max-w-xl border-t-2 border-sky-600 bg-white px-6 py-10">
          <h3 className="text-title text-navy-900">{keepWords(copy.emptyTitle)}</h3>
          <p className="mt-2 text-muted">{copy.emptyHint}</p>
          <button type="button" onClick={reset} className={buttonClasses('primary', 'mt-6')}>
            {copy.resetLabel}
          </button>
        </div>
      ) : null}
    </div>
  );
}

export const ToolFilter = withErrorBoundary(ToolFilterInner);

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Search, X } from 'lucide-react';
import { loadEngine, type Engine } from '@/lib/search-engine';
import { RESULTS_PER_GROUP, SEARCH_COPY, SEARCH_PAGE_PATH, searchStatus } from '@/lib/site-search';
import { optionId, SearchResults, searchFieldProps } from './search-results';

interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** The page that lists every route by kind (and every result of a query). */
  allHref: string;
}

/**
 * Search over the site (issue 39): a modal dialog holding a combobox (the input) that controls a listbox of results
 * grouped by kind. Arrow keys move through the results, Enter opens one, Escape closes; results are links, so a
 * click or a middle-click works as anywhere else. Loaded on first opening (site-search.island.tsx).
 */
export default function SearchDialog({ open, onClose, allHref }: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [engine, setEngine] = useState<Engine | 'loading' | 'failed'>('loading');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState<string | undefined>();
  const uid = useId().replace(/:/g, '');
  const prefix = `search-${uid}`;
  const listboxId = `${prefix}-listbox`;
  const titleId = `${prefix}-title`;

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      input.current?.select();
    } else if (!open && d.open) d.close();
  }, [open]);

  useEffect(() => {
    if (!open || typeof engine === 'object') return;
    let live = true;
    loadEngine().then(
      (e) => live && setEngine(e),
      () => live && setEngine('failed'),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load on opening; a failure is retried at the next
  }, [open]);

  const found = useMemo(() => (typeof engine === 'object' ? engine.search(query, RESULTS_PER_GROUP) : undefined), [engine, query]);
  const options = useMemo(() => found?.groups.flatMap((g) => g.hits.map((h) => optionId(prefix, h))) ?? [], [found, prefix]);
  const activeId = active && options.includes(active) ? active : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (options.length === 0) return;
      const at = activeId ? options.indexOf(activeId) : -1;
      const next = e.key === 'ArrowDown' ? (at + 1) % options.length : at <= 0 ? options.length - 1 : at - 1;
      setActive(options[next]);
    } else if (e.key === 'Escape') {
      // A search field's own Escape would only empty it: here Escape closes search, as everywhere in the dialog.
      e.preventDefault();
      onClose();
    } else if (e.key === 'Enter') {
      const target = activeId ?? options[0];
      const link = target ? document.getElementById(target) : null;
      if (link instanceof HTMLAnchorElement) {
        e.preventDefault();
        link.click();
      }
    }
  };

  const seeAll = found?.query && found.total > 0 ? `${SEARCH_PAGE_PATH}?q=${encodeURIComponent(found.query)}` : allHref;
  const status = searchStatus(typeof engine === 'object' ? 'ready' : engine, found, { typed: query });

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      // A click or tap on the backdrop closes it, as Escape does (light dismiss).
      {...{ closedby: 'any' }}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-transparent p-0 text-ink backdrop:bg-navy-950/70 sm:mx-auto sm:mt-[10vh] sm:h-auto sm:max-h-[80vh] sm:max-w-2xl sm:rounded-card"
    >
      <div className="flex h-full flex-col bg-white sm:max-h-[80vh] sm:rounded-card sm:shadow-lift">
        <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2">
          <h2 id={titleId} className="sr-only">
            {SEARCH_COPY.title}
          </h2>
          <Search aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          <input
            ref={input}
            type="text"
            inputMode="search"
            role="combobox"
            aria-label={SEARCH_COPY.label}
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={listboxId}
            aria-activedescendant={activeId}
            enterKeyHint="go"
            {...searchFieldProps}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(undefined);
            }}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            onClick={onClose}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{SEARCH_COPY.close}</span>
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 py-3">
          <p role="status" className="px-3 pb-2 text-sm text-slate-600">
            {status}
          </p>
          {found && found.total === 0 && found.query && (
            <p className="px-3 pb-2 text-sm text-slate-600">
              {found.suggestion && (
                <>
                  {SEARCH_COPY.suggest}{' '}
                  <button
                    type="button"
                    className="font-semibold text-indigo-700 underline underline-offset-4"
                    onClick={() => setQuery(found.suggestion!)}
                  >
                    {found.suggestion}
                  </button>
                  ?{' '}
                </>
              )}
              {SEARCH_COPY.noneHint}
            </p>
          )}
          {found && found.groups.length > 0 && (
            <SearchResults
              groups={found.groups}
              prefix={prefix}
              listbox={{ id: listboxId, label: SEARCH_COPY.title, activeId, onActive: setActive }}
            />
          )}
        </div>
        <div className="border-t border-slate-200 px-5 py-3 text-sm">
          <a href={seeAll} className="font-semibold text-indigo-700 underline underline-offset-4">
            {found?.query && found.total > 0 ? SEARCH_COPY.seeAll(found.query) : SEARCH_COPY.all}
          </a>
        </div>
      </div>
    </dialog>
  );
}

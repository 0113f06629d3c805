import { useId, useState, type KeyboardEvent } from 'react';
import { clsx } from 'clsx';
import type { CollectionEntry } from 'astro:content';
import { withErrorBoundary } from '@/components/ui/error-boundary';
import { keepWords } from '@/components/ui/keep-words';

const tabClass = clsx(
  'min-h-11 shrink-0 rounded-pill px-3 text-sm font-semibold ring-1 ring-line transition-colors sm:px-5',
  'text-navy-900 hover:bg-indigo-50 aria-selected:bg-navy-900 aria-selected:text-white aria-selected:ring-navy-900',
);

/** Keys that move along the tablist (WAI-ARIA tabs pattern, automatic activation). */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** One tablist, rendered the same on the server and in the browser, so nothing is swapped under a visitor's hand when it hydrates. */
function TechStackTabsInner({ tabs, label }: { tabs: CollectionEntry<'plusPage'>['data']['techStack']['tabs']; label: string }) {
  const [value, setValue] = useState(tabs[0]?.id ?? '');
  const base = useId();
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[e.key];
    const current = tabs.findIndex((t) => t.id === value);
    if (!move || current < 0) return;
    e.preventDefault();
    const next = move(current, tabs.length);
    setValue(tabs[next].id);
    document.getElementById(tabId(tabs[next].id))?.focus();
  };

  return (
    <div>
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap sm:justify-center noscript:hidden"
      >
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={tabId(t.id)}
            aria-selected={t.id === value}
            aria-controls={panelId(t.id)}
            tabIndex={t.id === value ? 0 : -1}
            onClick={() => setValue(t.id)}
            className={tabClass}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={panelId(t.id)}
          aria-labelledby={tabId(t.id)}
          tabIndex={0}
          className={clsx('mt-5 rounded-card sm:mt-8', t.id === value ? 'block' : 'hidden noscript:block')}
        >
          <h3 className="mb-4 hidden text-h3 font-bold text-navy-900 noscript:block">{keepWords(t.label)}</h3>
          {/* From `sm` two or three cards to a row, a short last row centred (no card stretched to fill it). */}
          <ul className="divide-y divide-line max-sm:card-surface sm:flex sm:flex-wrap sm:justify-center sm:gap-4 sm:divide-y-0">
            {t.items.map((item) => (
              <li
                key={item.name}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 px-4 py-3 sm:flex sm:w-[calc((100%-1rem)/2)] sm:flex-col sm:card-surface sm:p-5 lg:w-[calc((100%-2rem)/3)]"
              >
                <p className="col-start-2 row-start-1 text-right text-xs font-semibold tracking-wide text-indigo-700 uppercase sm:text-left">
                  {item.category}
                </p>
                <p className="col-start-1 row-start-1 font-bold text-navy-900 sm:mt-1 sm:text-lg">{item.name}</p>
                <p className="col-span-2 mt-1 text-sm text-muted sm:mt-2">{item.description}</p>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

export const TechStackTabs = withErrorBoundary(TechStackTabsInner);

import { useId, useState, type KeyboardEvent } from 'react';
import { clsx } from 'clsx';
import type { CollectionEntry } from 'astro:content';
import { withErrorBoundary } from '@/components/ui/error-boundary';
import { keepWords } from '@/components/ui/keep-words';

const tabClass = clsx(
  'min-h-11 shrink-0 rounded-button px-3 text-sm font-semibold ring-1 ring-navy-900/20 transition-colors ring-inset sm:px-5',
  'text-navy-900 hover:bg-navy-900/5 aria-selected:bg-navy-900 aria-selected:text-white aria-selected:ring-navy-900',
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
        className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap noscript:hidden"
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
          className={clsx('mt-6 sm:mt-8', t.id === value ? 'block' : 'hidden noscript:block')}
        >
          <h3 className="mb-4 hidden text-title text-navy-900 noscript:block">{keepWords(t.label)}</h3>
          {/* Columns under a rule: two or three to a row from `sm`, a short last row left where it falls. */}
          {/* From `lg` one row whose name, role and text lines are shared (a subgrid), so a name of two lines moves its whole row. */}
          <ul className="grid gap-x-8 sm:grid-cols-2 lg:auto-cols-fr lg:grid-flow-col lg:grid-cols-none lg:grid-rows-[auto_auto_1fr]">
            {t.items.map((item) => (
              <li key={item.name} className="border-t border-navy-900/15 py-3 sm:py-5 lg:row-span-3 lg:grid lg:grid-rows-subgrid lg:gap-y-0">
                <p className="font-brand text-title font-bold text-navy-900">{item.name}</p>
                <p className="text-sm text-muted">{item.category}</p>
                <p className="mt-1 text-muted max-sm:text-sm">{item.description}</p>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

export const TechStackTabs = withErrorBoundary(TechStackTabsInner);

import { useId, useState, useSyncExternalStore } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import { ErrorBoundary } from '@/components/ui/error-boundary';

export interface TechItem {
  name: string;
  category: string;
  description: string;
}

export interface TechTab {
  id: string;
  label: string;
  items: TechItem[];
}

const noop = () => () => {};
/** False while rendering on the server and hydrating, true once the island runs in the browser. */
const useHydrated = () => useSyncExternalStore(noop, () => true, () => false);

const listClass = 'flex flex-wrap justify-center gap-2 noscript:hidden';
const tabClass = clsx(
  'min-h-11 shrink-0 rounded-pill px-5 text-sm font-semibold ring-1 ring-line transition-colors',
  'text-navy-900 hover:bg-indigo-50 aria-selected:bg-navy-900 aria-selected:text-white aria-selected:ring-navy-900',
);

function TechStackTabsInner({ tabs, label }: { tabs: TechTab[]; label: string }) {
  const [value, setValue] = useState(tabs[0]?.id ?? '');
  const hydrated = useHydrated();
  const base = useId();
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;

  // Radix gives the tablist its roles, arrow keys and single tab stop, but writes a style attribute
  // that the CSP blocks in server HTML: the server renders the same tablist by hand instead.
  // Panels are ours for the same reason (Radix's Content also sets a style), kept mounted so that
  // without JavaScript every panel shows.
  const list = hydrated ? (
    <Tabs.List aria-label={label} className={listClass}>
      {tabs.map((t) => (
        <Tabs.Trigger key={t.id} value={t.id} id={tabId(t.id)} aria-controls={panelId(t.id)} className={tabClass}>
          {t.label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  ) : (
    <div role="tablist" aria-label={label} aria-orientation="horizontal" className={listClass}>
      {tabs.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          id={tabId(t.id)}
          aria-selected={t.id === value}
          aria-controls={panelId(t.id)}
          tabIndex={t.id === value ? 0 : -1}
          className={tabClass}
        >
          {t.label}
        </button>
      ))}
    </div>
  );

  return (
    <Tabs.Root value={value} onValueChange={setValue}>
      {list}
      {tabs.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={panelId(t.id)}
          aria-labelledby={tabId(t.id)}
          tabIndex={0}
          data-state={t.id === value ? 'active' : 'inactive'}
          className={clsx('mt-8 rounded-card', t.id === value ? 'block' : 'hidden noscript:block')}
        >
          <h3 className="mb-4 hidden text-h3 font-bold text-navy-900 noscript:block">{t.label}</h3>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {t.items.map((item) => (
              <li key={item.name} className="card-surface flex flex-col p-5">
                <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase">{item.category}</p>
                <p className="mt-1 text-lg font-bold text-navy-900">{item.name}</p>
                <p className="mt-2 text-sm text-muted">{item.description}</p>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Tabs.Root>
  );
}

/** The tech stack by area: frontend is active at the start; without JavaScript every panel shows. */
export function TechStackTabs(props: { tabs: TechTab[]; label: string }) {
  return (
    <ErrorBoundary>
      <TechStackTabsInner {...props} />
    </ErrorBoundary>
  );
}

import type { CollectionEntry } from 'astro:content';
import { CardsSection, Checklist } from '@/components/blocks/cards';

type Startup = CollectionEntry<'plusPage'>['data']['startup'];

/** Four startup engagements as icon cards, each with what it includes, the outcome and its timeframe. */
export function StartupServicesSection({ id, timeframeLabel, outcomeLabel, items, ...heading }: Startup & { id: string }) {
  return (
    <CardsSection
      id={id}
      {...heading}
      cols={2}
      items={items.map((s) => ({
        ...s,
        badge: (
          <>
            <span className="sr-only">{timeframeLabel}: </span>
            {s.timeframe}
          </>
        ),
      }))}
      extra={(s) => (
        <>
          <Checklist items={s.services} className="mt-2 grid gap-2 sm:grid-cols-2 sm:space-y-0" />
          <div className="mt-2 mb-2 rounded-xl bg-surface p-4 ring-1 ring-line">
            <p className="eyebrow text-indigo-700">{outcomeLabel}</p>
            <p className="mt-1 font-medium text-navy-900">{s.outcome}</p>
          </div>
        </>
      )}
    />
  );
}

import { formatDuration } from '@/lib/duration';
import type { CollectionEntry } from 'astro:content';
import { Badge, CardsSection, Checklist } from '@/components/blocks/cards';
import { Fold } from '@/components/ui/fold';

type Startup = CollectionEntry<'plusPage'>['data']['startup'];

/** On a phone the description and what is included fold beside the badge by CSS order alone, so nothing is rendered twice. */
export function StartupServicesSection({ id, timeframeLabel, outcomeLabel, includedLabel, items, ...heading }: Startup & { id: string }) {
  return (
    <CardsSection
      id={id}
      {...heading}
      cols={2}
      // The description goes into the fold, not above it (IconCard would show it on phones too).
      items={items.map(({ description, ...s }) => ({ ...s, pitch: description }))}
      extra={(s) => (
        <>
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 max-sm:order-2 sm:contents">
            <Fold from="sm" title={includedLabel} context={s.title} className="open:basis-full">
              {s.pitch ? <p className="mb-3 max-sm:text-sm sm:mb-5">{s.pitch}</p> : null}
              <Checklist items={s.services} className="mb-1 grid gap-2 space-y-0 sm:mb-0 sm:grid-cols-2" />
            </Fold>
            <Badge className="sm:order-last sm:mt-auto">
              <span className="sr-only">{timeframeLabel}: </span>
              {formatDuration(s.timeframe)}
            </Badge>
          </div>
          <div className="border-l-2 border-navy-900/15 pl-4 max-sm:order-1 sm:my-2">
            <p className="text-sm font-semibold text-muted">{outcomeLabel}</p>
            <p className="mt-1 text-navy-900 max-sm:text-sm">{s.outcome}</p>
          </div>
        </>
      )}
    />
  );
}

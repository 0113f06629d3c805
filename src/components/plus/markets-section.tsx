import type { CollectionEntry } from 'astro:content';
import { CardsSection, Checklist } from '@/components/blocks/cards';

type Markets = CollectionEntry<'plusPage'>['data']['markets'];

/** Five market-specific solution cards, each with the solutions it covers. */
export function MarketsSection(markets: Markets) {
  return (
    <CardsSection
      id="markets"
      tone="surface"
      {...markets}
      extra={(m) => <Checklist items={m.solutions} className="mt-auto border-t border-line pt-4" />}
    />
  );
}

import type { CollectionEntry } from 'astro:content';
import { CardsSection, Checklist } from '@/components/blocks/cards';
import { Fold } from '@/components/ui/fold';

export function MarketsSection({ solutionsLabel, ...markets }: CollectionEntry<'plusPage'>['data']['markets']) {
  return (
    <CardsSection
      id="markets"
      tone="surface"
      layout="tiles"
      {...markets}
      extra={(m) => (
        <Fold from="sm" title={solutionsLabel} context={m.title} className="mt-auto border-t border-line pt-1 sm:pt-4">
          <Checklist items={m.solutions} className="mb-1 sm:mb-0" />
        </Fold>
      )}
    />
  );
}

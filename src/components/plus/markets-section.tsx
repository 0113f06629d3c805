import type { CollectionEntry } from 'astro:content';
import { Checklist } from '@/components/blocks/cards';
import { Section } from '@/components/blocks/section';
import { Fold } from '@/components/ui/fold';
import { keepRanges, keepWords } from '@/components/ui/keep-words';

/** The markets as rows on hairlines (no grid, so no orphan): name, what we build there, its solutions (a fold on a phone). */
export function MarketsSection({ solutionsLabel, items, ...section }: CollectionEntry<'plusPage'>['data']['markets']) {
  return (
    <Section id="markets" tone="surface" heading={section} align="split">
      <ul className="divide-y divide-navy-900/15 border-y border-navy-900/15">
        {items.map((m) => (
          <li key={m.title}>
            <article className="grid gap-x-12 gap-y-1 py-5 sm:grid-cols-12 sm:py-6">
              <h3 className="text-title text-navy-900 sm:col-span-4 lg:col-span-3">{keepWords(m.title)}</h3>
              <p className="text-muted sm:col-span-8 lg:col-span-5">{keepRanges(m.description)}</p>
              <Fold from="sm" title={solutionsLabel} context={m.title} className="sm:col-span-8 sm:col-start-5 lg:col-span-4 lg:col-start-auto">
                <Checklist items={m.solutions} className="mb-1 sm:mb-0" />
              </Fold>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}

import type { ReactNode } from 'react';
import type { CollectionEntry } from 'astro:content';
import { Figures } from '@/components/blocks/figures';
import { Section } from '@/components/blocks/section';

/**
 * The page's one band of figures, as ledger lines: one column on a phone (each description is a sentence too long for half
 * a phone), all four in a row when wide. A figure with a `unit` (LPA) shows the `term` slot after its value: the route
 * places the glossary tooltip island there.
 */
export function EdgeFiguresSection({ items, term, ...section }: CollectionEntry<'edgePage'>['data']['figures'] & { term?: ReactNode }) {
  return (
    <Section id="figures" heading={section} align="split">
      <Figures items={items.map(({ unit, ...figure }) => ({ ...figure, unit: unit ? (term ?? unit) : undefined }))} className="max-sm:grid-cols-1" />
    </Section>
  );
}

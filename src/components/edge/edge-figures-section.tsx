import type { ReactNode } from 'react';
import type { Figure, Heading } from '@/content/schemas/blocks';
import { Figures } from '@/components/blocks/figures';
import { Section } from '@/components/blocks/section';

/**
 * The programme's six headline figures. A figure with a `unit` (LPA) shows the `term` slot after its
 * value: the route places the glossary tooltip island there.
 */
export function EdgeFiguresSection({ items, term, ...section }: Heading & { items: (Figure & { unit?: string })[]; term?: ReactNode }) {
  return (
    <Section id="figures" heading={section}>
      <Figures items={items.map(({ unit, ...figure }) => ({ ...figure, unit: unit ? (term ?? unit) : undefined }))} />
    </Section>
  );
}

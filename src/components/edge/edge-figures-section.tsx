import type { ReactNode } from 'react';
import type { Figure, Heading } from '@/content/schemas/blocks';
import { FigureCard } from '@/components/blocks/figures';
import { Section } from '@/components/blocks/section';

/**
 * The programme's six headline figures. A figure with a `unit` (LPA) shows the `term` slot after its
 * value: the route places the glossary tooltip island there.
 */
export function EdgeFiguresSection({ items, term, ...section }: Heading & { items: (Figure & { unit?: string })[]; term?: ReactNode }) {
  return (
    <Section id="figures" heading={section}>
      {/* The site's FigureGrid columns: a compact two-column grid on phones, three from `lg`. */}
      <div data-stat-row="" className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
        {items.map(({ unit, ...figure }) => (
          <FigureCard key={figure.label} {...figure} unit={unit ? (term ?? unit) : undefined} />
        ))}
      </div>
    </Section>
  );
}

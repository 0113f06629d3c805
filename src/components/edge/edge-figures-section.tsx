import type { ReactNode } from 'react';
import { Section, SectionHeading } from '@/components/ui/section';
import type { SectionCopy } from './types';

export interface EdgeFigure {
  value: string;
  unit?: string;
  label: string;
  description?: string;
}

/**
 * The programme's six headline figures. A figure with a `unit` (LPA) shows the `term` slot after its
 * value: the route places the glossary tooltip island there.
 */
export function EdgeFiguresSection({ heading, stats, term }: { heading: SectionCopy; stats: EdgeFigure[]; term?: ReactNode }) {
  return (
    <Section id="figures" labelledBy="figures-title">
      <SectionHeading id="figures-title" {...heading} />
      <dl className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {stats.map((s) => (
          <div key={s.label} className="card-surface flex flex-col p-6" data-figure={s.label}>
            <dt className="order-2 mt-1 font-semibold text-navy-900">{s.label}</dt>
            <dd className="order-1 text-3xl font-extrabold tracking-tight text-indigo-700 sm:text-4xl">
              {s.value}
              {s.unit ? <> {term ?? s.unit}</> : null}
            </dd>
            {s.description ? <dd className="order-3 mt-2 text-sm text-muted">{s.description}</dd> : null}
          </div>
        ))}
      </dl>
    </Section>
  );
}

import type { Figure, Heading } from '@/content/schemas/blocks';
import { FigureCard } from '@/components/blocks/figures';
import { Section } from '@/components/blocks/section';
import { Checklist } from '@/components/blocks/cards';
import { Panel } from '@/components/ui/panel';

export function OperationsSection({ points, figures = [], ...section }: Heading & { points: string[]; figures?: Figure[] }) {
  return (
    <Section id="operations" tone="surface" heading={section} align="column" eager>
      {(heading) => (
        <div className="grid items-center gap-10 lg:grid-cols-[3fr_2fr] lg:gap-16">
          <div>
            {heading}
            <Checklist items={points} large />
          </div>
          {figures.length ? (
            <Panel className="grid gap-4 p-6 sm:grid-cols-2 sm:p-8 lg:grid-cols-1">
              {figures.map((figure) => (
                <FigureCard key={figure.label} {...figure} dark />
              ))}
            </Panel>
          ) : null}
        </div>
      )}
    </Section>
  );
}

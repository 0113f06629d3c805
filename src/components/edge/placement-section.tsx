import { Section, SectionHeading } from '@/components/ui/section';
import { FeatureCard } from '@/components/ui/feature-card';
import { CardGrid } from '@/components/sections/card-grid';
import type { IconCardCopy, SectionCopy } from './types';

/** How Edge gets graduates placed. */
export function PlacementSection({ heading, support }: { heading: SectionCopy; support: IconCardCopy[] }) {
  return (
    <Section id="placement" labelledBy="placement-title">
      <SectionHeading id="placement-title" {...heading} />
      <CardGrid cols={4}>
        {support.map((s) => (
          <FeatureCard key={s.title} icon={s.icon} title={s.title}>
            <p>{s.description}</p>
          </FeatureCard>
        ))}
      </CardGrid>
    </Section>
  );
}

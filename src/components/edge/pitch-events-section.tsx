import { Section, SectionHeading } from '@/components/ui/section';
import { Badge, FeatureCard } from '@/components/ui/feature-card';
import { CardGrid } from '@/components/sections/card-grid';
import type { IconCardCopy, SectionCopy } from './types';

/** The pitch events where student teams present, each with when it happens. */
export function PitchEventsSection({ heading, events }: { heading: SectionCopy; events: (IconCardCopy & { when: string })[] }) {
  return (
    <Section id="pitch-events" labelledBy="pitch-events-title">
      <SectionHeading id="pitch-events-title" {...heading} />
      <CardGrid cols={3}>
        {events.map((e) => (
          <FeatureCard key={e.title} icon={e.icon} title={e.title}>
            <Badge>{e.when}</Badge>
            <p>{e.description}</p>
          </FeatureCard>
        ))}
      </CardGrid>
    </Section>
  );
}

import { Section, SectionHeading, type SectionTone } from '@/components/ui/section';
import { FeatureCard } from '@/components/ui/feature-card';
import type { IconName } from '@/components/ui/icon';
import { CardGrid } from './card-grid';

export interface Feature {
  icon: IconName;
  title: string;
  description: string;
}

/** A band with a heading and a grid of icon cards. */
export function FeatureGridSection({
  id,
  eyebrow,
  title,
  intro,
  features,
  cols = 3,
  tone = 'light',
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  features: Feature[];
  cols?: 2 | 3 | 4;
  tone?: SectionTone;
}) {
  const headingId = `${id}-title`;
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} dark={tone === 'dark'} />
      <CardGrid cols={cols}>
        {features.map((f) => (
          <FeatureCard key={f.title} icon={f.icon} title={f.title}>
            <p>{f.description}</p>
          </FeatureCard>
        ))}
      </CardGrid>
    </Section>
  );
}

import { CardGrid } from '@/components/sections/card-grid';
import { Badge, FeatureCard } from '@/components/ui/feature-card';
import type { IconName } from '@/components/ui/icon';
import { Section, SectionHeading, type SectionTone } from '@/components/ui/section';

export interface FeatureItem {
  icon: IconName;
  title: string;
  description: string;
  highlight?: string;
}

/** A band of icon cards (capabilities, benefits), each with an optional highlighted promise. */
export function FeatureCardsSection({
  id,
  tone = 'light',
  eyebrow,
  heading,
  intro,
  items,
}: {
  id: string;
  tone?: SectionTone;
  eyebrow?: string;
  heading: string;
  intro?: string;
  items: FeatureItem[];
}) {
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-title`}>
      <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={heading} intro={intro} />
      <CardGrid cols={items.length % 3 === 0 ? 3 : items.length >= 4 ? 4 : 2}>
        {items.map((item) => (
          <FeatureCard key={item.title} icon={item.icon} title={item.title}>
            <p>{item.description}</p>
            {item.highlight ? <Badge className="mt-auto">{item.highlight}</Badge> : null}
          </FeatureCard>
        ))}
      </CardGrid>
    </Section>
  );
}

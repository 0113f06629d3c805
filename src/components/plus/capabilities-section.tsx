import { Section, SectionHeading } from '@/components/ui/section';
import { FeatureCard } from '@/components/ui/feature-card';
import type { IconName } from '@/components/ui/icon';
import { CardGrid } from '@/components/sections/card-grid';

/** Six core capability cards. */
export function CapabilitiesSection({
  heading,
  items,
}: {
  heading: { eyebrow?: string; title: string; intro?: string };
  items: { icon: IconName; title: string; description: string }[];
}) {
  return (
    <Section id="capabilities" labelledBy="capabilities-title">
      <SectionHeading id="capabilities-title" {...heading} />
      <CardGrid cols={3}>
        {items.map((item) => (
          <FeatureCard key={item.title} icon={item.icon} title={item.title}>
            <p>{item.description}</p>
          </FeatureCard>
        ))}
      </CardGrid>
    </Section>
  );
}

import { Section, SectionHeading } from '@/components/ui/section';
import { Badge, FeatureCard } from '@/components/ui/feature-card';
import { CardGrid } from '@/components/sections/card-grid';
import type { IconCardCopy, SectionCopy } from './types';

/** What a partner university receives; a card may carry a figure as a badge. */
export function BenefitsSection({ heading, items }: { heading: SectionCopy; items: (IconCardCopy & { highlight?: string })[] }) {
  return (
    <Section id="benefits" labelledBy="benefits-title">
      <SectionHeading id="benefits-title" {...heading} />
      <CardGrid cols={3}>
        {items.map((item) => (
          <FeatureCard key={item.title} icon={item.icon} title={item.title}>
            {item.highlight ? <Badge className="bg-accent-300/40 text-accent-800">{item.highlight}</Badge> : null}
            <p>{item.description}</p>
          </FeatureCard>
        ))}
      </CardGrid>
    </Section>
  );
}

import type { Heading } from '@/content/schemas/blocks';
import { CardGrid } from '@/components/blocks/cards';
import { Section } from '@/components/blocks/section';
import type { ServiceCardData } from '@/lib/service-cards';
import { ServiceCard } from './service-card';

/** The services a page offers, as cards with their two detail fields. */
export function ServiceCardsSection({ cards, ...section }: Heading & { cards: ServiceCardData[] }) {
  return (
    <Section id="services" tone="surface" heading={section}>
      <CardGrid cols={cards.length === 2 || cards.length === 4 ? 2 : 3} parts={4}>
        {cards.map((card) => (
          <ServiceCard key={card.title} service={card} />
        ))}
      </CardGrid>
    </Section>
  );
}

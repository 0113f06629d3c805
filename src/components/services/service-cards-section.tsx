import { CardGrid } from '@/components/sections/card-grid';
import { Section, SectionHeading } from '@/components/ui/section';
import type { ServiceCardData } from '@/lib/service-cards';
import { ServiceCard } from './service-card';

/** The services a page offers, as cards with their two detail fields. */
export function ServiceCardsSection({
  eyebrow,
  heading,
  intro,
  services,
}: {
  eyebrow?: string;
  heading: string;
  intro?: string;
  services: ServiceCardData[];
}) {
  return (
    <Section id="services" tone="surface" labelledBy="services-title">
      <SectionHeading id="services-title" eyebrow={eyebrow} title={heading} intro={intro} />
      <CardGrid cols={services.length === 2 || services.length === 4 ? 2 : 3}>
        {services.map((service) => (
          <ServiceCard key={service.title} service={service} />
        ))}
      </CardGrid>
    </Section>
  );
}

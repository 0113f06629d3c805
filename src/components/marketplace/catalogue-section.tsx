import type { ReactNode } from 'react';
import { Section, SectionHeading } from '@/components/ui/section';

/** The searchable tool catalogue; the route places the filter island (wrapping the cards) inside. */
export function CatalogueSection({
  heading,
  children,
}: {
  heading: { eyebrow?: string; title: string; intro?: string };
  children?: ReactNode;
}) {
  return (
    <Section id="tools" tone="surface" labelledBy="tools-title">
      <SectionHeading id="tools-title" {...heading} />
      {children}
    </Section>
  );
}

import type { ReactNode } from 'react';
import { Section, SectionHeading } from '@/components/ui/section';

/** The tech stack band; the route places the tabs island inside it. */
export function TechStackSection({
  heading,
  children,
}: {
  heading: { eyebrow?: string; title: string; intro?: string };
  children?: ReactNode;
}) {
  return (
    <Section id="tech-stack" labelledBy="tech-stack-title">
      <SectionHeading id="tech-stack-title" {...heading} />
      {children}
    </Section>
  );
}

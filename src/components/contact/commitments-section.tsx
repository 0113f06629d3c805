import type { Figure, Heading } from '@/content/schemas/blocks';
import { Section } from '@/components/blocks/section';
import { Steps } from '@/components/blocks/steps';

/** The four promises are one sequence, so they are steps on one path: each titled by what happens, timed by its promise. */
export function CommitmentsSection({ items, ...section }: Heading & { items: Figure[] }) {
  return (
    <Section id="commitments" tone="surface" heading={section} align="split">
      <Steps steps={items.map(({ label, value, description = '' }) => ({ title: label, when: value, description }))} />
    </Section>
  );
}

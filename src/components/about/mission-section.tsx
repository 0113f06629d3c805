import type { Card, Heading } from '@/content/schemas/blocks';
import { CardGrid, IconCard } from '@/components/blocks/cards';
import { Section } from '@/components/blocks/section';

/** The mission statement on a dark band, with the values that follow from it. */
export function MissionSection({ eyebrow, title, statement, values }: Heading & { statement: string; values: Card[] }) {
  return (
    <Section id="mission" tone="dark" heading={{ eyebrow, title, intro: statement }} align="statement">
      <CardGrid cols={4}>
        {values.map((value) => (
          <IconCard key={value.title} {...value} dark />
        ))}
      </CardGrid>
    </Section>
  );
}

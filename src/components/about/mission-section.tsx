import type { Card, Heading } from '@/content/schemas/blocks';
import { CardGrid, IconCard } from '@/components/blocks/cards';
import { Section } from '@/components/blocks/section';

/** A light band: the page keeps one navy band, the closing call, besides its top. */
export function MissionSection({ eyebrow, title, statement, values }: Heading & { statement: string; values: Card[] }) {
  return (
    <Section id="mission" tone="surface" heading={{ eyebrow, title, intro: statement }} align="statement">
      <CardGrid cols={4}>
        {values.map((value) => (
          <IconCard key={value.title} {...value} />
        ))}
      </CardGrid>
    </Section>
  );
}

import type { Card, Figure, Heading } from '@/content/schemas/blocks';
import { CardGrid, IconCard } from '@/components/blocks/cards';
import { Figures } from '@/components/blocks/figures';
import { Section } from '@/components/blocks/section';

/** The page's one band of figures, as ledger lines beside its heading. */
export function CultureSection({ id, ...section }: Heading & { id: string; items: Figure[] }) {
  return (
    <Section id={id} tone="surface" heading={section} align="split">
      <Figures items={section.items} variant="tight" />
    </Section>
  );
}

/** What a joiner can count on: columns under a rule. */
export function PerksSection({ id, ...section }: Heading & { id: string; items: Omit<Card, 'icon'>[] }) {
  return (
    <Section id={id} heading={section} align="split">
      <CardGrid cols={4}>
        {section.items.map((perk) => (
          <IconCard key={perk.title} {...perk} />
        ))}
      </CardGrid>
    </Section>
  );
}

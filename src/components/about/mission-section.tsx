import type { Card, Heading } from '@/content/schemas/blocks';
import { CardGrid, IconCard } from '@/components/blocks/cards';
import { Section } from '@/components/blocks/section';
import { keepWords } from '@/components/ui/keep-words';

/** The mission statement on a dark band, with the values that follow from it. */
export function MissionSection({ eyebrow, title, statement, values }: Heading & { statement: string; values: Card[] }) {
  return (
    <Section id="mission" tone="dark" labelledBy="mission-title">
      <div className="mx-auto max-w-4xl text-center">
        {eyebrow ? <p className="eyebrow mb-3 text-accent-300">{eyebrow}</p> : null}
        <h2 id="mission-title" className="text-h2 font-bold tracking-tight text-balance">
          {keepWords(title)}
        </h2>
        <p className="mt-4 text-xl leading-snug font-semibold text-balance text-white sm:mt-6 sm:text-3xl">{statement}</p>
      </div>
      <CardGrid cols={4} className="mt-8 sm:mt-14">
        {values.map((value) => (
          <IconCard key={value.title} {...value} dark />
        ))}
      </CardGrid>
    </Section>
  );
}

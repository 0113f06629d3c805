import type { HomePage } from '@/lib/content/home';
import { CardGrid, IconCard } from '@/components/blocks/cards';
import { Section } from '@/components/blocks/section';
import { Cta } from '@/components/blocks/cta';

const phoneRow =
  'max-sm:[&>div:first-child>span:first-child]:size-8 max-sm:[&>div:first-child>span:first-child]:rounded-lg max-sm:[&>div:last-child]:mt-1.5';

export function StrategicImplementationSection({ copy }: { copy: HomePage['strategic'] }) {
  return (
    <Section id="strategic-implementation" heading={copy}>
      <CardGrid cols={4} layout="list">
        {copy.pillars.map((pillar) => (
          <IconCard key={pillar.title} {...pillar} layout="list" className={phoneRow} />
        ))}
      </CardGrid>
      <Cta variant="row" {...copy.cta} />
    </Section>
  );
}

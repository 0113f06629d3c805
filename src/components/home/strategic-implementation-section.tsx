import type { HomePage } from '@/lib/content/home';
import { CardGrid, IconCard } from '@/components/blocks/cards';
import { Section } from '@/components/blocks/section';
import { Cta } from '@/components/blocks/cta';

type Strategic = HomePage['strategic'];

/** How training turns into implementation, ending with the assessment call to action (intake form). */
export function StrategicImplementationSection({ copy }: { copy: Strategic }) {
  return (
    <Section id="strategic-implementation" heading={copy}>
      <CardGrid cols={4} layout="tiles">
        {copy.pillars.map((pillar) => (
          <IconCard key={pillar.title} {...pillar} layout="tiles" />
        ))}
      </CardGrid>
      <Cta variant="row" {...copy.cta} />
    </Section>
  );
}

import type { HomePage } from '@/lib/content/home';
import { CardGrid, IconCard } from '@/components/blocks/cards';
import { Section } from '@/components/blocks/section';
import { IntakeButton } from '@/components/ui/outbound-link';
import { keepWords } from '@/components/ui/keep-words';

type Strategic = HomePage['strategic'];

/** How training turns into implementation, ending with the assessment call to action (intake form). */
export function StrategicImplementationSection({ copy }: { copy: Strategic }) {
  return (
    <Section id="strategic-implementation" heading={copy}>
      <CardGrid cols={4} tiles>
        {copy.pillars.map((pillar) => (
          <IconCard key={pillar.title} {...pillar} tile />
        ))}
      </CardGrid>
      <div className="hero-backdrop on-dark mt-10 flex flex-col items-start gap-6 rounded-[1.5rem] px-6 py-10 text-white sm:mt-12 sm:px-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h3 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{keepWords(copy.cta.title)}</h3>
          <p className="mt-3 text-lead text-slate-200">{copy.cta.body}</p>
        </div>
        <IntakeButton className="w-full shrink-0 sm:w-auto">{copy.cta.label}</IntakeButton>
      </div>
    </Section>
  );
}

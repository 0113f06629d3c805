import { Section, SectionHeading } from '@/components/ui/section';
import { OutboundLink } from '@/components/ui/outbound-link';
import { Icon } from '@/components/ui/icon';
import type { HomePage } from './types';
import { keepWords } from '@/components/ui/keep-words';

type Strategic = HomePage['strategic'];

/** How training turns into implementation, ending with the assessment call to action (intake form). */
export function StrategicImplementationSection({ copy }: { copy: Strategic }) {
  return (
    <Section id="strategic-implementation" labelledBy="strategic-title">
      <SectionHeading id="strategic-title" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {copy.pillars.map((pillar) => (
          <li key={pillar.title} className="card-surface flex flex-col p-6">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
              <Icon name={pillar.icon} className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-navy-900">{keepWords(pillar.title)}</h3>
            <p className="mt-2 text-sm text-muted">{pillar.description}</p>
          </li>
        ))}
      </ol>
      <div className="hero-backdrop on-dark mt-12 flex flex-col items-start gap-6 rounded-[1.5rem] px-6 py-10 text-white sm:px-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h3 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{keepWords(copy.cta.title)}</h3>
          <p className="mt-3 text-lead text-slate-200">{copy.cta.body}</p>
        </div>
        <OutboundLink to={{ kind: 'intake' }} variant="primary" size="lg" className="w-full shrink-0 sm:w-auto">
          {copy.cta.label}
        </OutboundLink>
      </div>
    </Section>
  );
}

import type { Picture } from '@/lib/picture';
import type { getAboutPage } from '@/lib/content/company';
import { Section } from '@/components/blocks/section';
import { OutboundLink } from '@/components/ui/outbound-link';
import { FounderPortrait } from './founder-portrait';

type Founder = Awaited<ReturnType<typeof getAboutPage>>['founder'] & { photo?: Picture };

export function FounderSection({ founder, profileUrl }: { founder: Founder; profileUrl: string }) {
  return (
    <Section id="founder" heading={founder} align="column">
      {(heading) => (
        // Wide screens: the portrait, its caption and facts in a column beside the heading and the bio.
        <div className="grid items-start gap-x-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:grid-rows-[auto_1fr]">
          <div className="lg:col-start-2">{heading}</div>
          <figure className="mb-6 flex items-start gap-4 sm:mb-8 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:mb-0 lg:block lg:max-w-sm">
            <FounderPortrait name={founder.name} photo={founder.photo} className="w-24 shrink-0 rounded-card sm:w-36 lg:w-full" />
            <figcaption className="lg:mt-5">
              <span className="block font-brand text-title font-bold text-navy-900">{founder.name}</span>
              <span className="mt-1 block text-muted">{founder.role}</span>
              {founder.facts ? (
                <dl className="mt-4 grid grid-cols-2 gap-x-6 border-t border-line pt-3 lg:mt-5 lg:pt-4">
                  {founder.facts.map((fact) => (
                    <div key={fact.label}>
                      <dt className="text-sm text-muted">{fact.label}</dt>
                      <dd className="mt-1 font-semibold text-pretty text-navy-900">{fact.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </figcaption>
          </figure>
          <div className="lg:col-start-2 lg:row-start-2">
            <div className="space-y-4 text-slate-700 sm:text-lead">
              {founder.bio.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
            {founder.quote ? (
              <blockquote className="mt-6 border-l-2 border-indigo-600 pl-4 font-brand text-title text-navy-900 sm:mt-8 sm:pl-6">
                <p>{founder.quote}</p>
              </blockquote>
            ) : null}
            <OutboundLink to={{ kind: 'external', href: profileUrl }} variant="secondary" className="mt-6 sm:mt-8">
              {founder.profileLabel}
            </OutboundLink>
          </div>
        </div>
      )}
    </Section>
  );
}

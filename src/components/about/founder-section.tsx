import { Quote } from 'lucide-react';
import type { CollectionEntry } from 'astro:content';
import { Section } from '@/components/blocks/section';
import { OutboundLink } from '@/components/ui/outbound-link';
import { FounderPortrait } from './founder-portrait';

export function FounderSection({ founder, profileUrl }: { founder: CollectionEntry<'aboutPage'>['data']['founder']; profileUrl: string }) {
  return (
    <Section id="founder" heading={founder} align="column">
      {(heading) => (
        // Wide screens: the heading, then the bio across rows 2-3; the portrait across rows 1-2, its facts in row 3 under it.
        <div className="grid items-start gap-x-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:grid-rows-[auto_auto_1fr]">
          <div className="lg:col-start-2">{heading}</div>
          <figure className="mb-6 flex items-center gap-4 sm:mb-8 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:mx-auto lg:mb-0 lg:w-full lg:max-w-sm lg:flex-col lg:gap-5">
            <FounderPortrait name={founder.name} className="h-auto w-24 shrink-0 drop-shadow-lg sm:w-36 lg:w-full lg:drop-shadow-xl" />
            <figcaption className="lg:text-center">
              <span className="block text-lg font-bold text-navy-900 sm:text-xl">{founder.name}</span>
              <span className="mt-1 block text-sm text-muted sm:text-base">{founder.role}</span>
            </figcaption>
          </figure>
          {founder.facts ? (
            <dl className="mb-8 grid grid-cols-2 gap-px overflow-hidden rounded-card border border-line bg-line lg:col-start-1 lg:row-start-3 lg:mx-auto lg:mt-8 lg:mb-0 lg:w-full lg:max-w-sm">
              {founder.facts.map((fact) => (
                <div key={fact.label} className="bg-white px-4 py-3">
                  <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{fact.label}</dt>
                  <dd className="mt-1 font-semibold text-pretty text-navy-900">{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-2">
            <div className="space-y-4 leading-relaxed text-slate-700 sm:text-lg">
              {founder.bio.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
            {founder.quote ? (
              <blockquote className="mt-6 flex gap-3 rounded-card border-l-4 border-accent-500 bg-surface p-4 sm:mt-8 sm:gap-4 sm:p-6">
                <Quote aria-hidden="true" className="size-5 shrink-0 text-accent-800 sm:size-6" />
                <p className="font-semibold text-navy-900 sm:text-lg">{founder.quote}</p>
              </blockquote>
            ) : null}
            <OutboundLink to={{ kind: 'external', href: profileUrl }} variant="secondary" size="lg" className="mt-6 sm:mt-8">
              {founder.profileLabel}
            </OutboundLink>
          </div>
        </div>
      )}
    </Section>
  );
}

import { Quote } from 'lucide-react';
import type { CollectionEntry } from 'astro:content';
import { Section, SectionHeading } from '@/components/blocks/section';
import { OutboundLink } from '@/components/ui/outbound-link';
import { FounderPortrait } from './founder-portrait';

type Founder = CollectionEntry<'aboutPage'>['data']['founder'];

/** The founder: illustrated portrait, name, biography and a link to the professional-network profile. */
export function FounderSection({ founder, profileUrl }: { founder: Founder; profileUrl: string }) {
  return (
    <Section id="founder" labelledBy="founder-title">
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
        <figure className="mx-auto w-full max-w-sm">
          <FounderPortrait name={founder.name} className="h-auto w-full drop-shadow-xl" />
          <figcaption className="mt-5 text-center">
            <span className="block text-xl font-bold text-navy-900">{founder.name}</span>
            <span className="mt-1 block text-muted">{founder.role}</span>
          </figcaption>
        </figure>
        <div>
          <SectionHeading id="founder-title" eyebrow={founder.eyebrow} title={founder.title} align="left" className="mb-6 sm:mb-8" />
          <div className="space-y-4 text-lg leading-relaxed text-slate-700">
            {founder.bio.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          {founder.quote ? (
            <blockquote className="mt-8 flex gap-4 rounded-card border-l-4 border-accent-500 bg-surface p-6">
              <Quote aria-hidden="true" className="size-6 shrink-0 text-accent-800" />
              <p className="text-lg font-semibold text-navy-900">{founder.quote}</p>
            </blockquote>
          ) : null}
          <OutboundLink to={{ kind: 'external', href: profileUrl }} variant="secondary" size="lg" className="mt-8">
            {founder.profileLabel}
          </OutboundLink>
        </div>
      </div>
    </Section>
  );
}

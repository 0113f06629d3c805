import type { ReactNode } from 'react';
import type { Heading } from '@/content/schemas/blocks';
import { Section } from '@/components/blocks/section';
import { keepWords } from '@/components/ui/keep-words';

type Props = { heading: Heading; trustedBy: { title: string; note?: string; names: string[] }; children?: ReactNode };

/** The route places the platform rotator island inside; under it, the startups we have worked with, named by kind until they consent to a name. */
export function PartnersSection({ heading, trustedBy, children }: Props) {
  return (
    <Section id="partners" tone="surface" heading={heading} align="split">
      {children}
      <div className="mt-10 grid gap-4 border-t border-navy-900/15 pt-8 sm:mt-14 lg:grid-cols-12 lg:gap-12">
        <div className="lg:col-span-4">
          <h3 id="trusted-by-title" className="text-title text-navy-900">
            {keepWords(trustedBy.title)}
          </h3>
          {trustedBy.note ? <p className="mt-2 text-sm text-muted">{trustedBy.note}</p> : null}
        </div>
        <ul aria-labelledby="trusted-by-title" className="divide-y divide-navy-900/15 lg:col-span-8">
          {trustedBy.names.map((name) => (
            <li key={name} className="py-2.5 text-lead text-navy-900 first:pt-0">
              {name}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

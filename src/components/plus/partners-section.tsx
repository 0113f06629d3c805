import type { ReactNode } from 'react';
import type { Heading } from '@/content/schemas/blocks';
import { Section } from '@/components/blocks/section';
import { keepWords } from '@/components/ui/keep-words';
import { Wordmark } from '@/components/visuals/wordmark';

type Props = { heading: Heading; trustedBy: { title: string; names: string[] }; children?: ReactNode };

/** The route places the partner rotator island inside. */
export function PartnersSection({ heading, trustedBy, children }: Props) {
  return (
    <Section id="partners" tone="surface" heading={heading}>
      {children}
      <div className="mt-10 border-t border-line pt-8 text-center sm:mt-16 sm:pt-10">
        <h3 id="trusted-by-title" className="eyebrow text-muted">
          {keepWords(trustedBy.title)}
        </h3>
        <ul
          aria-labelledby="trusted-by-title"
          className="mt-5 flex flex-wrap items-center justify-center gap-x-6 gap-y-3 sm:mt-8 sm:gap-x-12 sm:gap-y-6"
        >
          {trustedBy.names.map((name) => (
            <li key={name} className="text-lg text-slate-600 sm:text-2xl">
              <Wordmark name={name} />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

import type { ReactNode } from 'react';
import { Section, SectionHeading } from '@/components/ui/section';
import { keepWords } from '@/components/ui/keep-words';

/** Strategic partners (the route places the rotator island inside) and the trusted-by names. */
export function PartnersSection({
  heading,
  trustedBy,
  children,
}: {
  heading: { eyebrow?: string; title: string; intro?: string };
  trustedBy: { title: string; names: string[] };
  children?: ReactNode;
}) {
  return (
    <Section id="partners" tone="surface" labelledBy="partners-title">
      <SectionHeading id="partners-title" {...heading} />
      {children}
      <div className="mt-16 border-t border-line pt-10 text-center">
        <h3 id="trusted-by-title" className="eyebrow text-muted">
          {keepWords(trustedBy.title)}
        </h3>
        <ul aria-labelledby="trusted-by-title" className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-4">
          {trustedBy.names.map((name) => (
            <li key={name} className="text-xl font-extrabold tracking-tight text-navy-700">
              {name}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
